import TableHandlersCore

/// A scrolling view's vertical geometry, in points, as the scroll anchor's rule reads it: its
/// content offset, the insets it adjusts its content by, its content's height and its own.
package struct ScrollGeometry: Equatable, Sendable {
  /// The content offset's vertical part (`contentOffset.y`).
  package var offset: Double
  /// The adjusted content inset at the top (`adjustedContentInset.top`).
  package var insetTop: Double
  /// The adjusted content inset at the bottom (`adjustedContentInset.bottom`).
  package var insetBottom: Double
  /// The content's height (`contentSize.height`).
  package var contentHeight: Double
  /// The view's own height (`bounds.height`).
  package var viewHeight: Double

  /// Makes a geometry.
  ///
  /// - Parameters:
  ///   - offset: The content offset's vertical part.
  ///   - insetTop: The adjusted content inset at the top.
  ///   - insetBottom: The adjusted content inset at the bottom.
  ///   - contentHeight: The content's height.
  ///   - viewHeight: The view's height.
  package init(
    offset: Double, insetTop: Double, insetBottom: Double, contentHeight: Double,
    viewHeight: Double
  ) {
    self.offset = offset
    self.insetTop = insetTop
    self.insetBottom = insetBottom
    self.contentHeight = contentHeight
    self.viewHeight = viewHeight
  }

  /// The top of what the user sees, in content coordinates.
  var visibleTop: Double { offset + insetTop }

  /// Whether the user sees the end of the content (within half a point).
  var showsEnd: Bool { offset + viewHeight >= contentHeight + insetBottom - 0.5 }

  /// The smallest offset the view scrolls to without bouncing.
  var lowestOffset: Double { -insetTop }

  /// The largest offset the view scrolls to without bouncing (the lowest where the content is
  /// shorter than the view).
  var highestOffset: Double { max(lowestOffset, contentHeight + insetBottom - viewHeight) }
}

/// What a declared update keeps in place on screen, and how: the rule of ``ScrollAnchor``,
/// decided here for every host that scrolls; the host only measures its rows and sets its
/// offset.
///
/// Before the update, ``noted(anchor:geometry:visibleRows:rowAtTop:rowFrame:follow:)`` notes the
/// rows on screen that the update may keep, first the one at the top of what the user sees,
/// each with how far below the content offset its top is (or that the end of the content is
/// shown, for ``ScrollAnchor/bottom``). After it, ``targetOffset(in:rowTop:)`` gives the
/// content offset that puts the first of them the update kept where it was, within the offsets
/// the view scrolls to.
@MainActor
package struct ScrollPlacement {
  /// Whether to keep the end of the content shown.
  var toBottom: Bool

  /// The rows on screen before the update, in the order they are tried (each as the position
  /// it has after the update), with how far below the content offset each one's top was.
  var candidates: [(row: @MainActor () -> TablePosition?, distance: Double)] = []

  /// Notes, before an update, what it keeps in place; `nil` when it keeps nothing (no anchor,
  /// or no row on screen that it can follow).
  ///
  /// - Parameters:
  ///   - anchor: The declared table's scroll anchor.
  ///   - geometry: The view's geometry before the update.
  ///   - visibleRows: The rows the view shows, in any order.
  ///   - rowAtTop: The row at the top of what the user sees, if any.
  ///   - rowFrame: A row's top and bottom in the content, by the view's layout.
  ///   - follow: Follows a row through the update: its position after it, asked then.
  /// - Returns: What the update keeps in place.
  package static func noted(
    anchor: ScrollAnchor, geometry: ScrollGeometry, visibleRows: [TablePosition],
    rowAtTop: TablePosition?, rowFrame: (TablePosition) -> (top: Double, bottom: Double)?,
    follow: (TablePosition) -> (@MainActor () -> TablePosition?)?
  ) -> ScrollPlacement? {
    guard anchor != .none else { return nil }
    if anchor == .bottom, geometry.showsEnd { return ScrollPlacement(toBottom: true) }
    // Top to bottom, whatever order the view gave them in: the first kept is the anchor.
    var rows = visibleRows.sorted()
    if let rowAtTop { rows.insert(rowAtTop, at: 0) }
    var placement = ScrollPlacement(toBottom: false)
    for row in rows {
      guard let frame = rowFrame(row), frame.bottom > geometry.visibleTop,
        let followed = follow(row)
      else { continue }
      placement.candidates.append((followed, frame.top - geometry.offset))
    }
    return placement.candidates.isEmpty ? nil : placement
  }

  /// The content offset that keeps what was noted in place after the update, or `nil` when
  /// none of the noted rows is left.
  ///
  /// - Parameters:
  ///   - geometry: The view's geometry after the update.
  ///   - rowTop: A row's top in the content after the update, by the view's layout.
  /// - Returns: The offset, within ``ScrollGeometry``'s lowest and highest.
  package func targetOffset(in geometry: ScrollGeometry, rowTop: (TablePosition) -> Double?)
    -> Double?
  {
    var target: Double
    if toBottom {
      target = geometry.highestOffset
    } else {
      var kept: (top: Double, distance: Double)?
      for candidate in candidates {
        guard let row = candidate.row(), let top = rowTop(row) else { continue }
        kept = (top, candidate.distance)
        break
      }
      guard let kept else { return nil }
      target = kept.top - kept.distance
    }
    return min(max(target, geometry.lowestOffset), geometry.highestOffset)
  }
}
