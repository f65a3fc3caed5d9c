#if !canImport(UIKit)
  import Foundation

  /// UIKit's consistency rules for one batch of updates (stand-in only).
  ///
  /// They are checked in this order:
  ///
  /// 1. Ranges: a deleted, reloaded or moved-from row or section existed before the batch, and
  ///    an inserted or moved-to one exists after it.
  /// 2. Conflicts: no row moves into a section the batch inserts or out of one it deletes, and
  ///    no index path is both deleted (or reloaded) and moved from, or both deleted and
  ///    reloaded, or both inserted and moved to.
  /// 3. Counts: the counts after the batch are the counts before it, plus what was inserted,
  ///    minus what was deleted, plus and minus what moved.
  ///
  /// The failure texts are UIKit's `NSInternalInconsistencyException` reasons as apps' crash
  /// reports quote them (for example "attempt to delete row 1 from section 0 which only
  /// contains 1 rows before the update", "attempt to insert row 8 into section 0, but there are
  /// only 8 rows in section 0 after the update", "attempt to insert row 0 into section 2, but
  /// there are only 2 sections after the update", "attempt to perform a delete and a move from
  /// the same index path (<NSIndexPath: 0x…> {length = 2, path = 0 - 1})"), with the index
  /// path's address left out; "cannot move a row into a newly inserted section (2)" is quoted
  /// in an issue of TLIndexPathTools. The section-range texts for deletions, the moved-row range
  /// texts and "cannot move a row from a deleted section" follow the same patterns; UIKit's
  /// exact words for them are not quoted anywhere we found. A reload names a row of the table before the batch, as a deletion does ("Deletion
  /// and reloading operations within an animation block specify which rows and sections in the
  /// original table should be removed or reloaded; insertions specify which rows and sections
  /// should be added to the resulting table": Apple, Table View Programming Guide for iOS,
  /// "Batch Insertion, Deletion, and Reloading of Rows and Sections"); reloading a row that
  /// moves fails as "a delete and a move", the text UIKit gives for it (openradar 33662307).
  /// Reloaded sections are not count-checked.
  struct StandInBatchCheck {
    /// The row counts of each section before the batch.
    let before: [Int]
    /// The updates of the batch, in the order they were made.
    let updates: [StandInTableUpdate]
    /// The row counts of each section after the batch.
    let after: [Int]
    /// The words of the view's texts: a table's rows, or a collection view's items.
    var vocabulary = StandInBatchVocabulary.table

    /// UIKit's exception text if the batch breaks a rule, else `nil`.
    var failure: String? {
      rangeFailure ?? conflictFailure ?? countFailure
    }

    /// A batch UIKit accepts and devices were seen not to survive (observed on devices; no
    /// Apple document says it).
    ///
    /// UIKit raises nothing at the call: the app crashes or shows wrong views later. So the
    /// stand-in reports it as a runtime rule of the view's (`RuntimeRules.swift`,
    /// `CollectionViewRuntimeRules.swift`) once the batch passed UIKit's own checks.
    enum DeviceRule: Equatable {
      /// The batch moves a section and inserts, deletes or moves a row in it: "a row in it" is
      /// one deleted or moved from the section's index before the batch, or inserted or moved
      /// to its index after. IGListKit turns every such move into a section delete plus
      /// insert "in order to avoid UICollectionView heap corruptions, exceptions, and
      /// animation/snapshot bugs" (`Source/IGListDiffKit/IGListBatchUpdateData.mm`: inserting
      /// into a moved section corrupts the heap, deleting from one leaves a snapshot cell in
      /// the view hierarchy for good); DifferenceKit applies a sectioned change in stages so
      /// that a section move never shares a batch with an element change, on table views and
      /// collection views ("there are combinations of diffs that cause crash when applied
      /// simultaneously": its README; `Sources/Algorithm.swift`).
      case rowEditInMovedSection
      /// The batch moves a section and reloads a row in it (rdar://27041784; IGListKit
      /// converts such a move too).
      case reloadInMovedSection
      /// The batch deletes one index path twice: UIKit accepts it, counting the row once, then
      /// crashes with `EXC_BAD_ACCESS` later (rdar://31786176, IGListKit #689, whose batch data
      /// removes repeated deletes "to avoid a flaky UICollectionView bug when deleting from the
      /// same index path twice").
      case indexPathDeletedTwice
    }

    /// The first update of the batch that breaks a ``DeviceRule``, with the stand-in's text for
    /// it, or `nil`.
    var deviceRuleBreak: (rule: DeviceRule, message: String)? {
      var deleted = Set<IndexPath>()
      for case .deleteRows(let paths, _) in updates {
        for path in paths where !deleted.insert(path).inserted {
          return (
            .indexPathDeletedTwice,
            "the batch deletes \(Self.describe(path)) twice; UIKit accepts it and counts the"
              + " \(item) once, and devices were seen to crash with EXC_BAD_ACCESS later"
          )
        }
      }
      var movedFrom: [Int: Int] = [:]
      var movedTo: [Int: Int] = [:]
      for case .moveSection(let from, let to) in updates {
        movedFrom[from] = to
        movedTo[to] = from
      }
      guard !movedFrom.isEmpty else { return nil }
      func edit(_ verb: String, _ path: IndexPath, from: Int, to: Int) -> String {
        "the batch moves section \(from) to \(to) and \(verb) \(item) \(Self.describe(path)) in"
          + " it; UIKit accepts it, and devices were seen to corrupt the heap, raise, or keep"
          + " a snapshot cell on screen for good"
      }
      for update in updates {
        switch update {
        case .reloadRows(let paths, _):
          if let path = paths.first(where: { movedFrom[$0.section] != nil }) {
            return (
              .reloadInMovedSection,
              edit("reloads", path, from: path.section, to: movedFrom[path.section]!)
            )
          }
        case .deleteRows(let paths, _):
          if let path = paths.first(where: { movedFrom[$0.section] != nil }) {
            return (
              .rowEditInMovedSection,
              edit("deletes", path, from: path.section, to: movedFrom[path.section]!)
            )
          }
        case .insertRows(let paths, _):
          if let path = paths.first(where: { movedTo[$0.section] != nil }) {
            return (
              .rowEditInMovedSection,
              edit("inserts", path, from: movedTo[path.section]!, to: path.section)
            )
          }
        case .moveRow(let from, let to):
          if let section = movedFrom[from.section] {
            return (
              .rowEditInMovedSection,
              edit("moves away", from, from: from.section, to: section)
            )
          }
          if let section = movedTo[to.section] {
            return (
              .rowEditInMovedSection,
              edit("moves in", to, from: section, to: to.section)
            )
          }
        default: break
        }
      }
      return nil
    }

    /// How UIKit prints an index path in its exception texts, without the object's address.
    static func describe(_ path: IndexPath) -> String {
      "(<NSIndexPath> {length = 2, path = \(path.section) - \(path.row)})"
    }

    /// The singular noun of the texts ("row", "item").
    private var item: String { vocabulary.item }

    /// The plural noun of the texts ("rows", "items").
    private var items: String { vocabulary.item + "s" }

    /// The first row or section outside the table before or after the batch.
    private var rangeFailure: String? {
      func deleted(_ path: IndexPath) -> String? {
        guard path.section < before.count else {
          return "attempt to delete \(item) \(path.row) from section \(path.section), but"
            + " there are only \(before.count) sections before the update"
        }
        guard path.row < before[path.section] else {
          return "attempt to delete \(item) \(path.row) from section \(path.section) which only"
            + " contains \(before[path.section]) \(items) before the update"
        }
        return nil
      }
      func inserted(_ path: IndexPath) -> String? {
        guard path.section < after.count else {
          return "attempt to insert \(item) \(path.row) into section \(path.section), but"
            + " there are only \(after.count) sections after the update"
        }
        guard path.row < after[path.section] else {
          return "attempt to insert \(item) \(path.row) into section \(path.section), but"
            + " there are only \(after[path.section]) \(items) in section \(path.section) after"
            + " the update"
        }
        return nil
      }
      for update in updates {
        switch update {
        case .deleteRows(let paths, _), .reloadRows(let paths, _):
          if let failure = paths.lazy.compactMap(deleted).first { return failure }
        case .insertRows(let paths, _):
          if let failure = paths.lazy.compactMap(inserted).first { return failure }
        case .moveRow(let from, let to):
          if deleted(from) != nil {
            let count = from.section < before.count ? before[from.section] : 0
            return "attempt to move \(item) \(from.row) from section \(from.section), but"
              + " there are only \(count) \(items) in section \(from.section) before the update"
          }
          if inserted(to) != nil {
            let count = to.section < after.count ? after[to.section] : 0
            return "attempt to move \(item) to \(item) \(to.row) in section \(to.section), but"
              + " there are only \(count) \(items) in section \(to.section) after the update"
          }
        case .deleteSections(let sections, _), .reloadSections(let sections, _):
          if let section = sections.first(where: { $0 >= before.count }) {
            return "attempt to delete section \(section), but there are only \(before.count)"
              + " sections before the update"
          }
        case .insertSections(let sections, _):
          if let section = sections.first(where: { $0 >= after.count }) {
            return "attempt to insert section \(section) but there are only \(after.count)"
              + " sections after the update"
          }
        case .moveSection(let from, let to):
          if from >= before.count {
            return "attempt to move section \(from), but there are only \(before.count)"
              + " sections before the update"
          }
          if to >= after.count {
            return "attempt to move section \(from) to section \(to), but there are only"
              + " \(after.count) sections after the update"
          }
        default: break
        }
      }
      return nil
    }

    /// The first index path that two updates of the batch claim, or a row moved into a new
    /// section or out of a deleted one.
    private var conflictFailure: String? {
      var deletedSections = IndexSet()
      var insertedSections = IndexSet()
      for update in updates {
        switch update {
        case .deleteSections(let sections, _): deletedSections.formUnion(sections)
        case .insertSections(let sections, _): insertedSections.formUnion(sections)
        default: break
        }
      }
      for case .moveRow(let from, let to) in updates {
        if insertedSections.contains(to.section) {
          return "cannot move \(vocabulary.anItem) into a newly inserted section (\(to.section))"
        }
        if deletedSections.contains(from.section) {
          return "cannot move \(vocabulary.anItem) from a deleted section (\(from.section))"
        }
      }
      var deletedRows = Set<IndexPath>()
      var reloadedRows = Set<IndexPath>()
      var insertedRows = Set<IndexPath>()
      var movedFrom = Set<IndexPath>()
      var movedTo = Set<IndexPath>()
      for update in updates {
        switch update {
        case .deleteRows(let paths, _): deletedRows.formUnion(paths)
        case .reloadRows(let paths, _): reloadedRows.formUnion(paths)
        case .insertRows(let paths, _): insertedRows.formUnion(paths)
        case .moveRow(let from, let to):
          movedFrom.insert(from)
          movedTo.insert(to)
        default: break
        }
      }
      if let path = deletedRows.intersection(reloadedRows).min() {
        return "attempt to delete and reload the same index path \(Self.describe(path))"
      }
      if let path = deletedRows.union(reloadedRows).intersection(movedFrom).min() {
        return "attempt to perform a delete and a move from the same index path"
          + " \(Self.describe(path))"
      }
      if let path = insertedRows.intersection(movedTo).min() {
        return "attempt to perform an insert and a move to the same index path"
          + " \(Self.describe(path))"
      }
      return nil
    }

    /// UIKit's text (`BatchCountText.swift`) if a section's count, or the section count, breaks
    /// the rule.
    private var countFailure: String? {
      var deletedSections = Set<Int>()
      var insertedSections = Set<Int>()
      var reloadedSections = Set<Int>()
      var movedSections: [(from: Int, to: Int)] = []
      var deletedRows: [IndexPath] = []
      var deletedOnce = Set<IndexPath>()
      var insertedRows: [IndexPath] = []
      var movedRows: [(from: IndexPath, to: IndexPath)] = []
      for update in updates {
        switch update {
        case .deleteSections(let sections, _): deletedSections.formUnion(sections)
        case .insertSections(let sections, _): insertedSections.formUnion(sections)
        case .reloadSections(let sections, _): reloadedSections.formUnion(sections)
        case .moveSection(let from, let to): movedSections.append((from, to))
        // UIKit counts an index path deleted twice once (``DeviceRule/indexPathDeletedTwice``).
        case .deleteRows(let paths, _):
          deletedRows += paths.filter { deletedOnce.insert($0).inserted }
        case .insertRows(let paths, _): insertedRows += paths
        case .moveRow(let from, let to): movedRows.append((from, to))
        default: break
        }
      }
      let expectedSections = before.count + insertedSections.count - deletedSections.count
      if after.count != expectedSections { return inconsistentCountsText }
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
          return inconsistentCountsText
        }
      }
      return nil
    }
  }

  /// The words UIKit's batch texts use for one kind of view (stand-in only).
  struct StandInBatchVocabulary {
    /// What one element is called: "row" or "item".
    let item: String
    /// The element with its article, as the move-conflict texts use it.
    let anItem: String
    /// What the view is called: "table view" or "collection view".
    let view: String

    /// A table's: "… the number of sections and/or rows returned by the data source …".
    static let table = StandInBatchVocabulary(item: "row", anItem: "a row", view: "table view")

    /// A collection view's: "… the number of sections and/or items returned by the data source
    /// …" and "attempt to delete item 20 from section 0 which only contains 20 items before the
    /// update" (the exceptions as crash reports quote them).
    static let collectionView = StandInBatchVocabulary(
      item: "item", anItem: "an item", view: "collection view")
  }
#endif
