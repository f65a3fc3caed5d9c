#if os(Linux)
  import Foundation
  import UIKitStandIn

  /// The rows a table view shows, by identity, replayed from the updates it was told.
  ///
  /// UIKit's batch semantics: deletions and reloads name rows before the batch, insertions
  /// after it, moves from before to after; unmoved, undeleted rows keep their order and fill
  /// the places left. Inserted rows, and rows whose cell was asked again, show what the data
  /// source answered then.
  ///
  /// It checks the edits themselves, beyond the counts the stand-in checks: a batch that keeps
  /// the counts right but moves the wrong rows shows the wrong identities here.
  @MainActor
  package struct ShownRows<ID: Hashable> {
    /// Each section's rows: the identity and the text the cell was configured with; `nil`
    /// identity for a row that was inserted and whose identity the test fills from the cell.
    package private(set) var sections: [[(id: ID?, text: String?)]] = []

    /// What went wrong replaying the updates, if anything.
    package private(set) var failures: [String] = []

    /// Reads the row identity from a cell's text.
    package let identity: (String?) -> ID?

    /// Rows replayed with `identity` reading a row's identity from its cell's text.
    ///
    /// - Parameter identity: Reads the identity.
    package init(identity: @escaping (String?) -> ID?) {
      self.identity = identity
    }

    /// Loads every row from the data source, as `reloadData()` and the first layout do.
    package mutating func reload(from tableView: UITableView) {
      reload(from: RowSource(tableView))
    }

    private mutating func reload(from source: RowSource?) {
      guard let source else {
        sections = []
        return
      }
      sections = (0..<source.sectionCount()).map { section in
        (0..<source.rowCount(section)).map { row in
          let text = source.text(IndexPath(row: row, section: section))
          return (identity(text), text)
        }
      }
    }

    /// Replays what the table view was told since `start` in `tableView.recordedUpdates`.
    package mutating func replay(_ tableView: UITableView, from start: Int) {
      replay(tableView.recordedUpdates[start...], from: RowSource(tableView))
    }

    /// Replays what a list was told since `start` in `collectionView.recordedUpdates`, as the
    /// table's updates with the same rows and sections.
    package mutating func replay(_ collectionView: UICollectionView, from start: Int) {
      replay(
        collectionView.recordedUpdates[start...].map(\.tableEquivalent)[...],
        from: RowSource(collectionView))
    }

    private mutating func replay(_ updates: ArraySlice<StandInTableUpdate>, from source: RowSource?)
    {
      var index = updates.startIndex
      while index < updates.endIndex {
        switch updates[index] {
        case .reloadData:
          reload(from: source)
        case .batchUpdatesBegin:
          let end = updates[index...].firstIndex(of: .batchUpdatesEnd) ?? updates.endIndex
          applyBatch(Array(updates[(index + 1)..<end]), source)
          index = end
        case .reconfigureRows(let paths), .reloadRows(let paths, _):
          // Outside a batch: the rows stay, their cells are asked again.
          refresh(paths, source)
        case .reloadSections(let reloaded, _):
          // Outside a batch: the sections' rows are asked again (their counts do not change).
          refresh(
            reloaded.filter { $0 < sections.count }.flatMap { section in
              sections[section].indices.map { IndexPath(row: $0, section: section) }
            }, source)
        default:
          break
        }
        index += 1
      }
    }

    /// The user dragged a row from `source` to `destination`: the table moved it itself.
    package mutating func userMoved(from source: IndexPath, to destination: IndexPath) {
      let row = sections[source.section].remove(at: source.row)
      sections[destination.section].insert(row, at: destination.row)
    }

    private mutating func applyBatch(_ batch: [StandInTableUpdate], _ source: RowSource?) {
      guard let source else { return }
      var deletedSections = Set<Int>()
      var insertedSections = Set<Int>()
      var reloadedSections = Set<Int>()
      var sectionMoves: [Int: Int] = [:]  // new → old
      var deletedRows = Set<IndexPath>()
      var insertedRows = Set<IndexPath>()
      var rowMoves: [IndexPath: IndexPath] = [:]  // new → old
      var reloadedRows = Set<IndexPath>()
      for update in batch {
        switch update {
        case .deleteSections(let s, _): deletedSections.formUnion(s)
        case .insertSections(let s, _): insertedSections.formUnion(s)
        case .reloadSections(let s, _): reloadedSections.formUnion(s)
        case .moveSection(let from, let to): sectionMoves[to] = from
        case .deleteRows(let p, _): deletedRows.formUnion(p)
        case .insertRows(let p, _): insertedRows.formUnion(p)
        case .reloadRows(let p, _): reloadedRows.formUnion(p)
        case .moveRow(let from, let to): rowMoves[to] = from
        default: failures.append("unexpected in a batch: \(update.logEntry)")
        }
      }
      let movedOut = Set(rowMoves.values)
      let movedSections = Set(sectionMoves.values)
      var unmovedOld = sections.indices.filter {
        !deletedSections.contains($0) && !movedSections.contains($0)
      }
      let newCount = source.sectionCount()
      var result: [[(id: ID?, text: String?)]] = []
      for newSection in 0..<newCount {
        let rows = source.rowCount(newSection)
        let oldSection: Int?
        if insertedSections.contains(newSection) {
          oldSection = nil
        } else if let from = sectionMoves[newSection] {
          oldSection = from
        } else if !unmovedOld.isEmpty {
          oldSection = unmovedOld.removeFirst()
        } else {
          failures.append("section \(newSection) comes from nowhere")
          return
        }
        guard let old = oldSection, !reloadedSections.contains(old) else {
          result.append(
            (0..<rows).map { row in
              let text = source.text(IndexPath(row: row, section: newSection))
              return (identity(text), text)
            })
          continue
        }
        var survivors = sections[old].indices.filter { row in
          let path = IndexPath(row: row, section: old)
          return !deletedRows.contains(path) && !movedOut.contains(path)
        }.map { row in
          reloadedRows.contains(IndexPath(row: row, section: old))
            ? (id: sections[old][row].id, text: Optional<String>.none) : sections[old][row]
        }
        var section: [(id: ID?, text: String?)] = []
        for row in 0..<rows {
          let path = IndexPath(row: row, section: newSection)
          if insertedRows.contains(path) {
            let text = source.text(path)
            section.append((identity(text), text))
          } else if let from = rowMoves[path] {
            guard from.section < sections.count, from.row < sections[from.section].count else {
              failures.append("a move from \(from), which did not exist")
              return
            }
            section.append(sections[from.section][from.row])
          } else if !survivors.isEmpty {
            section.append(survivors.removeFirst())
          } else {
            failures.append("row \(path) comes from nowhere")
            return
          }
        }
        if !survivors.isEmpty { failures.append("section \(newSection): rows left over") }
        result.append(section)
      }
      sections = result
      // Reloaded rows are asked again at their new places.
      for (s, rows) in sections.enumerated() {
        for (r, row) in rows.enumerated() where row.text == nil {
          let text = source.text(IndexPath(row: r, section: s))
          sections[s][r] = (row.id, text)
        }
      }
    }

    private mutating func refresh(_ paths: [IndexPath], _ source: RowSource?) {
      guard let source else { return }
      for path in paths {
        guard path.section < sections.count, path.row < sections[path.section].count else {
          failures.append("refreshed row \(path) is not shown")
          continue
        }
        sections[path.section][path.row].text = source.text(path)
      }
    }

    /// What a view's data source answers, as its view asks it: the counts and each row's text.
    @MainActor
    private struct RowSource {
      let sectionCount: @MainActor () -> Int
      let rowCount: @MainActor (Int) -> Int
      let text: @MainActor (IndexPath) -> String?

      /// A table view's data source, or `nil` without one.
      init?(_ tableView: UITableView) {
        guard let dataSource = tableView.dataSource else { return nil }
        sectionCount = { tableView.send(.numberOfSections, to: dataSource) }
        rowCount = { tableView.send(.numberOfRows(section: $0), to: dataSource) }
        text = { ShownRows.text(of: dataSource, tableView, $0) }
      }

      /// A list's data source, or `nil` without one.
      init?(_ collectionView: UICollectionView) {
        guard let dataSource = collectionView.dataSource else { return nil }
        sectionCount = { collectionView.send(.numberOfSections, to: dataSource) }
        rowCount = { collectionView.send(.numberOfItems(section: $0), to: dataSource) }
        text = { path in
          let cell: UICollectionViewCell = collectionView.send(
            .cellForItem(at: IndexPath(item: path.row, section: path.section)), to: dataSource)
          return
            ((cell as? UICollectionViewListCell)?.contentConfiguration
            as? UIListContentConfiguration)?.text
        }
      }
    }

    /// The text the data source's cell shows at a position.
    package static func text(
      of dataSource: any UITableViewDataSource, _ tableView: UITableView, _ path: IndexPath
    ) -> String? {
      let cell: UITableViewCell = tableView.send(.cellForRow(at: path), to: dataSource)
      return (cell.contentConfiguration as? UIListContentConfiguration)?.text
    }
  }
#endif
