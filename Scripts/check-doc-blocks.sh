#!/usr/bin/env bash
# Checks that every ```swift block of README.md, Docs/*.md and the DocC catalogs' articles
# (Sources/*/*.docc/**/*.md; git's tracked and untracked-but-not-ignored files) compiles as
# written. Usage: Scripts/check-doc-blocks.sh [--verbose] [PAGE.md...]
#
# Where a block is compiled
# - A block without `import UIKit` is compiled on Linux against this package's library modules
#   as built by `swift build` (TableHandlersUIKit there is built on the UIKit stand-in), and is
#   also linked and run when marked `run`.
# - A block with `import UIKit` is type-checked against the iOS 17 SDK (Scripts/ios-sdk.sh
#   finds it; Docs/Contributing.md, "An iOS SDK") twice, against the .swiftmodule files that
#   Scripts/check-ios.sh emits for our modules for each target: for arm64-apple-ios17.0, and
#   for the package's minimum iOS (ios-sdk.sh's `ios_minimum`, 13.0), so that a block using a
#   newer API (a list's view controller, iOS 14) is checked to say so with `@available` or
#   `#available`, as an app supporting the minimum must. Without the SDK these blocks are
#   skipped, and the script says how many and why; an IOS_SDK that is set but names no folder
#   is an error. A block with `import SwiftUI` is an iOS block too, type-checked the same way
#   with the prebuilt SwiftUI module that ios-sdk.sh finds (IOS_PREBUILT_MODULES); without that
#   module such blocks are skipped, and the script says how many and why.
# Both: Swift 6 language mode, complete strict concurrency, no `-package-name` (a block is app
# code), and every warning fails the block. Blocks are compiled to a module (`-emit-module`),
# not merely type-checked, so that the checks that run after type-checking (data races when
# sending a value, definite initialization) are made too. Warnings are failures by reading the
# compiler's output rather than by `-warnings-as-errors`: an upgraded warning would stop the
# compiler before those later checks. One exception: "never used" and "never mutated" on a
# statement block's own top-level `let` or `var`, which exist only because of the wrapping below
# (in main.swift they would be globals).
#
# How a block becomes code
# - A block made only of declarations (import, func, struct, class, enum, actor, extension,
#   protocol, typealias, with attributes and modifiers) is a library file, as written.
# - A block with top-level statements (anything else, `let` and `var` included) becomes the
#   body of a nonisolated `func docBlock_N() throws` (`async throws` if it awaits), never
#   top-level main.swift code, which is implicitly @MainActor and hides isolation errors. Its
#   imports, extensions and protocols, which Swift allows only at file scope, are hoisted out of
#   the function. The block's own text is never changed.
#
# A page's context: blocks on one page build on each other. Each block is compiled in one file
# with the earlier blocks of its page, in page order (for a Linux block, the earlier Linux
# blocks; for a UIKit block, all earlier blocks but those importing Testing or the stand-in),
# so their imports apply to it too:
# - earlier declaration blocks are file-scope code beside it, unless they declare a name that
#   this block or a nearer earlier block declares again (the nearest declaration wins, so a
#   page can show a type "before" and "after");
# - for a statement block, the earlier statement blocks of the same isolation (nonisolated,
#   or marked main-actor) run first in the same function, each in a `do` scope nested in the
#   previous one's, so a block sees the names declared above it and may declare them again.
# Only diagnostics on the checked block's own lines count against it: an earlier block's errors
# are reported when that block is checked (they can hide a later block's errors of the kinds
# found after type-checking until fixed, so fix a page from the top). Every block also imports
# `DocBlockSupport`, Scripts/doc-blocks/Support.swift: the app's model, navigation and server
# (`Item`, `item`, `model`, `router`, `api`) that the pages assume; its header says what may
# go there and what may not.
#
# Markers: an HTML comment on the line just before the opening fence (GitHub does not render
# it); several words may share one marker, e.g. `<!-- doc-block: main-actor run -->`.
#   <!-- doc-block: run -->         the block is a complete program: also link and run it on
#                                   Linux (its function is called from an `@main` entry point);
#                                   it must exit with status 0.
#   <!-- doc-block: main-actor -->  the block's statements belong in main-actor code (a view
#                                   controller's method): wrap them in a `@MainActor func`.
#   <!-- doc-block: fragment -->    a deliberate fragment (a manifest excerpt, one line out of
#                                   context): not compiled, but counted and listed. Rare.
# An unknown marker word, or a marker anywhere but just before a ```swift fence, is an error.
#
# Output: one line per failing block and target, `PAGE:LINE: error text` at the block's first
# error (with the number of further errors; --verbose prints each one; an error for the
# minimum iOS says so), a line per fragment, and a summary:
# `doc blocks: N checked on Linux (R run), M type-checked for iOS (each for iOS 17.0 and
# 13.0), F fragments, K failed`.
# Exits non-zero when any block fails. Generated sources stay in .build/doc-blocks/ to inspect.
set -euo pipefail
cd "$(dirname "$0")/.."
work=$PWD/.build/doc-blocks
rm -rf "$work"
mkdir -p "$work/linux" "$work/ios" "$work/ios-minimum"
libraries=(TableHandlersCore TableHandlersDeclarative TableHandlersTesting TableHandlersUIKit)

