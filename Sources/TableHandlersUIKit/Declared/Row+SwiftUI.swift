// SwiftUI exists on iOS, not on Linux: this file is type-checked for iOS only
// (`Scripts/check-ios.sh`); what it declares of the row, its `CustomViewDescription`, is the
// core's and is tested on Linux.
#if os(iOS) && canImport(SwiftUI)
  import SwiftUI
  import UIKit
  import TableHandlersCore
  import TableHandlersDeclarative

  extension Row {
    /// Shows the row's content as a SwiftUI view, in the cell the adapter makes for the row on
    /// a table view or a list, with a one-line description for the headless table and for
    /// iOS before 16.
    ///
    /// ```swift
    /// Row(profile.id)
    ///   .swiftUI("\(profile.name), \(profile.posts) posts", value: profile) {
    ///     ProfileRow(profile: profile)
    ///   }
    ///   .onSelect { _ in showProfile(profile) }
    /// ```
    ///
    /// On iOS 16 and later the cell's `contentConfiguration` is a `UIHostingConfiguration`
    /// of `content` (`RowEvent.contentConfiguration`), set each time the
    /// cell is configured for the row; the row keeps its accessory, control, swipe actions,
    /// menu, selection and every other handler. The hosting configuration sizes the cell to
    /// the view: a table view needs self-sizing rows, which it has by default
    /// (`rowHeight` and `estimatedRowHeight` of `UITableView.automaticDimension`; a table
    /// view given a fixed `rowHeight`, or a `heightForRow` handler, gets that height
    /// instead), and a list always sizes its cells. The view takes the cell's layout margins;
    /// add its own padding with SwiftUI's modifiers.
    ///
    /// The row's content records the view's description and value
    /// (`CustomViewDescription.swiftUI(_:value:)`), so that the diff compares them: a changed
    /// description or value reconfigures the row, whose cell gets the new view in place; the
    /// view is never compared. Put in `value` (or the description) everything the view shows
    /// of the model. A row that turns from text to SwiftUI, or back, is reloaded. The
    /// headless table shows `▤ ` and the description.
    ///
    /// Before iOS 16, which has no `UIHostingConfiguration`, the row shows its texts, or, when
    /// it has none, the description, in the adapter's content cell: the modifier is available
    /// from iOS 13, so a declaration needs no `#available` check.
    ///
    /// Like every modifier it is nonisolated; only `content` runs on the main actor, each time
    /// the cell is configured.
    ///
    /// - Parameters:
    ///   - description: What the view shows, in one line.
    ///   - value: The model value the view shows; a changed value updates the view.
    ///   - content: Builds the row's view.
    /// - Returns: The row with its SwiftUI content.
    public func swiftUI<Content: View>(
      _ description: String, value: (any Hashable & Sendable)? = nil,
      @ViewBuilder content: @escaping @MainActor () -> Content
    ) -> Row {
      let row = customCell(.swiftUI(description, value: value))
      guard #available(iOS 16, *) else { return row }
      return row.on(.contentConfiguration) { _ in UIHostingConfiguration { content() } }
    }
  }
#endif
