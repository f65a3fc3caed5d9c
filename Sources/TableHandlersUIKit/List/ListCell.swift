#if os(iOS) || os(Linux)
  #if canImport(UIKit)
    import UIKit
  #else
    import Foundation
    import UIKitStandIn
  #endif
  import TableHandlersCore

  /// A row's content on a list cell: the same list content configuration a table's content cell
  /// shows, and the accessory as the list cell's accessories.
  @available(iOS 14, *)
  @MainActor
  enum ListCell {
    /// Shows a row's content in a list cell; `nil` shows an empty row.
    ///
    /// Sets everything the content decides, so that a reused cell keeps nothing of its last row.
    /// A control, custom accessory view or trailing text shows as a custom view accessory at
    /// the trailing edge, in place of the accessory, and hides while the list edits, as a table
    /// view's cell shows its accessory view.
    ///
    /// - Parameters:
    ///   - content: The row's content, or `nil`.
    ///   - cell: The cell.
    ///   - editing: The accessories shown while the list edits (delete, reorder).
    ///   - detailTapped: Runs when the detail button is tapped; the button is shown only with it
    ///     (iOS 15.4).
    ///   - customAccessory: Makes the custom accessory view; `nil` for none.
    static func apply(
      _ content: RowContent?, to cell: UICollectionViewListCell,
      editing: [UICellAccessory] = [], detailTapped: (() -> Void)? = nil,
      customAccessory: ContentCell.CustomAccessoryMaker? = nil
    ) {
      let content = content ?? RowContent()
      cell.contentConfiguration = ContentCell.listConfiguration(for: content)
      var trailing = accessories(for: content.accessory, detailTapped: detailTapped)
      let old = cell.accessories.lazy.compactMap(trailingView).first
      if let view = ContentCell.accessoryView(
        of: content, reusing: old, customAccessory: customAccessory)
      {
        trailing = [
          .customView(
            configuration: UICellAccessory.CustomViewConfiguration(
              customView: view, placement: .trailing(displayed: .whenNotEditing)))
        ]
      }
      cell.accessories = trailing + editing
      // A disabled row takes no touch, as on a table.
      cell.isUserInteractionEnabled = content.isEnabled
      cell.accessibilityIdentifier = content.accessibilityIdentifier
      cell.accessibilityLabel = content.accessibilityLabel
    }

    /// The view of a custom view accessory, which shows a row's trailing view; `nil` for any
    /// other accessory.
    static func trailingView(_ accessory: UICellAccessory) -> UIView? {
      if case .customView(let view) = accessory.accessoryType { return view }
      return nil
    }

    /// A row's accessory as list-cell accessories: the detail-disclosure button is two, the
    /// detail button and the disclosure indicator; the detail button exists from iOS 15.4.
    static func accessories(for accessory: RowAccessory, detailTapped: (() -> Void)?)
      -> [UICellAccessory]
    {
      var detail: [UICellAccessory] = []
      if #available(iOS 15.4, *), let detailTapped {
        detail = [.detail(actionHandler: detailTapped)]
      }
      switch accessory {
      case .none: return []
      case .disclosureIndicator: return [.disclosureIndicator()]
      case .checkmark: return [.checkmark()]
      case .detailButton: return detail
      case .detailDisclosureButton: return detail + [.disclosureIndicator()]
      }
    }

    /// The content configuration of a section's header or footer in a list of an appearance:
    /// the grouped one in grouped lists, the plain one otherwise.
    static func titleConfiguration(isHeader: Bool, appearance: ListAppearance)
      -> UIListContentConfiguration
    {
      switch (isHeader, appearance) {
      case (true, .plain), (true, .sidebarPlain): return .plainHeader()
      case (true, _): return .groupedHeader()
      case (false, .plain), (false, .sidebarPlain): return .plainFooter()
      case (false, _): return .groupedFooter()
      }
    }
  }

  @available(iOS 14, *)
  extension ListAdapterBase {
    /// Configures a row's list cell: its content, its editing accessories (delete where a swipe
    /// would delete it, reorder where it can be moved) and its detail button, which finds its
    /// row when tapped.
    func configure(
      _ cell: UICollectionViewListCell, at position: TablePosition,
      on collectionView: UICollectionView
    ) {
      configure(
        cell, showing: handlers.answer(.rowContent, at: position, on: collectionView),
        at: position, on: collectionView)
    }

    /// Configures a row's list cell to show a content; see
    /// ``configure(_:at:on:)``.
    func configure(
      _ cell: UICollectionViewListCell, showing content: RowContent?,
      at position: TablePosition, on collectionView: UICollectionView
    ) {
      let handlers = handlers
      var editing: [UICellAccessory] = []
      if deletes(at: position, on: collectionView) {
        // Without a handler of its own, the delete button reveals the trailing swipe actions,
        // where the Delete is.
        editing.append(.delete())
      }
      if moves(at: position), handlers.answer(.canMoveRow, at: position, on: collectionView) {
        editing.append(.reorder())
      }
      ListCell.apply(
        content, to: cell, editing: editing,
        detailTapped: { [weak self, weak cell, weak collectionView] in
          guard let self, let cell, let collectionView,
            let indexPath = collectionView.indexPath(for: cell)
          else { return }
          self.whenSafe.duringCallback {
            self.handlers.answer(
              .accessoryButtonTapped, at: TablePosition(indexPath), on: collectionView)
          }
        },
        customAccessory: { description, old in
          handlers.viewKinds.accessoryView(for: description, reusing: old, at: position)
        })
    }
  }
#endif
