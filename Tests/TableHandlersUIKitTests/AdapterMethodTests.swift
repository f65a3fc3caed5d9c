#if os(Linux)
  import Foundation
  import TableHandlersCore
  import Testing
  import UIKitStandIn

  @testable import TableHandlersUIKit

  /// The selector list the adapter answers for is data; these tests hold it to the selectors as
  /// UIKit's headers spell them (the stand-in's `TableSelectors`), spelling for spelling.
  @MainActor
  @Suite("The adapter's selector list matches UIKit's selectors")
  struct AdapterMethodTests {
    func selectors(_ role: AdapterMethod.Role) -> [String] {
      AdapterMethod.all.filter { $0.role == role }.map(\.selector)
    }

    @Test func dataSourceSelectorsAreTheSheets() {
      #expect(selectors(.dataSource) == TableSelectors.dataSource)
    }

    @Test func delegateSelectorsAreTheSheets() {
      #expect(selectors(.delegate) == TableSelectors.delegate)
    }

    @Test func prefetchingSelectorsAreTheSheets() {
      #expect(selectors(.prefetching) == TableSelectors.prefetching)
    }

    @Test func theListIsInTheSheetsOrder() {
      #expect(
        AdapterMethod.all.map(\.selector)
          == TableSelectors.dataSource + TableSelectors.delegate + TableSelectors.prefetching)
    }

    @Test func forwardedScrollViewSelectorsAreTheSheets() {
      #expect(AdapterMethod.scrollViewSelectors == TableSelectors.scrollView)
    }

    @Test func requiredMethodsAreTheSheetsREQ() {
      #expect(
        AdapterMethod.all.filter(\.isRequired).map(\.selector) == [
          TableSelectors.numberOfRows, TableSelectors.cellForRow,
          TableSelectors.prefetchRows,
        ])
    }

    @Test func eachMethodHasItsOwnEvent() {
      let events = AdapterMethod.all.map(\.event)
      #expect(Set(events).count == events.count)
      #expect(AdapterMethod.byEvent.count == events.count)
      #expect(AdapterMethod.bySelector.count == events.count)
    }

    @Test func onlyTheDeprecatedEditActionsHasNoHandlerEvent() {
      #expect(
        AdapterMethod.all.filter { $0.event == editActionsID }.map(\.selector) == [
          TableSelectors.editActions
        ])
    }

    /// Events are named as UIKit's methods, so that a dump reads like the delegate.
    @Test(
      arguments: [
        (TableSelectors.cellForRow, "cellForRow"),
        (TableSelectors.commitEditing, "commitEditing"),
        (TableSelectors.willDisplayCell, "willDisplayCell"),
        (TableSelectors.viewForHeader, "viewForHeader"),
        (
          TableSelectors.trailingSwipeActionsConfiguration,
          "trailingSwipeActionsConfiguration"
        ),
        (TableSelectors.contextMenuConfiguration, "contextMenuConfiguration"),
        (TableSelectors.prefetchRows, "prefetchRows"),
        (
          TableSelectors.targetForMove, "targetForMove"
        ),
      ])
    func eventNames(selector: String, name: String) {
      #expect(AdapterMethod.bySelector[selector]?.event.name == name)
    }
  }
#endif
