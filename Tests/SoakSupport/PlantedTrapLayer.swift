/// A layer with a planted trap, to show that the soak shrinks a trap as it shrinks a
/// divergence: in the soak's tests only, never in the library, and in a run only when
/// `SOAK_PLANTED_TRAP=1` (`Soak.layers(plantingTrap:)`).
///
/// Its model is a stack of small numbers: `plantedPush` pushes one (0 to 3, from the
/// operation's bits), `plantedPop` pops one. It traps, as a library precondition would, when
/// the top three are 1, 2 and 3: three interacting operations, with the pops and every other
/// layer's operations as noise.
@MainActor
package final class PlantedTrapLayer: SoakLayer {
  private var stack: [Int] = []

  /// The layer, empty.
  package init() {}

  package var operations: [(kind: SoakOperation.Kind, weight: Int)] {
    [(.plantedPush, 2), (.plantedPop, 1)]
  }

  package var handlerBoxBound: Int { 0 }

  package func perform(_ operation: SoakOperation, coverage: inout SoakCoverage) -> [String] {
    coverage.exercised[operation.kind.rawValue] += 1
    if operation.kind == .plantedPush {
      stack.append(Int(operation.bits % 4))
    } else if !stack.isEmpty {
      stack.removeLast()
    }
    if stack.suffix(3) == [1, 2, 3] {
      preconditionFailure("soak: the planted trap (1, 2, 3 on top of the planted stack)")
    }
    coverage.checked[operation.kind.rawValue] += 1
    return []
  }

  package func check(full: Bool, coverage: inout SoakCoverage) -> [String] { [] }

  package func tearDown() { stack = [] }
}

extension SoakOperation.Kind {
  /// Whether the kind is the planted trap's (`PlantedTrapLayer`).
  package var isPlanted: Bool { self == .plantedPush || self == .plantedPop }
}
