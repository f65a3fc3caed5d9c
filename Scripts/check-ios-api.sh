#!/usr/bin/env bash
# Guards the public API of every shipped module (Scripts/shipped-modules.py) as built for iOS,
# which Scripts/check-api.sh cannot see on Linux (there the UIKit product is the stand-in's).
# Each module is emitted for arm64-apple-ios17.0 against the iOS 17 SDK (Scripts/ios-sdk.sh
# finds it; Docs/Contributing.md, "An iOS SDK") by Scripts/check-ios.sh, its API dumped with
# `swift-api-digester -dump-sdk`, and the dump compared with the one recorded in
# API/ios/<Module>.json by `swift-api-digester -diagnose-sdk`. A breaking change (a symbol
# removed or renamed, a changed type, a lost conformance, …) passes only when it is listed in
# API/allowed-breakages.txt and its symbol is named under "Breaking changes" in CHANGELOG.md's
# Unreleased section: the allowlist and the rule (Scripts/check-allowlist.py) are check-api.sh's.
# Additions are not breaking and pass.
#
# The recorded dumps are the iOS API of the commit that API/baseline.txt names
# (Scripts/api-baseline.sh), so that both
# checks measure from the same point and one allowlist ("accepted since API/baseline.txt")
# serves both: the last release's tag, or before the first release the commit that finished
# the API pass. The release process records them at the release's tag with
# `Scripts/check-ios-api.sh --record --at <tag>`, in the commit that moves API/baseline.txt to
# that tag and empties the allowlist (CHANGELOG.md, "Releasing"). A module new since then has
# no recorded dump and fails until it is recorded on its own (`--record <Module>`; a new module
# has nothing to break). A recorded module that no longer ships fails too: dropping a module
# breaks every app that imports it.
#
# A dump leaves out source locations and the tool's arguments (`-avoid-location`,
# `-avoid-tool-args`), declarations imported from Clang (`-swift-only`: UIKit's own
# Objective-C conformances of the classes we extend are the SDK's API, not ours) and package
# declarations (`package`, which the digester dumps too); the same sources and SDK give the
# same bytes, wherever the repository lies. Any absolute path of this machine left in a dump
# (the repository, the SDK, the modules' folder, the home folder) would be replaced by a
# placeholder (<repository>, <sdk>, <modules>, <home>); this toolchain writes none.
#
# Without an SDK, or without swift-api-digester (on the PATH, next to swiftc, or through
# xcrun), it prints that it skipped and why, and exits 0: CI on a fresh machine has no SDK. An
# IOS_SDK that is set but names no folder is an error.
#
# Usage: Scripts/check-ios-api.sh [--modules DIR] [--record [MODULE...] [--at REVISION]]
#   --modules DIR  dump the iOS 17 .swiftmodule files that Scripts/check-ios.sh kept in DIR
#                  (its IOS_MODULES_DIR; .ci/run passes them) instead of emitting them again
#   --record       write API/ios/<Module>.json for the named modules, or for every shipped one
#                  (then also delete the dumps of modules that no longer ship); no comparison
#   --at REVISION  record the API of that commit or tag (its sources, git archive'd to a
#                  temporary folder, built by today's Scripts/check-ios.sh) instead of the work
#                  tree's: `--record --at "$(Scripts/api-baseline.sh)"` records the
#                  baseline's API whatever is checked out
# Environment: IOS_SDK, IOS_SWIFT_RESOURCE_DIR, IOS_MODULE_CACHE, IOS_PREBUILT_MODULES as
# Scripts/ios-sdk.sh reads them.
set -euo pipefail
cd "$(dirname "$0")/.."
repository=$(pwd -P)

modules_dir=
record=false
at=
record_only=()
while [ $# -gt 0 ]; do
  case $1 in
    --modules)
      [ $# -ge 2 ] || { echo "check-ios-api: --modules needs a folder" >&2; exit 2; }
      modules_dir=$2
      shift 2
      ;;
    --at)
      [ $# -ge 2 ] || { echo "check-ios-api: --at needs a commit or tag" >&2; exit 2; }
      at=$2
      shift 2
      ;;
    --record)
      record=true
      shift
      while [ $# -gt 0 ] && [ "${1#--}" = "$1" ]; do
        record_only+=("$1")
        shift
      done
      ;;
    *)
      echo "usage: Scripts/check-ios-api.sh [--modules DIR]" \
        "[--record [MODULE...] [--at REVISION]]" >&2
      exit 2
      ;;
  esac
