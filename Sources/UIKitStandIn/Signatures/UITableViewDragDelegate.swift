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

  // How the simulation asks the drag delegate (stand-in only): a member the delegate
  // implemented when it was assigned, else UIKit's answer without it (the defaults above).
  extension UITableView {
    /// The drag delegate's answer to a member it implemented when it was last assigned, else
    /// `otherwise`.
    private func dragAnswer<Answer>(
      _ selector: String, otherwise: Answer, _ ask: (any UITableViewDragDelegate) -> Answer
    ) -> Answer {
      guard let dragDelegate, cachedDragDelegateSelectors.contains(selector) else {
        return otherwise
      }
      return ask(dragDelegate)
    }

    /// The items to begin a drag with at a row; none without a drag delegate.
    func askedItemsForBeginning(_ session: any UIDragSession, at indexPath: IndexPath)
      -> [UIDragItem]
    {
      dragAnswer(TableSelectors.itemsForBeginningDrag, otherwise: []) {
        $0.tableView(self, itemsForBeginning: session, at: indexPath)
      }
    }

    /// The items a row adds to a drag; none when the member is absent.
    func askedItemsForAdding(
      to session: any UIDragSession, at indexPath: IndexPath, point: CGPoint
    ) -> [UIDragItem] {
      dragAnswer(TableSelectors.itemsForAddingToDrag, otherwise: []) {
        $0.tableView(self, itemsForAddingTo: session, at: indexPath, point: point)
      }
    }

    /// Tells the drag delegate a drag began, if it implements the member.
    func tellDragSessionWillBegin(_ session: any UIDragSession) {
      dragAnswer(TableSelectors.dragSessionWillBegin, otherwise: ()) {
        $0.tableView(self, dragSessionWillBegin: session)
      }
    }

    /// Tells the drag delegate a drag ended, if it implements the member.
    func tellDragSessionDidEnd(_ session: any UIDragSession) {
      dragAnswer(TableSelectors.dragSessionDidEnd, otherwise: ()) {
        $0.tableView(self, dragSessionDidEnd: session)
      }
    }

    /// Whether the drag allows a move; `true` when the member is absent.
    func askedDragSessionAllowsMove(_ session: any UIDragSession) -> Bool {
      dragAnswer(TableSelectors.dragSessionAllowsMove, otherwise: true) {
        $0.tableView(self, dragSessionAllowsMoveOperation: session)
      }
    }

    /// Whether the drag stays in the app; `false` when the member is absent.
    func askedDragSessionIsRestricted(_ session: any UIDragSession) -> Bool {
      dragAnswer(TableSelectors.dragSessionIsRestricted, otherwise: false) {
        $0.tableView(self, dragSessionIsRestrictedToDraggingApplication: session)
      }
    }

    /// A lifted row's preview parameters; `nil` (the whole cell) when the member is absent.
    func askedDragPreviewParameters(at indexPath: IndexPath) -> UIDragPreviewParameters? {
      dragAnswer(TableSelectors.dragPreviewParameters, otherwise: nil) {
        $0.tableView(self, dragPreviewParametersForRowAt: indexPath)
      }
    }
  }
#endif
