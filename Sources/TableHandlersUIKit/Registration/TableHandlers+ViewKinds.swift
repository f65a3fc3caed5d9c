#if os(iOS) || os(Linux)
  #if canImport(UIKit)
    import UIKit
  #else
    import Foundation
    import UIKitStandIn
  #endif
  import TableHandlersCore

  extension TableHandlers {
    /// Registers the cell class that shows rows whose custom cell is of a kind
    /// (`RowContent.customCell`, declared with `Row.customCell(_:)` in code shared between
    /// platforms), once for every table view the registry serves.
    ///
    /// ```swift
    /// handlers.registerCell(ProfileCell.self, forKind: "ProfileCell") { cell, description in
    ///   if let profile = description.value(as: Profile.self) { cell.show(profile) }
    /// }
    /// ```
    ///
    /// For a row whose content names the kind and that no `cellForRow` handler answers, the
    /// adapter registers the class with the table view the first time, with the kind as its
    /// reuse identifier, dequeues a cell with the row's index path, and calls `configure` with
    /// the row's description; a reconfigured row (its description or value changed) gets the
    /// same cell configured again. The row's selection, swipe, menu and other handlers stay.
    /// A kind registered again replaces the earlier registration for cells dequeued from then
    /// on; the table view keeps the class it registered first for that reuse identifier.
    ///
    /// - Parameters:
    ///   - cellType: The `UITableViewCell` subclass.
    ///   - kind: The kind, as the descriptions name it; also the reuse identifier.
    ///   - configure: Configures a dequeued cell for a row's description.
    public func registerCell<Cell: UITableViewCell>(
      _ cellType: Cell.Type, forKind kind: String,
      configure: @escaping @MainActor (Cell, CustomViewDescription) -> Void
    ) {
      viewKinds.cells[kind] = { tableView, indexPath, description in
        let cell = tableView.dequeueReusableCell(cellType, withIdentifier: kind, for: indexPath)
        configure(cell, description)
        return cell
      }
    }

    /// Registers the header and footer view class that shows sections whose custom header or
    /// footer view is of a kind (`Section.headerView(_:)` and `footerView(_:)` with a
    /// `CustomViewDescription`), once for every table view the registry serves.
    ///
    /// ```swift
    /// handlers.registerHeaderFooterView(ProfileHeader.self, forKind: "ProfileHeader") {
    ///   header, description in
    ///   header.title = description.description
    /// }
    /// ```
    ///
    /// For a section whose `customHeaderView` (or `customFooterView`) names the kind, and for
    /// which no `viewForHeader` (`viewForFooter`) handler answers, the adapter registers the
    /// class with the table view the first time, with the kind as its reuse identifier,
    /// dequeues a view and calls `configure` with the description; it answers before the
    /// app's delegate, as a handler does. When a declaration changes the description, the view
    /// on screen is configured again in place; a section whose view must become another kind
    /// is reloaded.
    ///
    /// - Parameters:
    ///   - viewType: The `UITableViewHeaderFooterView` subclass.
    ///   - kind: The kind, as the descriptions name it; also the reuse identifier.
    ///   - configure: Configures a dequeued view (or the one on screen) for a description.
    public func registerHeaderFooterView<View: UITableViewHeaderFooterView>(
      _ viewType: View.Type, forKind kind: String,
      configure: @escaping @MainActor (View, CustomViewDescription) -> Void
    ) {
      viewKinds.headerFooterViews[kind] = CustomViewKinds.HeaderFooterKind(
        dequeue: { tableView, description in
          let view = tableView.dequeueReusableHeaderFooterView(viewType, withIdentifier: kind)
          configure(view, description)
          return view
        },
        reconfigure: reconfiguring(configure))
    }

    /// Registers the view that shows a row's custom accessory view of a kind
    /// (`RowContent.customAccessory`, declared with `Row.accessoryView(_:)`), once for every
    /// table view the registry serves.
    ///
    /// ```swift
    /// handlers.registerAccessoryView(forKind: "Badge", make: BadgeView.init) {
    ///   badge, description in
    ///   badge.count = description.value(as: Int.self) ?? 0
    /// }
    /// ```
    ///
    /// The adapter's content cell of a row whose content names the kind gets a view made by
    /// `make` as its `accessoryView`, configured by `configure`; a reused cell whose accessory
    /// view this registration made keeps it and configures it again, so a view is made once per
    /// cell, not per row. Give the view its size (its frame, or `sizeToFit()` in `configure`):
    /// an accessory view keeps its frame's size.
    ///
    /// - Parameters:
    ///   - kind: The kind, as the descriptions name it.
    ///   - make: Makes a view of the kind.
    ///   - configure: Configures a view for a row's description.
    public func registerAccessoryView<View: UIView>(
      forKind kind: String, make: @escaping @MainActor () -> View,
      configure: @escaping @MainActor (View, CustomViewDescription) -> Void
    ) {
      let kinds = viewKinds
      // Unowned: the kinds keep this closure, and it runs only through them.
      kinds.accessoryViews[kind] = {
        [unowned kinds] old, description in
        if let old = old as? View, kinds.madeAccessory(old, ofKind: kind) {
          configure(old, description)
          return old
        }
        let view = make()
        configure(view, description)
        kinds.noteMadeAccessory(view, ofKind: kind)
        return view
      }
    }

    /// Registers the view that shows a declared table's custom empty state of a kind
    /// (`EmptyState(view:)`), for every table view and list the registry serves.
    ///
    /// ```swift
    /// handlers.registerEmptyStateView(forKind: "InboxZero", make: InboxZeroView.init) {
    ///   view, description in
    ///   view.caption = description.description
    /// }
    /// ```
    ///
    /// The declared table's host makes a view with `make` and configures it with `configure`
    /// each time the empty state appears or changes, and shows it as the view's
    /// `backgroundView`, filling it. An empty state of a kind nobody registered shows its
    /// description as a title instead.
    ///
    /// - Parameters:
    ///   - kind: The kind, as the descriptions name it.
    ///   - make: Makes a view of the kind.
    ///   - configure: Configures a view for the empty state's description.
    public func registerEmptyStateView<View: UIView>(
      forKind kind: String, make: @escaping @MainActor () -> View,
      configure: @escaping @MainActor (View, CustomViewDescription) -> Void
    ) {
      viewKinds.emptyStateViews[kind] = { description in
        let view = make()
        configure(view, description)
        return view
      }
    }

    /// Configures a view on screen of a registered class for a description; `false` when the
    /// view is of another class.
    func reconfiguring<View, Shown>(
      _ configure: @escaping @MainActor (View, CustomViewDescription) -> Void
    ) -> @MainActor (Shown, CustomViewDescription) -> Bool {
      { view, description in
        guard let view = view as? View else { return false }
        configure(view, description)
        return true
      }
    }

    /// The view kinds registered with this registry, made on first use.
    var viewKinds: CustomViewKinds {
      let key = ObjectIdentifier(CustomViewKinds.self)
      if let kinds = links.hostState[key] as? CustomViewKinds { return kinds }
      let kinds = CustomViewKinds(handlers: self)
      links.hostState[key] = kinds
      return kinds
    }
  }

  /// The view classes an app registered by kind with one registry, for the custom views its
  /// rows and sections describe (`CustomViewDescription`), and the adapter's use of them.
  @MainActor
  final class CustomViewKinds {
    /// Dequeues and configures a cell for a row's description.
    typealias CellKind =
      @MainActor (UITableView, IndexPath, CustomViewDescription) -> UITableViewCell

    /// Dequeues and configures a header or footer view, or configures one on screen again.
    struct HeaderFooterKind {
      let dequeue: @MainActor (UITableView, CustomViewDescription) -> UITableViewHeaderFooterView
      /// Configures a view on screen; `false` when it is of another class.
      let reconfigure: @MainActor (UITableViewHeaderFooterView, CustomViewDescription) -> Bool
    }

    /// Makes (or reuses the given view, when this kind made it) and configures an accessory
    /// view.
    typealias AccessoryKind = @MainActor (UIView?, CustomViewDescription) -> UIView

    /// The registry, which keeps this object; told of unregistered kinds.
    private weak var handlers: TableHandlers?

    var cells: [String: CellKind] = [:]
    var headerFooterViews: [String: HeaderFooterKind] = [:]
    var accessoryViews: [String: AccessoryKind] = [:]
    var listCells: [String: ListCellKind] = [:]
    var listSupplementaryViews: [String: ListSupplementaryKind] = [:]
    var emptyStateViews: [String: @MainActor (CustomViewDescription) -> UIView] = [:]

    /// The accessory views made, by identity, with their kind; entries of views gone are
    /// dropped when the table doubles.
    private var madeAccessories: [ObjectIdentifier: MadeAccessory] = [:]
    private var pruneAt = 64

    /// The kinds already reported unregistered, per view, so that each is reported once.
    private var reported: Set<String> = []

    init(handlers: TableHandlers) {
      self.handlers = handlers
    }

    /// A view made by an accessory kind, held weakly.
    private struct MadeAccessory {
      weak var view: UIView?
      let kind: String
    }

    /// Whether a view is one that the accessory kind made.
    func madeAccessory(_ view: UIView, ofKind kind: String) -> Bool {
      guard let made = madeAccessories[ObjectIdentifier(view)] else { return false }
      return made.view === view && made.kind == kind
    }

    /// Notes a view an accessory kind made.
    func noteMadeAccessory(_ view: UIView, ofKind kind: String) {
      madeAccessories[ObjectIdentifier(view)] = MadeAccessory(view: view, kind: kind)
      guard madeAccessories.count >= pruneAt else { return }
      madeAccessories = madeAccessories.filter { $0.value.view != nil }
      pruneAt = max(64, 2 * madeAccessories.count)
    }

    /// A cell of the description's kind for a row, or `nil` (reported) when the kind is not
    /// registered.
    func cell(
      for description: CustomViewDescription, at indexPath: IndexPath, on tableView: UITableView
    ) -> UITableViewCell? {
      registered(cells, description, "cell", section: indexPath.section, row: indexPath.row)?(
        tableView, indexPath, description)
    }

    /// A header or footer view of the description's kind, or `nil` (reported) when the kind
    /// is not registered.
    func headerFooterView(
      for description: CustomViewDescription, isHeader: Bool, inSection section: Int,
      on tableView: UITableView
    ) -> UITableViewHeaderFooterView? {
      registered(
        headerFooterViews, description, isHeader ? "header view" : "footer view",
        section: section, row: nil)?
        .dequeue(tableView, description)
    }

    /// Configures a header or footer view on screen for a description, if the view is of the
    /// description's registered kind.
    func reconfigure(_ view: UITableViewHeaderFooterView, for description: CustomViewDescription)
      -> Bool
    {
      guard view.reuseIdentifier == description.kind,
        let kind = headerFooterViews[description.kind]
      else { return false }
      return kind.reconfigure(view, description)
    }

    /// The accessory view for a row's description, reusing `old` when this kind made it; `nil`
    /// (reported) when the kind is not registered.
    func accessoryView(
      for description: CustomViewDescription, reusing old: UIView?, at position: TablePosition
    ) -> UIView? {
      registered(
        accessoryViews, description, "accessory view", section: position.section,
        row: position.row)?(old, description)
    }

    /// The kind a description names among those registered, or `nil` (reported once as a
    /// misuse, naming the view) when it is not registered.
    func registered<Kind>(
      _ kinds: [String: Kind], _ description: CustomViewDescription, _ view: String,
      section: Int, row: Int?
    ) -> Kind? {
      if let kind = kinds[description.kind] { return kind }
      report(description, view, section: section, row: row)
      return nil
    }

    private func report(
      _ description: CustomViewDescription, _ view: String, section: Int, row: Int?
    ) {
      guard reported.insert(view + "\u{1F}" + description.kind).inserted else { return }
      handlers?.reportMisuse(
        .unregisteredViewKind(kind: description.kind, view: view, section: section, row: row))
    }
  }

  extension TableViewAdapterBase {
    /// A view of the registered kind for a section's custom header or footer view; `nil` when
    /// the section declares none, or declares a kind nobody registered (reported).
    func customSectionView(isHeader: Bool, inSection section: Int, on tableView: UITableView)
      -> UIView?
    {
      let event: SectionEvent<Void, CustomViewDescription?> =
        isHeader ? .customHeaderView : .customFooterView
      guard let description = handlers.answer(event, in: section, on: tableView) else {
        return nil
      }
      return handlers.viewKinds.headerFooterView(
        for: description, isHeader: isHeader, inSection: section, on: tableView)
    }
  }
#endif
