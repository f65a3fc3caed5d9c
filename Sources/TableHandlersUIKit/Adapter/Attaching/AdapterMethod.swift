#if os(iOS) || os(Linux)
  #if canImport(UIKit)
    import UIKit
  #else
    import Foundation
    import UIKitStandIn
  #endif
  import TableHandlersCore

  /// One method of `UITableViewDataSource`, `UITableViewDelegate`,
  /// `UITableViewDataSourcePrefetching` or the drag and drop delegates that the adapter
  /// implements, as data: its Objective-C selector, its protocol and the event that answers it.
  ///
  /// ``all`` lists every member of the three protocols, in the order of UIKit's `UITableView.h`. The
  /// adapter answers `responds(to:)` from it: yes for a required method, otherwise yes only when
  /// a handler or the app's object answers the method's event. The calls themselves are written
  /// out, one method each, in `TableViewAdapter+DataSource.swift`, `+Delegate.swift` and
  /// `+Prefetching.swift`.
  @MainActor
  struct AdapterMethod {
    /// The protocol a method belongs to.
    enum Role: Hashable, Sendable {
      /// `UITableViewDataSource`.
      case dataSource
      /// `UITableViewDelegate`.
      case delegate
      /// `UITableViewDataSourcePrefetching`.
      case prefetching
      /// `UITableViewDragDelegate` (iOS 11): the rows a user drags out of the table.
      case dragDelegate
      /// `UITableViewDropDelegate` (iOS 11): what the table does with items dropped on it.
      case dropDelegate
    }

    /// What a method is asked about.
    enum Kind: Hashable, Sendable {
      /// One row: a row event.
      case row
      /// One section: a section event.
      case section
      /// The whole table: a table event.
      case table
    }

    /// The Objective-C selector, spelled as in UIKit's headers.
    let selector: String

    /// The protocol it belongs to.
    let role: Role

    /// Whether UIKit requires it, so that the adapter always implements it.
    let isRequired: Bool

    /// The event that answers it.
    let event: EventID

    /// What it is asked about.
    let kind: Kind

    /// Other events whose answer makes the adapter implement this method too: to answer the
    /// rows nobody answers as a user expects (`tableView(_:editingStyleForRowAt:)` for
    /// `commitEditing`, `tableView(_:canMoveRowAt:)` for `moveRow`), or because the method
    /// answers other events as well (the swipe-actions methods for the platform-neutral
    /// `leadingSwipeActions` and `trailingSwipeActions`, the context-menu method for
    /// `contextMenu`, a list's supplementary-view method for footers and custom views); see
    /// `Docs/Dispatch.md`.
    var companions: [EventID] = []

    /// Whether a handler answers before the app's object is asked, which is then asked only
    /// where no handler answers: for a method whose answer must be made once per request (a
    /// cell dequeued with its index path; `Docs/Dispatch.md`, "Cells: the handler first").
    var asksHandlerFirst = false

    /// Whether only the app's object answers the method, no handler: its event is the
    /// adapter's own, which no handler can register.
    var isAppOnly = false

    /// A method answered by a row event.
    static func row<Arguments, Output>(
      _ role: Role, _ selector: String, _ event: RowEvent<Arguments, Output>,
      required: Bool = false
    ) -> AdapterMethod {
      AdapterMethod(
        selector: selector, role: role, isRequired: required, event: event.id, kind: .row)
    }

    /// A method answered by a section event.
    static func section<Arguments, Output>(
      _ role: Role, _ selector: String, _ event: SectionEvent<Arguments, Output>,
      required: Bool = false
    ) -> AdapterMethod {
      AdapterMethod(
        selector: selector, role: role, isRequired: required, event: event.id, kind: .section)
    }

    /// A method answered by a table event.
    static func table<Arguments, Output>(
      _ role: Role, _ selector: String, _ event: TableEvent<Arguments, Output>,
      required: Bool = false
    ) -> AdapterMethod {
      AdapterMethod(
        selector: selector, role: role, isRequired: required, event: event.id, kind: .table)
    }

    /// A method that no handler can answer, only the app's object (the deprecated
    /// `tableView(_:editActionsForRowAt:)`, a list's focus updates, the drag and drop session
    /// callbacks); its adapter method calls the app directly.
    static func appOnly(_ role: Role, _ selector: String, _ event: EventID) -> AdapterMethod {
      var method = AdapterMethod(
        selector: selector, role: role, isRequired: false, event: event, kind: .row)
      method.isAppOnly = true
      return method
    }

    /// The method, implemented also whenever one of other events is answered; see
    /// ``companions``.
    ///
    /// - Parameter ids: The other events.
    /// - Returns: The method with ``companions`` set.
    func implemented(alsoFor ids: EventID...) -> AdapterMethod { implemented(alsoFor: ids) }

    /// The method, implemented also where a handler answers one of these events.
    func implemented(alsoFor ids: [EventID]) -> AdapterMethod {
      var method = self
      method.companions = ids
      return method
    }

    /// The method, asking a handler before the app's object.
    func handlerFirst() -> AdapterMethod {
      var method = self
      method.asksHandlerFirst = true
      return method
    }

    /// The methods keyed by selector.
    static let bySelector: [String: AdapterMethod] = Dictionary(
      uniqueKeysWithValues: all.map { ($0.selector, $0) })

    /// The methods keyed by event.
    static let byEvent: [EventID: AdapterMethod] = Dictionary(
      uniqueKeysWithValues: all.map { ($0.event, $0) })
  }

#endif
