#if os(Linux)
  import Foundation
  import StandInDoubles
  import TableHandlersCore
  import TestSupport
  import Testing
  import UIKitStandIn

  @testable import TableHandlersUIKit

  /// A random drag and drop setup: the app's own drag and drop delegates and the members they
  /// implement, and the handlers registered.
  struct DragDropSetup: CustomStringConvertible {
    // The app's drag delegate, which implements the required member, giving one item or none.
    var dragApp = false
    var appBeginsWithItem = false
    var appAdds = false
    var appDragPreview = false
    var appWillBegin = false
    var appDragDidEnd = false
    /// The app's answer is `false`, UIKit's without the member `true`.
    var appAllowsMove = false
    /// The app's answer is `true`, UIKit's without the member `false`.
    var appIsRestricted = false

    // The app's drop delegate, which implements the required member.
    var dropApp = false
    /// The app's `canHandle` answer, `nil` where it does not implement it.
    var appCanHandle: Bool?
    var appEnters = false
    /// The app's proposal: a copy at the destination, or forbidden; `nil` where it does not
    /// implement the member.
    var appCopies: Bool?
    var appExits = false
    var appDropEnds = false
    var appDropPreview = false

    // The handlers.
    /// Where a `dragItems` handler is registered (the absent-method property's scopes).
    var dragItems: Registration.Scope?
    /// The `reordersByDrag` handler's answer, `nil` without one.
    var reordersByDrag: Bool?
    var moveRow = false
    var performDrop = false
    /// The `canHandleDrop` handler's answer, `nil` without one.
    var canHandleDrop: Bool?
    /// The `dropProposal` handler's answer: a copy at the destination, or forbidden; `nil`
    /// without one.
    var dropProposalCopies: Bool?

    /// A random setup.
    init(_ random: inout SplitMix64) {
      func coin() -> Bool { Bool.random(using: &random) }
      func maybe(_ value: () -> Bool) -> Bool? { coin() ? value() : nil }
      dragApp = coin()
      if dragApp {
        appBeginsWithItem = coin()
        appAdds = coin()
        appDragPreview = coin()
        appWillBegin = coin()
        appDragDidEnd = coin()
        appAllowsMove = coin()
        appIsRestricted = coin()
      }
      dropApp = coin()
      if dropApp {
        appCanHandle = maybe(coin)
        appEnters = coin()
        appCopies = maybe(coin)
        appExits = coin()
        appDropEnds = coin()
        appDropPreview = coin()
      }
      randomHandlers(&random)
    }

    /// Draws the handlers again, the app's delegates kept.
    mutating func randomHandlers(_ random: inout SplitMix64) {
      func coin() -> Bool { Bool.random(using: &random) }
      func maybe(_ value: () -> Bool) -> Bool? { coin() ? value() : nil }
      dragItems =
        coin()
        ? [Registration.Scope.oneRow, .oneSection, .wholeTable].randomElement(using: &random) : nil
      reordersByDrag = maybe(coin)
      moveRow = coin()
      performDrop = coin()
      canHandleDrop = maybe(coin)
      dropProposalCopies = maybe(coin)
    }

    /// The same app's delegates, with no handler.
    var withoutHandlers: DragDropSetup {
      var setup = self
      setup.dragItems = nil
      setup.reordersByDrag = nil
      setup.moveRow = false
      setup.performDrop = false
      setup.canHandleDrop = nil
      setup.dropProposalCopies = nil
      return setup
    }

    var description: String {
      let app =
        (dragApp
          ? "drag app(items \(appBeginsWithItem), adds \(appAdds), preview \(appDragPreview),"
            + " begin \(appWillBegin), end \(appDragDidEnd), move \(appAllowsMove),"
            + " restricted \(appIsRestricted)) " : "")
        + (dropApp
          ? "drop app(canHandle \(String(describing: appCanHandle)), enter \(appEnters),"
            + " copies \(String(describing: appCopies)), exit \(appExits), end \(appDropEnds),"
            + " preview \(appDropPreview)) " : "")
      return app
        + "handlers(dragItems \(dragItems?.rawValue ?? "-"),"
        + " reorders \(String(describing: reordersByDrag)), moveRow \(moveRow),"
        + " performDrop \(performDrop), canHandle \(String(describing: canHandleDrop)),"
        + " proposal \(String(describing: dropProposalCopies)))"
    }

    // MARK: The rule of `Docs/DragAndDrop.md`, "When the adapter is a drag or drop delegate"

    /// Whether the adapter is the view's drag delegate: a `dragItems` or `reordersByDrag`
    /// handler, or the app's own drag delegate.
    var adapterIsDragDelegate: Bool { dragItems != nil || reordersByDrag != nil || dragApp }

    /// Whether the adapter is the view's drop delegate: a `performDrop` or `reordersByDrag`
    /// handler, or the app's own drop delegate.
    var adapterIsDropDelegate: Bool { performDrop || reordersByDrag != nil || dropApp }

    /// Whether someone performs a drop that is not a reorder.
    var performsDrops: Bool { performDrop || dropApp }

    /// Whether the `dragItems` handler answers for a row.
    func dragItemsCover(_ path: IndexPath) -> Bool {
      switch dragItems {
      case nil: false
      case .oneRow: path == IndexPath(row: 1, section: 1)
      case .oneSection: path.section == 1
      case .wholeTable: true
      }
    }
  }

  /// One member of a view's drag or drop delegate, and where the adapter answers it while it is
  /// that delegate, as `Docs/DragAndDrop.md`'s table says.
  struct DragDropMember: Sendable {
    let table: String
    let list: String
    let isDrag: Bool
    let answered: @Sendable (DragDropSetup) -> Bool

    /// The member's selector on a host.
    func selector(_ host: DragDropHost) -> String { host == .table ? table : list }
  }

  /// The fourteen members of each view's drag and drop delegates.
  let dragDropMembers: [DragDropMember] = [
    // The required member.
    DragDropMember(
      table: TableSelectors.itemsForBeginningDrag,
      list: CollectionViewSelectors.itemsForBeginningDrag, isDrag: true
    ) { _ in true },
    // Adding to a drag: `dragItems` is answered (a handler, or the app's required member) or the
    // app implements it.
    DragDropMember(
      table: TableSelectors.itemsForAddingToDrag,
      list: CollectionViewSelectors.itemsForAddingToDrag, isDrag: true
    ) { $0.dragItems != nil || $0.dragApp || $0.appAdds },
    // The preview and the four session callbacks: the app implements them.
    DragDropMember(
      table: TableSelectors.dragPreviewParameters,
      list: CollectionViewSelectors.dragPreviewParameters, isDrag: true
    ) { $0.appDragPreview },
    DragDropMember(
      table: TableSelectors.dragSessionWillBegin,
      list: CollectionViewSelectors.dragSessionWillBegin, isDrag: true
    ) { $0.appWillBegin },
    DragDropMember(
      table: TableSelectors.dragSessionDidEnd, list: CollectionViewSelectors.dragSessionDidEnd,
      isDrag: true
    ) { $0.appDragDidEnd },
    DragDropMember(
      table: TableSelectors.dragSessionAllowsMove,
      list: CollectionViewSelectors.dragSessionAllowsMove, isDrag: true
    ) { $0.appAllowsMove },
    DragDropMember(
      table: TableSelectors.dragSessionIsRestricted,
      list: CollectionViewSelectors.dragSessionIsRestricted, isDrag: true
    ) { $0.appIsRestricted },
    // The required member.
    DragDropMember(
      table: TableSelectors.performDrop, list: CollectionViewSelectors.performDrop, isDrag: false
    ) { _ in true },
    // `canHandle`: a `canHandleDrop` handler or the app implements it.
    DragDropMember(
      table: TableSelectors.canHandleDrop, list: CollectionViewSelectors.canHandleDrop,
      isDrag: false
    ) { $0.canHandleDrop != nil || $0.appCanHandle != nil },
    DragDropMember(
      table: TableSelectors.dropSessionDidEnter, list: CollectionViewSelectors.dropSessionDidEnter,
      isDrag: false
    ) { $0.appEnters },
    // The proposal: `dropProposal`, `reordersByDrag`, or the app implements it.
    DragDropMember(
      table: TableSelectors.dropSessionDidUpdate,
      list: CollectionViewSelectors.dropSessionDidUpdate, isDrag: false
    ) { $0.dropProposalCopies != nil || $0.reordersByDrag != nil || $0.appCopies != nil },
    // The session's exit and end: always.
    DragDropMember(
      table: TableSelectors.dropSessionDidExit, list: CollectionViewSelectors.dropSessionDidExit,
      isDrag: false
    ) { _ in true },
    DragDropMember(
      table: TableSelectors.dropSessionDidEnd, list: CollectionViewSelectors.dropSessionDidEnd,
      isDrag: false
    ) { _ in true },
    DragDropMember(
      table: TableSelectors.dropPreviewParameters,
      list: CollectionViewSelectors.dropPreviewParameters, isDrag: false
    ) { $0.appDropPreview },
  ]

  /// The type of the items a `dragItems` handler gives.
  private let handlerType = "com.example.handler"
  /// The type of the item the app's drag delegate begins a drag with.
  private let appType = "com.example.app"
  /// The type of the items the app's drag delegate adds to a drag.
  private let appAddedType = "com.example.app-added"
  /// How an item that carries no data (a row reordered by drag) is written.
  private let noType = "no data"

  /// A drag item of one type, as an app's drag delegate makes it.
  @MainActor private func appItem(_ type: String) -> UIDragItem {
    let provider = NSItemProvider()
    provider.registerDataRepresentation(forTypeIdentifier: type, visibility: .all) {
      $0(Data(), nil)
      return nil
    }
    return UIDragItem(itemProvider: provider)
  }

  /// How many times a `performDrop` handler ran.
  @MainActor final class DropCount {
    var count = 0
  }

  @MainActor
  @Suite(
    "Drag and drop: the adapter answers a member where the docs say, UIKit's default elsewhere")
  struct DragAndDropAbsentMethodPropertyTests {
    nonisolated static let seeds: [UInt64] = [41, 42, 43, 44]

    /// The setups each seed draws.
    static let setupsPerSeed = 60

    @Test func theRuleCoversEveryMemberOfBothViews() {
      #expect(
        dragDropMembers.map(\.table) == TableSelectors.dragDelegate + TableSelectors.dropDelegate)
      #expect(
        dragDropMembers.map(\.list)
          == CollectionViewSelectors.dragDelegate + CollectionViewSelectors.dropDelegate)
      #expect(
        AdapterMethod.dragAndDropMethods.map(\.selector) == dragDropMembers.map(\.table))
      #expect(
        AdapterMethod.listDragAndDropMethods.map(\.selector) == dragDropMembers.map(\.list))
    }

    @Test(arguments: DragDropHost.allCases, seeds)
    func randomSetups(host: DragDropHost, seed: UInt64) {
      var random = SplitMix64(seed: seed)
      for index in 0..<Self.setupsPerSeed {
        var setup = DragDropSetup(&random)
        let comment = "seed \(seed) setup \(index): \(setup)"
        let dragApp = setup.dragApp ? makeDragApp(setup) : nil
        let dropApp = setup.dropApp ? makeDropApp(setup) : nil
        let screen = DragDropScreen(
          host, [["a", "b", "c"], ["d", "e"]], dragApp: dragApp, dropApp: dropApp)
        let drops = DropCount()
        // With the app's delegates alone, then with handlers registered, removed, and others
        // registered.
        check(setup.withoutHandlers, on: screen, dragApp, dropApp, drops, &random, comment)
        register(setup, on: screen, drops: drops)
        check(setup, on: screen, dragApp, dropApp, drops, &random, comment)
        remove(from: screen)
        check(
          setup.withoutHandlers, on: screen, dragApp, dropApp, drops, &random,
          comment + ", removed")
        setup.randomHandlers(&random)
        register(setup, on: screen, drops: drops)
        check(setup, on: screen, dragApp, dropApp, drops, &random, comment + ", then \(setup)")
        #expect(screen.inconsistencies.isEmpty, "\(comment)")
        #expect(screen.misuses.isEmpty, "\(comment)")
        screen.detach()
        #expect(screen.dragDelegate === dragApp && screen.dropDelegate === dropApp, "\(comment)")
      }
    }

    // MARK: The app and the handlers

    func makeDragApp(_ setup: DragDropSetup) -> DragDropStub {
      let app = DragDropStub()
      let begins = setup.appBeginsWithItem
      app.itemsForBeginning = { _, _, _ in begins ? [appItem(appType)] : [] }
      if setup.appAdds { app.itemsForAdding = { _, _, _, _ in [appItem(appAddedType)] } }
      if setup.appDragPreview { app.dragPreviewParameters = { _, _ in nil } }
      if setup.appWillBegin { app.dragSessionWillBegin = { _, _ in } }
      if setup.appDragDidEnd { app.dragSessionDidEnd = { _, _ in } }
      if setup.appAllowsMove { app.dragSessionAllowsMove = { _, _ in false } }
      if setup.appIsRestricted { app.dragSessionIsRestricted = { _, _ in true } }
      return app
    }

    func makeDropApp(_ setup: DragDropSetup) -> DragDropStub {
      let app = DragDropStub()
      app.performDrop = { _, _ in }
      if let answer = setup.appCanHandle { app.canHandle = { _, _ in answer } }
      if setup.appEnters { app.dropSessionDidEnter = { _, _ in } }
      if let copies = setup.appCopies {
        app.dropSessionDidUpdate = { _, _, _ in copies ? (.copy, 1) : (.forbidden, 0) }
      }
      if setup.appExits { app.dropSessionDidExit = { _, _ in } }
      if setup.appDropEnds { app.dropSessionDidEnd = { _, _ in } }
      if setup.appDropPreview { app.dropPreviewParameters = { _, _ in nil } }
      return app
    }

    func register(_ setup: DragDropSetup, on screen: DragDropScreen, drops: DropCount) {
      let handlers = screen.handlers
      if let scope = setup.dragItems {
        handlers.on(.dragItems, at: scope.place.rows) { _ in
          [DragItem(DragRepresentation(typeIdentifier: handlerType, bytes: [1]))]
        }
      }
      if let reorders = setup.reordersByDrag { handlers.on(.reordersByDrag) { _ in reorders } }
      if setup.moveRow { handlers.on(.moveRow, at: .table) { _ in } }
      if setup.performDrop {
        // Inserts the row, then animates the item into it, which asks for the drop preview.
        handlers.on(.performDrop) { [unowned screen] call in
          drops.count += 1
          guard let destination = call.arguments.destination else { return }
          try? screen.insert("dropped", at: destination)
          call.arguments.animate(itemAt: 0, toRowAt: destination)
        }
      }
      if let answer = setup.canHandleDrop { handlers.on(.canHandleDrop) { _ in answer } }
      if let copies = setup.dropProposalCopies {
        handlers.on(.dropProposal) { _ in
          copies ? DropProposal(.copy, intent: .insertAtDestination) : .forbidden
        }
      }
    }

    func remove(from screen: DragDropScreen) {
      let handlers = screen.handlers
      handlers.removeAll(for: .dragItems)
      handlers.removeAll(for: .reordersByDrag)
      handlers.removeAll(for: .moveRow)
      handlers.removeAll(for: .performDrop)
      handlers.removeAll(for: .canHandleDrop)
      handlers.removeAll(for: .dropProposal)
    }

    // MARK: The checks

    func check(
      _ setup: DragDropSetup, on screen: DragDropScreen, _ dragApp: DragDropStub?,
      _ dropApp: DragDropStub?, _ drops: DropCount, _ random: inout SplitMix64,
      _ comment: String
    ) {
      checkDelegates(setup, on: screen, dragApp, dropApp, comment)
      checkDrag(setup, on: screen, dragApp, &random, comment)
      checkDropFromOutside(setup, on: screen, dropApp, drops, &random, comment)
    }

    /// The view's delegates, the members it cached from them, and what the adapter answers
    /// `responds(to:)` for each member now.
    func checkDelegates(
      _ setup: DragDropSetup, on screen: DragDropScreen, _ dragApp: DragDropStub?,
      _ dropApp: DragDropStub?, _ comment: String
    ) {
      let host = screen.host
      for isDrag in [true, false] {
        let isAdapter = isDrag ? setup.adapterIsDragDelegate : setup.adapterIsDropDelegate
        let delegate = isDrag ? screen.dragDelegate : screen.dropDelegate
        let members = dragDropMembers.filter { $0.isDrag == isDrag }
        let expected = Set(
          isAdapter ? members.filter { $0.answered(setup) }.map { $0.selector(host) } : [])
        let cached = isDrag ? screen.cachedDrag : screen.cachedDrop
        let kind = isDrag ? "drag" : "drop"
        if isAdapter {
          #expect(
            isDrag ? screen.adapterIsDragDelegate : screen.adapterIsDropDelegate,
            "\(comment): the adapter is the \(kind) delegate")
          let responding = delegate as? StandInResponding
          for member in members {
            #expect(
              responding?.responds(to: Selector(member.selector(host)))
                == expected.contains(member.selector(host)),
              "\(comment): responds to \(member.selector(host))")
          }
        } else {
          // Without the adapter, the view's own delegate: none, since an app's makes the
          // adapter the delegate.
          #expect(delegate == nil, "\(comment): no \(kind) delegate")
        }
        #expect(cached == expected, "\(comment): the \(kind) members cached")
      }
    }

    /// The items a drag of a row begins with, by type: a handler's answer wins, else the
    /// app's; a row reordered by drag without items is one item without data.
    func beginningTypes(_ setup: DragDropSetup, at path: IndexPath) -> [String] {
      if setup.dragItemsCover(path) { return [handlerType] }
      if setup.dragApp, setup.appBeginsWithItem { return [appType] }
      return setup.reordersByDrag == true && setup.moveRow ? [noType] : []
    }

    /// The items a row adds to a drag under way, by type: the row's `dragItems` handler's
    /// answer wins, else the app's where it implements adding; none where nobody answers
    /// (UIKit without the member), never a reorder item.
    func addedTypes(_ setup: DragDropSetup, at path: IndexPath) -> [String] {
      if setup.dragItemsCover(path) { return [handlerType] }
      if setup.appAdds { return [appAddedType] }
      return []
    }

    /// A user drags a row out to another view: the items, the session's move and restriction
    /// answers (UIKit's without the members: a move allowed, not restricted), and the session
    /// callbacks the app's drag delegate is told.
    func checkDrag(
      _ setup: DragDropSetup, on screen: DragDropScreen, _ dragApp: DragDropStub?,
      _ random: inout SplitMix64, _ comment: String
    ) {
      let host = screen.host
      let rows = screen.sections.enumerated().flatMap { section, rows in
        rows.indices.map { IndexPath(row: $0, section: section) }
      }
      let lifted = rows.randomElement(using: &random)!
      let added = rows.randomElement(using: &random)!
      // A run-loop turn passes before the user's gesture: the table lays out, which it needs
      // after the adapter re-assigned itself as data source.
      screen.tableView.layoutIfNeeded()
      let callsBefore = dragApp?.calls.count ?? 0
      func appCalled(_ table: String, _ list: String) -> Bool {
        dragApp?.calls.dropFirst(callsBefore).contains(host == .table ? table : list) ?? false
      }
      let beginning = beginningTypes(setup, at: lifted)
      let began = screen.view.userBeginsDrag(at: lifted)
      #expect(began == !beginning.isEmpty, "\(comment): a drag lifts \(lifted)")
      guard began else { return }
      #expect(
        appCalled(TableSelectors.dragSessionWillBegin, CollectionViewSelectors.dragSessionWillBegin)
          == setup.appWillBegin, "\(comment): the app told the drag began")
      #expect(
        appCalled(
          TableSelectors.dragPreviewParameters, CollectionViewSelectors.dragPreviewParameters)
          == setup.appDragPreview, "\(comment): the app asked for the lifted row's preview")
      let addedTypes = addedTypes(setup, at: added)
      #expect(
        screen.view.userAddsToDrag(at: added) == addedTypes.count,
        "\(comment): \(added) added to the drag")

      // Another view's drop delegate reads the session, and refuses it.
      var seen: (types: [String], allowsMove: Bool, isRestricted: Bool)?
      let target = DragDropStub()
      target.performDrop = { _, _ in }
      target.canHandle = { _, session in
        seen = (
          session.items.map { $0.itemProvider.registeredTypeIdentifiers.first ?? noType },
          session.allowsMoveOperation, session.isRestrictedToDraggingApplication
        )
        return false
      }
      let other = DragDropScreen(host, [["x"]], app: target)
      #expect(other.view.userDragsOver(path(0, 0), from: screen.view) == .cancel)
      #expect(seen?.types == beginning + addedTypes, "\(comment): the dragged items")
      #expect(seen?.allowsMove == !setup.appAllowsMove, "\(comment): the drag allows a move")
      #expect(
        seen?.isRestricted == setup.appIsRestricted, "\(comment): the drag stays in the app")
      other.view.userCancelsDrag()
      #expect(!screen.view.hasActiveDrag)
      #expect(
        appCalled(TableSelectors.dragSessionDidEnd, CollectionViewSelectors.dragSessionDidEnd)
          == setup.appDragDidEnd, "\(comment): the app told the drag ended")
    }

    /// A user drags text from another app over the view, out and back in, and drops it: whether
    /// the view takes part (`canHandle`, UIKit's yes without the member), the proposal (UIKit's
    /// copy without the member, the adapter's cancel where it is the drop delegate only to
    /// reorder), the drop, and the session callbacks the app's drop delegate is told.
    func checkDropFromOutside(
      _ setup: DragDropSetup, on screen: DragDropScreen, _ dropApp: DragDropStub?,
      _ drops: DropCount, _ random: inout SplitMix64, _ comment: String
    ) {
      let host = screen.host
      let section = Int.random(in: 0..<screen.sections.count, using: &random)
      let destination: IndexPath? =
        Bool.random(using: &random)
        ? nil
        : IndexPath(
          row: Int.random(in: 0...screen.sections[section].count, using: &random),
          section: section)
      let callsBefore = dropApp?.calls.count ?? 0
      func appCalled(_ table: String, _ list: String) -> Bool {
        dropApp?.calls.dropFirst(callsBefore).contains(host == .table ? table : list) ?? false
      }
      let dropsBefore = drops.count

      let taken =
        setup.adapterIsDropDelegate && (setup.canHandleDrop ?? setup.appCanHandle ?? true)
      let operation: UIDropOperation =
        if !taken { .cancel } else if let copies = setup.dropProposalCopies ?? setup.appCopies {
          copies ? .copy : .forbidden
        } else if setup.reordersByDrag != nil, !setup.performsDrops { .cancel } else { .copy }
      let items = [outsideTextItem("dropped")]
      #expect(
        screen.view.userDragsOver(destination, carrying: items) == operation,
        "\(comment): the operation over \(String(describing: destination))")
      screen.view.userDragsOut()
      #expect(screen.view.userDragsOver(destination, carrying: items) == operation)
      let performed = screen.view.userDrops()
      #expect(performed == (operation == .copy), "\(comment): dropped")
      screen.view.standInFinishDropAnimations()

      #expect(
        appCalled(TableSelectors.dropSessionDidEnter, CollectionViewSelectors.dropSessionDidEnter)
          == (taken && setup.appEnters), "\(comment): the app told the drag entered")
      #expect(
        appCalled(
          TableSelectors.dropSessionDidUpdate, CollectionViewSelectors.dropSessionDidUpdate)
          == (taken && setup.appCopies != nil), "\(comment): the app asked for a proposal")
      #expect(
        appCalled(TableSelectors.dropSessionDidExit, CollectionViewSelectors.dropSessionDidExit)
          == (taken && setup.appExits), "\(comment): the app told the drag left")
      #expect(
        appCalled(TableSelectors.performDrop, CollectionViewSelectors.performDrop)
          == (performed && setup.dropApp), "\(comment): the app performed the drop")
      #expect(
        drops.count - dropsBefore == (performed && setup.performDrop ? 1 : 0),
        "\(comment): the performDrop handler ran")
      #expect(
        appCalled(
          TableSelectors.dropPreviewParameters, CollectionViewSelectors.dropPreviewParameters)
          == (performed && setup.performDrop && destination != nil && setup.appDropPreview),
        "\(comment): the app asked for the dropped item's preview")
      #expect(
        appCalled(TableSelectors.dropSessionDidEnd, CollectionViewSelectors.dropSessionDidEnd)
          == (taken && setup.appDropEnds), "\(comment): the app told the drag ended")
      #expect(!screen.view.hasActiveDrop)
    }
  }
#endif
