#if !canImport(UIKit)
  import Foundation

  // Signatures declared by UIKit in `UITableView.h` (the iOS 17 SDK's UIKit headers), "Drag &
  // Drop": `UITableViewDragDelegate` (`UITableView.h:590-631`).

  /// The members of `UITableViewDragDelegate`, each required and none given a default, declared
  /// once for both protocols: `UITableViewDragDelegate` refines this one and gives its optional
  /// members UIKit's absent-method defaults (the extension below).
  ///
  /// A type that conforms to this protocol but not to `UITableViewDragDelegate` must implement
  /// every member with UIKit's exact signature, so that a mistyped label fails to compile on
  /// Linux.
  @MainActor public protocol UITableViewDragDelegateRequirements: AnyObject {
    /// The items a drag of a row begins with; an empty array begins no drag.
    ///
    /// `tableView:itemsForBeginningDragSession:atIndexPath:`, iOS 11.0. Required.
    func tableView(
      _ tableView: UITableView, itemsForBeginning session: any UIDragSession,
      at indexPath: IndexPath
    ) -> [UIDragItem]

    /// The items a row adds to a drag under way; an empty array adds none.
    ///
    /// `tableView:itemsForAddingToDragSession:atIndexPath:point:`, iOS 11.0.
    func tableView(
      _ tableView: UITableView, itemsForAddingTo session: any UIDragSession,
      at indexPath: IndexPath, point: CGPoint
    ) -> [UIDragItem]

    /// How a lifted row is drawn; `nil` for the whole cell.
    ///
    /// `tableView:dragPreviewParametersForRowAtIndexPath:`, iOS 11.0.
    func tableView(
      _ tableView: UITableView, dragPreviewParametersForRowAt indexPath: IndexPath
    ) -> UIDragPreviewParameters?

    /// A drag session begins, after the lift.
    ///
    /// `tableView:dragSessionWillBegin:`, iOS 11.0.
    func tableView(_ tableView: UITableView, dragSessionWillBegin session: any UIDragSession)

    /// A drag session ended.
    ///
    /// `tableView:dragSessionDidEnd:`, iOS 11.0.
    func tableView(_ tableView: UITableView, dragSessionDidEnd session: any UIDragSession)

    /// Whether a drop may move the drag's items.
    ///
    /// `tableView:dragSessionAllowsMoveOperation:`, iOS 11.0.
    func tableView(
      _ tableView: UITableView, dragSessionAllowsMoveOperation session: any UIDragSession
    ) -> Bool

    /// Whether the drag may end only in this app.
    ///
    /// `tableView:dragSessionIsRestrictedToDraggingApplication:`, iOS 11.0.
    func tableView(
      _ tableView: UITableView,
      dragSessionIsRestrictedToDraggingApplication session: any UIDragSession
    ) -> Bool
  }

  /// The stand-in for UIKit's `UITableViewDragDelegate`: the rows a user drags out of a table.
  ///
  /// Set it as a table's `dragDelegate`. `tableView(_:itemsForBeginning:at:)` is required; the
  /// other members get UIKit's answers without them.
  @MainActor
  public protocol UITableViewDragDelegate: NSObjectProtocol, UITableViewDragDelegateRequirements {}

  /// Defaults for the optional `UITableViewDragDelegate` members: UIKit's behaviour without
  /// them, as `UITableView.h` states it.
  @MainActor
  extension UITableViewDragDelegate {
    /// No items: "If not implemented, or if an empty array is returned, no items will be added
    /// to the drag and the gesture will be handled normally" (`UITableView.h:605-609`).
    public func tableView(
      _ tableView: UITableView, itemsForAddingTo session: any UIDragSession,
      at indexPath: IndexPath, point: CGPoint
    ) -> [UIDragItem] { [] }

    /// `nil`: "the entire cell will be used for the preview" (`UITableView.h:611-613`).
    public func tableView(
      _ tableView: UITableView, dragPreviewParametersForRowAt indexPath: IndexPath
    ) -> UIDragPreviewParameters? { nil }

    /// Does nothing.
    public func tableView(_ tableView: UITableView, dragSessionWillBegin session: any UIDragSession)
    {}

    /// Does nothing.
    public func tableView(_ tableView: UITableView, dragSessionDidEnd session: any UIDragSession) {
    }

    /// `true`: "If not implemented, defaults to YES" (`UITableView.h:622-624`).
    public func tableView(
      _ tableView: UITableView, dragSessionAllowsMoveOperation session: any UIDragSession
    ) -> Bool { true }

    /// `false`: "If not implemented, defaults to NO" (`UITableView.h:626-628`).
    public func tableView(
      _ tableView: UITableView,
      dragSessionIsRestrictedToDraggingApplication session: any UIDragSession
    ) -> Bool { false }
  }

  extension TableSelectors {
    /// The selectors of `UITableViewDragDelegate`, in its declaration order, the required one
    /// first, each spelled as `UITableView.h` spells it.
    public static let dragDelegate: [String] = [
      itemsForBeginningDrag, itemsForAddingToDrag, dragPreviewParameters, dragSessionWillBegin,
      dragSessionDidEnd, dragSessionAllowsMove, dragSessionIsRestricted,
    ]

    /// `tableView:itemsForBeginningDragSession:atIndexPath:`.
    public static let itemsForBeginningDrag = "tableView:itemsForBeginningDragSession:atIndexPath:"
    /// `tableView:itemsForAddingToDragSession:atIndexPath:point:`.
    public static let itemsForAddingToDrag =
      "tableView:itemsForAddingToDragSession:atIndexPath:point:"
    /// `tableView:dragPreviewParametersForRowAtIndexPath:`.
    public static let dragPreviewParameters = "tableView:dragPreviewParametersForRowAtIndexPath:"
    /// `tableView:dragSessionWillBegin:`.
    public static let dragSessionWillBegin = "tableView:dragSessionWillBegin:"
    /// `tableView:dragSessionDidEnd:`.
    public static let dragSessionDidEnd = "tableView:dragSessionDidEnd:"
    /// `tableView:dragSessionAllowsMoveOperation:`.
    public static let dragSessionAllowsMove = "tableView:dragSessionAllowsMoveOperation:"
    /// `tableView:dragSessionIsRestrictedToDraggingApplication:`.
    public static let dragSessionIsRestricted =
      "tableView:dragSessionIsRestrictedToDraggingApplication:"
  }

  extension UITableView {
    /// The drag delegate's members as the simulation asks them (`../Simulation/DragAndDrop.swift`,
    /// where UIKit's answer without each is applied): each bound to this table, or `nil` when
    /// the delegate did not implement it when it was assigned; `nil` without a drag delegate.
    var standInDragMembers: StandInDragMembers? {
      guard dragDelegate != nil else { return nil }
      func bound<Member>(
        _ selector: String, _ bind: (any UITableViewDragDelegate) -> Member
      ) -> Member? {
        standInMember(of: dragDelegate, selector, cached: cachedDragDelegateSelectors, bind)
      }
      return StandInDragMembers(
        itemsForBeginning: bound(TableSelectors.itemsForBeginningDrag) { delegate in
          { delegate.tableView(self, itemsForBeginning: $0, at: $1) }
        },
        itemsForAdding: bound(TableSelectors.itemsForAddingToDrag) { delegate in
          { delegate.tableView(self, itemsForAddingTo: $0, at: $1, point: $2) }
        },
        sessionWillBegin: bound(TableSelectors.dragSessionWillBegin) { delegate in
          { delegate.tableView(self, dragSessionWillBegin: $0) }
        },
        sessionDidEnd: bound(TableSelectors.dragSessionDidEnd) { delegate in
          { delegate.tableView(self, dragSessionDidEnd: $0) }
        },
        sessionAllowsMove: bound(TableSelectors.dragSessionAllowsMove) { delegate in
          { delegate.tableView(self, dragSessionAllowsMoveOperation: $0) }
        },
        sessionIsRestricted: bound(TableSelectors.dragSessionIsRestricted) { delegate in
          { delegate.tableView(self, dragSessionIsRestrictedToDraggingApplication: $0) }
        },
        previewParameters: bound(TableSelectors.dragPreviewParameters) { delegate in
          { delegate.tableView(self, dragPreviewParametersForRowAt: $0) }
        })
    }
  }
#endif
