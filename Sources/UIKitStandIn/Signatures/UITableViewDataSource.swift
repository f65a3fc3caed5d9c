#if !canImport(UIKit)
  import Foundation

  // Signatures declared by UIKit in `UITableView.h` (the iOS 17 SDK's UIKit headers).

  /// The members of `UITableViewDataSource`, each required and none given a default, declared once for
  /// both protocols: `UITableViewDataSource` refines this one and gives its optional members UIKit's
  /// absent-method defaults (the extension below).
  ///
  /// A type that conforms to this protocol but not to `UITableViewDataSource` (the adapter's base class;
  /// its subclass adds the UIKit conformance) must implement every member with UIKit's exact
  /// signature, so that a mistyped label fails to compile on Linux instead of being silently
  /// ignored by UIKit on iOS, where the SDK's "nearly matches" warning does the same.
  @MainActor public protocol UITableViewDataSourceRequirements: AnyObject {
    /// Asks for the number of rows in a section.
    ///
    /// `tableView:numberOfRowsInSection:`, iOS 2.0. Required.
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int

    /// Asks for the cell to display at an index path.
    ///
    /// `tableView:cellForRowAtIndexPath:`, iOS 2.0. Required.
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell

    /// Asks for the number of sections.
    ///
    /// `numberOfSectionsInTableView:`, iOS 2.0.
    func numberOfSections(in tableView: UITableView) -> Int

    /// Asks for the title of a section header.
    ///
    /// `tableView:titleForHeaderInSection:`, iOS 2.0.
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?

    /// Asks for the title of a section footer.
    ///
    /// `tableView:titleForFooterInSection:`, iOS 2.0.
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?

    /// Asks whether a row can be edited.
    ///
    /// `tableView:canEditRowAtIndexPath:`, iOS 2.0.
    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool

    /// Asks whether a row can be moved.
    ///
    /// `tableView:canMoveRowAtIndexPath:`, iOS 2.0.
    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool

    /// Asks for the titles of the section index.
    ///
    /// `sectionIndexTitlesForTableView:`, iOS 2.0.
    func sectionIndexTitles(for tableView: UITableView) -> [String]?

    /// Asks which section a section-index title jumps to.
    ///
    /// `tableView:sectionForSectionIndexTitle:atIndex:`, iOS 2.0.
    func tableView(
      _ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int
    ) -> Int

    /// Asks to commit the insertion or deletion of a row.
    ///
    /// `tableView:commitEditingStyle:forRowAtIndexPath:`, iOS 2.0.
    func tableView(
      _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
      forRowAt indexPath: IndexPath)

    /// Tells the data source that a row moved.
    ///
    /// `tableView:moveRowAtIndexPath:toIndexPath:`, iOS 2.0.
    func tableView(
      _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
      to destinationIndexPath: IndexPath)
  }

  /// The stand-in for UIKit's `UITableViewDataSource`: supplies sections, rows and cells.
  ///
  /// Linux has no `optional` requirements, so every UIKit member is declared with UIKit's exact
  /// Swift signature, and the members that are optional in UIKit get default implementations in an
  /// extension that mirror UIKit's behaviour when the method is absent. Only
  /// `tableView(_:numberOfRowsInSection:)` and `tableView(_:cellForRowAt:)` must be implemented.
  @MainActor
  public protocol UITableViewDataSource: NSObjectProtocol, UITableViewDataSourceRequirements {}

  /// Defaults for the optional `UITableViewDataSource` members, matching UIKit without them.
  @MainActor
  extension UITableViewDataSource {
    /// Returns `1`, UIKit's value when the method is absent.
    public func numberOfSections(in tableView: UITableView) -> Int {
      1
    }

    /// Returns `nil`: no header title.
    public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
    {
      nil
    }

    /// Returns `nil`: no footer title.
    public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?
    {
      nil
    }

    /// Returns `true`: without the method every row is editable.
    public func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
      true
    }

    /// Returns `true`: the method can only veto rows.
    public func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
      true
    }

    /// Returns `nil`: no section index.
    public func sectionIndexTitles(for tableView: UITableView) -> [String]? {
      nil
    }

    /// Returns `index`.
    public func tableView(
      _ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int
    ) -> Int {
      index
    }

    /// Does nothing.
    public func tableView(
      _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
      forRowAt indexPath: IndexPath
    ) {}

    /// Does nothing.
    public func tableView(
      _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
      to destinationIndexPath: IndexPath
    ) {}
  }

  extension TableSelectors {
    /// The selectors of `UITableViewDataSource`, in its declaration order, required members first.
    public static let dataSource: [String] = dataSourceMethods.map(\.selector)

    /// Each member of `UITableViewDataSource`, in its declaration order: its selector, spelled as UIKit's
    /// headers spell it, and what UIKit uses in its place when it is not implemented
    /// (``UITableView/answerWithoutMethod(_:at:)``; `nil` for a required method).
    ///
    /// Sources: [H] the iOS 17 `UITableView.h`; [D] Apple's documentation of the method or of the
    /// table view property named. Where UIKit documents nothing, the comment says so and the
    /// answer is what a table without the method shows.
    static let dataSourceMethods: [StandInMethod] = [
      // Required: [H] `@required`.
      StandInMethod(TableSelectors.numberOfRows) { _, _ in nil },
      StandInMethod(TableSelectors.cellForRow) { _, _ in nil },
      // [H] "Default is 1 if not implemented".
      StandInMethod(TableSelectors.numberOfSections) { _, _ in .int(1) },
      // [D] titleForHeaderInSection: the table shows no title where it gets none.
      StandInMethod(TableSelectors.titleForHeader) { _, _ in .noObject },
      StandInMethod(TableSelectors.titleForFooter) { _, _ in .noObject },
      // [H] "If not implemented, all rows are assumed to be editable."
      StandInMethod(TableSelectors.canEditRow) { _, _ in .bool(true) },
      // [H] "By default, the reordering control will be shown only if the datasource implements
      // -tableView:moveRowAtIndexPath:toIndexPath:": every row may move.
      StandInMethod(TableSelectors.canMoveRow) { _, _ in .bool(true) },
      // [D] sectionIndexTitles(for:): no index without titles.
      StandInMethod(TableSelectors.sectionIndexTitles) { _, _ in .noObject },
      // Undocumented, and asked of the whole table only.
      StandInMethod(TableSelectors.sectionForSectionIndexTitle) { _, _ in nil },
      // Notifications and actions: nothing happens in their place.
      StandInMethod(TableSelectors.commitEditing) { _, _ in .nothing },
      StandInMethod(TableSelectors.moveRow) { _, _ in .nothing },
    ]
  }

  // How the simulation asks the data source (stand-in only): see `dataSourceAnswer`.
  extension UITableView {
    /// The number of sections: `numberOfSections(in:)`, else 1.
    func askedNumberOfSections() -> Int {
      dataSourceAnswer(TableSelectors.numberOfSections, at: IndexPath(row: 0, section: 0)) {
        $0.numberOfSections(in: self)
      }
    }

    /// The data source's row count of a section (a required member); 0 without a data source.
    func askedNumberOfRows(inSection section: Int) -> Int {
      dataSource?.tableView(self, numberOfRowsInSection: section) ?? 0
    }

    /// The data source's section index titles, or `nil` (no index) when it does not implement
    /// `sectionIndexTitlesForTableView:` or has none; asked on the layout after `reloadData()`
    /// and by `reloadSectionIndexTitles()` (`UITableView.swift` says when, with its sources).
    func askedSectionIndexTitles() -> [String]? {
      guard dataSource != nil else { return nil }
      let titles: [String]? = dataSourceAnswer(
        TableSelectors.sectionIndexTitles, at: IndexPath(row: 0, section: 0)
      ) { $0.sectionIndexTitles(for: self) }
      return titles
    }

    /// The data source's cell for a row (a required member), or `nil` without a data source.
    func askedCell(forRowAt indexPath: IndexPath) -> UITableViewCell? {
      dataSource?.tableView(self, cellForRowAt: indexPath)
    }

    /// A section header's title: `tableView(_:titleForHeaderInSection:)`, else none.
    func askedTitleForHeader(inSection section: Int) -> String? {
      dataSourceAnswer(
        TableSelectors.titleForHeader, at: IndexPath(row: 0, section: section)
      ) {
        $0.tableView(self, titleForHeaderInSection: section)
      }
    }

    /// A section footer's title: `tableView(_:titleForFooterInSection:)`, else none.
    func askedTitleForFooter(inSection section: Int) -> String? {
      dataSourceAnswer(
        TableSelectors.titleForFooter, at: IndexPath(row: 0, section: section)
      ) {
        $0.tableView(self, titleForFooterInSection: section)
      }
    }

    /// Whether a row is editable: `tableView(_:canEditRowAt:)`, else UIKit's answer.
    func askedCanEditRow(at indexPath: IndexPath) -> Bool {
      dataSourceAnswer(TableSelectors.canEditRow, at: indexPath) {
        $0.tableView(self, canEditRowAt: indexPath)
      }
    }

    /// Whether a row can move: `tableView(_:canMoveRowAt:)`, else UIKit's answer.
    func askedCanMoveRow(at indexPath: IndexPath) -> Bool {
      dataSourceAnswer(TableSelectors.canMoveRow, at: indexPath) {
        $0.tableView(self, canMoveRowAt: indexPath)
      }
    }

    /// Whether the data source implemented `tableView(_:commit:forRowAt:)` when it was assigned.
    var dataSourceCommitsEdits: Bool {
      cachedDataSourceSelectors.contains(TableSelectors.commitEditing)
    }

    /// Tells the data source to commit an edit, if it implements the method.
    ///
    /// - Returns: Whether it was told.
    func tellDataSourceToCommit(
      _ style: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) -> Bool {
      guard dataSourceCommitsEdits, let dataSource else { return false }
      dataSource.tableView(self, commit: style, forRowAt: indexPath)
      return true
    }

    /// Whether the data source implemented `tableView(_:moveRowAt:to:)` when it was assigned.
    var dataSourceMovesRows: Bool {
      cachedDataSourceSelectors.contains(TableSelectors.moveRow)
    }

    /// Tells the data source that the user moved a row.
    func tellDataSourceRowMoved(from source: IndexPath, to destination: IndexPath) {
      dataSource?.tableView(self, moveRowAt: source, to: destination)
    }
  }

  extension TableSelectors {
    /// `tableView:numberOfRowsInSection:`.
    public static let numberOfRows = "tableView:numberOfRowsInSection:"

    /// `tableView:cellForRowAtIndexPath:`.
    public static let cellForRow = "tableView:cellForRowAtIndexPath:"

    /// `numberOfSectionsInTableView:`.
    public static let numberOfSections = "numberOfSectionsInTableView:"

    /// `tableView:titleForHeaderInSection:`.
    public static let titleForHeader = "tableView:titleForHeaderInSection:"

    /// `tableView:titleForFooterInSection:`.
    public static let titleForFooter = "tableView:titleForFooterInSection:"

    /// `tableView:canEditRowAtIndexPath:`.
    public static let canEditRow = "tableView:canEditRowAtIndexPath:"

    /// `tableView:canMoveRowAtIndexPath:`.
    public static let canMoveRow = "tableView:canMoveRowAtIndexPath:"

    /// `sectionIndexTitlesForTableView:`.
    public static let sectionIndexTitles = "sectionIndexTitlesForTableView:"

    /// `tableView:sectionForSectionIndexTitle:atIndex:`.
    public static let sectionForSectionIndexTitle = "tableView:sectionForSectionIndexTitle:atIndex:"

    /// `tableView:commitEditingStyle:forRowAtIndexPath:`.
    public static let commitEditing = "tableView:commitEditingStyle:forRowAtIndexPath:"

    /// `tableView:moveRowAtIndexPath:toIndexPath:`.
    public static let moveRow = "tableView:moveRowAtIndexPath:toIndexPath:"
  }

  /// A call of one `UITableViewDataSource` member with its arguments, the table view aside (stand-in
  /// only): how a test asks an object a member directly, as UIKit asks it, with
  /// ``UITableView/send(_:to:)``, naming the member by its case.
  public enum DataSourceMessage {
    /// `tableView:numberOfRowsInSection:`.
    case numberOfRows(section: Int)
    /// `tableView:cellForRowAtIndexPath:`.
    case cellForRow(at: IndexPath)
    /// `numberOfSectionsInTableView:`.
    case numberOfSections
    /// `tableView:titleForHeaderInSection:`.
    case titleForHeader(section: Int)
    /// `tableView:titleForFooterInSection:`.
    case titleForFooter(section: Int)
    /// `tableView:canEditRowAtIndexPath:`.
    case canEditRow(at: IndexPath)
    /// `tableView:canMoveRowAtIndexPath:`.
    case canMoveRow(at: IndexPath)
    /// `sectionIndexTitlesForTableView:`.
    case sectionIndexTitles
    /// `tableView:sectionForSectionIndexTitle:atIndex:`.
    case sectionForSectionIndexTitle(title: String, index: Int)
    /// `tableView:commitEditingStyle:forRowAtIndexPath:`.
    case commitEditing(editingStyle: UITableViewCell.EditingStyle, at: IndexPath)
    /// `tableView:moveRowAtIndexPath:toIndexPath:`.
    case moveRow(from: IndexPath, to: IndexPath)

    /// The member's selector, as UIKit's headers spell it.
    public var selector: String {
      switch self {
      case .numberOfRows: TableSelectors.numberOfRows
      case .cellForRow: TableSelectors.cellForRow
      case .numberOfSections: TableSelectors.numberOfSections
      case .titleForHeader: TableSelectors.titleForHeader
      case .titleForFooter: TableSelectors.titleForFooter
      case .canEditRow: TableSelectors.canEditRow
      case .canMoveRow: TableSelectors.canMoveRow
      case .sectionIndexTitles: TableSelectors.sectionIndexTitles
      case .sectionForSectionIndexTitle: TableSelectors.sectionForSectionIndexTitle
      case .commitEditing: TableSelectors.commitEditing
      case .moveRow: TableSelectors.moveRow
      }
    }
  }

  extension UITableView {
    /// Calls a `UITableViewDataSource` member of `object` with this table view and the message's
    /// arguments, whether or not `object` said it implements it (stand-in only): a test's
    /// direct call, as UIKit makes it once it knows the member is implemented.
    ///
    /// - Returns: The member's answer (`()` for a member that returns nothing).
    @discardableResult
    public func send(_ message: DataSourceMessage, to object: any UITableViewDataSourceRequirements)
      -> Any
    {
      reply(to: message, from: object)
    }

    /// ``send(_:to:)``'s answer as the member's return type, `Answer` (stand-in only).
    ///
    /// A test names the type where the context does not (`as Bool`, `as CGFloat`); a member
    /// that returns an optional is asked for as that optional (`as String?`), so that its `nil`
    /// is an answer.
    ///
    /// - Precondition: `Answer` is the type the member returns (`Void` for a notification).
    public func send<Answer>(
      _ message: DataSourceMessage, to object: any UITableViewDataSourceRequirements
    ) -> Answer {
      typedAnswer(reply(to: message, from: object), of: message.selector)
    }

    /// The answer of the member `message` names, asked of `object`.
    private func reply(
      to message: DataSourceMessage, from object: any UITableViewDataSourceRequirements
    ) -> Any {
      switch message {
      case .numberOfRows(let section):
        return object.tableView(self, numberOfRowsInSection: section) as Any
      case .cellForRow(let indexPath):
        return object.tableView(self, cellForRowAt: indexPath) as Any
      case .numberOfSections:
        return object.numberOfSections(in: self) as Any
      case .titleForHeader(let section):
        return object.tableView(self, titleForHeaderInSection: section) as Any
      case .titleForFooter(let section):
        return object.tableView(self, titleForFooterInSection: section) as Any
      case .canEditRow(let indexPath):
        return object.tableView(self, canEditRowAt: indexPath) as Any
      case .canMoveRow(let indexPath):
        return object.tableView(self, canMoveRowAt: indexPath) as Any
      case .sectionIndexTitles:
        return object.sectionIndexTitles(for: self) as Any
      case .sectionForSectionIndexTitle(let title, let index):
        return object.tableView(self, sectionForSectionIndexTitle: title, at: index) as Any
      case .commitEditing(let editingStyle, let indexPath):
        return object.tableView(self, commit: editingStyle, forRowAt: indexPath) as Any
      case .moveRow(let sourceIndexPath, let destinationIndexPath):
        return object.tableView(self, moveRowAt: sourceIndexPath, to: destinationIndexPath) as Any
      }
    }
  }
#endif
