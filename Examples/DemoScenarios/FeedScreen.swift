import TableHandlersCore
import TableHandlersDeclarative
import TableHandlersTesting

/// A feed declared from its model, loaded a page at a time: the next page loads when a row near
/// the end is about to show, a selected post stays selected by its identifier as pages arrive
/// and new posts come in above, and a post the server sends twice is kept once and reported.
@MainActor
final class FeedScreen {
  /// The posts, by identifier, newest first.
  private(set) var posts: [Int]

  /// How many pages the server has sent.
  private(set) var pages = 1

  let log: DemoLog

  /// The declared table; set once, in `init`.
  private(set) var declared: DeclaredTable<String, Int>!

  /// The headless table showing it, eight rows on screen.
  private(set) var table: HeadlessTable!

  /// Posts a page: more than the screen shows, so that the first page does not reach its end.
  static let pageSize = 12

  init(log: DemoLog) {
    self.log = log
    posts = Array(1...Self.pageSize)
    // Identifiers are unique; the server's repeats are dropped (keep-first) and reported.
    declared = try! DeclaredTable(declaration: declaration(), duplicateIdentifiers: .keepFirst)
    declared.droppedDuplicatesHandler = { [log] drops in
      for drop in drops { log.fired("dropped a repeated post: \(drop)") }
    }
    table = HeadlessTable(declared: declared, style: .plain, visibleRowLimit: 8)
  }

  /// The feed as a declaration of the model.
  func declaration() -> TableDeclaration<String, Int> {
    TableDeclaration {
      Section("posts") {
        for post in posts {
          Row(
            post,
            text: post > Self.newPostBase ? "New post \(post - Self.newPostBase)" : "Post \(post)"
          )
          .onSelect { [unowned self] _ in log.fired("didSelectRow: open post \(post)") }
        }
      }
    }
    .onReachEnd(within: 3) { [unowned self] in loadNextPage() }
  }

  /// The next page, as the server sends it: the third page repeats the last post of the second.
  private func loadNextPage() {
    pages += 1
    log.fired("reached the end: load page \(pages)")
    let first = (posts.filter { $0 < Self.newPostBase }.max() ?? 0) + 1
    var page = Array(first..<first + Self.pageSize)
    if pages == 3 { page.insert(first - 1, at: 0) }
    posts += page
    declared.update(to: declaration())
  }

  /// Where the identifiers of posts that arrive at the top start.
  static let newPostBase = 1_000

  /// How many posts arrived at the top.
  private(set) var newPosts = 0

  /// New posts arrive at the top, the newest first.
  func receiveNewPosts(_ count: Int) {
    let arrived = (newPosts + 1...newPosts + count).map { Self.newPostBase + $0 }
    newPosts += count
    posts.insert(contentsOf: arrived.reversed(), at: 0)
    declared.update(to: declaration())
  }
}
