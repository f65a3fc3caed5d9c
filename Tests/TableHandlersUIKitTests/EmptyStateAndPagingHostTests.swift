#if os(Linux)
  import Foundation
  import TableHandlersCore
  import TableHandlersDeclarative
  import Testing
  import UIKitStandIn

  @testable import TableHandlersUIKit

  /// A declared feed shown on a table view or a list: its empty state as the view's
  /// `backgroundView`, and its end reached as rows display.
  @MainActor
  final class HostedFeed {
    enum Host: String, CaseIterable, CustomTestStringConvertible, Sendable {
      case table, list
      var testDescription: String { rawValue }
    }

    var posts: [Int]
    var loads = 0
    var retries = 0
    var within = 2
    var emptyState: EmptyState?
    let table: DeclaredTable<String, Int>
    let tableView = UITableView(frame: .zero, style: .plain)
    let list = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewLayout())
    let host: Host

    init(_ host: Host, posts: Int, emptyState: Bool = true, appBackground: UIView? = nil) {
      self.host = host
      self.posts = Array(0..<posts)
      table = DeclaredTable<String, Int>(declaring: { TableDeclaration() })
      if emptyState {
        self.emptyState = EmptyState(
          title: "No posts", message: "Pull to refresh",
          action: EmptyState.Action(title: "Retry") { [unowned self] in self.retries += 1 })
      }
      table.update(to: declaration())
      tableView.standInMove(toWindow: UIWindow())
      list.standInMove(toWindow: UIWindow())
      tableView.backgroundView = appBackground
      list.backgroundView = appBackground
      switch host {
      case .table: table.attach(to: tableView)
      case .list: table.attach(to: list, appearance: .plain)
      }
    }

    func declaration() -> TableDeclaration<String, Int> {
      TableDeclaration {
        Section("feed") { for post in posts { Row(post, text: "Post \(post)") } }
      }
      .emptyState(emptyState)
      .onReachEnd(within: within) { [unowned self] in self.loads += 1 }
    }

    func set(_ posts: [Int]) {
      self.posts = posts
      table.update(to: declaration())
    }

    var backgroundView: UIView? {
      host == .table ? tableView.backgroundView : list.backgroundView
    }

    /// Shows a row as the view's layout does: `willDisplay` for it.
    func display(_ row: Int) {
      switch host {
      case .table: tableView.displayRow(at: IndexPath(row: row, section: 0))
      case .list: list.displayItem(at: IndexPath(item: row, section: 0))
      }
    }

    /// Whether UIKit cached the display method as implemented.
    var implementsWillDisplay: Bool {
      switch host {
      case .table: return tableView.cachedDelegateSelectors.contains(TableSelectors.willDisplayCell)
      case .list:
        return list.cachedDelegateSelectors.contains(CollectionViewSelectors.willDisplayCell)
      }
    }
  }

  /// Every view under a view, itself first.
  @MainActor
  func allViews(_ view: UIView?) -> [UIView] {
    guard let view else { return [] }
    return [view] + view.subviews.flatMap(allViews)
  }

  @MainActor
  @Suite("Declared empty states and reaching the end, on a table view and a list")
  struct EmptyStateAndPagingHostTests {
    // MARK: Empty state

    @Test(arguments: HostedFeed.Host.allCases)
    func theEmptyStateIsTheBackgroundViewWhileNoRowShows(host: HostedFeed.Host) throws {
      UIAccessibility.standInPostedNotifications = []
      let appBackground = UIView()
      let feed = HostedFeed(host, posts: 0, appBackground: appBackground)
      let shown = try #require(feed.backgroundView as? EmptyStateView)
      let texts = allViews(shown).compactMap { ($0 as? UILabel)?.text }
      #expect(texts == ["No posts", "Pull to refresh"])
      #expect(allViews(shown).compactMap { ($0 as? UIButton)?.currentTitle } == ["Retry"])
      // Announced once, VoiceOver moved to the title.
      let posted = UIAccessibility.standInPostedNotifications
      #expect(posted.map(\.notification) == [.layoutChanged])
      #expect((posted.first?.argument as? UILabel)?.text == "No posts")
      // Rows appear: the app's background view comes back.
      feed.set([1, 2])
      #expect(feed.backgroundView === appBackground)
      #expect(appBackground.superview != nil)
      #expect(shown.superview == nil)
      feed.set([])
      #expect(feed.backgroundView is EmptyStateView)
      #expect(UIAccessibility.standInPostedNotifications.count == 2)
    }

    @Test(arguments: HostedFeed.Host.allCases)
    func theSameEmptyStateKeepsItsViewAndIsNotAnnouncedAgain(host: HostedFeed.Host) throws {
      let feed = HostedFeed(host, posts: 0)
      let shown = try #require(feed.backgroundView as? EmptyStateView)
      UIAccessibility.standInPostedNotifications = []
      feed.table.update(to: feed.declaration())
      #expect(feed.backgroundView === shown)
      #expect(UIAccessibility.standInPostedNotifications.isEmpty)
      // Another message: a new view, announced.
      feed.emptyState?.message = "Nothing yet"
      feed.table.update(to: feed.declaration())
      #expect(feed.backgroundView !== shown)
      #expect(UIAccessibility.standInPostedNotifications.count == 1)
    }

    @Test(arguments: HostedFeed.Host.allCases)
    func theButtonRunsTheLatestAction(host: HostedFeed.Host) throws {
      let feed = HostedFeed(host, posts: 0)
      let shown = try #require(feed.backgroundView as? EmptyStateView)
      let button = try #require(allViews(shown).compactMap { $0 as? UIButton }.first)
      #expect(button.userSendsActions(for: .touchUpInside))
      #expect(feed.retries == 1)
      var other = 0
      feed.emptyState?.action = EmptyState.Action(title: "Retry") { other += 1 }
      feed.table.update(to: feed.declaration())
      button.userSendsActions(for: .touchUpInside)
      #expect(feed.retries == 1)
      #expect(other == 1)
    }

    @Test(arguments: HostedFeed.Host.allCases)
    func withoutAnEmptyStateTheAppsBackgroundViewIsLeftAlone(host: HostedFeed.Host) {
      let appBackground = UIView()
      let feed = HostedFeed(host, posts: 0, emptyState: false, appBackground: appBackground)
      #expect(feed.backgroundView === appBackground)
      feed.set([1])
      feed.set([])
      #expect(feed.backgroundView === appBackground)
    }

    @Test(arguments: HostedFeed.Host.allCases)
    func aBackgroundViewTheAppSetsMeanwhileStays(host: HostedFeed.Host) {
      let feed = HostedFeed(host, posts: 0)
      let mine = UIView()
      switch host {
      case .table: feed.tableView.backgroundView = mine
      case .list: feed.list.backgroundView = mine
      }
      feed.set([1])
      #expect(feed.backgroundView === mine)
    }

    @Test(arguments: HostedFeed.Host.allCases)
    func aCustomEmptyStateShowsTheRegisteredView(host: HostedFeed.Host) throws {
      let feed = HostedFeed(host, posts: 1)
      feed.table.handlers.registerEmptyStateView(forKind: "Zero", make: UILabel.init) {
        label, description in label.text = "made: " + description.description
      }
      feed.emptyState = EmptyState(view: CustomViewDescription(kind: "Zero", description: "Z"))
      feed.set([])
      let shown = try #require(feed.backgroundView as? EmptyStateView)
      #expect(allViews(shown).compactMap { ($0 as? UILabel)?.text } == ["made: Z"])
      shown.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
      shown.layoutSubviews()
      #expect(shown.subviews.first?.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
      // A kind nobody registered shows its description as the title.
      feed.emptyState = EmptyState(view: CustomViewDescription(kind: "Other", description: "O"))
      feed.set([])
      let fallback = try #require(feed.backgroundView as? EmptyStateView)
      #expect(allViews(fallback).compactMap { ($0 as? UILabel)?.text } == ["O"])
    }

    @Test func theViewsAreStackedAndCentred() throws {
      let feed = HostedFeed(.table, posts: 0)
      let shown = try #require(feed.backgroundView as? EmptyStateView)
      for view in shown.subviews { view.frame.size = CGSize(width: 100, height: 20) }
      shown.frame = CGRect(x: 0, y: 0, width: 300, height: 400)
      shown.layoutSubviews()
      // Three views of 20 points, 8 apart: 76 points, centred.
      #expect(shown.subviews.map(\.frame.origin.y) == [162, 190, 218])
      #expect(shown.subviews.allSatisfy { $0.frame.origin.x == 100 })
    }

    // MARK: Reaching the end

    @Test(arguments: HostedFeed.Host.allCases)
    func displayingTheLastRowsRunsItOncePerPage(host: HostedFeed.Host) {
      let feed = HostedFeed(host, posts: 10)
      for row in 0..<8 { feed.display(row) }
      #expect(feed.loads == 0)
      feed.display(8)
      #expect(feed.loads == 1)
      feed.display(9)
      feed.display(8)
      #expect(feed.loads == 1)
      feed.set(Array(0..<20))
      feed.display(9)
      #expect(feed.loads == 1)
      feed.display(18)
      #expect(feed.loads == 2)
      feed.table.rearmReachEnd()
      feed.display(19)
      #expect(feed.loads == 3)
    }

    @Test(arguments: HostedFeed.Host.allCases)
    func rowsDisplayedWhileAnUpdateIsAppliedDoNotRunIt(host: HostedFeed.Host) {
      let feed = HostedFeed(host, posts: 4)
      feed.display(3)
      #expect(feed.loads == 1)
      // The app shows the new rows from inside the update, as UIKit's batch lays them out.
      feed.table.didApplyUpdate = { [unowned feed] _ in
        for row in 4..<8 { feed.display(row) }
      }
      feed.set(Array(0..<8))
      #expect(feed.loads == 1)
      feed.table.didApplyUpdate = nil
      // Displayed again afterwards (a scroll away and back): it runs.
      feed.display(7)
      #expect(feed.loads == 2)
    }

    @Test(arguments: HostedFeed.Host.allCases)
    func theDisplayMethodIsImplementedOnlyForAReachEnd(host: HostedFeed.Host) {
      let feed = HostedFeed(host, posts: 3)
      #expect(feed.implementsWillDisplay)
      feed.table.update(to: TableDeclaration { Section("feed") { Row(0, text: "0") } })
      #expect(!feed.implementsWillDisplay)
      feed.table.update(
        to: TableDeclaration {
          // Weakly, as an app's handler holds its owner: the table holds the handler.
          Section("feed") { Row(0, text: "0") }.onReachEnd { [unowned feed] in feed.loads += 1 }
        })
      #expect(feed.implementsWillDisplay)
      feed.display(0)
      #expect(feed.loads == 1)
    }

    @Test(arguments: HostedFeed.Host.allCases)
    func aPrefetchOfTheLastRowsDoesNotRunIt(host: HostedFeed.Host) throws {
      let feed = HostedFeed(host, posts: 10)
      var prefetched: [String] = []
      feed.table.handlers.on(.prefetchRows) { call in
        prefetched += call.arguments.map(\.description)
      }
      switch host {
      case .table:
        let prefetching = try #require(feed.tableView.prefetchDataSource)
        feed.tableView.send(
          .prefetchRows(at: [IndexPath(row: 8, section: 0), IndexPath(row: 9, section: 0)]),
          to: prefetching)
      case .list:
        feed.list.userScrollsNear([
          IndexPath(item: 8, section: 0), IndexPath(item: 9, section: 0),
        ])
      }
      #expect(prefetched == ["0.8", "0.9"])
      #expect(feed.loads == 0)
      feed.display(9)
      #expect(feed.loads == 1)
    }

    @Test(arguments: HostedFeed.Host.allCases)
    func theAppsOwnDisplayHandlerStillRuns(host: HostedFeed.Host) {
      let feed = HostedFeed(host, posts: 3)
      var shown: [Int] = []
      switch host {
      case .table:
        feed.table.handlers.on(.willDisplayCell, at: .table) { call in
          shown.append(call.position.row)
        }
      case .list:
        feed.table.handlers.on(.willDisplayListCell, at: .table) { call in
          shown.append(call.position.row)
        }
      }
      feed.display(2)
      #expect(shown == [2])
      #expect(feed.loads == 1)
    }
  }
#endif
