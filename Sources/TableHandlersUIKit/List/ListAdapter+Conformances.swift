#if os(iOS)
  import UIKit

  // On iOS the list adapter's base class conforms to UIKit's protocols, so that its methods are
  // `@objc`; each conformance is declared on the extension that implements the protocol's
  // methods, where the compiler warns about a method that nearly matches an optional
  // requirement.
  typealias ListDataSourceRequirements = UICollectionViewDataSource
  typealias ListDelegateRequirements = UICollectionViewDelegate
  typealias ListPrefetchingRequirements = UICollectionViewDataSourcePrefetching
  typealias ListDragRequirements = UICollectionViewDragDelegate
  typealias ListDropRequirements = UICollectionViewDropDelegate
#elseif os(Linux)
  import Foundation
  import UIKitStandIn

  // On Linux the base class conforms to the stand-in's `…Requirements` protocols instead, which
  // declare UIKit's members without default implementations: a mistyped label fails to compile
  // here instead of being silently ignored by UIKit. The stand-in's UIKit protocols, whose
  // defaults would satisfy those requirements too, are added on the subclass.
  typealias ListDataSourceRequirements = UICollectionViewDataSourceRequirements
  typealias ListDelegateRequirements = UICollectionViewDelegateRequirements
  typealias ListPrefetchingRequirements = UICollectionViewDataSourcePrefetchingRequirements
  typealias ListDragRequirements = UICollectionViewDragDelegateRequirements
  typealias ListDropRequirements = UICollectionViewDropDelegateRequirements

  extension ListAdapter: UICollectionViewDataSource, UICollectionViewDelegate,
    UICollectionViewDataSourcePrefetching, UICollectionViewDragDelegate,
    UICollectionViewDropDelegate
  {}
#endif
