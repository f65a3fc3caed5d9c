#if os(iOS) || os(Linux)
  #if canImport(UIKit)
    import UIKit
  #else
    import Foundation
    import UIKitStandIn
  #endif
  import TableHandlersCore
  import TableHandlersDeclarative

  extension Section {
    /// Shows the section's header in a `UITableViewHeaderFooterView` subclass of the app's,
    /// configured from the model, with a one-line description for the headless table.
    ///
    /// ```swift
    /// Section(Screen.profile) { … }
    ///   .headerView(ProfileHeader.self, description: "\(profile.name), \(profile.posts) posts") {
    ///     header, _ in header.show(profile)
    ///   }
    /// ```
    ///
    /// The class is registered with the table view once, by reuse identifier
    /// (`register(_:forHeaderFooterViewReuseIdentifier:)`), and a view is dequeued and
    /// configured whenever UIKit asks `tableView(_:viewForHeaderInSection:)`. When a new
    /// declaration changes the description (or the section's titles), the diff lists the
    /// section in `reconfiguredSections`, and the header on screen is configured again in
    /// place, without reloading the section; a header that must become another class is
    /// reloaded. The description is what the diff compares: put in it what the view shows of
    /// the model. The headless table shows `▤ ` and the description in place of the title.
    ///
    /// Like every modifier it is nonisolated, so a declaration using it compiles anywhere; only
    /// `configure` runs on the main actor.
    ///
    /// - Parameters:
    ///   - viewType: The `UITableViewHeaderFooterView` subclass.
    ///   - reuseIdentifier: The reuse identifier; by default the class's full name.
    ///   - description: What the view shows, in one line.
    ///   - configure: Configures a dequeued view (or the one on screen) for the section.
    /// - Returns: The section with the header view.
    public func headerView<View: UITableViewHeaderFooterView>(
      _ viewType: View.Type, reuseIdentifier: String? = nil, description: String,
      configure: @escaping @MainActor (View, SectionCall<Void>) -> Void
    ) -> Section {
      let provider = HeaderFooterViewProvider(
        viewType: viewType, identifier: reuseIdentifier, configure: configure)
      return headerView(CustomViewDescription(kind: provider.identifier, description: description))
        .on(.viewForHeader) { provider.view(for: $0) }
        .on(.reconfigureHeaderView) { provider.reconfigure($0) }
    }

    /// Shows the section's footer in a `UITableViewHeaderFooterView` subclass of the app's;
    /// see ``headerView(_:reuseIdentifier:description:configure:)``.
    ///
    /// - Parameters:
    ///   - viewType: The `UITableViewHeaderFooterView` subclass.
    ///   - reuseIdentifier: The reuse identifier; by default the class's full name.
    ///   - description: What the view shows, in one line.
    ///   - configure: Configures a dequeued view (or the one on screen) for the section.
    /// - Returns: The section with the footer view.
    public func footerView<View: UITableViewHeaderFooterView>(
      _ viewType: View.Type, reuseIdentifier: String? = nil, description: String,
      configure: @escaping @MainActor (View, SectionCall<Void>) -> Void
    ) -> Section {
      let provider = HeaderFooterViewProvider(
        viewType: viewType, identifier: reuseIdentifier, configure: configure)
      return footerView(CustomViewDescription(kind: provider.identifier, description: description))
        .on(.viewForFooter) { provider.view(for: $0) }
        .on(.reconfigureFooterView) { provider.reconfigure($0) }
    }
  }
#endif
