#if !canImport(UIKit)
  import Testing
  import UIKitStandIn

  // How each member is spelled, and which come first as required, is checked against the doc
  // comment beside each member's Swift signature, which quotes UIKit's header
  // (`ProtocolListTests`).
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

    @Test("the deprecated accessoryTypeForRowWith member is omitted")
    func omitted() {
      #expect(!TableSelectors.delegate.contains("tableView:accessoryTypeForRowWithIndexPath:"))
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
