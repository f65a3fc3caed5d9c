#if os(iOS) || os(Linux)
  #if canImport(UIKit)
    import UIKit
  #else
    import Foundation
    import UIKitStandIn
  #endif
  import TableHandlersCore

  // The order in which the drag and drop delegates' methods ask the app's own delegate, the
  // registry and UIKit's answer without the method, written once for both hosts: each host's
  // method (`../Answering/TableViewAdapter+DragAndDrop.swift`,
  // `../../List/ListAdapter+DragAndDrop.swift`) passes its app's call as a closure, which these
  // call only where the app implements the method.

  extension HostAdapter {
    /// The answer of a method only the app answers: its drag or drop delegate's, where it
    /// implements the method, else UIKit's answer without the method.
    ///
    /// - Parameters:
    ///   - id: The method's event (`DragDropMethodEvents.swift`).
    ///   - absent: UIKit's answer without the method.
    ///   - app: Calls the app's method.
    /// - Returns: The answer.
    func appAnswer<Answer>(_ id: EventID, else absent: Answer, _ app: () -> Answer?) -> Answer {
      guard appImplements(id) else { return absent }
      return app() ?? absent
    }

    /// Tells the app's drag or drop delegate of a session event, where it implements the
    /// method.
    ///
    /// - Parameters:
    ///   - id: The method's event (`DragDropMethodEvents.swift`).
    ///   - thenSettle: Whether the session left the view (its exit or end): what waited for
    ///     the drop runs then (``settleAfterDrop()``).
    ///   - app: Calls the app's method.
    func tellApp(_ id: EventID, thenSettle: Bool = false, _ app: () -> Void) {
      if appImplements(id) { app() }
      if thenSettle { settleAfterDrop() }
    }

    /// Performs a drop (`performDropWith`): the app's drop delegate first, then a `performDrop`
    /// handler; a drop of a row reordered by drag reaches the data source's move instead (UIKit
    /// routes a local one-item move there).
    ///
    /// - Parameters:
    ///   - host: The view.
    ///   - app: Calls the app's drop delegate's method.
    ///   - drop: The coordinator's session, destination, items' source rows and proposal, and
    ///     the view's ``ViewDropHost``, read once the app's delegate has performed the drop.
    func performDrop(
      on host: any TableHost, app: () -> Void,
      drop: () -> (
        session: any UIDropSession, destination: IndexPath?, sources: [IndexPath?],
        proposal: DropProposal, host: ViewDropHost
      )
    ) {
      whenSafe.running(.callback) {
        app()
        guard handlers.handles(eventID: performDropID) else { return }
        let drop = drop()
        let session = dropSession(
          drop.session, destination: drop.destination, sources: drop.sources)
        handlers.answer(
          .performDrop, TableDrop(session: session, proposal: drop.proposal, host: drop.host),
          on: host)
      }
    }

    /// Whether the view takes part in a drop session (`canHandle`), as
    /// `DropRules.handlesSession` decides.
    ///
    /// - Parameters:
    ///   - session: UIKit's session.
    ///   - host: The view.
    ///   - app: Calls the app's drop delegate's method.
    /// - Returns: Whether the view handles the session.
    func canHandleDrop(_ session: any UIDropSession, on host: any TableHost, app: () -> Bool?)
      -> Bool
    {
      DropRules.handlesSession(reordersRow: reorderedRow(in: session, on: host) != nil) {
        handlers.answer(
          .canHandleDrop, dropSession(session, destination: nil), on: host,
          after: appImplements(TableEvent<DropSession, Bool>.canHandleDrop.id) ? app() : nil)
      }
    }

    /// What a drop would do where the drag is now (`dropSessionDidUpdate`).
    ///
    /// The app's drop delegate is asked first, where it implements the method; then the answer
    /// is `DropRules.proposal`'s (a row reordered by drag by `DropRules.reorderProposal`).
    ///
    /// - Parameters:
    ///   - session: UIKit's session.
    ///   - destination: Where the drop would land, if anywhere.
    ///   - host: The view.
    ///   - app: Calls the app's drop delegate's method.
    ///   - rowCount: The row count of a section, as the view has it.
    ///   - target: Where the adapter's `targetForMove` method, as UIKit asks it, sends a row from
    ///     a source for a proposed index path.
    ///   - proposal: The core's proposal as the view's.
    /// - Returns: The view's proposal.
    func dropProposal<Proposal>(
      _ session: any UIDropSession, at destination: IndexPath?, on host: any TableHost,
      app: () -> Proposal?, rowCount: (Int) -> Int, target: (IndexPath, IndexPath) -> IndexPath,
      proposal: (DropProposal) -> Proposal
    ) -> Proposal {
      let proposalID = TableEvent<DropSession, DropProposal>.dropProposal.id
      let appProposal = appImplements(proposalID) ? app() : nil
      reorder.showsReorderGap = false
      return DropRules.proposal(
        reordering: reorderedRow(in: session, on: host),
        reordered: { source in
          let answer = DropRules.reorderProposal(
            from: source, to: destination.map { TablePosition($0) }, rowCount: rowCount,
            target: { source, proposed in
              TablePosition(target(IndexPath(source), IndexPath(proposed)))
            })
          reorder.showsReorderGap = answer.operation == .move
          return proposal(answer)
        },
        handlerAnswers: handlers.handles(eventID: proposalID),
        handler: {
          proposal(
            handlers.answer(
              .dropProposal, dropSession(session, destination: destination), on: host))
        }, app: appProposal, performsDrops: performsDrops, as: proposal)
    }
  }

  /// A view's drop coordinator as the host of a `TableDrop`, for either view: animations and
  /// placeholders, through the coordinator's calls of the view's kind.
  @MainActor
  final class ViewDropHost: DropHosting {
    /// The reuse identifier of a placeholder row's cell, a plain cell the view's adapter
    /// registers: UIKit dequeues the placeholder's cell by its identifier.
    static let placeholderIdentifier = "TableHandlers.DropPlaceholder"

    /// A placeholder's context: its `commitInsertion(dataSourceUpdates:)` and
    /// `deletePlaceholder()`.
    typealias PlaceholderContext = (
      commit: ((IndexPath) -> Void) -> Bool, delete: () -> Bool
    )

    private weak var adapter: HostAdapter?
    private let dropItem: @MainActor (Int, IndexPath) -> Void
    private let dropToPlaceholder: @MainActor (Int, IndexPath, Double?) -> PlaceholderContext

    /// The host of a drop on a view.
    ///
    /// - Parameters:
    ///   - adapter: The view's adapter.
    ///   - drop: Drops a coordinator's item, by index, to a row.
    ///   - placeholder: Drops a coordinator's item, by index, to a placeholder row inserted at
    ///     an index path, of a height (`nil` for the automatic one), and gives its context.
    init(
      adapter: HostAdapter, drop: @escaping @MainActor (Int, IndexPath) -> Void,
      placeholder: @escaping @MainActor (Int, IndexPath, Double?) -> PlaceholderContext
    ) {
      self.adapter = adapter
      dropItem = drop
      dropToPlaceholder = placeholder
    }

    func animate(itemAt index: Int, toRowAt position: TablePosition) {
      adapter?.applyDeclaredUpdateForDrop()
      dropItem(index, IndexPath(position))
    }

    func insertPlaceholder(forItemAt index: Int, at position: TablePosition, rowHeight: Double?)
      -> any DropPlaceholderHosting
    {
      let context = dropToPlaceholder(index, IndexPath(position), rowHeight)
      return DropPlaceholderRow(
        adapter: adapter, at: position, commit: context.commit, delete: context.delete)
    }
  }
#endif
