/// A wrong answer from a handler or the app's object that the registry corrected instead of
/// passing it on to UIKit, or an edit the registry could not follow, reported through
/// ``TableHandlers/misuseHandler``.
public enum TableMisuse: Hashable, Sendable, CustomStringConvertible {
  /// A height that is NaN, infinite, or negative and not ``TableDimension/automatic``; the
  /// table got `automatic` instead.
  case invalidHeight(Double, event: String, section: Int, row: Int?)
  /// A negative row or section count; the table got 0 instead.
  case negativeCount(Int, event: String, section: Int?)
  /// A row the user dragged that the handlers could not follow: the registry's shape (the
  /// counts the table was last told) does not hold the move, which happens when the table view
  /// was edited behind the registry's back (UIKit's own `deleteRows(at:with:)` instead of the
  /// registry's). The `moveRow` handler was still told, so that the app's model follows the
  /// table; the row and section handlers stayed where they were.
  case unfollowedMove(from: TablePosition, to: TablePosition, reason: String)
  /// A count the table answered differs from the one the registry last told it, and no edit
  /// went through the registry in between: the table view was edited behind the registry's back
  /// (UIKit's own `deleteRows(at:with:)`, `insertSections(_:with:)` and the like, or a
  /// `reloadData()` after the model's counts changed), so handlers registered for single rows
  /// (`section` names the section) or for single sections and rows (`section` is `nil`: the
  /// number of sections changed) may now answer other rows than the ones they were registered
  /// for. The registry takes the new count. Edit through the table instead
  /// (`call.table.deleteRows(at:)`, or the attached table view's position-taking methods), or
  /// tell the registry (`followDeletedRows(at:)` and the other `follow…` edits).
  case unfollowedCountChange(section: Int?, registryCount: Int, tableCount: Int)
  /// A handler registered with an owner (`owner:`) was called after its owner was released: it
  /// answered the event's default instead (nothing, for an event that returns nothing). The
  /// event's name and the place: `section` and `row` for a row event, `section` alone for a
  /// section event, neither for a table event or for a declared table's own closure
  /// (`redeclare`).
  case ownerGone(event: String, section: Int?, row: Int?)
  /// A custom view described by kind (``CustomViewDescription``: a row's custom cell or
  /// accessory view, a section's custom header or footer view) whose kind the app registered
  /// no view class for on this platform: the platform's own view showed instead (the row's
  /// texts, the section's title). `view` names which view (`"cell"`, `"accessory view"`,
  /// `"header view"`, `"footer view"`); `row` is `nil` for a section's view.
  case unregisteredViewKind(kind: String, view: String, section: Int, row: Int?)
  /// An update asked for through the table (`call.table.deleteRows(at:)`, `performUpdates`,
  /// the table view's or list's own `performUpdates`) that deletes rows or sections while UIKit
  /// settles the user's reorder: from a `moveRow` handler, or later in the same turn of the run
  /// loop. UIKit crashes on such a deletion until the reorder has settled, on the next turn (as
  /// apps' issues report), so the registry and the view took the update on the next turn,
  /// together; the call had returned, having checked the update. Other updates asked for from a
  /// `moveRow` handler wait the same way, unreported: the registry moves the row after the
  /// handler returns.
  case deletionAfterReorderDeferred(TableUpdate)
  /// An update asked for through the table while the user reorders a row (by its reorder
  /// control, or by dragging it over the table), which UIKit does not survive on devices. The
  /// registry applied it as asked: it cannot hold it back, since the app's model has already
  /// changed and the drop reports the row's move in the positions the table shows. Update while
  /// the table view's `hasUncommittedUpdates` is `false`, or declare the table (a declared
  /// table waits for the reorder to end and settle).
  case updateWhileReordering(TableUpdate)

