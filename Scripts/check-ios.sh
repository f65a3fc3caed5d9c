#!/usr/bin/env bash
# Type-checks every module that ships on iOS against the prepared iOS 17 SDK
# (../shared/tools/ios-sdk/README.md), in dependency order, Swift 6 mode, warnings as errors,
# with the package name SwiftPM passes (the modules share `package` declarations).
# Nothing of the SDK is part of this repository. With IOS_MODULES_DIR set, the emitted
# .swiftmodule files are kept there (Scripts/check-doc-blocks.sh type-checks UIKit doc blocks
# against them); otherwise they go to a temporary directory.
set -euo pipefail
cd "$(dirname "$0")/.."
IOS_SDK=${IOS_SDK:-$HOME/.cache/ios-sdk/iPhoneOS17.0.sdk}
IOS_SWIFT_RESOURCE_DIR=${IOS_SWIFT_RESOURCE_DIR:-$HOME/.cache/ios-sdk/swift-resource}
[ -d "$IOS_SDK" ] || { echo "no iOS SDK at $IOS_SDK" >&2; exit 2; }
cache=${IOS_MODULE_CACHE:-$(dirname "$IOS_SDK")/module-cache}
if [ -n "${IOS_MODULES_DIR:-}" ]; then
  out=$IOS_MODULES_DIR
  mkdir -p "$out"
else
  out=$(mktemp -d)
  trap 'rm -rf "$out"' EXIT
fi
common=(-target arm64-apple-ios17.0 -sdk "$IOS_SDK" -resource-dir "$IOS_SWIFT_RESOURCE_DIR"
  -module-cache-path "$cache" -swift-version 6 -warnings-as-errors -parse-as-library -I "$out"
  -package-name tablehandlers)
# Modules that ship on iOS, dependencies first.
for module in TableHandlersCore TableHandlersDeclarative TableHandlersTesting TableHandlersUIKit; do
  echo "iOS 17 type-check: $module"
  swiftc -emit-module -module-name "$module" "${common[@]}" \
    -emit-module-path "$out/$module.swiftmodule" $(find "Sources/$module" -name '*.swift' | sort)
done
echo "iOS 17 type-check passed"
