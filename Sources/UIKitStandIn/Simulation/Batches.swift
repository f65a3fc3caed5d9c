#if !canImport(UIKit)
  import Foundation

  // What a stand-in table view does with the edits it is told: it records them, checks each
  // group against its data source's counts as UIKit does (`BatchCheck.swift`, with UIKit's
  // exception texts), and remembers the counts it learned, as UIKit caches those of its last
  // layout. Sources: Apple's documentation of `performBatchUpdates(_:completion:)`,
  // `beginUpdates()` and `endUpdates()`, and the exception texts quoted in `BatchCheck.swift`.

  extension UITableView {
    /// The counts the next updates start from: those last learned, or the data source's answers
    /// now when the table knows none (UIKit lays out first); `nil` without a data source.
    func countsBeforeUpdates() -> [Int]? {
      dataSource == nil ? nil : (knownRowCounts ?? askRowCounts())
    }

    /// Checks a finished group of updates against the data source's counts now, as UIKit does
    /// at the end of each, and remembers those counts.
    func checkUpdates(_ updates: [StandInTableUpdate], countsBefore before: [Int]?) {
      checkReorder(updates, printed: updates.map(\.logEntry), in: .table)
      guard let before, dataSource != nil else {
        dragDropState.follow(updates[...], before: [], after: [])
        return
      }
      let after = askRowCounts()
      dragDropState.follow(updates[...], before: before, after: after)
      let check = StandInBatchCheck(before: before, updates: updates, after: after)
      if let failure = check.failure {
        if let inconsistentUpdateHandler {
          inconsistentUpdateHandler(failure)
        } else {
          preconditionFailure("NSInternalInconsistencyException: \(failure)")
        }
      } else if let broken = check.deviceRuleBreak {
        report(broken.rule.tableRule, broken.message)
      }
      knownRowCounts = after
    }

    /// Records one structural edit; outside any group it is checked and shown at once.
    func recordEdit(_ update: StandInTableUpdate) {
      checkEdit(update.logEntry)
      let outermost = !isInUpdateGroup
      let before = outermost ? countsBeforeUpdates() : nil
      recordedUpdates.append(update)
      if outermost { checkUpdates([update], countsBefore: before) }
      updateDisplayedCellsOutsideGroups()
    }

    /// Asks the data source for its section count (when it implements `numberOfSections(in:)`;
    /// one section otherwise) and each section's row count.
    ///
    /// Drop placeholders are not counted (`DragAndDrop.swift`, `StandInPlaceholder`).
    func askRowCounts() -> [Int] {
      guard dataSource != nil else { return [] }
      return (0..<max(askedNumberOfSections(), 0)).map { askedNumberOfRows(inSection: $0) }
    }
  }

  /// One structural update a `UITableView` stand-in was told about.
  public enum StandInTableUpdate: Hashable, Sendable {
    /// `reloadData()`.
    case reloadData
    /// `beginUpdates()`.
    case beginUpdates
    /// `endUpdates()`.
    case endUpdates
    /// The start of `performBatchUpdates(_:completion:)`, before its updates run.
    case batchUpdatesBegin
    /// The end of `performBatchUpdates(_:completion:)`, after its updates ran.
    case batchUpdatesEnd
    /// `insertRows(at:with:)`.
    case insertRows([IndexPath], UITableView.RowAnimation)
    /// `deleteRows(at:with:)`.
    case deleteRows([IndexPath], UITableView.RowAnimation)
    /// `reloadRows(at:with:)`.
    case reloadRows([IndexPath], UITableView.RowAnimation)
    /// `reconfigureRows(at:)`.
    case reconfigureRows([IndexPath])
    /// `moveRow(at:to:)`.
    case moveRow(from: IndexPath, to: IndexPath)
    /// `insertSections(_:with:)`.
    case insertSections(IndexSet, UITableView.RowAnimation)
    /// `deleteSections(_:with:)`.
    case deleteSections(IndexSet, UITableView.RowAnimation)
    /// `reloadSections(_:with:)`.
    case reloadSections(IndexSet, UITableView.RowAnimation)
    /// `moveSection(_:toSection:)`.
    case moveSection(from: Int, to: Int)

    /// The update as one line of text, without the animation.
    ///
    /// Index paths print as `section.row`, so `deleteRows(at: [IndexPath(row: 1, section: 0)],
    /// with: .fade)` gives `"deleteRows [0.1]"`; a move gives `"moveRow 0.1 -> 2.0"`; sections
    /// print as `"insertSections [0, 2]"`.
    public var logEntry: String {
      switch self {
      case .reloadData: return "reloadData"
      case .beginUpdates: return "beginUpdates"
      case .endUpdates: return "endUpdates"
      case .batchUpdatesBegin: return "performBatchUpdates begin"
      case .batchUpdatesEnd: return "performBatchUpdates end"
      case .insertRows(let paths, _): return "insertRows \(Self.text(paths))"
      case .deleteRows(let paths, _): return "deleteRows \(Self.text(paths))"
      case .reloadRows(let paths, _): return "reloadRows \(Self.text(paths))"
      case .reconfigureRows(let paths): return "reconfigureRows \(Self.text(paths))"
      case .moveRow(let from, let to): return "moveRow \(Self.text(from)) -> \(Self.text(to))"
      case .insertSections(let sections, _): return "insertSections \(Self.text(sections))"
      case .deleteSections(let sections, _): return "deleteSections \(Self.text(sections))"
      case .reloadSections(let sections, _): return "reloadSections \(Self.text(sections))"
      case .moveSection(let from, let to): return "moveSection \(from) -> \(to)"
      }
    }

    /// The animation of the update, or `nil` for updates that take none.
    public var animation: UITableView.RowAnimation? {
      switch self {
      case .insertRows(_, let animation), .deleteRows(_, let animation),
        .reloadRows(_, let animation), .insertSections(_, let animation),
        .deleteSections(_, let animation), .reloadSections(_, let animation):
        return animation
      default:
        return nil
      }
    }

    private static func text(_ path: IndexPath) -> String {
      path.map(String.init).joined(separator: ".")
    }

    private static func text(_ paths: [IndexPath]) -> String {
      "[" + paths.map(text).joined(separator: ", ") + "]"
    }

    private static func text(_ sections: IndexSet) -> String {
      "[" + sections.map(String.init).joined(separator: ", ") + "]"
    }
  }
#endif
