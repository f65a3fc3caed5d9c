#if !canImport(UIKit)
  import Foundation

  // What a user does to a list, and what UIKit does in answer (stand-in only): a tap (highlight,
  // selection, primary action), a swipe (the list configuration's providers), a long press (a
  // context menu), a tap on an accessory, a drag that reorders. Each step names its source:
  // [H] the iOS 17 SDK's `UICollectionView.h`, `UICollectionLayoutList.h`, `UICellAccessory.h`;
  // [D] Apple's documentation pages.

  extension UICollectionView {
    // MARK: Tapping an item

    /// A user taps an item (stand-in only), in the order UIKit documents ([H] "The sequence of
    /// calls leading to selection from a user touch"): `shouldHighlightItemAt`, then
    /// `didHighlightItemAt`; on lifting, `shouldSelectItemAt` (or `shouldDeselectItemAt` for an
    /// already selected item in multiple-selection mode), `didSelectItemAt` (or
    /// `didDeselectItemAt`); then the primary action, "after shouldSelectItem and didSelectItem,
    /// regardless of whether the cell's selection state was allowed to change", when the tap
    /// does not extend a selection and `canPerformPrimaryActionForItemAt` allows it ([H],
    /// iOS 16); then `didUnhighlightItemAt`.
    ///
    /// In single-selection mode the item selected before is deselected, and the delegate is told
    /// `didDeselectItemAt` for it. An item that does not highlight is not selected either (as
    /// observed: the sequence starts with the highlight). While selection is not allowed
    /// (`allowsSelection`, or `allowsSelectionDuringEditing` while editing) the tap does nothing
    /// (the stand-in's choice: no source says whether UIKit still highlights or performs the
    /// primary action then).
    ///
    /// - Parameter indexPath: The item.
    /// - Returns: Whether the item is selected after the tap.
    @discardableResult
    public func userTapsItem(at indexPath: IndexPath) -> Bool {
      guard isEditing ? allowsSelectionDuringEditing : allowsSelection,
        askedShouldHighlightItem(at: indexPath)
      else { return selectedItems.contains(indexPath) }
      cellForItem(at: indexPath)?.isHighlighted = true
      tellDelegateHighlight(true, at: indexPath)
      let multiple = allowsMultipleSelectionNow
      if multiple, selectedItems.contains(indexPath) {
        if askedShouldChangeSelection(to: false, at: indexPath) {
          setSelection(selectedItems.filter { $0 != indexPath })
          tellDelegateSelection(false, at: indexPath)
        }
      } else if askedShouldChangeSelection(to: true, at: indexPath) {
        let replaced = multiple ? [] : selectedItems.filter { $0 != indexPath }
        setSelection(multiple ? selectedItems + [indexPath] : [indexPath])
        for old in replaced { tellDelegateSelection(false, at: old) }
        tellDelegateSelection(true, at: indexPath)
      }
      if !multiple, askedCanPerformPrimaryAction(at: indexPath) {
        tellDelegatePerformPrimaryAction(at: indexPath)
      }
      cellForItem(at: indexPath)?.isHighlighted = false
      tellDelegateHighlight(false, at: indexPath)
      return selectedItems.contains(indexPath)
    }

    // MARK: Swiping

    /// A user swipes an item from an edge (stand-in only): the section's list configuration's
    /// provider for that edge is asked now, with the item's index path ([H] "Called when list
    /// is about to show leading swipe actions for a particular index path").
    ///
    /// - Parameters:
    ///   - indexPath: The item.
    ///   - edge: The edge swiped from.
    /// - Returns: The open item, or `nil` when the section is not a list, has no provider for
    ///   the edge, or the provider answers `nil`: "nil if this index path does not show swipe
    ///   actions" ([H]). Unlike a table, a list shows no default actions.
    public func swipeItem(at indexPath: IndexPath, from edge: StandInSwipeEdge) -> StandInSwipe? {
      guard let configuration = standInListConfiguration(forSection: indexPath.section) else {
        return nil
      }
      let provider =
        edge == .leading
        ? configuration.leadingSwipeActionsConfigurationProvider
        : configuration.trailingSwipeActionsConfigurationProvider
      return provider?(indexPath).map { StandInSwipe(configuration: $0) }
    }

    // MARK: Context menus

    /// A user long-presses items (stand-in only): the delegate is asked for a configuration,
    /// then for the preview to lift, and told `willDisplayContextMenu`.
    ///
    /// UIKit asks `contextMenuConfigurationForItemsAt` (iOS 16) with every item the menu acts
    /// on, none for the space between cells, several for a multiple selection ([H]). A delegate
    /// that implements none of the iOS 16 context-menu methods is asked the deprecated
    /// `contextMenuConfigurationForItemAt` instead, for a single item only; once it implements
    /// one of them, the deprecated ones are "not called" ([H]). The previews follow the same
    /// choice.
    ///
    /// - Parameters:
    ///   - indexPaths: The items the menu acts on.
    ///   - point: Where the press is.
    /// - Returns: The menu shown, or `nil` when the delegate gives no configuration ("Return
    ///   nil to prevent the interaction from beginning", [H]).
    public func userOpensContextMenu(forItemsAt indexPaths: [IndexPath], point: CGPoint = .zero)
      -> StandInContextMenu?
    {
      guard let configuration = askedContextMenuConfiguration(forItemsAt: indexPaths, point: point)
      else { return nil }
      let path = indexPaths.first ?? IndexPath(item: 0, section: 0)
      let preview = askedContextMenuPreview(for: configuration, at: path, dismissing: false)
      tellDelegateContextMenu(configuration, appearing: true)
      return StandInContextMenu(
        configuration: configuration, indexPaths: indexPaths, highlightPreview: preview)
    }

    /// A user dismisses a context menu (stand-in only): the delegate is asked for the preview
    /// to return to, and told `willEndContextMenuInteraction`.
    ///
    /// - Parameter menu: The menu `userOpensContextMenu(forItemsAt:point:)` opened.
    /// - Returns: The dismissal preview, or `nil` for UIKit's own.
    @discardableResult
    public func userDismissesContextMenu(_ menu: StandInContextMenu) -> UITargetedPreview? {
      let path = menu.indexPaths.first ?? IndexPath(item: 0, section: 0)
      let preview = askedContextMenuPreview(for: menu.configuration, at: path, dismissing: true)
      tellDelegateContextMenu(menu.configuration, appearing: false)
      return preview
    }

    // MARK: Accessories and editing

    /// A user taps an accessory of a shown list cell (stand-in only).
    ///
    /// The accessory must be shown: its displayed state against whether the cell is editing,
    /// that is, the collection view is editing and `canEditItemAt` allows the item ([H]
    /// `canEditItemAt`, "Defaults to `YES`"). Its action handler runs; without one, a `.detail`
    /// or `.insert` tap is ignored, and a `.delete` tap "will reveal any trailing swipe actions"
    /// ([H] `UICellAccessory.h`).
    ///
    /// - Parameters:
    ///   - accessoryType: The accessory's kind.
    ///   - indexPath: The item.
    /// - Returns: What the tap did.
    @discardableResult
    public func userTapsAccessory(
      _ accessoryType: UICellAccessory.AccessoryType, ofItemAt indexPath: IndexPath
    ) -> StandInAccessoryTap {
      guard let cell = cellForItem(at: indexPath) as? UICollectionViewListCell,
        let accessory = cell.accessories.first(where: {
          $0.accessoryType == accessoryType && $0.standInIsShown(editing: isItemEditing(indexPath))
        })
      else { return .notShown }
      if let handler = accessory.standInActionHandler {
        handler()
        return .ran
      }
      if accessoryType == .delete {
        return .revealedSwipe(swipeItem(at: indexPath, from: .trailing))
      }
      return .ignored
    }

    /// Whether an item's cell is editing: the collection view is, and the item is editable.
    func isItemEditing(_ indexPath: IndexPath) -> Bool {
      isEditing && askedCanEditItem(at: indexPath)
    }

    /// A user drags an item to a new place by its reorder accessory and drops it (stand-in
    /// only): `userBeginsReorder(at:)`, `userDragsReorder(to:)`, `userEndsReorder()` in one call
    /// (`Reordering.swift`).
    ///
    /// Without `moveItemAt`, "the collection view ignores any attempts to reorder items"; with
    /// it and without `canMoveItemAt`, "the collection view allows all items to be reordered"
    /// ([D] both methods). The delegate's `targetIndexPathForMoveOfItemFromOriginalIndexPath`
    /// may redirect the drop (absent: the proposed path). As on a table, the collection view
    /// has moved the item when it tells its data source, so the counts it knows follow it; the
    /// reorder settles on the next turn of the run loop (`standInPassRunLoopTurn()`).
    ///
    /// - Parameters:
    ///   - source: Where the item was.
    ///   - destination: Where the user drops it.
    /// - Returns: Where it went, or `nil` when the move was refused.
    @discardableResult
    public func userMovesItem(at source: IndexPath, to destination: IndexPath) -> IndexPath? {
      guard userBeginsReorder(at: source) else { return nil }
      userDragsReorder(to: destination)
      return userEndsReorder()
    }

    // MARK: What a user sees

    /// What a user sees of an item, from the methods the data source and delegate implemented
    /// when they were last assigned, the list configuration and the collection view's own
    /// properties (stand-in only).
    ///
    /// - Parameter indexPath: The item.
    /// - Returns: The item's behaviour.
    public func visibleBehaviourOfItem(at indexPath: IndexPath) -> StandInItemBehaviour {
      let configuration = standInListConfiguration(forSection: indexPath.section)
      let editing = isItemEditing(indexPath)
      let shown = (cellForItem(at: indexPath) as? UICollectionViewListCell)?.accessories
        .filter { $0.standInIsShown(editing: editing) }.map(\.accessoryType)
      return StandInItemBehaviour(
        isSectionHeader: configuration?.headerMode == .firstItemInSection && indexPath.item == 0,
        isEditing: editing,
        shownAccessories: shown ?? [],
        allowsReordering: dataSourceMovesItems && askedCanMoveItem(at: indexPath),
        highlights: askedShouldHighlightItem(at: indexPath),
        canFocus: askedCanFocusItem(at: indexPath),
        selectsOnFocus: askedSelectionFollowsFocus(at: indexPath),
        hasLeadingSwipeProvider: configuration?.leadingSwipeActionsConfigurationProvider != nil,
        hasTrailingSwipeProvider: configuration?.trailingSwipeActionsConfigurationProvider != nil)
    }
  }

  /// A context menu a user opened on a list (stand-in only).
  public struct StandInContextMenu {
    /// The configuration the delegate gave.
    public let configuration: UIContextMenuConfiguration
    /// The items the menu acts on.
    public let indexPaths: [IndexPath]
    /// The preview the delegate gave to lift, or `nil` for UIKit's own.
    public let highlightPreview: UITargetedPreview?
  }

  /// What a user's tap on a list cell's accessory did (stand-in only).
  public enum StandInAccessoryTap {
    /// The cell is not shown, or shows no such accessory now.
    case notShown
    /// The accessory's action handler ran.
    case ran
    /// The accessory has no handler, and the tap is ignored.
    case ignored
    /// A delete accessory without a handler revealed the trailing swipe actions, if the list
    /// has any.
    case revealedSwipe(StandInSwipe?)
  }

  /// What a user sees of one item of a list (stand-in only); see
  /// ``UICollectionView/visibleBehaviourOfItem(at:)``.
  public struct StandInItemBehaviour: Hashable {
    /// Whether the item is its section's header: item 0 under `.firstItemInSection` ([D]
    /// `HeaderMode.firstItemInSection`: "The actual items in the section start at index 1").
    public var isSectionHeader: Bool
    /// Whether the item's cell is editing: the collection view is, and `canEditItemAt` allows it.
    public var isEditing: Bool
    /// The kinds of the accessories the shown cell shows now (none when it is not shown).
    public var shownAccessories: [UICellAccessory.AccessoryType]
    /// Whether the item can be reordered: `moveItemAt` implemented and `canMoveItemAt` allowing.
    public var allowsReordering: Bool
    /// Whether the item highlights on touch (`shouldHighlightItemAt`, `true` when absent).
    public var highlights: Bool
    /// Whether the item can take focus: `canFocusItemAt`, else `allowsFocus`.
    public var canFocus: Bool
    /// Whether focusing the item selects it: never while `selectionFollowsFocus` is off.
    public var selectsOnFocus: Bool
    /// Whether the section's list configuration has a leading swipe provider.
    public var hasLeadingSwipeProvider: Bool
    /// Whether the section's list configuration has a trailing swipe provider.
    public var hasTrailingSwipeProvider: Bool
  }
#endif
