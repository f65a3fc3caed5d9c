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
# Scripts/check-ios.sh runs it after the modules. Without an SDK it fails (exit 2), as
# Scripts/check-ios.sh does.
# Usage: Scripts/check-ios-standin.sh
set -euo pipefail
cd "$(dirname "$0")/.."
source Scripts/ios-sdk.sh
[ -z "$ios_sdk_missing" ] || { echo "check-ios-standin: $ios_sdk_missing" >&2; exit 2; }
probes=(Tests/UIKitStandInTests/ListSignatureProbe.swift)
for probe in "${probes[@]}"; do
  echo "iOS type-check (ios17.0): $probe"
  swiftc -typecheck -target arm64-apple-ios17.0 "${ios_sdk_flags[@]}" -swift-version 6 \
    -warnings-as-errors -parse-as-library "$probe"
done
echo "check-ios-standin: ${#probes[@]} stand-in signature probe(s) compile against UIKit"
