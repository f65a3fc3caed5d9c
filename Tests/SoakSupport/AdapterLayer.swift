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
    /// The state, the operations and the checks it shares with the list adapter layer.
    private let core = AdapterLayerCore<ReplayingTableView>()
    /// The model a display callback declares the next time it runs.
    private var declareOnDisplay: DeclaredModel?

    /// The reference.
    package var reference: DeclaredModel { core.reference }

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

    package var handlerBoxBound: Int { core.handlerBoxBound }

    package func tearDown() {
      core.tearDown()
      declareOnDisplay = nil
    }

    private func start() throws -> (DeclaredApp, ReplayingTableView) {
      try core.start(
        ReplayingTableView.init,
        register: { app in
          // A display handler beside the declared ones, which declares the table again from
          // inside UIKit's layout when an operation asks it to, as an app's willDisplay handler
          // may.
          app.table.handlers.on(.willDisplayCell, at: .table) { [weak self, unowned app] _ in
            guard let self, let model = declareOnDisplay else { return }
            declareOnDisplay = nil
            app.model = model
            app.table.update(to: app.declaration())
          }
        },
        attach: { app, tableView in
          // A screen's height, so that an update can keep a row in place (`tableViewScroll`).
          tableView.frame = CGRect(x: 0, y: 0, width: 320, height: Self.screenHeight)
          app.table.attach(to: tableView, animation: .fade)
          tableView.handlersNextTurn = { [runLoop = core.runLoop] in runLoop.schedule($0) }
          tableView.layoutIfNeeded()
        })
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

    /// The table view's height: a few rows, so that most tables scroll.
    static let screenHeight: CGFloat = 300

    /// The row at the top of the screen and how far below the content offset its top is,
    /// by the stand-in's layout, before an update.
    private func anchoredRow(_ tableView: UITableView) -> (id: Int, distance: CGFloat)? {
      let top = tableView.contentOffset.y + tableView.adjustedContentInset.top
      guard let path = tableView.indexPathForRow(at: CGPoint(x: 0, y: top)),
        core.reference.positions.contains(TablePosition(path))
      else { return nil }
      let id = core.reference.item(at: TablePosition(path)).id
      return (id, tableView.rectForRow(at: path).minY - tableView.contentOffset.y)
    }

    /// The scroll-anchor rule (`DeclaredTable.scrollAnchor`, first visible row): the row at the
    /// top before an update, if the update kept it, is as far below the content offset as it
    /// was, unless that offset is beyond the content's ends, where the offset stops.
    private func anchorKept(_ anchor: (id: Int, distance: CGFloat)?, _ tableView: UITableView)
      -> [String]
    {
      guard let anchor, let position = core.reference.position(of: anchor.id) else { return [] }
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
        let batches = tableView.recordedUpdates.count
        core.declare(app, &draw)
        failures += core.settle(tableView)
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
        guard let invalid = core.declareInvalid(app, tableView, &draw) else { return [] }
        coverage.checked[kind.rawValue] += 1
        return invalid
      case .tableViewDeclareWhileDisplaying:
        // A row comes on screen and its display handler declares a random edit: the update
        // waits until UIKit's layout has returned, then applies as any other.
        let positions = core.reference.positions
        guard !positions.isEmpty else { return [] }
        let position = positions[draw.below(positions.count)]
        core.reference = core.reference.edited(&draw)
        declareOnDisplay = core.reference
        tableView.displayRow(at: IndexPath(row: position.row, section: position.section))
        if declareOnDisplay != nil { failures.append("the display handler did not run") }
        failures += core.settle(tableView)
        coverage.checked[kind.rawValue] += 1
        return failures
      case .tableViewDeclareWhileAnimating:
        failures += core.declareWhileAnimating(app, tableView, &draw)
        coverage.checked[kind.rawValue] += 1
        return failures
      default:
        break
      }
      let positions = core.reference.positions
      guard !positions.isEmpty else { return [] }
      let position = positions[draw.below(positions.count)]
      let path = IndexPath(row: position.row, section: position.section)
      let item = core.reference.item(at: position)
      var expected: [HandlerCall] = []
      switch kind {
      case .tableViewTap:
        if let delegate = tableView.delegate {
          tableView.send(.didSelectRow(at: path), to: delegate)
        }
        if item.selects {
          expected.append(HandlerCall(id: item.id, event: "didSelectRow", position: position))
          core.reference.change(position) { $0.taps += 1 }
        }
      case .tableViewSwipeToDelete:
        // UIKit offers the swipe only on rows someone commits for.
        guard item.deletable else { return [] }
        if !tableView.userCommits(.delete, forRowAt: path) {
          failures.append("\(position): the data source takes no commit")
        }
        expected.append(HandlerCall(id: item.id, event: "commitEditing", position: position))
        core.reference.remove(position)
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
          core.reference.change(position) { $0.submits += 1 }
        } else if let value = item.drawnControlValue(&draw) {
          Self.set(control, to: value)
          expected.append(HandlerCall(id: item.id, event: "controlValueChanged", position: nil))
          core.reference.change(position) { $0.take(value) }
        }
        failures += core.settle(tableView)
        // The model wins: the control shows the model's value, a refused change sprung back.
        if let now = core.reference.position(of: item.id) {
          let want = core.reference.item(at: now).controlValue
          let shown = Self.value(of: control)
          if shown != want {
            failures.append(
              "\(position)'s control shows \(String(describing: shown)),"
                + " want \(String(describing: want))")
          }
        }
      case .tableViewSwipeAction:
        // The row swiped open as UIKit does (the delegate's configuration for the edge).
        let leading = draw.chance(50)
        let swipe = tableView.swipeRow(at: path, from: leading ? .leading : .trailing)
        failures += core.swipeAction(
          swipe, leading: leading, at: position, tableView, &draw, expected: &expected)
      case .tableViewMenuItem:
        let configuration: UIContextMenuConfiguration? = tableView.delegate.flatMap {
          tableView.send(.contextMenuConfiguration(at: path, point: .zero), to: $0)
        }
        failures += core.chooseMenuItem(
          configuration?.openMenu(), at: position, &draw, expected: &expected)
      default:
        // A drag: UIKit lets the user pick up only rows that can move, and drop them anywhere.
        guard item.movable else { return [] }
        var counts = core.reference.shown.map(\.items.count)
        counts[position.section] -= 1
        let section = draw.below(counts.count)
        let target = TablePosition(section: section, row: draw.below(counts[section] + 1))
        let destination = IndexPath(row: target.row, section: target.section)
        tableView.userMovesRow(at: path, to: destination)
        core.shown.userMoved(from: path, to: destination)
        expected.append(HandlerCall(id: item.id, event: "moveRow", position: position))
        core.reference.move(from: position, to: target)
      }
      return failures
        + core.finish(kind, at: position, expected: expected, app, tableView, coverage: &coverage)
    }

    package func check(full: Bool, coverage: inout SoakCoverage) -> [String] {
      core.check(full: full, coverage: &coverage)
    }
  }
#endif
