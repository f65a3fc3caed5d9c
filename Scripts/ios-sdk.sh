# Finds the iOS SDK that the iOS checks compile against. Sourced, from the repository's root, by
# Scripts/check-ios.sh, Scripts/check-ios-api.sh, Scripts/check-doc-blocks.sh and .ci/run;
# Docs/Contributing.md says where an SDK comes from.
#
# Reads, each optional:
#   IOS_SDK                 the SDK folder (an iPhoneOS 17 SDK). Unset: on macOS the one Xcode
#                           selects (`xcrun --sdk iphoneos --show-sdk-path`), elsewhere
#                           ~/.cache/ios-sdk/iPhoneOS17.0.sdk.
#   IOS_SWIFT_RESOURCE_DIR  the Swift resource folder the compiler uses for iOS (its
#                           `-resource-dir`): a Darwin-like one, since a Linux toolchain's own
#                           carries module maps that clash with the SDK's. Unset: on macOS none
#                           is passed (Xcode's toolchain has its own), elsewhere
#                           ~/.cache/ios-sdk/swift-resource.
#   IOS_MODULE_CACHE        where the compiler caches the SDK's modules. Unset: module-cache
#                           beside the SDK, or on macOS .build/ios-module-cache (Xcode's SDK
#                           folder is not ours to write to).
#   IOS_PREBUILT_MODULES    a folder holding SwiftUI.swiftmodule built from the SDK's SwiftUI
#                           interface, which a non-Apple compiler cannot build by itself (the
#                           iOS SDK preparation, Docs/Contributing.md, builds it there). Unset:
#                           on macOS none (Xcode's compiler builds SwiftUI itself), elsewhere
#                           prebuilt-modules beside the SDK (~/.cache/ios-sdk/prebuilt-modules).
# Sets IOS_SDK, IOS_SWIFT_RESOURCE_DIR (empty for none) and IOS_MODULE_CACHE. Only the cache is
# exported, so that a check started by another one shares it even from another folder; the SDK
# and the resource folder are not, so that the check started finds the same defaults itself
# and still tells an IOS_SDK its caller set from a default. It also sets:
#   ios_sdk_flags    the compiler's flags for them: -sdk, -resource-dir (unless none),
#                    -module-cache-path, and -I IOS_PREBUILT_MODULES where it has SwiftUI
#   ios_swiftui_missing  empty when code importing SwiftUI can be type-checked; otherwise why
#                    not (no SwiftUI.swiftmodule in IOS_PREBUILT_MODULES), for the checks
#                    to say that they left that code out
#   ios_sdk_missing  empty when the SDK folder exists; otherwise why not, for a skip message
#   ios_sdk_chosen   true when IOS_SDK was set by the caller (a missing SDK is then an error
#                    for the checks that would otherwise skip)
#   ios_minimum      the package's minimum iOS version (Package.swift's `platforms`), which the
#                    iOS checks type-check for beside iOS 17.0
ios_sdk_chosen=false
ios_minimum=13.0
[ -n "${IOS_SDK:-}" ] && ios_sdk_chosen=true
ios_sdk_missing=
if [ "$(uname -s)" = Darwin ]; then
  if [ -z "${IOS_SDK:-}" ]; then
    IOS_SDK=$(xcrun --sdk iphoneos --show-sdk-path 2>/dev/null || true)
    [ -n "$IOS_SDK" ] ||
      ios_sdk_missing="xcrun finds no iphoneos SDK: install Xcode, or set IOS_SDK"
  fi
  IOS_SWIFT_RESOURCE_DIR=${IOS_SWIFT_RESOURCE_DIR:-}
  IOS_MODULE_CACHE=${IOS_MODULE_CACHE:-$PWD/.build/ios-module-cache}
  IOS_PREBUILT_MODULES=${IOS_PREBUILT_MODULES:-}
else
  IOS_SDK=${IOS_SDK:-$HOME/.cache/ios-sdk/iPhoneOS17.0.sdk}
  IOS_SWIFT_RESOURCE_DIR=${IOS_SWIFT_RESOURCE_DIR:-$HOME/.cache/ios-sdk/swift-resource}
  IOS_MODULE_CACHE=${IOS_MODULE_CACHE:-$(dirname "$IOS_SDK")/module-cache}
  IOS_PREBUILT_MODULES=${IOS_PREBUILT_MODULES:-$(dirname "$IOS_SDK")/prebuilt-modules}
fi
if [ -z "$ios_sdk_missing" ] && [ ! -d "$IOS_SDK" ]; then
  ios_sdk_missing="no iOS SDK at $IOS_SDK"
fi
[ -z "$ios_sdk_missing" ] || ios_sdk_missing+=" (see Docs/Contributing.md, \"An iOS SDK\")"
export IOS_MODULE_CACHE
ios_sdk_flags=(-sdk "$IOS_SDK")
[ -z "$IOS_SWIFT_RESOURCE_DIR" ] || ios_sdk_flags+=(-resource-dir "$IOS_SWIFT_RESOURCE_DIR")
ios_sdk_flags+=(-module-cache-path "$IOS_MODULE_CACHE")
ios_swiftui_missing=
if [ -n "$IOS_PREBUILT_MODULES" ]; then
  if [ -e "$IOS_PREBUILT_MODULES/SwiftUI.swiftmodule" ]; then
    ios_sdk_flags+=(-I "$IOS_PREBUILT_MODULES")
  else
    ios_swiftui_missing="no SwiftUI.swiftmodule in $IOS_PREBUILT_MODULES: this compiler cannot"
    ios_swiftui_missing+=" build the SDK's SwiftUI interface itself, and the iOS SDK"
    ios_swiftui_missing+=" preparation (Docs/Contributing.md, \"An iOS SDK\") builds it there"
  fi
fi
