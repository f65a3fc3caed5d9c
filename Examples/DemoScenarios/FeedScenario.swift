import TableHandlersCore
import TableHandlersTesting

/// A feed loaded a page at a time (see FeedScreen.swift): the next page when the user nears the
/// end, the selection kept by identifier, a repeated post kept once.
@MainActor
struct FeedScenario {
  let log: DemoLog

  /// The declared screen, its table loaded: where `run()` and the interactive mode start.
  func makeScreen() -> FeedScreen { FeedScreen(log: log) }

  /// The walk that `table-demo feed` prints.
  func run() {
    log.title("A feed: the next page near the end, the selection kept by identifier")
    let screen = makeScreen()
    let table = screen.table!
    log.step("The first page of twelve posts, eight on screen; tap Post 3")
    table.tap(TablePosition(section: 0, row: 2))
    log.show(table)

    log.step("Scroll to Post 10, within three rows of the end: the next page loads, once")
    table.scroll(toShow: TablePosition(section: 0, row: 9))
    table.scroll(toShow: TablePosition(section: 0, row: 10))
    log.note(
      "\(table.numberOfRows(inSection: 0)) posts; selected: \(screen.declared.selection.sorted())")

    log.step("Two new posts arrive at the top: Post 3 stays selected, two rows further down")
    screen.receiveNewPosts(2)
    table.scroll(toShow: TablePosition(section: 0, row: 0))
    log.show(table)

    log.step("Scroll to the end: page three repeats a post, which is kept once and reported")
    _ = screen.declared.scroll(to: screen.posts.last ?? 0)
    log.note(
      "\(table.numberOfRows(inSection: 0)) posts; selected: \(screen.declared.selection.sorted())")
  }
}
