#if !canImport(UIKit)
  import Foundation

  /// What a user sees of one row, as UIKit decides it from its data source, its delegate and its
  /// own properties (stand-in only).
  ///
  /// Built by ``UITableView/visibleBehaviourOfRow(at:)``, which asks only the methods its objects
  /// said they implement when they were assigned, and takes ``UITableView/answerWithoutMethod(_:at:)``
  /// for the others, as UIKit does.
  public struct StandInRowBehaviour: Hashable, Sendable {
    /// The row's height: `heightForRowAt`, else `rowHeight` [D rowHeight].
    public var height: CGFloat
    /// The row's estimated height: `estimatedHeightForRowAt`, else `estimatedRowHeight`.
    public var estimatedHeight: CGFloat
    /// The control shown in edit mode: the editing style of an editable row, `.none` for a row
    /// that is not editable [TVPG ManageInsertDeleteRow].
    public var editingControl: UITableViewCell.EditingStyle
    /// Whether a swipe shows a Delete button: only when the data source implements
    /// `commit(_:forRowAt:)` ([D] commit: "To enable the swipe-to-delete feature… you must
    /// implement this method"), and the row is editable with the `.delete` style.
    public var offersSwipeToDelete: Bool
    /// Whether the reorder control shows in edit mode: only when the data source implements
    /// `moveRowAt:to:` and the row can move ([D] canMoveRowAt; [TVPG ManageReorderRow]).
    public var showsReorderControl: Bool
    /// Whether the row highlights on touch (`shouldHighlightRowAt`, `true` when absent).
    public var highlights: Bool
    /// Whether the row can take focus: `canFocusRowAt`, else `allowsFocus` [H].
    public var canFocus: Bool
    /// Whether focusing the row selects it: never while `selectionFollowsFocus` is off (UIKit
    /// does not ask then [H]); otherwise `selectionFollowsFocusForRowAt`, else on.
    public var selectsOnFocus: Bool
    /// The row's indentation level.
    public var indentationLevel: Int
  }

  /// What a user sees of one section's header and footer (stand-in only); see
  /// ``StandInRowBehaviour``.
  public struct StandInSectionBehaviour: Hashable, Sendable {
    /// The header's height: `heightForHeaderInSection`, else `sectionHeaderHeight`.
    public var headerHeight: CGFloat
    /// The footer's height: `heightForFooterInSection`, else `sectionFooterHeight`.
    public var footerHeight: CGFloat
    /// The header's estimated height, else `estimatedSectionHeaderHeight`.
    public var estimatedHeaderHeight: CGFloat
    /// The footer's estimated height, else `estimatedSectionFooterHeight`.
    public var estimatedFooterHeight: CGFloat
    /// The header's title, `nil` when absent.
    public var headerTitle: String?
    /// The footer's title, `nil` when absent.
    public var footerTitle: String?
  }

  extension UITableView {
    /// What a user sees of a row, from the methods the data source and delegate implemented when
    /// they were last assigned and the table view's own properties (stand-in only).
    ///
    /// - Parameter indexPath: The row.
    /// - Returns: The row's height, edit-mode and swipe controls, highlighting and focus.
    public func visibleBehaviourOfRow(at indexPath: IndexPath) -> StandInRowBehaviour {
      let canEdit = askedCanEditRow(at: indexPath)
      let style = askedEditingStyle(at: indexPath)
      let canMove = askedCanMoveRow(at: indexPath)
      let focusSelects = selectionFollowsFocus && askedSelectionFollowsFocus(at: indexPath)
      return StandInRowBehaviour(
        height: askedHeightForRow(at: indexPath),
        estimatedHeight: askedEstimatedHeightForRow(at: indexPath),
        editingControl: canEdit ? style : .none,
        offersSwipeToDelete: dataSourceCommitsEdits && canEdit && style == .delete,
        showsReorderControl: dataSourceMovesRows && canMove,
        highlights: askedShouldHighlightRow(at: indexPath),
        canFocus: askedCanFocusRow(at: indexPath),
        selectsOnFocus: focusSelects,
        indentationLevel: askedIndentationLevel(at: indexPath))
    }

    /// What a user sees of a section's header and footer (stand-in only); see
    /// ``visibleBehaviourOfRow(at:)``.
    ///
    /// - Parameter section: The section.
    /// - Returns: The heights and titles.
    public func visibleBehaviourOfSection(_ section: Int) -> StandInSectionBehaviour {
      StandInSectionBehaviour(
        headerHeight: askedHeightForHeader(inSection: section),
        footerHeight: askedHeightForFooter(inSection: section),
        estimatedHeaderHeight: askedEstimatedHeightForHeader(inSection: section),
        estimatedFooterHeight: askedEstimatedHeightForFooter(inSection: section),
        headerTitle: askedTitleForHeader(inSection: section),
        footerTitle: askedTitleForFooter(inSection: section))
    }
  }
#endif
