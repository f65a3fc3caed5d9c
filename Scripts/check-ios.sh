#!/usr/bin/env bash
# Type-checks every module that ships on iOS (Scripts/shipped-modules.py) against an iOS 17 SDK
# (Scripts/ios-sdk.sh finds it: Xcode's on macOS, IOS_SDK or ~/.cache/ios-sdk elsewhere;
# Docs/Contributing.md says where one comes from on Linux), in dependency order, Swift 6 mode,
# warnings as errors, with the package name SwiftPM passes (the modules share `package`
# declarations), twice: for iOS 13.0, the package's minimum (ios-sdk.sh's `ios_minimum`), so
# that every use of a newer API is checked to sit behind its `#available`, and for iOS 17.0, so
# that the newest paths are checked too. Nothing of the SDK is part of this repository. With
# IOS_MODULES_DIR set, the emitted iOS 17 .swiftmodule files are kept there, and with
# IOS_MINIMUM_MODULES_DIR set, the minimum's (Scripts/check-doc-blocks.sh type-checks UIKit doc
# blocks against both); otherwise they go to temporary directories. Without an SDK it fails
# (exit 2): .ci/run runs it only when there is one. Files that import SwiftUI are type-checked
# with the prebuilt SwiftUI module that ios-sdk.sh finds (IOS_PREBUILT_MODULES); without it,
# they are left out, and the output says which and why. Last, Scripts/check-ios-standin.sh
# checks the stand-in's signature probes against the same SDK.
set -euo pipefail
cd "$(dirname "$0")/.."
source Scripts/ios-sdk.sh
[ -z "$ios_sdk_missing" ] || { echo "check-ios: $ios_sdk_missing" >&2; exit 2; }
if [ -n "${IOS_MODULES_DIR:-}" ]; then
  out=$IOS_MODULES_DIR
  mkdir -p "$out"
else
  out=$(mktemp -d)
fi
read -r -a modules < <(Scripts/shipped-modules.py)
# The files that import SwiftUI, left out when its module cannot be loaded.
swiftui_files=$(grep -rlE '^[[:space:]]*import SwiftUI' Sources --include='*.swift' | sort || true)
if [ -n "$swiftui_files" ]; then
  if [ -n "$ios_swiftui_missing" ]; then
    echo "check-ios: SwiftUI NOT type-checked, left out: $(echo $swiftui_files)" >&2
    echo "check-ios: why: $ios_swiftui_missing" >&2
  else
    echo "iOS type-check: SwiftUI code included (prebuilt SwiftUI module in" \
      "$IOS_PREBUILT_MODULES):" $swiftui_files
  fi
fi
# The minimum first, into a folder of its own; the iOS 17 modules go to $out.
if [ -n "${IOS_MINIMUM_MODULES_DIR:-}" ]; then
  minimum=$IOS_MINIMUM_MODULES_DIR
  mkdir -p "$minimum"
else
  minimum=$(mktemp -d)
fi
trap '[ -n "${IOS_MINIMUM_MODULES_DIR:-}" ] || rm -rf "$minimum"
  [ -n "${IOS_MODULES_DIR:-}" ] || rm -rf "$out"' EXIT
# One target's modules in dependency order. The two targets are independent and each swiftc runs
# on one core, so the minimum's runs beside iOS 17.0's, its output printed after it.
typecheck() {
  local target=$1 dir=$2 module files
  local common=(-target "arm64-apple-$target" "${ios_sdk_flags[@]}" -swift-version 6
    -warnings-as-errors -parse-as-library -I "$dir" -package-name tablehandlers)
  for module in "${modules[@]}"; do
    echo "iOS type-check ($target): $module"
    files=$(find "Sources/$module" -name '*.swift' | sort)
    if [ -n "$swiftui_files" ] && [ -n "$ios_swiftui_missing" ]; then
      files=$(comm -23 <(echo "$files") <(echo "$swiftui_files"))
    fi
    swiftc -emit-module -module-name "$module" "${common[@]}" \
      -emit-module-path "$dir/$module.swiftmodule" $files || return 1
  done
}
minimum_log=$(mktemp)
typecheck "ios$ios_minimum" "$minimum" >"$minimum_log" 2>&1 &
minimum_job=$!
latest_status=0
typecheck ios17.0 "$out" || latest_status=$?
minimum_status=0
wait "$minimum_job" || minimum_status=$?
cat "$minimum_log"
rm -f "$minimum_log"
[ "$latest_status" -eq 0 ] && [ "$minimum_status" -eq 0 ] || exit 1
swiftui_note=
[ -z "$swiftui_files" ] || [ -z "$ios_swiftui_missing" ] ||
  swiftui_note=" (without the files that import SwiftUI: see above)"
targets="each for iOS $ios_minimum and iOS 17.0$swiftui_note"
echo "iOS type-check passed: ${#modules[@]} modules, $targets"
# The stand-in's API that no shipped module uses yet, against UIKit itself (a source tree
# archived by Scripts/check-ios-api.sh --at, which gets the build scripts only, has none).
if [ -e Scripts/check-ios-standin.sh ]; then Scripts/check-ios-standin.sh; fi
