#if os(iOS) || os(Linux)
  #if canImport(UIKit)
    import UIKit
  #else
    import Foundation
    import UIKitStandIn
  #endif
  import TableHandlersCore

  // The core's platform-neutral drag and drop (`DragItem`, `DropItem`, `DropSession`,
  // `DropProposal`) as UIKit's objects and back, written once for the table view's adapter and
  // the list's: each host's drag and drop delegate methods (`TableViewAdapter+DragAndDrop.swift`,
  // `ListAdapter+DragAndDrop.swift`) call these with their own view's types.

  /// What a dragged row's `UIDragItem` keeps as its `localObject`: the row's own local object,
  /// and where the item came from, so that a drop knows whether it comes from this table and
  /// from which row.
  ///
  /// A drop on a registry's table unwraps it (`DropItem.localObject` is the row's object); an
  /// app's own drop delegate sees this box in `UIDragItem.localObject` and reads
  /// ``localObject``.
  @MainActor
  final class DraggedRow: NSObject {
    /// The `DragItem`'s local object.
    let localObject: (any Sendable)?

    /// The adapter of the table the row was dragged from.
    weak var source: HostAdapter?

    /// The row, followed through the registry's edits while the drag lasts.
    let row: TrackedRow

    /// Whether the item is the row itself being reordered (`reordersByDrag`): a local drop of
    /// it alone moves the row.
    let isReorder: Bool

    init(localObject: (any Sendable)?, source: HostAdapter, row: TrackedRow, isReorder: Bool) {
      self.localObject = localObject
      self.source = source
      self.row = row
      self.isReorder = isReorder
    }
  }

  extension HostAdapter {
    /// Whether the table reorders rows by drag: a `reordersByDrag` handler answers `true`.
    func reordersByDrag(on host: any TableHost) -> Bool {
      handlers.handles(eventID: reordersByDragID) && handlers.answer(.reordersByDrag, on: host)
    }

    /// The items a drag of a row begins with, as the core decides them
    /// (`DragRules.beginning`): none for a row that takes no touch; a `dragItems` handler's
    /// answer, else the app's drag delegate's; a row that may be reordered by drag
    /// (``reordersByDrag(on:)`` and the user may move it as its reorder control asks,
    /// ``userMayMoveAsUIKitAsks(_:)``) without items is dragged as one item that carries no
    /// data, marked as a reorder; a row with one item of its own marks that one.
    ///
    /// - Parameters:
    ///   - position: The row.
    ///   - host: The view.
    ///   - appItems: The app's drag delegate's items, or `nil` without one.
    /// - Returns: The items; empty for a row that cannot be dragged.
    func itemsForBeginningDrag(
      at position: TablePosition, on host: any TableHost, app appItems: [UIDragItem]?
    ) -> [UIDragItem] {
      DragRules.beginning(
        takesTouches: handlers.rowTakesTouches(at: position, on: host),
        mayReorder: { reordersByDrag(on: host) && userMayMoveAsUIKitAsks(IndexPath(position)) },
        answered: { handlers.answerIfAnswered(.dragItems, at: position, (), on: host, after: nil) },
        app: appItems
      ).map { begun in
        switch begun {
        case .row(let item, let isReorder): uiDragItem(item, at: position, isReorder: isReorder)
        case .app(let item): item
        }
      }
    }

    /// The items a row adds to a drag under way.
    ///
    /// A `dragItems` handler's answer wins, as for ``itemsForBeginningDrag(at:on:app:)``;
    /// where none answers for the row, the app's drag delegate's; never a reorder item.
    ///
    /// - Parameters:
    ///   - position: The row.
    ///   - host: The view.
    ///   - appItems: The app's drag delegate's items, or `nil` where it does not implement the
    ///     method.
    /// - Returns: The items; empty adds none.
    func itemsForAddingToDrag(
      at position: TablePosition, on host: any TableHost, app appItems: [UIDragItem]?
    ) -> [UIDragItem] {
      if let answer = handlers.answerIfAnswered(.dragItems, at: position, (), on: host, after: nil)
      {
        return answer.map { uiDragItem($0, at: position, isReorder: false) }
      }
      return appItems ?? []
    }

    /// A `DragItem` as a `UIDragItem`: an `NSItemProvider` registering each representation in
    /// order, loading its bytes when a destination asks, and a ``DraggedRow`` as its
    /// `localObject`.
    func uiDragItem(_ item: DragItem, at position: TablePosition, isReorder: Bool) -> UIDragItem {
      let provider = NSItemProvider()
      for representation in item.representations {
        provider.registerDataRepresentation(
          forTypeIdentifier: representation.typeIdentifier, visibility: .all
        ) { completion in
          representation.load { result in
            switch result {
            case .success(let bytes): completion(Data(bytes), nil)
            case .failure(let error): completion(nil, error)
            }
          }
          return nil
        }
      }
      provider.suggestedName = item.suggestedName
      let dragItem = UIDragItem(itemProvider: provider)
      dragItem.localObject = DraggedRow(
        localObject: item.localObject, source: self, row: handlers.track(position),
        isReorder: isReorder)
      return dragItem
    }

    /// The row being reordered by a drop session: its one item, dragged from this table as a
    /// reorder, while the table reorders by drag; `nil` for any other session.
    func reorderedRow(in session: any UIDropSession, on host: any TableHost) -> TablePosition? {
      guard session.localDragSession != nil, session.items.count == 1,
        let row = session.items[0].localObject as? DraggedRow, row.isReorder, row.source === self,
        reordersByDrag(on: host)
      else { return nil }
      return row.row.position
    }

    /// A drop session as the core sees it.
    ///
    /// - Parameters:
    ///   - session: UIKit's session.
    ///   - destination: Where the items would land, if anywhere.
    ///   - sources: Each item's source row as UIKit tells it (a drop coordinator's items), or
    ///     `nil` to read it from the items' ``DraggedRow``s.
    /// - Returns: The session.
    func dropSession(
      _ session: any UIDropSession, destination: IndexPath?, sources: [IndexPath?]? = nil
    ) -> DropSession {
      let items = session.items
      let rows = items.map { $0.localObject as? DraggedRow }
      let fromHere = !rows.isEmpty && rows.allSatisfy { $0?.source === self }
      let dropItems = items.enumerated().map { index, item in
        let row = rows[index]
        let source: TablePosition? =
          if let sources { sources[index].map { TablePosition($0) } } else {
            row?.source === self ? row?.row.position : nil
          }
        return dropItem(item, localObject: row?.localObject, sourcePosition: source)
      }
      return DropSession(
        items: dropItems, destination: destination.map { TablePosition($0) },
        isFromThisTable: session.localDragSession != nil && fromHere,
        allowsMove: session.allowsMoveOperation)
    }

    /// A dropped `UIDragItem` as a `DropItem`: its provider's types, conformance and loading.
    ///
    /// The load's completion is called on the thread `NSItemProvider` calls its own on (any
    /// thread, as `DropItem` documents).
    private func dropItem(
      _ item: UIDragItem, localObject: (any Sendable)?, sourcePosition: TablePosition?
    ) -> DropItem {
      let provider = SharedItemProvider(item.itemProvider)
      let load:
        @Sendable (String, @escaping @Sendable (Result<[UInt8], any Error>) -> Void) ->
          Void = { typeIdentifier, completion in
            provider.loadData(typeIdentifier) { data, error in
              if let data {
                completion(.success([UInt8](data)))
              } else {
                completion(.failure(error ?? DropLoadError.typeNotOffered(typeIdentifier)))
              }
            }
          }
      return DropItem(
        typeIdentifiers: item.itemProvider.registeredTypeIdentifiers, localObject: localObject,
        suggestedName: item.itemProvider.suggestedName, sourcePosition: sourcePosition,
        conforms: { provider.conforms(to: $0) }, load: load)
    }

    /// Runs what waited for the drop (``afterDrop``) once the view shows no drop gap and no row
    /// being reordered (``waitsForDropOrReorder``), when it is safe: called as a drop session
    /// ends or leaves the view, after a drop, when a placeholder is committed or removed, and on
    /// the turn after a reorder ended (``reorderDidSettle()``).
    func settleAfterDrop() {
      guard !afterDrop.isEmpty, !waitsForDropOrReorder else { return }
      let waiting = afterDrop
      afterDrop = [:]
      for (key, settle) in waiting { whenSafe.perform(key, settle) }
    }

    /// Applies the declared update that waits, now, inside a drop: before a dropped item is
    /// animated into a row the handler declared (`TableDrop.animate(itemAt:toRowAt:)`).
    ///
    /// UIKit requires the row to be in the view before `drop(_:toRowAt:)` ("You must call
    /// -performBatchUpdates:completion: to update your data source and insert a new row into
    /// the table view prior to calling this method": `UITableView.h`, and
    /// `UICollectionView.h` likewise), inside the drop. A declared update asked for in the
    /// drop's handler waits for the callback and for the drop's gap, so it runs here, as the
    /// batch UIKit expects.
    func applyDeclaredUpdateForDrop() {
      guard let settle = declaredUpdateSettle else { return }
      declaredUpdateSettle = nil
      appliesDeclaredUpdateForDrop = true
      defer { appliesDeclaredUpdateForDrop = false }
      settle()
    }

    /// Whether anyone performs a drop that is not a reorder: a `performDrop` handler or the
    /// app's drop delegate.
    var performsDrops: Bool { answers(TableEvent<TableDrop, Void>.performDrop.id) }
  }

  /// A dropped item's `NSItemProvider`, shared with the `DropItem` that loads from it on any
  /// thread.
  ///
  /// `@unchecked Sendable`: `NSItemProvider` is not marked `Sendable`, but it is made to be
  /// used from any thread: its loads run, and complete, on queues of its own ("the completion
  /// handler is called on an arbitrary queue": Apple's documentation of
  /// `loadDataRepresentation(forTypeIdentifier:completionHandler:)`), and a dropped item's
  /// provider is only read once the drop has delivered it.
  struct SharedItemProvider: @unchecked Sendable {
    private let provider: NSItemProvider

    init(_ provider: NSItemProvider) {
      self.provider = provider
    }

    /// Whether the provider has a representation conforming to a type.
    func conforms(to typeIdentifier: String) -> Bool {
      provider.hasItemConformingToTypeIdentifier(typeIdentifier)
    }

    /// Loads a representation's data; see `NSItemProvider`.
    func loadData(
      _ typeIdentifier: String, completion: @escaping @Sendable (Data?, (any Error)?) -> Void
    ) {
      _ = provider.loadDataRepresentation(
        forTypeIdentifier: typeIdentifier, completionHandler: completion)
    }
  }

  extension UIDropOperation {
    /// The core's operation as UIKit's.
    init(_ operation: DropOperation) {
      switch operation {
      case .cancel: self = .cancel
      case .forbidden: self = .forbidden
      case .copy: self = .copy
      case .move: self = .move
      }
    }
  }

  extension DropOperation {
    /// UIKit's operation as the core's; an operation UIKit adds later is a cancel.
    init(_ operation: UIDropOperation) {
      switch operation {
      case .cancel: self = .cancel
      case .forbidden: self = .forbidden
      case .copy: self = .copy
      case .move: self = .move
      @unknown default: self = .cancel
      }
    }
  }
