#if os(iOS) || os(Linux)
  #if canImport(UIKit)
    import UIKit
  #else
    import Foundation
    import UIKitStandIn
  #endif
  import TableHandlersCore

  let contentConfigurationID = EventID.make(named: "contentConfiguration")

  @available(iOS 14, *)
  extension RowEvent where Arguments == Void, Output == (any UIContentConfiguration)? {
    /// The content configuration of the row's cell, in place of its list content.
    ///
    /// `nil` shows the list content of the row's `rowContent`. Default: `nil`.
    ///
    /// For the cells the adapter makes for a row's content, on a table view
    /// (`UITableViewCell`) and on a list (`UICollectionViewListCell`): each time the adapter
    /// configures the cell (when UIKit asks for it, when the row is reconfigured) it first
    /// shows the row's content, its accessory, control, editing accessories and state, then
    /// sets the answer as the cell's `contentConfiguration`. The answer is asked again every
    /// time, so that a reused cell shows its new row's configuration, and a cell that showed a
    /// configuration and now shows a row without one gets the list content back. Cells of a
    /// custom kind and those a `cellForRow` handler or the app's data source makes are not
    /// asked about.
    ///
    /// `Row.swiftUI(_:value:content:)` answers it with a `UIHostingConfiguration` (iOS 16).
    public static var contentConfiguration: Self {
      Self(id: contentConfigurationID, defaultAnswer: { _ in nil })
    }
  }
#endif
