#if os(iOS) || os(Linux)
  #if canImport(UIKit)
    import UIKit
  #else
    import Foundation
    import UIKitStandIn
  #endif
  import TableHandlersCore

  // What follows the user's selection of a row, written once for the table view's
  // `didSelectRowAt` and `didDeselectRowAt` and the list's `didSelectItemAt` and
  // `didDeselectItemAt`, each of which passes its app's call as a closure.

  extension HostAdapter {
    /// The user selected a row: the app's delegate is told, then the registry.
    ///
    /// The app's delegate is told where it implements the method. A row that deselects itself
    /// after a tap (`RowTouchRules.deselectsAfterTap`) is deselected, and a declared table
    /// learns the selection. An update asked for meanwhile waits until UIKit's callback
    /// returns.
    ///
    /// - Parameters:
    ///   - indexPath: The row.
    ///   - host: The view.
    ///   - app: Calls the app's delegate's method.
    func userSelectedRow(at indexPath: IndexPath, on host: any TableHost, app: () -> Void) {
      whenSafe.running(.callback) {
        if appImplements(RowEvent<Void, Void>.didSelectRow.id) { app() }
        let position = TablePosition(indexPath)
        handlers.answer(.didSelectRow, at: position, on: host)
        if handlers.rowDeselectsAfterTap(at: position, on: host) {
          host.deselectRow(at: position, animated: true)
        }
        handlers.links.userChangedSelection?()
      }
    }

    /// The user deselected a row: the app's delegate is told, where it implements the method,
    /// then the registry.
    ///
    /// A declared table learns the selection.
    ///
    /// - Parameters:
    ///   - indexPath: The row.
    ///   - host: The view.
    ///   - app: Calls the app's delegate's method.
    func userDeselectedRow(at indexPath: IndexPath, on host: any TableHost, app: () -> Void) {
      whenSafe.running(.callback) {
        if appImplements(RowEvent<Void, Void>.didDeselectRow.id) { app() }
        handlers.answer(.didDeselectRow, at: TablePosition(indexPath), on: host)
        handlers.links.userChangedSelection?()
      }
    }
  }
#endif
