#if !canImport(UIKit)
  import Testing
  import UIKitStandIn

  @Suite("TableSelectors")
  struct TableSelectorsTests {
    @Test("each list has the number of members UIKit's headers declare")
    func counts() {
      #expect(TableSelectors.dataSource.count == 11)
      #expect(TableSelectors.delegate.count == 52)
      #expect(TableSelectors.prefetching.count == 2)
      #expect(TableSelectors.scrollView.count == 14)
    }

    @Test("no selector is listed twice, within or across the lists")
    func noDuplicates() {
      let all =
        TableSelectors.dataSource + TableSelectors.delegate + TableSelectors.prefetching
        + TableSelectors.scrollView
      #expect(Set(all).count == all.count)
    }

    @Test("the required members come first in the data-source list")
    func requiredFirst() {
      #expect(
        TableSelectors.dataSource.prefix(2) == [
          "tableView:numberOfRowsInSection:", "tableView:cellForRowAtIndexPath:",
        ])
      #expect(TableSelectors.prefetching.first == "tableView:prefetchRowsAtIndexPaths:")
    }

    @Test(
      "data-source spellings match UIKit's headers",
      arguments: [
        "numberOfSectionsInTableView:",
        "tableView:commitEditingStyle:forRowAtIndexPath:",
        "tableView:moveRowAtIndexPath:toIndexPath:",
        "tableView:sectionForSectionIndexTitle:atIndex:",
        "sectionIndexTitlesForTableView:",
      ])
    func dataSourceSpellings(selector: String) {
      #expect(TableSelectors.dataSource.contains(selector))
    }

    @Test(
      "delegate spellings match UIKit's headers",
      arguments: [
        "tableView:didEndEditingRowAtIndexPath:",
        "tableView:accessoryButtonTappedForRowWithIndexPath:",
        "tableView:didUpdateFocusInContext:withAnimationCoordinator:",
        "tableView:targetIndexPathForMoveFromRowAtIndexPath:toProposedIndexPath:",
        "tableView:willDisplayContextMenuWithConfiguration:animator:",
        "tableView:willEndContextMenuInteractionWithConfiguration:animator:",
        "tableView:willPerformPreviewActionForMenuWithConfiguration:animator:",
        "tableView:shouldSpringLoadRowAtIndexPath:withContext:",
        "indexPathForPreferredFocusedViewInTableView:",
        "tableViewDidEndMultipleSelectionInteraction:",
        "tableView:canPerformAction:forRowAtIndexPath:withSender:",
      ])
    func delegateSpellings(selector: String) {
      #expect(TableSelectors.delegate.contains(selector))
    }

    @Test("the deprecated accessoryTypeForRowWith member is omitted")
    func omitted() {
      #expect(!TableSelectors.delegate.contains("tableView:accessoryTypeForRowWithIndexPath:"))
    }

    @Test("scroll-view selectors are derived from the Swift names")
    func scrollViewSpellings() {
      #expect(TableSelectors.scrollView.first == "scrollViewDidScroll:")
      #expect(TableSelectors.scrollView.contains("viewForZoomingInScrollView:"))
      #expect(
        TableSelectors.scrollView.contains(
          "scrollViewWillEndDragging:withVelocity:targetContentOffset:"))
      #expect(TableSelectors.scrollView.contains("scrollViewDidEndDragging:willDecelerate:"))
      #expect(TableSelectors.scrollView.contains("scrollViewWillBeginZooming:withView:"))
      #expect(TableSelectors.scrollView.contains("scrollViewDidEndZooming:withView:atScale:"))
      #expect(TableSelectors.scrollView.last == "scrollViewDidChangeAdjustedContentInset:")
    }

    @Test("every selector has one colon per argument and no spaces")
    func wellFormed() {
      let all =
        TableSelectors.dataSource + TableSelectors.delegate + TableSelectors.prefetching
        + TableSelectors.scrollView
      for selector in all {
        #expect(selector.hasSuffix(":"), "\(selector)")
        #expect(!selector.contains(" "), "\(selector)")
        #expect(!selector.contains("::"), "\(selector)")
      }
    }
  }
#endif
