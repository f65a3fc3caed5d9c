#if os(iOS) || os(Linux)
  #if canImport(UIKit)
    import UIKit
  #else
    import Foundation
    import UIKitStandIn
  #endif
  import TableHandlersCore
  import TableHandlersDeclarative

  extension DeclaredTable {
    /// Registers the cell class that shows the declared rows whose custom cell is of a kind
    /// (`Row.customCell(_:)`); see `TableHandlers.registerCell(_:forKind:configure:)`.
    ///
    /// ```swift
    /// table.registerCell(ProfileCell.self, forKind: "ProfileCell") { cell, description in
    ///   if let profile = description.value(as: Profile.self) { cell.show(profile) }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - cellType: The `UITableViewCell` subclass.
    ///   - kind: The kind, as the rows' descriptions name it; also the reuse identifier.
    ///   - configure: Configures a dequeued cell for a row's description.
    public func registerCell<Cell: UITableViewCell>(
      _ cellType: Cell.Type, forKind kind: String,
      configure: @escaping @MainActor (Cell, CustomViewDescription) -> Void
    ) {
      handlers.registerCell(cellType, forKind: kind, configure: configure)
    }

    /// Registers the header and footer view class that shows the declared sections' custom
    /// header and footer views of a kind (`Section.headerView(_:)`, `footerView(_:)`); see
    /// `TableHandlers.registerHeaderFooterView(_:forKind:configure:)`.
    ///
    /// - Parameters:
    ///   - viewType: The `UITableViewHeaderFooterView` subclass.
    ///   - kind: The kind, as the sections' descriptions name it; also the reuse identifier.
    ///   - configure: Configures a dequeued view (or the one on screen) for a description.
    public func registerHeaderFooterView<View: UITableViewHeaderFooterView>(
      _ viewType: View.Type, forKind kind: String,
      configure: @escaping @MainActor (View, CustomViewDescription) -> Void
    ) {
      handlers.registerHeaderFooterView(viewType, forKind: kind, configure: configure)
    }

    /// Registers the view that shows the declared rows' custom accessory views of a kind
    /// (`Row.accessoryView(_:)`); see `TableHandlers.registerAccessoryView(forKind:make:configure:)`.
    ///
    /// - Parameters:
    ///   - kind: The kind, as the rows' descriptions name it.
    ///   - make: Makes a view of the kind.
    ///   - configure: Configures a view for a row's description.
    public func registerAccessoryView<View: UIView>(
      forKind kind: String, make: @escaping @MainActor () -> View,
      configure: @escaping @MainActor (View, CustomViewDescription) -> Void
    ) {
      handlers.registerAccessoryView(forKind: kind, make: make, configure: configure)
    }

    /// Registers the view that shows the declaration's custom empty state of a kind
    /// (`EmptyState(view:)`) on a table view or a list; see
    /// `TableHandlers.registerEmptyStateView(forKind:make:configure:)`.
    ///
    /// - Parameters:
    ///   - kind: The kind, as the empty state's description names it.
    ///   - make: Makes a view of the kind.
    ///   - configure: Configures a view for the empty state's description.
    public func registerEmptyStateView<View: UIView>(
      forKind kind: String, make: @escaping @MainActor () -> View,
      configure: @escaping @MainActor (View, CustomViewDescription) -> Void
    ) {
      handlers.registerEmptyStateView(forKind: kind, make: make, configure: configure)
    }
  }

  @available(iOS 14, *)
  extension DeclaredTable {
    /// Registers the list cell class that shows the declared rows whose custom cell is of a kind
    /// (`Row.customCell(_:)`) on a list; see the `UICollectionViewCell` variant of
    /// `TableHandlers.registerCell(_:forKind:configure:)`.
    ///
    /// ```swift
    /// table.registerCell(ProfileListCell.self, forKind: "ProfileCell") { cell, description in
    ///   if let profile = description.value(as: Profile.self) { cell.show(profile) }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - cellType: The `UICollectionViewCell` subclass.
    ///   - kind: The kind, as the rows' descriptions name it.
    ///   - configure: Configures a dequeued cell for a row's description.
    public func registerCell<Cell: UICollectionViewCell>(
      _ cellType: Cell.Type, forKind kind: String,
      configure: @escaping @MainActor (Cell, CustomViewDescription) -> Void
    ) {
      handlers.registerCell(cellType, forKind: kind, configure: configure)
    }

    /// Registers the view class that shows the declared sections' custom header and footer
    /// views of a kind on a list; see the `UICollectionReusableView` variant of
    /// `TableHandlers.registerHeaderFooterView(_:forKind:configure:)`.
    ///
    /// - Parameters:
    ///   - viewType: The `UICollectionReusableView` subclass.
    ///   - kind: The kind, as the sections' descriptions name it.
    ///   - configure: Configures a dequeued view (or the one on screen) for a description.
    public func registerHeaderFooterView<View: UICollectionReusableView>(
      _ viewType: View.Type, forKind kind: String,
      configure: @escaping @MainActor (View, CustomViewDescription) -> Void
    ) {
      handlers.registerHeaderFooterView(viewType, forKind: kind, configure: configure)
    }
  }
#endif
