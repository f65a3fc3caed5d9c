// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "TableHandlers",
  // tvOS is not declared: it has UITableView, but no tvOS SDK is available to check the adapter
  // there (README, "Platforms").
  platforms: [.iOS(.v13), .macOS(.v10_15)],
  products: [
    // The core registry and dispatcher: standard library only.
    .library(name: "TableHandlersCore", targets: ["TableHandlersCore"]),
    // Sections and rows declared from a model, with identity and animated updates.
    .library(name: "TableHandlersDeclarative", targets: ["TableHandlersDeclarative"]),
    // The UIKit adapter: a registry as a UITableView's data source and delegate.
    .library(name: "TableHandlersUIKit", targets: ["TableHandlersUIKit"]),
    // A headless table host for testing table logic without a simulator.
    .library(name: "TableHandlersTesting", targets: ["TableHandlersTesting"]),
    // The demo: `swift run table-demo`.
    .executable(name: "table-demo", targets: ["TableHandlersDemo"]),
    // The release benchmark: `swift run -c release table-bench`.
    .executable(name: "table-bench", targets: ["TableHandlersBenchmarks"]),
    // The soak: `Scripts/soak.sh [OPERATIONS] [SEED]` (Docs/Reliability.md).
    .executable(name: "table-soak", targets: ["TableHandlersSoak"]),
  ],
  targets: [
    // MARK: Library
    .target(name: "TableHandlersCore"),
    .target(name: "TableHandlersDeclarative", dependencies: ["TableHandlersCore"]),
    // Built against the Linux stand-in where UIKit does not exist.
    .target(
      name: "TableHandlersUIKit",
      dependencies: [
        "TableHandlersCore", "TableHandlersDeclarative",
        .target(name: "UIKitStandIn", condition: .when(platforms: [.linux])),
      ],
      exclude: ["Adapter/README.md"]),
    .target(
      name: "TableHandlersTesting", dependencies: ["TableHandlersCore", "TableHandlersDeclarative"]),

    // MARK: Linux stand-in for UIKit (builds and tests only; never shipped on Apple platforms)
    .target(
      name: "UIKitStandIn",
      exclude: ["README.md", "Signatures/README.md", "Simulation/README.md"]),

    // MARK: Examples
    .target(
      name: "DemoScenarios",
      dependencies: ["TableHandlersCore", "TableHandlersDeclarative", "TableHandlersTesting"],
      path: "Examples/DemoScenarios"),
    .executableTarget(
      name: "TableHandlersDemo", dependencies: ["DemoScenarios"], path: "Examples/TableHandlersDemo"
    ),

    // MARK: Benchmarks (kept apart from the library; imports it across the module boundary)
    .executableTarget(
      name: "TableHandlersBenchmarks",
      dependencies: [
        "TableHandlersCore", "TableHandlersDeclarative", "TableHandlersUIKit",
        .target(name: "UIKitStandIn", condition: .when(platforms: [.linux])),
      ],
      path: "Benchmarks/TableHandlersBenchmarks"),

    // MARK: Tests
    // What the test targets share (a seeded generator); not part of any product.
    .target(name: "TestSupport", path: "Tests/TestSupport"),
    // The naive reference model of a registry: the randomized tests, the fuzzer and the soak.
    .target(
      name: "RegistryReferenceModel", dependencies: ["TableHandlersCore"],
      path: "Tests/RegistryReferenceModel"),
    // Replays what a stand-in table view was told on the rows' identities (Linux only).
    .target(
      name: "StandInReplay",
      dependencies: [.target(name: "UIKitStandIn", condition: .when(platforms: [.linux]))],
      path: "Tests/StandInReplay"),
    // An app's table objects as tests write them against the stand-in: one object that
    // implements every member of the table protocols and records each call (Linux only).
    .target(
      name: "StandInDoubles",
      dependencies: [.target(name: "UIKitStandIn", condition: .when(platforms: [.linux]))],
      path: "Tests/StandInDoubles"),
    // The soak's layers, operations, checks and shrinker; its driver is `table-soak`.
    .target(
      name: "SoakSupport",
      dependencies: [
        "TableHandlersCore", "TableHandlersDeclarative", "TableHandlersTesting",
        "RegistryReferenceModel", "TestSupport", "TableHandlersUIKit", "StandInReplay",
        .target(name: "UIKitStandIn", condition: .when(platforms: [.linux])),
      ],
      path: "Tests/SoakSupport"),
    .executableTarget(name: "TableHandlersSoak", dependencies: ["SoakSupport"], path: "Tests/Soak"),
    .testTarget(
      name: "TableHandlersCoreTests",
      dependencies: ["TableHandlersCore", "RegistryReferenceModel", "TestSupport"]),
    .testTarget(
      name: "TableHandlersDeclarativeTests",
      dependencies: ["TableHandlersDeclarative", "TestSupport"]),
    // SoakSupport: the soak's drag and drop layer on both hosts, which the random test runs.
    .testTarget(
      name: "TableHandlersUIKitTests",
      dependencies: [
        "TableHandlersUIKit", "TableHandlersCore", "TableHandlersDeclarative",
        "TableHandlersTesting", "TestSupport", "StandInReplay", "StandInDoubles", "SoakSupport",
        "RegistryReferenceModel",
        .target(name: "UIKitStandIn", condition: .when(platforms: [.linux])),
      ]),
    .testTarget(
      name: "TableHandlersTestingTests",
      dependencies: [
        "TableHandlersCore", "TableHandlersDeclarative", "TableHandlersTesting", "TestSupport",
      ]),
    .testTarget(name: "UIKitStandInTests", dependencies: ["UIKitStandIn", "StandInDoubles"]),
    .testTarget(
      name: "SoakTests",
      dependencies: ["SoakSupport", "TableHandlersCore", "TableHandlersDeclarative"]),
    .testTarget(
      name: "DemoTests", dependencies: ["DemoScenarios", "TestSupport"],
      resources: [.copy("Golden")]),
  ],
  swiftLanguageModes: [.v6]
)
