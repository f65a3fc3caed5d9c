import TableHandlersCore
import TestSupport

/// A seeded run of random operations over every layer, stopping at the first divergence.
///
/// A run is a series of episodes of ``episodeLength`` operations. Each episode starts from
/// empty layers and ends by tearing them down, when the live handler boxes must be back where
/// they started; so a failure depends only on the operations of its episode, which is what the
/// shrinker gets. After every operation: the layer's own check of the operation, each layer's
/// cheap check, and that the live handler boxes are exactly those the layers' references
/// account for (so never more); every 32nd operation (or as often as a run asks) and at the end
/// of an episode, each layer's full check.
@MainActor
package final class Soak {
  /// The layers a run drives unless told otherwise: the registry, a declared table through the
  /// headless table and, on Linux, through the UIKit adapter on the stand-in `UITableView` and
  /// on the stand-in `UICollectionView`'s list, a declared outline through the headless table,
  /// and drag and drop on a declared board through the headless table and, on Linux, on both
  /// stand-in hosts.
  package static func defaultLayers() -> [any SoakLayer] {
    #if os(Linux)
      [
        RegistryLayer(), DeclaredLayer(), AdapterLayer(), ListAdapterLayer(), OutlineLayer(),
        DragAndDropLayer(), HostDragAndDropLayer(),
      ]
    #else
      [RegistryLayer(), DeclaredLayer(), OutlineLayer(), DragAndDropLayer()]
    #endif
  }

  /// The default layers, plus the planted trap's (`PlantedTrapLayer`) when asked: what the
  /// driver runs, `SOAK_PLANTED_TRAP=1` asking for the trap.
  ///
  /// - Parameter plantingTrap: Whether to add the planted trap's layer.
  /// - Returns: The layers.
  package static func layers(plantingTrap: Bool) -> [any SoakLayer] {
    defaultLayers() + (plantingTrap ? [PlantedTrapLayer()] : [])
  }

  /// Operations per episode.
  package static let episodeLength = 1_000

  /// What a failed run found.
  package struct Failure {
    /// The seed of the run.
    package var seed: UInt64
    /// The operation, counted from the run's start, at which it was found.
    package var step: Int
    /// The differences found.
    package var messages: [String]
    /// The operations of the failing episode up to the failure.
    package var operations: [SoakOperation]
  }

  private var layers: [any SoakLayer]
  private var kinds: [SoakOperation.Kind] = []
  private var owner: [SoakOperation.Kind: Int] = [:]
  private var baseline = 0
  /// What the run has exercised and checked.
  package private(set) var coverage = SoakCoverage()
  /// The highest number of live handler boxes seen, and the bound at that moment.
  package private(set) var peakBoxes = 0
  /// Operations performed.
  package private(set) var performed = 0

  /// A soak over layers.
  ///
  /// - Parameter makeLayers: Makes the layers; called once: an episode's end tears them down
  ///   and the next episode starts them again.
  package init(layers makeLayers: @MainActor () -> [any SoakLayer] = Soak.defaultLayers) {
    // Counting must start before the first box is made (`LiveHandlerBoxes`).
    LiveHandlerBoxes.isCounting = true
    layers = LiveHandlerBoxes.counting { makeLayers() }
    for (index, layer) in layers.enumerated() {
      for (kind, weight) in layer.operations {
        owner[kind] = index
        kinds += Array(repeating: kind, count: weight)
      }
    }
    baseline = LiveHandlerBoxes.count
  }

  /// Draws the next operation.
  func next(_ random: inout SplitMix64) -> SoakOperation {
    let bits = random.next()
    return SoakOperation(kinds[Int(bits % UInt64(kinds.count))], random.next())
  }

  /// Performs one operation and checks; returns the differences.
  func step(_ operation: SoakOperation, full: Bool) -> [String] {
    LiveHandlerBoxes.counting { countedStep(operation, full: full) }
  }

  /// ``step(_:full:)``, inside the scope whose boxes count.
  private func countedStep(_ operation: SoakOperation, full: Bool) -> [String] {
    performed += 1
    guard let index = owner[operation.kind] else { return [] }
    var failures = layers[index].perform(operation, coverage: &coverage)
    for layer in layers { failures += layer.check(full: full, coverage: &coverage) }
    let live = LiveHandlerBoxes.count - baseline
    let bound = layers.reduce(0) { $0 + $1.handlerBoxBound }
    if live > peakBoxes { peakBoxes = live }
    // Every box is accounted for: the bound is exact between operations, so this shows both a
    // leak and a handler dropped too early.
    if live != bound {
      failures.append("\(live) live handler boxes; the layers account for exactly \(bound)")
    }
    return failures
  }

  /// Ends an episode: the full checks, then the teardown, after which no box may be alive.
  func endEpisode() -> [String] {
    LiveHandlerBoxes.counting { countedEndEpisode() }
  }

  /// ``endEpisode()``, inside the scope whose boxes count.
  private func countedEndEpisode() -> [String] {
    var failures: [String] = []
    for layer in layers { failures += layer.check(full: true, coverage: &coverage) }
    for layer in layers { layer.tearDown() }
    let live = LiveHandlerBoxes.count - baseline
    if live != 0 { failures.append("\(live) handler boxes alive after the teardown") }
    return failures
  }

  /// Runs `operations` operations from `seed`, or until `seconds` have passed.
  ///
  /// - Parameters:
  ///   - seed: The seed.
  ///   - operations: The most operations to run.
  ///   - seconds: The most time to run for, if any.
  ///   - fullCheckEvery: How many operations apart the layers' full checks are: 32, or 1 for
  ///     after every operation.
  ///   - progress: Called after each episode with the operations done so far (so the next
  ///     episode is number `done / episodeLength`).
  /// - Returns: The first failure, or `nil`.
  package func run(
    seed: UInt64, operations: Int, seconds: Double? = nil, fullCheckEvery: Int = 32,
    progress: (Int) -> Void = { _ in }
  ) -> Failure? {
    var random = SplitMix64(seed: seed)
    let clock = ContinuousClock()
    let start = clock.now
    var episode: [SoakOperation] = []
    episode.reserveCapacity(Self.episodeLength)
    while performed < operations {
      let operation = next(&random)
      episode.append(operation)
      let failures = step(operation, full: (performed + 1) % fullCheckEvery == 0)
      if !failures.isEmpty {
        return Failure(seed: seed, step: performed, messages: failures, operations: episode)
      }
      if episode.count == Self.episodeLength || performed == operations {
        let failures = endEpisode()
        if !failures.isEmpty {
          return Failure(seed: seed, step: performed, messages: failures, operations: episode)
        }
        episode.removeAll(keepingCapacity: true)
        progress(performed)
        if let seconds, (clock.now - start) > .seconds(seconds) { break }
      }
    }
    return nil
  }

  /// The operations of one episode of a run, drawn again from the seed without performing any:
  /// what a run that stopped in that episode (a trap) performed there.
  ///
  /// - Parameters:
  ///   - seed: The run's seed.
  ///   - episode: The episode, counted from 0.
  /// - Returns: The episode's ``episodeLength`` operations.
  package func operations(seed: UInt64, episode: Int) -> [SoakOperation] {
    var random = SplitMix64(seed: seed)
    for _ in 0..<(episode * Self.episodeLength) { _ = next(&random) }
    return (0..<Self.episodeLength).map { _ in next(&random) }
  }

  /// Replays operations on fresh layers, checking everything after every one, then tears down.
  ///
  /// - Parameters:
  ///   - operations: The operations.
  ///   - layers: Makes the layers.
  /// - Returns: The differences found at the first operation (or teardown) that shows any.
  package static func replay(
    _ operations: [SoakOperation], layers: @MainActor () -> [any SoakLayer] = Soak.defaultLayers
  ) -> [String] {
    let soak = Soak(layers: layers)
    for operation in operations {
      let failures = soak.step(operation, full: true)
      if !failures.isEmpty {
        LiveHandlerBoxes.counting { for layer in soak.layers { layer.tearDown() } }
        return failures
      }
    }
    return soak.endEpisode()
  }
}
