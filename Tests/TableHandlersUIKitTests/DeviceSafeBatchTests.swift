#if os(Linux)
  import Foundation
  import RegistryReferenceModel
  import StandInReplay
  import TableHandlersCore
  import TableHandlersDeclarative
  import TableHandlersTesting
  import TestSupport
  import Testing
  import UIKitStandIn

  @testable import TableHandlersUIKit

  /// Updates that move a section whose rows change, which devices do not survive in one batch:
  /// a declared table shows them in two batches (the rows, then the sections), an app's own
  /// update through the view is told as one batch with the section deleted and inserted; on a
  /// table view and on a list, with the stand-in's device rules on, its handler recording every
  /// break instead of stopping.
  @MainActor
  @Suite("Batches a device survives")
  struct DeviceSafeBatchTests {
    enum HostKind: String, CaseIterable, CustomTestStringConvertible {
      case tableView, list
      var testDescription: String { rawValue }
    }

    /// A row of the model: its identifier (also its text), and its children, if any.
    struct ModelRow: Hashable {
      var id: String
      var children: [String] = []
    }

    /// A section of the model.
    struct ModelSection: Hashable {
      var id: String
      var rows: [ModelRow]
    }

    /// A stand-in view of either kind in a window, allowing multiple selection, that records
    /// the rules broken and replays what it was told by identity.
    @MainActor
    final class StandInView {
      let kind: HostKind
      let tableView = ReplayingTableView()
      let list = ReplayingCollectionView()
      /// The runtime rules broken and the inconsistent batches, as the stand-in reported them.
      var violations: [String] = []
      var shown = ShownRows<String>(identity: { $0 })
      private var replayed = 0

      init(_ kind: HostKind) {
        self.kind = kind
        switch kind {
        case .tableView:
          tableView.standInMove(toWindow: UIWindow())
          tableView.allowsMultipleSelection = true
          tableView.runtimeRuleHandler = { [unowned self] in violations.append("\($0)") }
          tableView.inconsistentUpdateHandler = { [unowned self] in violations.append($0) }
        case .list:
          list.standInMove(toWindow: UIWindow())
          list.allowsMultipleSelection = true
          list.runtimeRuleHandler = { [unowned self] in violations.append("\($0)") }
          list.inconsistentUpdateHandler = { [unowned self] in violations.append($0) }
        }
      }

      /// The view, as handlers get it.
      var host: any TableHost { kind == .tableView ? tableView : list }

      /// Replays what the view was told so far, and from now on each update as it completes.
      func startReplaying() {
        replay()
        tableView.didRecord = { [unowned self] in replay() }
        list.didRecord = { [unowned self] in replay() }
      }

      private func replay() {
        switch kind {
        case .tableView:
          shown.replay(tableView, from: replayed)
          replayed = tableView.recordedUpdates.count
        case .list:
          shown.replay(list, from: replayed)
          replayed = list.recordedUpdates.count
        }
      }

      /// The rows shown, by identity.
      var shownIDs: [[String]] { shown.sections.map { $0.map { $0.id ?? "?" } } }

      /// Every update the view was told, in the table's words.
      var log: [String] {
        switch kind {
        case .tableView: return tableView.updateLog
        case .list: return list.recordedUpdates.map(\.tableEquivalent.logEntry)
        }
      }

      /// The rows the view shows selected.
      var selected: Set<IndexPath> {
        Set(
          (kind == .tableView
            ? tableView.indexPathsForSelectedRows : list.indexPathsForSelectedItems) ?? [])
      }

      /// Selects a row as an app's code does.
      func select(_ path: IndexPath) {
        switch kind {
        case .tableView: tableView.selectRow(at: path, animated: false, scrollPosition: .none)
        case .list: list.selectItem(at: path, animated: false, scrollPosition: [])
        }
      }

      /// Tells the view's delegate a row was selected.
      func tap(_ path: IndexPath) {
        switch kind {
        case .tableView: tableView.send(.didSelectRow(at: path), to: tableView.delegate!)
        case .list: list.send(.didSelectItem(at: path), to: list.delegate!)
        }
      }

      /// Lets time pass: the next turns of the run loop and the animations.
      func settle(_ runLoop: StandInRunLoop) {
        if kind == .tableView {
          runLoop.settle(tableView)
        } else {
          runLoop.settle(list)
        }
      }
    }

    /// A declared screen of sections and rows named by strings, on a stand-in view of either
    /// kind.
    @MainActor
    final class Screen {
      var model: [ModelSection]
      let declared: DeclaredTable<String, String>
      let view: StandInView
      /// The rows whose own selection handler ran, in order.
      var tapped: [String] = []
      let runLoop = StandInRunLoop()

      init(_ model: [ModelSection], on kind: HostKind) throws {
        self.model = model
        view = StandInView(kind)
        declared = try DeclaredTable(declaration: TableDeclaration())
        declared.rejectedUpdateHandler = { Issue.record("rejected: \($0)") }
        declared.update(to: declaration())
        switch kind {
        case .tableView:
          declared.attach(to: view.tableView, animation: .fade)
          view.tableView.handlersNextTurn = { [runLoop] in runLoop.schedule($0) }
          view.tableView.layoutIfNeeded()
        case .list:
          declared.attach(to: view.list, appearance: .insetGrouped)
          view.list.handlersNextTurn = { [runLoop] in runLoop.schedule($0) }
        }
        view.startReplaying()
      }

      func declaration() -> TableDeclaration<String, String> {
        TableDeclaration(
          sections: model.map { section in
            Section(section.id, header: section.id, rows: section.rows.map(row))
          })
      }

      private func row(_ row: ModelRow) -> Row<String> {
        let declared = Row(row.id, text: row.id).onSelect { [unowned self] _ in
          tapped.append(row.id)
        }
        guard !row.children.isEmpty else { return declared }
        return declared.children(expanded: true) {
          for child in row.children {
            Row(child, text: child).onSelect { [unowned self] _ in tapped.append(child) }
          }
        }
      }

      /// Changes the model, declares it again and lets time pass.
      func set(_ model: [ModelSection]) {
        self.model = model
        declared.update(to: declaration())
        view.settle(runLoop)
      }

      /// The batches the view was told since `start` in its log, each as its edits.
      func batches(since start: Int) -> [[String]] {
        var batches: [[String]] = []
        var current: [String]?
        for line in view.log[start...] {
          switch line {
          case "performBatchUpdates begin": current = []
          case "performBatchUpdates end":
            if let current { batches.append(current) }
            current = nil
          default: current?.append(line)
          }
        }
        return batches
      }

      /// The rows the model shows, by section: expanded rows' children after them.
      var expected: [[String]] {
        model.map { section in
          section.rows.flatMap { [$0.id] + $0.children }
        }
      }

      /// Taps every row through the view's delegate; returns the rows whose handler ran.
      func tapEveryRow() -> [String] {
        tapped = []
        for (section, rows) in expected.enumerated() {
          for row in rows.indices { view.tap(IndexPath(row: row, section: section)) }
        }
        return tapped
      }
    }

    static func section(_ id: String, _ rows: String...) -> ModelSection {
      ModelSection(id: id, rows: rows.map { ModelRow(id: $0) })
    }

    func check(_ screen: Screen, _ comment: Comment? = nil) {
      #expect(screen.view.violations.isEmpty, comment)
      #expect(screen.view.shown.failures.isEmpty, comment)
      #expect(screen.view.shownIDs == screen.expected, comment)
      #expect(screen.tapEveryRow() == screen.expected.flatMap { $0 }, comment)
    }

    @Test(arguments: HostKind.allCases)
    func rowsEditedInASectionThatMovesAreShownBeforeTheSectionMoves(kind: HostKind) throws {
      let screen = try Screen(
        [Self.section("A", "a1", "a2"), Self.section("B", "b1", "b2")], on: kind)
      screen.declared.selection = ["b1", "a2"]
      let start = screen.view.log.count
      screen.set([Self.section("B", "b0", "b1"), Self.section("A", "a1", "a2")])
      // One batch would be "move section 1 to 0; delete row 1.1; insert row 0.0".
      #expect(
        screen.batches(since: start) == [
          ["deleteRows [1.1]", "insertRows [1.0]"], ["moveSection 1 -> 0"],
        ])
      check(screen)
      #expect(screen.declared.selection == ["b1", "a2"])
      #expect(
        screen.view.selected == [IndexPath(row: 1, section: 0), IndexPath(row: 1, section: 1)])
    }

    @Test(arguments: HostKind.allCases)
    func rowsMovedBetweenSectionsThatSwapAreMovedBeforeTheSections(kind: HostKind) throws {
      let screen = try Screen(
        [Self.section("A", "a1", "a2"), Self.section("B", "b1", "b2")], on: kind)
      screen.declared.selection = ["a2"]
      let start = screen.view.log.count
      // One batch would be "move section 1 to 0; move rows 0.1 to 0.1, 1.1 to 1.1".
      screen.set([Self.section("B", "b1", "a2"), Self.section("A", "a1", "b2")])
      #expect(
        screen.batches(since: start) == [
          ["moveRow 1.1 -> 0.1", "moveRow 0.1 -> 1.1"], ["moveSection 1 -> 0"],
        ])
      check(screen)
      #expect(screen.declared.selection == ["a2"])
    }

    @Test(arguments: HostKind.allCases)
    func anExpandedRowKeepsItsChildrenThroughAStagedUpdate(kind: HostKind) throws {
      var folder = Self.section("B", "b1", "b2")
      folder.rows[0].children = ["c1", "c2"]
      let screen = try Screen([Self.section("A", "a1"), folder], on: kind)
      #expect(screen.declared.isExpanded("b1"))
      folder.rows.insert(ModelRow(id: "b0"), at: 0)
      screen.set([folder, Self.section("A", "a1", "a2")])
      check(screen)
      #expect(screen.declared.isExpanded("b1"))
      #expect(screen.expected == [["b0", "b1", "c1", "c2", "b2"], ["a1", "a2"]])
    }

    @Test(arguments: HostKind.allCases)
    func aSectionMoveAloneIsStillOneBatch(kind: HostKind) throws {
      let screen = try Screen(
        [Self.section("A", "a1"), Self.section("B", "b1"), Self.section("C", "c1")], on: kind)
      let start = screen.view.log.count
      screen.set([Self.section("C", "c1"), Self.section("A", "a1", "a2"), Self.section("B", "b1")])
      // Rows change only in a section that does not move (C moves: the fewest moves), so
      // nothing is staged.
      #expect(screen.batches(since: start).count == 1, "\(screen.batches(since: start))")
      check(screen)
    }

    @Test func theHeadlessTableShowsAStagedUpdateAsOneDiff() throws {
      var model = [Self.section("A", "a1", "a2"), Self.section("B", "b1", "b2")]
      let declare = { (model: [ModelSection]) in
        TableDeclaration<String, String>(
          sections: model.map { section in
            Section(section.id, rows: section.rows.map { Row($0.id, text: $0.id) })
          })
      }
      let declared = try DeclaredTable(declaration: declare(model))
      var diffs: [String] = []
      declared.didApplyUpdate = { diffs.append($0.description) }
      let table = HeadlessTable(declared: declared)
      model = [Self.section("B", "b0", "b1"), Self.section("A", "a1", "a2")]
      let diff = declared.update(to: declare(model))
      #expect(diff.description == "move section 1 to 0; delete row 1.1; insert row 0.0")
      #expect(diffs == [diff.description])
      let shown = (0..<table.numberOfSections).map { section in
        (0..<table.numberOfRows(inSection: section)).map { row in
          table.content(at: TablePosition(section: section, row: row))?.text ?? "?"
        }
      }
      #expect(shown == [["b0", "b1"], ["a1", "a2"]])
    }

    // MARK: An app's own update through the view

    /// A registry-only screen: the app's model answers the counts and texts.
    @MainActor
    final class AppScreen {
      var model: [ModelSection]
      let handlers = TableHandlers()
      let view: StandInView
      var tapped: [String] = []

      init(_ model: [ModelSection], on kind: HostKind) {
        self.model = model
        view = StandInView(kind)
        handlers.on(.numberOfSections) { [unowned self] _ in self.model.count }
        handlers.on(.numberOfRows, at: .allSections) { [unowned self] call in
          self.model[call.section].rows.count
        }
        handlers.on(.rowContent, at: .table) { [unowned self] call in
          RowContent(text: self.model[call.section].rows[call.row].id)
        }
        switch kind {
        case .tableView:
          handlers.attach(to: view.tableView)
          view.tableView.reloadData()
          view.tableView.layoutIfNeeded()
        case .list:
          handlers.attach(to: view.list, appearance: .insetGrouped)
          view.list.reloadData()
          _ = view.list.numberOfSections
        }
        view.startReplaying()
      }

      /// Registers a selection handler for one row, to see it follow its row.
      func follow(_ row: String, at position: TablePosition) {
        handlers.on(.didSelectRow, at: .row(position.row, inSection: position.section)) {
          [unowned self] _ in tapped.append(row)
        }
      }
    }

    @Test(arguments: HostKind.allCases)
    func anAppsUpdateTellsAMovedSectionWithRowEditsAsDeletedAndInserted(kind: HostKind) throws {
      let screen = AppScreen(
        [Self.section("A", "a1", "a2"), Self.section("B", "b1", "b2")], on: kind)
      screen.follow("b1", at: TablePosition(section: 1, row: 0))
      screen.follow("a2", at: TablePosition(section: 0, row: 1))
      screen.view.select(IndexPath(row: 0, section: 1))
      screen.view.select(IndexPath(row: 1, section: 0))
      let start = screen.view.log.count
      screen.model = [Self.section("B", "b0", "b1"), Self.section("A", "a1", "a2")]
      var update = TableUpdate()
      update.moveSection(1, toSection: 0)
      update.deleteRows(at: [TablePosition(section: 1, row: 1)])
      update.insertRows(at: [TablePosition(section: 0, row: 0)])
      try screen.view.host.performUpdates(update, animated: true)
      #expect(screen.view.violations.isEmpty)
      #expect(
        Array(screen.view.log[start...]) == [
          "performBatchUpdates begin", "deleteSections [1]", "insertSections [0]",
          "performBatchUpdates end",
        ])
      // The selection and the handlers follow their rows, as the update says.
      #expect(
        screen.view.selected == [IndexPath(row: 1, section: 0), IndexPath(row: 1, section: 1)])
      screen.view.tap(IndexPath(row: 1, section: 0))
      screen.view.tap(IndexPath(row: 1, section: 1))
      #expect(screen.tapped == ["b1", "a2"])
    }

    /// 2 × 600 random updates of an app's own model through the view, with section moves mixed
    /// with row edits and reloads (`UpdateScenario`): no batch breaks a rule, the rows shown
    /// (replayed by identity) are the model's, every kept row's own handler answers it, and the
    /// selection is the update's.
    @Test(arguments: HostKind.allCases)
    func anAppsRandomUpdatesKeepTheRulesTheRowsTheHandlersAndTheSelection(kind: HostKind) throws {
      var random = SplitMix64(seed: kind == .tableView ? 61 : 62)
      var rebuilt = 0
      for index in 0..<600 {
        let scenario = UpdateScenario(&random)
        let model = { (table: [(token: Int, rows: [Int])]) in
          table.map {
            ModelSection(id: "s\($0.token)", rows: $0.rows.map { ModelRow(id: "\($0)") })
          }
        }
        let screen = AppScreen(model(scenario.old), on: kind)
        var selected: [TablePosition] = []
        for (section, declared) in scenario.old.enumerated() {
          for (row, token) in declared.rows.enumerated() {
            let position = TablePosition(section: section, row: row)
            screen.follow("\(token)", at: position)
            if Int.random(in: 0..<3, using: &random) == 0 {
              selected.append(position)
              screen.view.select(IndexPath(position))
            }
          }
        }
        let context = "\(kind) update \(index): \(scenario.update)"
        screen.model = model(scenario.new)
        try screen.view.host.performUpdates(scenario.update, animated: true)
        if !scenario.update.forOneViewBatch().rebuildsNothing { rebuilt += 1 }
        #expect(screen.view.violations.isEmpty, "\(context): \(screen.view.violations)")
        #expect(screen.view.shown.failures.isEmpty, "\(context)")
        let expected = scenario.new.map { $0.rows.map { "\($0)" } }
        #expect(screen.view.shownIDs == expected, "\(context)")
        let logical = try scenario.update.mapping(from: scenario.shape)
        let reloaded = Set(scenario.update.reloadedRows)
        let wantSelected = selected.filter { !reloaded.contains($0) }.compactMap {
          logical.newPosition(of: $0)
        }
        #expect(screen.view.selected == Set(wantSelected.map { IndexPath($0) }), "\(context)")
        let oldTokens = Set(scenario.old.flatMap(\.rows))
        screen.tapped = []
        var wantTapped: [String] = []
        for (section, rows) in expected.enumerated() {
          for (row, token) in rows.enumerated() {
            screen.view.tap(IndexPath(row: row, section: section))
            if oldTokens.contains(Int(token)!) { wantTapped.append(token) }
          }
        }
        #expect(screen.tapped == wantTapped, "\(context)")
      }
      #expect(rebuilt > 60)
    }
  }
#endif
