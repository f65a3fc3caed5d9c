import TableHandlersCore
import TableHandlersDeclarative
import TableHandlersTesting
import Testing

/// A feed that loads pages: reaching its end asks for the next page, which the test delivers.
@MainActor
final class PagedFeed {
  var posts: [Int]
  var loads = 0
  var sectionLoads = 0
  var retries = 0
  var within = 3
  var sectionWithin: Int?
  private(set) var table: DeclaredTable<String, Int>!

  init(posts: Int) {
    self.posts = Array(0..<posts)
    table = DeclaredTable(owner: self) { feed in
      feed.declaration()
    }
  }

  func declaration() -> TableDeclaration<String, Int> {
    var feedSection = Section<String, Int>("feed", rows: posts.map { Row($0, text: "Post \($0)") })
    if let sectionWithin {
      feedSection = feedSection.onReachEnd(within: sectionWithin) { [unowned self] in
        self.sectionLoads += 1
      }
    }
    return TableDeclaration(sections: [feedSection])
      .emptyState(
        title: "No posts", message: "Pull to refresh",
        action: EmptyState.Action(title: "Retry") { [unowned self] in self.retries += 1 }
      )
      .onReachEnd(within: within) { [unowned self] in self.loads += 1 }
  }

  func append(_ count: Int) {
    let next = (posts.max() ?? -1) + 1
    posts += Array(next..<next + count)
    table.redeclare()
  }
}

@MainActor
@Suite("Declared empty states and reaching the end, headless")
struct EmptyStateAndPagingTests {
  // MARK: Empty state

  @Test func anEmptyTableShowsItsEmptyStateAndRowsHideIt() {
    let feed = PagedFeed(posts: 0)
    let table = HeadlessTable(declared: feed.table, style: .plain)
    #expect(table.emptyState?.title == "No posts")
    #expect(feed.table.shownEmptyState?.message == "Pull to refresh")
    #expect(table.render() == "(empty: No posts — Pull to refresh [Retry])")
    feed.append(2)
    #expect(table.emptyState == nil)
    #expect(feed.table.shownEmptyState == nil)
    #expect(table.render() == "  Post 0\n  Post 1")
    feed.posts = []
    feed.table.redeclare()
    #expect(table.emptyState?.title == "No posts")
  }

  @Test func theButtonRunsItsActionOnlyWhileShown() {
    let feed = PagedFeed(posts: 0)
    let table = HeadlessTable(declared: feed.table)
    #expect(table.tapEmptyStateButton())
    #expect(feed.retries == 1)
    feed.append(1)
    #expect(!table.tapEmptyStateButton())
    #expect(feed.retries == 1)
  }

  @Test func anEmptyStateChangedAloneIsShown() throws {
    let declared = try DeclaredTable<String, String> { Section("inbox") {} }
    let table = HeadlessTable(declared: declared)
    #expect(table.emptyState == nil)
    let diff = declared.update(to: TableDeclaration { Section("inbox") {} }.emptyState(title: "A"))
    #expect(diff.isEmpty)
    #expect(table.render() == "(empty: A)")
    declared.update(to: TableDeclaration { Section("inbox") {} }.emptyState(title: "B"))
    #expect(table.emptyState?.title == "B")
    declared.update(to: TableDeclaration { Section("inbox") {} })
    #expect(table.emptyState == nil)
    #expect(table.render() == "(empty table)")
  }

  @Test func sectionsWithHeadersButNoRowsCountAsEmpty() throws {
    let declared = try DeclaredTable<String, String>(
      declaration: TableDeclaration { Section("inbox", header: "Inbox") {} }
        .emptyState(
          EmptyState(view: CustomViewDescription(kind: "Zero", description: "Inbox zero")))
    )
    let table = HeadlessTable(declared: declared)
    #expect(table.render() == "Inbox\n(empty: ▤ Inbox zero)")
    #expect(!table.tapEmptyStateButton())
  }

  // MARK: Reaching the end

  @Test func reachingTheEndRunsOncePerPage() {
    let feed = PagedFeed(posts: 20)
    let table = HeadlessTable(declared: feed.table, visibleRowLimit: 10)
    #expect(feed.loads == 0)
    table.scroll(toShow: TablePosition(section: 0, row: 15))
    #expect(feed.loads == 0)
    table.scroll(toShow: TablePosition(section: 0, row: 17))
    #expect(feed.loads == 1)
    table.scroll(toShow: TablePosition(section: 0, row: 19))
    table.scroll(toShow: TablePosition(section: 0, row: 0))
    table.scroll(toShow: TablePosition(section: 0, row: 19))
    #expect(feed.loads == 1)
    // The next page arrives: the end is armed again, and is further down.
    feed.append(20)
    #expect(feed.loads == 1)
    table.scroll(toShow: TablePosition(section: 0, row: 36))
    #expect(feed.loads == 1)
    table.scroll(toShow: TablePosition(section: 0, row: 37))
    #expect(feed.loads == 2)
  }

  @Test func rowsAnUpdateShowsDoNotReachTheEnd() {
    // The whole table is on screen: the first load shows the end, and each page appended
    // shows its rows during its own update.
    let feed = PagedFeed(posts: 4)
    let table = HeadlessTable(declared: feed.table, visibleRowLimit: 50)
    #expect(feed.loads == 1)
    feed.append(4)
    #expect(table.numberOfRows(inSection: 0) == 8)
    #expect(feed.loads == 1)
    // A reload shows every row on screen again, outside an update.
    table.reloadData()
    #expect(feed.loads == 2)
  }

