// Sections that declare their rows in a closure of their own. Inside the closure of a table
// that observes its model (`DeclaredTable(observing:declaring:)`), the table runs each such
// closure after its own, each under its own observation tracking, so that a change to what only
// one section read declares that section alone again. Anywhere else the closure runs at once and
// the section is an ordinary one.

extension Section {
  /// Creates a section whose rows a closure of their own declares: in a table that observes its
  /// model, a change to what only this closure read declares this section alone again.
  ///
  /// ```swift
  /// let table = DeclaredTable<String, String>(observing: mail) { mail in
  ///   for folder in mail.folders {
  ///     Section.observed(folder.name, header: folder.name) {
  ///       for message in folder.messages { Row(message, text: message) }
  ///     }
  ///   }
  /// }
  /// mail.folders[3].messages.append("Lunch?")  // runs folder 3's closure alone, diffs its rows
  /// ```
  ///
  /// Made while the closure of a table made with
  /// `DeclaredTable.init(handlers:observing:rejectedUpdateHandler:declaring:)` runs, the section
  /// has no rows yet: the table runs `rows` once its own closure has returned, under a tracking
  /// of its own (see the page "Tables that follow an observable model"). Anywhere else (a table
  /// that does not observe, a declaration built for ``DeclaredTable/update(to:)``), `rows` runs
  /// at once, and the section is the same as `Section(id, header:, footer:) { … }`.
  ///
  /// The table keeps `rows` as long as it shows the section: a closure that captures an object
  /// that keeps the table (a view controller) is a retain cycle; pass that object as `owner`
  /// instead (``observed(_:header:footer:owner:rows:)``).
  ///
  /// - Parameters:
  ///   - id: The section's identifier, unique in the table.
  ///   - header: The header title.
  ///   - footer: The footer title.
  ///   - rows: Declares the rows.
  /// - Returns: The section.
  @MainActor
  public static func observed(
    _ id: ID, header: String? = nil, footer: String? = nil,
    @RowBuilder<RowID> rows: @escaping @MainActor () -> [Row<RowID>]
  ) -> Section {
    deferring(id, header: header, footer: footer) { rows() }
  }

  /// Creates a section whose rows a closure of their own declares from an owner, held weakly:
  /// in a table that observes its model, a change to what only this closure read declares this
  /// section alone again.
  ///
  /// ```swift
  /// Section.observed("inbox", header: "Inbox", owner: screen) { screen in
  ///   for message in screen.inbox.messages { Row(message, text: message) }
  /// }
  /// ```
  ///
  /// As ``observed(_:header:footer:rows:)``, but the table does not keep `owner` alive. Once it
  /// is gone, a change declares nothing more for the section.
  ///
  /// - Parameters:
  ///   - id: The section's identifier, unique in the table.
  ///   - header: The header title.
  ///   - footer: The footer title.
  ///   - owner: The object passed to `rows`, usually the screen; not retained.
  ///   - rows: Declares the rows from the owner.
  /// - Returns: The section.
  @MainActor
  public static func observed<Owner: AnyObject>(
    _ id: ID, header: String? = nil, footer: String? = nil, owner: Owner,
    @RowBuilder<RowID> rows: @escaping @MainActor (Owner) -> [Row<RowID>]
  ) -> Section {
    deferring(id, header: header, footer: footer) { [weak owner] in owner.map(rows) }
  }

  /// A section whose rows wait for the observing table that is declaring, if any; otherwise
  /// declared at once.
  @MainActor
  private static func deferring(
    _ id: ID, header: String?, footer: String?,
    rows: @escaping @MainActor () -> [Row<RowID>]?
  ) -> Section {
    guard ObservedSectionRecording.isRecording else {
      return Section(id, header: header, footer: footer, rows: rows() ?? [])
    }
    var section = Section(id, header: header, footer: footer, rows: [])
    section.deferredRows = rows
    return section
  }
}

/// Whether an observing table's closure is running, on the main actor: sections made by
/// `Section.observed` then leave their rows to that table.
@MainActor
enum ObservedSectionRecording {
  /// How many observing tables' closures are running (one, unless a closure declares a table
  /// inside its own).
  private static var depth = 0

  /// Whether sections made now leave their rows to an observing table.
  static var isRecording: Bool { depth > 0 }

  /// Runs an observing table's closure, sections made meanwhile leaving their rows to it.
  static func recording<Result>(_ body: () -> Result) -> Result {
    depth += 1
    defer { depth -= 1 }
    return body()
  }

  /// Runs code that makes ordinary sections, even inside an observing table's closure (the
  /// closure of a section, run by that table).
  static func notRecording<Result>(_ body: () -> Result) -> Result {
    let saved = depth
    depth = 0
    defer { depth = saved }
    return body()
  }
}
