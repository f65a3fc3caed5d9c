#if os(Linux)
  import Foundation
  import TableHandlersCore
  import TableHandlersDeclarative
  import TableHandlersUIKit
  import TestSupport
  import Testing
  import UIKitStandIn

  /// Random feeds re-declared on a table view scrolled to random offsets.
  ///
  /// Some updates are made while the user drags. The reference knows only the rule: the first
  /// row on screen (else the next one on screen that the update keeps) is where it was, within
  /// the content's ends; without one, the offset stays. Rows are 44 points high, the table 440.
  @MainActor
  @Suite struct ScrollAnchorRandomTests {
    nonisolated static let seeds: [UInt64] = [21, 22, 23]
    static let height: CGFloat = 440
    static let row: CGFloat = 44

    /// Where the reference puts the content offset after `old` became `new` at offset `offset`.
    static func expectedOffset(old: [Int], new: [Int], offset: CGFloat) -> CGFloat {
      let onScreen = old.indices.filter {
        CGFloat($0 + 1) * row > offset && CGFloat($0) * row < offset + height
      }
      guard
        let (oldIndex, newIndex) = onScreen.lazy.compactMap({ index in
          new.firstIndex(of: old[index]).map { (index, $0) }
        }).first
      else { return offset }
      let distance = CGFloat(oldIndex) * row - offset
      let highest = max(0, CGFloat(new.count) * row - height)
      return min(max(CGFloat(newIndex) * row - distance, 0), highest)
    }

    @Test(arguments: seeds)
    func theFirstRowOnScreenStaysWhereItWas(seed: UInt64) throws {
      var random = SplitMix64(seed: seed)
      var ids = Array(0..<30)
      var next = 30
      func declaration() -> TableDeclaration<String, Int> {
        TableDeclaration { Section("feed") { for id in ids { Row(id, text: "\(id)") } } }
      }
      let declared = try DeclaredTable(declaration: declaration())
      let tableView = UITableView(
        frame: CGRect(x: 0, y: 0, width: 320, height: Self.height), style: .plain)
      tableView.standInMove(toWindow: UIWindow())
      declared.attach(to: tableView)
      for step in 0..<300 {
        let comment: Comment = "seed \(seed) step \(step)"
        let highest = max(0, CGFloat(ids.count) * Self.row - Self.height)
        tableView.contentOffset.y = CGFloat(Int.random(in: 0...Int(highest), using: &random))
        // The rows on screen are shown, as on a device.
        for path in tableView.indexPathsForVisibleRows ?? [] {
          tableView.endDisplayingRow(at: path)
        }
        for (index, _) in ids.enumerated()
        where CGFloat(index + 1) * Self.row > tableView.contentOffset.y
          && CGFloat(index) * Self.row < tableView.contentOffset.y + Self.height
        {
          tableView.displayRow(at: IndexPath(row: index, section: 0))
        }
        let old = ids
        ids.removeAll { _ in Int.random(in: 0..<100, using: &random) < 10 }
        for _ in 0..<Int.random(in: 0...25, using: &random) {
          ids.insert(next, at: Int.random(in: 0...ids.count, using: &random))
          next += 1
        }
        if !ids.isEmpty, Int.random(in: 0..<100, using: &random) < 30 {
          let moved = ids.remove(at: Int.random(in: ids.indices, using: &random))
          ids.insert(moved, at: Int.random(in: 0...ids.count, using: &random))
        }
        let offset = tableView.contentOffset.y
        let expected = Self.expectedOffset(old: old, new: ids, offset: offset)
        let dragging = Int.random(in: 0..<100, using: &random) < 20
        if dragging { tableView.userBeginsDragging() }
        declared.update(to: declaration(), animated: Int.random(in: 0..<100, using: &random) < 80)
        if dragging {
          #expect(tableView.contentOffset.y == offset, comment)
          tableView.userEndsDragging(decelerating: false)
        }
        #expect(tableView.contentOffset.y == expected, comment)
      }
    }
  }
#endif