  @Test func aPageAppendedFromTheHandlerDoesNotReachTheEndWithItsOwnRows() {
    let feed = PagedFeed(posts: 10)
    let table = HeadlessTable(declared: feed.table, visibleRowLimit: 5)
    var appended = 0
    feed.table.didApplyUpdate = { _ in appended += 1 }
    // Loads synchronously, inside the report.
    feed.within = 1
    feed.table.redeclare()
    let declared = feed.table!
    declared.update(
      to: feed.declaration().onReachEnd(within: 1) { [unowned feed] in
        feed.loads += 1
        feed.append(5)
      })
    table.scroll(toShow: TablePosition(section: 0, row: 9))
    #expect(feed.loads == 1)
    #expect(table.numberOfRows(inSection: 0) == 15)
    #expect(appended == 1)
  }

  /// Reaching the end runs once, and again after `rearmReachEnd()` or a new last row (the
  /// same count, another row), without the feed growing.
  @Test(arguments: ["rearm", "new last row"])
  func rearmingOrANewLastRowRunsItAgainWithoutGrowing(_ rearm: String) {
    let feed = PagedFeed(posts: 10)
    let table = HeadlessTable(declared: feed.table, visibleRowLimit: 5)
    table.scroll(toShow: TablePosition(section: 0, row: 9))
    #expect(feed.loads == 1)
    table.scroll(toShow: TablePosition(section: 0, row: 0))
    table.scroll(toShow: TablePosition(section: 0, row: 9))
    #expect(feed.loads == 1)
    if rearm == "rearm" {
      feed.table.rearmReachEnd()
    } else {
      feed.posts[9] = 100
      feed.table.redeclare()
    }
    table.scroll(toShow: TablePosition(section: 0, row: 0))
    table.scroll(toShow: TablePosition(section: 0, row: 9))
    #expect(feed.loads == 2)
  }

  @Test func aSectionReachesItsOwnEnd() {
    let feed = PagedFeed(posts: 10)
    feed.sectionWithin = 2
    feed.within = 1
    feed.table.redeclare()
    let table = HeadlessTable(declared: feed.table, visibleRowLimit: 5)
    table.scroll(toShow: TablePosition(section: 0, row: 8))
    #expect(feed.sectionLoads == 1)
    #expect(feed.loads == 0)
    table.scroll(toShow: TablePosition(section: 0, row: 9))
    #expect(feed.sectionLoads == 1)
    #expect(feed.loads == 1)
    feed.append(3)
    table.scroll(toShow: TablePosition(section: 0, row: 12))
    #expect(feed.sectionLoads == 2)
    #expect(feed.loads == 2)
  }

  @Test func withoutReachEndNoRowIsReported() throws {
    let declared = try DeclaredTable<String, String> { Section("a") { Row("x", text: "x") } }
    let table = HeadlessTable(declared: declared, visibleRowLimit: 1)
    declared.update {
      Section("a") {
        Row("x", text: "x")
        Row("y", text: "y")
      }
    }
    table.scroll(toShow: TablePosition(section: 0, row: 1))
    #expect(!table.callLog.contains { $0.hasPrefix("rowWillShow") })
    #expect(table.render() == "  y\n… 1 more rows")
    #expect(table.firstVisibleRow == 1)
  }

  @Test func scrollingReportsOnlyRowsComingOnScreen() {
    let feed = PagedFeed(posts: 10)
    let table = HeadlessTable(declared: feed.table, visibleRowLimit: 4)
    table.clearCallLog()
    table.scroll(toShow: TablePosition(section: 0, row: 5))
    #expect(
      table.callLog.filter { $0.hasPrefix("rowWillShow") } == [
        "rowWillShow 0.4", "rowWillShow 0.5",
      ])
    table.clearCallLog()
    table.scroll(toShow: TablePosition(section: 0, row: 3))
    #expect(table.callLog.isEmpty)
  }

  // MARK: Preconditions

  @Test func reachingTheEndWithinNoRowStops() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run {
        _ = TableDeclaration<String, String>().onReachEnd(within: 0) {}
      }
    }
    await #expect(processExitsWith: .failure) {
      await MainActor.run {
        _ = Section<String, String>("a", rows: []).onReachEnd(within: -1) {}
      }
    }
  }

  @Test func scrollingToARowOutsideTheTableStops() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run {
        let table = HeadlessTable(handlers: TableHandlers())
        table.reloadData()
        table.scroll(toShow: TablePosition(section: 0, row: 0))
      }
    }
  }
}

/// Scrolling to a row by identifier on the headless table: the row comes among the visible
/// rows, which runs a declared reach-the-end as a device would.
@MainActor
@Suite("Scrolling by identity, headless")
struct HeadlessScrollByIdentityTests {
  @Test func scrollingToARowShowsItAndReachesTheEnd() throws {
    var reached = 0
    let declared = try DeclaredTable<String, Int>(
      declaration: TableDeclaration {
        Section("feed") { for id in 0..<100 { Row(id, text: "\(id)") } }
      }
      .onReachEnd(within: 3) { reached += 1 })
    let table = HeadlessTable(declared: declared, visibleRowLimit: 10)
    #expect(reached == 0)
    #expect(declared.scroll(to: 98))
    #expect(table.firstVisibleRow == 89)
    #expect(reached == 1)
    #expect(!declared.scroll(to: 100))
    #expect(table.firstVisibleRow == 89)
  }
}
