#if os(Linux)
  import Foundation
  import StandInDoubles
  import TableHandlersCore
  import TableHandlersDeclarative
  import Testing
  import UIKitStandIn

  @testable import TableHandlersUIKit

  /// A place where the list adapter deliberately does otherwise than UIKit does without the
  /// method, and why.
  struct ListException: Sendable {
    /// The method's selector, or what the list shows.
    let what: String
    /// Why the adapter does otherwise.
    let reason: String
  }

  /// Where the list adapter deliberately does otherwise than UIKit without the method.
  ///
  /// Written here with their reasons (the table's are read from `Docs/Dispatch.md`'s "Where
  /// nobody answers"); `theDocumentedExceptionsHappen` shows each of them.
  let listDocumentedExceptions: [ListException] = [
    ListException(
      what: CollectionViewSelectors.canMoveItem,
      reason:
        "Where a moveRow handler reaches some rows, the adapter implements moveItemAt and"
        + " canMoveItemAt, and answers no for a row nobody follows when moved (no moveRow"
        + " handler reaches it, and the app's data source does not move rows), where UIKit"
        + " without canMoveItemAt lets every item move: a move nobody follows would leave the"
        + " rows' handlers behind. Such a row shows no reorder accessory and cannot be"
        + " reordered, as where nobody answers moveItemAt."),
    ListException(
      what: "trailing swipe actions",
      reason:
        "A row whose deletion a commitEditing handler commits (editable, with the delete"
        + " style) gets the table's Delete as its trailing swipe action and a delete accessory"
        + " while editing, where a list shows no swipe action a provider does not give:"
        + " moving a table to a list keeps its rows deletable. Only the rows the handler"
        + " reaches are concerned."),
  ]

  /// One registration of the list's property: a list method's event, or one of the settings a
  /// list takes from its layout, at one scope.
  struct ListRegistration: CustomTestStringConvertible, Sendable {
    /// What is registered.
    enum Subject: Hashable, Sendable {
      /// The event of the list method with this selector.
      case method(String)
      /// A setting of the list's layout or cells.
      case setting(ListLayoutSetting)
    }

    let subject: Subject
    let scope: Registration.Scope

    var testDescription: String {
      switch subject {
      case .method(let selector): return "\(selector) at \(scope.rawValue)"
      case .setting(let setting): return "setting \(setting.rawValue) at \(scope.rawValue)"
      }
    }

    /// The list method registered, or `nil` for a setting or a member the adapter does not
    /// implement.
    @MainActor var method: AdapterMethod? {
      guard case .method(let selector) = subject else { return nil }
      return AdapterMethod.listMethods.first { $0.selector == selector }
    }

    /// Whether an item (or its section, for section methods) is where the handler answers.
    @MainActor func covers(_ path: IndexPath) -> Bool {
      let kind: AdapterMethod.Kind
      switch subject {
      case .method:
        guard let method else { return false }
        kind = method.kind
      case .setting(let setting): kind = setting.isSectionSetting ? .section : .row
      }
      switch (scope, kind) {
      case (.wholeTable, _), (_, .table): return true
      case (.oneRow, .row): return path == IndexPath(item: 1, section: 1)
      case (.oneSection, _), (.oneRow, .section): return path.section == 1
      }
    }

    /// The list methods whose answer where the handler answers is the registration's own: the
    /// methods of its event, those the adapter implements along with them, and the cell of a
    /// row a handler moves or deletes (its reorder or delete accessory).
    @MainActor var ownMethods: Set<String> {
      switch subject {
      case .method(let selector):
        guard let method else { return [] }
        let cells =
          selector == CollectionViewSelectors.moveItem ? [CollectionViewSelectors.cellForItem] : []
        return Set(
          AdapterMethod.listMethods.filter {
            $0.event == method.event || $0.companions.contains(method.event)
          }.map(\.selector) + cells)
      case .setting(.titleForFooter):
        return [CollectionViewSelectors.viewForSupplementaryElement]
      case .setting(.commitEditing): return [CollectionViewSelectors.cellForItem]
      case .setting(.contextMenuConfiguration):
        // UIKit's own configuration, which both generations of the menu method answer.
        return [
          CollectionViewSelectors.contextMenuConfigurationForItems,
          CollectionViewSelectors.contextMenuConfigurationForItem,
        ]
      case .setting: return []
      }
    }
  }

  /// Every member of the collection-view protocols a list uses, in their order.
  let listProtocolSelectors =
    CollectionViewSelectors.dataSource + CollectionViewSelectors.delegate
    + CollectionViewSelectors.prefetching

  /// The members a list's objects implemented when they were last assigned, as UIKit cached
  /// them.
  @MainActor func cachedSelectors(of list: UICollectionView) -> Set<String> {
    list.cachedDataSourceSelectors.union(list.cachedDelegateSelectors)
      .union(list.cachedPrefetchingSelectors)
  }

  /// Every member of the collection-view protocols and every setting of a list's layout, at
  /// every scope: a list method added to the adapter is registered without a new entry here.
  let listPropertyRegistrations: [ListRegistration] =
    (listProtocolSelectors.map {
      ListRegistration.Subject.method($0)
    } + ListLayoutSetting.allCases.map { .setting($0) }).flatMap { subject in
      [Registration.Scope.oneRow, .oneSection, .wholeTable].map {
        ListRegistration(subject: subject, scope: $0)
      }
    }

  /// The items the list's property looks at: two sections of three items.
  let listPropertyGrid: [IndexPath] = (0..<2).flatMap { section in
    (0..<3).map { IndexPath(item: $0, section: section) }
  }

  /// What a user meets at one item of a list: what the stand-in shows of it, its swipe actions
  /// from either edge, its context menu, and whether a tap selects it.
  struct ListItemSight: Equatable {
    var behaviour: StandInItemBehaviour
    var leadingSwipe: [String?]?
    var trailingSwipe: [String?]?
    var menu: String
    var selectedByTap: Bool
  }

  /// What a user meets of one section of a list: its header and footer modes and views.
  struct ListSectionSight: Equatable {
    var headerMode: String
    var footerMode: String
    var header: String
    var footer: String
  }

  @MainActor
  @Suite("On a list, where nobody answers, the adapter answers as UIKit does without the method")
  struct ListAbsentMethodPropertyTests {
    /// A collection view whose properties differ from UIKit's defaults where an answer could
    /// ignore them.
    func list(editing: Bool) -> UICollectionView {
      let list = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewLayout())
      list.allowsFocus = false
      list.selectionFollowsFocus = true
      list.allowsSelectionDuringEditing = true
      list.isEditing = editing
      return list
    }

    /// A list with a registry attached, its handlers registered by `register`.
    func list(editing: Bool, _ register: (TableHandlers) -> Void) -> UICollectionView {
      let handlers = TableHandlers()
      register(handlers)
      let list = list(editing: editing)
      handlers.attach(to: list)
      return list
    }

    /// What UIKit gets for a member at an item: nothing when it does not ask it there now; the
    /// adapter's answer if it said it implements the member when it was assigned; else UIKit's
    /// answer without the member, from the stand-in.
    func effectiveAnswer(_ selector: String, at path: IndexPath, on list: UICollectionView)
      -> String
    {
      guard list.asksMember(selector, at: path) else {
        // UIKit asks the iOS 16 member in place of the deprecated one it replaces.
        if let replacement = CollectionViewSelectors.contextMenuReplacements[selector] {
          return effectiveAnswer(replacement, at: path, on: list)
        }
        return "not asked"
      }
      if cachedSelectors(of: list).contains(selector) {
        guard let method = listMethodCase(selector) else {
          return "implemented by the adapter, and no case in listMethodCases"
        }
        return method.invokeAt(list, path)
      }
      let asked =
        selector == CollectionViewSelectors.targetIndexPathForMove
        ? proposedDestination(from: path) : path
      return list.answerWithoutMethod(selector, at: asked)?.description ?? "not asked"
    }

    /// What a user meets at an item: shown, swiped from both edges, long-pressed, tapped.
    func sight(ofItemAt path: IndexPath, on list: UICollectionView) -> ListItemSight {
      list.displayItem(at: path)
      let behaviour = list.visibleBehaviourOfItem(at: path)
      let leading = list.swipeItem(at: path, from: .leading)?.titles
      let trailing = list.swipeItem(at: path, from: .trailing)?.titles
      let menu = list.userOpensContextMenu(forItemsAt: [path])
      if let menu { list.userDismissesContextMenu(menu) }
      return ListItemSight(
        behaviour: behaviour, leadingSwipe: leading, trailingSwipe: trailing,
        menu: describeMenu(menu?.configuration), selectedByTap: list.userTapsItem(at: path))
    }

    /// What a user meets of a section: its configuration's modes, and the header and footer it
    /// shows (`nil` where the modes show none).
    func sight(ofSection section: Int, on list: UICollectionView) -> ListSectionSight {
      let configuration = list.standInListConfiguration(forSection: section)
      let at = IndexPath(item: 0, section: section)
      return ListSectionSight(
        headerMode: String(describing: configuration?.headerMode),
        footerMode: String(describing: configuration?.footerMode),
        header: describeListAnswer(
          list.displaySupplementaryView(ofKind: UICollectionView.elementKindSectionHeader, at: at)),
        footer: describeListAnswer(
          list.displaySupplementaryView(ofKind: UICollectionView.elementKindSectionFooter, at: at)))
    }

    /// Whether a difference is one of ``listDocumentedExceptions``: a row nobody follows when
    /// moved cannot move, where UIKit without `canMoveItemAt` would let it.
    func isDocumentedException(_ selector: String, seen: String) -> Bool {
      selector == CollectionViewSelectors.canMoveItem && seen == "false"
        && listDocumentedExceptions.contains { $0.what == selector }
    }

    /// The members of the two protocols, in their order, with the move asked last: a move
    /// carries the row handlers along.
    let selectors =
      listProtocolSelectors.filter {
        $0 != CollectionViewSelectors.moveItem
      } + [CollectionViewSelectors.moveItem]

    @Test func everyListMethodHasOneCase() {
      let methods = AdapterMethod.listMethods.map(\.selector)
      let cases = listMethodCases.map(\.selector)
      // One entry in `listMethodCases` (Support/ListMethodCases.swift) for each new list method.
      #expect(Set(cases) == Set(methods))
      #expect(Set(cases).count == cases.count, "one case per method")
      // Every list method is a member of the stand-in's protocols, so that the property
      // registers it.
      #expect(
        Set(methods).isSubset(
          of: listProtocolSelectors))
    }

    @Test func withNothingRegisteredTheAdapterImplementsExactlyTheRequiredListMethods() {
      let nothing = list(editing: false) { _ in }
      // The prefetch data source's required method is implemented only by a prefetching list.
      let required = AdapterMethod.listMethods.filter { $0.isRequired && $0.role != .prefetching }
        .map(\.selector)
      #expect(
        cachedSelectors(of: nothing) == Set(required))
      #expect(
        Set(required) == [
          CollectionViewSelectors.numberOfItems, CollectionViewSelectors.cellForItem,
        ]
      )
    }

    /// A declared reach-the-end handler counts as answering the display method, and only it:
    /// every other member answers, and every item and section looks, as for the same
    /// declaration without it.
    @Test(arguments: [false, true])
    func aDeclaredReachEndImplementsTheDisplayMethodAndNothingElse(editing: Bool) throws {
      var tables: [DeclaredTable<Int, Int>] = []
      func shown(reachingEnd: Bool) throws -> UICollectionView {
        let table = try DeclaredTable(declaration: gridDeclaration(reachingEnd: reachingEnd))
        let view = list(editing: editing)
        table.attach(to: view, appearance: .plain)
        tables.append(table)
        return view
      }
      let paging = try shown(reachingEnd: true)
      let plain = try shown(reachingEnd: false)
      #expect(
        cachedSelectors(of: paging).subtracting(cachedSelectors(of: plain))
          == [CollectionViewSelectors.willDisplayCell])
      #expect(cachedSelectors(of: plain).isSubset(of: cachedSelectors(of: paging)))
      for path in listPropertyGrid {
        #expect(sight(ofItemAt: path, on: paging) == sight(ofItemAt: path, on: plain))
        #expect(
          sight(ofSection: path.section, on: paging) == sight(ofSection: path.section, on: plain))
        for selector in selectors where selector != CollectionViewSelectors.willDisplayCell {
          #expect(
            effectiveAnswer(selector, at: path, on: paging)
              == effectiveAnswer(selector, at: path, on: plain), "\(selector) at \(path)")
        }
      }
    }

    @Test(arguments: listPropertyRegistrations, [false, true])
    func elsewhereItIsAsIfNothingWereRegistered(registration: ListRegistration, editing: Bool) {
      let register: (TableHandlers, HandlerPlace) -> Void
      switch registration.subject {
      case .method(let selector):
        guard registration.method != nil else {
          // A member the adapter does not implement has no case either.
          #expect(listMethodCase(selector) == nil, "\(selector) has a case, and no list method")
          return
        }
        guard let method = listMethodCase(selector) else {
          Issue.record("\(selector) is a list method: add its case to listMethodCases")
          return
        }
        register = method.registerAt
      case .setting(let setting):
        register = { setting.register(on: $0, at: $1) }
      }
      let ownMethods = registration.ownMethods
      for path in listPropertyGrid {
        let registered = list(editing: editing) { register($0, registration.scope.place) }
        let nothing = list(editing: editing) { _ in }

        // What a user meets, from the stand-in's model of UIKit.
        let covered = registration.covers(path)
        if !covered {
          #expect(
            sight(ofItemAt: path, on: registered) == sight(ofItemAt: path, on: nothing),
            "\(registration.testDescription): item \(path)")
        }
        if !registration.covers(IndexPath(item: 0, section: path.section)) {
          #expect(
            sight(ofSection: path.section, on: registered)
              == sight(ofSection: path.section, on: nothing),
            "\(registration.testDescription): section \(path.section)")
        }

        // Every member's answer, as UIKit gets it.
        for selector in selectors where !(covered && ownMethods.contains(selector)) {
          let expected = effectiveAnswer(selector, at: path, on: nothing)
          let seen = effectiveAnswer(selector, at: path, on: registered)
          guard seen != expected, !isDocumentedException(selector, seen: seen) else { continue }
          Issue.record(
            "\(registration.testDescription): \(selector) at \(path): \(seen), not \(expected)")
        }
      }
    }

    @Test(arguments: [false, true])
    func withNothingRegisteredAListHasUIKitsListDefaults(editing: Bool) {
      let list = list(editing: editing) { _ in }
      for section in 0..<2 {
        let configuration = list.standInListConfiguration(forSection: section)
        // A section shows no header or footer unless it declares one.
        #expect(configuration?.headerMode == UICollectionLayoutListConfiguration.HeaderMode.none)
        #expect(configuration?.footerMode == UICollectionLayoutListConfiguration.FooterMode.none)
        #expect(sight(ofSection: section, on: list).header == "nil")
      }
      for path in listPropertyGrid {
        func absent(_ selector: String) -> String? {
          list.answerWithoutMethod(selector, at: path)?.description
        }
        func answer(_ selector: String) -> String { effectiveAnswer(selector, at: path, on: list) }
        let sight = sight(ofItemAt: path, on: list)
        // No swipe actions without a provider's: the adapter's providers answer none.
        #expect(sight.leadingSwipe == nil)
        #expect(sight.trailingSwipe == nil)
        // canEditItemAt is the delegate's, and defaults to yes: every item edits with the list.
        #expect(CollectionViewSelectors.delegate.contains(CollectionViewSelectors.canEditItem))
        #expect(!CollectionViewSelectors.dataSource.contains(CollectionViewSelectors.canEditItem))
        #expect(answer(CollectionViewSelectors.canEditItem) == "true")
        #expect(absent(CollectionViewSelectors.canEditItem) == "true")
        #expect(sight.behaviour.isEditing == editing)
        // Without moveItemAt, no reordering, and canMoveItemAt is not even asked.
        #expect(!sight.behaviour.allowsReordering)
        #expect(answer(CollectionViewSelectors.canMoveItem) == "not asked")
        #expect(sight.behaviour.shownAccessories.isEmpty)
        // Yes when not editing, no when editing.
        #expect(answer(CollectionViewSelectors.canPerformPrimaryAction) == "\(!editing)")
        #expect(absent(CollectionViewSelectors.canPerformPrimaryAction) == "\(!editing)")
        #expect(answer(CollectionViewSelectors.shouldBeginMultipleSelectionInteraction) == "false")
        // No iOS 16 menu method, so UIKit asks the deprecated per-item one: no menu.
        #expect(answer(CollectionViewSelectors.contextMenuConfigurationForItems) == "nil")
        #expect(answer(CollectionViewSelectors.contextMenuConfigurationForItem) == "nil")
        #expect(sight.menu == "nil")
        #expect(sight.behaviour.highlights)
        #expect(sight.selectedByTap)
        // The collection view's properties decide focus.
        #expect(!sight.behaviour.canFocus)
        #expect(sight.behaviour.selectsOnFocus)
        #expect(list.userMovesItem(at: path, to: proposedDestination(from: path)) == nil)
      }
    }

    @Test func withMoveRowAndNoCanMoveRowEveryFollowedItemMoves() {
      let list = list(editing: true) { $0.on(.moveRow, at: .table) { _ in } }
      for path in listPropertyGrid {
        let sight = sight(ofItemAt: path, on: list)
        // UIKit without canMoveItemAt: "the collection view allows all items to be reordered".
        #expect(
          effectiveAnswer(CollectionViewSelectors.canMoveItem, at: path, on: list)
            == list.answerWithoutMethod(CollectionViewSelectors.canMoveItem, at: path)?.description)
        #expect(sight.behaviour.allowsReordering)
        #expect(sight.behaviour.shownAccessories == [.reorder])
      }
    }

    @Test func aMenuIsAskedOfTheIOS16MethodAndNeverOfTheDeprecatedOne() {
      let path = IndexPath(item: 1, section: 0)
      let list = list(editing: false) { $0.on(.contextMenu, at: .table) { _ in rowMenu("A") } }
      // Both are implemented, for the systems before iOS 16 too; UIKit then asks the new one.
      #expect(
        list.cachedDelegateSelectors.isSuperset(of: [
          CollectionViewSelectors.contextMenuConfigurationForItems,
          CollectionViewSelectors.contextMenuConfigurationForItem,
        ]))
      #expect(!list.asksMember(CollectionViewSelectors.contextMenuConfigurationForItem, at: path))
      #expect(sight(ofItemAt: path, on: list).menu == "menu [\"A\"]")
      #expect(
        effectiveAnswer(
          CollectionViewSelectors.contextMenuConfigurationForItems, at: path, on: list)
          == "menu [\"A\"]")
      let nothing = self.list(editing: false) { _ in }
      #expect(nothing.asksMember(CollectionViewSelectors.contextMenuConfigurationForItem, at: path))
    }

    @Test func theDocumentedExceptionsHappen() {
      #expect(
        listDocumentedExceptions.map(\.what) == [
          CollectionViewSelectors.canMoveItem, "trailing swipe actions",
        ])
      let followed = IndexPath(item: 1, section: 1)
      let other = IndexPath(item: 0, section: 0)

      // A row nobody follows when moved cannot move, and shows no reorder accessory.
      let moving = list(editing: true) { $0.on(.moveRow, at: .row(1, inSection: 1)) { _ in } }
      #expect(
        effectiveAnswer(CollectionViewSelectors.canMoveItem, at: other, on: moving) == "false")
      #expect(
        moving.answerWithoutMethod(CollectionViewSelectors.canMoveItem, at: other)?.description
          == "true")
      #expect(!sight(ofItemAt: other, on: moving).behaviour.allowsReordering)
      #expect(sight(ofItemAt: followed, on: moving).behaviour.allowsReordering)

      // A row whose deletion is handled gets the table's Delete; the others no swipe action.
      let deleting = list(editing: true) {
        $0.on(.commitEditing, at: .row(1, inSection: 1)) { _ in }
      }
      let deletable = sight(ofItemAt: followed, on: deleting)
      #expect(deletable.trailingSwipe == ["Delete"])
      #expect(deletable.behaviour.shownAccessories == [.delete])
      #expect(sight(ofItemAt: other, on: deleting).trailingSwipe == nil)
      #expect(sight(ofItemAt: other, on: deleting).behaviour.shownAccessories.isEmpty)

      // A row that is deleted and moves shows both accessories while editing.
      let both = list(editing: true) {
        $0.on(.commitEditing, at: .row(1, inSection: 1)) { _ in }
        $0.on(.moveRow, at: .row(1, inSection: 1)) { _ in }
      }
      let accessories = sight(ofItemAt: followed, on: both).behaviour.shownAccessories
      #expect(accessories.contains(.delete) && accessories.contains(.reorder))
    }
  }
#endif
