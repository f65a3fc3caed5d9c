#if !canImport(UIKit)
  import Foundation

  // Signatures declared by UIKit in `UITableView.h` (the iOS 17 SDK's UIKit headers), "Drag &
  // Drop": `UITableViewDropDelegate` (`UITableView.h:634-672`).

  /// The members of `UITableViewDropDelegate`, each required and none given a default, declared
  /// once for both protocols: `UITableViewDropDelegate` refines this one and gives its optional
  /// members UIKit's absent-method defaults (the extension below).
  @MainActor public protocol UITableViewDropDelegateRequirements: AnyObject {
    /// The user dropped: the delegate updates its data and animates the items with the
    /// coordinator.
    ///
    /// `tableView:performDropWithCoordinator:`, iOS 11.0. Required.
    func tableView(
      _ tableView: UITableView, performDropWith coordinator: any UITableViewDropCoordinator)

    /// Whether the table accepts a drop session at all; asked once per session.
    ///
    /// `tableView:canHandleDropSession:`, iOS 11.0.
    func tableView(_ tableView: UITableView, canHandle session: any UIDropSession) -> Bool

    /// A drop session began to be tracked over the table.
    ///
    /// `tableView:dropSessionDidEnter:`, iOS 11.0.
    func tableView(_ tableView: UITableView, dropSessionDidEnter session: any UIDropSession)

    /// How the table would handle a drop where the drag is now.
    ///
    /// `tableView:dropSessionDidUpdate:withDestinationIndexPath:`, iOS 11.0.
    func tableView(
      _ tableView: UITableView, dropSessionDidUpdate session: any UIDropSession,
      withDestinationIndexPath destinationIndexPath: IndexPath?
    ) -> UITableViewDropProposal

    /// A drop session is no longer tracked over the table.
    ///
    /// `tableView:dropSessionDidExit:`, iOS 11.0.
    func tableView(_ tableView: UITableView, dropSessionDidExit session: any UIDropSession)

    /// A drop session that was over the table ended, dropped or not.
    ///
    /// `tableView:dropSessionDidEnd:`, iOS 11.0.
    func tableView(_ tableView: UITableView, dropSessionDidEnd session: any UIDropSession)

    /// How an item dropped to a new row is drawn; `nil` for the whole cell.
    ///
    /// `tableView:dropPreviewParametersForRowAtIndexPath:`, iOS 11.0.
    func tableView(
      _ tableView: UITableView, dropPreviewParametersForRowAt indexPath: IndexPath
    ) -> UIDragPreviewParameters?
  }

  /// The stand-in for UIKit's `UITableViewDropDelegate`: what a table does with items dropped
  /// on it.
  ///
  /// Set it as a table's `dropDelegate`. `tableView(_:performDropWith:)` is required; the other
  /// members get UIKit's answers without them.
  @MainActor
  public protocol UITableViewDropDelegate: NSObjectProtocol, UITableViewDropDelegateRequirements {}

  /// Defaults for the optional `UITableViewDropDelegate` members: UIKit's behaviour without
  /// them.
  @MainActor
  extension UITableViewDropDelegate {
    /// `true`: "If not implemented, a default value of YES is assumed" (`UITableView.h:647-649`).
    public func tableView(_ tableView: UITableView, canHandle session: any UIDropSession) -> Bool {
      true
    }

    /// Does nothing.
    public func tableView(_ tableView: UITableView, dropSessionDidEnter session: any UIDropSession)
    {}

    /// A copy, with no place proposed (`.unspecified`).
    ///
    /// The table shows no gap and no highlight ("Without the method, the table view doesn't provide visual feedback": Apple's
    /// article *Supporting drag and drop in table views*). UIKit documents no operation for it;
    /// the stand-in's is `.copy`, the operation a drop that is performed needs
    /// (`UIDropInteraction.h`: `.cancel` and `.forbidden` do not perform it), since
    /// `tableView(_:performDropWith:)` is the one required member.
    public func tableView(
      _ tableView: UITableView, dropSessionDidUpdate session: any UIDropSession,
      withDestinationIndexPath destinationIndexPath: IndexPath?
    ) -> UITableViewDropProposal {
      UITableViewDropProposal(operation: .copy, intent: .unspecified)
    }

    /// Does nothing.
    public func tableView(_ tableView: UITableView, dropSessionDidExit session: any UIDropSession) {
    }

    /// Does nothing.
    public func tableView(_ tableView: UITableView, dropSessionDidEnd session: any UIDropSession) {}

    /// `nil`: "the entire cell will be used for the preview" (`UITableView.h:668-670`).
    public func tableView(
      _ tableView: UITableView, dropPreviewParametersForRowAt indexPath: IndexPath
    ) -> UIDragPreviewParameters? { nil }
  }

  extension TableSelectors {
    /// The selectors of `UITableViewDropDelegate`, in its declaration order, the required one
    /// first, each spelled as `UITableView.h` spells it.
    public static let dropDelegate: [String] = [
      performDrop, canHandleDrop, dropSessionDidEnter, dropSessionDidUpdate, dropSessionDidExit,
      dropSessionDidEnd, dropPreviewParameters,
    ]

    /// `tableView:performDropWithCoordinator:`.
    public static let performDrop = "tableView:performDropWithCoordinator:"
    /// `tableView:canHandleDropSession:`.
    public static let canHandleDrop = "tableView:canHandleDropSession:"
    /// `tableView:dropSessionDidEnter:`.
    public static let dropSessionDidEnter = "tableView:dropSessionDidEnter:"
    /// `tableView:dropSessionDidUpdate:withDestinationIndexPath:`.
    public static let dropSessionDidUpdate =
      "tableView:dropSessionDidUpdate:withDestinationIndexPath:"
    /// `tableView:dropSessionDidExit:`.
    public static let dropSessionDidExit = "tableView:dropSessionDidExit:"
    /// `tableView:dropSessionDidEnd:`.
    public static let dropSessionDidEnd = "tableView:dropSessionDidEnd:"
    /// `tableView:dropPreviewParametersForRowAtIndexPath:`.
    public static let dropPreviewParameters = "tableView:dropPreviewParametersForRowAtIndexPath:"
  }

  // How the simulation asks the drop delegate (stand-in only): a member the delegate
  // implemented when it was assigned, else UIKit's answer without it (the defaults above).
  extension UITableView {
    /// The drop delegate's answer to a member it implemented when it was last assigned, else
    /// `otherwise`.
    private func dropAnswer<Answer>(
      _ selector: String, otherwise: @autoclosure () -> Answer,
      _ ask: (any UITableViewDropDelegate) -> Answer
    ) -> Answer {
      guard let dropDelegate, cachedDropDelegateSelectors.contains(selector) else {
        return otherwise()
      }
      return ask(dropDelegate)
    }

    /// Tells the drop delegate to perform a drop.
    func tellPerformDrop(with coordinator: any UITableViewDropCoordinator) {
      dropAnswer(TableSelectors.performDrop, otherwise: ()) {
        $0.tableView(self, performDropWith: coordinator)
      }
    }

    /// Whether the table accepts the session; `true` when the member is absent.
    func askedCanHandle(_ session: any UIDropSession) -> Bool {
      dropAnswer(TableSelectors.canHandleDrop, otherwise: true) {
        $0.tableView(self, canHandle: session)
      }
    }

    /// Tells the drop delegate a session entered, if it implements the member.
    func tellDropSessionDidEnter(_ session: any UIDropSession) {
      dropAnswer(TableSelectors.dropSessionDidEnter, otherwise: ()) {
        $0.tableView(self, dropSessionDidEnter: session)
      }
    }

    /// The proposal at a destination, as operation and intent; the default proposal (a copy,
    /// `.unspecified`) when the member is absent.
    func askedDropProposal(_ session: any UIDropSession, at destination: IndexPath?)
      -> StandInDropProposal
    {
      let proposal = dropAnswer(
        TableSelectors.dropSessionDidUpdate,
        otherwise: UITableViewDropProposal(operation: .copy, intent: .unspecified)
      ) {
        $0.tableView(self, dropSessionDidUpdate: session, withDestinationIndexPath: destination)
      }
      return StandInDropProposal(
        operation: proposal.operation, intent: proposal.intent.rawValue,
        isPrecise: proposal.isPrecise, prefersFullSizePreview: proposal.prefersFullSizePreview)
    }

    /// Tells the drop delegate a session exited, if it implements the member.
    func tellDropSessionDidExit(_ session: any UIDropSession) {
      dropAnswer(TableSelectors.dropSessionDidExit, otherwise: ()) {
        $0.tableView(self, dropSessionDidExit: session)
      }
    }

    /// Tells the drop delegate a session ended, if it implements the member.
    func tellDropSessionDidEnd(_ session: any UIDropSession) {
      dropAnswer(TableSelectors.dropSessionDidEnd, otherwise: ()) {
        $0.tableView(self, dropSessionDidEnd: session)
      }
    }

    /// A dropped row's preview parameters; `nil` (the whole cell) when the member is absent.
    func askedDropPreviewParameters(at indexPath: IndexPath) -> UIDragPreviewParameters? {
      dropAnswer(TableSelectors.dropPreviewParameters, otherwise: nil) {
        $0.tableView(self, dropPreviewParametersForRowAt: indexPath)
      }
    }
  }
#endif
