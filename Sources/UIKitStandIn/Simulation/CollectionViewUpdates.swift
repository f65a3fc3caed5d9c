#if !canImport(UIKit)
  import Foundation

  // What a stand-in collection view does with the edits it is told: it records them, checks
  // each batch (or each edit outside one) against its data source's counts as UIKit does, with
  // UIKit's exception texts, and remembers the counts it learned. The rules are the table's
  // (`BatchCheck.swift`), in the collection view's words: "Invalid batch updates detected: the
  // number of sections and/or items returned by the data source before and after performing
  // the batch updates are inconsistent with the updates. Data source before updates = { 1
  // section with item counts: [4] } …" (`BatchCountText.swift`), "attempt to delete item 20
  // from section 0 which only contains 20 items before the update" (the exceptions as apps'
  // crash reports quote them). The index rule is `performBatchUpdates(_:completion:)`'s:
  // "Deletes are processed before inserts" (Apple).

  extension UICollectionView {
    /// The item counts the collection view knows, asking the data source when it knows none
    /// (outside a batch it then remembers them, as UIKit's layout does).
    func itemCounts() -> [Int] {
      if let knownItemCounts { return knownItemCounts }
      let counts = askItemCounts()
      if dataSource != nil, !isPerformingBatchUpdates { knownItemCounts = counts }
      return counts
    }

    /// Asks the data source for its section count and each section's item count.
    ///
    /// Drop placeholders are not counted (`DragAndDrop.swift`, `StandInPlaceholder`).
    func askItemCounts() -> [Int] {
      guard dataSource != nil else { return [] }
      return (0..<max(askedNumberOfSections(), 0)).map { askedNumberOfItems(inSection: $0) }
    }

    /// The counts the next updates start from; `nil` without a data source.
    func countsBeforeUpdates() -> [Int]? {
      dataSource == nil ? nil : (knownItemCounts ?? askItemCounts())
    }

    /// Runs a batch's updates, then checks and applies them when it is the outermost one.
    func runBatch(_ updates: (() -> Void)?) {
      checkEdit("performBatchUpdates(_:completion:)")
      let outermost = !isPerformingBatchUpdates
      let before = outermost ? countsBeforeUpdates() : nil
      recordedUpdates.append(.batchUpdatesBegin)
      let first = recordedUpdates.count
      batchDepth += 1
      updates?()
      batchDepth -= 1
      let batch = Array(recordedUpdates[first...])
      recordedUpdates.append(.batchUpdatesEnd)
      if outermost {
        recordedAnimations.append(UIView.areAnimationsEnabled)
        checkUpdates(batch, countsBefore: before)
        updateDisplayedCells(for: batch)
      }
    }

    /// Records one structural edit; outside a batch it is checked and shown at once.
    func recordEdit(_ update: StandInCollectionUpdate) {
      checkEdit(update.logEntry)
      let outermost = !isPerformingBatchUpdates
      let before = outermost ? countsBeforeUpdates() : nil
      recordedUpdates.append(update)
      if outermost {
        recordedAnimations.append(UIView.areAnimationsEnabled)
        checkUpdates([update], countsBefore: before)
        updateDisplayedCells(for: [update])
      }
    }

    /// Checks finished updates against the data source's counts now, as UIKit does at the end
    /// of each batch, and remembers those counts.
    func checkUpdates(_ updates: [StandInCollectionUpdate], countsBefore before: [Int]?) {
      let equivalent = updates.map(\.tableEquivalent)[...]
      checkReorder(Array(equivalent), printed: updates.map(\.logEntry), in: .collectionView)
      guard let before, dataSource != nil else {
        dragDropState.follow(equivalent, before: [], after: [])
        return
      }
      let after = askItemCounts()
      dragDropState.follow(equivalent, before: before, after: after)
      let check = StandInBatchCheck(
        before: before, updates: updates.map(\.tableEquivalent), after: after,
        vocabulary: .collectionView)
      if let failure = check.failure {
        if let inconsistentUpdateHandler {
          inconsistentUpdateHandler(failure)
        } else {
          preconditionFailure("NSInternalInconsistencyException: \(failure)")
        }
      } else if let broken = check.deviceRuleBreak {
        report(broken.rule.collectionRule, broken.message)
      }
      knownItemCounts = after
    }
  }

  /// One structural update a `UICollectionView` stand-in was told about.
  public enum StandInCollectionUpdate: Hashable, Sendable {
    /// `reloadData()`.
    case reloadData
    /// The start of `performBatchUpdates(_:completion:)`, before its updates run.
    case batchUpdatesBegin
    /// The end of `performBatchUpdates(_:completion:)`, after its updates ran.
    case batchUpdatesEnd
    /// `insertItems(at:)`.
    case insertItems([IndexPath])
    /// `deleteItems(at:)`.
    case deleteItems([IndexPath])
    /// `reloadItems(at:)`.
    case reloadItems([IndexPath])
    /// `reconfigureItems(at:)`.
    case reconfigureItems([IndexPath])
    /// `moveItem(at:to:)`.
    case moveItem(from: IndexPath, to: IndexPath)
    /// `insertSections(_:)`.
    case insertSections(IndexSet)
    /// `deleteSections(_:)`.
    case deleteSections(IndexSet)
    /// `reloadSections(_:)`.
    case reloadSections(IndexSet)
    /// `moveSection(_:toSection:)`.
    case moveSection(from: Int, to: Int)

    /// The update as one line of text: index paths print as `section.item`, so
    /// `deleteItems(at: [IndexPath(item: 1, section: 0)])` gives `"deleteItems [0.1]"`, a move
    /// `"moveItem 0.1 -> 2.0"`, sections `"insertSections [0, 2]"`: the table's text
    /// (`StandInTableUpdate.logEntry`) in the collection view's words.
    public var logEntry: String {
      tableEquivalent.logEntry.replacingOccurrences(of: "Rows", with: "Items")
        .replacingOccurrences(of: "moveRow", with: "moveItem")
    }

    /// The table update with the same rows and sections (stand-in only).
    ///
    /// The shared batch rules (`StandInBatchCheck`) and the shown cells' plan
    /// (`DisplayedCellsPlan`) read it: a collection view's edits follow the table's index rules,
    /// without an animation. Tests replay a list's updates through it as they replay a table's.
    public var tableEquivalent: StandInTableUpdate {
      switch self {
      case .reloadData: return .reloadData
      case .batchUpdatesBegin: return .batchUpdatesBegin
      case .batchUpdatesEnd: return .batchUpdatesEnd
      case .insertItems(let paths): return .insertRows(paths, .none)
      case .deleteItems(let paths): return .deleteRows(paths, .none)
      case .reloadItems(let paths): return .reloadRows(paths, .none)
      case .reconfigureItems(let paths): return .reconfigureRows(paths)
      case .moveItem(let from, let to): return .moveRow(from: from, to: to)
      case .insertSections(let sections): return .insertSections(sections, .none)
      case .deleteSections(let sections): return .deleteSections(sections, .none)
      case .reloadSections(let sections): return .reloadSections(sections, .none)
      case .moveSection(let from, let to): return .moveSection(from: from, to: to)
      }
    }
  }
#endif
