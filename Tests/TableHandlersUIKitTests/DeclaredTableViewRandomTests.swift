#if os(Linux)
  import Foundation
  import TableHandlersCore
  import TableHandlersDeclarative
  import StandInReplay
  import TestSupport
  import Testing
  import UIKitStandIn

  @testable import TableHandlersUIKit

  /// Random models re-declared on a table view through `DeclaredTable.attach(to:animation:)`:
  /// plain updates, updates without animation, updates while a batch animates, bursts from
  /// inside a swipe-to-delete commit, and the user's drags, each step checked with the
  /// stand-in's batch check (UIKit's counts rule) and by replaying every edit the table view
  /// was told on the rows' identities (`ShownRows`): the table view must show exactly the
  /// model's rows, with their current text, and every row's handler must be its own.
  ///
  /// The declared selection is tracked by a reference: a set of identifiers set at random, from
  /// which every step's update removes the rows the model no longer has; after each step the
  /// declared table's selection and the rows the table view shows selected must be exactly it,
  /// whatever the step reloaded, moved or reloaded the data for.
  ///
  /// Before time passes in each step, what the declared table says waits must be what the step
  /// makes wait (`DeclaredUpdateWait`), every diff it returned must say the same, and the table
  /// must show the model when nothing waits and the table view's rows while an update waits;
  /// reading it applies nothing. After time passes, nothing waits.
  /// The selection a declared table must show, by identifier.
  @MainActor
  final class SelectionReference {
    var ids = Set<Int>()

    /// Starts over with a new screen, whose table view allows multiple selection; each update
    /// it applies leaves out the rows its declaration no longer has.
    func follow(_ screen: DeclaredScreen) {
      ids = []
      screen.tableView.allowsMultipleSelection = true
      screen.declared.didApplyUpdate = { [unowned self, unowned screen] _ in
        self.ids.formIntersection(screen.declared.sections.flatMap { $0.rows.map(\.id) })
      }
    }
  }

  @MainActor
  @Suite struct DeclaredTableViewRandomTests {
    nonisolated static let seeds: [UInt64] = [11, 12, 13, 14, 15]
    static let stepsPerSeed = 1_000
    static let stepsPerScreen = 50

    struct ModelGenerator {
      var random: SplitMix64
      let sectionPool = 8
      let itemPool = 40
      let texts = ["a", "b", "c"]

      mutating func chance(_ percent: Int) -> Bool {
        Int.random(in: 0..<100, using: &random) < percent
      }

      mutating func item(_ id: Int) -> Item {
        Item(id: id, text: texts.randomElement(using: &random)!)
      }

      /// A model edited: sections and rows deleted, inserted and moved (across sections too),
      /// texts changed; sometimes a new model, sometimes the same.
      mutating func edit(_ old: [Group]) -> [Group] {
        if chance(5) { return old }
        var model = old
        if chance(5) { model = [] }
        model.removeAll { _ in chance(10) }
        var usedSections = Set(model.map(\.id))
        for _ in 0..<Int.random(in: 0...1, using: &random) {
          guard
            let id = (0..<sectionPool).filter({ !usedSections.contains($0) }).randomElement(
              using: &random)
          else { break }
          usedSections.insert(id)
          model.insert(
            Group(id: id, items: []), at: Int.random(in: 0...model.count, using: &random))
        }
        if chance(15) { model.shuffle(using: &random) }
        for index in model.indices {
          model[index].items.removeAll { _ in chance(10) }
          for row in model[index].items.indices where chance(10) {
            model[index].items[row].text = texts.randomElement(using: &random)!
          }
          // Another kind of cell: the row must be reloaded, not reconfigured.
          for row in model[index].items.indices where chance(5) {
            model[index].items[row].subtitle.toggle()
          }
          // A header title that changes, appears (the default comes back) or goes.
          if chance(8) {
            model[index].title = chance(50) ? texts.randomElement(using: &random)! : nil
          }
        }
        guard !model.isEmpty else { return model }
        for _ in 0..<Int.random(in: 0...2, using: &random) {
          let from = Int.random(in: model.indices, using: &random)
          guard !model[from].items.isEmpty else { continue }
          let item = model[from].items.remove(
            at: Int.random(in: model[from].items.indices, using: &random))
          let to = Int.random(in: model.indices, using: &random)
          model[to].items.insert(
            item, at: Int.random(in: 0...model[to].items.count, using: &random))
        }
        var usedItems = Set(model.flatMap { $0.items.map(\.id) })
        for _ in 0..<Int.random(in: 0...3, using: &random) {
          guard
            let id = (0..<itemPool).filter({ !usedItems.contains($0) }).randomElement(
              using: &random)
          else { break }
          usedItems.insert(id)
          let to = Int.random(in: model.indices, using: &random)
          model[to].items.insert(
            item(id), at: Int.random(in: 0...model[to].items.count, using: &random))
        }
        return model
      }
    }

    @Test(arguments: seeds)
    func randomModelsReachTheTableViewIntact(seed: UInt64) throws {
      var generator = ModelGenerator(random: SplitMix64(seed: seed))
      var screen = try DeclaredScreen(generator.edit([]))
      // The reference selection, by item identifier: each applied update removes the rows its
      // declaration no longer has (a row deleted and declared again later is a new row).
      let selection = SelectionReference()
      selection.follow(screen)
      var kinds: [String: Int] = [:]
      for step in 0..<Self.stepsPerSeed {
        if step % Self.stepsPerScreen == 0 {
          screen = try DeclaredScreen(generator.edit(screen.model))
          selection.follow(screen)
        }
        if generator.chance(20) {
          let ids = screen.model.flatMap { $0.items.map(\.id) }
          selection.ids = Set(ids.filter { _ in generator.chance(20) })
          screen.declared.selection = selection.ids
        }
        let kind = Int.random(in: 0..<100, using: &generator.random)
        let tableView = screen.tableView
        let rows = screen.model.enumerated().flatMap { section, group in
          group.items.indices.map { IndexPath(row: $0, section: section) }
        }
        screen.updates = []
        // What the step's updates wait for, and what still waits once the step is done.
        var waits: [DeclaredUpdateWait?] = []
        var left: DeclaredUpdateWait?
        switch kind {
        case 0..<50:
          kinds["update", default: 0] += 1
          screen.set(generator.edit(screen.model))
          waits = [nil]
        case 50..<57:
          kinds["update without animation", default: 0] += 1
          screen.set(generator.edit(screen.model), animated: false)
          waits = [nil]
        case 57..<70:
          kinds["updates while animating", default: 0] += 1
          tableView.animatesBatchUpdates = true
          screen.set(generator.edit(screen.model))
          // An identical model starts no batch, and no animation to wait for.
          left = tableView.isAnimatingBatchUpdates ? .animation : nil
          screen.set(generator.edit(screen.model))
          tableView.animatesBatchUpdates = false
          waits = [nil, left]
        case 70..<82 where !rows.isEmpty:
          kinds["burst from a commit", default: 0] += 1
          var burst: [[Group]] = []
          var model = screen.model
          let path = rows.randomElement(using: &generator.random)!
          model[path.section].items.remove(at: path.row)
          for _ in 0..<Int.random(in: 0...2, using: &generator.random) {
            model = generator.edit(model)
            burst.append(model)
          }
          screen.burstAfterDelete = burst
          #expect(tableView.userCommits(.delete, forRowAt: path))
          screen.burstAfterDelete = []
          waits = Array(repeating: .callback, count: burst.count + 1)
          left = .callback
        case 82..<91 where !rows.isEmpty:
          kinds["destructive swipe action", default: 0] += 1
          let path = rows.randomElement(using: &generator.random)!
          let swipe = try #require(tableView.swipeRow(at: path, from: .trailing))
          #expect(swipe.tap("Remove"))
          // The re-declaration was applied when the action returned: the row left.
          #expect(swipe.completionResults == [true], "seed \(seed) step \(step)")
          waits = [.batch]
        case 91..<100 where !rows.isEmpty:
          kinds["user drag", default: 0] += 1
          let source = rows.randomElement(using: &generator.random)!
          var counts = screen.model.map(\.items.count)
          counts[source.section] -= 1
          let section = Int.random(in: counts.indices, using: &generator.random)
          let destination = IndexPath(
            row: Int.random(in: 0...counts[section], using: &generator.random), section: section)
          tableView.userMovesRow(at: source, to: destination)
          screen.shown.userMoved(from: source, to: destination)
          waits = [.interactiveMove]
          left = .interactiveMove
        default:
          kinds["update", default: 0] += 1
          screen.set(generator.edit(screen.model))
          waits = [nil]
        }
        let comment: Comment = "seed \(seed) step \(step) kind \(kind)"
        screen.replay()
        #expect(screen.updates.map(\.diff.waitingFor) == waits, comment)
        #expect(screen.updates.allSatisfy { $0.diff.waitingFor == $0.tableWaitsFor }, comment)
        #expect(screen.updates.allSatisfy { $0.diff.waitingFor == nil || $0.diff.isEmpty }, comment)
        #expect(screen.declared.waitingFor == left, comment)
        // Nothing waits: the table is the model. An update waits: the table is what the table
        // view shows, and reading it applied nothing.
        #expect(
          screen.declaredTexts == (left == nil ? screen.expected : screen.shownTexts), comment)
        #expect(screen.declared.waitingFor == left, comment)
        screen.settle()
        #expect(screen.declared.waitingFor == nil, comment)
        #expect(screen.inconsistencies.isEmpty, comment)
        #expect(screen.shown.failures.isEmpty, comment)
        #expect(screen.shownTexts == screen.expected, comment)
        #expect(tableView.reconfiguredWithAnotherCell.isEmpty, comment)
        // The selection: the reference's, shown selected on the rows that hold it.
        #expect(screen.declared.selection == selection.ids, comment)
        let shownSelected = (tableView.indexPathsForSelectedRows ?? []).map {
          screen.model[$0.section].items[$0.row].id
        }
        #expect(Set(shownSelected) == selection.ids, comment)
        #expect(shownSelected.count == selection.ids.count, comment)
        // The headers laid out at the end of the last step moved with their sections and show
        // the model's titles, refreshed in place or made again where their section reloaded.
        for (section, group) in screen.model.enumerated() {
          guard let header = tableView.headerView(forSection: section) else { continue }
          let text =
            (header.contentConfiguration as? UIListContentConfiguration)?.text
            ?? header.textLabel?.text
          #expect(text == group.title ?? "S\(group.id)", comment)
        }
        tableView.layOutHeaderFooterViews()
        // Every row on screen, so that the next step's edits move shown cells and a row that
        // needs another kind of cell shows up if it is reconfigured instead of reloaded.
        for path in tableView.indexPathsForVisibleRows ?? [] {
          tableView.endDisplayingRow(at: path)
        }
        for (section, group) in screen.model.enumerated() {
          for row in group.items.indices {
            tableView.displayRow(at: IndexPath(row: row, section: section))
          }
        }
        if step % 5 == 0 {
          #expect(screen.tapEveryRow() == screen.model.flatMap { $0.items.map(\.id) }, comment)
        }
        // One divergence makes every later step fail too.
        if !screen.inconsistencies.isEmpty || !screen.shown.failures.isEmpty
          || screen.shownTexts != screen.expected
        {
          return
        }
      }
      // Every kind of step ran often enough to mean something.
      #expect(kinds.count == 6, "\(kinds)")
      #expect(kinds.values.allSatisfy { $0 >= Self.stepsPerSeed / 20 }, "\(kinds)")
    }
  }
#endif
