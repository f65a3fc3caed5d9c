import TableHandlersCore

/// What changed between two declarations of a table, by identifier: the structural edits as
/// one batch, and the content changes to show after it.
///
/// ``DeclaredTable/update(to:)`` computes it, applies it to the registry, and returns it. The
/// host showing the table shows the same change: on UIKit (`attach(to:animation:)` in
/// TableHandlersUIKit) ``update`` as one animated `performBatchUpdates` with the registry
/// changed inside it (two, the rows' edits then the sections' moves and inserts, when it moves
/// a section whose rows change, which devices do not survive in one batch), then
/// ``reconfiguredRows`` reconfigured in their cells, ``reloadedRows`` reloaded and the headers
/// and footers of ``reconfiguredSections`` refreshed in place; `HeadlessTable(declared:)`
/// shows it too. The app sees one diff and one ``DeclaredTable/didApplyUpdate`` either way.
///
/// An update that cannot be applied now waits (see ``DeclaredUpdateWait``): its diff is empty,
/// ``waitingFor`` says what it waits for, and the diff applied later goes to
/// ``DeclaredTable/didApplyUpdate``.
public struct DeclarationDiff: Hashable, Sendable {
  /// The structural edits, with `performBatchUpdates` index semantics.
  ///
  /// Valid for the registry's `TableHandlers.apply(_:)` and, by the rules below, by UIKit's
  /// documented batch rules. A host shows an update that moves a section and edits rows in it
  /// in two batches (see Docs/UIKitRules.md).
  ///
  /// - Sections: deleted, inserted, and moved when their order relative to the other kept
  ///   sections changed. An inserted section brings its rows with it, as in UIKit: they are
  ///   not listed as row inserts.
  /// - Rows: deleted, inserted, moved (across sections too) when their order relative to the
  ///   other kept rows of their section changed or their section did. A row that moves into an
  ///   inserted section, or out of a deleted one, is deleted and inserted instead (UIKit
  ///   cannot move a row into a newly inserted section).
  /// - No reloads: a row whose content changed is in ``reconfiguredRows`` or ``reloadedRows``,
  ///   shown after the batch, so that a content change keeps the row's cell where it can.
  public var update: TableUpdate

  /// Kept rows whose declared content changed and whose new content the same kind of cell
  /// shows, by position after the update, ascending.
  ///
  /// Reconfigure them once ``update`` is applied (UIKit's `reconfigureRows(at:)`, iOS 15, which
  /// keeps each row's cell; `reloadRows` before).
  public var reconfiguredRows: [TablePosition]

  /// Kept rows whose declared content changed and that need another kind of cell: their
  /// `RowContent.style` or their custom cell's kind (on UIKit, its reuse identifier) changed.
  ///
  /// By position after the update, ascending; disjoint from ``reconfiguredRows``. Reload them
  /// (UIKit's `reloadRows(at:with:)`) once ``update`` is applied, after its batch: a
  /// reconfigured row gets the same cell back, and a row cannot be moved and reloaded in one
  /// batch.
  public var reloadedRows: [TablePosition]

  /// Kept sections whose header or footer title changed, by index after the update, ascending;
  /// refresh their header and footer views once ``update`` is applied.
  public var reconfiguredSections: [Int]

  /// Whether the titles of the table's section index changed (came, went or changed);
  /// show them again once ``update`` is applied.
  ///
  /// UIKit asks a table view's index titles only when it reloads its data or its index
  /// (`reloadSectionIndexTitles()`), not after a batch: a table view's host
  /// (`attach(to:animation:)`) reloads the index after the batch when this is `true`, and a
  /// list's host, whose collection view cannot reload its index alone, reloads its data
  /// instead of running a batch. Which section a title jumps to is asked when it is tapped, so a
  /// change of targets alone is not reported. See ``TableDeclaration/sectionIndex(titles:section:)``
  /// and ``Section/indexTitle(_:)``.
  public var sectionIndexChanged = false

  /// What the update waits for before it is applied; `nil` when it was applied now (or was
  /// rejected, or changed nothing).
  ///
  /// ```swift
  /// let diff = table.update(to: screen(model))  // inside a swipe-to-delete's commit
  /// diff.waitingFor  // .callback: applied once UIKit's callback has returned
  /// ```
  ///
  /// A diff that waits is empty; the diff applied when the wait ends is passed to
  /// ``DeclaredTable/didApplyUpdate``. Until then ``DeclaredTable/waitingFor`` says the same.
  public var waitingFor: DeclaredUpdateWait?

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

  /// An empty diff for an update that waits.
  init(waitingFor wait: DeclaredUpdateWait?) {
    self.init()
    waitingFor = wait
  }

  /// Whether nothing was applied: the two declarations showed the same thing, or the update
  /// waits (``waitingFor``).
  public var isEmpty: Bool {
    update.isEmpty && reconfiguredRows.isEmpty && reloadedRows.isEmpty
      && reconfiguredSections.isEmpty && !sectionIndexChanged
  }
}

extension DeclarationDiff: CustomStringConvertible {
  /// The difference in words: the batch's edits, then the rows and sections to reconfigure,
  /// then the rows to reload in new cells.
  ///
  /// ```swift
  /// // "insert section 2; then reconfigure row 1.0; then reload row 2.1 in a new cell"
  /// ```
  ///
  /// A changed section index adds "reload the section index". An empty diff reads "no
  /// changes", and one that waits says what for ("no changes yet:
  /// waits for the running animation").
  public var description: String {
    if let waitingFor { return "no changes yet: \(waitingFor)" }
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
    if sectionIndexChanged {
      parts.append((parts.isEmpty ? "" : "then ") + "reload the section index")
    }
    return parts.isEmpty ? "no changes" : parts.joined(separator: "; ")
  }
}
