#!/usr/bin/env bash
# Type-checks the stand-in's signature probes against the iOS 17 SDK (Scripts/ios-sdk.sh finds
# it; Docs/Contributing.md, "An iOS SDK"), Swift 6 mode, warnings as errors. A probe is a Swift
# file that compiles on Linux against UIKitStandIn, as part of the stand-in's tests, and here
# against UIKit itself; what compiles in both is spelled as UIKit spells it. The table's
# signatures are checked by the adapter, which uses them (Scripts/check-ios.sh); a stand-in API
# that no shipped module uses yet, such as the collection-view list's, has a probe:
#   Tests/UIKitStandInTests/ListSignatureProbe.swift  every member of the stand-in's
#     UICollectionViewDataSource and UICollectionViewDelegate (a member that only nearly
#     matches UIKit's warns; each is also named by #selector as a member of UIKit's protocol),
#     and every list type and method the stand-in declares, called as an app calls it.
#   Tests/UIKitStandInTests/AccessibilitySignatureProbe.swift  UIAccessibilityCustomAction's
#     handler initializers and properties, and accessibilityCustomActions on the cells.
#   Tests/UIKitStandInTests/DragDropSignatureProbe.swift  every member of the table's and the
#     collection view's drag and drop delegates, and every drag and drop type, property and
#     method the stand-in declares (sessions, proposals, coordinators, placeholders,
#     NSItemProvider's loading), used as an app uses them.
# It also checks that every Objective-C selector the stand-in lists for those protocols is one
# UICollectionView.h declares, and each drag and drop selector listed for a table one
# UITableView.h declares.
# Scripts/check-ios.sh runs it after the modules. Without an SDK it fails (exit 2), as
# Scripts/check-ios.sh does.
# Usage: Scripts/check-ios-standin.sh
set -euo pipefail
cd "$(dirname "$0")/.."
source Scripts/ios-sdk.sh
[ -z "$ios_sdk_missing" ] || { echo "check-ios-standin: $ios_sdk_missing" >&2; exit 2; }
probes=(Tests/UIKitStandInTests/ListSignatureProbe.swift
  Tests/UIKitStandInTests/AccessibilitySignatureProbe.swift
  Tests/UIKitStandInTests/DragDropSignatureProbe.swift)
for probe in "${probes[@]}"; do
  echo "iOS type-check (ios17.0): $probe"
  swiftc -typecheck -target arm64-apple-ios17.0 "${ios_sdk_flags[@]}" -swift-version 6 \
    -warnings-as-errors -parse-as-library "$probe"
done
# The Objective-C selectors the stand-in lists for its collection-view protocols
# (`CollectionViewSelectors`, which `responds(to:)` is asked with), each declared by the SDK's
# UICollectionView.h: a method declaration's selector is its keywords, `collectionView:…:`.
headers="$IOS_SDK/System/Library/Frameworks/UIKit.framework/Headers"
check_selectors() {
python3 - "$@" <<'PY'
import re, sys
header, *sources = sys.argv[1:]
declared = set()
for declaration in re.findall(r"^[-+]\s*\(.*?;", open(header).read(), re.S | re.M):
    declaration = re.sub(r"API_\w+\(.*?\)\)?|NS_\w+(\(.*?\))?", "", declaration)
    parts = re.findall(r"(\w+)\s*:\s*\(", declaration)
    declared.add("".join(p + ":" for p in parts) or re.findall(r"\)\s*(\w+)", declaration)[0])
listed = [sel for path in sources
          for sel in re.findall(r'public static let \w+\s*=\s*"([^"]+)"', open(path).read())]
missing = [sel for sel in listed if sel not in declared]
name = header.rsplit("/", 1)[-1]
if missing or not listed:
    sys.exit("check-ios-standin: selectors not declared by %s: %s" % (name, missing))
print("check-ios-standin: %d selectors, each declared by %s" % (len(listed), name))
PY
}
check_selectors "$headers/UICollectionView.h" \
  Sources/UIKitStandIn/Signatures/UICollectionViewDataSource.swift \
  Sources/UIKitStandIn/Signatures/UICollectionViewDelegate.swift \
  Sources/UIKitStandIn/Signatures/UICollectionViewDragDelegate.swift \
  Sources/UIKitStandIn/Signatures/UICollectionViewDropDelegate.swift
check_selectors "$headers/UITableView.h" \
  Sources/UIKitStandIn/Signatures/UITableViewDragDelegate.swift \
  Sources/UIKitStandIn/Signatures/UITableViewDropDelegate.swift
echo "check-ios-standin: ${#probes[@]} stand-in signature probe(s) compile against UIKit"
