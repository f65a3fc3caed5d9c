#if os(Linux)
  import Foundation
  import Testing
  import UIKitStandIn

  /// A button target, as an app's object that implements the action's method.
  @MainActor
  private final class Tapped: NSObject, StandInActionTarget {
    var taps = 0

    func perform(action: Selector, sender: UIControl) {
      if action == Selector("tapped:") { taps += 1 }
    }
  }

  @MainActor
  @Suite("Background views, buttons and VoiceOver notifications behave as their sources say")
  struct BackgroundAndAccessibilityStandInTests {
    @Test func aBackgroundViewIsASubviewAndTheOneItReplacesLeaves() {
      let tableView = UITableView(frame: .zero, style: .plain)
      let list = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewLayout())
      #expect(tableView.backgroundView == nil)
      #expect(list.backgroundView == nil)
      for (view, set) in [
        (tableView as UIView, { (background: UIView?) in tableView.backgroundView = background }),
        (list as UIView, { (background: UIView?) in list.backgroundView = background }),
      ] {
        let first = UIView()
        let second = UIView()
        set(first)
        #expect(first.superview === view)
        set(second)
        #expect(first.superview == nil)
        #expect(second.superview === view)
        set(nil)
        #expect(second.superview == nil)
      }
    }

    @Test func aButtonKeepsItsTitlesAndATapSendsTouchUpInside() {
      let button = UIButton(type: .system)
      #expect(button.buttonType == .system)
      button.setTitle("Retry", for: .normal)
      #expect(button.title(for: .highlighted) == "Retry")
      #expect(button.currentTitle == "Retry")
      let target = Tapped()
      button.addTarget(target, action: Selector("tapped:"), for: .touchUpInside)
      #expect(button.userSendsActions(for: .touchUpInside))
      button.sendActions(for: .valueChanged)
      #expect(target.taps == 1)
      button.isEnabled = false
      #expect(!button.userSendsActions(for: .touchUpInside))
      #expect(target.taps == 1)
    }

    @Test func postedNotificationsAreRecordedInOrder() {
      UIAccessibility.standInPostedNotifications = []
      let label = UILabel()
      UIAccessibility.post(notification: .layoutChanged, argument: label)
      UIAccessibility.post(notification: .announcement, argument: "Loaded")
      let posted = UIAccessibility.standInPostedNotifications
      #expect(posted.map(\.notification) == [.layoutChanged, .announcement])
      #expect(posted.first?.argument as? UILabel === label)
      #expect(posted.last?.argument as? String == "Loaded")
      #expect(UIAccessibility.Notification.screenChanged.rawValue == 1000)
      #expect(UIAccessibility.Notification.layoutChanged.rawValue == 1001)
    }

    @Test func boundsFollowTheFrameAndSizeThatFitsAnswersIt() {
      let view = UIView(frame: CGRect(x: 5, y: 6, width: 30, height: 40))
      #expect(view.bounds == CGRect(x: 0, y: 0, width: 30, height: 40))
      #expect(view.sizeThatFits(CGSize(width: 100, height: 100)) == CGSize(width: 30, height: 40))
      view.bounds = CGRect(x: 0, y: 0, width: 10, height: 20)
      #expect(view.frame == CGRect(x: 5, y: 6, width: 10, height: 20))
      #expect(UILabel().numberOfLines == 1)
    }
  }
#endif
