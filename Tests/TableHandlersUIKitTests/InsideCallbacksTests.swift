#if os(Linux)
  import Foundation
  import StandInDoubles
  import StandInReplay
  import TableHandlersCore
  import TableHandlersDeclarative
  import Testing
  import UIKitStandIn

  @testable import TableHandlersUIKit

  /// The UIKit callbacks in which an app or a handler re-declares a table.
  enum InsideCallback: String, CaseIterable, Sendable {
    case cell, height, estimatedHeight, willDisplay, didEndDisplaying, select, commit, swipe
    case menu, control, batchCompletion
  }

  /// Who re-declares the table inside the callback.
  enum Redeclarer: String, CaseIterable, Sendable {
    /// A handler registered on the declared table's registry, or the declared row's own.
    case handler
    /// The app's own delegate or data source, asked before the handlers.
    case app
  }

  /// A screen whose model changes, and whose table is declared again, from inside one UIKit
  /// callback at a time: by the app's own delegate and data source, or by handlers.
  @MainActor
  final class CallbackScreen {
    var items: [Int] = [0, 1, 2, 3]
    let tableView = UITableView()
    let runLoop = StandInRunLoop()
    var table: DeclaredTable<String, Int>!
    /// The callback that changes the model, and who changes it there.
    var trigger: (InsideCallback, Redeclarer)?
    /// How many times the model was changed.
    private(set) var changes = 0
    var violations: [StandInRuntimeRuleViolation] = []
    var inconsistencies: [String] = []
    private var next = 100
    /// The app's own data source and delegate, each of whose members may change the model.
    let app = StubApp()

    init(trigger: (InsideCallback, Redeclarer)) {
      table = try? DeclaredTable(declaration: declaration())
      tableView.standInMove(toWindow: UIWindow())
      tableView.runtimeRuleHandler = { [unowned self] in violations.append($0) }
      tableView.inconsistentUpdateHandler = { [unowned self] in inconsistencies.append($0) }
      registerHandlers()
      if trigger == (.cell, .handler) {
        // A cell handler for every row, which wins over the declared content at the same reach.
        table.handlers.onCell(UITableViewCell.self, at: .table, reuseIdentifier: "plain") {
          [unowned self] cell, call in
          fire(.cell, .handler)
          cell.textLabel?.text = "item \(table.rowID(at: call.position) ?? -1)"
        }
      }
      answerAsTheApp()
      table.attach(to: tableView, dataSource: app, delegate: app)
      tableView.handlersNextTurn = { [runLoop] in runLoop.schedule($0) }
      tableView.layoutIfNeeded()
      for row in 0..<3 { tableView.displayRow(at: IndexPath(row: row, section: 0)) }
      self.trigger = trigger
    }

    /// The model as a table: every row selectable, deletable, swipeable, with a menu and a
    /// switch, each of whose handlers may change the model.
    func declaration() -> TableDeclaration<String, Int> {
      TableDeclaration {
        Section("items") {
          for item in items {
            Row(item, text: "item \(item)")
              .onSelect { [unowned self] _ in fire(.select, .handler) }
              .onDelete { [unowned self] _ in fire(.commit, .handler) }
              // The builders capture the screen unowned too: an inner closure's capture list
              // makes the builder that contains it capture the screen, strongly by default.
              .swipeActions { [unowned self] in
                SwipeAction(title: "Change") { [unowned self] _, done in
                  fire(.swipe, .handler)
                  done(true)
                }
              }
              .contextMenu { [unowned self] in
                RowMenuAction(title: "Change") { [unowned self] in fire(.menu, .handler) }
              }
              .toggle(isOn: false) { [unowned self] _ in fire(.control, .handler) }
          }
        }
      }
    }

    /// Handlers for the layout callbacks, beside the declared ones.
    private func registerHandlers() {
      let handlers = table.handlers
      handlers.on(.heightForRow, at: .table) { [unowned self] _ in
        fire(.height, .handler)
        return 44
      }
      handlers.on(.estimatedHeightForRow, at: .table) { [unowned self] _ in
        fire(.estimatedHeight, .handler)
        return 44
      }
      handlers.on(.willDisplayCell, at: .table) { [unowned self] _ in fire(.willDisplay, .handler) }
      handlers.on(.didEndDisplayingCell, at: .table) { [unowned self] _ in
        fire(.didEndDisplaying, .handler)
      }
      table.didApplyUpdate = { [unowned self] _ in fire(.batchCompletion, .handler) }
    }

    /// Changes the model and declares the table again when `callback` is the trigger for
    /// `who`, once.
    func fire(_ callback: InsideCallback, _ who: Redeclarer) {
      guard let trigger, trigger == (callback, who) else { return }
      self.trigger = nil
      changes += 1
      items.removeFirst()
      items.append(next)
      next += 1
      table.update(to: declaration())
    }

    // MARK: The app's data source and delegate

    /// The app's members: the rows, the cells, the commits, the heights, the display
    /// notifications and the selection, each of which may change the model.
    private func answerAsTheApp() {
      app.numberOfRows = { [unowned self] _, _ in items.count }
      app.cellForRow = { [unowned self] _, _ in
        fire(.cell, .app)
        return UITableViewCell(style: .default, reuseIdentifier: nil)
      }
      app.commitEditing = { [unowned self] _, _, _ in fire(.commit, .app) }
      app.heightForRow = { [unowned self] _, _ in
        fire(.height, .app)
        return 44
      }
      app.estimatedHeightForRow = { [unowned self] _, _ in
        fire(.estimatedHeight, .app)
        return 44
      }
      app.willDisplayCell = { [unowned self] _, _, _ in fire(.willDisplay, .app) }
      app.didEndDisplayingCell = { [unowned self] _, _, _ in fire(.didEndDisplaying, .app) }
      app.didSelectRow = { [unowned self] _, _ in fire(.select, .app) }
    }
  }

  /// Handlers, the app's own objects and declared updates run inside every per-row callback the
  /// adapter serves, and in batch completions, with the stand-in's runtime rules enforced: no
  /// rule is broken, no batch is inconsistent, and the table ends showing the model.
  @MainActor
  @Suite("Declared updates from inside UIKit's callbacks")
  struct InsideCallbacksTests {
    /// Nothing the adapter or the declared table keeps holds the screen, its table view or its
    /// declared table once the screen is gone (the handlers capture the screen unowned).
    @Test func theScreenAndItsTableAreReleased() {
      weak var screen: CallbackScreen?
      weak var tableView: UITableView?
      weak var table: DeclaredTable<String, Int>?
      do {
        let shown = CallbackScreen(trigger: (.select, .app))
        shown.tableView.send(
          .didSelectRow(at: IndexPath(row: 0, section: 0)), to: shown.tableView.delegate!)
        #expect(shown.runLoop.settle(shown.tableView))
        screen = shown
        tableView = shown.tableView
        table = shown.table
      }
      #expect(screen == nil)
      #expect(tableView == nil)
      #expect(table == nil)
    }

    nonisolated static let cases: [(InsideCallback, Redeclarer)] = InsideCallback.allCases.flatMap {
      callback in
      Redeclarer.allCases.compactMap { who in
        // The app's objects are not told of menus, swipe actions, controls or the declared
        // table's completions, which are the declaration's own, and its data source is not
        // asked for the cells of declared rows.
        switch (callback, who) {
        case (.swipe, .app), (.menu, .app), (.control, .app), (.batchCompletion, .app),
          (.cell, .app):
          nil
        default: (callback, who)
        }
      }
    }

    @Test(arguments: cases)
    func aRedeclarationInsideACallbackBreaksNoRule(callback: InsideCallback, who: Redeclarer)
      throws
    {
      let screen = CallbackScreen(trigger: (callback, who))
      let tableView = screen.tableView
      let path = IndexPath(row: 1, section: 0)
      tableView.animatesBatchUpdates = callback == .batchCompletion
      switch callback {
      case .cell, .height, .willDisplay:
        tableView.displayRow(at: IndexPath(row: 3, section: 0))
      case .estimatedHeight:
        // UIKit asks the estimates of every row as it reloads (an order observed on devices,
        // not documented), not while it lays out the shown cells.
        tableView.send(.estimatedHeightForRow(at: path), to: tableView.delegate!)
      case .didEndDisplaying:
        tableView.endDisplayingRow(at: path)
      case .select:
        tableView.send(.didSelectRow(at: path), to: tableView.delegate!)
      case .commit:
        #expect(tableView.userCommits(.delete, forRowAt: path))
      case .swipe:
        let swipe = try #require(tableView.swipeRow(at: path, from: .trailing))
        #expect(swipe.tap("Change"))
      case .menu:
        let configuration: UIContextMenuConfiguration? = tableView.send(
          .contextMenuConfiguration(at: path, point: .zero), to: tableView.delegate!)
        let item = try #require(configuration?.openMenu()?.children.first as? UIAction)
        #expect(item.choose())
      case .control:
        let control = try #require(tableView.cellForRow(at: path)?.accessoryView as? UISwitch)
        control.isOn = true
        #expect(control.userSendsActions(for: .valueChanged))
      case .batchCompletion:
        screen.items.append(99)
        screen.table.update(to: screen.declaration())
      }
      #expect(screen.runLoop.settle(tableView))
      tableView.animatesBatchUpdates = false
      #expect(screen.changes == 1, "the callback ran and changed the model")
      #expect(screen.violations.isEmpty, "\(screen.violations)")
      #expect(screen.inconsistencies.isEmpty, "\(screen.inconsistencies)")
      #expect(screen.table.sections.first?.rows.map(\.id) == screen.items)
      #expect(
        tableView.send(.numberOfRows(section: 0), to: tableView.dataSource!)
          == screen.items.count)
    }
  }
#endif
