#if os(iOS) || os(Linux)
  #if canImport(UIKit)
    import UIKit
  #else
    import Foundation
    import UIKitStandIn
  #endif
  import TableHandlersCore

  let reconfigureHeaderViewID = EventID.make(named: "reconfigureHeaderView")
  let reconfigureFooterViewID = EventID.make(named: "reconfigureFooterView")

  extension SectionEvent where Arguments == UITableViewHeaderFooterView, Output == Bool {
    /// Configures a header view on screen in place for the section's current model, answering
    /// whether the view is of the provider's kind; a view provider registers it beside
    /// `viewForHeader`, and `UITableView.refreshHeaderFooter(inSections:)` asks it.
    static var reconfigureHeaderView: Self {
      Self(id: reconfigureHeaderViewID, defaultAnswer: { _ in false })
    }

    /// Configures a footer view on screen in place; see ``reconfigureHeaderView``.
    static var reconfigureFooterView: Self {
      Self(id: reconfigureFooterViewID, defaultAnswer: { _ in false })
    }
  }

  /// A header or footer view class with its reuse identifier and the closure that configures
  /// it from the model: what `viewForHeader` and `reconfigureHeaderView` answer with.
  struct HeaderFooterViewProvider<View: UITableViewHeaderFooterView> {
    let viewType: View.Type
    let identifier: String
    let configure: @MainActor (View, SectionCall<Void>) -> Void

    /// A provider of a class, by its reuse identifier, by default the class's full name.
    init(
      viewType: View.Type, identifier: String?,
      configure: @escaping @MainActor (View, SectionCall<Void>) -> Void
    ) {
      self.viewType = viewType
      self.identifier = identifier ?? String(reflecting: viewType)
      self.configure = configure
    }

    /// A view for the call's section, dequeued (its class registered the first time) and
    /// configured.
    @MainActor
    func view(for call: SectionCall<Void>) -> UIView? {
      let view = call.tableView.dequeueReusableHeaderFooterView(
        viewType, withIdentifier: identifier)
      configure(view, call)
      return view
    }

    /// Configures a view on screen in place if it is of this provider's kind.
    @MainActor
    func reconfigure(_ call: SectionCall<UITableViewHeaderFooterView>) -> Bool {
      guard call.arguments.reuseIdentifier == identifier, let view = call.arguments as? View
      else { return false }
      configure(view, call.replacingArguments(()))
      return true
    }
  }

  extension TableHandlers {
    /// Registers a header view provider: a `UITableViewHeaderFooterView` subclass, registered
    /// with the table view the first time by reuse identifier, dequeued for
    /// `tableView(_:viewForHeaderInSection:)` and configured by a closure.
    ///
    /// ```swift
    /// handlers.onHeaderView(ProfileHeader.self, at: .section(0)) { header, call in
    ///   header.show(profile)
    /// }
    /// ```
    ///
    /// When a declared table's titles or header views change, the header on screen is
    /// configured again with the same closure, in place.
    ///
    /// - Parameters:
    ///   - viewType: The `UITableViewHeaderFooterView` subclass to dequeue.
    ///   - scope: Where the provider applies.
    ///   - reuseIdentifier: The reuse identifier; by default the class's full name.
    ///   - configure: Configures the dequeued view for the call's section.
    public func onHeaderView<View: UITableViewHeaderFooterView>(
      _ viewType: View.Type, at scope: SectionScope, reuseIdentifier: String? = nil,
      configure: @escaping @MainActor (View, SectionCall<Void>) -> Void
    ) {
      let provider = HeaderFooterViewProvider(
        viewType: viewType, identifier: reuseIdentifier, configure: configure)
      on(.viewForHeader, at: scope, perform: provider.view(for:))
      on(.reconfigureHeaderView, at: scope, perform: provider.reconfigure)
    }

    /// Registers a footer view provider; see ``onHeaderView(_:at:reuseIdentifier:configure:)``.
    ///
    /// - Parameters:
    ///   - viewType: The `UITableViewHeaderFooterView` subclass to dequeue.
    ///   - scope: Where the provider applies.
    ///   - reuseIdentifier: The reuse identifier; by default the class's full name.
    ///   - configure: Configures the dequeued view for the call's section.
    public func onFooterView<View: UITableViewHeaderFooterView>(
      _ viewType: View.Type, at scope: SectionScope, reuseIdentifier: String? = nil,
      configure: @escaping @MainActor (View, SectionCall<Void>) -> Void
    ) {
      let provider = HeaderFooterViewProvider(
        viewType: viewType, identifier: reuseIdentifier, configure: configure)
      on(.viewForFooter, at: scope, perform: provider.view(for:))
      on(.reconfigureFooterView, at: scope, perform: provider.reconfigure)
    }
  }

  extension UITableView {
    /// Dequeues a header or footer view of a class, registering the class for the identifier
    /// the first time the attached adapter sees the identifier (every time without one).
    ///
    /// - Precondition: No other class is registered for `identifier`.
    func dequeueReusableHeaderFooterView<View: UITableViewHeaderFooterView>(
      _ viewType: View.Type, withIdentifier identifier: String
    ) -> View {
      if handlersAdapter?.registeredHeaderFooterIdentifiers.insert(identifier).inserted ?? true {
        register(viewType, forHeaderFooterViewReuseIdentifier: identifier)
      }
      let view = dequeueReusableHeaderFooterView(withIdentifier: identifier)
      guard let typed = view as? View else {
        fatalError(
          "TableHandlers: header/footer reuse identifier '\(identifier)' dequeues "
            + "\(view.map { "\(type(of: $0))" } ?? "nothing"), not \(View.self); "
            + "another class is registered for it")
      }
      return typed
    }

    /// Shows the current headers and footers of sections in the views on screen, without
    /// reloading the sections: what a host calls for a declared table's
    /// `DeclarationDiff.reconfiguredSections` once the diff's batch is applied.
    ///
    /// For each header (and likewise each footer) that ``headerView(forSection:)`` returns:
    /// - a view provider registered for the section (`Section.headerView(_:…)`,
    ///   `TableHandlers.onHeaderView(_:at:…)`) configures the view in place if it is of the
    ///   provider's kind (class and reuse identifier);
    /// - a view of a kind registered with `registerHeaderFooterView(_:forKind:configure:)`
    ///   is configured in place for the section's custom view description
    ///   (`customHeaderView`, `customFooterView`) when the description names the view's kind;
    /// - a view that UIKit made for a title shows the section's current title (its list
    ///   content configuration's text on iOS 14 and later when it has one, else its
    ///   `textLabel`);
    /// - a view that must become another kind of view (a provider's view where the section
    ///   now has a title or another provider) cannot be changed in place: its section is
    ///   reloaded, with no animation, after the others.
    ///
    /// Views of the app's own (from its delegate or a `viewForHeader` handler) are left alone;
    /// headers and footers off screen show the current model when they come on screen. A view
    /// changed in place keeps its height until the table measures again: the caller runs an
    /// empty batch when this returns `true`, so that a title that now needs another line gets
    /// it (UIKit's `beginUpdates()` documentation says so for rows: "animate the change in the
    /// row heights without reloading the cell"; for headers and footers it is observed, not
    /// documented).
    ///
    /// - Parameter sections: The sections, by index after the update.
    /// - Returns: Whether a view on screen was changed in place.
    /// - Complexity: O(*n*) for *n* sections, plus the configure closures.
    @discardableResult
    func refreshHeaderFooter(inSections sections: [Int]) -> Bool {
      guard let adapter = handlersAdapter else { return false }
      var reloads = IndexSet()
      var changedInPlace = false
      for section in sections {
        let header = refresh(
          headerView(forSection: section), in: section, with: .reconfigureHeaderView,
          adapter: adapter, changedInPlace: &changedInPlace
        ) { $0.title(ofHeader: true, inSection: section, on: self) }
        let footer = refresh(
          footerView(forSection: section), in: section, with: .reconfigureFooterView,
          adapter: adapter, changedInPlace: &changedInPlace
        ) { $0.title(ofHeader: false, inSection: section, on: self) }
        if !header || !footer { reloads.insert(section) }
      }
      if !reloads.isEmpty { reloadSections(reloads, with: .none) }
      return changedInPlace
    }

    /// Refreshes one view on screen in place, setting `changedInPlace` when it does; `false`
    /// when its section must be reloaded.
    private func refresh(
      _ view: UITableViewHeaderFooterView?, in section: Int,
      with event: SectionEvent<UITableViewHeaderFooterView, Bool>, adapter: TableViewAdapter,
      changedInPlace: inout Bool, title: (TableViewAdapter) -> String?
    ) -> Bool {
      guard let view else { return true }
      if let configured = adapter.handlers.answerIfAnswered(
        event, in: section, view, on: self, after: nil)
      {
        if configured { changedInPlace = true }
        return configured
      }
      let custom: SectionEvent<Void, CustomViewDescription?> =
        event.id == reconfigureHeaderViewID ? .customHeaderView : .customFooterView
      if let description = adapter.handlers.answer(custom, in: section, on: self),
        adapter.handlers.viewKinds.reconfigure(view, for: description)
      {
        changedInPlace = true
        return true
      }
      if let identifier = view.reuseIdentifier {
        // A provider's view where the section has none now must go; the app's own stays.
        return !adapter.registeredHeaderFooterIdentifiers.contains(identifier)
      }
      // UIKit's own title view: the adapter answers the title as it answers UIKit, the app's
      // data source first.
      let text = title(adapter)
      if #available(iOS 14, *),
        var configuration = view.contentConfiguration as? UIListContentConfiguration
      {
        configuration.text = text
        view.contentConfiguration = configuration
      } else {
        view.textLabel?.text = text
      }
      changedInPlace = true
      return true
    }
  }
#endif