# Linux: the library modules, built with the flags of CI's build step so nothing is rebuilt.
for target in "${libraries[@]}"; do
  swift build -Xswiftc -warnings-as-errors --target "$target" >"$work/build.log" 2>&1 ||
    { cat "$work/build.log" >&2; exit 1; }
done
bin=$(swift build --show-bin-path)
swiftc -module-name DocBlockSupport -parse-as-library -wmo -swift-version 6 -warnings-as-errors \
  -emit-module -emit-module-path "$work/linux/DocBlockSupport.swiftmodule" \
  -c -o "$work/linux/DocBlockSupport.o" Scripts/doc-blocks/Support.swift
args=(--workdir "$work/blocks" --jobs "$(nproc 2>/dev/null || echo 2)"
  "--linux-flag=-I" "--linux-flag=$bin/Modules" "--linux-flag=-I" "--linux-flag=$work/linux"
  "--link-object=$work/linux/DocBlockSupport.o")
# The objects of each target's current sources only (SwiftPM lists them in the target's
# `sources` file): an object left behind by a deleted source would still define its symbols.
for target in "${libraries[@]}" UIKitStandIn; do
  while read -r source; do
    args+=("--link-object=$bin/$target.build/$(basename "$source").o")
  done <"$bin/$target.build/sources"
done

# iOS: our modules as check-ios.sh emits them for iOS 17.0 and for the minimum, and the support
# module for each target.
source Scripts/ios-sdk.sh
if [ -n "$ios_sdk_missing" ] && $ios_sdk_chosen; then
  echo "doc blocks: IOS_SDK is set, but: $ios_sdk_missing" >&2
  exit 2
fi
if [ -z "$ios_sdk_missing" ]; then
  IOS_MODULES_DIR="$work/ios" IOS_MINIMUM_MODULES_DIR="$work/ios-minimum" Scripts/check-ios.sh \
    >"$work/ios.log" 2>&1 ||
    { cat "$work/ios.log" >&2; echo "doc blocks: our modules do not type-check for iOS" >&2
      exit 1; }
  ios=(-target arm64-apple-ios17.0 "${ios_sdk_flags[@]}" -I "$work/ios")
  minimum=(-target "arm64-apple-ios$ios_minimum" "${ios_sdk_flags[@]}" -I "$work/ios-minimum")
  for folder in ios ios-minimum; do
    flags=("${ios[@]}")
    [ "$folder" = ios ] || flags=("${minimum[@]}")
    swiftc -module-name DocBlockSupport -parse-as-library -wmo -swift-version 6 \
      -warnings-as-errors "${flags[@]}" -emit-module \
      -emit-module-path "$work/$folder/DocBlockSupport.swiftmodule" Scripts/doc-blocks/Support.swift
  done
  for flag in "${ios[@]}"; do args+=("--ios-flag=$flag"); done
  for flag in "${minimum[@]}"; do args+=("--ios-minimum-flag=$flag"); done
  args+=("--ios-minimum=$ios_minimum")
  [ -z "$ios_swiftui_missing" ] || args+=("--swiftui-skipped=$ios_swiftui_missing")
else
  args+=("--ios-skipped=$ios_sdk_missing")
fi

exec python3 Scripts/doc-blocks/docblocks.py "${args[@]}" "$@"
