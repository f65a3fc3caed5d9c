import TableHandlersCore

/// What changed between two declarations of a table, by identifier: the structural edits as
/// one batch, and the content changes to show after it.
///
/// ``DeclaredTable/update(to:)`` computes it, applies it to the registry, and returns it so
/// that a host can show the same change: a table view performs ``update`` as one animated
/// `performBatchUpdates` (the registry already has it), then reconfigures ``reconfiguredRows``,
/// reloads ``reloadedRows`` and refreshes the headers and footers of ``reconfiguredSections``. `HeadlessTable(declared:)` shows every diff by itself.
public struct DeclarationDiff: Hashable, Sendable {
  /// The structural edits, with `performBatchUpdates` index semantics; valid for the
  /// registry's `TableHandlers.apply(_:)` and, by the rules below, for one UIKit batch.
  ///
  /// - Sections: deleted, inserted, and moved when their order relative to the other kept
  ///   sections changed. An inserted section brings its rows with it, as in UIKit: they are
  ///   not listed as row inserts.
  /// - Rows: deleted, inserted, moved (across sections too) when their order relative to the
  ///   other kept rows of their section changed or their section did. A row that moves into an
  ///   inserted section, or out of a deleted one, is deleted and inserted instead (UIKit
  ///   cannot move a row into a newly inserted section).
  /// - Reloads: rows that stay where they are, in a section that does not move, whose declared
  ///   content changed; by position before the update.
  public var update: TableUpdate

  /// Rows whose declared content changed but that UIKit cannot reload in the same batch.
  ///
  /// These are rows that move and rows of a section that moves, by position after the update,
  /// ascending, whose new content the same kind of cell shows; reconfigure them once
  /// ``update`` is applied.
  public var reconfiguredRows: [TablePosition]

  /// Rows whose declared content changed, that UIKit cannot reload in the same batch, and that
  /// need another kind of cell: their `RowContent.style` or their custom cell's kind (on
  /// UIKit, its reuse identifier) changed.
  ///
  /// Like ``reconfiguredRows``, these are rows that move and rows of a section that moves, by
  /// position after the update, ascending; the two lists are disjoint. Reload them (UIKit's
  /// `reloadRows(at:with:)`) once ``update`` is applied, after its batch: a reconfigured row
  /// gets the same cell back, and a row cannot be moved and reloaded in one batch. Rows that
  /// stay in place are reloaded in ``update`` itself.
  public var reloadedRows: [TablePosition]

  /// Kept sections whose header or footer title changed, by index after the update, ascending;
  /// refresh their header and footer views once ``update`` is applied.
  public var reconfiguredSections: [Int]

  /// Creates a diff.
  ///
  /// - Parameters:
  ///   - update: The structural edits.
  ///   - reconfiguredRows: Rows to reconfigure after the edits.
  ///   - reloadedRows: Rows to reload, in new cells, after the edits.
  ///   - reconfiguredSections: Sections whose titles to refresh after the edits.
  public init(
    update: TableUpdate = TableUpdate(), reconfiguredRows: [TablePosition] = [],
    reloadedRows: [TablePosition] = [], reconfiguredSections: [Int] = []
  ) {
    self.update = update
    self.reconfiguredRows = reconfiguredRows
    self.reloadedRows = reloadedRows
    self.reconfiguredSections = reconfiguredSections
  }

  /// Whether the two declarations showed the same thing: nothing to apply.
  public var isEmpty: Bool {
    update.isEmpty && reconfiguredRows.isEmpty && reloadedRows.isEmpty
      && reconfiguredSections.isEmpty
  }
}

extension DeclarationDiff: CustomStringConvertible {
  /// The difference in words: the batch's edits, then the rows and sections to reconfigure,
  /// then the rows to reload in new cells.
  ///
  /// ```swift
  /// // "insert section 2; reload row 0.0; then reconfigure row 1.0; then reload row 2.1 in a new cell"
  /// ```
  ///
  /// An empty diff reads "no changes".
  public var description: String {
    var parts: [String] = []
    if !update.isEmpty { parts.append(update.description) }
    var after: [String] = []
    if !reconfiguredRows.isEmpty {
      let noun = reconfiguredRows.count == 1 ? "row" : "rows"
      after.append("\(noun) \(reconfiguredRows.map(\.description).joined(separator: ", "))")
    }
    if !reconfiguredSections.isEmpty {
      let noun =
        reconfiguredSections.count == 1 ? "the titles of section" : "the titles of sections"
      after.append("\(noun) \(reconfiguredSections.map(String.init).joined(separator: ", "))")
    }
    if !after.isEmpty {
      parts.append(
        (parts.isEmpty ? "" : "then ") + "reconfigure " + after.joined(separator: " and "))
    }
    if !reloadedRows.isEmpty {
      let rows = reloadedRows.map(\.description).joined(separator: ", ")
      parts.append(
        (parts.isEmpty ? "" : "then ")
          + (reloadedRows.count == 1
            ? "reload row \(rows) in a new cell" : "reload rows \(rows) in new cells"))
    }
    return parts.isEmpty ? "no changes" : parts.joined(separator: "; ")
  }
}
