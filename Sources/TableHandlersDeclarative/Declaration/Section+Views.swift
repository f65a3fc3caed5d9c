import TableHandlersCore

extension Section {
  /// Declares that a view of the app's own shows the section's header, described
  /// platform-neutrally.
  ///
  /// `nil` for none. The section answers `customHeaderView` with the description, which the
  /// headless table shows in place of the header title. On UIKit, the app registers the kind's
  /// view class once (`registerHeaderFooterView(_:forKind:configure:)`), and the adapter
  /// dequeues and configures a view of it for every section that declares the kind; a kind
  /// nobody registered shows the section's title instead, and the misuse handler is told
  /// (`TableMisuse.unregisteredViewKind`). UIKit-only code can name the class in the
  /// declaration instead, with `headerView(_:reuseIdentifier:description:configure:)`.
  ///
  /// ```swift
  /// // Shared code:
  /// Section(Screen.profile) { … }
  ///   .headerView(
  ///     CustomViewDescription(kind: "ProfileHeader", description: profile.name, value: profile))
  ///
  /// // The view controller, once:
  /// table.registerHeaderFooterView(ProfileHeader.self, forKind: "ProfileHeader") {
  ///   header, description in
  ///   if let profile = description.value(as: Profile.self) { header.show(profile) }
  /// }
  /// ```
  ///
  /// A changed description or kind between two declarations is reported in
  /// ``DeclarationDiff/reconfiguredSections``, as a changed title is.
  ///
  /// - Parameter view: The header view's description, or `nil`.
  /// - Returns: The section with the header view.
  public func headerView(_ view: CustomViewDescription?) -> Section {
    var section = describing(view, as: .customHeaderView)
    section.headerView = view
    return section
  }

  /// Declares that a view of the app's own shows the section's footer, described
  /// platform-neutrally.
  ///
  /// `nil` for none. See ``headerView(_:)``.
  ///
  /// - Parameter view: The footer view's description, or `nil`.
  /// - Returns: The section with the footer view.
  public func footerView(_ view: CustomViewDescription?) -> Section {
    var section = describing(view, as: .customFooterView)
    section.footerView = view
    return section
  }

  /// The section answering `event` with `view`, or no longer answering it for `nil`.
  private func describing(
    _ view: CustomViewDescription?, as event: SectionEvent<Void, CustomViewDescription?>
  ) -> Section {
    guard view != nil else {
      var section = self
      section.handlers.removeAll { $0.eventID == event.id }
      _ = section.events.remove(event.id)
      return section
    }
    return on(event) { _ in view }
  }
}
