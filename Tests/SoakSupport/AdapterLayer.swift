#if os(Linux)
  import Foundation
  import StandInReplay
  import TableHandlersCore
  import TableHandlersDeclarative
  import TableHandlersUIKit
  import UIKitStandIn

  /// A declared table shown by the UIKit adapter on the stand-in `UITableView`, in a window,
  /// with the stand-in's batch check on (UIKit's counts rule, its exception texts), against a
  /// plain copy of its model.
  ///
  /// Random declarations applied with `update(to:)` (now and then without animation, two while
  /// a batch animates, or an invalid one, which must be rejected and reach nothing), and a
  /// person's interactions through the table view's data source and delegate and the views
  /// they return, as UIKit calls them: taps, swipe-to-delete commits,
  /// drags, a row's control changed (a switch, segments, a slider, a stepper, a text field typed
  /// into or submitted, through its target-action), a swipe action's button (the
  /// `UIContextualAction` of the delegate's configuration) and a context-menu item (the
  /// `UIAction` of the delegate's `UIContextMenuConfiguration`), whose handlers change the model
  /// and declare it again from inside UIKit's callback. After each operation
  /// the layer lets time pass (the next turns of the run loop, the animations) so that every
  /// waiting update is applied.
  ///
  /// The table view is a screen high; the user scrolls it to random offsets
  /// (`tableViewScroll`), and a declaration checks the scroll anchor: the row at the top before
  /// it, if kept, is where it was, within the content's ends (the stand-in's layout).
  ///
  /// Checked after every operation: no inconsistent batch; the rows the table view shows,
  /// replayed from every edit it was told (`ShownRows`), are the reference's, with their
  /// current text; the handler that ran is the touched row's. Every full check also asks every
  /// row's own `indentationLevel` handler through the registry.
  ///
  /// Its handler-box bound is the declared layer's: the boxes the current declaration holds
  /// plus the table's own, counted once when the layer starts.
  @MainActor
  package final class AdapterLayer: SoakLayer {
    private var app: DeclaredApp?
    private var tableView: ReplayingTableView?
    private var shown = ShownRows<Int>(identity: { text in
      text.flatMap { Int($0.prefix { $0 != " " }) }
    })
    private var inconsistencies: [String] = []
    /// The runtime rules of UIKit's that the table view saw broken.
    private var ruleViolations: [String] = []
    /// The model a display callback declares the next time it runs.
    private var declareOnDisplay: DeclaredModel?
    private let runLoop = StandInRunLoop()
    /// The reference.
    package private(set) var reference = DeclaredModel()
    private var tableBoxes = 0
    /// The declarations the table rejected since the operation began.
    private var rejections: [String] = []
    /// Declared updates applied since the last check that moved a section whose rows changed,
    /// which the view takes in two batches (the rows, then the sections).
    private var stagedUpdates = 0

    /// An adapter layer; its table view is made with the first operation.
    package init() {}

    package var operations: [(kind: SoakOperation.Kind, weight: Int)] {
      [
        (.tableViewDeclare, 6), (.tableViewDeclareWhileAnimating, 2),
        (.tableViewDeclareInvalid, 1), (.tableViewDeclareWhileDisplaying, 2), (.tableViewTap, 3),
        (.tableViewSwipeToDelete, 2), (.tableViewDrag, 2), (.tableViewControl, 3),
        (.tableViewSwipeAction, 2), (.tableViewMenuItem, 2), (.tableViewScroll, 2),
      ]
    }

    package var handlerBoxBound: Int {
      guard app != nil else { return 0 }
      return tableBoxes + reference.declarationBoxes
    }

    package func tearDown() {
      tableView?.didRecord = nil
      tableView?.inconsistentUpdateHandler = nil
      tableView?.runtimeRuleHandler = nil
      tableView = nil
      app = nil
      runLoop.clear()
      inconsistencies = []
      ruleViolations = []
      stagedUpdates = 0
      declareOnDisplay = nil
      shown = ShownRows(identity: shown.identity)
      reference = DeclaredModel()
    }

    private func start() throws -> (DeclaredApp, ReplayingTableView) {
      if let app, let tableView { return (app, tableView) }
      let before = LiveHandlerBoxes.count
      let app = try DeclaredApp(model: DeclaredModel())
      // A display handler beside the declared ones, which declares the table again from inside
      // UIKit's layout when an operation asks it to, as an app's willDisplay handler may.
      app.table.handlers.on(.willDisplayCell, at: .table) { [weak self, unowned app] _ in
        guard let self, let model = declareOnDisplay else { return }
        declareOnDisplay = nil
        app.model = model
        app.table.update(to: app.declaration())
      }
      tableBoxes = LiveHandlerBoxes.count - before
      let tableView = ReplayingTableView()
      // A screen's height, so that an update can keep a row in place (`tableViewScroll`).
      tableView.frame = CGRect(x: 0, y: 0, width: 320, height: Self.screenHeight)
      tableView.standInMove(toWindow: UIWindow())
      tableView.inconsistentUpdateHandler = { [weak self] in self?.inconsistencies.append($0) }
      // UIKit's runtime rules, enforced: one broken is a failure, not a trap, so it shrinks.
      tableView.runtimeRuleHandler = { [weak self] in self?.ruleViolations.append("\($0)") }
      app.table.rejectedUpdateHandler = { [weak self] in self?.rejections.append("\($0)") }
      app.table.didApplyUpdate = { [weak self] diff in
        if diff.update.editsRowsInMovedSections { self?.stagedUpdates += 1 }
      }
      app.table.attach(to: tableView, animation: .fade)
      tableView.handlersNextTurn = { [runLoop] in runLoop.schedule($0) }
      tableView.layoutIfNeeded()
      shown.replay(tableView, from: 0)
      var replayed = tableView.recordedUpdates.count
      tableView.didRecord = { [weak self, unowned tableView] in
        self?.shown.replay(tableView, from: replayed)
        replayed = tableView.recordedUpdates.count
      }
      self.app = app
      self.tableView = tableView
      return (app, tableView)
    }

    /// The control a cell shows as its accessory view (a stepper inside its value label's view).
    private static func control(in cell: UITableViewCell) -> UIControl? {
      if let control = cell.accessoryView as? UIControl { return control }
      return cell.accessoryView?.subviews.lazy.compactMap { $0 as? UIControl }.first
    }

    /// The value a control shows.
    private static func value(of control: UIControl) -> RowControlValue? {
      switch control {
      case let toggle as UISwitch: return .toggle(toggle.isOn)
      case let segments as UISegmentedControl:
        let index = segments.selectedSegmentIndex
        return .segment(index == UISegmentedControl.noSegment ? nil : index)
      case let slider as UISlider: return .slider(Double(slider.value))
      case let stepper as UIStepper: return .stepper(stepper.value)
      case let field as UITextField: return .text(field.text ?? "")
      default: return nil
      }
    }

    /// Sets a control as a person's gesture does, and sends its actions as UIKit then does.
    private static func set(_ control: UIControl, to value: RowControlValue) {
      switch (control, value) {
      case (let toggle as UISwitch, .toggle(let isOn)):
        toggle.isOn = isOn
        toggle.userSendsActions(for: .valueChanged)
      case (let segments as UISegmentedControl, .segment(let index)):
        segments.selectedSegmentIndex = index ?? UISegmentedControl.noSegment
        segments.userSendsActions(for: .valueChanged)
      case (let slider as UISlider, .slider(let value)):
        slider.value = Float(value)
        slider.userSendsActions(for: .valueChanged)
      case (let stepper as UIStepper, .stepper(let value)):
        stepper.value = value
        stepper.userSendsActions(for: .valueChanged)
      case (let field as UITextField, .text(let text)):
        field.text = text
        field.userSendsActions(for: .editingChanged)
      default:
        preconditionFailure("soak: \(value) does not fit \(type(of: control))")
      }
    }

    /// Lets time pass until nothing waits: the next turns of the run loop, the animations.
    private func settle(_ tableView: UITableView) -> [String] {
      runLoop.settle(tableView) ? [] : ["the table view does not settle"]
    }

    /// The table view's height: a few rows, so that most tables scroll.
    static let screenHeight: CGFloat = 300

    /// The row at the top of the screen and how far below the content offset its top is,
    /// by the stand-in's layout, before an update.
    private func anchoredRow(_ tableView: UITableView) -> (id: Int, distance: CGFloat)? {
      let top = tableView.contentOffset.y + tableView.adjustedContentInset.top
      guard let path = tableView.indexPathForRow(at: CGPoint(x: 0, y: top)),
        reference.positions.contains(TablePosition(path))
      else { return nil }
      let id = reference.item(at: TablePosition(path)).id
      return (id, tableView.rectForRow(at: path).minY - tableView.contentOffset.y)
    }

    /// The scroll-anchor rule (`DeclaredTable.scrollAnchor`, first visible row): the row at the
    /// top before an update, if the update kept it, is as far below the content offset as it
    /// was, unless that offset is beyond the content's ends, where the offset stops.
    private func anchorKept(_ anchor: (id: Int, distance: CGFloat)?, _ tableView: UITableView)
      -> [String]
    {
      guard let anchor, let position = reference.position(of: anchor.id) else { return [] }
      let inset = tableView.adjustedContentInset
      let lowest = -inset.top
      let highest = max(
        lowest, tableView.contentSize.height + inset.bottom - tableView.bounds.height)
      let top = tableView.rectForRow(at: IndexPath(position)).minY
      let expected = min(max(top - anchor.distance, lowest), highest)
      guard abs(tableView.contentOffset.y - expected) > 0.5 else { return [] }
      return [
        "row \(anchor.id) was \(anchor.distance) below the offset; the update put the offset at"
          + " \(tableView.contentOffset.y), want \(expected)"
      ]
    }

    package func perform(_ operation: SoakOperation, coverage: inout SoakCoverage) -> [String] {
      let (app, tableView): (DeclaredApp, ReplayingTableView)
      do {
        (app, tableView) = try start()
      } catch {
        return ["the empty declaration was rejected: \(error)"]
      }
      var draw = Draw(operation.bits)
      let kind = operation.kind
      coverage.exercised[kind.rawValue] += 1
      app.calls = []
      var failures: [String] = []
      switch kind {
      case .tableViewDeclare:
        let anchor = anchoredRow(tableView)
        reference = reference.edited(&draw)
        app.model = reference
        let batches = tableView.recordedUpdates.count
        app.table.update(to: app.declaration(), animated: !draw.chance(10))
        failures += settle(tableView)
        // An update that changed nothing on the table view moves nothing.
        if tableView.recordedUpdates.count > batches { failures += anchorKept(anchor, tableView) }
        coverage.checked[kind.rawValue] += 1
        return failures
      case .tableViewScroll:
        // The user scrolls to another offset, within the content's ends.
        let highest = max(0, tableView.contentSize.height - tableView.bounds.height)
        tableView.contentOffset.y = CGFloat(draw.below(Int(highest) + 1))
        coverage.checked[kind.rawValue] += 1
        return []
      case .tableViewDeclareInvalid:
        // Through the path an app on UIKit uses: `update(to:)`, the rejection reported to
        // `rejectedUpdateHandler`, at once even while a batch animates; nothing reaches the
        // table view.
        guard let invalid = app.invalidDeclaration(&draw) else { return [] }
        let animating = draw.chance(50)
        tableView.animatesBatchUpdates = animating
        if animating {
          reference = reference.edited(&draw)
          app.model = reference
          app.table.update(to: app.declaration())
        }
        rejections = []
        let before = tableView.recordedUpdates.count
        app.table.update(to: invalid)
        tableView.animatesBatchUpdates = false
        if rejections.count != 1 {
          failures.append("an invalid declaration gave \(rejections.count) rejections, want 1")
        }
        if tableView.recordedUpdates.count != before {
          failures.append("an invalid declaration reached the table view")
        }
        failures += settle(tableView)
        coverage.checked[kind.rawValue] += 1
        return failures
      case .tableViewDeclareWhileDisplaying:
        // A row comes on screen and its display handler declares a random edit: the update
        // waits until UIKit's layout has returned, then applies as any other.
        let positions = reference.positions
        guard !positions.isEmpty else { return [] }
        let position = positions[draw.below(positions.count)]
        reference = reference.edited(&draw)
        declareOnDisplay = reference
        tableView.displayRow(at: IndexPath(row: position.row, section: position.section))
        if declareOnDisplay != nil { failures.append("the display handler did not run") }
        failures += settle(tableView)
        coverage.checked[kind.rawValue] += 1
        return failures
      case .tableViewDeclareWhileAnimating:
        tableView.animatesBatchUpdates = true
        for _ in 0..<2 {
          reference = reference.edited(&draw)
          app.model = reference
          app.table.update(to: app.declaration())
        }
        tableView.animatesBatchUpdates = false
        failures += settle(tableView)
        coverage.checked[kind.rawValue] += 1
        return failures
      default:
        break
      }
      let positions = reference.positions
      guard !positions.isEmpty else { return [] }
      let position = positions[draw.below(positions.count)]
      let path = IndexPath(row: position.row, section: position.section)
      let item = reference.item(at: position)
      var expected: [HandlerCall] = []
      switch kind {
      case .tableViewTap:
        if let delegate = tableView.delegate {
          tableView.send(.didSelectRow(at: path), to: delegate)
        }
        if item.selects {
          expected.append(HandlerCall(id: item.id, event: "didSelectRow", position: position))
          reference.change(position) { $0.taps += 1 }
        }
      case .tableViewSwipeToDelete:
        // UIKit offers the swipe only on rows someone commits for.
        guard item.deletable else { return [] }
        if !tableView.userCommits(.delete, forRowAt: path) {
          failures.append("\(position): the data source takes no commit")
        }
        expected.append(HandlerCall(id: item.id, event: "commitEditing", position: position))
        reference.remove(position)
      case .tableViewControl:
        // The row's cell as UIKit shows it, and its control changed by the user: the value set
        // and the control's actions sent, as UIKit does for a gesture.
        let cell = tableView.displayRow(at: path)
        let control = Self.control(in: cell)
        if (control != nil) != (item.control != nil) {
          failures.append("\(position): a control \(control != nil), want \(item.control != nil)")
        }
        guard let control else { break }
        if let field = control as? UITextField, draw.chance(33) {
          field.userSendsActions(for: .editingDidEndOnExit)
          expected.append(HandlerCall(id: item.id, event: "textFieldDidSubmit", position: nil))
          reference.change(position) { $0.submits += 1 }
        } else if let value = item.drawnControlValue(&draw) {
          Self.set(control, to: value)
          expected.append(HandlerCall(id: item.id, event: "controlValueChanged", position: nil))
          reference.change(position) { $0.take(value) }
        }
        failures += settle(tableView)
        // The model wins: the control shows the model's value, a refused change sprung back.
        if let now = reference.position(of: item.id) {
          let want = reference.item(at: now).controlValue
          let shown = Self.value(of: control)
          if shown != want {
            failures.append(
              "\(position)'s control shows \(String(describing: shown)),"
                + " want \(String(describing: want))")
          }
        }
      case .tableViewSwipeAction:
        // The row swiped open as UIKit does (the delegate's configuration for the edge), then
        // the action's button tapped or, one time in three, the row swiped all the way (the
        // first action, the only one here).
        let leading = draw.chance(50)
        let swipe = tableView.swipeRow(at: path, from: leading ? .leading : .trailing)
        let title = leading ? "Flag" : "Delete"
        let full = draw.chance(33)
        let ran = (full ? swipe?.fullSwipe() : swipe?.tap(title)) ?? false
        let offered = leading ? item.leading : item.trailing
        if ran != offered {
          failures.append(
            "\(position): \(full ? "a full swipe" : title) ran \(ran), want \(offered)")
        }
        guard ran, let swipe else { break }
        expected.append(
          HandlerCall(
            id: item.id, event: leading ? "leadingSwipeActions" : "trailingSwipeActions",
            position: position))
        if leading {
          reference.change(position) { $0.flagged.toggle() }
        } else {
          reference.remove(position)
        }
        failures += settle(tableView)
        // Performed, and for the destructive one only once its row has left; the row closed.
        if swipe.completionResults != [true] || swipe.isOpen {
          failures.append(
            "\(title) at \(position) completed \(swipe.completionResults), want [true]")
        }
      case .tableViewMenuItem:
        let configuration: UIContextMenuConfiguration? = tableView.delegate.flatMap {
          tableView.send(.contextMenuConfiguration(at: path, point: .zero), to: $0)
        }
        let menu = configuration?.openMenu()
        if (menu != nil) != item.menu {
          failures.append("\(position): a menu \(menu != nil), want \(item.menu)")
        }
        guard let menu else { break }
        let rename = draw.chance(50)
        let title = rename ? "Rename" : "Remove"
        guard
          let chosen = menu.children.lazy.compactMap({ $0 as? UIAction }).first(where: {
            $0.title == title
          }), chosen.choose()
        else {
          failures.append("\(position): no \(title) to choose in the menu")
          break
        }
        expected.append(
          HandlerCall(id: item.id, event: "contextMenu", position: rename ? nil : position))
        if rename {
          reference.change(position) { $0.renames += 1 }
        } else {
          reference.remove(position)
        }
      default:
        // A drag: UIKit lets the user pick up only rows that can move, and drop them anywhere.
        guard item.movable else { return [] }
        var counts = reference.shown.map(\.items.count)
        counts[position.section] -= 1
        let section = draw.below(counts.count)
        let target = TablePosition(section: section, row: draw.below(counts[section] + 1))
        let destination = IndexPath(row: target.row, section: target.section)
        tableView.userMovesRow(at: path, to: destination)
        shown.userMoved(from: path, to: destination)
        expected.append(HandlerCall(id: item.id, event: "moveRow", position: position))
        reference.move(from: position, to: target)
      }
      failures += settle(tableView)
      coverage.checked[kind.rawValue] += 1
      for call in expected { coverage.asked["tableView " + call.event, default: 0] += 1 }
      if app.calls != expected {
        failures.append("\(kind.name) at \(position): handlers ran \(app.calls), want \(expected)")
      } else {
        for call in expected { coverage.askedChecked["tableView " + call.event, default: 0] += 1 }
      }
      return failures
    }

    package func check(full: Bool, coverage: inout SoakCoverage) -> [String] {
      guard let app, let tableView else { return [] }
      var failures = inconsistencies.map { "inconsistent batch: \($0)" }
      failures += ruleViolations.map { "UIKit runtime rule broken: \($0)" }
      failures += shown.failures.map { "replaying the table view: \($0)" }
      if app.model != reference { failures.append("the app's model differs from the reference") }
      let want = reference.shown.map { $0.items.map(\.text) }
      let got = shown.sections.map { $0.map { $0.text ?? "?" } }
      if got != want { failures.append("the table view shows \(got), want \(want)") }
      // Each staged update was checked as any other: its batches against the device rules and
      // UIKit's counts, its rows replayed.
      let staged = "tableView declared update shown in two batches"
      coverage.asked[staged, default: 0] += stagedUpdates
      if failures.isEmpty { coverage.askedChecked[staged, default: 0] += stagedUpdates }
      stagedUpdates = 0
      guard full, failures.isEmpty else { return failures }
      for (section, group) in reference.shown.enumerated() {
        for (row, item) in group.items.enumerated() {
          let position = TablePosition(section: section, row: row)
          if app.table.handlers.answer(.indentationLevel, at: position, on: tableView) != item.id {
            failures.append("\(position): another row's indentationLevel handler answers")
          }
        }
      }
      return failures
    }
  }
#endif
