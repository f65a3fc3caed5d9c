#if os(Linux)
  import Foundation
  import TableHandlersCore
  import TableHandlersUIKit
  import UIKitStandIn

  /// The list adapter's own cost: `collectionView(_:canEditItemAt:)` called on the adapter as
  /// UIKit calls it (through the protocol existential of the collection view's `delegate`), on
  /// the Linux stand-in, against the same method called directly on an app's delegate.
  ///
  /// The same event as the table adapter's figures (`canEditRow`, a delegate method on a list),
  /// measured the same way, so that the two hosts' figures compare directly.
  enum ListFigure: String, HostMethodFigure {
    case protocolCall = "list.baseline.protocolCall"
    case weakAppCall = "list.baseline.weakAppCall"
    case closureCall = "list.baseline.closureCall"
    case handler = "list.handler"
    case appThenHandler = "list.appThenHandler"
    case appOnly = "list.appOnly"
    case nobody = "list.nobody"

    /// What the figure measures.
    var label: String {
      switch self {
      case .protocolCall: return "app's delegate called directly through the UIKit protocol"
      case .weakAppCall: return "the same call through a weak reference (load, then call)"
      case .closureCall: return "a closure call taking the collection view and index path"
      case .handler: return "list adapter: a row handler answers, no app object"
      case .appThenHandler:
        return "list adapter: the app's delegate implements it, a handler overrides"
      case .appOnly: return "list adapter: the app's delegate implements it, no handler"
      case .nobody:
        return
          "list adapter: nobody answers the row (the method is on for another row): UIKit's answer"
      }
    }

    /// Builds the figure's objects and returns its loop.
    @MainActor
    func makeLoop() -> (Int) -> Int {
      let mask = opaque(1)
      let collectionView = opaque(
        UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewLayout()))
      let paths = opaque((0..<cycledRowCount).map { IndexPath(item: $0, section: 0) })
      let app = opaque(BenchmarkAppListDelegate(mask: mask))
      switch self {
      case .protocolCall:
        let delegate: any UICollectionViewDelegate = app
        return { listLoop($0, delegate, collectionView, paths) }
      case .weakAppCall:
        let holder = opaque(WeakListAppHolder())
        holder.delegate = app
        return { iterations in
          defer { withExtendedLifetime(app) {} }
          return weakListAppLoop(iterations, holder, collectionView, paths)
        }
      case .closureCall:
        let closure: (UICollectionView, IndexPath) -> Bool = opaque { _, path in
          path.item & mask == 0
        }
        return { listClosureLoop($0, closure, collectionView, paths) }
      case .handler, .appThenHandler, .appOnly, .nobody:
        let handlers = TableHandlers()
        if self == .nobody {
          // The method is implemented because another row has a handler.
          handlers.on(.canEditRow, at: .row(0, inSection: 1)) { _ in true }
        } else if self != .appOnly {
          for row in 0..<cycledRowCount {
            handlers.on(.canEditRow, at: .row(row, inSection: 0)) { call in
              call.position.row & mask == 0
            }
          }
        }
        let delegate = self == .handler || self == .nobody ? nil : app
        handlers.attach(
          to: collectionView, appearance: .insetGrouped, dataSource: nil, delegate: delegate)
        // The reference UIKit calls through: the collection view's own delegate property.
        let adapter = collectionView.delegate!
        return { iterations in
          defer { withExtendedLifetime((app, handlers)) {} }
          return listLoop(iterations, adapter, collectionView, paths)
        }
      }
    }
  }

  /// An app's collection-view delegate that implements `collectionView(_:canEditItemAt:)`, and
  /// says so.
  @MainActor
  final class BenchmarkAppListDelegate: NSObject, UICollectionViewDelegate, StandInResponding {
    let mask: Int

    init(mask: Int) {
      self.mask = mask
    }

    nonisolated func responds(to aSelector: Selector!) -> Bool {
      aSelector.name == "collectionView:canEditItemAtIndexPath:"
    }

    func collectionView(_ collectionView: UICollectionView, canEditItemAt indexPath: IndexPath)
      -> Bool
    {
      indexPath.item & mask == 0
    }
  }

  /// A weak reference to an app's collection-view delegate, as the list adapter holds it.
  @MainActor
  final class WeakListAppHolder {
    weak var delegate: (any UICollectionViewDelegate)?
  }

  /// Calls `collectionView(_:canEditItemAt:)` through the protocol existential, as UIKit does.
  @MainActor
  @inline(never)
  func listLoop(
    _ iterations: Int, _ delegate: any UICollectionViewDelegate,
    _ collectionView: UICollectionView, _ paths: [IndexPath]
  ) -> Int {
    var sink = 0
    var row = 0
    for _ in 0..<iterations {
      if delegate.collectionView(collectionView, canEditItemAt: paths[row]) { sink &+= 1 }
      row &+= 1
      if row == cycledRowCount { row = 0 }
    }
    return sink
  }

  /// The same call through a weak reference.
  @MainActor
  @inline(never)
  func weakListAppLoop(
    _ iterations: Int, _ holder: WeakListAppHolder, _ collectionView: UICollectionView,
    _ paths: [IndexPath]
  ) -> Int {
    var sink = 0
    var row = 0
    for _ in 0..<iterations {
      if holder.delegate?.collectionView(collectionView, canEditItemAt: paths[row]) ?? true {
        sink &+= 1
      }
      row &+= 1
      if row == cycledRowCount { row = 0 }
    }
    return sink
  }

  /// A closure call with the same arguments.
  @MainActor
  @inline(never)
  func listClosureLoop(
    _ iterations: Int, _ closure: (UICollectionView, IndexPath) -> Bool,
    _ collectionView: UICollectionView, _ paths: [IndexPath]
  ) -> Int {
    var sink = 0
    var row = 0
    for _ in 0..<iterations {
      if closure(collectionView, paths[row]) { sink &+= 1 }
      row &+= 1
      if row == cycledRowCount { row = 0 }
    }
    return sink
  }
#endif
