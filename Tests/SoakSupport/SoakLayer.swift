/// A layer of the library that the soak drives and checks against a plain reference model.
///
/// A run draws each operation from the kinds of all its layers; the layer whose kind it is
/// performs it. After every operation each layer checks itself (`full` every 32nd step, at the
/// end of each episode and always in a replay; see ``Soak``), and the run checks that the live
/// handler boxes are exactly the sum of the layers' ``handlerBoxBound``s, so never more.
///
/// Seven layers exist: ``RegistryLayer`` (the core registry), ``DeclaredLayer`` (a declared
/// table through the headless table), ``OutlineLayer`` (a declared outline through the headless
/// table), ``DragAndDropLayer`` (drag and drop on a declared board through the headless table)
/// and, on Linux, `AdapterLayer` (a declared table through
/// the UIKit adapter on the stand-in `UITableView`, its batch check on), `ListAdapterLayer`
/// (the same on the stand-in `UICollectionView`'s list) and `HostDragAndDropLayer` (drag and
/// drop on a declared board on both stand-in hosts). A new layer adds its
/// kinds to ``SoakOperation/Kind`` and itself to ``Soak/defaultLayers()``.
@MainActor
package protocol SoakLayer: AnyObject {
  /// The kinds this layer performs, each with its weight among all layers' operations.
  var operations: [(kind: SoakOperation.Kind, weight: Int)] { get }

  /// Performs an operation of one of this layer's kinds and checks its immediate effect.
  ///
  /// - Parameters:
  ///   - operation: The operation.
  ///   - coverage: Where to count what was exercised and checked.
  /// - Returns: Every difference from the reference; empty when all is well.
  func perform(_ operation: SoakOperation, coverage: inout SoakCoverage) -> [String]

  /// Compares the layer with its reference.
  ///
  /// - Parameters:
  ///   - full: Whether to check every event at every position, not only the cheap invariants.
  ///   - coverage: Where to count what was checked.
  /// - Returns: Every difference; empty when all is well.
  func check(full: Bool, coverage: inout SoakCoverage) -> [String]

  /// The handler boxes this layer keeps alive now, counted from its reference: the most it
  /// may keep, and between operations exactly what it keeps (Docs/Reliability.md).
  var handlerBoxBound: Int { get }

  /// Releases everything the layer made: after it, the layer holds no handler box.
  func tearDown()
}

/// What a soak exercised and checked: per operation kind, per registry event and the scope
/// that answered it, and per event the headless table asked.
package struct SoakCoverage {
  /// Operations performed, by kind.
  package var exercised = [Int](repeating: 0, count: SoakOperation.Kind.allCases.count)
  /// Operations whose effect was compared with the reference, by kind.
  package var checked = [Int](repeating: 0, count: SoakOperation.Kind.allCases.count)
  /// Registry dispatches by `event * 4 + answering scope` (row, section, table, default).
  package var dispatched = [Int](repeating: 0, count: SoakEvents.count * 4)
  /// Registry dispatches whose answer was compared with the reference, indexed the same way.
  package var dispatchesChecked = [Int](repeating: 0, count: SoakEvents.count * 4)
  /// Events the headless table asked, by name.
  package var asked: [String: Int] = [:]
  /// Asked events whose handler's row, or whose effect, was checked, by name.
  package var askedChecked: [String: Int] = [:]

  /// Empty counts.
  package init() {}

  /// Adds another run's counts.
  ///
  /// - Parameter other: The counts to add.
  package mutating func add(_ other: SoakCoverage) {
    for index in exercised.indices {
      exercised[index] += other.exercised[index]
      checked[index] += other.checked[index]
    }
    for index in dispatched.indices {
      dispatched[index] += other.dispatched[index]
      dispatchesChecked[index] += other.dispatchesChecked[index]
    }
    asked.merge(other.asked, uniquingKeysWith: +)
    askedChecked.merge(other.askedChecked, uniquingKeysWith: +)
  }

  /// The report's lines.
  @MainActor package var lines: [String] {
    var lines = ["operations (kind: exercised / checked):"]
    for kind in SoakOperation.Kind.allCases {
      // The planted trap's kinds are listed only in the runs that plant it.
      if kind.isPlanted && exercised[kind.rawValue] == 0 { continue }
      lines.append("  \(kind.name): \(exercised[kind.rawValue]) / \(checked[kind.rawValue])")
    }
    lines.append(
      "registry dispatches (event: answered by row, section, table handler, default;"
        + " each exercised / checked):")
    for (index, event) in SoakEvents.all.enumerated() {
      // A section event has no row scope; a table event only the table's.
      let first = event.family == .row ? 0 : event.family == .section ? 1 : 2
      let cells = (0..<4).map { scope in
        let cell = index * 4 + scope
        return scope < first ? "-" : "\(dispatched[cell]) / \(dispatchesChecked[cell])"
      }
      lines.append("  \(event.name): " + cells.joined(separator: ", "))
    }
    lines.append(
      "headless table, and handlers run through the stand-in table view (`tableView …`)"
        + " (event asked: exercised / checked):")
    for name in asked.keys.sorted() {
      lines.append("  \(name): \(asked[name]!) / \(askedChecked[name, default: 0])")
    }
    return lines
  }
}
