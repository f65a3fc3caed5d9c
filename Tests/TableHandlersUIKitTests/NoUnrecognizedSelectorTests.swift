#if os(Linux)
  import StandInDoubles
  import Foundation
  import Testing
  import TableHandlersCore
  import UIKitStandIn

  @testable import TableHandlersUIKit

  /// Each scroll-view method, as UIKit sends it to the table view's delegate, with its answer
  /// described.
  @MainActor
  let scrollViewCases: [String: @MainActor (any UIScrollViewDelegate, UIScrollView) -> String] = [
    TableSelectors.scrollViewDidScroll: { describe($1.send(.scrollViewDidScroll, to: $0)) },
    TableSelectors.scrollViewDidZoom: { describe($1.send(.scrollViewDidZoom, to: $0)) },
    TableSelectors.scrollViewWillBeginDragging: {
      describe($1.send(.scrollViewWillBeginDragging, to: $0))
    },
    TableSelectors.scrollViewWillEndDragging: { delegate, scrollView in
      var target = CGPoint(x: 3, y: 4)
      withUnsafeMutablePointer(to: &target) { target in
        _ = scrollView.send(
          .scrollViewWillEndDragging(velocity: CGPoint(x: 1, y: 1), targetContentOffset: target),
          to: delegate)
      }
      return "target \(target.x),\(target.y)"
    },
    TableSelectors.scrollViewDidEndDragging: {
      describe($1.send(.scrollViewDidEndDragging(decelerate: true), to: $0))
    },
    TableSelectors.scrollViewWillBeginDecelerating: {
      describe($1.send(.scrollViewWillBeginDecelerating, to: $0))
    },
    TableSelectors.scrollViewDidEndDecelerating: {
      describe($1.send(.scrollViewDidEndDecelerating, to: $0))
    },
    TableSelectors.scrollViewDidEndScrollingAnimation: {
      describe($1.send(.scrollViewDidEndScrollingAnimation, to: $0))
    },
    TableSelectors.viewForZooming: { describe($1.send(.viewForZooming, to: $0)) },
    TableSelectors.scrollViewWillBeginZooming: {
      describe($1.send(.scrollViewWillBeginZooming(view: nil), to: $0))
    },
    TableSelectors.scrollViewDidEndZooming: {
      describe($1.send(.scrollViewDidEndZooming(view: nil, scale: 2), to: $0))
    },
    TableSelectors.scrollViewShouldScrollToTop: {
      describe($1.send(.scrollViewShouldScrollToTop, to: $0))
    },
    TableSelectors.scrollViewDidScrollToTop: {
      describe($1.send(.scrollViewDidScrollToTop, to: $0))
    },
    TableSelectors.scrollViewDidChangeAdjustedContentInset: {
      describe($1.send(.scrollViewDidChangeAdjustedContentInset, to: $0))
    },
  ]

  /// What UIKit does for each scroll-view method a delegate does not implement: nothing, except
  /// that nothing zooms and scrolling to the top is allowed ([D] `scrollViewShouldScrollToTop`:
  /// "If the delegate doesn't implement this method, true is assumed"), and the target offset
  /// stays as proposed.
  let scrollViewAbsentAnswers: [String: String] = [
    TableSelectors.scrollViewWillEndDragging: "target 3.0,4.0",
    TableSelectors.viewForZooming: "nil",
    TableSelectors.scrollViewShouldScrollToTop: "true",
  ]

  @MainActor
  @Suite("No unrecognized selector: every method the adapter answers, it implements")
  struct NoUnrecognizedSelectorTests {
    @Test func theScrollViewCasesAreTheScrollViewDelegate() {
      #expect(Set(scrollViewCases.keys) == Set(TableSelectors.scrollView))
    }

    @Test func everySelectorTheAdapterCanAnswerIsOneItImplements() {
      let app = RecordingApp()
      let handlers = TableHandlers()
      for method in methodCases { method.register?(handlers) {} }
      let tableView = UITableView()
      handlers.attach(to: tableView, dataSource: app, delegate: app, prefetchDataSource: app)
      let adapter = tableView.handlersAdapter!
      let asked =
        allSelectors + TableSelectors.scrollView + ["description", "unknownMethod:", "dealloc"]
      let answered = asked.filter { adapter.responds(to: Selector($0)) }
      #expect(Set(answered) == Set(allSelectors + TableSelectors.scrollView))
      #expect(Set(answered).isSubset(of: adapter.snapshot.implemented))
      // What the snapshot calls implemented, the adapter implements: the exhaustive protocols
      // have no default implementations, so the compiler checks every member.
      #expect(
        adapter.snapshot.implemented
          == Set(
            TableSelectors.dataSource + TableSelectors.delegate + TableSelectors.prefetching
              + TableSelectors.scrollView + TableSelectors.dragDelegate
              + TableSelectors.dropDelegate))
      // Compiles only because the base class conforms to each exhaustive protocol.
      let base: TableViewAdapterBase = adapter
      let _: any UITableViewDragDelegateRequirements = base
      let _: any UITableViewDropDelegateRequirements = base
      let _: any UIScrollViewDelegateRequirements = base
      let _: any UITableViewDelegateRequirements = base
      let _: any UITableViewDataSourceRequirements = base
      let _: any UITableViewDataSourcePrefetchingRequirements = base
    }

    @Test func releasingTheAppsDelegateWhileTheTableLivesLeavesEveryCachedMethodSafe() {
      let tableView = UITableView()
      var app: RecordingApp? = RecordingApp()
      weak let released = app
      TableHandlers().attach(
        to: tableView, dataSource: app, delegate: app, prefetchDataSource: app)
      let cached = tableView.cachedDataSourceSelectors.union(tableView.cachedDelegateSelectors)
        .union(tableView.cachedPrefetchingSelectors)
      #expect(cached.isSuperset(of: TableSelectors.scrollView))
      app = nil
      #expect(released == nil)

      let adapter = tableView.handlersAdapter!
      // UIKit keeps sending what it cached: the adapter implements every one of them.
      #expect(cached.isSubset(of: adapter.snapshot.implemented))
      for selector in cached.sorted() {
        if let send = scrollViewCases[selector] {
          #expect(
            send(adapter, tableView) == scrollViewAbsentAnswers[selector, default: "()"],
            "\(selector)")
        } else {
          let answer = methodCase(selector).invoke(tableView)
          #expect(!answer.isEmpty, "\(selector)")
        }
      }
    }

    @Test func theAppsDelegateGetsEveryScrollViewMethod() {
      let tableView = UITableView()
      let app = RecordingApp()
      TableHandlers().attach(to: tableView, dataSource: nil, delegate: app)
      let adapter = tableView.handlersAdapter!
      for selector in TableSelectors.scrollView {
        _ = scrollViewCases[selector]!(adapter, tableView)
      }
      #expect(app.calls == [TableSelectors.scrollViewDidScroll])
    }
  }
#endif
