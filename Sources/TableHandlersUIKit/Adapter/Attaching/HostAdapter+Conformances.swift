#if os(iOS)
  import UIKit

  // On iOS each adapter's base class conforms to UIKit's protocols, so that its methods are
  // `@objc`. Each conformance is declared on the extension that implements the protocol's
  // methods: only there does the compiler warn about a method that nearly matches an optional
  // requirement.
  typealias DataSourceRequirements = UITableViewDataSource
  typealias DelegateRequirements = UITableViewDelegate
  typealias PrefetchingRequirements = UITableViewDataSourcePrefetching
  typealias ScrollViewRequirements = UIScrollViewDelegate
  typealias DragRequirements = UITableViewDragDelegate
  typealias DropRequirements = UITableViewDropDelegate
  typealias ListDataSourceRequirements = UICollectionViewDataSource
  typealias ListDelegateRequirements = UICollectionViewDelegate
  typealias ListPrefetchingRequirements = UICollectionViewDataSourcePrefetching
  typealias ListDragRequirements = UICollectionViewDragDelegate
  typealias ListDropRequirements = UICollectionViewDropDelegate
#elseif os(Linux)
  import Foundation
  import UIKitStandIn

  // On Linux each base class conforms to the stand-in's `…Requirements` protocols instead,
  // which declare UIKit's members without default implementations (the UIKit protocols refine
  // them and add the defaults): a mistyped label fails to compile here instead of being
  // silently ignored by UIKit. The stand-in's UIKit protocols, whose defaults would satisfy
  // those requirements too, are added on the subclasses.
  typealias DataSourceRequirements = UITableViewDataSourceRequirements
  typealias DelegateRequirements = UITableViewDelegateRequirements
  typealias PrefetchingRequirements = UITableViewDataSourcePrefetchingRequirements
  typealias ScrollViewRequirements = UIScrollViewDelegateRequirements
  typealias DragRequirements = UITableViewDragDelegateRequirements
  typealias DropRequirements = UITableViewDropDelegateRequirements
  typealias ListDataSourceRequirements = UICollectionViewDataSourceRequirements
  typealias ListDelegateRequirements = UICollectionViewDelegateRequirements
  typealias ListPrefetchingRequirements = UICollectionViewDataSourcePrefetchingRequirements
  typealias ListDragRequirements = UICollectionViewDragDelegateRequirements
  typealias ListDropRequirements = UICollectionViewDropDelegateRequirements

  extension TableViewAdapter: UITableViewDataSource, UITableViewDelegate,
    UITableViewDataSourcePrefetching, UITableViewDragDelegate, UITableViewDropDelegate
  {}

  extension ListAdapter: UICollectionViewDataSource, UICollectionViewDelegate,
    UICollectionViewDataSourcePrefetching, UICollectionViewDragDelegate,
    UICollectionViewDropDelegate
  {}
#endif
