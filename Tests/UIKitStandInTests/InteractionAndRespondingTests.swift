#if !canImport(UIKit)
  import Foundation
  import StandInDoubles
  import Testing
  import UIKitStandIn

  /// Records what a view tells it.
  @MainActor
  final class RecordingInteraction: NSObject, UIInteraction {
    weak var view: UIView?
    var log: [String] = []

    func willMove(to view: UIView?) { log.append(view == nil ? "will detach" : "will attach") }

    func didMove(to view: UIView?) {
      self.view = view
      log.append(view == nil ? "did detach" : "did attach")
    }
  }

  /// Says it implements two members only.
  @MainActor
  func partialDelegate() -> StubApp {
    let partial = StubApp()
    partial.numberOfRows = { _, _ in 0 }
    partial.scrollViewDidScroll = { _ in }
    return partial
  }

  @MainActor
  @Suite("Interactions and cached responds(to:) answers")
  struct InteractionAndRespondingTests {
    @Test func aViewKeepsItsInteractionsAliveAndTellsThem() {
      let view = UIView()
      var interaction: RecordingInteraction? = RecordingInteraction()
      weak let weakInteraction = interaction
      view.addInteraction(interaction!)
      #expect(interaction?.view === view)
      #expect(interaction?.log == ["will attach", "did attach"])
      interaction = nil
      #expect(weakInteraction != nil)
      view.removeInteraction(weakInteraction!)
      #expect(weakInteraction == nil)
    }

    @Test func removingAnInteractionThatIsNotAttachedDoesNothing() {
      let view = UIView()
      let interaction = RecordingInteraction()
      view.removeInteraction(interaction)
      #expect(interaction.log.isEmpty)
    }

    @Test func settingInteractionsReplacesThem() {
      let view = UIView()
      let old = RecordingInteraction()
      let new = RecordingInteraction()
      view.addInteraction(old)
      view.interactions = [new]
      #expect(view.interactions.count == 1)
      #expect(view.interactions.first === new)
      #expect(old.log == ["will attach", "did attach", "will detach", "did detach"])
      #expect(old.view == nil)
      #expect(new.view === view)
    }

    @Test func aTableCachesWhatItsObjectsImplementWhenAssigned() {
      let tableView = UITableView()
      let partial = partialDelegate()
      tableView.dataSource = partial
      tableView.delegate = partial
      #expect(tableView.cachedDataSourceSelectors == [TableSelectors.numberOfRows])
      #expect(tableView.cachedDelegateSelectors == [TableSelectors.scrollViewDidScroll])
      tableView.dataSource = nil
      #expect(tableView.cachedDataSourceSelectors.isEmpty)
    }

    @Test func anObjectThatDoesNotSayImplementsEverything() {
      let tableView = UITableView()
      let delegate = DefaultedDelegate()
      tableView.delegate = delegate
      #expect(
        tableView.cachedDelegateSelectors
          == Set(TableSelectors.delegate + TableSelectors.scrollView))
      let prefetcher = RequiredMemberPrefetcher()
      tableView.prefetchDataSource = prefetcher
      #expect(tableView.cachedPrefetchingSelectors == Set(TableSelectors.prefetching))
    }
  }
#endif
