// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "TableHandlers",
  platforms: [.iOS(.v13), .macOS(.v10_15), .tvOS(.v13)],
  products: [
    // The core registry and dispatcher: standard library only.
    .library(name: "TableHandlersCore", targets: ["TableHandlersCore"])
  ],
  targets: [
    // MARK: Core
    .target(name: "TableHandlersCore"),

    // MARK: Linux stand-in for UIKit (builds and tests only; never shipped on Apple platforms)
    .target(name: "UIKitStandIn"),

    // MARK: Tests
    .testTarget(name: "TableHandlersCoreTests", dependencies: ["TableHandlersCore"]),
    .testTarget(name: "UIKitStandInTests", dependencies: ["UIKitStandIn"]),
  ],
  swiftLanguageModes: [.v6]
)
