#if os(Linux)
  import Foundation
  import StandInDoubles
  import TableHandlersCore
  import TableHandlersUIKit
  import Testing
  import UIKitStandIn

  /// The adapter as the view's drag and drop delegates, on a table view and on a list: where it
  /// is one (the absent-method rule), the app's own delegates asked first, and the items a row
  /// is dragged out with.
  @MainActor
  @Suite("Drag and drop: the adapter as drag and drop delegate")
  struct DragAndDropDelegateTests {
    /// The four selectors of the members an event answers, in the view's words.
    @MainActor
    struct Members {
      let beginning: String
      let adding: String
      let performDrop: String
      let canHandle: String
      let update: String
      /// The drop session's exit and end, which the adapter implements wherever it is the drop
      /// delegate.
      let exitAndEnd: Set<String>

      init(_ screen: DragDropScreen) {
        beginning = screen.selector(
          TableSelectors.itemsForBeginningDrag, CollectionViewSelectors.itemsForBeginningDrag)
        adding = screen.selector(
          TableSelectors.itemsForAddingToDrag, CollectionViewSelectors.itemsForAddingToDrag)
        performDrop = screen.selector(
          TableSelectors.performDrop, CollectionViewSelectors.performDrop)
        canHandle = screen.selector(
          TableSelectors.canHandleDrop, CollectionViewSelectors.canHandleDrop)
        update = screen.selector(
          TableSelectors.dropSessionDidUpdate, CollectionViewSelectors.dropSessionDidUpdate)
        exitAndEnd = [
          screen.selector(
            TableSelectors.dropSessionDidExit, CollectionViewSelectors.dropSessionDidExit),
          screen.selector(
            TableSelectors.dropSessionDidEnd, CollectionViewSelectors.dropSessionDidEnd),
        ]
      }
    }

    @Test(
      "nothing registered: the adapter is neither drag nor drop delegate",
      arguments: DragDropHost.allCases)
    func nothingRegistered(host: DragDropHost) {
      let screen = DragDropScreen(host, [["a", "b"]])
      #expect(screen.dragDelegate == nil)
      #expect(screen.dropDelegate == nil)
      // UIKit's behaviour without a drag delegate: nothing lifts.
      #expect(!screen.view.userBeginsDrag(at: path(0, 0)))
    }

    @Test(
      "each event makes the adapter answer its members, and only them",
      arguments: DragDropHost.allCases)
    func eachEventAnswersItsMembers(host: DragDropHost) {
      let screen = DragDropScreen(host, [["a", "b"]])
      let members = Members(screen)
      screen.handlers.on(.dragItems, at: .row(1, inSection: 0)) { _ in [DragItem(.text("b"))] }
      #expect(screen.adapterIsDragDelegate)
      #expect(screen.cachedDrag == [members.beginning, members.adding])
      #expect(screen.dropDelegate == nil)
      // Only the row that answers is dragged: elsewhere, as without items.
      #expect(!screen.view.userBeginsDrag(at: path(0, 0)))
      #expect(screen.view.userBeginsDrag(at: path(0, 1)))
      screen.view.userCancelsDrag()

      screen.handlers.on(.performDrop) { _ in }
      #expect(screen.adapterIsDropDelegate)
      #expect(screen.cachedDrop == members.exitAndEnd.union([members.performDrop]))
      screen.handlers.on(.canHandleDrop) { _ in true }
      #expect(
        screen.cachedDrop == members.exitAndEnd.union([members.performDrop, members.canHandle]))
      screen.handlers.on(.dropProposal) { _ in DropProposal(.copy) }
      #expect(
        screen.cachedDrop
          == members.exitAndEnd.union([members.performDrop, members.canHandle, members.update]))

      // Removed again: the view is told at once.
      screen.handlers.remove(.dragItems, at: .row(1, inSection: 0))
      #expect(screen.dragDelegate == nil)
      screen.handlers.remove(.performDrop)
      screen.handlers.remove(.canHandleDrop)
      screen.handlers.remove(.dropProposal)
      #expect(screen.dropDelegate == nil)
    }

    @Test(
      "a drop proposal alone makes no drop delegate: nobody performs the drop",
      arguments: DragDropHost.allCases)
    func proposalAlone(host: DragDropHost) {
      let screen = DragDropScreen(host, [["a"]])
      screen.handlers.on(.dropProposal) { _ in DropProposal(.copy) }
      screen.handlers.on(.canHandleDrop) { _ in true }
      #expect(screen.dropDelegate == nil)
    }

    @Test(
      "reordering by drag makes the adapter both delegates and turns drags on",
      arguments: DragDropHost.allCases)
    func reorderMakesBoth(host: DragDropHost) {
      let screen = DragDropScreen(host, [["a"]])
      let members = Members(screen)
      screen.dragInteractionEnabled = false
      screen.handlers.on(.reordersByDrag) { _ in true }
      #expect(screen.cachedDrag == [members.beginning])
      #expect(screen.cachedDrop == members.exitAndEnd.union([members.performDrop, members.update]))
      #expect(screen.dragInteractionEnabled)
      // Detached: the view gets its drag interaction back.
      screen.detach()
      #expect(!screen.dragInteractionEnabled)
      #expect(screen.dragDelegate == nil && screen.dropDelegate == nil)
    }

    /// Each member the app's delegate implements makes the adapter answer it, and only it
    /// besides the required one (and the members that answer the required one's event).
    @Test("the app's delegate implementing one member", arguments: DragDropHost.allCases)
    func appMembers(host: DragDropHost) {
      typealias Setter = (DragDropStub) -> Void
      let dragMembers: [(String, String, Setter)] = [
        (
          TableSelectors.itemsForAddingToDrag, CollectionViewSelectors.itemsForAddingToDrag,
          { $0.itemsForAdding = { _, _, _, _ in [] } }
        ),
        (
          TableSelectors.dragPreviewParameters, CollectionViewSelectors.dragPreviewParameters,
          { $0.dragPreviewParameters = { _, _ in nil } }
        ),
        (
          TableSelectors.dragSessionWillBegin, CollectionViewSelectors.dragSessionWillBegin,
          { $0.dragSessionWillBegin = { _, _ in } }
        ),
        (
          TableSelectors.dragSessionDidEnd, CollectionViewSelectors.dragSessionDidEnd,
          { $0.dragSessionDidEnd = { _, _ in } }
        ),
        (
          TableSelectors.dragSessionAllowsMove, CollectionViewSelectors.dragSessionAllowsMove,
          { $0.dragSessionAllowsMove = { _, _ in false } }
        ),
        (
          TableSelectors.dragSessionIsRestricted,
          CollectionViewSelectors.dragSessionIsRestricted,
          { $0.dragSessionIsRestricted = { _, _ in true } }
        ),
      ]
      let dropMembers: [(String, String, Setter)] = [
        (
          TableSelectors.canHandleDrop, CollectionViewSelectors.canHandleDrop,
          { $0.canHandle = { _, _ in true } }
        ),
        (
          TableSelectors.dropSessionDidEnter, CollectionViewSelectors.dropSessionDidEnter,
          { $0.dropSessionDidEnter = { _, _ in } }
        ),
        (
          TableSelectors.dropSessionDidUpdate, CollectionViewSelectors.dropSessionDidUpdate,
          { $0.dropSessionDidUpdate = { _, _, _ in (.copy, 0) } }
        ),
        (
          TableSelectors.dropSessionDidExit, CollectionViewSelectors.dropSessionDidExit,
          { $0.dropSessionDidExit = { _, _ in } }
        ),
        (
          TableSelectors.dropSessionDidEnd, CollectionViewSelectors.dropSessionDidEnd,
          { $0.dropSessionDidEnd = { _, _ in } }
        ),
        (
          TableSelectors.dropPreviewParameters, CollectionViewSelectors.dropPreviewParameters,
          { $0.dropPreviewParameters = { _, _ in nil } }
        ),
      ]
      for (table, list, set) in dragMembers {
        let app = DragDropStub()
        app.itemsForBeginning = { _, _, _ in [] }
        set(app)
        let screen = DragDropScreen(host, [["a"]], app: app)
        let members = Members(screen)
        #expect(screen.adapterIsDragDelegate)
        // Adding to a drag answers the rows' `dragItems`, which the app's drag delegate
        // answers: where it does not implement adding, no items, UIKit's answer without it.
        #expect(
          screen.cachedDrag == [members.beginning, members.adding, screen.selector(table, list)])
        screen.detach()
        #expect(screen.dragDelegate === app)
      }
      for (table, list, set) in dropMembers {
        let app = DragDropStub()
        app.performDrop = { _, _ in }
        set(app)
        let screen = DragDropScreen(host, [["a"]], app: app)
        let members = Members(screen)
        #expect(screen.adapterIsDropDelegate)
        #expect(
          screen.cachedDrop
            == members.exitAndEnd.union([members.performDrop, screen.selector(table, list)]))
        screen.detach()
        #expect(screen.dropDelegate === app)
      }
    }

    @Test(
      "the app's drag delegate is asked first; a row's handler wins",
      arguments: DragDropHost.allCases)
    func appDragDelegateFirst(host: DragDropHost) throws {
      let app = DragDropStub()
      app.itemsForBeginning = { _, _, indexPath in [outsideTextItem("app \(indexPath.row)")] }
      app.dragSessionWillBegin = { _, _ in }
      let screen = DragDropScreen(host, [["a", "b"]], app: app)
      screen.handlers.on(.dragItems, at: .row(1, inSection: 0)) { _ in
        [DragItem(.text("handler"), localObject: "b")]
      }
      let target = DragDropStub()
      var dropped: [[UIDragItem]] = []
      target.performDrop = { _, coordinator in dropped.append(coordinator.dragItems) }
      let other = DragDropScreen(host, [["x"]], app: target)
      for row in [0, 1] {
        #expect(screen.view.userBeginsDrag(at: path(0, row)))
        other.view.userDragsOver(path(0, 0), from: screen.view)
        #expect(other.view.userDrops())
      }
      #expect(app.calls.filter { $0 == Members(screen).beginning }.count == 2)
      let texts = try dropped.map { items in
        try #require(items.first).itemProvider.registeredTypeIdentifiers
      }
      #expect(texts == [[DragRepresentation.utf8PlainText], [DragRepresentation.utf8PlainText]])
      #expect(
        app.calls.contains(
          screen.selector(
            TableSelectors.dragSessionWillBegin, CollectionViewSelectors.dragSessionWillBegin)))
    }

    @Test(
      "a row added to a drag: its dragItems handler's answer wins over the app's items",
      arguments: DragDropHost.allCases)
    func addingToADragHandlerWins(host: DragDropHost) throws {
      let app = DragDropStub()
      app.itemsForBeginning = { _, _, indexPath in [outsideTextItem("app \(indexPath.row)")] }
      app.itemsForAdding = { _, _, indexPath, _ in [outsideTextItem("app added \(indexPath.row)")] }
      let screen = DragDropScreen(host, [["a", "b", "c"]], app: app)
      screen.handlers.on(.dragItems, at: .row(1, inSection: 0)) { _ in
        [DragItem(DragRepresentation(typeIdentifier: "com.example.handler", bytes: [1]))]
      }
      let target = DragDropStub()
      var dropped: [UIDragItem] = []
      target.performDrop = { _, coordinator in dropped = coordinator.dragItems }
      let other = DragDropScreen(host, [["x"]], app: target)
      #expect(screen.view.userBeginsDrag(at: path(0, 0)))
      // The handler's row gives the handler's item; another row the app's.
      #expect(screen.view.userAddsToDrag(at: path(0, 1)) == 1)
      #expect(screen.view.userAddsToDrag(at: path(0, 2)) == 1)
      other.view.userDragsOver(path(0, 0), from: screen.view)
      #expect(other.view.userDrops())
      #expect(
        dropped.map(\.itemProvider.registeredTypeIdentifiers) == [
          [DragRepresentation.utf8PlainText], ["com.example.handler"],
          [DragRepresentation.utf8PlainText],
        ])
      // The app was asked for both rows, first, as for every member it implements.
      #expect(
        app.calls.filter {
          $0
            == screen.selector(
              TableSelectors.itemsForAddingToDrag, CollectionViewSelectors.itemsForAddingToDrag)
        }.count == 2)
    }

    @Test(
      "a row dragged out carries its items' types, data and name", arguments: DragDropHost.allCases)
    func dragOut(host: DragDropHost) throws {
      let screen = DragDropScreen(host, [["a", "b"]])
      screen.handlers.on(.dragItems, at: .section(0)) { call in
        [
          DragItem(
            DragRepresentation(typeIdentifier: "com.example.row", bytes: [1, 2, UInt8(call.row)]),
            .text("row \(call.row)"), localObject: "object \(call.row)",
            suggestedName: "Row \(call.row)")
        ]
      }
      let target = DragDropStub()
      var dropped: [UIDragItem] = []
      target.performDrop = { _, coordinator in dropped = coordinator.dragItems }
      let other = DragDropScreen(host, [["x"]], app: target)
      #expect(screen.view.userBeginsDrag(at: path(0, 1)))
      other.view.userDragsOver(path(0, 0), from: screen.view)
      #expect(other.view.userDrops())
      let item = try #require(dropped.first)
      #expect(dropped.count == 1)
      let provider = item.itemProvider
      #expect(provider.registeredTypeIdentifiers == ["com.example.row", "public.utf8-plain-text"])
      #expect(provider.suggestedName == "Row 1")
      let loaded = Loaded()
      provider.loadDataRepresentation(forTypeIdentifier: "com.example.row") { data, _ in
        loaded.set(data)
      }
      #expect(loaded.value == nil)
      provider.standInCompleteLoads()
      #expect(loaded.value == Data([1, 2, 1]))
    }

    @Test(
      "a drop from another app reaches performDrop with its items and destination",
      arguments: DragDropHost.allCases)
    func dropFromOutside(host: DragDropHost) async throws {
      let screen = DragDropScreen(host, [["a", "b"], []])
      var proposals: [TablePosition?] = []
      var canHandleAsked = 0
      screen.handlers.on(.canHandleDrop) { call in
        canHandleAsked += 1
        #expect(call.arguments.destination == nil)
        return call.arguments.hasItems(conformingToAnyOf: [DragRepresentation.utf8PlainText])
      }
      screen.handlers.on(.dropProposal) { call in
        proposals.append(call.arguments.destination)
        #expect(!call.arguments.isFromThisTable)
        return DropProposal(.copy, intent: .insertAtDestination)
      }
      var drops: [(destination: TablePosition?, types: [[String]], proposal: DropProposal)] = []
      var loads: [DropItem] = []
      screen.handlers.on(.performDrop) { [unowned screen] call in
        let drop = call.arguments
        drops.append((drop.destination, drop.items.map(\.typeIdentifiers), drop.proposal))
        loads = drop.items
        // Inserts the row itself, then animates the item into it.
        try? screen.insert("dropped", at: drop.destination ?? position(1, 0))
        drop.animate(itemAt: 0, toRowAt: drop.destination ?? position(1, 0))
      }
      let items = [outsideTextItem("hello")]
      #expect(screen.view.userDragsOver(path(1, 0), carrying: items) == .copy)
      #expect(screen.view.userDrops())
      #expect(canHandleAsked == 1)
      #expect(proposals == [position(1, 0)])
      #expect(drops.map(\.destination) == [position(1, 0)])
      #expect(drops.first?.types == [[DragRepresentation.utf8PlainText]])
      #expect(drops.first?.proposal == DropProposal(.copy, intent: .insertAtDestination))
      #expect(screen.sections == [["a", "b"], ["dropped"]])
      #expect(screen.count(1) == 1)
      #expect(screen.inconsistencies.isEmpty)
      let item = try #require(loads.first)
      #expect(item.conforms(to: DragRepresentation.utf8PlainText))
      #expect(!item.conforms(to: "public.png"))
      #expect(item.sourcePosition == nil && item.localObject == nil)
      let loaded = Loaded()
      item.load(DragRepresentation.utf8PlainText) { loaded.set(try? Data($0.get())) }
      items[0].itemProvider.standInCompleteLoads()
      #expect(loaded.value == Data("hello".utf8))
      screen.view.standInFinishDropAnimations()
    }

    @Test(
      "a drop from this table knows its source rows and local objects",
      arguments: DragDropHost.allCases)
    func dropFromHere(host: DragDropHost) {
      let screen = DragDropScreen(host, [["a", "b", "c"]])
      screen.handlers.on(.dragItems, at: .section(0)) { call in
        [DragItem(.text("row"), localObject: "object \(call.row)")]
      }
      var seen: [(Bool, [TablePosition?], [String?])] = []
      screen.handlers.on(.performDrop) { call in
        let session = call.arguments.session
        seen.append(
          (
            session.isFromThisTable, session.items.map(\.sourcePosition),
            session.items.map { $0.localObject as? String }
          ))
      }
      #expect(screen.view.userBeginsDrag(at: path(0, 2)))
      #expect(screen.view.userAddsToDrag(at: path(0, 0)) == 1)
      screen.view.userDragsOver(path(0, 1))
      #expect(screen.view.userDrops())
      #expect(seen.count == 1)
      #expect(seen.first?.0 == true)
      #expect(seen.first?.1 == [position(0, 2), position(0, 0)])
      #expect(seen.first?.2 == ["object 2", "object 0"])
    }

    @Test(
      "the app's drop delegate is asked first; the handlers' answers win",
      arguments: DragDropHost.allCases)
    func appDropDelegateFirst(host: DragDropHost) {
      let app = DragDropStub()
      var log: [String] = []
      app.performDrop = { _, _ in log.append("app drop") }
      app.canHandle = { _, _ in
        log.append("app can handle")
        return false
      }
      app.dropSessionDidUpdate = { _, _, _ in
        log.append("app update")
        return (.forbidden, 0)
      }
      app.dropSessionDidEnd = { _, _ in log.append("app end") }
      let screen = DragDropScreen(host, [["a"]], app: app)
      #expect(screen.adapterIsDropDelegate)
      // The app alone answers: it refuses.
      #expect(screen.view.userDragsOver(path(0, 0), carrying: [outsideTextItem("x")]) == .cancel)
      screen.view.userCancelsDrag()
      #expect(log == ["app can handle"])
      log = []
      screen.handlers.on(.canHandleDrop) { _ in
        log.append("handler can handle")
        return true
      }
      screen.handlers.on(.dropProposal) { _ in
        log.append("handler update")
        return DropProposal(.copy)
      }
      screen.handlers.on(.performDrop) { _ in log.append("handler drop") }
      #expect(screen.view.userDragsOver(path(0, 0), carrying: [outsideTextItem("y")]) == .copy)
      #expect(screen.view.userDrops())
      #expect(
        log == [
          "app can handle", "handler can handle", "app update", "handler update", "app drop",
          "handler drop", "app end",
        ])
    }
  }

  /// A value set from a load's completion.
  final class Loaded: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Data?
    func set(_ data: Data?) { lock.withLock { stored = data } }
    var value: Data? { lock.withLock { stored } }
  }
#endif
