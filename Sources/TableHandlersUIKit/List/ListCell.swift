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
    /// Each trailing accessory (``TableHandlersCore/RowContent/trailingAccessories``) is one of
    /// the cell's accessories: the row's own view (its control, custom accessory view or
    /// trailing text) a custom view accessory at the innermost trailing place, hidden while the
    /// list edits as a table view cell hides its accessory view; the others UIKit's own.
    ///
    /// - Parameters:
    ///   - content: The row's content, or `nil`.
    ///   - cell: The cell.
    ///   - editing: The accessories shown while the list edits (delete, reorder).
    ///   - detailTapped: Runs when the detail button is tapped; the button is shown only with it
    ///     (iOS 15.4).
    ///   - customAccessory: Makes the custom accessory view; `nil` for none.
    ///   - disclosureTapped: Runs when the outline disclosure of a row with children is tapped.
    static func apply(
      _ content: RowContent?, to cell: UICollectionViewListCell,
      editing: [UICellAccessory] = [], detailTapped: (() -> Void)? = nil,
      customAccessory: ContentCell.CustomAccessoryMaker? = nil,
      disclosureTapped: (() -> Void)? = nil
    ) {
      let content = content ?? RowContent()
      cell.contentConfiguration = ContentCell.listConfiguration(for: content)
      let old = cell.accessories.lazy.compactMap(trailingView).first
      var trailing: [UICellAccessory] = []
      var expanded = false
      for accessory in content.trailingAccessories {
        switch accessory {
        case .control, .customView, .text:
          guard
            let view = ContentCell.trailingView(
              for: accessory, enabled: content.isEnabled, reusing: old,
              customAccessory: customAccessory)
          else { continue }
          // The default position of a trailing custom view is 0, the innermost
          // (`UICellAccessory.Placement.Position`: an index "in leading to trailing order").
          trailing.append(
            .customView(
              configuration: UICellAccessory.CustomViewConfiguration(
                customView: view, placement: .trailing(displayed: .whenNotEditing))))
        case .detailButton:
          if #available(iOS 15.4, *), let detailTapped {
            trailing.append(.detail(actionHandler: detailTapped))
          }
        case .checkmark:
          trailing.append(.checkmark())
        case .disclosureIndicator:
          trailing.append(.disclosureIndicator())
        case .outlineDisclosure(let disclosure):
          // In the cell style: a tap on the cell selects as usual, or toggles as the row's
          // handler says; a tap on the chevron toggles.
          trailing.append(
            .outlineDisclosure(
              options: UICellAccessory.OutlineDisclosureOptions(style: .cell),
              actionHandler: disclosureTapped))
          expanded = disclosure == .expanded
        }
      }
      if let cell = cell as? ListRowCell { cell.showsExpanded = expanded }
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
    ///
    /// Where the row's handler answers a content configuration (a SwiftUI row's hosting
    /// configuration), it replaces the list content once the rest is set; otherwise the list
    /// content is set, every time, so that a cell that showed a configuration gets it back (a
    /// SwiftUI row without one shows its fallback texts).
    func configure(
      _ cell: UICollectionViewListCell, showing content: RowContent?,
      at position: TablePosition, on collectionView: UICollectionView
    ) {
      let handlers = handlers
      let configuration =
        handlers.answerIfAnswered(
          .contentConfiguration, at: position, (), on: collectionView, after: nil) ?? nil
      let content = configuration == nil ? ContentCell.fallback(content) : content
      defer { if let configuration { cell.contentConfiguration = configuration } }
      var editing: [UICellAccessory] = []
      switch handlers.editingStyleByHandler(at: position, on: collectionView) {
      case .delete:
        // Without a handler of its own, the delete button reveals the trailing swipe actions,
        // where the Delete is.
        editing.append(.delete())
      case .insert:
        // Tapped, it commits the insertion, as a table view's insert control does (its updates
        // wait for the tap to return, as a commit's wait for the callback).
        editing.append(
          .insert { [weak self, weak cell, weak collectionView] in
            guard let self, let cell, let collectionView,
              let indexPath = collectionView.indexPath(for: cell)
            else { return }
            self.whenSafe.running(.callback) {
              self.handlers.answer(
                .commitEditing, at: TablePosition(indexPath), .insert, on: collectionView)
            }
          })
      case .none:
        break
      }
      if userMayMoveAsUIKitAsks(IndexPath(position)) {
        editing.append(.reorder())
      }
      ListCell.apply(
        content, to: cell, editing: editing,
        detailTapped: { [weak self, weak cell, weak collectionView] in
          guard let self, let cell, let collectionView,
            let indexPath = collectionView.indexPath(for: cell)
          else { return }
          self.whenSafe.running(.accessoryButton) {
            self.handlers.answer(
              .accessoryButtonTapped, at: TablePosition(indexPath), on: collectionView)
          }
        },
        customAccessory: { description, old in
          handlers.viewKinds.accessoryView(for: description, reusing: old, at: position)
        },
        disclosureTapped: { [weak self, weak cell, weak collectionView] in
          guard let self, let cell, let collectionView,
            let indexPath = collectionView.indexPath(for: cell)
          else { return }
          // No UIKit callback: the expansion asked for is applied when the handler returns.
          self.whenSafe.running(.disclosure) {
            self.handlers.answer(
              .outlineDisclosureTapped, at: TablePosition(indexPath), on: collectionView)
          }
        })
      // A list cell has no callback for its indentation: the row's handler's answer, else its
      // content's level, is set on the cell (`UICollectionViewListCell.h`, "set automatically
      // when using a hierarchical data source", which the adapter does not use).
      cell.indentationLevel = TableHandlers.indentationLevel(
        answered: handlers.answerIfAnswered(
          .indentationLevel, at: position, (), on: collectionView, after: nil),
        content: content)
    }
  }

  /// The list cell of a row's content: a list cell that reports its row's expansion in its
  /// configuration state, so that its outline disclosure accessory turns with it.
  ///
  /// `UICollectionViewCell.h` on `configurationState`: "To add your own custom state(s),
  /// override the getter and call super to obtain an instance with the system properties set,
  /// then set your own custom states as desired." A section snapshot sets `isExpanded` for its
  /// items; the adapter, which uses none, sets it from the row's disclosure.
  @available(iOS 14, *)
  @MainActor
  final class ListRowCell: UICollectionViewListCell {
    /// Whether the row is expanded, as its outline disclosure shows it.
    var showsExpanded = false {
      didSet { if showsExpanded != oldValue { setNeedsUpdateConfiguration() } }
    }

    override var configurationState: UICellConfigurationState {
      var state = super.configurationState
      state.isExpanded = showsExpanded
      return state
    }
  }
#endif
