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

  extension UITableView {
    /// The drop delegate's members as the simulation asks them (`../Simulation/DragAndDrop.swift`,
    /// where UIKit's answer without each is applied): each bound to this table, or `nil` when
    /// the delegate did not implement it when it was assigned; `nil` without a drop delegate.
    var standInDropMembers: StandInDropMembers? {
      guard dropDelegate != nil else { return nil }
      func bound<Member>(
        _ selector: String, _ bind: (any UITableViewDropDelegate) -> Member
      ) -> Member? {
        standInMember(of: dropDelegate, selector, cached: cachedDropDelegateSelectors, bind)
      }
      return StandInDropMembers(
        performDrop: bound(TableSelectors.performDrop) { delegate in
          {
            delegate.tableView(
              self,
              performDropWith: StandInDropCoordinator($0) {
                UITableViewDropProposal(operation: $0, intent: .init(rawValue: $1) ?? .unspecified)
              })
          }
        },
        canHandle: bound(TableSelectors.canHandleDrop) { delegate in
          { delegate.tableView(self, canHandle: $0) }
        },
        sessionDidEnter: bound(TableSelectors.dropSessionDidEnter) { delegate in
          { delegate.tableView(self, dropSessionDidEnter: $0) }
        },
        sessionDidUpdate: bound(TableSelectors.dropSessionDidUpdate) { delegate in
          {
            let proposal = delegate.tableView(
              self, dropSessionDidUpdate: $0, withDestinationIndexPath: $1)
            return StandInDropProposal(proposal, intent: proposal.intent.rawValue)
          }
        },
        sessionDidExit: bound(TableSelectors.dropSessionDidExit) { delegate in
          { delegate.tableView(self, dropSessionDidExit: $0) }
        },
        sessionDidEnd: bound(TableSelectors.dropSessionDidEnd) { delegate in
          { delegate.tableView(self, dropSessionDidEnd: $0) }
        },
        previewParameters: bound(TableSelectors.dropPreviewParameters) { delegate in
          { delegate.tableView(self, dropPreviewParametersForRowAt: $0) }
        })
    }
  }
#endif