#endif

#if os(iOS) || os(Linux)
  #if canImport(UIKit)
    import UIKit
  #else
    import Foundation
    import UIKitStandIn
  #endif
  import TableHandlersCore

  /// A placeholder row a drop inserted, for either view: its place followed through the
  /// registry's edits, and its commit made the way the registry's owner needs.
  ///
  /// UIKit shows a placeholder "without requiring a data source update": the data source's
  /// counts and index paths do not include it (UIKit translates between them and the rows it
  /// presents: `UIDataSourceTranslating`, which both views adopt). So the registry does not
  /// count it either, and its place is an insertion point between the rows, which follows
  /// every edit made meanwhile (`TableHandlers.trackInsertionPoint(_:)`). A commit inserts the
  /// row there in the registry as in the view; a removal changes nothing but the view.
  @MainActor
  final class DropPlaceholderRow: DropPlaceholderHosting {
    private weak var adapter: HostAdapter?
    private let point: TrackedRow?
    private var isLive = true
    private let commitInsertion: ((IndexPath) -> Void) -> Bool
    private let deletePlaceholder: () -> Bool

    /// Follows a placeholder UIKit has just inserted at `position`.
    ///
    /// - Parameters:
    ///   - adapter: The adapter of the view, whose registry's edits move the placeholder.
    ///   - position: Where UIKit inserted it, between the data source's rows.
    ///   - commit: The context's `commitInsertion(dataSourceUpdates:)`.
    ///   - delete: The context's `deletePlaceholder()`.
    init(
      adapter: HostAdapter?, at position: TablePosition,
      commit: @escaping ((IndexPath) -> Void) -> Bool, delete: @escaping () -> Bool
    ) {
      self.adapter = adapter
      commitInsertion = commit
      deletePlaceholder = delete
      point = adapter?.handlers.trackInsertionPoint(position)
      adapter?.dropPlaceholders.append(self)
    }

    var position: TablePosition? { isLive ? point?.position : nil }

    /// Replaces the placeholder with the row the model inserts where it is now.
    ///
    /// On a registry whose rows a declared table owns (`HostLinks.droppedRowAdopter`), the
    /// model is updated first, while the declared table's updates wait: where the declaration
    /// given meanwhile inserts exactly one row at the placeholder, UIKit commits the
    /// placeholder into it and the declared table takes the row in inside UIKit's block, with
    /// no batch of its own; otherwise the placeholder is removed and the declaration inserts
    /// the row as any update does once the commit ends. Elsewhere the app's model update runs
    /// inside UIKit's block, and the registry inserts the row there.
    func commit(_ updateModel: (TablePosition) -> Void) -> Bool {
      guard isLive, let position else { return false }
      end()
      defer { didEnd() }
      guard let handlers = adapter?.handlers else {
        return commitInsertion { updateModel(TablePosition($0)) }
      }
      guard let owner = handlers.links.droppedRowAdopter else {
        return commitInsertion { indexPath in
          let inserted = TablePosition(indexPath)
          updateModel(inserted)
          // A registry whose shape does not know the section cannot follow; it reports the
          // count it is told next as an edit behind its back (`TableMisuse`).
          try? handlers.followInsertedRows(at: [inserted])
        }
      }
      guard owner.beginPlaceholderCommit() else {
        // An update is being applied or a move answered: the row comes with a declaration.
        _ = deletePlaceholder()
        updateModel(position)
        return true
      }
      defer { owner.endPlaceholderCommit() }
      updateModel(position)
      if owner.prepareDroppedRow(at: position),
        commitInsertion({ _ in owner.adoptDroppedRow() })
      {
        return true
      }
      _ = deletePlaceholder()
      return true
    }

    func remove() -> Bool {
      guard isLive else { return false }
      end()
      guard deletePlaceholder() else { return false }
      didEnd()
      return true
    }

    /// Forgets a placeholder UIKit removed by itself (a reload).
    func forget() { end() }

    /// No longer shown: the model's counts include it from now on, or it is gone.
    private func end() {
      isLive = false
      adapter?.dropPlaceholders.removeAll { $0 === self }
    }

    /// Lets what waited for the drop run, once UIKit no longer shows this one.
    func didEnd() { adapter?.settleAfterDrop() }
  }

  extension HostAdapter {
    /// Forgets the drop placeholders once the view shows none: UIKit removed them (a reload
    /// does), without telling anyone.
    func forgetRemovedDropPlaceholders() {
      guard !dropPlaceholders.isEmpty, !viewHasUncommittedUpdates else { return }
      for placeholder in dropPlaceholders { placeholder.forget() }
    }

    /// Whether a declared update must wait for the view: it shows a drop gap (a drop session is
    /// over it) or a row being reordered (`hasUncommittedUpdates` without placeholders alone),
    /// or a reorder ended in this turn of the run loop and UIKit settles it on the next
    /// (``ReorderFollowing/settles``).
    ///
    /// Placeholders alone do not make an update wait: the data source's index paths do not
    /// count them, and they follow the batch as the rows around them do. A reload would remove
    /// them, so a declared update while they show runs as a batch (``BatchedDeclaredHost``).
    var waitsForDropOrReorder: Bool {
      reorder.settles
        || (viewHasUncommittedUpdates && (dropPlaceholders.isEmpty || viewHasActiveDrop))
    }
  }
#endif
