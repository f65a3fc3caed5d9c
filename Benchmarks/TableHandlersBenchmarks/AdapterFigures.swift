#if os(Linux)
  import Foundation
  import TableHandlersCore
  import TableHandlersUIKit
  import UIKitStandIn

  /// The UIKit adapter's own cost: `tableView(_:canEditRowAt:)` called on the adapter as UIKit
  /// calls it (through the protocol existential of the table view's `dataSource`), on the Linux
  /// stand-in, against the same method called directly on an app's data source.
  enum AdapterFigure: String, HostMethodFigure {
    case protocolCall = "adapter.baseline.protocolCall"
    case weakAppCall = "adapter.baseline.weakAppCall"
    case closureCall = "adapter.baseline.closureCall"
    case handler = "adapter.handler"
    case appThenHandler = "adapter.appThenHandler"
    case appOnly = "adapter.appOnly"
    case nobody = "adapter.nobody"

    /// What the figure measures.
    var label: String {
      switch self {
      case .protocolCall: return "app's data source called directly through the UIKit protocol"
      case .weakAppCall: return "the same call through a weak reference (load, then call)"
      case .closureCall: return "a closure call taking the table view and index path"
      case .handler: return "adapter: a row handler answers, no app object"
      case .appThenHandler:
        return "adapter: the app's data source implements it, a handler overrides"
      case .appOnly: return "adapter: the app's data source implements it, no handler"
      case .nobody:
        return "adapter: nobody answers the row (the method is on for another row): UIKit's answer"
      }
    }

    /// Builds the figure's objects and returns its loop.
    @MainActor
    func makeLoop() -> (Int) -> Int {
      let mask = opaque(1)
      let tableView = opaque(UITableView(frame: .zero, style: .plain))
      let paths = opaque((0..<cycledRowCount).map { IndexPath(row: $0, section: 0) })
      let app = opaque(BenchmarkAppDataSource(mask: mask))
      switch self {
      case .protocolCall:
        let dataSource: any UITableViewDataSource = app
        return { adapterLoop($0, dataSource, tableView, paths) }
      case .weakAppCall:
        let holder = opaque(WeakAppHolder())
        holder.dataSource = app
        return { iterations in
          defer { withExtendedLifetime(app) {} }
          return weakAppLoop(iterations, holder, tableView, paths)
        }
      case .closureCall:
        let closure: (UITableView, IndexPath) -> Bool = opaque { _, path in path.row & mask == 0 }
        return { closureLoop($0, closure, tableView, paths) }
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
        handlers.attach(
          to: tableView, dataSource: self == .handler || self == .nobody ? nil : app, delegate: nil)
        let adapter = tableView.dataSource!
        return { iterations in
          defer { withExtendedLifetime((app, handlers)) {} }
          return adapterLoop(iterations, adapter, tableView, paths)
        }
      }
    }
  }

  /// An app's data source that implements `tableView(_:canEditRowAt:)` besides the required
  /// methods, and says so.
  @MainActor
  final class BenchmarkAppDataSource: NSObject, UITableViewDataSource, StandInResponding {
    let mask: Int

    init(mask: Int) {
      self.mask = mask
    }

    nonisolated func responds(to aSelector: Selector!) -> Bool {
      [
        "tableView:numberOfRowsInSection:", "tableView:cellForRowAtIndexPath:",
        "tableView:canEditRowAtIndexPath:",
      ].contains(aSelector.name)
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
      cycledRowCount
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
      UITableViewCell(style: .default, reuseIdentifier: nil)
    }

    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
      indexPath.row & mask == 0
    }
  }

  /// A weak reference to an app's data source, as the adapter holds it.
  @MainActor
  final class WeakAppHolder {
    weak var dataSource: (any UITableViewDataSource)?
  }

  /// Calls `tableView(_:canEditRowAt:)` through the protocol existential, as UIKit does.
  @MainActor
  @inline(never)
  func adapterLoop(
    _ iterations: Int, _ dataSource: any UITableViewDataSource, _ tableView: UITableView,
    _ paths: [IndexPath]
  ) -> Int {
    var sink = 0
    var row = 0
    for _ in 0..<iterations {
      if dataSource.tableView(tableView, canEditRowAt: paths[row]) { sink &+= 1 }
      row &+= 1
      if row == cycledRowCount { row = 0 }
    }
    return sink
  }

  /// The same call through a weak reference.
  @MainActor
  @inline(never)
  func weakAppLoop(
    _ iterations: Int, _ holder: WeakAppHolder, _ tableView: UITableView, _ paths: [IndexPath]
  ) -> Int {
    var sink = 0
    var row = 0
    for _ in 0..<iterations {
      if holder.dataSource?.tableView(tableView, canEditRowAt: paths[row]) ?? true { sink &+= 1 }
      row &+= 1
      if row == cycledRowCount { row = 0 }
    }
    return sink
  }

  /// A closure call with the same arguments.
  @MainActor
  @inline(never)
  func closureLoop(
    _ iterations: Int, _ closure: (UITableView, IndexPath) -> Bool, _ tableView: UITableView,
    _ paths: [IndexPath]
  ) -> Int {
    var sink = 0
    var row = 0
    for _ in 0..<iterations {
      if closure(tableView, paths[row]) { sink &+= 1 }
      row &+= 1
      if row == cycledRowCount { row = 0 }
    }
    return sink
  }
#endif
