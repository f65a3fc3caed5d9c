import TableHandlersCore
import Testing

/// What a drop of a row reordered by drag proposes: the one rule the table view and the list
/// read.
@Suite("Drop rules")
struct DropRulesTests {
  private static func at(_ section: Int, _ row: Int) -> TablePosition {
    TablePosition(section: section, row: row)
  }

  @Test func aDropWhereTargetForMoveKeepsThePlaceMovesTheRowThere() {
    let proposal = DropRules.reorderProposal(
      from: Self.at(0, 0), to: Self.at(1, 2), rowCount: { _ in 5 }, target: { $1 })
    #expect(proposal == DropProposal(.move, intent: .insertAtDestination))
  }

  @Test func aDropOverNoPositionIsForbidden() {
    let proposal = DropRules.reorderProposal(
      from: Self.at(0, 0), to: nil, rowCount: { _ in 5 }, target: { $1 })
    #expect(proposal == .forbidden)
  }

  @Test func aDropThatTargetForMoveSendsElsewhereIsForbidden() {
    let proposal = DropRules.reorderProposal(
      from: Self.at(0, 0), to: Self.at(0, 3), rowCount: { _ in 5 },
      target: { source, _ in source })
    #expect(proposal == .forbidden)
  }

  @Test func inItsOwnSectionTheEndIsTheLastRowOnceTheRowIsLiftedOut() {
    var asked: [TablePosition] = []
    let proposal = DropRules.reorderProposal(
      from: Self.at(0, 1), to: Self.at(0, 4), rowCount: { _ in 4 },
      target: {
        asked.append($1)
        return $1
      })
    #expect(asked == [Self.at(0, 3)])
    #expect(proposal.operation == .move)
  }
}
