#if !canImport(UIKit)
  import Foundation

  // Where rows are and what is on screen, so that code keeping a row in place through an update
  // is tested against UIKit's rules rather than its own arithmetic.
  // - A table's content is its sections one below the other: each a header, its rows, a footer.
  //   A row's height is `tableView(_:heightForRowAt:)`, else `rowHeight`; a header's and a
  //   footer's likewise (UITableView.h). `automaticDimension` is a self-sizing height, which a
  //   device measures when the row is shown and estimates before (`estimatedRowHeight`, "the
  //   table view uses the estimate until it displays the row", Apple, `estimatedRowHeight`);
  //   the stand-in measures nothing, so an automatic height is its estimate, and an automatic
  //   estimate is 44 points for a row (UIKit's default row height) and, for a header or
  //   footer, 0 on a plain table and 18 on a grouped one.
  // - The content offset is what the app or the user set: a batch of updates leaves it as it
  //   was ("the content offset stays the same unless you change it", as `performBatchUpdates`
  //   behaves on a device: rows inserted above what is shown push it down). `reloadData()`
  //   keeps it too in the stand-in (a device also moves it back when the content got shorter
  //   than it, UITableView.h: "will adjust offset if table shrinks").
  // - `scrollToRow(at:at:animated:)` moves the offset so that the row is at the top, middle or
  //   bottom of the visible area, or, for `.none`, by the least that shows it whole
  //   (UITableView.h: "scrolls table view so row at indexPath is visible"), never past the
  //   content's ends. The visible area is the bounds less `adjustedContentInset`, top and
  //   bottom: the insets are what bars cover ("UIKit automatically adjusts the content inset to
  //   account for overlapping bars", Apple, `UIScrollView.contentInset`) and
  //   `adjustedContentInset` gives "the adjusted area in which to draw content" (Apple), so a
  //   chat's last message scrolled to the bottom ends above its input bar. The content's ends
  //   count the insets too: the offset goes from `-adjustedContentInset.top` to the content's
  //   height plus `adjustedContentInset.bottom` less the bounds' height (Apple,
  //   `contentInset`: it extends "the space between your content and the edges").
  // - `indexPathForRow(at:)` is the row whose rectangle holds the point. The stand-in's shown
  //   cells, and so `indexPathsForVisibleRows`, stay those a test displays (`CellReuse.swift`).
  // - The user's scrolling: `userBeginsDragging()`, `userDrags(by:)`, `userEndsDragging(
  //   decelerating:)` and `userEndsDecelerating()` set `isDragging` and `isDecelerating` and
  //   tell the delegate the scroll-view methods it implements, in UIKit's order
  //   (UIScrollView.h): will-begin-dragging, did-scroll for each move, did-end-dragging, then,
  //   when decelerating, will-begin-decelerating and, at the end, did-end-decelerating.

  /// The heights of a table's sections, top to bottom, with where each row starts.
  struct StandInTableLayout {
    /// Each section's header height, row heights and footer height.
    private(set) var sections: [(header: CGFloat, rows: [CGFloat], footer: CGFloat)] = []

    /// Where each section starts.
    private var sectionTops: [CGFloat] = []

    /// Where each row starts, by section.
    private var rowTops: [[CGFloat]] = []

    /// The height of the content.
    private(set) var height: CGFloat = 0

    /// Adds a section below the others.
    mutating func append(header: CGFloat, rows: [CGFloat], footer: CGFloat) {
      sections.append((header, rows, footer))
      sectionTops.append(height)
      var y = height + header
      var tops: [CGFloat] = []
      tops.reserveCapacity(rows.count)
      for row in rows {
        tops.append(y)
        y += row
      }
      rowTops.append(tops)
      height = y + footer
    }

    func rect(ofRow path: IndexPath, width: CGFloat) -> CGRect? {
      guard path.section >= 0, path.section < sections.count, path.row >= 0,
        path.row < sections[path.section].rows.count
      else { return nil }
      return CGRect(
        x: 0, y: rowTops[path.section][path.row], width: width,
        height: sections[path.section].rows[path.row])
    }

    func rect(ofSection index: Int, width: CGFloat) -> CGRect? {
      guard index >= 0, index < sections.count else { return nil }
      let section = sections[index]
      return CGRect(
        x: 0, y: sectionTops[index], width: width,
        height: section.header + section.rows.reduce(0, +) + section.footer)
    }

    /// The rows that meet a rectangle, in order.
    func rows(in bounds: CGRect) -> [IndexPath] {
      var rows: [IndexPath] = []
      for (index, section) in sections.enumerated() {
        let top = sectionTops[index]
        let bottom = index + 1 < sectionTops.count ? sectionTops[index + 1] : height
        guard bottom > bounds.minY, top < bounds.maxY else { continue }
        for (row, rowTop) in rowTops[index].enumerated()
        where rowTop + section.rows[row] > bounds.minY && rowTop < bounds.maxY {
          rows.append(IndexPath(row: row, section: index))
        }
      }
      return rows
    }
  }

  extension UITableView {
    /// The layout of the rows the table knows (its last counts, else the data source's now),
    /// kept until the next edit, reload or delegate, as UIKit keeps the heights it asked.
    func standInLayout() -> StandInTableLayout {
      if let layoutCache { return layoutCache }
      let counts = knownRowCounts ?? askRowCounts()
      var layout = StandInTableLayout()
      for (section, count) in counts.enumerated() {
        layout.append(
          header: resolved(
            askedHeightForHeader(inSection: section),
            estimate: askedEstimatedHeightForHeader(inSection: section), otherwise: sectionEdge),
          rows: (0..<count).map { row in
            let path = IndexPath(row: row, section: section)
            return resolved(
              askedHeightForRow(at: path), estimate: askedEstimatedHeightForRow(at: path),
              otherwise: 44)
          },
          footer: resolved(
            askedHeightForFooter(inSection: section),
            estimate: askedEstimatedHeightForFooter(inSection: section), otherwise: sectionEdge))
      }
      if knownRowCounts != nil { layoutCache = layout }
      return layout
    }

    /// Forgets the layout: the heights are asked again when next needed.
    func forgetLayout() {
      layoutCache = nil
    }

    /// Scrolls so that a row is at a position of the bounds (see the file's notes).
    func standInScroll(toRow path: IndexPath, at position: UITableView.ScrollPosition) {
      let layout = standInLayout()
      guard let rect = layout.rect(ofRow: path, width: frame.width) else { return }
      let edge: StandInScrollEdge =
        switch position {
        case .top: .top
        case .middle: .middle
        case .bottom: .bottom
        case .none: .nearest
        }
      scroll(toShow: rect, at: edge, contentHeight: layout.height)
    }

    /// A header's or footer's height when nothing gives one.
    private var sectionEdge: CGFloat { style == .plain ? 0 : 18 }

    private func resolved(_ height: CGFloat, estimate: CGFloat, otherwise: CGFloat) -> CGFloat {
      if height != UITableView.automaticDimension { return max(height, 0) }
      if estimate != UITableView.automaticDimension, estimate > 0 { return estimate }
      return otherwise
    }
  }

  // A list's items are laid out the same way: each section's header, items and footer, one
  // below the other. The stand-in measures nothing: an item is `standInItemHeight` high (44
  // points by default, the list cell's estimated height), and a header or footer that the
  // section's list configuration shows as a supplementary view is 44 points too.
  extension UICollectionView {
    /// The layout of the items the collection view knows, kept until the next edit, reload or
    /// delegate.
    func standInLayout() -> StandInTableLayout {
      if let layoutCache { return layoutCache }
      var layout = StandInTableLayout()
      for (section, count) in itemCounts().enumerated() {
        let configuration = standInListConfiguration(forSection: section)
        layout.append(
          header: configuration?.headerMode == .supplementary ? 44 : 0,
          rows: Array(repeating: standInItemHeight, count: count),
          footer: configuration?.footerMode == .supplementary ? 44 : 0)
      }
      if knownItemCounts != nil { layoutCache = layout }
      return layout
    }

    /// Forgets the layout.
    func forgetLayout() {
      layoutCache = nil
    }

    /// Scrolls so that an item is at a position of the bounds; an empty position scrolls by
    /// the least that shows it.
    func standInScroll(toItem path: IndexPath, at position: UICollectionView.ScrollPosition) {
      let layout = standInLayout()
      guard let rect = layout.rect(ofRow: path, width: frame.width) else { return }
      let edge: StandInScrollEdge =
        position.contains(.top)
        ? .top
        : position.contains(.centeredVertically)
          ? .middle : position.contains(.bottom) ? .bottom : .nearest
      scroll(toShow: rect, at: edge, contentHeight: layout.height)
    }
  }

  /// Where a scroll puts a row or an item in the bounds.
  enum StandInScrollEdge {
    case top, middle, bottom, nearest
  }

  extension UIScrollView {
    /// Moves the content offset so that a rectangle of the content is at an edge of the visible
    /// area, the bounds less the adjusted content inset (`.nearest`: by the least that shows it
    /// whole), never past the content's ends with their insets.
    func scroll(toShow rect: CGRect, at edge: StandInScrollEdge, contentHeight: CGFloat) {
      let inset = adjustedContentInset
      // The visible area's top is `y + inset.top`, its height the bounds' less both insets.
      let visible = max(frame.height - inset.top - inset.bottom, 0)
      var y = contentOffset.y
      switch edge {
      case .top: y = rect.minY - inset.top
      case .middle: y = rect.midY - visible / 2 - inset.top
      case .bottom: y = rect.maxY - visible - inset.top
      case .nearest:
        if rect.minY < y + inset.top {
          y = rect.minY - inset.top
        } else if rect.maxY > y + inset.top + visible {
          y = rect.maxY - visible - inset.top
        }
      }
      let lowest = -inset.top
      let highest = max(lowest, contentHeight + inset.bottom - frame.height)
      contentOffset.y = min(max(y, lowest), highest)
    }
  }

  // The user's scrolling, on a table or a list alike.
  extension UIScrollView {
    /// The user puts a finger on the content to scroll it (stand-in only).
    public func userBeginsDragging() {
      standInIsDecelerating = false
      standInIsDragging = true
      tellScrollDelegate(.scrollViewWillBeginDragging)
    }

    /// The user's finger moves the content by `distance` points (stand-in only).
    ///
    /// - Parameter distance: How far the content offset moves; positive scrolls down.
    public func userDrags(by distance: CGFloat) {
      contentOffset.y += distance
      tellScrollDelegate(.scrollViewDidScroll)
    }

    /// The user lifts the finger (stand-in only).
    ///
    /// - Parameter decelerating: Whether the content goes on moving.
    public func userEndsDragging(decelerating: Bool) {
      standInIsDragging = false
      standInIsDecelerating = decelerating
      tellScrollDelegate(.scrollViewDidEndDragging(decelerate: decelerating))
      if decelerating { tellScrollDelegate(.scrollViewWillBeginDecelerating) }
    }

    /// The content stops moving after a drag (stand-in only).
    public func userEndsDecelerating() {
      standInIsDecelerating = false
      tellScrollDelegate(.scrollViewDidEndDecelerating)
    }

    /// Tells the delegate a scroll-view method, if it said it implements it.
    private func tellScrollDelegate(_ message: ScrollViewMessage) {
      guard let delegate = standInScrollDelegate(implementing: message.selector) else { return }
      send(message, to: delegate)
    }
  }
#endif
