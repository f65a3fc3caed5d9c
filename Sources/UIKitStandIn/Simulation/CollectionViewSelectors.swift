#if !canImport(UIKit)
  import Foundation

  /// The Objective-C selector of every member of the stand-in collection-view protocols, as data.
  ///
  /// Each list (`dataSource`, `delegate`, `prefetching`) is declared beside its protocol in `Signatures/`,
  /// derived from the protocol's one list of members (each selector and UIKit's answer without
  /// the method, sourced on its own, not copied from the table's), in the protocol's declaration
  /// order and spelled exactly as UIKit's headers spell it.
  public enum CollectionViewSelectors {
    /// Every member of the three protocols, keyed by selector.
    static let methodsBySelector: [String: CollectionViewMethod] = Dictionary(
      uniqueKeysWithValues: (dataSourceMethods + delegateMethods + prefetchingMethods).map {
        ($0.selector, $0)
      })
  }

  /// One member of a stand-in collection-view protocol: its Objective-C selector and what UIKit
  /// uses in its place when the object does not implement it.
  typealias CollectionViewMethod = StandInMember<UICollectionView>

  extension UICollectionView {
    /// What UIKit uses at an item or section when the method with this selector is not
    /// implemented (stand-in only).
    ///
    /// Each answer is written, with its source, in its protocol's one list of members beside the
    /// protocol's declaration in `Signatures/` (``CollectionViewSelectors``). It is the list's
    /// own model: `canEditItemAt` answers yes and belongs to the delegate, a missing
    /// `moveItemAt` means no reordering at all, a missing swipe provider means no swipe actions
    /// (``swipeItem(at:from:)``).
    ///
    /// - Parameters:
    ///   - selector: A selector of `CollectionViewSelectors.dataSource`, `.delegate` or
    ///     `.prefetching`.
    ///   - indexPath: The item asked about; section methods read its `section`. For the
    ///     target-for-move method it is the proposed destination.
    /// - Precondition: `selector` is one of those lists.
    /// - Returns: The answer, or `nil` for a required method, for the supplementary-view method
    ///   (a view must be dequeued) and for `collectionView:indexPathForIndexTitle:atIndex:`.
    public func answerWithoutMethod(_ selector: String, at indexPath: IndexPath) -> AbsentAnswer? {
      guard let method = CollectionViewSelectors.methodsBySelector[selector] else {
        preconditionFailure("\(selector) is not a method of the collection-view protocols")
      }
      return method.absent(self, indexPath)
    }

    /// Whether UIKit asks the member with this selector about an item or section now, from the
    /// methods its objects implemented when they were last assigned, its list configuration and
    /// its own properties (stand-in only); when it does not, neither the member nor its absent
    /// answer (``answerWithoutMethod(_:at:)``) decides anything there.
    ///
    /// The members UIKit asks only under a condition, each with its source; every other member
    /// is asked whenever its moment comes:
    /// - the supplementary-view member, only for a section whose list configuration shows a
    ///   header or a footer as a supplementary view (`UICollectionLayoutList.h`, `.none`: "No
    ///   headers are shown");
    /// - `canMoveItemAt`, only when the data source implements `moveItemAt` ([D] moveItemAt:
    ///   "If you do not implement this method, the collection view ignores any attempts to
    ///   reorder items");
    /// - the deprecated per-item context-menu members, only while the delegate implements none
    ///   of their iOS 16 replacements (`CollectionViewSelectors.contextMenuReplacements`; [H]
    ///   "If the non-deprecated replacement for the configuration, highlight preview, or
    ///   dismissal preview methods is implemented this method is not called");
    /// - `selectionFollowsFocusForItemAt`, only while `selectionFollowsFocus` is on ([H] "This
    ///   method is not called if selectionFollowsFocus is disabled").
    ///
    /// - Parameters:
    ///   - selector: A selector of `CollectionViewSelectors.dataSource` or `.delegate`.
    ///   - indexPath: The item asked about; section members read its `section`.
    /// - Returns: Whether UIKit asks it there now.
    public func asksMember(_ selector: String, at indexPath: IndexPath) -> Bool {
      switch selector {
      case CollectionViewSelectors.viewForSupplementaryElement:
        return hasSupplementaryView(
          ofKind: Self.elementKindSectionHeader, inSection: indexPath.section)
          || hasSupplementaryView(
            ofKind: Self.elementKindSectionFooter, inSection: indexPath.section)
      case CollectionViewSelectors.canMoveItem:
        return dataSourceMovesItems
      case CollectionViewSelectors.selectionFollowsFocus:
        return selectionFollowsFocus
      case _ where CollectionViewSelectors.contextMenuReplacements[selector] != nil:
        return !delegateUsesItemsContextMenu
      default:
        return true
      }
    }

    /// The data source's answer to a member it implemented when it was last assigned, else
    /// UIKit's answer without the member at `indexPath`.
    func dataSourceAnswer<Answer>(
      _ selector: String, at indexPath: IndexPath,
      _ ask: (any UICollectionViewDataSource) -> Answer
    ) -> Answer {
      if cachedDataSourceSelectors.contains(selector), let dataSource { return ask(dataSource) }
      return absent(selector, at: indexPath, as: Answer.self)
    }

    /// The delegate's answer to a member it implemented when it was last assigned, else UIKit's
    /// answer without the member at `indexPath` (for a notification: nothing happens).
    @discardableResult
    func delegateAnswer<Answer>(
      _ selector: String, at indexPath: IndexPath,
      _ ask: (any UICollectionViewDelegate) -> Answer
    ) -> Answer {
      if cachedDelegateSelectors.contains(selector), let delegate { return ask(delegate) }
      return absent(selector, at: indexPath, as: Answer.self)
    }

    /// Whether the delegate implemented the member with this selector when it was last assigned.
    func delegateImplements(_ selector: String) -> Bool {
      delegate != nil && cachedDelegateSelectors.contains(selector)
    }

    /// UIKit's answer without a member, as the member's return type.
    private func absent<Answer>(_ selector: String, at indexPath: IndexPath, as type: Answer.Type)
      -> Answer
    {
      guard let answer = answerWithoutMethod(selector, at: indexPath)?.value(as: type) else {
        preconditionFailure("\(selector) has no absent answer of type \(type)")
      }
      return answer
    }

    /// A `send(_:to:)` answer as the type a test asks for.
    func standInTyped<Answer>(_ answer: Any, of selector: String) -> Answer {
      guard let typed = answer as? Answer else {
        preconditionFailure("\(selector) answers \(type(of: answer)), not \(Answer.self)")
      }
      return typed
    }
  }
#endif
