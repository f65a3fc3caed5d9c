#if !canImport(UIKit)
  import Foundation

  /// UIKit's consistency rule for one batch of updates (stand-in only): the counts after the
  /// batch must be the counts before it, plus what was inserted, minus what was deleted, plus and
  /// minus what moved.
  ///
  /// The failure texts are UIKit's `NSInternalInconsistencyException` reasons, word for word.
  /// Reloaded sections are not checked (UIKit treats a reload as a delete and an insert).
  struct StandInBatchCheck {
    /// The row counts of each section before the batch.
    let before: [Int]
    /// The updates of the batch, in the order they were made.
    let updates: [StandInTableUpdate]
    /// The row counts of each section after the batch.
    let after: [Int]

    /// UIKit's exception text if the batch breaks the rule, else `nil`.
    var failure: String? {
      var deletedSections = Set<Int>()
      var insertedSections = Set<Int>()
      var reloadedSections = Set<Int>()
      var movedSections: [(from: Int, to: Int)] = []
      var deletedRows: [IndexPath] = []
      var insertedRows: [IndexPath] = []
      var movedRows: [(from: IndexPath, to: IndexPath)] = []
      for update in updates {
        switch update {
        case .deleteSections(let sections, _): deletedSections.formUnion(sections)
        case .insertSections(let sections, _): insertedSections.formUnion(sections)
        case .reloadSections(let sections, _): reloadedSections.formUnion(sections)
        case .moveSection(let from, let to): movedSections.append((from, to))
        case .deleteRows(let paths, _): deletedRows += paths
        case .insertRows(let paths, _): insertedRows += paths
        case .moveRow(let from, let to): movedRows.append((from, to))
        default: break
        }
      }
      let expectedSections = before.count + insertedSections.count - deletedSections.count
      if after.count != expectedSections {
        return "Invalid update: invalid number of sections. The number of sections contained in"
          + " the table view after the update (\(after.count)) must be equal to the number of"
          + " sections contained in the table view before the update (\(before.count)), plus or"
          + " minus the number of sections inserted or deleted (\(insertedSections.count)"
          + " inserted, \(deletedSections.count) deleted)."
      }
      // Each section that existed before and after: its old and new index.
      let movedFrom = Set(movedSections.map(\.from))
      let movedTo = Set(movedSections.map(\.to))
      let oldSections = (0..<before.count).filter {
        !deletedSections.contains($0) && !movedFrom.contains($0)
      }
      let newSections = (0..<after.count).filter {
        !insertedSections.contains($0) && !movedTo.contains($0)
      }
      let pairs = Array(zip(oldSections, newSections)) + movedSections.map { ($0.from, $0.to) }
      for (old, new) in pairs.sorted(by: { $0.1 < $1.1 }) where !reloadedSections.contains(old) {
        let inserted = insertedRows.filter { $0.section == new }.count
        let deleted = deletedRows.filter { $0.section == old }.count
        let movedIn = movedRows.filter { $0.to.section == new && $0.from.section != old }.count
        let movedOut = movedRows.filter { $0.from.section == old && $0.to.section != new }.count
        if after[new] != before[old] + inserted - deleted + movedIn - movedOut {
          return "Invalid update: invalid number of rows in section \(new). The number of rows"
            + " contained in an existing section after the update (\(after[new])) must be equal"
            + " to the number of rows contained in that section before the update"
            + " (\(before[old])), plus or minus the number of rows inserted or deleted from that"
            + " section (\(inserted) inserted, \(deleted) deleted) and plus or minus the number"
            + " of rows moved into or out of that section (\(movedIn) moved in, \(movedOut)"
            + " moved out)."
        }
      }
      return nil
    }
  }
#endif
