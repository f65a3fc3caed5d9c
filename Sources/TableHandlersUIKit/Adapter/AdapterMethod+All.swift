#if os(iOS) || os(Linux)
  #if canImport(UIKit)
    import UIKit
  #else
    import Foundation
    import UIKitStandIn
  #endif
  import TableHandlersCore

  extension AdapterMethod {
    /// Every method the adapter implements, in the reference sheet's order: the data source's,
    /// the delegate's (without the inherited scroll-view methods, which are forwarded), then the
    /// prefetch data source's.
    ///
    /// `AdapterMethodTests` checks the selectors against the sheet, spelling for spelling.
    static let all: [AdapterMethod] = dataSourceMethods + delegateMethods + prefetchingMethods

    private static let dataSourceMethods: [AdapterMethod] = [
      .section(.dataSource, "tableView:numberOfRowsInSection:", .numberOfRows, required: true) {
        app, t, s, _ in app.calls.numberOfRows(t, s)
      },
      .row(.dataSource, "tableView:cellForRowAtIndexPath:", .cellForRow, required: true) {
        app, t, p, _ in app.calls.cellForRow(t, IndexPath(p))
      },
      .table(.dataSource, "numberOfSectionsInTableView:", .numberOfSections) { app, t, _ in
        app.calls.numberOfSections(t)
      },
      .section(.dataSource, "tableView:titleForHeaderInSection:", .titleForHeader) {
        app, t, s, _ in app.calls.titleForHeader(t, s)
      },
      .section(.dataSource, "tableView:titleForFooterInSection:", .titleForFooter) {
        app, t, s, _ in app.calls.titleForFooter(t, s)
      },
      .row(.dataSource, "tableView:canEditRowAtIndexPath:", .canEditRow) { app, t, p, _ in
        app.calls.canEditRow(t, IndexPath(p))
      },
      .row(.dataSource, "tableView:canMoveRowAtIndexPath:", .canMoveRow) { app, t, p, _ in
        app.calls.canMoveRow(t, IndexPath(p))
      }
      .implemented(alsoFor: RowEvent<TablePosition, Void>.moveRow.id),
      .table(.dataSource, "sectionIndexTitlesForTableView:", .sectionIndexTitles) { app, t, _ in
        app.calls.sectionIndexTitles(t)
      },
      .table(
        .dataSource, "tableView:sectionForSectionIndexTitle:atIndex:", .sectionForSectionIndexTitle
      ) { app, t, arguments in
        app.calls.sectionForSectionIndexTitle(t, arguments.title, arguments.index)
      },
      .row(.dataSource, "tableView:commitEditingStyle:forRowAtIndexPath:", .commitEditing) {
        app, t, p, style in
        app.calls.commitEditing(t, UITableViewCell.EditingStyle(style), IndexPath(p))
      },
      .row(.dataSource, "tableView:moveRowAtIndexPath:toIndexPath:", .moveRow) {
        app, t, p, destination in app.calls.moveRow(t, IndexPath(p), IndexPath(destination))
      },
    ]

    private static let delegateMethods: [AdapterMethod] =
      displayMethods + selectionMethods + editingMethods + focusAndMenuMethods

    private static let displayMethods: [AdapterMethod] = [
      .row(.delegate, "tableView:willDisplayCell:forRowAtIndexPath:", .willDisplayCell) {
        app, t, p, cell in app.calls.willDisplayCell(t, cell, IndexPath(p))
      },
      .section(.delegate, "tableView:willDisplayHeaderView:forSection:", .willDisplayHeaderView) {
        app, t, s, view in app.calls.willDisplayHeaderView(t, view, s)
      },
      .section(.delegate, "tableView:willDisplayFooterView:forSection:", .willDisplayFooterView) {
        app, t, s, view in app.calls.willDisplayFooterView(t, view, s)
      },
      .row(.delegate, "tableView:didEndDisplayingCell:forRowAtIndexPath:", .didEndDisplayingCell) {
        app, t, p, cell in app.calls.didEndDisplayingCell(t, cell, IndexPath(p))
      },
      .section(
        .delegate, "tableView:didEndDisplayingHeaderView:forSection:", .didEndDisplayingHeaderView
      ) { app, t, s, view in app.calls.didEndDisplayingHeaderView(t, view, s) },
      .section(
        .delegate, "tableView:didEndDisplayingFooterView:forSection:", .didEndDisplayingFooterView
      ) { app, t, s, view in app.calls.didEndDisplayingFooterView(t, view, s) },
      .row(.delegate, "tableView:heightForRowAtIndexPath:", .heightForRow) { app, t, p, _ in
        app.calls.heightForRow(t, IndexPath(p)).map { Double(tableDimension: $0) }
      },
      .section(.delegate, "tableView:heightForHeaderInSection:", .heightForHeader) {
        app, t, s, _ in app.calls.heightForHeader(t, s).map { Double(tableDimension: $0) }
      },
      .section(.delegate, "tableView:heightForFooterInSection:", .heightForFooter) {
        app, t, s, _ in app.calls.heightForFooter(t, s).map { Double(tableDimension: $0) }
      },
      .row(.delegate, "tableView:estimatedHeightForRowAtIndexPath:", .estimatedHeightForRow) {
        app, t, p, _ in
        app.calls.estimatedHeightForRow(t, IndexPath(p)).map { Double(tableDimension: $0) }
      },
      .section(
        .delegate, "tableView:estimatedHeightForHeaderInSection:", .estimatedHeightForHeader
      ) { app, t, s, _ in
        app.calls.estimatedHeightForHeader(t, s).map { Double(tableDimension: $0) }
      },
      .section(
        .delegate, "tableView:estimatedHeightForFooterInSection:", .estimatedHeightForFooter
      ) { app, t, s, _ in
        app.calls.estimatedHeightForFooter(t, s).map { Double(tableDimension: $0) }
      },
      .section(.delegate, "tableView:viewForHeaderInSection:", .viewForHeader) { app, t, s, _ in
        app.calls.viewForHeader(t, s)
      },
      .section(.delegate, "tableView:viewForFooterInSection:", .viewForFooter) { app, t, s, _ in
        app.calls.viewForFooter(t, s)
      },
    ]

    private static let selectionMethods: [AdapterMethod] = [
      .row(
        .delegate, "tableView:accessoryButtonTappedForRowWithIndexPath:", .accessoryButtonTapped
      ) { app, t, p, _ in app.calls.accessoryButtonTapped(t, IndexPath(p)) },
      .row(.delegate, "tableView:shouldHighlightRowAtIndexPath:", .shouldHighlightRow) {
        app, t, p, _ in app.calls.shouldHighlightRow(t, IndexPath(p))
      },
      .row(.delegate, "tableView:didHighlightRowAtIndexPath:", .didHighlightRow) {
        app, t, p, _ in app.calls.didHighlightRow(t, IndexPath(p))
      },
      .row(.delegate, "tableView:didUnhighlightRowAtIndexPath:", .didUnhighlightRow) {
        app, t, p, _ in app.calls.didUnhighlightRow(t, IndexPath(p))
      },
      // `.some(…)`: the app's `nil` (a veto) is an answer, not the absence of one.
      .row(.delegate, "tableView:willSelectRowAtIndexPath:", .willSelectRow) { app, t, p, _ in
        .some(app.calls.willSelectRow(t, IndexPath(p)).map { TablePosition($0) })
      },
      .row(.delegate, "tableView:willDeselectRowAtIndexPath:", .willDeselectRow) {
        app, t, p, _ in .some(app.calls.willDeselectRow(t, IndexPath(p)).map { TablePosition($0) })
      },
      .row(.delegate, "tableView:didSelectRowAtIndexPath:", .didSelectRow) { app, t, p, _ in
        app.calls.didSelectRow(t, IndexPath(p))
      },
      .row(.delegate, "tableView:didDeselectRowAtIndexPath:", .didDeselectRow) { app, t, p, _ in
        app.calls.didDeselectRow(t, IndexPath(p))
      },
      .row(
        .delegate, "tableView:canPerformPrimaryActionForRowAtIndexPath:", .canPerformPrimaryAction
      ) { app, t, p, _ in app.calls.canPerformPrimaryAction(t, IndexPath(p)) },
      .row(.delegate, "tableView:performPrimaryActionForRowAtIndexPath:", .performPrimaryAction) {
        app, t, p, _ in app.calls.performPrimaryAction(t, IndexPath(p))
      },
    ]

    private static let editingMethods: [AdapterMethod] = [
      .row(.delegate, "tableView:editingStyleForRowAtIndexPath:", .editingStyle) {
        app, t, p, _ in app.calls.editingStyle(t, IndexPath(p)).map { RowEditingStyle($0) }
      }
      .implemented(alsoFor: RowEvent<RowEditingStyle, Void>.commitEditing.id),
      .row(
        .delegate, "tableView:titleForDeleteConfirmationButtonForRowAtIndexPath:",
        .titleForDeleteConfirmationButton
      ) { app, t, p, _ in app.calls.titleForDeleteConfirmationButton(t, IndexPath(p)) },
      .appOnly(.delegate, "tableView:editActionsForRowAtIndexPath:", editActionsID),
      .row(
        .delegate, "tableView:leadingSwipeActionsConfigurationForRowAtIndexPath:",
        .leadingSwipeActionsConfiguration
      ) { app, t, p, _ in app.calls.leadingSwipeActionsConfiguration(t, IndexPath(p)) },
      .row(
        .delegate, "tableView:trailingSwipeActionsConfigurationForRowAtIndexPath:",
        .trailingSwipeActionsConfiguration
      ) { app, t, p, _ in app.calls.trailingSwipeActionsConfiguration(t, IndexPath(p)) },
      .row(
        .delegate, "tableView:shouldIndentWhileEditingRowAtIndexPath:", .shouldIndentWhileEditing
      ) { app, t, p, _ in app.calls.shouldIndentWhileEditing(t, IndexPath(p)) },
      .row(.delegate, "tableView:willBeginEditingRowAtIndexPath:", .willBeginEditing) {
        app, t, p, _ in app.calls.willBeginEditing(t, IndexPath(p))
      },
      .table(.delegate, "tableView:didEndEditingRowAtIndexPath:", .didEndEditing) {
        app, t, position in app.calls.didEndEditing(t, position.map { IndexPath($0) })
      },
      .row(
        .delegate, "tableView:targetIndexPathForMoveFromRowAtIndexPath:toProposedIndexPath:",
        .targetForMove
      ) { app, t, p, proposed in
        app.calls.targetForMove(t, IndexPath(p), IndexPath(proposed)).map { TablePosition($0) }
      },
      .row(.delegate, "tableView:indentationLevelForRowAtIndexPath:", .indentationLevel) {
        app, t, p, _ in app.calls.indentationLevel(t, IndexPath(p))
      },
    ]

    private static let focusAndMenuMethods: [AdapterMethod] = [
      .row(.delegate, "tableView:shouldShowMenuForRowAtIndexPath:", .shouldShowMenu) {
        app, t, p, _ in app.calls.shouldShowMenu(t, IndexPath(p))
      },
      .row(.delegate, "tableView:canPerformAction:forRowAtIndexPath:withSender:", .canPerformAction)
      { app, t, p, action in
        app.calls.canPerformAction(t, Selector(action), IndexPath(p), app.menuSender)
      },
      .row(.delegate, "tableView:performAction:forRowAtIndexPath:withSender:", .performAction) {
        app, t, p, action in
        app.calls.performAction(t, Selector(action), IndexPath(p), app.menuSender)
      },
      .row(.delegate, "tableView:canFocusRowAtIndexPath:", .canFocusRow) { app, t, p, _ in
        app.calls.canFocusRow(t, IndexPath(p))
      },
      .table(.delegate, "tableView:shouldUpdateFocusInContext:", .shouldUpdateFocus) {
        app, t, context in app.calls.shouldUpdateFocus(t, context)
      },
      .table(
        .delegate, "tableView:didUpdateFocusInContext:withAnimationCoordinator:", .didUpdateFocus
      ) { app, t, arguments in
        app.calls.didUpdateFocus(t, arguments.context, arguments.coordinator)
      },
      .table(
        .delegate, "indexPathForPreferredFocusedViewInTableView:", .indexPathForPreferredFocusedView
      ) { app, t, _ in
        .some(app.calls.indexPathForPreferredFocusedView(t).map { TablePosition($0) })
      },
      .row(
        .delegate, "tableView:selectionFollowsFocusForRowAtIndexPath:", .selectionFollowsFocus
      ) { app, t, p, _ in app.calls.selectionFollowsFocus(t, IndexPath(p)) },
      .row(.delegate, "tableView:shouldSpringLoadRowAtIndexPath:withContext:", .shouldSpringLoadRow)
      { app, t, p, context in app.calls.shouldSpringLoadRow(t, IndexPath(p), context) },
      .row(
        .delegate, "tableView:shouldBeginMultipleSelectionInteractionAtIndexPath:",
        .shouldBeginMultipleSelectionInteraction
      ) { app, t, p, _ in app.calls.shouldBeginMultipleSelectionInteraction(t, IndexPath(p)) },
      .row(
        .delegate, "tableView:didBeginMultipleSelectionInteractionAtIndexPath:",
        .didBeginMultipleSelectionInteraction
      ) { app, t, p, _ in app.calls.didBeginMultipleSelectionInteraction(t, IndexPath(p)) },
      .table(
        .delegate, "tableViewDidEndMultipleSelectionInteraction:",
        .didEndMultipleSelectionInteraction
      ) { app, t, _ in app.calls.didEndMultipleSelectionInteraction(t) },
      .row(
        .delegate, "tableView:contextMenuConfigurationForRowAtIndexPath:point:",
        .contextMenuConfiguration
      ) { app, t, p, point in app.calls.contextMenuConfiguration(t, IndexPath(p), point) },
      .table(
        .delegate, "tableView:previewForHighlightingContextMenuWithConfiguration:",
        .previewForHighlightingContextMenu
      ) { app, t, configuration in app.calls.previewForHighlightingContextMenu(t, configuration) },
      .table(
        .delegate, "tableView:previewForDismissingContextMenuWithConfiguration:",
        .previewForDismissingContextMenu
      ) { app, t, configuration in app.calls.previewForDismissingContextMenu(t, configuration) },
      .table(
        .delegate, "tableView:willPerformPreviewActionForMenuWithConfiguration:animator:",
        .willPerformPreviewAction
      ) { app, t, arguments in
        app.calls.willPerformPreviewAction(t, arguments.configuration, arguments.animator)
      },
      .table(
        .delegate, "tableView:willDisplayContextMenuWithConfiguration:animator:",
        .willDisplayContextMenu
      ) { app, t, arguments in
        app.calls.willDisplayContextMenu(t, arguments.configuration, arguments.animator)
      },
      .table(
        .delegate, "tableView:willEndContextMenuInteractionWithConfiguration:animator:",
        .willEndContextMenuInteraction
      ) { app, t, arguments in
        app.calls.willEndContextMenuInteraction(t, arguments.configuration, arguments.animator)
      },
    ]

    private static let prefetchingMethods: [AdapterMethod] = [
      .table(.prefetching, "tableView:prefetchRowsAtIndexPaths:", .prefetchRows, required: true) {
        app, t, positions in app.calls.prefetchRows(t, positions.map { IndexPath($0) })
      },
      .table(
        .prefetching, "tableView:cancelPrefetchingForRowsAtIndexPaths:", .cancelPrefetchingForRows
      ) { app, t, positions in
        app.calls.cancelPrefetchingForRows(t, positions.map { IndexPath($0) })
      },
    ]
  }
#endif
