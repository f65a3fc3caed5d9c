#if !canImport(UIKit)
  import Foundation
  import Testing
  import UIKitStandIn

  /// Implements every member of the three exhaustive protocols, recording each call's selector.
  ///
  /// That it compiles proves the exhaustive member lists are implementable as declared.
  @MainActor
  final class EveryMemberTable: UITableViewDataSourceRequirements, UITableViewDelegateRequirements,
    UITableViewDataSourcePrefetchingRequirements
  {
    var calls: [String] = []

    // MARK: UITableViewDataSourceRequirements

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
      calls.append("tableView:numberOfRowsInSection:")
      return 0
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
      calls.append("tableView:cellForRowAtIndexPath:")
      return UITableViewCell(style: .default, reuseIdentifier: nil)
    }

    func numberOfSections(in tableView: UITableView) -> Int {
      calls.append("numberOfSectionsInTableView:")
      return 0
    }

    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
      calls.append("tableView:titleForHeaderInSection:")
      return nil
    }

    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
      calls.append("tableView:titleForFooterInSection:")
      return nil
    }

    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
      calls.append("tableView:canEditRowAtIndexPath:")
      return false
    }

    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
      calls.append("tableView:canMoveRowAtIndexPath:")
      return false
    }

    func sectionIndexTitles(for tableView: UITableView) -> [String]? {
      calls.append("sectionIndexTitlesForTableView:")
      return nil
    }

    func tableView(
      _ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int
    ) -> Int {
      calls.append("tableView:sectionForSectionIndexTitle:atIndex:")
      return 0
    }

    func tableView(
      _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
      forRowAt indexPath: IndexPath
    ) {
      calls.append("tableView:commitEditingStyle:forRowAtIndexPath:")
    }

    func tableView(
      _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
      to destinationIndexPath: IndexPath
    ) {
      calls.append("tableView:moveRowAtIndexPath:toIndexPath:")
    }

    // MARK: UITableViewDelegateRequirements

    func tableView(
      _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
    ) {
      calls.append("tableView:willDisplayCell:forRowAtIndexPath:")
    }

    func tableView(
      _ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int
    ) {
      calls.append("tableView:willDisplayHeaderView:forSection:")
    }

    func tableView(
      _ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int
    ) {
      calls.append("tableView:willDisplayFooterView:forSection:")
    }

    func tableView(
      _ tableView: UITableView, didEndDisplaying cell: UITableViewCell,
      forRowAt indexPath: IndexPath
    ) {
      calls.append("tableView:didEndDisplayingCell:forRowAtIndexPath:")
    }

    func tableView(
      _ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int
    ) {
      calls.append("tableView:didEndDisplayingHeaderView:forSection:")
    }

    func tableView(
      _ tableView: UITableView, didEndDisplayingFooterView view: UIView, forSection section: Int
    ) {
      calls.append("tableView:didEndDisplayingFooterView:forSection:")
    }

    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
      calls.append("tableView:heightForRowAtIndexPath:")
      return 0
    }

    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
      calls.append("tableView:heightForHeaderInSection:")
      return 0
    }

    func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
      calls.append("tableView:heightForFooterInSection:")
      return 0
    }

    func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath)
      -> CGFloat
    {
      calls.append("tableView:estimatedHeightForRowAtIndexPath:")
      return 0
    }

    func tableView(_ tableView: UITableView, estimatedHeightForHeaderInSection section: Int)
      -> CGFloat
    {
      calls.append("tableView:estimatedHeightForHeaderInSection:")
      return 0
    }

    func tableView(_ tableView: UITableView, estimatedHeightForFooterInSection section: Int)
      -> CGFloat
    {
      calls.append("tableView:estimatedHeightForFooterInSection:")
      return 0
    }

    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
      calls.append("tableView:viewForHeaderInSection:")
      return nil
    }

    func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
      calls.append("tableView:viewForFooterInSection:")
      return nil
    }

    func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {
      calls.append("tableView:accessoryButtonTappedForRowWithIndexPath:")
    }

    func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
      calls.append("tableView:shouldHighlightRowAtIndexPath:")
      return false
    }

    func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {
      calls.append("tableView:didHighlightRowAtIndexPath:")
    }

    func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {
      calls.append("tableView:didUnhighlightRowAtIndexPath:")
    }

    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
      calls.append("tableView:willSelectRowAtIndexPath:")
      return nil
    }

    func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
      calls.append("tableView:willDeselectRowAtIndexPath:")
      return nil
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
      calls.append("tableView:didSelectRowAtIndexPath:")
    }

    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
      calls.append("tableView:didDeselectRowAtIndexPath:")
    }

    func tableView(_ tableView: UITableView, canPerformPrimaryActionForRowAt indexPath: IndexPath)
      -> Bool
    {
      calls.append("tableView:canPerformPrimaryActionForRowAtIndexPath:")
      return false
    }

    func tableView(_ tableView: UITableView, performPrimaryActionForRowAt indexPath: IndexPath) {
      calls.append("tableView:performPrimaryActionForRowAtIndexPath:")
    }

    func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath)
      -> UITableViewCell.EditingStyle
    {
      calls.append("tableView:editingStyleForRowAtIndexPath:")
      return .none
    }

    func tableView(
      _ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath
    ) -> String? {
      calls.append("tableView:titleForDeleteConfirmationButtonForRowAtIndexPath:")
      return nil
    }

    func tableView(_ tableView: UITableView, editActionsForRowAt indexPath: IndexPath)
      -> [UITableViewRowAction]?
    {
      calls.append("tableView:editActionsForRowAtIndexPath:")
      return nil
    }

    func tableView(
      _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
      calls.append("tableView:leadingSwipeActionsConfigurationForRowAtIndexPath:")
      return nil
    }

    func tableView(
      _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
      calls.append("tableView:trailingSwipeActionsConfigurationForRowAtIndexPath:")
      return nil
    }

    func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath)
      -> Bool
    {
      calls.append("tableView:shouldIndentWhileEditingRowAtIndexPath:")
      return false
    }

    func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) {
      calls.append("tableView:willBeginEditingRowAtIndexPath:")
    }

    func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {
      calls.append("tableView:didEndEditingRowAtIndexPath:")
    }

    func tableView(
      _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
      toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath {
      calls.append("tableView:targetIndexPathForMoveFromRowAtIndexPath:toProposedIndexPath:")
      return proposedDestinationIndexPath
    }

    func tableView(_ tableView: UITableView, indentationLevelForRowAt indexPath: IndexPath) -> Int {
      calls.append("tableView:indentationLevelForRowAtIndexPath:")
      return 0
    }

    func tableView(_ tableView: UITableView, shouldShowMenuForRowAt indexPath: IndexPath) -> Bool {
      calls.append("tableView:shouldShowMenuForRowAtIndexPath:")
      return false
    }

    func tableView(
      _ tableView: UITableView, canPerformAction action: Selector, forRowAt indexPath: IndexPath,
      withSender sender: Any?
    ) -> Bool {
      calls.append("tableView:canPerformAction:forRowAtIndexPath:withSender:")
      return false
    }

    func tableView(
      _ tableView: UITableView, performAction action: Selector, forRowAt indexPath: IndexPath,
      withSender sender: Any?
    ) {
      calls.append("tableView:performAction:forRowAtIndexPath:withSender:")
    }

    func tableView(_ tableView: UITableView, canFocusRowAt indexPath: IndexPath) -> Bool {
      calls.append("tableView:canFocusRowAtIndexPath:")
      return false
    }

    func tableView(
      _ tableView: UITableView, shouldUpdateFocusIn context: UITableViewFocusUpdateContext
    ) -> Bool {
      calls.append("tableView:shouldUpdateFocusInContext:")
      return false
    }

    func tableView(
      _ tableView: UITableView, didUpdateFocusIn context: UITableViewFocusUpdateContext,
      with coordinator: UIFocusAnimationCoordinator
    ) {
      calls.append("tableView:didUpdateFocusInContext:withAnimationCoordinator:")
    }

    func indexPathForPreferredFocusedView(in tableView: UITableView) -> IndexPath? {
      calls.append("indexPathForPreferredFocusedViewInTableView:")
      return nil
    }

    func tableView(_ tableView: UITableView, selectionFollowsFocusForRowAt indexPath: IndexPath)
      -> Bool
    {
      calls.append("tableView:selectionFollowsFocusForRowAtIndexPath:")
      return false
    }

    func tableView(
      _ tableView: UITableView, shouldSpringLoadRowAt indexPath: IndexPath,
      with context: any UISpringLoadedInteractionContext
    ) -> Bool {
      calls.append("tableView:shouldSpringLoadRowAtIndexPath:withContext:")
      return false
    }

    func tableView(
      _ tableView: UITableView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath
    ) -> Bool {
      calls.append("tableView:shouldBeginMultipleSelectionInteractionAtIndexPath:")
      return false
    }

    func tableView(
      _ tableView: UITableView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath
    ) {
      calls.append("tableView:didBeginMultipleSelectionInteractionAtIndexPath:")
    }

    func tableViewDidEndMultipleSelectionInteraction(_ tableView: UITableView) {
      calls.append("tableViewDidEndMultipleSelectionInteraction:")
    }

    func tableView(
      _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
      point: CGPoint
    ) -> UIContextMenuConfiguration? {
      calls.append("tableView:contextMenuConfigurationForRowAtIndexPath:point:")
      return nil
    }

    func tableView(
      _ tableView: UITableView,
      previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
    ) -> UITargetedPreview? {
      calls.append("tableView:previewForHighlightingContextMenuWithConfiguration:")
      return nil
    }

    func tableView(
      _ tableView: UITableView,
      previewForDismissingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
    ) -> UITargetedPreview? {
      calls.append("tableView:previewForDismissingContextMenuWithConfiguration:")
      return nil
    }

    func tableView(
      _ tableView: UITableView,
      willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
      animator: any UIContextMenuInteractionCommitAnimating
    ) {
      calls.append("tableView:willPerformPreviewActionForMenuWithConfiguration:animator:")
    }

    func tableView(
      _ tableView: UITableView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
      animator: (any UIContextMenuInteractionAnimating)?
    ) {
      calls.append("tableView:willDisplayContextMenuWithConfiguration:animator:")
    }

    func tableView(
      _ tableView: UITableView,
      willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
      animator: (any UIContextMenuInteractionAnimating)?
    ) {
      calls.append("tableView:willEndContextMenuInteractionWithConfiguration:animator:")
    }

    // MARK: UITableViewDataSourcePrefetchingRequirements

    func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) {
      calls.append("tableView:prefetchRowsAtIndexPaths:")
    }

    func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {
      calls.append("tableView:cancelPrefetchingForRowsAtIndexPaths:")
    }
  }

  @Suite("Exhaustive protocols")
  @MainActor
  struct ExhaustiveProtocolTests {
    @Test("one type conforms to all three exhaustive protocols")
    func conformsToAllThree() {
      let table = EveryMemberTable()
      let dataSource: any UITableViewDataSourceRequirements = table
      let delegate: any UITableViewDelegateRequirements = table
      let prefetching: any UITableViewDataSourcePrefetchingRequirements = table
      let tableView = UITableView(frame: .zero, style: .plain)
      let path = IndexPath(row: 0, section: 0)

      _ = dataSource.tableView(tableView, numberOfRowsInSection: 0)
      delegate.tableView(tableView, didEndEditingRowAt: nil)
      delegate.tableView(
        tableView, willDisplayContextMenu: UIContextMenuConfiguration(), animator: nil)
      prefetching.tableView(tableView, prefetchRowsAt: [path])

      #expect(
        table.calls == [
          "tableView:numberOfRowsInSection:",
          "tableView:didEndEditingRowAtIndexPath:",
          "tableView:willDisplayContextMenuWithConfiguration:animator:",
          "tableView:prefetchRowsAtIndexPaths:",
        ])
    }

    @Test("each exhaustive member records its own selector from TableSelectors")
    func recordedSelectorsAreKnown() {
      let table = EveryMemberTable()
      let tableView = UITableView(frame: .zero, style: .grouped)
      let path = IndexPath(row: 1, section: 2)
      table.tableView(tableView, commit: .delete, forRowAt: path)
      _ = table.tableView(
        tableView, targetIndexPathForMoveFromRowAt: path, toProposedIndexPath: path)
      _ = table.tableView(
        tableView, canPerformAction: Selector("copy:"), forRowAt: path, withSender: nil)
      table.tableView(tableView, cancelPrefetchingForRowsAt: [path])

      let known = Set(
        TableSelectors.dataSource + TableSelectors.delegate + TableSelectors.prefetching)
      #expect(table.calls.count == 4)
      #expect(table.calls.allSatisfy(known.contains))
    }
  }
#endif
