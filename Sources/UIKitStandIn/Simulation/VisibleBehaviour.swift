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
      let canEdit = bool("tableView:canEditRowAtIndexPath:", at: indexPath) {
        $0.tableView(self, canEditRowAt: indexPath)
      }
      let style = dataSourceOrDelegateStyle(at: indexPath)
      let canMove = bool("tableView:canMoveRowAtIndexPath:", at: indexPath) {
        $0.tableView(self, canMoveRowAt: indexPath)
      }
      let focusSelects =
        selectionFollowsFocus
        && delegateBool("tableView:selectionFollowsFocusForRowAtIndexPath:", at: indexPath) {
          $0.tableView(self, selectionFollowsFocusForRowAt: indexPath)
        }
      return StandInRowBehaviour(
        height: delegateHeight("tableView:heightForRowAtIndexPath:", at: indexPath) {
          $0.tableView(self, heightForRowAt: indexPath)
        },
        estimatedHeight: delegateHeight(
          "tableView:estimatedHeightForRowAtIndexPath:", at: indexPath
        ) { $0.tableView(self, estimatedHeightForRowAt: indexPath) },
        editingControl: canEdit ? style : .none,
        offersSwipeToDelete: cachedDataSourceSelectors.contains(
          "tableView:commitEditingStyle:forRowAtIndexPath:") && canEdit && style == .delete,
        showsReorderControl: cachedDataSourceSelectors.contains(
          "tableView:moveRowAtIndexPath:toIndexPath:") && canMove,
        highlights: delegateBool("tableView:shouldHighlightRowAtIndexPath:", at: indexPath) {
          $0.tableView(self, shouldHighlightRowAt: indexPath)
        },
        canFocus: delegateBool("tableView:canFocusRowAtIndexPath:", at: indexPath) {
          $0.tableView(self, canFocusRowAt: indexPath)
        },
        selectsOnFocus: focusSelects,
        indentationLevel: cachedDelegateSelectors.contains(
          "tableView:indentationLevelForRowAtIndexPath:")
          ? delegate?.tableView(self, indentationLevelForRowAt: indexPath) ?? 0 : 0)
    }

    /// What a user sees of a section's header and footer (stand-in only); see
    /// ``visibleBehaviourOfRow(at:)``.
    ///
    /// - Parameter section: The section.
    /// - Returns: The heights and titles.
    public func visibleBehaviourOfSection(_ section: Int) -> StandInSectionBehaviour {
      let path = IndexPath(row: 0, section: section)
      func title(_ selector: String, _ ask: (any UITableViewDataSource) -> String?) -> String? {
        guard cachedDataSourceSelectors.contains(selector), let dataSource else { return nil }
        return ask(dataSource)
      }
      return StandInSectionBehaviour(
        headerHeight: delegateHeight("tableView:heightForHeaderInSection:", at: path) {
          $0.tableView(self, heightForHeaderInSection: section)
        },
        footerHeight: delegateHeight("tableView:heightForFooterInSection:", at: path) {
          $0.tableView(self, heightForFooterInSection: section)
        },
        estimatedHeaderHeight: delegateHeight(
          "tableView:estimatedHeightForHeaderInSection:", at: path
        ) { $0.tableView(self, estimatedHeightForHeaderInSection: section) },
        estimatedFooterHeight: delegateHeight(
          "tableView:estimatedHeightForFooterInSection:", at: path
        ) { $0.tableView(self, estimatedHeightForFooterInSection: section) },
        headerTitle: title("tableView:titleForHeaderInSection:") {
          $0.tableView(self, titleForHeaderInSection: section)
        },
        footerTitle: title("tableView:titleForFooterInSection:") {
          $0.tableView(self, titleForFooterInSection: section)
        })
    }

    /// The editing style from the delegate, else UIKit's absent answer.
    private func dataSourceOrDelegateStyle(at indexPath: IndexPath) -> UITableViewCell.EditingStyle
    {
      let selector = "tableView:editingStyleForRowAtIndexPath:"
      if cachedDelegateSelectors.contains(selector), let delegate {
        return delegate.tableView(self, editingStyleForRowAt: indexPath)
      }
      guard case .editingStyle(let style) = answerWithoutMethod(selector, at: indexPath) else {
        preconditionFailure("the absent editing style is a style")
      }
      return style
    }

    private func bool(
      _ selector: String, at indexPath: IndexPath, _ ask: (any UITableViewDataSource) -> Bool
    ) -> Bool {
      if cachedDataSourceSelectors.contains(selector), let dataSource { return ask(dataSource) }
      return absentBool(selector, at: indexPath)
    }

    private func delegateBool(
      _ selector: String, at indexPath: IndexPath, _ ask: (any UITableViewDelegate) -> Bool
    ) -> Bool {
      if cachedDelegateSelectors.contains(selector), let delegate { return ask(delegate) }
      return absentBool(selector, at: indexPath)
    }

    private func delegateHeight(
      _ selector: String, at indexPath: IndexPath, _ ask: (any UITableViewDelegate) -> CGFloat
    ) -> CGFloat {
      if cachedDelegateSelectors.contains(selector), let delegate { return ask(delegate) }
      guard case .height(let height) = answerWithoutMethod(selector, at: indexPath) else {
        preconditionFailure("the absent answer of \(selector) is a height")
      }
      return height
    }

    private func absentBool(_ selector: String, at indexPath: IndexPath) -> Bool {
      guard case .bool(let value) = answerWithoutMethod(selector, at: indexPath) else {
        preconditionFailure("the absent answer of \(selector) is a Boolean")
      }
      return value
    }
  }
#endif
