import Testing

@testable import TableHandlersCore

/// A row followed through structural edits, for actions that finish after the table changed,
/// and how closely a handler reaches a row.
@MainActor
@Suite("Rows followed through edits; a handler's reach")
struct RowTrackingTests {
  func registry() -> TableHandlers {
    let handlers = TableHandlers()
    handlers.setShape(TableShape(rowCounts: [3, 2]))
    return handlers
  }

  @Test func aTrackedRowFollowsEveryKindOfEdit() throws {
    let handlers = registry()
    let row = handlers.track(pos(0, 1))
    try handlers.followInsertedRows(at: [pos(0, 0), pos(0, 1)])
    #expect(row.position == pos(0, 3))
    try handlers.followMovedRow(at: pos(0, 3), to: pos(1, 0))
    #expect(row.position == pos(1, 0))
    try handlers.followInsertedSections([0])
    #expect(row.position == pos(2, 0))
    // The declarative layer's path, which works out no mapping unless a row is followed.
    var update = TableUpdate()
    update.deleteSections([0])
    try handlers.applyWithoutMapping(update)
    #expect(row.position == pos(1, 0))
    try handlers.followDeletedRows(at: [pos(1, 0)])
    #expect(row.position == nil)
  }

  @Test func aDeletedSectionTakesItsRowsAway() throws {
    let handlers = registry()
    let row = handlers.track(pos(1, 1))
    let other = handlers.track(pos(0, 2))
    try handlers.followDeletedSections([1])
    #expect(row.position == nil)
    #expect(other.position == pos(0, 2))
  }

  @Test func aReloadKeepsThePosition() throws {
    let handlers = registry()
    let row = handlers.track(pos(0, 2))
    handlers.setShape(TableShape(rowCounts: [1]))
    try handlers.followReloadedSections([0])
    #expect(row.position == pos(0, 2))
  }

  @Test func aTrackerNobodyKeepsIsForgotten() throws {
    let handlers = registry()
    _ = handlers.track(pos(0, 0))
    let kept = handlers.track(pos(0, 1))
    #expect(handlers.trackedRows.count == 1)
    try handlers.followInsertedRows(at: [pos(0, 0)])
    #expect(kept.position == pos(0, 2))
  }

  @Test func theReachSaysHowCloselyAHandlerAnswersARow() {
    let handlers = TableHandlers()
    let event = RowEvent<Void, Bool>.shouldHighlightRow
    #expect(handlers.rowHandlerReach(event.id, at: pos(0, 0)) == nil)
    handlers.on(event, at: .table) { _ in true }
    #expect(handlers.rowHandlerReach(event.id, at: pos(0, 0)) == 1)
    handlers.on(event, at: .section(1)) { _ in true }
    #expect(handlers.rowHandlerReach(event.id, at: pos(1, 0)) == 2)
    #expect(handlers.rowHandlerReach(event.id, at: pos(0, 0)) == 1)
    handlers.on(event, at: .row(2, inSection: 1)) { _ in true }
    #expect(handlers.rowHandlerReach(event.id, at: pos(1, 2)) == 3)
    #expect(handlers.rowHandlerReach(event.id, at: pos(1, 1)) == 2)
    #expect(handlers.rowHandlerReach(event.id, at: pos(-1, 0)) == 1)
  }
}
