#if os(iOS) || os(Linux)
  #if canImport(UIKit)
    import UIKit
  #else
    import Foundation
    import UIKitStandIn
  #endif
  import TableHandlersCore

  // The platform-neutral context menu (`contextMenu`) as UIKit's `UIContextMenuConfiguration`,
  // `UIMenu` and `UIAction`, and which of it and the UIKit-typed `contextMenuConfiguration`
  // answers a row.
  extension HostAdapter {
    /// What UIKit gets for a long press on a row: the app's delegate's answer first (when it
    /// implements the method, which the caller asks), then the handler that reaches the row most
    /// closely answers; at the same reach the UIKit-typed `contextMenuConfiguration` wins, as for swipe actions.
    ///
    /// A platform-neutral menu gives a configuration without a preview (UIKit lifts the row's
    /// cell) whose action provider asks `contextMenu` again when UIKit calls it, as the menu
    /// appears, so that the items read the model at that moment.
    ///
    /// - Parameters:
    ///   - indexPath: The row.
    ///   - point: The touch point in the view.
    ///   - host: The table view or list.
    ///   - appAnswer: The app's delegate's answer, or `nil` when it does not implement the method.
    /// - Returns: The configuration, or `nil` for no menu.
    func contextMenuConfiguration(
      at indexPath: IndexPath, point: CGPoint, on host: any TableHost,
      after appAnswer: UIContextMenuConfiguration??
    ) -> UIContextMenuConfiguration? {
      let position = TablePosition(indexPath)
      let neutral = RowEvent<Void, RowMenu?>.contextMenu
      guard handlers.neutralAnswers(neutral.id, over: contextMenuConfigurationID, at: position)
      else {
        return handlers.answer(
          .contextMenuConfiguration, at: position, point, on: host, after: appAnswer)
      }
      // Whether the row has a menu at all: `nil` means no interaction.
      guard handlers.answer(neutral, at: position, on: host) != nil else { return nil }
      let row = handlers.track(position)
      return UIContextMenuConfiguration(identifier: nil, previewProvider: nil) {
        [weak self, weak host] _ in
        guard let self, let host, let position = row.position,
          let menu = self.handlers.answer(neutral, at: position, on: host)
        else { return nil }
        return self.menu(for: menu, row: row)
      }
    }

    /// A row's menu as a `UIMenu`; an inline group keeps `.displayInline`.
    ///
    /// - Parameters:
    ///   - menu: The menu.
    ///   - row: The row the menu was opened on, followed through structural edits.
    /// - Returns: The menu.
    func menu(for menu: RowMenu, row: TrackedRow) -> UIMenu {
      UIMenu(
        title: menu.title, image: menu.image.flatMap(ActionAppearance.image), identifier: nil,
        options: menu.isInline ? .displayInline : [],
        children: menu.children.flatMap { elements(for: $0, row: row) })
    }

    /// One element of a row's menu as UIKit's elements.
    ///
    /// A deferred element becomes a `UIDeferredMenuElement` (iOS 14), whose provider UIKit
    /// calls as the menu shows it. Before iOS 14 there is none: the items the element delivers
    /// at once are shown in its place, and items it would deliver later are left out, as an
    /// open menu cannot change there.
    func elements(for element: RowMenuElement, row: TrackedRow) -> [UIMenuElement] {
      switch element {
      case .action(let item):
        return [action(for: item, row: row)]
      case .menu(let submenu):
        return [menu(for: submenu, row: row)]
      case .deferred(let load):
        if #available(iOS 14, *) {
          return [
            UIDeferredMenuElement { [weak self] completion in
              let delivery = MenuDelivery(completion)
              load { [weak self] items in
                delivery.deliver(items.flatMap { self?.elements(for: $0, row: row) ?? [] })
              }
            }
          ]
        }
        let delivered = DeliveredItems()
        load { delivered.items = $0 }
        return (delivered.items ?? []).flatMap { elements(for: $0, row: row) }
      }
    }

    /// One item as a `UIAction`: destructive and disabled as its attributes, its checked
    /// state as its state; choosing it runs the item's handler while its row is still in the
    /// table, with the row's position then (`RowMenuAction.perform(at:)`).
    func action(for item: RowMenuAction, row: TrackedRow) -> UIAction {
      var attributes: UIMenuElement.Attributes = []
      if item.isDestructive { attributes.insert(.destructive) }
      if !item.isEnabled { attributes.insert(.disabled) }
      let state: UIMenuElement.State
      switch item.state {
      case .off: state = .off
      case .on: state = .on
      case .mixed: state = .mixed
      }
      let action = UIAction(
        title: item.title, image: item.image.flatMap(ActionAppearance.image), identifier: nil,
        discoverabilityTitle: nil, attributes: attributes, state: state
      ) { [weak self] _ in
        // The item acts on the row the menu was opened on, where that row is when the handler
        // runs: not once that row has left.
        guard let self, item.isEnabled, row.position != nil else { return }
        self.whenSafe.running(.menuItem) {
          guard let position = row.position else { return }
          item.perform(at: position)
        }
      }
      action.accessibilityIdentifier = item.accessibilityIdentifier
      return action
    }
  }

  /// UIKit's completion of a deferred menu element, kept on the main actor so that the app's
  /// closure can call it later.
  @MainActor
  final class MenuDelivery {
    private var completion: (([UIMenuElement]) -> Void)?

    init(_ completion: @escaping ([UIMenuElement]) -> Void) {
      self.completion = completion
    }

    /// Calls UIKit's completion the first time; later calls do nothing.
    func deliver(_ elements: [UIMenuElement]) {
      let completion = self.completion
      self.completion = nil
      completion?(elements)
    }
  }

  /// The items a deferred element delivered at once, before iOS 14.
  @MainActor
  final class DeliveredItems {
    var items: [RowMenuElement]?
  }
#endif
