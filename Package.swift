// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "TableHandlers",
  platforms: [.iOS(.v13), .macOS(.v10_15), .tvOS(.v13)],
  products: [
    // The core registry and dispatcher: standard library only.
    .library(name: "TableHandlersCore", targets: ["TableHandlersCore"]),
    // A headless table host for testing table logic without a simulator.
    .library(name: "TableHandlersTesting", targets: ["TableHandlersTesting"]),
    // The demo: `swift run table-demo`.
    .executable(name: "table-demo", targets: ["TableHandlersDemo"]),
    // The release benchmark: `swift run -c release table-bench`.
    .executable(name: "table-bench", targets: ["TableHandlersBenchmarks"]),
  ],
  targets: [
    // MARK: Core
    .target(name: "TableHandlersCore"),

    // MARK: Testing library (headless table host)
    .target(name: "TableHandlersTesting", dependencies: ["TableHandlersCore"]),

    // MARK: Examples
    .target(
      name: "DemoScenarios", dependencies: ["TableHandlersCore", "TableHandlersTesting"],
      path: "Examples/DemoScenarios"),
    .executableTarget(
      name: "TableHandlersDemo", dependencies: ["DemoScenarios"], path: "Examples/TableHandlersDemo"
    ),

    // MARK: Benchmarks (kept apart from the library; imports it across the module boundary)
    .executableTarget(
      name: "TableHandlersBenchmarks", dependencies: ["TableHandlersCore"],
      path: "Benchmarks/TableHandlersBenchmarks"),

    // MARK: Linux stand-in for UIKit (builds and tests only; never shipped on Apple platforms)
    .target(name: "UIKitStandIn"),

    // MARK: Tests
    .testTarget(name: "TableHandlersCoreTests", dependencies: ["TableHandlersCore"]),
    .testTarget(name: "UIKitStandInTests", dependencies: ["UIKitStandIn"]),
    .testTarget(
      name: "TableHandlersTestingTests",
      dependencies: ["TableHandlersCore", "TableHandlersTesting"]),
    .testTarget(name: "DemoTests", dependencies: ["DemoScenarios"], resources: [.copy("Golden")]),
  ],
  swiftLanguageModes: [.v6]
)
