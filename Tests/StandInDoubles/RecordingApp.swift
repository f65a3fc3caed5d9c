#if os(Linux)
  import Foundation
  import UIKitStandIn

  /// An app's view controller that implements every member of the three table protocols,
  /// recording each call's selector and answering something no default answers.
  ///
  /// The exhaustive protocols are adopted here, on a base class, so that every member is really
  /// implemented (the compiler checks it); ``RecordingApp`` adds the UIKit protocols and says
  /// which members it implements.
  @MainActor
  package class RecordingAppBase: NSObject, UITableViewDataSourceRequirements,
    UITableViewDelegateRequirements,
    UITableViewDataSourcePrefetchingRequirements
  {
    /// The selectors called, in order.
    package var calls: [String] = []

    /// Called with each selector as it is recorded.
    package var onCall: ((String) -> Void)?

    /// The row count of each section.
    package var rowCounts: [Int] = [3, 2]

    package func record(_ selector: String) {
      calls.append(selector)
      onCall?(selector)
    }

    package func appCell() -> UITableViewCell {
      let cell = UITableViewCell(style: .default, reuseIdentifier: "app")
      cell.textLabel?.text = "app"
      return cell
    }

    package func swipe(_ title: String) -> UISwipeActionsConfiguration {
      UISwipeActionsConfiguration(actions: [
        UIContextualAction(style: .normal, title: title) { _, _, done in done(true) }
      ])
    }
    package func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
      record("tableView:numberOfRowsInSection:")
      return rowCounts[section]
    }
    package func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
      -> UITableViewCell
    {
      record("tableView:cellForRowAtIndexPath:")
      return appCell()
    }
    package func numberOfSections(in tableView: UITableView) -> Int {
      record("numberOfSectionsInTableView:")
      return rowCounts.count
    }
    package func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int)
      -> String?
    {
      record("tableView:titleForHeaderInSection:")
      return "app header \(section)"
    }
    package func tableView(_ tableView: UITableView, titleForFooterInSection section: Int)
      -> String?
    {
      record("tableView:titleForFooterInSection:")
      return "app footer \(section)"
    }
    package func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
      record("tableView:canEditRowAtIndexPath:")
      return false
    }
    package func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
      record("tableView:canMoveRowAtIndexPath:")
      return false
    }
    package func sectionIndexTitles(for tableView: UITableView) -> [String]? {
      record("sectionIndexTitlesForTableView:")
      return ["app"]
    }
    package func tableView(
      _ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int
    ) -> Int {
      record("tableView:sectionForSectionIndexTitle:atIndex:")
      return 70
    }
    package func tableView(
      _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
      forRowAt indexPath: IndexPath
    ) {
      record("tableView:commitEditingStyle:forRowAtIndexPath:")
    }
    package func tableView(
      _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
      to destinationIndexPath: IndexPath
    ) {
      record("tableView:moveRowAtIndexPath:toIndexPath:")
    }
    package func tableView(
      _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
    ) {
      record("tableView:willDisplayCell:forRowAtIndexPath:")
    }
    package func tableView(
      _ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int
    ) {
      record("tableView:willDisplayHeaderView:forSection:")
    }
    package func tableView(
      _ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int
    ) {
      record("tableView:willDisplayFooterView:forSection:")
    }
    package func tableView(
      _ tableView: UITableView, didEndDisplaying cell: UITableViewCell,
      forRowAt indexPath: IndexPath
    ) {
      record("tableView:didEndDisplayingCell:forRowAtIndexPath:")
    }
    package func tableView(
      _ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int
    ) {
      record("tableView:didEndDisplayingHeaderView:forSection:")
    }
    package func tableView(
      _ tableView: UITableView, didEndDisplayingFooterView view: UIView, forSection section: Int
    ) {
      record("tableView:didEndDisplayingFooterView:forSection:")
    }
    package func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat
    {
      record("tableView:heightForRowAtIndexPath:")
      return 11
    }
    package func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int)
      -> CGFloat
    {
      record("tableView:heightForHeaderInSection:")
      return 12
    }
    package func tableView(_ tableView: UITableView, heightForFooterInSection section: Int)
      -> CGFloat
    {
      record("tableView:heightForFooterInSection:")
      return 13
    }
    package func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath)
      -> CGFloat
    {
      record("tableView:estimatedHeightForRowAtIndexPath:")
      return 21
    }
    package func tableView(_ tableView: UITableView, estimatedHeightForHeaderInSection section: Int)
      -> CGFloat
    {
      record("tableView:estimatedHeightForHeaderInSection:")
      return 22
    }
    package func tableView(_ tableView: UITableView, estimatedHeightForFooterInSection section: Int)
      -> CGFloat
    {
      record("tableView:estimatedHeightForFooterInSection:")
      return 23
    }
    package func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView?
    {
      record("tableView:viewForHeaderInSection:")
      return NamedView("app header")
    }
    package func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView?
    {
      record("tableView:viewForFooterInSection:")
      return NamedView("app footer")
    }
    package func tableView(
      _ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath
    ) {
      record("tableView:accessoryButtonTappedForRowWithIndexPath:")
    }
    package func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath)
      -> Bool
    {
      record("tableView:shouldHighlightRowAtIndexPath:")
      return false
    }
    package func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {
      record("tableView:didHighlightRowAtIndexPath:")
    }
    package func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {
      record("tableView:didUnhighlightRowAtIndexPath:")
    }
    package func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath)
      -> IndexPath?
    {
      record("tableView:willSelectRowAtIndexPath:")
      return IndexPath(row: 7, section: 0)
    }
    package func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath)
      -> IndexPath?
    {
      record("tableView:willDeselectRowAtIndexPath:")
      return nil
    }
    package func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
      record("tableView:didSelectRowAtIndexPath:")
    }
    package func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
      record("tableView:didDeselectRowAtIndexPath:")
    }
    package func tableView(
      _ tableView: UITableView, canPerformPrimaryActionForRowAt indexPath: IndexPath
    )
      -> Bool
    {
      record("tableView:canPerformPrimaryActionForRowAtIndexPath:")
      return false
    }
    package func tableView(
      _ tableView: UITableView, performPrimaryActionForRowAt indexPath: IndexPath
    ) {
      record("tableView:performPrimaryActionForRowAtIndexPath:")
    }
    package func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath)
      -> UITableViewCell.EditingStyle
    {
      record("tableView:editingStyleForRowAtIndexPath:")
      return .insert
    }
    package func tableView(
      _ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath
    ) -> String? {
      record("tableView:titleForDeleteConfirmationButtonForRowAtIndexPath:")
      return "Remove"
    }
    package func tableView(_ tableView: UITableView, editActionsForRowAt indexPath: IndexPath)
      -> [UITableViewRowAction]?
    {
      record("tableView:editActionsForRowAtIndexPath:")
      return [UITableViewRowAction(style: .normal, title: "app") { _, _ in }]
    }
    package func tableView(
      _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
      record("tableView:leadingSwipeActionsConfigurationForRowAtIndexPath:")
      return swipe("app leading")
    }
    package func tableView(
      _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
      record("tableView:trailingSwipeActionsConfigurationForRowAtIndexPath:")
      return swipe("app trailing")
    }
    package func tableView(
      _ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath
    )
      -> Bool
    {
      record("tableView:shouldIndentWhileEditingRowAtIndexPath:")
      return false
    }
    package func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) {
      record("tableView:willBeginEditingRowAtIndexPath:")
    }
    package func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {
      record("tableView:didEndEditingRowAtIndexPath:")
    }
    package func tableView(
      _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
      toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath {
      record("tableView:targetIndexPathForMoveFromRowAtIndexPath:toProposedIndexPath:")
      return IndexPath(row: 5, section: 0)
    }
    package func tableView(_ tableView: UITableView, indentationLevelForRowAt indexPath: IndexPath)
      -> Int
    {
      record("tableView:indentationLevelForRowAtIndexPath:")
      return 3
    }
    package func tableView(_ tableView: UITableView, shouldShowMenuForRowAt indexPath: IndexPath)
      -> Bool
    {
      record("tableView:shouldShowMenuForRowAtIndexPath:")
      return true
    }
    package func tableView(
      _ tableView: UITableView, canPerformAction action: Selector, forRowAt indexPath: IndexPath,
      withSender sender: Any?
    ) -> Bool {
      record("tableView:canPerformAction:forRowAtIndexPath:withSender:")
      return action.name == "copy:" && sender is String
    }
    package func tableView(
      _ tableView: UITableView, performAction action: Selector, forRowAt indexPath: IndexPath,
      withSender sender: Any?
    ) {
      record("tableView:performAction:forRowAtIndexPath:withSender:")
    }
    package func tableView(_ tableView: UITableView, canFocusRowAt indexPath: IndexPath) -> Bool {
      record("tableView:canFocusRowAtIndexPath:")
      return false
    }
    package func tableView(
      _ tableView: UITableView, shouldUpdateFocusIn context: UITableViewFocusUpdateContext
    ) -> Bool {
      record("tableView:shouldUpdateFocusInContext:")
      return false
    }
    package func tableView(
      _ tableView: UITableView, didUpdateFocusIn context: UITableViewFocusUpdateContext,
      with coordinator: UIFocusAnimationCoordinator
    ) {
      record("tableView:didUpdateFocusInContext:withAnimationCoordinator:")
    }
    package func indexPathForPreferredFocusedView(in tableView: UITableView) -> IndexPath? {
      record("indexPathForPreferredFocusedViewInTableView:")
      return IndexPath(row: 1, section: 0)
    }
    package func tableView(
      _ tableView: UITableView, selectionFollowsFocusForRowAt indexPath: IndexPath
    )
      -> Bool
    {
      record("tableView:selectionFollowsFocusForRowAtIndexPath:")
      return true
    }
    package func tableView(
      _ tableView: UITableView, shouldSpringLoadRowAt indexPath: IndexPath,
      with context: any UISpringLoadedInteractionContext
    ) -> Bool {
      record("tableView:shouldSpringLoadRowAtIndexPath:withContext:")
      return false
    }
    package func tableView(
      _ tableView: UITableView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath
    ) -> Bool {
      record("tableView:shouldBeginMultipleSelectionInteractionAtIndexPath:")
      return true
    }
    package func tableView(
      _ tableView: UITableView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath
    ) {
      record("tableView:didBeginMultipleSelectionInteractionAtIndexPath:")
    }
    package func tableViewDidEndMultipleSelectionInteraction(_ tableView: UITableView) {
      record("tableViewDidEndMultipleSelectionInteraction:")
    }
    package func tableView(
      _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
      point: CGPoint
    ) -> UIContextMenuConfiguration? {
      record("tableView:contextMenuConfigurationForRowAtIndexPath:point:")
      return UIContextMenuConfiguration(identifier: NSString(string: "app"))
    }
    package func tableView(
      _ tableView: UITableView,
      previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
    ) -> UITargetedPreview? {
      record("tableView:previewForHighlightingContextMenuWithConfiguration:")
      return UITargetedPreview(view: NamedView("app highlight"))
    }
    package func tableView(
      _ tableView: UITableView,
      previewForDismissingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
    ) -> UITargetedPreview? {
      record("tableView:previewForDismissingContextMenuWithConfiguration:")
      return UITargetedPreview(view: NamedView("app dismiss"))
    }
    package func tableView(
      _ tableView: UITableView,
      willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
      animator: any UIContextMenuInteractionCommitAnimating
    ) {
      record("tableView:willPerformPreviewActionForMenuWithConfiguration:animator:")
    }
    package func tableView(
      _ tableView: UITableView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
      animator: (any UIContextMenuInteractionAnimating)?
    ) {
      record("tableView:willDisplayContextMenuWithConfiguration:animator:")
    }
    package func tableView(
      _ tableView: UITableView,
      willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
      animator: (any UIContextMenuInteractionAnimating)?
    ) {
      record("tableView:willEndContextMenuInteractionWithConfiguration:animator:")
    }
    package func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) {
      record("tableView:prefetchRowsAtIndexPaths:")
    }
    package func tableView(
      _ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]
    ) {
      record("tableView:cancelPrefetchingForRowsAtIndexPaths:")
    }
  }

  /// ``RecordingAppBase`` as the app's data source, delegate and prefetch data source, saying
  /// through `StandInResponding` which members it implements.
  @MainActor
  package final class RecordingApp: RecordingAppBase, UITableViewDataSource, UITableViewDelegate,
    UITableViewDataSourcePrefetching, StandInResponding
  {
    /// The selectors it says it implements.
    package let implemented: Set<String>

    /// An app that implements `implemented`; by default every table and scroll-view member.
    package init(implementing implemented: Set<String> = RecordingApp.everything) {
      self.implemented = implemented
      super.init()
    }

    /// Every selector of the three table protocols and of the scroll-view delegate.
    package static let everything = Set(
      TableSelectors.dataSource + TableSelectors.delegate + TableSelectors.prefetching
        + TableSelectors.scrollView)

    /// The required members only.
    package static let requiredOnly: Set<String> = [
      "tableView:numberOfRowsInSection:", "tableView:cellForRowAtIndexPath:",
      "tableView:prefetchRowsAtIndexPaths:",
    ]

    package nonisolated func responds(to aSelector: Selector!) -> Bool {
      implemented.contains(aSelector.name)
    }

    package func scrollViewDidScroll(_ scrollView: UIScrollView) {
      record("scrollViewDidScroll:")
    }
  }
#endif
