#if os(iOS) || os(Linux)
  #if canImport(UIKit)
    import UIKit
  #else
    import Foundation
    import UIKitStandIn
  #endif
  import TableHandlersCore

  /// The methods an adapter answers yes for to `responds(to:)`, grouped by the table view
  /// property whose assignment makes UIKit cache them.
  struct AnsweredMethods: Equatable {
    /// The data-source selectors answered: the required ones and those whose event a handler or
    /// the app's data source answers.
    var dataSource: Set<String> = []

    /// The delegate selectors answered, likewise.
    var delegate: Set<String> = []

    /// The scroll-view selectors that the app's delegate implements, which the adapter passes on.
    var scrollView: Set<String> = []

    /// The prefetching selectors answered; empty when no prefetching event is answered, and then
    /// the adapter is not the table view's prefetch data source.
    var prefetching: Set<String> = []

    /// The drag delegate's selectors answered; empty when the adapter is not the view's drag
    /// delegate.
    var drag: Set<String> = []

    /// The drop delegate's selectors answered; empty when the adapter is not the view's drop
    /// delegate.
    var drop: Set<String> = []

    /// Every implemented selector answered.
    var implemented: Set<String> {
      dataSource.union(delegate).union(scrollView).union(prefetching).union(drag).union(drop)
    }
  }
#endif