  /// A sentence naming the event, the place and the value.
  public var description: String {
    switch self {
    case .invalidHeight(let value, let event, let section, let row):
      let place = row.map { "\(section).\($0)" } ?? "section \(section)"
      return "\(event) at \(place) answered \(value); used automatic (-1) instead"
    case .negativeCount(let value, let event, let section):
      let place = section.map { " for section \($0)" } ?? ""
      return "\(event)\(place) answered \(value); used 0 instead"
    case .unfollowedMove(let source, let destination, let reason):
      return "the move of row \(source.section).\(source.row) to"
        + " \(destination.section).\(destination.row) could not move its handlers (\(reason));"
        + " the moveRow handler was told, the handlers stayed"
    case .unfollowedCountChange(let section, let registryCount, let tableCount):
      let what =
        section.map { "section \($0) has \(tableCount) rows" }
        ?? "the table has \(tableCount) sections"
      return "\(what), but the registry last told it \(registryCount) and was not told of an edit;"
        + " handlers registered for single \(section == nil ? "sections and rows" : "rows") stayed"
        + " at their positions (an edit of the table view behind the registry's back?"
        + " edit through the table, or tell the registry with its follow… edits)"
    case .ownerGone(let event, let section, let row):
      let place =
        switch (section, row) {
        case (let section?, let row?): " at \(section).\(row)"
        case (let section?, nil): " for section \(section)"
        default: ""
        }
      return "the owner of the \(event) handler\(place) is gone; it answered the default"
        + " (the handler outlived the object it was registered with: remove it, or declare the"
        + " table again, when the owner goes)"
    case .unregisteredViewKind(let kind, let view, let section, let row):
      let place = row.map { "row \(section).\($0)" } ?? "section \(section)"
      return "the \(view) of \(place) is of kind '\(kind)', which no view class is registered"
        + " for; the platform's own view showed instead (register the kind once, before the"
        + " table shows, for example with registerCell(_:forKind:configure:))"
    case .deletionAfterReorderDeferred(let update):
      return "an update that deletes (\(update)) was asked for while the table settles the"
        + " user's reorder, which UIKit does not survive; it was held back and applied after the"
        + " move, once the reorder had settled"
    case .updateWhileReordering(let update):
      return "an update (\(update)) was asked for while the user reorders a row, which UIKit"
        + " does not survive; it was applied as asked (update once hasUncommittedUpdates is"
        + " false, or declare the table, which waits)"
    }
  }
}

extension TableHandlers {
  /// Answers a row height event, replacing a NaN, infinite or negative answer (other than
  /// ``TableDimension/automatic``) with `automatic` and reporting it to ``misuseHandler``.
  ///
  /// - Parameters:
  ///   - event: `.heightForRow` or `.estimatedHeightForRow`.
  ///   - position: The row.
  ///   - table: The table being served.
  /// - Returns: A height UIKit can use.
  public func height(
    _ event: RowEvent<Void, Double>, at position: TablePosition, on table: any TableHost
  ) -> Double {
    checkedHeight(answer(event, at: position, on: table), event.id, position.section, position.row)
  }

  /// Answers a header or footer height event, replacing an unusable answer as
  /// ``height(_:at:on:)`` does.
  ///
  /// - Parameters:
  ///   - event: `.heightForHeader`, `.heightForFooter` or their estimates.
  ///   - section: The section.
  ///   - table: The table being served.
  /// - Returns: A height UIKit can use.
  public func height(_ event: SectionEvent<Void, Double>, in section: Int, on table: any TableHost)
    -> Double
  {
    checkedHeight(answer(event, in: section, on: table), event.id, section, nil)
  }

  func checkedHeight(_ value: Double, _ id: EventID, _ section: Int, _ row: Int?) -> Double {
    if value.isFinite, value >= 0 || value == TableDimension.automatic { return value }
    reportMisuse(.invalidHeight(value, event: id.name, section: section, row: row))
    return TableDimension.automatic
  }

  /// Reports misuse to ``misuseHandler``, or prints it when there is none.
  ///
  /// - Parameter misuse: What went wrong.
  package func reportMisuse(_ misuse: TableMisuse) {
    if let misuseHandler {
      misuseHandler(misuse)
    } else {
      print("TableHandlers: \(misuse)")
    }
  }
}
