#if os(Linux)
  import Foundation
  import StandInReplay
  import TableHandlersCore
  import TableHandlersDeclarative
  import TableHandlersUIKit
  import UIKitStandIn

  /// What the adapter layers need of the view that shows their declared table: a stand-in table
  /// view or collection view that reports each complete update it is told.
  @MainActor
  protocol AdapterLayerView: UIView, TableHost {
    /// The view in a failure's words: "table view", "list".
    static var name: String { get }
    /// The view in the coverage's names: "tableView", "list".
    static var coverageName: String { get }
    /// Called after each complete update.
    var didRecord: (() -> Void)? { get set }
    /// How many updates the view was told.
    var recordedUpdateCount: Int { get }
    /// Told each inconsistent batch, with UIKit's text.
    var inconsistentUpdateHandler: ((String) -> Void)? { get set }
    /// Whether batches animate until the run loop settles them.
    var animatesBatchUpdates: Bool { get set }
    /// Reports each of UIKit's runtime rules broken to `report`, or none for `nil`.
    func reportRuleViolations(to report: ((String) -> Void)?)
    /// Replays the updates from `start` on into `shown`.
    func replay(into shown: inout ShownRows<Int>, from start: Int)
    /// Lets time pass on `runLoop` until nothing waits; whether it did.
    func settle(on runLoop: StandInRunLoop) -> Bool
  }

  extension ReplayingTableView: AdapterLayerView {
    static var name: String { "table view" }
    static var coverageName: String { "tableView" }
    var recordedUpdateCount: Int { recordedUpdates.count }
    func reportRuleViolations(to report: ((String) -> Void)?) {
      runtimeRuleHandler = report.map { report in { report("\($0)") } }
    }
    func replay(into shown: inout ShownRows<Int>, from start: Int) {
      shown.replay(self, from: start)
    }
    func settle(on runLoop: StandInRunLoop) -> Bool { runLoop.settle(self) }
  }

  extension ReplayingCollectionView: AdapterLayerView {
    static var name: String { "list" }
    static var coverageName: String { "list" }
    var recordedUpdateCount: Int { recordedUpdates.count }
    func reportRuleViolations(to report: ((String) -> Void)?) {
      runtimeRuleHandler = report.map { report in { report("\($0)") } }
    }
    func replay(into shown: inout ShownRows<Int>, from start: Int) {
      shown.replay(self, from: start)
    }
    func settle(on runLoop: StandInRunLoop) -> Bool { runLoop.settle(self) }
  }

  /// What the adapter layer and the list adapter layer share, whichever view shows their
  /// declared table: the app and its view, the reference, the rows replayed from what the view
  /// was told, the operations both make alike and the checks after them.
  @MainActor
  final class AdapterLayerCore<View: AdapterLayerView> {
    private(set) var app: DeclaredApp?
    private(set) var view: View?
    /// The rows the view shows, replayed from every edit it was told.
    var shown = ShownRows<Int>(identity: { text in
      text.flatMap { Int($0.prefix { $0 != " " }) }
    })
    private var inconsistencies: [String] = []
    /// The runtime rules of UIKit's that the view saw broken.
    private var ruleViolations: [String] = []
    let runLoop = StandInRunLoop()
    /// The reference.
    var reference = DeclaredModel()
    private var tableBoxes = 0
    /// The declarations the table rejected since the operation began.
    private var rejections: [String] = []
    /// Declared updates applied since the last check that moved a section whose rows changed,
    /// which the view takes in two batches (the rows, then the sections).
    private var stagedUpdates = 0

    /// The bound on handler boxes: the declared layer's, the boxes the current declaration
    /// holds and the table's own.
    var handlerBoxBound: Int {
      guard app != nil else { return 0 }
      return tableBoxes + reference.declarationBoxes
    }

    func tearDown() {
      view?.didRecord = nil
      view?.inconsistentUpdateHandler = nil
      view?.reportRuleViolations(to: nil)
      view = nil
      app = nil
      runLoop.clear()
      inconsistencies = []
      ruleViolations = []
      stagedUpdates = 0
      shown = ShownRows(identity: shown.identity)
      reference = DeclaredModel()
    }

    /// The app and its view, made the first time: the app's own handlers added by `register`
    /// (counted as the table's), the view in a window, its batch check and UIKit's runtime rules
    /// reported, the app's table attached by `attach`, its rows replayed.
    func start(
      _ make: () -> View, register: (DeclaredApp) -> Void = { _ in },
      attach: (DeclaredApp, View) -> Void
    ) throws -> (DeclaredApp, View) {
      if let app, let view { return (app, view) }
      let before = LiveHandlerBoxes.count
      let app = try DeclaredApp(model: DeclaredModel())
      register(app)
      tableBoxes = LiveHandlerBoxes.count - before
      let view = make()
      view.standInMove(toWindow: UIWindow())
      view.inconsistentUpdateHandler = { [weak self] in self?.inconsistencies.append($0) }
      // UIKit's runtime rules, enforced: one broken is a failure, not a trap, so it shrinks.
      view.reportRuleViolations { [weak self] in self?.ruleViolations.append($0) }
      app.table.rejectedUpdateHandler = { [weak self] in self?.rejections.append("\($0)") }
      app.table.didApplyUpdate = { [weak self] diff in
        if diff.update.editsRowsInMovedSections { self?.stagedUpdates += 1 }
      }
      attach(app, view)
      view.replay(into: &shown, from: 0)
      var replayed = view.recordedUpdateCount
      view.didRecord = { [weak self, unowned view] in
        guard let self else { return }
        view.replay(into: &shown, from: replayed)
        replayed = view.recordedUpdateCount
      }
      self.app = app
      self.view = view
      return (app, view)
    }

    /// Lets time pass until nothing waits: the next turns of the run loop, the animations.
    func settle(_ view: View) -> [String] {
      view.settle(on: runLoop) ? [] : ["the \(View.name) does not settle"]
    }

    /// Declares an edited model (without animation one time in ten).
    func declare(_ app: DeclaredApp, _ draw: inout Draw) {
      reference = reference.edited(&draw)
      app.model = reference
      app.table.update(to: app.declaration(), animated: !draw.chance(10))
    }

    /// An invalid declaration, through the path an app on UIKit uses: `update(to:)`, the
    /// rejection reported to `rejectedUpdateHandler`, at once even while a batch animates;
    /// nothing reaches the view.
    func declareInvalid(_ app: DeclaredApp, _ view: View, _ draw: inout Draw) -> [String]? {
      guard let invalid = app.invalidDeclaration(&draw) else { return nil }
      var failures: [String] = []
      let animating = draw.chance(50)
      view.animatesBatchUpdates = animating
      if animating {
        reference = reference.edited(&draw)
        app.model = reference
        app.table.update(to: app.declaration())
      }
      rejections = []
      let before = view.recordedUpdateCount
      app.table.update(to: invalid)
      view.animatesBatchUpdates = false
      if rejections.count != 1 {
        failures.append("an invalid declaration gave \(rejections.count) rejections, want 1")
      }
      if view.recordedUpdateCount != before {
        failures.append("an invalid declaration reached the \(View.name)")
      }
      return failures + settle(view)
    }

    /// Two edited models declared while batches animate.
    func declareWhileAnimating(_ app: DeclaredApp, _ view: View, _ draw: inout Draw) -> [String] {
      view.animatesBatchUpdates = true
      for _ in 0..<2 {
        reference = reference.edited(&draw)
        app.model = reference
        app.table.update(to: app.declaration())
      }
      view.animatesBatchUpdates = false
      return settle(view)
    }

    /// A row swiped open from `leading` or the trailing edge: the action's button tapped or, one
    /// time in three, the row swiped all the way (the first action, the only one here); the
    /// reference follows, and the swipe must have completed once its row has left.
    func swipeAction(
      _ swipe: StandInSwipe?, leading: Bool, at position: TablePosition, _ view: View,
      _ draw: inout Draw, expected: inout [HandlerCall]
    ) -> [String] {
      let item = reference.item(at: position)
      let title = leading ? "Flag" : "Delete"
      let full = draw.chance(33)
      let ran = (full ? swipe?.fullSwipe() : swipe?.tap(title)) ?? false
      let offered = leading ? item.leading : item.trailing
      var failures: [String] = []
      if ran != offered {
        failures.append(
          "\(position): \(full ? "a full swipe" : title) ran \(ran), want \(offered)")
      }
      guard ran, let swipe else { return failures }
      expected.append(
        HandlerCall(
          id: item.id, event: leading ? "leadingSwipeActions" : "trailingSwipeActions",
          position: position))
      if leading {
        reference.change(position) { $0.flagged.toggle() }
      } else {
        reference.remove(position)
      }
      // Performed, and for the destructive one only once its row has left; the row closed.
      failures += settle(view)
      if swipe.completionResults != [true] || swipe.isOpen {
        failures.append(
          "\(title) at \(position) completed \(swipe.completionResults), want [true]")
      }
      return failures
    }

    /// A context menu opened on a row, and its Rename or Remove chosen; the reference follows.
    func chooseMenuItem(
      _ menu: UIMenu?, at position: TablePosition, _ draw: inout Draw,
      expected: inout [HandlerCall]
    ) -> [String] {
      let item = reference.item(at: position)
      var failures: [String] = []
      if (menu != nil) != item.menu {
        failures.append("\(position): a menu \(menu != nil), want \(item.menu)")
      }
      guard let menu else { return failures }
      let rename = draw.chance(50)
      let title = rename ? "Rename" : "Remove"
      guard
        let chosen = menu.children.lazy.compactMap({ $0 as? UIAction }).first(where: {
          $0.title == title
        }), chosen.choose()
      else { return failures + ["\(position): no \(title) to choose in the menu"] }
      expected.append(
        HandlerCall(id: item.id, event: "contextMenu", position: rename ? nil : position))
      if rename {
        reference.change(position) { $0.renames += 1 }
      } else {
        reference.remove(position)
      }
      return failures
    }

    /// After a user's operation on a row: time passes, and the handlers that ran must be
    /// `expected`.
    func finish(
      _ kind: SoakOperation.Kind, at position: TablePosition, expected: [HandlerCall],
      _ app: DeclaredApp, _ view: View, coverage: inout SoakCoverage
    ) -> [String] {
      var failures = settle(view)
      coverage.checked[kind.rawValue] += 1
      let name = View.coverageName + " "
      for call in expected { coverage.asked[name + call.event, default: 0] += 1 }
      if app.calls != expected {
        failures.append("\(kind.name) at \(position): handlers ran \(app.calls), want \(expected)")
      } else {
        for call in expected { coverage.askedChecked[name + call.event, default: 0] += 1 }
      }
      return failures
    }

    func check(full: Bool, coverage: inout SoakCoverage) -> [String] {
      guard let app, let view else { return [] }
      var failures = inconsistencies.map { "inconsistent batch: \($0)" }
      failures += ruleViolations.map { "UIKit runtime rule broken: \($0)" }
      failures += shown.failures.map { "replaying the \(View.name): \($0)" }
      if app.model != reference { failures.append("the app's model differs from the reference") }
      let want = reference.shown.map { $0.items.map(\.text) }
      let got = shown.sections.map { $0.map { $0.text ?? "?" } }
      if got != want { failures.append("the \(View.name) shows \(got), want \(want)") }
      // Each staged update was checked as any other: its batches against the device rules and
      // UIKit's counts, its rows replayed.
      let staged = "\(View.coverageName) declared update shown in two batches"
      coverage.asked[staged, default: 0] += stagedUpdates
      if failures.isEmpty { coverage.askedChecked[staged, default: 0] += stagedUpdates }
      stagedUpdates = 0
      guard full, failures.isEmpty else { return failures }
      for (section, group) in reference.shown.enumerated() {
        for (row, item) in group.items.enumerated() {
          let position = TablePosition(section: section, row: row)
          if app.table.handlers.answer(.indentationLevel, at: position, on: view) != item.id {
            failures.append("\(position): another row's indentationLevel handler answers")
          }
        }
      }
      return failures
    }
  }
#endif
