#if os(Linux)
  import Foundation
  import UIKitStandIn

  /// An app's data source, delegate and prefetch data source whose members are each answered by
  /// a closure that a test sets, and which implements only the members whose closure is set.
  ///
  /// A test sets what its table needs, and nothing else is implemented: the stand-in's table view
  /// and the adapter learn it through `responds(to:)`, as UIKit learns it. A member without a
  /// closure is not implemented; calling it anyway stops the test, as UIKit's "unrecognized
  /// selector sent to instance" does.
  ///
  /// ```swift
  /// let app = StubApp()
  /// app.numberOfRows = { _, _ in 3 }
  /// app.cellForRow = { _, _ in UITableViewCell(style: .default, reuseIdentifier: nil) }
  /// app.didSelectRow = { _, indexPath in selected.append(indexPath) }
  /// tableView.dataSource = app
  /// tableView.delegate = app
  /// ```
  ///
  /// Each closure is named as ``TableSelectors`` names the member's selector, and takes the
  /// member's arguments in order, the table view (or scroll view) first. It has the members the
  /// tests set; a test that needs another member adds its closure and its method here.
  @MainActor
  package final class StubApp: ClosureApp, UITableViewDataSource, UITableViewDelegate,
    UITableViewDataSourcePrefetching
  {
    // MARK: The closures, one per member

    /// Answers `tableView:numberOfRowsInSection:`; setting it makes the app implement the member.
    package var numberOfRows: (@MainActor (UITableView, Int) -> Int)? {
      didSet { implement(TableSelectors.numberOfRows, numberOfRows != nil) }
    }

    /// Answers `tableView:cellForRowAtIndexPath:`; setting it makes the app implement the member.
    package var cellForRow: (@MainActor (UITableView, IndexPath) -> UITableViewCell)? {
      didSet { implement(TableSelectors.cellForRow, cellForRow != nil) }
    }

    /// Answers `numberOfSectionsInTableView:`; setting it makes the app implement the member.
    package var numberOfSections: (@MainActor (UITableView) -> Int)? {
      didSet { implement(TableSelectors.numberOfSections, numberOfSections != nil) }
    }

    /// Answers `tableView:titleForHeaderInSection:`; setting it makes the app implement the member.
    package var titleForHeader: (@MainActor (UITableView, Int) -> String?)? {
      didSet { implement(TableSelectors.titleForHeader, titleForHeader != nil) }
    }

    /// Answers `sectionIndexTitlesForTableView:`; setting it makes the app implement the member.
    package var sectionIndexTitles: (@MainActor (UITableView) -> [String]?)? {
      didSet { implement(TableSelectors.sectionIndexTitles, sectionIndexTitles != nil) }
    }

    /// Answers `tableView:commitEditingStyle:forRowAtIndexPath:`; setting it makes the app implement the member.
    package var commitEditing:
      (@MainActor (UITableView, UITableViewCell.EditingStyle, IndexPath) -> Void)?
    {
      didSet { implement(TableSelectors.commitEditing, commitEditing != nil) }
    }

    /// Answers `tableView:canMoveRowAtIndexPath:`; setting it makes the app implement the member.
    package var canMoveRow: (@MainActor (UITableView, IndexPath) -> Bool)? {
      didSet { implement(TableSelectors.canMoveRow, canMoveRow != nil) }
    }

    /// Answers `tableView:moveRowAtIndexPath:toIndexPath:`; setting it makes the app implement the member.
    package var moveRow: (@MainActor (UITableView, IndexPath, IndexPath) -> Void)? {
      didSet { implement(TableSelectors.moveRow, moveRow != nil) }
    }

    /// Answers `tableView:willDisplayCell:forRowAtIndexPath:`; setting it makes the app implement the member.
    package var willDisplayCell: (@MainActor (UITableView, UITableViewCell, IndexPath) -> Void)? {
      didSet { implement(TableSelectors.willDisplayCell, willDisplayCell != nil) }
    }

    /// Answers `tableView:didEndDisplayingCell:forRowAtIndexPath:`; setting it makes the app implement the member.
    package var didEndDisplayingCell:
      (@MainActor (UITableView, UITableViewCell, IndexPath) -> Void)?
    {
      didSet { implement(TableSelectors.didEndDisplayingCell, didEndDisplayingCell != nil) }
    }

    /// Answers `tableView:heightForRowAtIndexPath:`; setting it makes the app implement the member.
    package var heightForRow: (@MainActor (UITableView, IndexPath) -> CGFloat)? {
      didSet { implement(TableSelectors.heightForRow, heightForRow != nil) }
    }

    /// Answers `tableView:estimatedHeightForRowAtIndexPath:`; setting it makes the app implement the member.
    package var estimatedHeightForRow: (@MainActor (UITableView, IndexPath) -> CGFloat)? {
      didSet { implement(TableSelectors.estimatedHeightForRow, estimatedHeightForRow != nil) }
    }

    /// Answers `tableView:willSelectRowAtIndexPath:`; setting it makes the app implement the member.
    package var willSelectRow: (@MainActor (UITableView, IndexPath) -> IndexPath?)? {
      didSet { implement(TableSelectors.willSelectRow, willSelectRow != nil) }
    }

    /// Answers `tableView:didSelectRowAtIndexPath:`; setting it makes the app implement the member.
    package var didSelectRow: (@MainActor (UITableView, IndexPath) -> Void)? {
      didSet { implement(TableSelectors.didSelectRow, didSelectRow != nil) }
    }

    /// Answers `tableView:performPrimaryActionForRowAtIndexPath:`; setting it makes the app implement the member.
    package var performPrimaryAction: (@MainActor (UITableView, IndexPath) -> Void)? {
      didSet { implement(TableSelectors.performPrimaryAction, performPrimaryAction != nil) }
    }

    /// Answers `tableView:trailingSwipeActionsConfigurationForRowAtIndexPath:`; setting it makes the app implement the member.
    package var trailingSwipeActionsConfiguration:
      (@MainActor (UITableView, IndexPath) -> UISwipeActionsConfiguration?)?
    {
      didSet {
        implement(
          TableSelectors.trailingSwipeActionsConfiguration, trailingSwipeActionsConfiguration != nil
        )
      }
    }

    /// Answers `tableView:indentationLevelForRowAtIndexPath:`; setting it makes the app implement the member.
    package var indentationLevel: (@MainActor (UITableView, IndexPath) -> Int)? {
      didSet { implement(TableSelectors.indentationLevel, indentationLevel != nil) }
    }

    /// Answers `tableView:shouldUpdateFocusInContext:`; setting it makes the app implement the member.
    package var shouldUpdateFocus:
      (@MainActor (UITableView, UITableViewFocusUpdateContext) -> Bool)?
    {
      didSet { implement(TableSelectors.shouldUpdateFocus, shouldUpdateFocus != nil) }
    }

    /// Answers `indexPathForPreferredFocusedViewInTableView:`; setting it makes the app implement the member.
    package var indexPathForPreferredFocusedView: (@MainActor (UITableView) -> IndexPath?)? {
      didSet {
        implement(
          TableSelectors.indexPathForPreferredFocusedView, indexPathForPreferredFocusedView != nil)
      }
    }

    /// Answers `tableView:selectionFollowsFocusForRowAtIndexPath:`; setting it makes the app implement the member.
    package var selectionFollowsFocus: (@MainActor (UITableView, IndexPath) -> Bool)? {
      didSet { implement(TableSelectors.selectionFollowsFocus, selectionFollowsFocus != nil) }
    }

    /// Answers `tableView:previewForHighlightingContextMenuWithConfiguration:`; setting it makes the app implement the member.
    package var previewForHighlightingContextMenu:
      (@MainActor (UITableView, UIContextMenuConfiguration) -> UITargetedPreview?)?
    {
      didSet {
        implement(
          TableSelectors.previewForHighlightingContextMenu, previewForHighlightingContextMenu != nil
        )
      }
    }

    /// Answers `tableView:willDisplayContextMenuWithConfiguration:animator:`; setting it makes the app implement the member.
    package var willDisplayContextMenu:
      (
        @MainActor (
          UITableView, UIContextMenuConfiguration, (any UIContextMenuInteractionAnimating)?
        ) -> Void
      )?
    {
      didSet { implement(TableSelectors.willDisplayContextMenu, willDisplayContextMenu != nil) }
    }

    /// Answers `tableView:willEndContextMenuInteractionWithConfiguration:animator:`; setting it makes the app implement the member.
    package var willEndContextMenuInteraction:
      (
        @MainActor (
          UITableView, UIContextMenuConfiguration, (any UIContextMenuInteractionAnimating)?
        ) -> Void
      )?
    {
      didSet {
        implement(
          TableSelectors.willEndContextMenuInteraction, willEndContextMenuInteraction != nil)
      }
    }

    /// Answers `tableView:prefetchRowsAtIndexPaths:`; setting it makes the app implement the member.
    package var prefetchRows: (@MainActor (UITableView, [IndexPath]) -> Void)? {
      didSet { implement(TableSelectors.prefetchRows, prefetchRows != nil) }
    }

    // MARK: The members, each answered by its closure

    package func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
      answer(numberOfRows, TableSelectors.numberOfRows)(tableView, section)
    }

    package func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
      -> UITableViewCell
    {
      answer(cellForRow, TableSelectors.cellForRow)(tableView, indexPath)
    }

    package func numberOfSections(in tableView: UITableView) -> Int {
      answer(numberOfSections, TableSelectors.numberOfSections)(tableView)
    }

    package func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int)
      -> String?
    {
      answer(titleForHeader, TableSelectors.titleForHeader)(tableView, section)
    }

    package func sectionIndexTitles(for tableView: UITableView) -> [String]? {
      answer(sectionIndexTitles, TableSelectors.sectionIndexTitles)(tableView)
    }

    package func tableView(
      _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
      forRowAt indexPath: IndexPath
    ) {
      answer(commitEditing, TableSelectors.commitEditing)(tableView, editingStyle, indexPath)
    }

    package func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
      answer(canMoveRow, TableSelectors.canMoveRow)(tableView, indexPath)
    }

    package func tableView(
      _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
      to destinationIndexPath: IndexPath
    ) {
      answer(moveRow, TableSelectors.moveRow)(tableView, sourceIndexPath, destinationIndexPath)
    }

    package func tableView(
      _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
    ) {
      answer(willDisplayCell, TableSelectors.willDisplayCell)(tableView, cell, indexPath)
    }

    package func tableView(
      _ tableView: UITableView, didEndDisplaying cell: UITableViewCell,
      forRowAt indexPath: IndexPath
    ) {
      answer(didEndDisplayingCell, TableSelectors.didEndDisplayingCell)(tableView, cell, indexPath)
    }

    package func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat
    {
      answer(heightForRow, TableSelectors.heightForRow)(tableView, indexPath)
    }

    package func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath)
      -> CGFloat
    {
      answer(estimatedHeightForRow, TableSelectors.estimatedHeightForRow)(tableView, indexPath)
    }

    package func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath)
      -> IndexPath?
    {
      answer(willSelectRow, TableSelectors.willSelectRow)(tableView, indexPath)
    }

    package func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
      answer(didSelectRow, TableSelectors.didSelectRow)(tableView, indexPath)
    }

    package func tableView(
      _ tableView: UITableView, performPrimaryActionForRowAt indexPath: IndexPath
    ) {
      answer(performPrimaryAction, TableSelectors.performPrimaryAction)(tableView, indexPath)
    }

    package func tableView(
      _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
      answer(trailingSwipeActionsConfiguration, TableSelectors.trailingSwipeActionsConfiguration)(
        tableView, indexPath)
    }

    package func tableView(_ tableView: UITableView, indentationLevelForRowAt indexPath: IndexPath)
      -> Int
    {
      answer(indentationLevel, TableSelectors.indentationLevel)(tableView, indexPath)
    }

    package func tableView(
      _ tableView: UITableView, shouldUpdateFocusIn context: UITableViewFocusUpdateContext
    ) -> Bool {
      answer(shouldUpdateFocus, TableSelectors.shouldUpdateFocus)(tableView, context)
    }

    package func indexPathForPreferredFocusedView(in tableView: UITableView) -> IndexPath? {
      answer(indexPathForPreferredFocusedView, TableSelectors.indexPathForPreferredFocusedView)(
        tableView)
    }

    package func tableView(
      _ tableView: UITableView, selectionFollowsFocusForRowAt indexPath: IndexPath
    ) -> Bool {
      answer(selectionFollowsFocus, TableSelectors.selectionFollowsFocus)(tableView, indexPath)
    }

    package func tableView(
      _ tableView: UITableView,
      previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
    ) -> UITargetedPreview? {
      answer(previewForHighlightingContextMenu, TableSelectors.previewForHighlightingContextMenu)(
        tableView, configuration)
    }

    package func tableView(
      _ tableView: UITableView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
      animator: (any UIContextMenuInteractionAnimating)?
    ) {
      answer(willDisplayContextMenu, TableSelectors.willDisplayContextMenu)(
        tableView, configuration, animator)
    }

    package func tableView(
      _ tableView: UITableView,
      willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
      animator: (any UIContextMenuInteractionAnimating)?
    ) {
      answer(willEndContextMenuInteraction, TableSelectors.willEndContextMenuInteraction)(
        tableView, configuration, animator)
    }

    package func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) {
      answer(prefetchRows, TableSelectors.prefetchRows)(tableView, indexPaths)
    }
  }

  /// A data source that implements the two required members only, each answered by a closure,
  /// and says nothing of what it implements (it does not conform to `StandInResponding`): every
  /// optional member has its protocol's default, UIKit's behaviour without it.
  @MainActor
  package final class RequiredMembersDataSource: NSObject, UITableViewDataSource {
    /// Answers `tableView:numberOfRowsInSection:`.
    package var numberOfRows: @MainActor (UITableView, Int) -> Int

    /// Answers `tableView:cellForRowAtIndexPath:`.
    package var cellForRow: @MainActor (UITableView, IndexPath) -> UITableViewCell

    /// A data source whose two required members are answered by these closures.
    package init(
      numberOfRows: @escaping @MainActor (UITableView, Int) -> Int,
      cellForRow: @escaping @MainActor (UITableView, IndexPath) -> UITableViewCell
    ) {
      self.numberOfRows = numberOfRows
      self.cellForRow = cellForRow
      super.init()
    }

    package func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
      numberOfRows(tableView, section)
    }

    package func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
      -> UITableViewCell
    {
      cellForRow(tableView, indexPath)
    }
  }

  /// A prefetch data source that implements its required member only, answered by a closure, and
  /// says nothing of what it implements: the cancellation member has its protocol's default.
  @MainActor
  package final class RequiredMemberPrefetcher: NSObject, UITableViewDataSourcePrefetching {
    /// Answers `tableView:prefetchRowsAtIndexPaths:`; by default does nothing.
    package var prefetchRows: @MainActor (UITableView, [IndexPath]) -> Void = { _, _ in }

    /// A prefetch data source that does nothing until ``prefetchRows`` is set.
    package override init() {
      super.init()
    }

    package func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) {
      prefetchRows(tableView, indexPaths)
    }
  }
#endif
