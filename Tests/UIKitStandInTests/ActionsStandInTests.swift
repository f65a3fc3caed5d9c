#if !canImport(UIKit)
  import Foundation
  import StandInDoubles
  import Testing
  import UIKitStandIn

  /// A delegate that answers the trailing swipe edge with a fixed configuration, and implements
  /// nothing else.
  @MainActor
  func swipingDelegate(trailing: UISwipeActionsConfiguration?) -> StubApp {
    let delegate = StubApp()
    delegate.trailingSwipeActionsConfiguration = { _, _ in trailing }
    return delegate
  }

  /// The stand-in's swipe actions and menus behave as their sources say.
  @MainActor
  @Suite("Stand-in swipe actions and menus")
  struct ActionsStandInTests {
    @Test func aContextualActionsBackgroundComesFromItsStyleUntilSet() {
      let delete = UIContextualAction(style: .destructive, title: "Delete") { _, _, _ in }
      let flag = UIContextualAction(style: .normal, title: "Flag") { _, _, _ in }
      #expect(delete.backgroundColor.description == "systemRed")
      #expect(flag.backgroundColor.description == "systemGray")
      flag.backgroundColor = .systemOrange
      #expect(flag.backgroundColor.description == "systemOrange")
      flag.backgroundColor = nil
      #expect(flag.backgroundColor.description == "systemGray")
    }

    @Test func aSwipeClosesWhenItsActionCompletesAndAFullSwipeCanBeOff() throws {
      var later: ((Bool) -> Void)?
      let action = UIContextualAction(style: .normal, title: "Archive") { _, _, done in
        later = done
      }
      let configuration = UISwipeActionsConfiguration(actions: [action])
      let tableView = UITableView()
      let delegate = swipingDelegate(trailing: configuration)
      tableView.delegate = delegate
      let path = IndexPath(row: 0, section: 0)
      #expect(tableView.swipeRow(at: path, from: .leading) == nil)
      let swipe = try #require(tableView.swipeRow(at: path, from: .trailing))
      #expect(swipe.fullSwipe())
      #expect(swipe.isOpen)
      later?(true)
      later = nil
      #expect(!swipe.isOpen)
      #expect(swipe.completionResults == [true])
      #expect(action.completionResults == [true])
      #expect(!swipe.tap("Archive"), "a closed swipe shows no buttons")

      configuration.performsFirstActionWithFullSwipe = false
      let again = try #require(tableView.swipeRow(at: path, from: .trailing))
      #expect(!again.fullSwipe())
      #expect(again.tap("Archive"))
    }

    @Test func aDisabledOrHiddenActionCannotBeChosen() {
      var chosen: [String] = []
      let actions = [
        UIAction(title: "Open") { chosen.append($0.title) },
        UIAction(title: "Pin", attributes: .disabled) { chosen.append($0.title) },
        UIAction(title: "Secret", attributes: .hidden) { chosen.append($0.title) },
      ]
      #expect(actions.map { $0.choose() } == [true, false, false])
      #expect(chosen == ["Open"])
    }

    @Test func aDeferredElementCallsItsProviderOnceAndCachesTheItems() {
      var deliver: (([UIMenuElement]) -> Void)?
      let element = UIDeferredMenuElement { completion in deliver = completion }
      var seen: [[String]] = []
      element.requestElements { seen.append($0.map(\.title)) }
      element.requestElements { seen.append($0.map(\.title)) }
      #expect(element.providerCalls == 1)
      #expect(seen.isEmpty, "a placeholder shows until the items arrive")
      deliver?([UIAction(title: "Inbox") { _ in }])
      deliver = nil
      #expect(seen == [["Inbox"], ["Inbox"]])
      element.requestElements { seen.append($0.map(\.title)) }
      #expect(element.providerCalls == 1)
      #expect(seen.count == 3)
    }

    @Test func aContextMenuOpensThroughItsActionProvider() {
      let configuration = UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
        UIMenu(title: "", options: .displayInline, children: [UIAction(title: "Copy") { _ in }])
      }
      let menu = configuration.openMenu()
      #expect(menu?.options == .displayInline)
      #expect(menu?.children.map(\.title) == ["Copy"])
      #expect(UIContextMenuConfiguration().openMenu() == nil)
    }

    @Test func colorsAndImages() {
      #expect(
        UIColor(red: 1, green: 0, blue: 0.5, alpha: 1).description == "rgba(1.0, 0.0, 0.5, 1.0)")
      #expect(UIColor.systemBlue.withAlphaComponent(0.5).description == "systemBlue 0.5")
      #expect(UIImage(named: "flag")?.name == "flag")
      #expect(UIImage(systemName: "trash")?.name == nil)
    }
  }
#endif