done
if [ -n "$at" ] && { ! $record || [ -n "$modules_dir" ]; }; then
  echo "check-ios-api: --at goes with --record, and builds its own modules (no --modules)" >&2
  exit 2
fi

source Scripts/ios-sdk.sh
if [ -n "$ios_sdk_missing" ]; then
  if $ios_sdk_chosen; then
    echo "check-ios-api: IOS_SDK is set, but: $ios_sdk_missing" >&2
    exit 2
  fi
  echo "check-ios-api: skipped: $ios_sdk_missing"
  exit 0
fi
digester=$(command -v swift-api-digester || true)
if [ -z "$digester" ] && command -v swiftc >/dev/null; then
  digester=$(dirname "$(readlink -f "$(command -v swiftc)")")/swift-api-digester
fi
if [ ! -x "$digester" ] && command -v xcrun >/dev/null; then
  digester=$(xcrun --find swift-api-digester 2>/dev/null || true)
fi
if [ ! -x "$digester" ]; then
  echo "check-ios-api: skipped: this toolchain has no swift-api-digester next to swiftc"
  exit 0
fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# The sources: the work tree's, or those of the commit named by --at with today's build scripts.
source_dir=$repository
if [ -n "$at" ]; then
  git rev-parse --verify -q "$at^{commit}" >/dev/null ||
    { echo "check-ios-api: $at is not a commit or tag of this repository" >&2; exit 2; }
  source_dir=$work/source
  mkdir -p "$source_dir"
  git archive "$at" | tar -x -C "$source_dir"
  mkdir -p "$source_dir/Scripts"
  cp Scripts/check-ios.sh Scripts/ios-sdk.sh Scripts/shipped-modules.py "$source_dir/Scripts/"
  echo "check-ios-api: recording the API of $at ($(git rev-parse --short "$at^{commit}"))"
fi

