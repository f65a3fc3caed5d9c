import TableHandlersCore
import Testing

@testable import TableHandlersDeclarative

/// The scroll anchor's rule, on a column of 44-point rows in one section, the way every host
/// that scrolls reads it: what an update notes before it and the offset it asks for after.
@MainActor
@Suite struct ScrollPlacementTests {
  let rowHeight = 44.0

  func geometry(offset: Double, rows: Int, insetTop: Double = 0) -> ScrollGeometry {
    ScrollGeometry(
      offset: offset, insetTop: insetTop, insetBottom: 0, contentHeight: Double(rows) * rowHeight,
      viewHeight: 220)
  }

  func row(_ index: Int) -> TablePosition { TablePosition(section: 0, row: index) }

  /// Notes a placement over `rows` rows at `offset`; each row follows `moved`.
  func note(
    _ anchor: ScrollAnchor, offset: Double, rows: Int, insetTop: Double = 0,
    moved: @escaping (Int) -> Int?
  ) -> ScrollPlacement? {
    let shown = geometry(offset: offset, rows: rows, insetTop: insetTop)
    let first = Int((offset + insetTop) / rowHeight)
    // The view gives its rows in no order.
    let visible = (first..<min(rows, first + 6)).reversed().map(row)
    return ScrollPlacement.noted(
      anchor: anchor, geometry: shown, visibleRows: visible, rowAtTop: row(first),
      rowFrame: { ($0.row.asDouble * rowHeight, ($0.row.asDouble + 1) * rowHeight) },
      follow: { old in { moved(old.row).map(row) } })
  }

  func top(_ position: TablePosition) -> Double? { position.row.asDouble * rowHeight }

  @Test func theFirstRowOnScreenStaysWhereItWasWhenRowsAreInsertedAbove() throws {
    // Row 2 shows from 88 to 132 with the offset at 100: its top is 12 points above the view's.
    let placement = try #require(note(.firstVisibleRow, offset: 100, rows: 20) { $0 + 3 })
    #expect(placement.targetOffset(in: geometry(offset: 100, rows: 23), rowTop: top) == 232)
  }

  @Test func theNextRowOnScreenIsHeldWhenTheFirstIsDeleted() throws {
    let placement = try #require(
      note(.firstVisibleRow, offset: 100, rows: 20) { $0 == 2 ? nil : $0 + 1 })
    // Row 3 showed at 132, 32 below the offset; now row 4, at 176.
    #expect(placement.targetOffset(in: geometry(offset: 100, rows: 20), rowTop: top) == 144)
  }

  @Test func theOffsetStaysWithinWhatTheViewScrollsTo() throws {
    let placement = try #require(note(.firstVisibleRow, offset: 0, rows: 20) { $0 })
    #expect(placement.targetOffset(in: geometry(offset: 0, rows: 3), rowTop: top) == 0)
    let inset = try #require(note(.firstVisibleRow, offset: -20, rows: 20, insetTop: 20) { $0 })
    #expect(
      inset.targetOffset(in: geometry(offset: -20, rows: 20, insetTop: 20), rowTop: top) == -20)
  }

  @Test func theBottomAnchorKeepsTheEndShownOnlyWhileItIs() throws {
    // 20 rows are 880 points; the view is 220 high, so the end shows from 660.
    let atEnd = try #require(note(.bottom, offset: 660, rows: 20) { $0 })
    #expect(atEnd.targetOffset(in: geometry(offset: 660, rows: 25), rowTop: top) == 880)
    let above = try #require(note(.bottom, offset: 100, rows: 20) { $0 + 5 })
    #expect(above.targetOffset(in: geometry(offset: 100, rows: 25), rowTop: top) == 320)
  }

  @Test func noAnchorOrNoRowLeftKeepsNothing() throws {
    #expect(note(.none, offset: 100, rows: 20) { $0 + 3 } == nil)
    let allDeleted = try #require(note(.firstVisibleRow, offset: 100, rows: 20) { _ in nil })
    #expect(allDeleted.targetOffset(in: geometry(offset: 100, rows: 10), rowTop: top) == nil)
    let unmeasured = try #require(note(.firstVisibleRow, offset: 100, rows: 20) { $0 })
    #expect(unmeasured.targetOffset(in: geometry(offset: 100, rows: 20)) { _ in nil } == nil)
  }
}

extension Int {
  fileprivate var asDouble: Double { Double(self) }
}
