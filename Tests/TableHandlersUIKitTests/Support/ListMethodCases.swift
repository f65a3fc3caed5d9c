#if os(Linux)
  import Foundation
  import StandInDoubles
  import TableHandlersCore
  import UIKitStandIn

  @testable import TableHandlersUIKit

  /// One method of the list adapter (`AdapterMethod.listMethods`), as a test drives it: how UIKit
  /// calls the adapter's implementation (through the collection-view protocol, with the
  /// stand-in's `send(_:to:)`), and how to register a handler for its event.
  @MainActor
  struct ListMethodCase {
    /// The method's selector (`CollectionViewSelectors`).
    let selector: String
    /// Calls the adapter's method about an item (section methods read its section; methods of
    /// the whole list ignore it) and describes its answer.
    let invokeAt: @MainActor (UICollectionView, IndexPath) -> String
    /// Registers a handler for the method's event at a place; where the answer's type allows,
    /// the handler answers otherwise than UIKit without the method, so that an answer that
    /// reaches too far shows.
    let registerAt: @MainActor (TableHandlers, HandlerPlace) -> Void

    init(
      _ selector: String,
      invoke: @escaping @MainActor (UICollectionView, IndexPath) -> String,
      register: @escaping @MainActor (TableHandlers, HandlerPlace) -> Void
    ) {
      self.selector = selector
      self.invokeAt = invoke
      self.registerAt = register
    }

    /// A delegate method about an item: sent to the adapter as the list's delegate, and
    /// registered as a handler of `event` at the item's row that answers `answer`.
    static func item<Arguments, Output>(
      _ selector: String, _ event: RowEvent<Arguments, Output>,
      answering answer: @autoclosure @escaping @MainActor () -> Output,
      _ message: @escaping @MainActor (IndexPath) -> CollectionViewDelegateMessage
    ) -> ListMethodCase {
      ListMethodCase(
        selector, invoke: { l, path in describe(l.send(message(path), to: listDelegate(l))) },
        register: { h, place in h.on(event, at: place.rows) { _ in answer() } })
    }
  }

  /// The case of a list method, or `nil` when none is written.
  @MainActor func listMethodCase(_ selector: String) -> ListMethodCase? {
    listMethodCases.first { $0.selector == selector }
  }

  /// The list adapter attached to a collection view, as UIKit sees its data source.
  @MainActor func listDataSource(_ list: UICollectionView) -> any UICollectionViewDataSource {
    list.dataSource!
  }

  /// The list adapter attached to a collection view, as UIKit sees its delegate.
  @MainActor func listDelegate(_ list: UICollectionView) -> any UICollectionViewDelegate {
    list.delegate!
  }

  /// A printable form of a list's answer: list cells and supplementary views by what they show,
  /// menus by their items' titles (their identifiers are unique strings); anything else as
  /// ``describe(_:)`` prints it.
  @MainActor func describeListAnswer(_ value: Any?) -> String {
    switch value {
    case let cell as UICollectionViewListCell:
      let text = (cell.contentConfiguration as? UIListContentConfiguration)?.text ?? "-"
      let enabled = cell.isUserInteractionEnabled ? "" : " disabled"
      return "list cell \(text) \(cell.accessories.map(\.accessoryType))\(enabled)"
    case let configuration as UIContextMenuConfiguration:
      let titles = configuration.openMenu()?.children.map(\.title) ?? []
      return "menu \(titles)"
    default:
      return describe(value)
    }
  }

  /// A context menu's configuration as ``describeListAnswer(_:)`` prints it.
  @MainActor func describeMenu(_ configuration: UIContextMenuConfiguration?) -> String {
    configuration.map { describeListAnswer($0) } ?? "nil"
  }

  /// A section header's kind and index path, for the supplementary-view method.
  private func header(of path: IndexPath) -> (kind: String, at: IndexPath) {
    (UICollectionView.elementKindSectionHeader, IndexPath(item: 0, section: path.section))
  }

  /// A menu with one item, as a handler answers `contextMenu`.
  func rowMenu(_ title: String) -> RowMenu {
    RowMenu(children: [.action(RowMenuAction(title: title) {})])
  }

  /// Every method the list adapter implements, one case each, in the order of
  /// `AdapterMethod.listMethods` (data source, then delegate).
  ///
  /// A method added to `AdapterMethod.listMethods` needs its case here, one entry:
  /// `ListAbsentMethodPropertyTests` fails for it until then.
  @MainActor let listMethodCases: [ListMethodCase] =
    listDataSourceCases + listDelegateCases + listDisplayAndMenuCases + listPrefetchingCases

  /// The list adapter attached to a collection view, as UIKit sees its prefetch data source.
  @MainActor func listPrefetcher(_ list: UICollectionView)
    -> any UICollectionViewDataSourcePrefetching
  {
    list.prefetchDataSource!
  }

  @MainActor private let listDataSourceCases: [ListMethodCase] = [
    ListMethodCase(
      CollectionViewSelectors.numberOfItems,
      invoke: { l, path in
        describe(l.send(.numberOfItems(section: path.section), to: listDataSource(l)))
      },
      register: { h, place in h.on(.numberOfRows, at: place.sections) { _ in 4 } }),
    ListMethodCase(
      CollectionViewSelectors.cellForItem,
      invoke: { l, path in describeListAnswer(l.send(.cellForItem(at: path), to: listDataSource(l)))
      },
      register: { h, place in
        h.on(.rowContent, at: place.rows) { _ in
          RowContent(text: "handler", accessory: .checkmark, isEnabled: false)
        }
      }),
    ListMethodCase(
      CollectionViewSelectors.numberOfSections,
      invoke: { l, _ in describe(l.send(.numberOfSections, to: listDataSource(l))) },
      register: { h, _ in h.on(.numberOfSections) { _ in 5 } }),
    ListMethodCase(
      CollectionViewSelectors.viewForSupplementaryElement,
      invoke: { l, path in
        let (kind, at) = header(of: path)
        return describeListAnswer(
          l.send(.viewForSupplementaryElement(kind: kind, at: at), to: listDataSource(l)))
      },
      register: { h, place in h.on(.titleForHeader, at: place.sections) { _ in "handler header" } }
    ),
    ListMethodCase(
      CollectionViewSelectors.canMoveItem,
      invoke: { l, path in describe(l.send(.canMoveItem(at: path), to: listDataSource(l))) },
      register: { h, place in h.on(.canMoveRow, at: place.rows) { _ in false } }),
    ListMethodCase(
      CollectionViewSelectors.moveItem,
      invoke: { l, path in
        describe(
          l.send(.moveItem(from: path, to: IndexPath(item: 0, section: 0)), to: listDataSource(l)))
      },
      register: { h, place in h.on(.moveRow, at: place.rows) { _ in } }),
    ListMethodCase(
      CollectionViewSelectors.indexTitles,
      invoke: { l, _ in describe(l.send(.indexTitles, to: listDataSource(l))) },
      register: { h, _ in h.on(.sectionIndexTitles) { _ in ["handler"] } }),
    ListMethodCase(
      CollectionViewSelectors.indexPathForIndexTitle,
      invoke: { l, _ in
        describe(l.send(.indexPathForIndexTitle(title: "B", index: 2), to: listDataSource(l)))
      },
      register: { h, _ in h.on(.sectionForSectionIndexTitle) { _ in 80 } }),
  ]

  @MainActor private let listDelegateCases: [ListMethodCase] = [
    .item(CollectionViewSelectors.shouldHighlightItem, .shouldHighlightRow, answering: false) {
      path in .shouldHighlightItem(at: path)
    },
    .item(CollectionViewSelectors.didHighlightItem, .didHighlightRow, answering: ()) { path in
      .didHighlightItem(at: path)
    },
    .item(CollectionViewSelectors.didUnhighlightItem, .didUnhighlightRow, answering: ()) { path in
      .didUnhighlightItem(at: path)
    },
    .item(CollectionViewSelectors.shouldSelectItem, .willSelectRow, answering: nil) { path in
      .shouldSelectItem(at: path)
    },
    .item(CollectionViewSelectors.shouldDeselectItem, .willDeselectRow, answering: nil) { path in
      .shouldDeselectItem(at: path)
    },
    .item(CollectionViewSelectors.didSelectItem, .didSelectRow, answering: ()) { path in
      .didSelectItem(at: path)
    },
    .item(CollectionViewSelectors.didDeselectItem, .didDeselectRow, answering: ()) { path in
      .didDeselectItem(at: path)
    },
    .item(
      CollectionViewSelectors.canPerformPrimaryAction, .canPerformPrimaryAction, answering: false
    ) { path in .canPerformPrimaryAction(at: path) },
    .item(CollectionViewSelectors.performPrimaryAction, .performPrimaryAction, answering: ()) {
      path in .performPrimaryAction(at: path)
    },
    .item(CollectionViewSelectors.canEditItem, .canEditRow, answering: false) { path in
      .canEditItem(at: path)
    },
    .item(
      CollectionViewSelectors.targetIndexPathForMove, .targetForMove,
      answering: TablePosition(section: 0, row: 6)
    ) { path in
      .targetIndexPathForMove(
        originalIndexPath: path, currentIndexPath: path,
        proposedIndexPath: proposedDestination(from: path))
    },
    .item(CollectionViewSelectors.canFocusItem, .canFocusRow, answering: true) { path in
      .canFocusItem(at: path)
    },
    .item(CollectionViewSelectors.selectionFollowsFocus, .selectionFollowsFocus, answering: false) {
      path in .selectionFollowsFocus(at: path)
    },
    ListMethodCase(
      CollectionViewSelectors.indexPathForPreferredFocusedView,
      invoke: { l, _ in describe(l.send(.indexPathForPreferredFocusedView, to: listDelegate(l))) },
      register: { h, _ in
        h.on(.indexPathForPreferredFocusedView) { _ in TablePosition(section: 0, row: 2) }
      }),
    .item(
      CollectionViewSelectors.shouldBeginMultipleSelectionInteraction,
      .shouldBeginMultipleSelectionInteraction, answering: true
    ) { path in .shouldBeginMultipleSelectionInteraction(at: path) },
    .item(
      CollectionViewSelectors.didBeginMultipleSelectionInteraction,
      .didBeginMultipleSelectionInteraction, answering: ()
    ) { path in .didBeginMultipleSelectionInteraction(at: path) },
    ListMethodCase(
      CollectionViewSelectors.didEndMultipleSelectionInteraction,
      invoke: { l, _ in describe(l.send(.didEndMultipleSelectionInteraction, to: listDelegate(l)))
      },
      register: { h, _ in h.on(.didEndMultipleSelectionInteraction) { _ in } }),
    ListMethodCase(
      CollectionViewSelectors.contextMenuConfigurationForItems,
      invoke: { l, path in
        describeMenu(
          l.send(.contextMenuConfigurationForItems(at: [path], point: .zero), to: listDelegate(l)))
      },
      register: { h, place in h.on(.contextMenu, at: place.rows) { _ in rowMenu("handler") } }),
    ListMethodCase(
      CollectionViewSelectors.contextMenuConfigurationForItem,
      invoke: { l, path in
        describeMenu(
          l.send(.contextMenuConfigurationForItem(at: path, point: .zero), to: listDelegate(l)))
      },
      register: { h, place in h.on(.contextMenu, at: place.rows) { _ in rowMenu("handler") } }),
  ]

  /// The display, legacy edit menu, focus update, spring loading and context-menu preview and
  /// lifecycle methods.
  @MainActor private let listDisplayAndMenuCases: [ListMethodCase] = [
    .item(CollectionViewSelectors.willDisplayCell, .willDisplayListCell, answering: ()) { path in
      .willDisplayCell(cell: UICollectionViewListCell(), at: path)
    },
    ListMethodCase(
      CollectionViewSelectors.willDisplaySupplementaryView,
      invoke: { l, path in
        let (kind, at) = header(of: path)
        return describe(
          l.send(
            .willDisplaySupplementaryView(
              view: UICollectionReusableView(), elementKind: kind, at: at),
            to: listDelegate(l)))
      },
      register: { h, place in h.on(.willDisplayHeaderView, at: place.sections) { _ in } }),
    .item(CollectionViewSelectors.didEndDisplayingCell, .didEndDisplayingListCell, answering: ()) {
      path in .didEndDisplayingCell(cell: UICollectionViewListCell(), at: path)
    },
    ListMethodCase(
      CollectionViewSelectors.didEndDisplayingSupplementaryView,
      invoke: { l, path in
        let (kind, at) = header(of: path)
        return describe(
          l.send(
            .didEndDisplayingSupplementaryView(
              view: UICollectionReusableView(), elementKind: kind, at: at),
            to: listDelegate(l)))
      },
      register: { h, place in h.on(.didEndDisplayingFooterView, at: place.sections) { _ in } }),
    .item(CollectionViewSelectors.shouldShowMenu, .shouldShowMenu, answering: true) { path in
      .shouldShowMenu(at: path)
    },
    .item(CollectionViewSelectors.canPerformAction, .canPerformAction, answering: true) { path in
      .canPerformAction(action: "copy:", at: path, sender: "menu")
    },
    ListMethodCase(
      CollectionViewSelectors.performAction,
      invoke: { l, path in
        describe(
          l.send(.performAction(action: "copy:", at: path, sender: "menu"), to: listDelegate(l)))
      },
      register: { h, place in h.on(.performAction, at: place.rows) { _ in } }),
    // Only the app's delegate answers the focus updates (the table's focus events take a table
    // view's context): no handler can make the adapter implement them.
    ListMethodCase(
      CollectionViewSelectors.shouldUpdateFocus,
      invoke: { l, _ in
        describe(
          l.send(
            .shouldUpdateFocus(context: UICollectionViewFocusUpdateContext()), to: listDelegate(l))
        )
      },
      register: { _, _ in }),
    ListMethodCase(
      CollectionViewSelectors.didUpdateFocus,
      invoke: { l, _ in
        describe(
          l.send(
            .didUpdateFocus(
              context: UICollectionViewFocusUpdateContext(),
              coordinator: UIFocusAnimationCoordinator()), to: listDelegate(l)))
      },
      register: { _, _ in }),
    .item(CollectionViewSelectors.shouldSpringLoadItem, .shouldSpringLoadRow, answering: false) {
      path in .shouldSpringLoadItem(at: path, context: SpringContext())
    },
    ListMethodCase(
      CollectionViewSelectors.highlightPreviewForItem,
      invoke: { l, path in
        describe(
          l.send(.highlightPreviewForItem(configuration: menu, at: path), to: listDelegate(l)))
      },
      register: { h, _ in
        h.on(.previewForHighlightingContextMenu) { _ in
          UITargetedPreview(view: NamedView("handler highlight"))
        }
      }),
    ListMethodCase(
      CollectionViewSelectors.dismissalPreviewForItem,
      invoke: { l, path in
        describe(
          l.send(.dismissalPreviewForItem(configuration: menu, at: path), to: listDelegate(l)))
      },
      register: { h, _ in
        h.on(.previewForDismissingContextMenu) { _ in
          UITargetedPreview(view: NamedView("handler dismiss"))
        }
      }),
    ListMethodCase(
      CollectionViewSelectors.willPerformPreviewAction,
      invoke: { l, _ in
        describe(
          l.send(
            .willPerformPreviewAction(configuration: menu, animator: Animator()),
            to: listDelegate(l)))
      },
      register: { h, _ in h.on(.willPerformPreviewAction) { _ in } }),
    ListMethodCase(
      CollectionViewSelectors.willDisplayContextMenu,
      invoke: { l, _ in
        describe(
          l.send(.willDisplayContextMenu(configuration: menu, animator: nil), to: listDelegate(l)))
      },
      register: { h, _ in h.on(.willDisplayContextMenu) { _ in } }),
    ListMethodCase(
      CollectionViewSelectors.willEndContextMenuInteraction,
      invoke: { l, _ in
        describe(
          l.send(
            .willEndContextMenuInteraction(configuration: menu, animator: nil),
            to: listDelegate(l)))
      },
      register: { h, _ in h.on(.willEndContextMenuInteraction) { _ in } }),
    ListMethodCase(
      CollectionViewSelectors.previewForHighlightingContextMenu,
      invoke: { l, _ in
        describe(
          l.send(.previewForHighlightingContextMenu(configuration: menu), to: listDelegate(l)))
      },
      register: { h, _ in
        h.on(.previewForHighlightingContextMenu) { _ in
          UITargetedPreview(view: NamedView("handler highlight"))
        }
      }),
    ListMethodCase(
      CollectionViewSelectors.previewForDismissingContextMenu,
      invoke: { l, _ in
        describe(
          l.send(.previewForDismissingContextMenu(configuration: menu), to: listDelegate(l)))
      },
      register: { h, _ in
        h.on(.previewForDismissingContextMenu) { _ in
          UITargetedPreview(view: NamedView("handler dismiss"))
        }
      }),
  ]

  /// The prefetch data source's methods; the adapter is the prefetch data source only while a
  /// handler or the app prefetches.
  @MainActor private let listPrefetchingCases: [ListMethodCase] = [
    ListMethodCase(
      CollectionViewSelectors.prefetchItems,
      invoke: { l, path in
        l.send(.prefetchItems(at: [path]), to: listPrefetcher(l))
        return "()"
      },
      register: { h, _ in h.on(.prefetchRows) { _ in } }),
    ListMethodCase(
      CollectionViewSelectors.cancelPrefetchingForItems,
      invoke: { l, path in
        l.send(.cancelPrefetchingForItems(at: [path]), to: listPrefetcher(l))
        return "()"
      },
      register: { h, _ in h.on(.cancelPrefetchingForRows) { _ in } }),
  ]

  /// What a list takes from its layout's configuration rather than from a method, or reads
  /// from events of methods a list does not have: handlers for these change what the list
  /// shows through the adapter's list configuration (swipe providers, header and footer modes)
  /// and its cells' accessories.
  enum ListLayoutSetting: String, CaseIterable, Sendable {
    case leadingSwipeActions, trailingSwipeActions
    case leadingSwipeActionsConfiguration, trailingSwipeActionsConfiguration
    case commitEditing, editingStyle, titleForDeleteConfirmationButton
    case titleForFooter, contextMenuConfiguration, accessoryButtonTapped

    /// Whether the setting is asked of a row or of a section.
    var isSectionSetting: Bool { self == .titleForFooter }

    /// Registers a handler for the setting's event at a place.
    @MainActor func register(on handlers: TableHandlers, at place: HandlerPlace) {
      let rows = place.rows
      let actions = SwipeActions([SwipeAction(title: "handler") { _, done in done(true) }])
      switch self {
      case .leadingSwipeActions: handlers.on(.leadingSwipeActions, at: rows) { _ in actions }
      case .trailingSwipeActions: handlers.on(.trailingSwipeActions, at: rows) { _ in actions }
      case .leadingSwipeActionsConfiguration:
        handlers.on(.leadingSwipeActionsConfiguration, at: rows) { _ in swipe("handler leading") }
      case .trailingSwipeActionsConfiguration:
        handlers.on(.trailingSwipeActionsConfiguration, at: rows) { _ in swipe("handler trailing") }
      case .commitEditing: handlers.on(.commitEditing, at: rows) { _ in }
      case .editingStyle: handlers.on(.editingStyle, at: rows) { _ in .insert }
      case .titleForDeleteConfirmationButton:
        handlers.on(.titleForDeleteConfirmationButton, at: rows) { _ in "Erase" }
      case .titleForFooter:
        handlers.on(.titleForFooter, at: place.sections) { _ in "handler footer" }
      case .contextMenuConfiguration:
        handlers.on(.contextMenuConfiguration, at: rows) { _ in
          UIContextMenuConfiguration(identifier: NSString(string: "handler"))
        }
      case .accessoryButtonTapped: handlers.on(.accessoryButtonTapped, at: rows) { _ in }
      }
    }
  }
#endif