read -r -a modules < <(cd "$source_dir" && Scripts/shipped-modules.py)
[ ${#modules[@]} -gt 0 ] ||
  { echo "check-ios-api: Scripts/shipped-modules.py named no module" >&2; exit 1; }
if [ ${#record_only[@]} -gt 0 ]; then
  for module in "${record_only[@]}"; do
    [[ " ${modules[*]} " == *" $module "* ]] ||
      { echo "check-ios-api: $module is not a shipped module (${modules[*]})" >&2; exit 2; }
  done
fi

# The modules for iOS 17, emitted by the iOS type-check unless it has just kept them.
if [ -z "$modules_dir" ]; then
  modules_dir=$work/modules
  IOS_MODULES_DIR=$modules_dir "$source_dir/Scripts/check-ios.sh" >"$work/check-ios.log" 2>&1 ||
    { cat "$work/check-ios.log" >&2; echo "check-ios-api: the modules do not build for iOS" >&2
      exit 1; }
fi
for module in "${modules[@]}"; do
  [ -f "$modules_dir/$module.swiftmodule" ] ||
    { echo "check-ios-api: no $module.swiftmodule in $modules_dir (run Scripts/check-ios.sh)" >&2
      exit 1; }
done
modules_dir=$(cd "$modules_dir" && pwd -P)

# One dump per module. Package declarations (`package`, shared by our modules; the digester
# marks them isInternal) are not public API: they leave the dump with every conformance to a
# package protocol. Any absolute path of this machine is replaced by a placeholder.
mkdir -p "$work/raw" "$work/current"
for module in "${modules[@]}"; do
  "$digester" -dump-sdk -module "$module" -target arm64-apple-ios17.0 "${ios_sdk_flags[@]}" \
    -I "$modules_dir" -swift-only -avoid-location -avoid-tool-args -abort-on-module-fail \
    -o "$work/raw/$module.json" >"$work/dump.log" 2>&1 ||
    { cat "$work/dump.log" >&2; echo "check-ios-api: could not dump $module's API" >&2; exit 1; }
done
python3 - "$work/raw" "$work/current" "$repository" "$source_dir" "$IOS_SDK" "$modules_dir" \
  "$HOME" "${modules[@]}" <<'PY'
import json, os, re, sys
raw, out, repository, source, sdk, modules_dir, home, *modules = sys.argv[1:]
dumps = {m: json.load(open(os.path.join(raw, m + ".json"))) for m in modules}
KEYS = ("children", "accessors", "conformances")


def nodes(node):
    yield node
    for key in KEYS:
        for child in node.get(key) or []:
            yield from nodes(child)


package_types = {n.get("usr") for d in dumps.values() for n in nodes(d["ABIRoot"])
                 if n.get("isInternal") and n.get("kind") == "TypeDecl"}


def prune(node):
    for key in KEYS:
        if key in node:
            node[key] = [prune(c) for c in node[key] if not c.get("isInternal")
                         and not (c.get("kind") == "Conformance" and c.get("usr") in package_types)]
    return node


places = [(modules_dir, "<modules>"), (repository, "<repository>"), (source, "<repository>"),
          (sdk, "<sdk>"), (os.path.realpath(sdk), "<sdk>"), (home, "<home>")]
for module, dump in dumps.items():
    prune(dump["ABIRoot"])
    text = json.dumps(dump, indent=2, ensure_ascii=False) + "\n"
    for path, placeholder in sorted(places, key=lambda p: -len(p[0])):
        if len(path.rstrip("/")) > 1:  # a whole path only: followed by "/" or the string's end
            text = re.sub(re.escape(path.rstrip("/")) + r'(?=[/"])', placeholder, text)
    open(os.path.join(out, module + ".json"), "w").write(text)
PY

if $record; then
  mkdir -p API/ios
  recorded=("${record_only[@]}")
  if [ ${#record_only[@]} -eq 0 ]; then
    recorded=("${modules[@]}")
    for file in API/ios/*.json; do
      [ -e "$file" ] || continue
      name=$(basename "$file" .json)
      if [[ " ${modules[*]} " != *" $name "* ]]; then
        rm "$file"
        echo "check-ios-api: deleted $file ($name no longer ships)"
      fi
    done
  fi
  for module in "${recorded[@]}"; do
    cp "$work/current/$module.json" "API/ios/$module.json"
    echo "check-ios-api: recorded API/ios/$module.json"
  done
  exit 0
fi

grep -v -e '^#' -e '^[[:space:]]*$' API/allowed-breakages.txt >"$work/allowlist" || true
failed=0
broke=0
for file in API/ios/*.json; do
  [ -e "$file" ] || continue
  name=$(basename "$file" .json)
  if [[ " ${modules[*]} " != *" $name "* ]]; then
    echo "check-ios-api: $file is recorded but $name no longer ships, which breaks every app" \
      "that imports it (if meant: delete the file, and say so under \"Breaking changes\" in" \
      "CHANGELOG.md)" >&2
    failed=1
  fi
done
for module in "${modules[@]}"; do
  if [ ! -f "API/ios/$module.json" ]; then
    echo "check-ios-api: $module has no recorded iOS API: a module new since the last release" \
      "is recorded on its own (Scripts/check-ios-api.sh --record $module)" >&2
    failed=1
    continue
  fi
  status=0
  "$digester" -diagnose-sdk -input-paths "API/ios/$module.json" \
    -input-paths "$work/current/$module.json" -breakage-allowlist-path "$work/allowlist" \
    -serialize-diagnostics-path "$work/$module.dia" >"$work/$module.report" 2>&1 || status=$?
  { grep -o 'API breakage: .*' "$work/$module.report" || true; } |
    sed 's/ \[#api-digester-breaking-change\]$//' >"$work/$module.breakages"
  if [ -s "$work/$module.breakages" ]; then
    echo "check-ios-api: $module, as built for iOS, breaks its recorded API" \
      "(API/ios/$module.json):" >&2
    sed 's/^/  /' "$work/$module.breakages" >&2
    broke=1
    failed=1
  elif [ "$status" -ne 0 ]; then
    grep -v -e '^/\*' -e '^[[:space:]]*$' "$work/$module.report" >&2 || true
    echo "check-ios-api: could not compare $module with API/ios/$module.json" >&2
    failed=1
  else
    echo "check-ios-api: $module: no breaking change against API/ios/$module.json outside the" \
      "allowlist"
  fi
done
if [ "$broke" -ne 0 ]; then
  echo "check-ios-api: a breaking change not in API/allowed-breakages.txt (list it there, with" \
    "its migration under \"Breaking changes\" in CHANGELOG.md, if it is meant)" >&2
fi
[ "$failed" -eq 0 ] || exit 1

# Every allowed breakage names a symbol that the CHANGELOG's Unreleased breaking changes mention.
Scripts/check-allowlist.py "$work/allowlist" check-ios-api
echo
echo "check-ios-api: ${#modules[@]} modules as built for iOS 17, none breaks its recorded API"
