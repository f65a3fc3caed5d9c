#if os(iOS)
  import UIKit

  // On iOS the base class conforms to UIKit's protocols, so that its methods are `@objc`. Each
  // conformance is declared on the extension that implements the protocol's methods: only there
  // does the compiler warn about a method that nearly matches an optional requirement.
  typealias DataSourceRequirements = UITableViewDataSource
  typealias DelegateRequirements = UITableViewDelegate
  typealias PrefetchingRequirements = UITableViewDataSourcePrefetching
  typealias ScrollViewRequirements = UIScrollViewDelegate
#elseif os(Linux)
  import Foundation
  import UIKitStandIn

  // On Linux the base class conforms to the exhaustive protocols instead, whose requirements are
  // copies of UIKit's signatures without default implementations: a mistyped label fails to
  // compile here instead of being silently ignored by UIKit. The stand-in's UIKit protocols,
  // whose defaults would satisfy those requirements too, are added on the subclass.
  typealias DataSourceRequirements = ExhaustiveTableViewDataSource
  typealias DelegateRequirements = ExhaustiveTableViewDelegate
  typealias PrefetchingRequirements = ExhaustiveTableViewDataSourcePrefetching
  typealias ScrollViewRequirements = ExhaustiveScrollViewDelegate

  extension TableViewAdapter: UITableViewDataSource, UITableViewDelegate,
    UITableViewDataSourcePrefetching
  {}
#endif
