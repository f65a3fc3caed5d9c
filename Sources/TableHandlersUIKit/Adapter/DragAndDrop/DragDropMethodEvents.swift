#if os(iOS) || os(Linux)
  import TableHandlersCore

  // The events of the drag and drop delegates' methods that no handler answers, only the app's
  // own drag or drop delegate (`AdapterMethod.dragAndDropMethods`, `listDragAndDropMethods`):
  // one each, so that the adapter learns which of them the app implements.

  /// A row's items added to a drag under way: the row's `dragItems` handler's answer, else the
  /// app's.
  let dragItemsForAddingID = EventID.make(named: "dragItemsForAdding")
  /// How a lifted row is drawn.
  let dragPreviewID = EventID.make(named: "dragPreviewParameters")
  /// A drag session begins.
  let dragSessionWillBeginID = EventID.make(named: "dragSessionWillBegin")
  /// A drag session ended.
  let dragSessionDidEndID = EventID.make(named: "dragSessionDidEnd")
  /// Whether a drag allows a move.
  let dragSessionAllowsMoveID = EventID.make(named: "dragSessionAllowsMove")
  /// Whether a drag stays in the app.
  let dragSessionIsRestrictedID = EventID.make(named: "dragSessionIsRestricted")
  /// A drop session comes over the view.
  let dropSessionDidEnterID = EventID.make(named: "dropSessionDidEnter")
  /// A drop session leaves the view.
  let dropSessionDidExitID = EventID.make(named: "dropSessionDidExit")
  /// A drop session over the view ended.
  let dropSessionDidEndID = EventID.make(named: "dropSessionDidEnd")
  /// How an item dropped to a new row is drawn.
  let dropPreviewID = EventID.make(named: "dropPreviewParameters")

  /// The table event `performDrop`'s identifier, a companion of the drop session's exit and
  /// end.
  let performDropID = TableEvent<TableDrop, Void>.performDrop.id

  /// The table event `reordersByDrag`'s identifier, a companion of the drag and
  /// drop delegates' required methods and of the drop proposal.
  let reordersByDragID = TableEvent<Void, Bool>.reordersByDrag.id
#endif
