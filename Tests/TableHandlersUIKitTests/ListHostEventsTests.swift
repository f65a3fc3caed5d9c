#if os(Linux)
  import Foundation
  import StandInDoubles
  import TableHandlersCore
  import Testing
  import UIKitStandIn

  @testable import TableHandlersUIKit

  /// The list methods beyond selection and editing: cells and headers shown and gone,
  /// prefetching, spring loading, the legacy edit menu, context menus of both generations and
  /// their previews, focus updates and the scroll view's calls, each as UIKit calls it on a list.
  @MainActor
  @Suite("The list host's display, prefetching, menu and scroll-view methods")
  struct ListHostEventsTests {
    /// A registry of two sections of three rows, attached to a list in a window, with the app's
    /// own objects.
    @MainActor final class Fixture {
      let handlers = TableHandlers()
      let list = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewLayout())
      let app: ListStubApp
      let log: Log

      /// - Parameters:
      ///   - app: The app's delegate, and its prefetch data source where `prefetches` is set.
      ///   - log: Where the test writes what happened.
      ///   - prefetches: Whether the app's object is the collection view's prefetch data source.
      ///   - register: Registers the test's handlers before the registry is attached.
      init(
        app: ListStubApp = ListStubApp(), log: Log = Log(), prefetches: Bool = false,
        register: (Fixture) -> Void = { _ in }
      ) {
        self.app = app
        self.log = log
        handlers.on(.numberOfSections) { _ in 2 }
        handlers.on(.numberOfRows, at: .allSections) { _ in 3 }
        handlers.on(.titleForHeader, at: .allSections) { call in "Section \(call.section)" }
        handlers.on(.titleForFooter, at: .section(1)) { _ in "The end" }
        list.standInMove(toWindow: UIWindow())
        register(self)
        handlers.attach(
          to: list, appearance: .plain, dataSource: nil, delegate: app,
          prefetchDataSource: prefetches ? app : nil)
      }
    }

    /// What the handlers and the app's objects did, in order.
    @MainActor final class Log {
      var entries: [String] = []
      func append(_ entry: String) { entries.append(entry) }
    }

    static func item(_ row: Int, _ section: Int = 0) -> IndexPath {
      IndexPath(item: row, section: section)
    }

    @Test func everyMemberOfTheCollectionViewsProtocolsIsWrittenInTheirOrder() {
      #expect(
        AdapterMethod.listMethods.map(\.selector)
          == CollectionViewSelectors.dataSource + CollectionViewSelectors.delegate
          + CollectionViewSelectors.prefetching)
    }

    @Test func aShownCellAndItsEndReachTheListCellHandlersAfterTheApp() {
      let app = ListStubApp()
      let log = Log()
      app.willDisplayCell = { _, _, indexPath in log.append("app shows \(indexPath)") }
      let fixture = Fixture(app: app, log: log) { fixture in
        fixture.handlers.on(.willDisplayListCell, at: .row(1, inSection: 1)) { call in
          log.append("handler shows \(call.position) \(call.arguments is UICollectionViewListCell)")
        }
        fixture.handlers.on(.didEndDisplayingListCell, at: .table) { call in
          log.append("handler ends \(call.position)")
        }
      }
      _ = fixture.list.displayItem(at: Self.item(1, 1))
      _ = fixture.list.displayItem(at: Self.item(0, 0))
      fixture.list.endDisplayingItem(at: Self.item(1, 1))
      #expect(
        log.entries == [
          "app shows [1, 1]", "handler shows 1.1 true", "app shows [0, 0]", "handler ends 1.1",
        ])
    }

    @Test func headersAndFootersShownAndGoneReachTheirSectionsHeaderAndFooterHandlers() {
      let fixture = Fixture { fixture in
        fixture.handlers.on(.willDisplayHeaderView, at: .allSections) { call in
          fixture.log.append("header \(call.section)")
        }
        fixture.handlers.on(.willDisplayFooterView, at: .allSections) { call in
          fixture.log.append("footer \(call.section)")
        }
        fixture.handlers.on(.didEndDisplayingFooterView, at: .section(1)) { call in
          fixture.log.append("footer \(call.section) gone")
        }
      }
      let header = UICollectionView.elementKindSectionHeader
      let footer = UICollectionView.elementKindSectionFooter
      _ = fixture.list.displaySupplementaryView(ofKind: header, at: Self.item(0, 1))
      _ = fixture.list.displaySupplementaryView(ofKind: footer, at: Self.item(0, 1))
      fixture.list.endDisplayingSupplementaryView(ofKind: header, at: Self.item(0, 1))
      fixture.list.endDisplayingSupplementaryView(ofKind: footer, at: Self.item(0, 1))
      #expect(fixture.log.entries == ["header 1", "footer 1", "footer 1 gone"])
    }

    @Test func theAdapterIsThePrefetchDataSourceOnlyWhileSomeonePrefetches() {
      let fixture = Fixture()
      #expect(fixture.list.prefetchDataSource == nil)
      fixture.handlers.on(.prefetchRows) { call in
        fixture.log.append("handler \(call.arguments.map(\.description))")
      }
      #expect(fixture.list.prefetchDataSource is ListAdapter)
      fixture.list.userScrollsNear([Self.item(2, 0), Self.item(0, 1)])
      fixture.handlers.remove(.prefetchRows)
      #expect(fixture.list.prefetchDataSource == nil)
      #expect(fixture.log.entries == ["handler [\"0.2\", \"1.0\"]"])
    }

    @Test func theAppsPrefetchDataSourceIsAskedFirstAndGivenBackWhenDetached() {
      let app = ListStubApp()
      let log = Log()
      app.prefetchItems = { _, indexPaths in log.append("app \(indexPaths)") }
      let fixture = Fixture(app: app, log: log, prefetches: true) { fixture in
        fixture.handlers.on(.prefetchRows) { call in
          log.append("handler \(call.arguments.map(\.description))")
        }
        fixture.handlers.on(.cancelPrefetchingForRows) { call in
          log.append("handler cancels \(call.arguments.count)")
        }
      }
      #expect(fixture.list.prefetchDataSource is ListAdapter)
      fixture.list.userScrollsNear([Self.item(2, 0), Self.item(0, 1)])
      // The app does not cancel: only the handler is told.
      fixture.list.userScrollsNear([Self.item(2, 0)], cancelling: true)
      #expect(
        log.entries == [
          "app [[0, 2], [1, 0]]", "handler [\"0.2\", \"1.0\"]", "handler cancels 1",
        ])

      fixture.handlers.detach()
      #expect(fixture.list.prefetchDataSource === app)
      #expect(fixture.list.delegate === app)
    }

    @Test func springLoadingAndTheLegacyEditMenuAreAnsweredByTheRowsHandlers() throws {
      let fixture = Fixture { fixture in
        fixture.handlers.on(.shouldSpringLoadRow, at: .row(0, inSection: 1)) { _ in false }
        fixture.handlers.on(.shouldShowMenu, at: .section(0)) { _ in true }
        fixture.handlers.on(.canPerformAction, at: .table) { call in
          call.arguments == "copy:"
        }
        fixture.handlers.on(.performAction, at: .table) { call in
          fixture.log.append("\(call.arguments) \(call.position)")
        }
      }
      let list = fixture.list
      let delegate = try #require(list.delegate)
      let context = SpringContext()
      #expect(
        list.send(.shouldSpringLoadItem(at: Self.item(0, 1), context: context), to: delegate)
          as Bool == false)
      // Elsewhere, UIKit's answer without the method.
      let elsewhere: Bool = list.send(
        .shouldSpringLoadItem(at: Self.item(1, 1), context: context), to: delegate)
      #expect(
        elsewhere.description
          == list.answerWithoutMethod(
            CollectionViewSelectors.shouldSpringLoadItem, at: Self.item(1, 1))?.description)
      #expect(list.send(.shouldShowMenu(at: Self.item(2, 0)), to: delegate) as Bool)
      #expect(list.send(.shouldShowMenu(at: Self.item(2, 1)), to: delegate) as Bool == false)
      let copy = Selector("copy:")
      #expect(
        list.send(.canPerformAction(action: copy, at: Self.item(1, 0), sender: nil), to: delegate)
          as Bool)
      list.send(.performAction(action: copy, at: Self.item(1, 0), sender: nil), to: delegate)
      #expect(fixture.log.entries == ["copy: 0.1"])
    }

    @Test func aRowsMenuAndPreviewsComeFromItsHandlersOnIOS16sMethods() throws {
      let fixture = Fixture { fixture in
        fixture.handlers.on(.contextMenu, at: .row(2, inSection: 0)) { _ in
          RowMenu(children: [.action(RowMenuAction(title: "Share") {})])
        }
        fixture.handlers.on(.previewForHighlightingContextMenu) { _ in
          UITargetedPreview(view: NamedView("lift"))
        }
        fixture.handlers.on(.previewForDismissingContextMenu) { _ in
          UITargetedPreview(view: NamedView("return"))
        }
        fixture.handlers.on(.willDisplayContextMenu) { _ in fixture.log.append("shows") }
        fixture.handlers.on(.willEndContextMenuInteraction) { _ in fixture.log.append("ends") }
      }
      let list = fixture.list
      #expect(
        list.cachedDelegateSelectors.isSuperset(
          of: AdapterMethod.listContextMenuMethods.since16.all))
      let menu = try #require(list.userOpensContextMenu(forItemsAt: [Self.item(2)]))
      #expect((menu.highlightPreview?.view as? NamedView)?.name == "lift")
      #expect((list.userDismissesContextMenu(menu)?.view as? NamedView)?.name == "return")
      #expect(fixture.log.entries == ["shows", "ends"])
      // No menu on another row, nor between cells.
      #expect(list.userOpensContextMenu(forItemsAt: [Self.item(1)]) == nil)
      #expect(list.userOpensContextMenu(forItemsAt: []) == nil)
    }

    @Test func anAppThatAnswersOnlyTheMenusBeforeIOS16IsStillAskedAndTheHandlerWins() throws {
      let app = ListStubApp()
      var asked: [IndexPath] = []
      app.contextMenuConfigurationForItem = { _, indexPath, _ in
        asked.append(indexPath)
        return UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in nil }
      }
      let fixture = Fixture(app: app) { fixture in
        fixture.handlers.on(.contextMenu, at: .row(2, inSection: 0)) { _ in
          RowMenu(children: [.action(RowMenuAction(title: "Share") {})])
        }
      }
      let list = fixture.list
      // The adapter claims none of iOS 16's methods, which would silence the app's.
      #expect(
        list.cachedDelegateSelectors.isDisjoint(
          with: AdapterMethod.listContextMenuMethods.since16.all))
      let appMenu = try #require(list.userOpensContextMenu(forItemsAt: [Self.item(1)]))
      let rowMenu = try #require(list.userOpensContextMenu(forItemsAt: [Self.item(2)]))
      #expect(asked == [Self.item(1), Self.item(2)])
      #expect(appMenu.configuration !== rowMenu.configuration)
      // Several items: the method before iOS 16 is asked for one item only.
      #expect(list.userOpensContextMenu(forItemsAt: [Self.item(0), Self.item(1)]) == nil)
    }

    @Test func focusUpdatesAndTheScrollViewsCallsArePassedToTheAppsDelegate() throws {
      let app = ListStubApp()
      var calls: [String] = []
      app.shouldUpdateFocus = { _, _ in
        calls.append("should focus")
        return false
      }
      app.scrollViewDidScroll = { _ in calls.append("scrolled") }
      let fixture = Fixture(app: app)
      let list = fixture.list
      let delegate = try #require(list.delegate)
      #expect(delegate is ListAdapter)
      #expect(list.cachedDelegateSelectors.contains(CollectionViewSelectors.shouldUpdateFocus))
      #expect(!list.cachedDelegateSelectors.contains(CollectionViewSelectors.didUpdateFocus))
      #expect(list.cachedDelegateSelectors.contains(TableSelectors.scrollViewDidScroll))
      #expect(!list.cachedDelegateSelectors.contains(TableSelectors.scrollViewDidZoom))
      let focus = UICollectionViewFocusUpdateContext()
      #expect(list.send(.shouldUpdateFocus(context: focus), to: delegate) as Bool == false)
      list.send(.scrollViewDidScroll, to: delegate)
      #expect(calls == ["should focus", "scrolled"])
    }
  }
#endif
