#if os(Linux)
  import Foundation
  import StandInReplay
  import TableHandlersCore
  import TableHandlersDeclarative
  import TableHandlersTesting
  import TableHandlersUIKit
  import TestSupport
  import Testing
  import UIKitStandIn

  /// One declaration, three hosts: the same random tables on the headless table, a table view
  /// and a collection view's list.
  ///
  /// Each host shows its own app, declared from the same model: on the headless table
  /// (`HeadlessTable(declared:)`), on a table view (`DeclaredTable.attach(to:animation:)`) and on
  /// a list (`DeclaredTable.attach(to:appearance:)`). The same updates are applied and the same
  /// things done by a user to the three, step by step: taps (on a row, on a switch, on a detail
  /// button, on the disclosure of a row with children), swipes and their actions (a leading
  /// swipe also held open while rows are inserted above), menu items (in a submenu too, and one
  /// that cannot be chosen), moves by the reorder control, VoiceOver's custom actions (named as
  /// the app names the moves on one seed in three), and the app expanding a row, setting the
  /// expanded rows or setting the selection. Rows have children, and children theirs (three
  /// levels); updates move rows under other rows and out from under them; a few rows have an
  /// indentation level of a handler, over their depth. Rows that take no
  /// touch have swipe actions, a Delete and menus like the others. The handlers declare the
  /// model again from inside; one gesture in four, the first that does also declares one or two
  /// edited models after its own (a burst, each replacing the one that waits), and so does the
  /// app's observer of the expansion. The app observes the selection (`selectionDidChange`) on
  /// two seeds in four. After every step:
  /// - every row must show the same on the three hosts, read back from what each shows (the
  ///   cells on screen of the UIKit hosts, the headless table's rendering and row accessors):
  ///   its texts, style, image and button role, its accessories from leading to trailing (the
  ///   trailing view: a switch, a custom accessory view or a trailing text; the detail button;
  ///   the checkmark; the disclosure indicator; the outline disclosure with its state), its
  ///   indentation, whether it takes touches and is selected, its accessibility label and the
  ///   names of its VoiceOver actions in order; and each must be what the model declares, the
  ///   rows of expanded rows below them;
  /// - the same header and footer titles must show;
  /// - the same handlers must have run, for the same rows at the same positions (each app's
  ///   log), each update a handler asked for must have waited for the same
  ///   (`DeclaredTable.waitingFor`, as its diff says, with an empty diff) while the table
  ///   answered with the same rows, the same changes of the selection must have been reported
  ///   with their causes, and the user must have seen the same (the swipe actions offered and
  ///   their completions, the menu items, the detail button and the disclosure, the VoiceOver
  ///   actions and whether they ran);
  /// - the apps' models, expanded rows and selections must be the same, with no inconsistent
  ///   batch, no UIKit runtime rule broken, no misuse reported, no row reconfigured with
  ///   another kind of cell and nothing left waiting on any host; the rows shown selected are
  ///   the selection's, and an update the app declares keeps the selection of the rows it still
  ///   shows, reporting (observed) the rows it took it from as the update's;
  /// - the table view's header and footer views laid out at the step before, moved with their
  ///   sections, show the titles (refreshed in place, or made again where a section reloaded).
  ///
  /// Two updates declared while the view's batches animate: on the UIKit hosts the second
  /// waits for the animation when the first one's batch animates, and while it waits the table
  /// answers with the rows the view shows; the headless table, which has no animation, applies
  /// both.
  ///
  /// The selection is kept from step to step: it follows its row through updates and moves on
  /// every host, as the declared table keeps it by identifier.
  ///
  /// Where UIKit itself makes the hosts differ, the comparison allows exactly this:
  /// - a `.value2` row shows on a list as `.default` (the list content configuration `cell()`):
  ///   `UIListContentConfiguration.h` has no value2 configuration (its cells are `cell`,
  ///   `subtitleCell`, `valueCell` and the sidebar ones), while a table view's is the legacy
  ///   `UITableViewCellStyleValue2` (`UITableViewCell.h`);
  /// - a list has no commit (`UICollectionViewDataSource` has no
  ///   `commitEditingStyle`; `UICollectionLayoutListConfiguration.h` offers swipe actions
  ///   only): its Delete is a swipe action, so the updates its handler asks for wait for the
  ///   batch where a table's commit makes them wait for the callback;
  ///
  /// Left out of the generator, where the hosts differ on purpose or a host has no counterpart:
  /// - a `willSelect` that names another row: a list cannot select another row instead (its
  ///   `shouldSelectItemAt` answers yes or no), so it selects none;
  /// - `deleteConfirmationTitle`: a list has no delete confirmation; its Delete action's title
  ///   is the system's "Delete";
  /// - heights, and the swipe-editing lifecycle (`willBeginEditing`, `didEndEditing`): a list
  ///   has neither;
  /// - the editing mode's delete control: a table asks to confirm the Delete there, a list's
  ///   delete accessory reveals the row's trailing swipe actions instead;
  /// - a full swipe on a table's default Delete, which the stand-in table view does not model;
  ///   a full swipe on declared actions is in;
  /// - `targetForMove`: the stand-in table view's reorder does not ask it (`Reordering.swift`);
  /// - controls other than the switch (segments, slider, stepper, text field share its path
  ///   through the adapter: one view at the trailing edge whose action finds its row) and custom
  ///   cells and header views, which `ListHostRowsTests` shows on the list;
  @MainActor
  @Suite("The same declared tables on the headless table, a table view and a list")
  struct HostParityRandomTests {
    nonisolated static let seeds: [UInt64] = Array(41...50)

    /// Whether this is the quick pass that CI runs in release and under the sanitizers, which
    /// are several times slower (`TABLEHANDLERS_QUICK_RANDOM_TESTS=1`).
    static let isQuickPass =
      ProcessInfo.processInfo.environment["TABLEHANDLERS_QUICK_RANDOM_TESTS"] == "1"

    /// Steps per seed: 1,000, or 150 in the quick pass.
    static let stepsPerSeed = isQuickPass ? 150 : 1_000

    /// Every kind of step the generator takes.
    static let allKinds: Set<String> = [
      "update", "update without animation", "updates while animating", "tap", "switch", "swipe",
      "swipe held open over an update",
      "menu item", "detail button", "user move", "disclosure", "VoiceOver action", "app expands",
      "app sets expanded rows", "app selects",
    ]

    /// Every kind of handler the apps declare (a log line's first word).
    static let allHandlers: Set<String> = [
      "select", "refuse", "deselect", "primary", "detail", "delete", "move", "flag", "rename",
      "remove", "switch", "menu-rename", "menu-discard", "menu-pin", "expansion", "follow-up",
    ]

    /// Everything a row shows that the generator draws (``ShownRow/features``).
    static let allFeatures: Set<String> =
      Set(RowStyle.allCases.map { "style \($0)" }).union([
        "secondary text", "image", "button", "disabled", "selected", "accessibility label",
        "child", "switch", "view", "text", "detail", "checkmark", "disclosure",
        "outline expanded", "outline collapsed", "trailing view beside another accessory",
        "outline disclosure beside another accessory", "VoiceOver actions",
      ])

    /// Every VoiceOver action the rows offer.
    static let allVoiceOverActions: Set<String> = [
      "Expand", "Collapse", "Delete", "Remove", "Flag", "Rename", "Discard", "More: Pin",
      "Move up", "Move down",
    ]

    /// The names of VoiceOver's moves that the app gives on one seed in three
    /// (`TableHandlers.moveActionNames`).
    static let ownMoveNames = MoveActionNames(up: "Raise", down: "Lower")

    @Test(arguments: seeds)
    func theThreeHostsShowAndDoTheSame(seed: UInt64) throws {
      var random = SplitMix64(seed: seed)
      var model = ParityModel.edited([], &random)
      let headless = try HeadlessParityHost(ParityApp(model))
      let hosts: [any ParityHost] = [
        headless, try TableViewParityHost(ParityApp(model)), try ListParityHost(ParityApp(model)),
      ]
      var kinds: [String: Int] = [:]
      // The handlers that ran, by kind (a log line's first word).
      var handlers: [String: Int] = [:]
      // What the rows showed, by feature (``ShownRow/features``).
      var features: Set<String> = []
      // Whether the views allow more than one selected row: set once, as apps set it, on every
      // other seed. (What UIKit does to several selected rows when it is turned off is not
      // documented.)
      let multipleSelection = seed.isMultiple(of: 2)
      // Whether the app observes the selection (`selectionDidChange`, which makes the views tell
      // every row's selection), on two seeds in four; whether it names VoiceOver's moves, on one
      // in three.
      let observesSelection = seed % 4 < 2
      let ownMoveNames = seed.isMultiple(of: 3)
      for host in hosts {
        host.allowMultipleSelection(multipleSelection)
        if observesSelection { host.app.observeSelection() }
        if ownMoveNames { host.app.table.handlers.moveActionNames = Self.ownMoveNames }
      }
      for step in 0..<Self.stepsPerSeed {
        // The rows as the headless table shows them; every host must show the same.
        let positions = headless.positions
        let switches = positions.filter { headless.table.control(at: TablePosition($0)) != nil }
        let parents = positions.filter {
          headless.table.outlineDisclosure(at: TablePosition($0)) != nil
        }
        let roll = Int.random(in: 0..<100, using: &random)
        // The row a user touched, by its position and identifier.
        var touched: (IndexPath, Int?)?
        func touch(_ path: IndexPath) {
          touched = (path, headless.app.table.rowID(at: TablePosition(path)))
        }
        var seen = Array(repeating: [String](), count: hosts.count)
        var kind = "update"
        // The models the app declares in this step (not from a handler), and the selection
        // before: an update keeps the selected rows it still has.
        var declared: [[ParityGroup]] = []
        let selectionBefore = headless.app.table.selection
        // Updates that the first handler to update asks for after its own, each replacing the
        // one that waits (a burst), one step in four.
        let followUps =
          ParityModel.chance(25, &random)
          ? (0..<Int.random(in: 1...2, using: &random)).map { _ in
            UInt64.random(in: 0...UInt64.max, using: &random)
          } : []
        for host in hosts { host.app.followUps = followUps }
        switch roll {
        case 0..<16:
          model = ParityModel.edited(model, &random)
          declared = [model]
          for host in hosts { host.app.declare(model, animated: true) }
        case 16..<20:
          kind = "update without animation"
          model = ParityModel.edited(model, &random)
          declared = [model]
          for host in hosts { host.app.declare(model, animated: false) }
        case 20..<24:
          kind = "updates while animating"
          let first = ParityModel.edited(model, &random)
          model = ParityModel.edited(first, &random)
          declared = [first, model]
          // Whether the first update's batch animates, on each host.
          var animating: [Bool] = []
          for host in hosts {
            host.animates = true
            let firstDiff = host.app.declare(first, animated: true)
            // An identical model, or one that only reconfigures rows, starts no batch.
            animating.append(host.isAnimating)
            let waits = [firstDiff, host.app.declare(model, animated: true)].map(\.waitingFor)
            host.animates = false
            host.checkUpdatesWhileAnimating(waits, afterAnimatingBatch: animating.last!)
          }
        // The table view and the list animate the same batches; the headless table has no
        // animation, and applies both updates at once.

        case 24..<36 where !positions.isEmpty:
          kind = "tap"
          // One row, or two one after the other, the second taking the selection from the
          // first: a row shown after the first tap (which may have collapsed rows).
          let first = positions.randomElement(using: &random)!
          touch(first)
          for (index, host) in hosts.enumerated() { seen[index].append(host.tap(first)) }
          if Bool.random(using: &random),
            let second = headless.positions.randomElement(using: &random)
          {
            for (index, host) in hosts.enumerated() { seen[index].append(host.tap(second)) }
          }
        case 36..<41 where !switches.isEmpty:
          kind = "switch"
          let path = switches.randomElement(using: &random)!
          touch(path)
          for (index, host) in hosts.enumerated() { seen[index].append(host.flipSwitch(path)) }
        case 41..<48 where !positions.isEmpty:
          kind = "swipe"
          let path = positions.randomElement(using: &random)!
          touch(path)
          let leading = Bool.random(using: &random)
          let pick = Int.random(in: 0..<4, using: &random)
          let full = Int.random(in: 0..<3, using: &random) == 0
          for (index, host) in hosts.enumerated() {
            seen[index].append(host.swipe(path, leading: leading, pick: pick, full: full))
          }
        case 48..<51 where !positions.isEmpty:
          kind = "swipe held open over an update"
          // A leading swipe opened, rows inserted above the row (its actions unchanged), then
          // one of the actions the user saw tapped: it acts on its own row where it is now.
          let path = positions.randomElement(using: &random)!
          touch(path)
          let id = headless.app.table.rowID(at: TablePosition(path))!
          let pick = Int.random(in: 0..<4, using: &random)
          model = ParityModel.inserting(above: id, in: model, &random)
          for (index, host) in hosts.enumerated() {
            seen[index].append(
              host.heldSwipe(path, pick: pick) { [model] in host.app.declare(model, animated: true)
              })
          }
        case 51..<58 where !positions.isEmpty:
          kind = "menu item"
          let path = positions.randomElement(using: &random)!
          touch(path)
          let pick = Int.random(in: 0..<4, using: &random)
          for (index, host) in hosts.enumerated() {
            seen[index].append(host.chooseMenuItem(path, pick: pick))
          }
        case 58..<62 where !positions.isEmpty:
          kind = "detail button"
          // A row that shows a detail button one time in two.
          let details = positions.filter {
            let accessory = headless.table.content(at: TablePosition($0))?.accessory
            return accessory == .detailButton || accessory == .detailDisclosureButton
          }
          let path =
            (Bool.random(using: &random) ? details.randomElement(using: &random) : nil)
            ?? positions.randomElement(using: &random)!
          touch(path)
          for (index, host) in hosts.enumerated() { seen[index].append(host.tapDetail(path)) }
        case 62..<68 where !positions.isEmpty:
          kind = "user move"
          let source = positions.randomElement(using: &random)!
          touch(source)
          var counts = headless.rowCounts
          counts[source.section] -= 1
          let section = Int.random(in: counts.indices, using: &random)
          let destination = IndexPath(
            row: Int.random(in: 0...counts[section], using: &random), section: section)
          for (index, host) in hosts.enumerated() {
            seen[index].append(host.userMoves(from: source, to: destination))
          }
        case 68..<75 where !parents.isEmpty:
          kind = "disclosure"
          let path = parents.randomElement(using: &random)!
          touch(path)
          for (index, host) in hosts.enumerated() { seen[index].append(host.tapDisclosure(path)) }
        case 75..<85 where !positions.isEmpty:
          kind = "VoiceOver action"
          // A row with children one time in three, whose first action expands or collapses it.
          let path =
            (ParityModel.chance(33, &random) ? parents.randomElement(using: &random) : nil)
            ?? positions.randomElement(using: &random)!
          touch(path)
          let pick = Int.random(in: 0..<12, using: &random)
          for (index, host) in hosts.enumerated() {
            seen[index].append(host.performAccessibilityAction(path, pick: pick))
          }
        case 85..<93:
          kind = "app expands"
          let ids = ParityModel.parentIDs(model)
          guard let id = ids.randomElement(using: &random) else { continue }
          touched = nil
          if Bool.random(using: &random) {
            // The expanded rows all at once: most of the rows with children, shown or not, and
            // a row the model does not have.
            kind = "app sets expanded rows"
            let rows = Set(ids.filter { _ in !ParityModel.chance(30, &random) } + [id + 1_000])
            for host in hosts { host.app.table.expandedRows = rows }
          } else {
            let expanded = Bool.random(using: &random)
            for host in hosts { host.app.table.setExpanded(expanded, for: id) }
          }
        case 93..<100:
          kind = "app selects"
          // One row or none; with multiple selection on, up to three.
          let count = Int.random(in: 0...(multipleSelection ? 3 : 1), using: &random)
          let paths = (0..<count).compactMap { _ in positions.randomElement(using: &random) }
          let ids = paths.compactMap { headless.app.table.rowID(at: TablePosition($0)) }
          for host in hosts { host.app.table.selection = Set(ids) }
        default:
          model = ParityModel.edited(model, &random)
          declared = [model]
          for host in hosts { host.app.declare(model, animated: true) }
        }
        kinds[kind, default: 0] += 1
        for host in hosts {
          host.app.followUps = []
          host.settle()
          if let wait = host.app.table.waitingFor { host.problems.append("still \(wait)") }
        }
        // An update without a handler keeps the selection of the rows it still has and shows
        // (a row collapsed away loses it, as UIKit deletes its row), wherever they went.
        let kept = declared.reduce(selectionBefore) {
          $0.intersection(ParityModel.ids($1.flatMap(\.items)))
        }.filter { headless.app.table.position(ofRow: $0) != nil }
        if !declared.isEmpty, headless.app.table.selection != kept {
          headless.problems.append(
            "selection \(headless.app.table.selection.sorted()), want \(kept.sorted())")
        }
        // Observed, the rows the update took the selection from are reported, as the update's.
        let changes = headless.app.selectionChanges
        if observesSelection, !declared.isEmpty,
          changes.contains(where: { $0.cause != .update || !$0.selected.isEmpty })
            || Set(changes.flatMap(\.deselected)) != selectionBefore.subtracting(kept)
            || (changes.last?.selection ?? selectionBefore) != kept
        {
          headless.problems.append("reported \(changes), want the update's of \(kept.sorted())")
        }
        if kind == "app sets expanded rows" {
          // Each change is reported, the rows shown first in their order, then the others in
          // no order said (`DeclaredTable.expandedRows`): compared as sets.
          for host in hosts { host.app.log.sort() }
        }
        // The handlers changed the apps' models (each its own): the three the same.
        model = headless.app.model
        let row = touched.map { " \($0.0) row \($0.1.map(String.init) ?? "?")" } ?? ""
        let comment: Comment = "seed \(seed) step \(step): \(kind)\(row)"
        for line in headless.app.log {
          handlers[String(line.prefix { $0 != " " }), default: 0] += 1
        }
        let failures = Self.differences(hosts, seen: seen, model: model, features: &features)
        #expect(failures.isEmpty, "\(comment)\n\(failures.joined(separator: "\n"))")
        if false {
          print(
            "DEBUG \(step) \(kind) \(headless.app.model.map { $0.items.map { "\($0.id) m\($0.movable) c\($0.children.map { "\($0.id) m\($0.movable)" })" } })"
          )
        }
        // One divergence makes every later step diverge too.
        if !failures.isEmpty { return }
      }
      // The rows showed everything the generator draws, accessories side by side included (a
      // child's child is counted in the full pass).
      #expect(
        features.subtracting(["grandchild"]) == Self.allFeatures,
        "missing \(Self.allFeatures.subtracting(features))")
      // 150 steps are too few for every rarer kind of step (a switch's needs a row with a
      // switch on screen), handler and VoiceOver action to come up in each seed; the full pass,
      // which CI runs too, counts them.
      guard !Self.isQuickPass else { return }
      #expect(features.contains("grandchild"))
      // Every kind of step ran, often enough to mean something.
      #expect(Set(kinds.keys) == Self.allKinds, "\(kinds)")
      #expect(kinds.values.allSatisfy { $0 >= Self.stepsPerSeed / 60 }, "\(kinds)")
      // And every kind of handler and of VoiceOver action ran, but the primary action where a
      // tap extends a selection (`UITableView.h`, `UICollectionView.h`: "Primary actions are
      // performed when the user selects a cell without extending an existing selection").
      let expected = Self.allHandlers.union(observesSelection ? ["selection"] : [])
        .subtracting(multipleSelection ? ["primary"] : [])
      #expect(
        Set(handlers.keys) == expected, "missing \(expected.subtracting(handlers.keys))")
      let actions =
        ownMoveNames
        ? Self.allVoiceOverActions.subtracting(["Move up", "Move down"]).union([
          Self.ownMoveNames.up, Self.ownMoveNames.down,
        ]) : Self.allVoiceOverActions
      #expect(
        headless.performedActions == actions,
        "missing \(actions.subtracting(headless.performedActions))")
    }

    /// What differs between the hosts, and between each host and the model, after a step.
    static func differences(
      _ hosts: [any ParityHost], seen: [[String]], model: [ParityGroup],
      features: inout Set<String>
    ) -> [String] {
      let reference = hosts[0]
      var failures: [String] = []
      let referenceRows = reference.shownRows()
      for row in referenceRows.joined() { features.formUnion(row.features) }
      let referenceTitles = reference.titles()
      // What the model declares, the children of expanded rows below them.
      let table = reference.app.table!
      let expected = ParityModel.shown(model).map { group in
        ParityModel.flattened(group.items, isExpanded: table.isExpanded).map {
          ParityModel.shownRow($0.item, depth: $0.depth, isExpanded: table.isExpanded($0.item.id))
        }
      }
      let declared = referenceRows.map { $0.map(\.declaredPart) }
      if declared != expected {
        failures.append("\(reference.name) shows\n\(referenceRows)\nwant\n\(expected)")
      }
      // The rows shown selected are the declared selection's.
      let shownIDs = Set(referenceRows.joined().compactMap(\.id))
      let shownSelected = Set(referenceRows.joined().filter(\.isSelected).compactMap(\.id))
      if shownSelected != table.selection.intersection(shownIDs) {
        failures.append(
          "\(reference.name) shows \(shownSelected.sorted()) selected, selection"
            + " \(table.selection.sorted())")
      }
      let titles = ParityModel.shown(model).map { "\($0.header ?? "-")/\($0.footer ?? "-")" }
      if referenceTitles != titles {
        failures.append("\(reference.name) titles \(referenceTitles), want \(titles)")
      }
      for (index, host) in hosts.enumerated().dropFirst() {
        if host.app.model != reference.app.model {
          failures.append("the models differ: \(reference.name), \(host.name)")
        }
        if host.app.table.expandedRows != table.expandedRows {
          failures.append(
            "expanded: \(reference.name) \(table.expandedRows.sorted()), \(host.name)"
              + " \(host.app.table.expandedRows.sorted())")
        }
        if host.app.table.selection != table.selection {
          failures.append(
            "selection: \(reference.name) \(table.selection.sorted()), \(host.name)"
              + " \(host.app.table.selection.sorted())")
        }
        if host.loggedAsHeadless(host.app.log) != reference.app.log {
          failures.append(
            "handlers ran: \(reference.name) \(reference.app.log), \(host.name) \(host.app.log)")
        }
        if seen[index] != seen[0] {
          failures.append("seen: \(reference.name) \(seen[0]), \(host.name) \(seen[index])")
        }
        let rows = host.shownRows()
        let want = referenceRows.map { $0.map(host.showing) }
        if rows != want {
          failures.append(Self.rowDifferences(host.name, rows, reference.name, want))
        }
        let shownTitles = host.titles()
        if shownTitles != referenceTitles {
          failures.append(
            "\(host.name) titles \(shownTitles), \(reference.name) \(referenceTitles)")
        }
      }
      // Last, with what reading the rows and titles found.
      for host in hosts where !host.problems.isEmpty || !host.app.problems.isEmpty {
        failures.append("\(host.name): \(host.problems + host.app.problems)")
      }
      for host in hosts {
        host.app.log = []
        host.app.selectionChanges = []
        host.app.problems = []
        host.problems = []
      }
      return failures
    }

    /// The rows two hosts show differently, one line each, or their counts.
    static func rowDifferences(
      _ name: String, _ rows: [[ShownRow]], _ otherName: String, _ other: [[ShownRow]]
    ) -> String {
      guard rows.map(\.count) == other.map(\.count) else {
        return
          "\(name) shows \(rows.map(\.count)) rows a section, \(otherName) \(other.map(\.count))"
          + "\n\(name): \(rows)\n\(otherName): \(other)"
      }
      var lines: [String] = []
      for (section, shown) in rows.enumerated() {
        for (row, line) in shown.enumerated() where line != other[section][row] {
          lines.append(
            "\(section).\(row): \(name) \(line)\n       \(otherName) \(other[section][row])")
        }
      }
      return lines.joined(separator: "\n")
    }
  }

  // MARK: What a row shows

  /// What a host shows of a row, read back from the host: the same on every host.
  struct ShownRow: Equatable, CustomStringConvertible {
    var text: String?
    var secondaryText: String?
    var style = RowStyle.default
    /// The image's name: a system symbol's name.
    var image: String?
    /// Whether the row shows as a button (its text centred).
    var isButton = false
    /// From leading to trailing: `switch on`, `view <description>`, `text <trailing text>`,
    /// `detail`, `checkmark`, `disclosure`, `outline expanded` or `outline collapsed`.
    var accessories: [String] = []
    var depth = 0
    var isEnabled = true
    var accessibilityLabel: String?
    var isSelected = false
    /// The names of its VoiceOver actions, in order.
    var actions: [String] = []

    /// The identifier of the row, which its text starts with.
    var id: Int? { text.flatMap { Int($0.prefix { $0 != " " }) } }

    /// What it shows, by feature, for counting what the rows showed.
    var features: Set<String> {
      var features: Set<String> = ["style \(style)"]
      if secondaryText != nil { features.insert("secondary text") }
      if image != nil { features.insert("image") }
      if isButton { features.insert("button") }
      if !isEnabled { features.insert("disabled") }
      if isSelected { features.insert("selected") }
      if accessibilityLabel != nil { features.insert("accessibility label") }
      if depth > 0 { features.insert("child") }
      if depth > 1 { features.insert("grandchild") }
      if !actions.isEmpty { features.insert("VoiceOver actions") }
      for accessory in accessories {
        features.insert(
          accessory.hasPrefix("outline") ? accessory : String(accessory.prefix { $0 != " " }))
      }
      if accessories.count > 1 {
        if let first = accessories.first,
          ["switch", "view", "text"].contains(where: first.hasPrefix)
        {
          features.insert("trailing view beside another accessory")
        }
        if accessories.last?.hasPrefix("outline") == true {
          features.insert("outline disclosure beside another accessory")
        }
      }
      return features
    }

    /// What the declaration alone decides: without the selection and the VoiceOver actions.
    var declaredPart: ShownRow {
      var row = self
      row.isSelected = false
      row.actions = []
      return row
    }

    var description: String {
      var parts = [String(repeating: "  ", count: depth) + (isButton ? "( " : "") + (text ?? "·")]
      if isButton { parts[0] += " )" }
      if let secondaryText {
        parts.append("\(style): \(secondaryText)")
      } else if style != .default {
        parts.append("\(style)")
      }
      if let image { parts.append("⟨\(image)⟩") }
      if !accessories.isEmpty { parts.append("[\(accessories.joined(separator: ", "))]") }
      if !isEnabled { parts.append("off") }
      if let accessibilityLabel { parts.append("label \(accessibilityLabel)") }
      if isSelected { parts.append("selected") }
      if !actions.isEmpty { parts.append("actions \(actions)") }
      return parts.joined(separator: " | ")
    }
  }

  // MARK: The model and the app

  /// A row of the random model: what it shows and what it declares.
  struct ParityItem: Equatable {
    var id: Int
    var taps = 0
    var renames = 0
    var details = 0
    var flagged = false
    var selects = false
    var refusesSelection = false
    var deselects = false
    var primaryAction = false
    var disabled = false
    var button = false
    var unselectable = false
    var deletable = false
    var movable = false
    var leading = false
    var trailing = false
    var fullSwipeOff = false
    var menu = false
    var accessory = RowAccessory.none
    var detailHandler = false
    /// The row's switch and whether it is on; `nil` for none.
    var switchOn: Bool?
    var secondaryText: String?
    var style = RowStyle.default
    /// A system symbol's name.
    var image: String?
    var trailingText: String?
    /// The description of the row's custom accessory view; `nil` for none.
    var badge: String?
    var accessibilityLabel: String?
    /// The level an `indentationLevel` handler answers for the row, over its depth; `nil` for
    /// none (the row then shows its depth, which the declared table gives its content).
    var indentation: Int?
    /// The rows shown below it while it is expanded; a top-level row's only.
    var children: [ParityItem] = []
    /// Whether it is expanded the first time it is declared with children.
    var expandedFirst = false

    /// The row's text, which shows every change a handler makes.
    var text: String { "\(id) t\(taps) r\(renames) d\(details)\(flagged ? " F" : "")" }

    /// The row's trailing view as a host shows it: its switch, else its custom accessory view,
    /// else its trailing text.
    var trailingView: String? {
      if let switchOn { return "switch \(switchOn ? "on" : "off")" }
      if let badge { return "view \(badge)" }
      return trailingText.map { "text \($0)" }
    }
  }

  /// A section of the random model.
  struct ParityGroup: Equatable {
    var id: Int
    var header: String?
    var footer: String?
    var omittedWhenEmpty = false
    var items: [ParityItem] = []
  }

  /// Random models and what a host must show of them.
  enum ParityModel {
    static let sectionPool = 6
    static let itemPool = 60

    /// The sections the table shows: all but the empty ones omitted when empty.
    static func shown(_ model: [ParityGroup]) -> [ParityGroup] {
      model.filter { !($0.omittedWhenEmpty && $0.items.isEmpty) }
    }

    /// A section's rows as shown: each row, then its children while it is expanded, theirs
    /// below each of them in turn.
    static func flattened(_ items: [ParityItem], depth: Int = 0, isExpanded: (Int) -> Bool)
      -> [(item: ParityItem, depth: Int)]
    {
      items.flatMap { item in
        [(item, depth)]
          + (!item.children.isEmpty && isExpanded(item.id)
            ? flattened(item.children, depth: depth + 1, isExpanded: isExpanded) : [])
      }
    }

    /// Every row, shown or not: each row, then its children, theirs below each of them.
    static func all(_ items: [ParityItem]) -> [ParityItem] {
      items.flatMap { [$0] + all($0.children) }
    }

    /// The identifiers of the rows with children, shown or not, at any depth.
    static func parentIDs(_ model: [ParityGroup]) -> [Int] {
      all(model.flatMap(\.items)).filter { !$0.children.isEmpty }.map(\.id)
    }

    /// Every identifier the model uses.
    static func ids(_ items: [ParityItem]) -> Set<Int> {
      Set(all(items).map(\.id))
    }

    /// What every host must show of a row, from its declaration.
    static func shownRow(_ item: ParityItem, depth: Int, isExpanded: Bool) -> ShownRow {
      var accessories = item.trailingView.map { [$0] } ?? []
      switch item.accessory {
      case .none: break
      case .disclosureIndicator: accessories.append("disclosure")
      case .checkmark: accessories.append("checkmark")
      case .detailButton: accessories.append("detail")
      case .detailDisclosureButton: accessories += ["detail", "disclosure"]
      }
      if !item.children.isEmpty {
        accessories.append(isExpanded ? "outline expanded" : "outline collapsed")
      }
      return ShownRow(
        text: item.text, secondaryText: item.secondaryText, style: item.style, image: item.image,
        isButton: item.button, accessories: accessories, depth: item.indentation ?? depth,
        isEnabled: !item.disabled,
        accessibilityLabel: item.accessibilityLabel)
    }

    /// A title's variable part.
    static func title(_ random: inout SplitMix64) -> String {
      ["", "a", "b"].randomElement(using: &random)!
    }

    static func chance(_ percent: Int, _ random: inout SplitMix64) -> Bool {
      Int.random(in: 0..<100, using: &random) < percent
    }

    /// A model edited: sections and rows deleted, inserted and moved (across sections too),
    /// children and their own children added, taken away and moved under other rows, titles and
    /// what rows declare changed.
    static func edited(
      _ old: [ParityGroup], _ random: inout SplitMix64
    ) -> [ParityGroup] {
      if chance(5, &random) { return old }
      var model = old
      if chance(4, &random) { model = [] }
      model.removeAll { _ in chance(8, &random) }
      let usedSections = Set(model.map(\.id))
      let freeSections = (0..<sectionPool).filter { !usedSections.contains($0) }
      if let id = freeSections.randomElement(using: &random),
        chance(model.isEmpty ? 100 : 25, &random)
      {
        var group = ParityGroup(id: id)
        group.omittedWhenEmpty = chance(30, &random)
        model.insert(group, at: Int.random(in: 0...model.count, using: &random))
      }
      if model.count > 1, chance(15, &random) {
        let group = model.remove(at: Int.random(in: model.indices, using: &random))
        model.insert(group, at: Int.random(in: 0...model.count, using: &random))
      }
      var moving: [ParityItem] = []
      for index in model.indices {
        // A title that changes (in place), appears or goes.
        if chance(10, &random) {
          model[index].header =
            chance(60, &random) ? "H\(model[index].id)\(title(&random))" : nil
        }
        if chance(10, &random) {
          model[index].footer =
            chance(40, &random) ? "F\(model[index].id)\(title(&random))" : nil
        }
        var items: [ParityItem] = []
        for var item in model[index].items {
          if chance(8, &random) { continue }
          if chance(10, &random) { redeclare(&item, depth: 0, &random) }
          editChildren(of: &item, depth: 1, &random)
          if chance(8, &random) { moving.append(item) } else { items.append(item) }
        }
        model[index].items = items
      }
      var free = Set(0..<itemPool).subtracting(ids(model.flatMap(\.items) + moving))
        .sorted().shuffled(using: &random)
      // Children for a few rows and children of theirs: new ones, or a first one.
      for index in model.indices {
        for row in model[index].items.indices {
          if chance(6, &random), let id = free.popLast() {
            addChild(id, to: &model[index].items[row], &random)
          }
          for child in model[index].items[row].children.indices where chance(4, &random) {
            guard let id = free.popLast() else { break }
            addChild(id, to: &model[index].items[row].children[child], &random)
          }
        }
      }
      // A child without children of its own moved under another row, to the top level, or
      // from there under a row: its place is its new parent's.
      if chance(10, &random) {
        reparent(&model, &random)
      }
      for _ in 0..<Int.random(in: 0...3, using: &random) {
        guard let id = free.popLast() else { break }
        var item = ParityItem(id: id)
        redeclare(&item, depth: 0, &random)
        if chance(25, &random) {
          for _ in 0..<Int.random(in: 1...3, using: &random) {
            guard let child = free.popLast() else { break }
            addChild(child, to: &item, &random)
          }
        }
        moving.append(item)
      }
      for item in moving where !model.isEmpty {
        let group = Int.random(in: model.indices, using: &random)
        model[group].items.insert(
          item, at: Int.random(in: 0...model[group].items.count, using: &random))
      }
      return model
    }

    /// The model with one to two new rows at the top of the section of the row `id`, which
    /// keeps what it declares.
    static func inserting(above id: Int, in old: [ParityGroup], _ random: inout SplitMix64)
      -> [ParityGroup]
    {
      var model = old
      guard let group = model.firstIndex(where: { ids($0.items).contains(id) }) else {
        return model
      }
      var free = Set(0..<itemPool).subtracting(ids(model.flatMap(\.items))).sorted()
        .shuffled(using: &random)
      for _ in 0..<Int.random(in: 1...2, using: &random) {
        guard let new = free.popLast() else { break }
        var item = ParityItem(id: new)
        redeclare(&item, depth: 0, &random)
        model[group].items.insert(item, at: 0)
      }
      return model
    }

    /// Deletes some of a row's children and of theirs, and draws again what some declare.
    static func editChildren(of item: inout ParityItem, depth: Int, _ random: inout SplitMix64) {
      item.children = item.children.compactMap { child in
        var child = child
        if chance(8, &random) { return nil }
        if chance(10, &random) { redeclare(&child, depth: depth, &random) }
        editChildren(of: &child, depth: depth + 1, &random)
        return child
      }
      normalize(&item)
    }

    /// Moves one row without children: a child under another top-level row or to the top
    /// level, or a top-level row under another.
    static func reparent(_ model: inout [ParityGroup], _ random: inout SplitMix64) {
      let groups = model.indices.filter { !model[$0].items.isEmpty }
      guard let group = groups.randomElement(using: &random) else { return }
      let row = Int.random(in: model[group].items.indices, using: &random)
      var item: ParityItem
      if let child = model[group].items[row].children.indices.randomElement(using: &random),
        model[group].items[row].children[child].children.isEmpty
      {
        item = model[group].items[row].children.remove(at: child)
        normalize(&model[group].items[row])
      } else if model[group].items[row].children.isEmpty, model[group].items.count > 1 {
        item = model[group].items.remove(at: row)
      } else {
        return
      }
      let target = groups.randomElement(using: &random)!
      if chance(30, &random) {
        model[target].items.insert(
          item, at: Int.random(in: 0...model[target].items.count, using: &random))
        return
      }
      item.movable = false
      let parent = Int.random(in: model[target].items.indices, using: &random)
      if model[target].items[parent].children.isEmpty {
        model[target].items[parent].expandedFirst = chance(50, &random)
      }
      model[target].items[parent].children.insert(
        item,
        at: Int.random(in: 0...model[target].items[parent].children.count, using: &random))
      normalize(&model[target].items[parent])
    }

    /// Gives a row a new child, at a random place among its children.
    static func addChild(_ id: Int, to item: inout ParityItem, _ random: inout SplitMix64) {
      var child = ParityItem(id: id)
      redeclare(&child, depth: 1, &random)
      if item.children.isEmpty { item.expandedFirst = chance(50, &random) }
      item.children.insert(
        child, at: Int.random(in: 0...item.children.count, using: &random))
      normalize(&item)
    }

    /// Draws what a row declares; a child (`depth` 1 or more) does not move.
    static func redeclare(_ item: inout ParityItem, depth: Int, _ random: inout SplitMix64) {
      item.selects = chance(60, &random)
      item.refusesSelection = chance(10, &random)
      item.deselects = chance(30, &random)
      item.primaryAction = chance(15, &random)
      item.disabled = chance(10, &random)
      item.button = chance(10, &random)
      item.unselectable = chance(8, &random)
      item.deletable = chance(40, &random)
      item.movable = depth == 0 && chance(40, &random)
      item.leading = chance(30, &random)
      item.trailing = chance(30, &random)
      item.fullSwipeOff = chance(20, &random)
      item.menu = chance(30, &random)
      item.accessory =
        [.none, .none, .disclosureIndicator, .checkmark, .detailButton, .detailDisclosureButton]
        .randomElement(using: &random)!
      item.detailHandler = chance(60, &random)
      item.switchOn = chance(20, &random) ? chance(50, &random) : nil
      item.badge = chance(8, &random) ? "b\(Int.random(in: 0..<3, using: &random))" : nil
      item.trailingText = chance(20, &random) ? "v\(Int.random(in: 0..<3, using: &random))" : nil
      item.secondaryText = chance(40, &random) ? "s\(Int.random(in: 0..<3, using: &random))" : nil
      item.style = RowStyle.allCases.randomElement(using: &random)!
      item.image =
        chance(30, &random) ? ["star", "heart", "folder"].randomElement(using: &random) : nil
      item.accessibilityLabel = chance(15, &random) ? "row \(item.id)" : nil
      item.indentation = chance(6, &random) ? Int.random(in: 0...3, using: &random) : nil
      normalize(&item)
    }

    /// Keeps what a row declares within what the generator draws: a row with children does
    /// not move (a child's place is its parent's).
    static func normalize(_ item: inout ParityItem) {
      if !item.children.isEmpty { item.movable = false }
    }
  }

  /// An app of the random model: it declares its model, and its handlers log what they were
  /// called for, change the model and declare it again from inside, as an app does.
  @MainActor
  final class ParityApp {
    private(set) var model: [ParityGroup]
    /// What the handlers ran for, in order, each update they asked for with what it waited
    /// for.
    var log: [String] = []
    /// What the declared table said wrong about an update that waits.
    var problems: [String] = []
    /// The selection's changes reported since the log was emptied, each also in the log.
    var selectionChanges: [SelectionChange<Int>] = []
    /// The models that the next handler to update declares after its own, each drawn by
    /// ``ParityModel/edited(_:_:)`` from its seed; it empties the list.
    var followUps: [UInt64] = []
    private(set) var table: DeclaredTable<Int, Int>!

    init(_ model: [ParityGroup]) throws {
      self.model = model
      table = try DeclaredTable(declaration: declaration())
      table.rejectedUpdateHandler = { error in Issue.record("rejected: \(error)") }
      table.expansionDidChange = { [weak self] change in
        self?.log.append("expansion \(change.row) \(change.isExpanded) \(change.cause)")
        self?.declareFollowUps()
      }
    }

    /// Logs every change of the selection the declared table reports, with its cause.
    func observeSelection() {
      table.selectionDidChange = { [weak self] change in
        self?.selectionChanges.append(change)
        self?.log.append(
          "selection \(change.selection.sorted()) +\(change.selected.sorted())"
            + " -\(change.deselected.sorted()) \(change.cause)")
      }
    }

    /// Declares a new model.
    @discardableResult
    func declare(_ model: [ParityGroup], animated: Bool) -> DeclarationDiff {
      self.model = model
      return table.update(to: declaration(), animated: animated)
    }

    /// Declares the model from inside a handler, then the follow-ups, each noted in the log
    /// with what it waits for (and, while it waits, the rows the table still answers with).
    private func redeclare() {
      // A selection the update changes is reported before it returns.
      let line = log.count - 1
      log[line] += waits(table.update(to: declaration()))
      declareFollowUps()
    }

    /// Declares the follow-ups, each from the model before it, as the next line of the log.
    private func declareFollowUps() {
      let seeds = followUps
      followUps = []
      for seed in seeds {
        var random = SplitMix64(seed: seed)
        model = ParityModel.edited(model, &random)
        log.append("follow-up")
        let line = log.count - 1
        log[line] += waits(table.update(to: declaration()))
      }
    }

    /// What an update waits for, checked against what the declared table says: the wait
    /// again, and an empty diff; or nothing, once applied.
    private func waits(_ diff: DeclarationDiff) -> String {
      guard let wait = diff.waitingFor else {
        if let still = table.waitingFor { problems.append("applied, yet \(still)") }
        return " applied"
      }
      if table.waitingFor != wait {
        problems.append("\(wait), the table \(String(describing: table.waitingFor))")
      }
      if !diff.isEmpty { problems.append("\(wait) with a diff \(diff)") }
      return " \(wait); shows \(table.sections.map { $0.rows.map(\.id) })"
    }

    /// The shown section `section` is, in the model's sections.
    private func group(ofShown section: Int) -> Int {
      let shown = model.indices.filter { !(model[$0].omittedWhenEmpty && model[$0].items.isEmpty) }
      return shown[section]
    }

    /// Finds the row `id` among `items` and their children at any depth.
    ///
    /// `body` is given the array that holds it and its place there, to change or remove it.
    /// Returns whether it was found.
    @discardableResult
    private static func edit(
      _ id: Int, in items: inout [ParityItem], _ body: (inout [ParityItem], Int) -> Void
    ) -> Bool {
      if let index = items.firstIndex(where: { $0.id == id }) {
        body(&items, index)
        return true
      }
      for index in items.indices where edit(id, in: &items[index].children, body) {
        return true
      }
      return false
    }

    private func change(_ id: Int, _ line: String, _ body: (inout ParityItem) -> Void) {
      log.append(line)
      for group in model.indices {
        if Self.edit(id, in: &model[group].items, { body(&$0[$1]) }) { break }
      }
      redeclare()
    }

    private func remove(_ id: Int, _ line: String) {
      log.append(line)
      for group in model.indices {
        if Self.edit(id, in: &model[group].items, { $0.remove(at: $1) }) { break }
      }
      redeclare()
    }

    private func move(_ id: Int, to destination: TablePosition, _ line: String) {
      log.append(line)
      // Only top-level rows move.
      guard let group = model.firstIndex(where: { $0.items.contains { $0.id == id } }),
        let row = model[group].items.firstIndex(where: { $0.id == id })
      else { return }
      // The destination counts the sections shown while the row was still in its own.
      let target = self.group(ofShown: destination.section)
      let item = model[group].items.remove(at: row)
      // It counts the shown children of expanded rows too: the row goes before the first row
      // of the section at or below the destination.
      var index = model[target].items.count
      var shownRow = 0
      for (place, other) in model[target].items.enumerated() {
        if shownRow >= destination.row {
          index = place
          break
        }
        shownRow += ParityModel.flattened([other], isExpanded: table.isExpanded).count
      }
      model[target].items.insert(item, at: index)
      redeclare()
    }

    func declaration() -> TableDeclaration<Int, Int> {
      TableDeclaration {
        for group in model {
          Section(group.id, header: group.header, footer: group.footer) {
            for item in group.items { row(item) }
          }
          .omittedWhenEmpty(group.omittedWhenEmpty)
        }
      }
    }

    // The handlers capture the app weakly: it owns the declared table, which owns them.
    private func row(_ item: ParityItem) -> Row<Int> {
      let id = item.id
      let content = RowContent(
        text: item.text, secondaryText: item.secondaryText, accessory: item.accessory,
        image: item.image.map(RowImage.system), style: item.style,
        trailingText: item.trailingText, accessibilityLabel: item.accessibilityLabel)
      var row = Row(id, content: content).canMove(item.movable)
      if item.disabled { row = row.disabled() }
      if item.button { row = row.role(.button) }
      if item.unselectable { row = row.selectable(false) }
      if let indentation = item.indentation { row = row.indentationLevel(indentation) }
      if let badge = item.badge {
        row = row.accessoryView(CustomViewDescription(kind: "Badge", description: badge))
      }
      if item.selects {
        row = row.onSelect { [weak self] call in
          self?.change(id, "select \(id) at \(call.position)") { $0.taps += 1 }
        }
      }
      if item.refusesSelection {
        row = row.willSelect { [weak self] call in
          self?.log.append("refuse \(id) at \(call.position)")
          return nil
        }
      }
      if item.deselects {
        row = row.onDeselect { [weak self] call in
          self?.log.append("deselect \(id) at \(call.position)")
        }
      }
      if item.primaryAction {
        row = row.onPrimaryAction { [weak self] call in
          self?.log.append("primary \(id) at \(call.position)")
        }
      }
      if item.detailHandler {
        row = row.onAccessoryButtonTap { [weak self] call in
          self?.change(id, "detail \(id) at \(call.position)") { $0.details += 1 }
        }
      }
      if item.deletable {
        row = row.onDelete { [weak self] call in
          self?.remove(id, "delete \(id) at \(call.position)")
        }
      }
      if item.movable {
        row = row.onMove { [weak self] call in
          self?.move(
            id, to: call.arguments, "move \(id) from \(call.position) to \(call.arguments)")
        }
      }
      if item.leading {
        row = row.swipeActions(edge: .leading) { [weak self] in
          SwipeAction(title: "Flag") { position, done in
            self?.change(id, "flag \(id) at \(position)") { $0.flagged.toggle() }
            done(true)
          }
          SwipeAction(title: "Rename") { position, done in
            self?.change(id, "rename \(id) at \(position)") { $0.renames += 1 }
            done(true)
          }
        }
      }
      if item.trailing {
        let full = !item.fullSwipeOff
        row = row.swipeActions(edge: .trailing, performsFirstActionWithFullSwipe: full) {
          [weak self] in
          SwipeAction(title: "Remove", style: .destructive) { position, done in
            self?.remove(id, "remove \(id) at \(position)")
            done(true)
          }
        }
      }
      if let isOn = item.switchOn {
        row = row.toggle(isOn: isOn) { [weak self] isOn in
          self?.change(id, "switch \(id) \(isOn)") { $0.switchOn = isOn }
        }
      }
      if item.menu {
        row = row.contextMenu { [weak self] in
          RowMenuAction(title: "Rename") {
            self?.change(id, "menu-rename \(id)") { $0.renames += 1 }
          }
          // A submenu, with an item that cannot be chosen.
          RowMenu(
            title: "More",
            children: [
              .action(
                RowMenuAction(title: "Pin") { position in
                  self?.change(id, "menu-pin \(id) at \(position)") { $0.flagged.toggle() }
                }),
              .action(
                RowMenuAction(title: "Forward", isEnabled: false) {
                  self?.log.append("forward \(id)")
                }),
            ])
          RowMenuAction(title: "Discard", isDestructive: true) { position in
            self?.remove(id, "menu-discard \(id) at \(position)")
          }
        }
      }
      if !item.children.isEmpty {
        row = row.children(item.children.map(self.row), expanded: item.expandedFirst)
      }
      return row
    }
  }

  /// The view the UIKit hosts show a row's custom accessory view with (the kind "Badge").
  @MainActor
  final class ParityBadge: UIView {
    var text = ""
  }

  // MARK: The three hosts, driven alike

  /// A host of a ``ParityApp``'s declared table, as the random test drives it: each method does
  /// what a user does, through the host's own drivers, and returns what the user saw, in the
  /// same words on every host.
  @MainActor
  protocol ParityHost: AnyObject {
    var name: String { get }
    var app: ParityApp { get }
    /// Inconsistent batches, broken runtime rules and misuse since the last check.
    var problems: [String] { get set }
    /// Whether the view's batches animate (their completions wait for time to pass).
    var animates: Bool { get set }
    /// Whether a batch's animation runs.
    var isAnimating: Bool { get }
    /// The rows selected, in order.
    var selected: [IndexPath] { get }
    /// Every row on screen, read back from the host, per section.
    func shownRows() -> [[ShownRow]]
    /// What the host shows of a row the headless table shows as `row`, where UIKit itself
    /// makes the host differ (the suite's list).
    func showing(_ row: ShownRow) -> ShownRow
    /// The app's log as the headless table's would read, where UIKit itself makes the host
    /// differ (the suite's list).
    func loggedAsHeadless(_ log: [String]) -> [String]
    /// Every section's header and footer titles, "-" for none.
    func titles() -> [String]
    func tap(_ path: IndexPath) -> String
    func swipe(_ path: IndexPath, leading: Bool, pick: Int, full: Bool) -> String
    /// Opens the row's leading swipe actions, runs `update` while they show, then taps the
    /// `pick`th of those shown (wrapping around).
    func heldSwipe(_ path: IndexPath, pick: Int, update: () -> Void) -> String
    func chooseMenuItem(_ path: IndexPath, pick: Int) -> String
    func tapDetail(_ path: IndexPath) -> String
    func tapDisclosure(_ path: IndexPath) -> String
    /// Flips a row's switch, as a user's touch does.
    func flipSwitch(_ path: IndexPath) -> String
    /// Whether a row's switch is on; `nil` for no switch.
    func switchIsOn(at path: IndexPath) -> Bool?
    func userMoves(from source: IndexPath, to destination: IndexPath) -> String
    /// Performs one of the row's VoiceOver actions, the `pick`th (wrapping around).
    func performAccessibilityAction(_ path: IndexPath, pick: Int) -> String
    /// Lets time pass until nothing waits.
    func settle()
    /// Turns the view's multiple selection on or off, as an app sets its property.
    func allowMultipleSelection(_ allowed: Bool)
  }

  extension ParityHost {
    func showing(_ row: ShownRow) -> ShownRow { row }

    func loggedAsHeadless(_ log: [String]) -> [String] { log }

    /// Checks what two updates declared one after the other while batches animate waited for
    /// (`waits`): the first nothing; the second the animation, if the first one's batch
    /// animates (`animating`), as the declared table still says; while it waits, the table
    /// answers with the rows shown.
    func checkUpdatesWhileAnimating(
      _ waits: [DeclaredUpdateWait?], afterAnimatingBatch animating: Bool
    ) {
      let expected: [DeclaredUpdateWait?] = [nil, animating ? .animation : nil]
      if waits != expected || app.table.waitingFor != expected[1] {
        problems.append(
          "updates while animating waited for \(waits), the table for"
            + " \(String(describing: app.table.waitingFor)), animating \(animating)")
      }
      guard expected[1] != nil else { return }
      let shown = shownRows().map { $0.map(\.id) }
      let answered = shown.enumerated().map { section, rows in
        rows.indices.map { app.table.rowID(at: TablePosition(section: section, row: $0)) }
      }
      if answered != shown {
        problems.append("while an update waits, the table answers \(answered), shown \(shown)")
      }
    }

    /// A context menu's items in order, each by its path (its submenus' titles, then its own),
    /// with whether it can be chosen.
    func menuItems(_ titles: [(path: [String], isEnabled: Bool)]) -> [String] {
      titles.map { $0.path.joined(separator: "/") + ($0.isEnabled ? "" : " (disabled)") }
    }

    /// What a tap showed: the rows selected once it settled.
    func tapped(_ path: IndexPath) -> String {
      settle()
      return "tap \(path): selected \(selected)"
    }

    /// What a menu showed and what choosing one of its items did.
    ///
    /// - Parameters:
    ///   - items: The items in order, each by its path (its submenus' titles, then its own),
    ///     with whether it can be chosen; `nil` for no menu.
    ///   - pick: Which one to choose (wrapping around).
    ///   - choose: Chooses an item by its path; returns whether it ran.
    /// - Returns: What the user saw.
    func chose(
      _ items: [(path: [String], isEnabled: Bool)]?, pick: Int, choose: ([String]) -> Bool
    ) -> String {
      guard let items else { return "no menu" }
      guard !items.isEmpty else { return "an empty menu" }
      let item = items[pick % items.count]
      return "\(menuItems(items)) chose \(item.path) ran \(choose(item.path))"
    }

    /// What a row's VoiceOver actions were and what performing one did.
    func performed(_ names: [String], pick: Int, perform: (String) -> Bool) -> String {
      guard !names.isEmpty else { return "no actions" }
      let name = names[pick % names.count]
      let ran = perform(name)
      settle()
      return "\(names) performed \(name) ran \(ran)"
    }

    /// What a swipe showed and what tapping (or fully swiping) one of its actions did.
    ///
    /// - Parameters:
    ///   - titles: The actions shown, outermost first; empty for none.
    ///   - pick: Which one to tap (wrapping around).
    ///   - full: Whether to swipe all the way, except on a Delete alone (the table's default
    ///     Delete, the list's), whose full swipe the stand-in table view does not have.
    ///   - perform: Runs an action by title, or the first by a full swipe (`nil`); returns
    ///     whether it ran.
    ///   - completions: What the actions' completions were called with, once settled; not
    ///     asked where there is none to report (a Delete alone).
    /// - Returns: What the user saw.
    func swiped(
      _ titles: [String], pick: Int, full: Bool, perform: (String?) -> Bool,
      completions: () -> [Bool]
    ) -> String {
      guard !titles.isEmpty else { return "no swipe actions" }
      let title = titles[pick % titles.count]
      let fully = full && titles != ["Delete"]
      let ran = perform(fully ? nil : title)
      settle()
      let reported = titles == ["Delete"] ? "" : " completions \(completions())"
      return "\(titles) \(fully ? "full swipe" : title) ran \(ran)\(reported)"
    }

    /// What a person's tap on a switch did, once its handler ran: what the row's switch shows
    /// where the row is then (updates that its handler asked for may have moved it).
    func flipped(_ isOn: Bool?, at path: IndexPath, enabled: Bool, flip: () -> Void) -> String {
      guard isOn != nil else { return "no switch" }
      guard enabled else { return "switch disabled" }
      let id = app.table.rowID(at: TablePosition(path))
      flip()
      settle()
      let shown = id.flatMap { app.table.position(ofRow: $0) }.flatMap {
        switchIsOn(at: IndexPath($0))
      }
      return "switch shows \(shown.map(String.init) ?? "none")"
    }
  }

  /// The headless table, read through its rendering and its row accessors.
  @MainActor
  final class HeadlessParityHost: ParityHost {
    let name = "headless"
    let app: ParityApp
    let table: HeadlessTable
    var problems: [String] = []
    var animates = false
    /// The headless table has no animation: it applies every update at once.
    let isAnimating = false

    init(_ app: ParityApp) {
      self.app = app
      // Every row loaded, as the UIKit hosts' tall views show every row.
      table = HeadlessTable(declared: app.table, visibleRowLimit: 100_000)
      app.table.handlers.misuseHandler = { [weak self] in self?.problems.append("misuse \($0)") }
    }

    var selected: [IndexPath] { table.selectedRows.map(IndexPath.init) }

    func allowMultipleSelection(_ allowed: Bool) { table.allowsMultipleSelection = allowed }

    /// Every row's index path.
    var positions: [IndexPath] {
      rowCounts.enumerated().flatMap { section, count in
        (0..<count).map { IndexPath(row: $0, section: section) }
      }
    }

    /// Each section's row count.
    var rowCounts: [Int] {
      (0..<table.numberOfSections).map { table.numberOfRows(inSection: $0) }
    }

    func settle() {}

    func titles() -> [String] {
      (0..<table.numberOfSections).map {
        "\(table.headerTitle(inSection: $0) ?? "-")/\(table.footerTitle(inSection: $0) ?? "-")"
      }
    }

    /// The rendering's row lines, parsed back (`HeadlessTable.render()` documents the format).
    func shownRows() -> [[ShownRow]] {
      let lines = table.render().split(separator: "\n", omittingEmptySubsequences: false)
      var line = 0
      func next() -> Substring {
        defer { line += 1 }
        return line < lines.count ? lines[line] : "?"
      }
      return (0..<table.numberOfSections).map { section in
        // A grouped table's blank line between sections, then the header's line.
        if section > 0 { _ = next() }
        if table.headerTitle(inSection: section) != nil { _ = next() }
        let rows = (0..<table.numberOfRows(inSection: section)).map { row in
          parse(next(), at: TablePosition(section: section, row: row))
        }
        if table.footerTitle(inSection: section) != nil { _ = next() }
        return rows
      }
    }

    /// A row's line of the rendering: `▶ ` when selected, two spaces a level, `▸ ` or `▾ `,
    /// the image, the text (`( … )` for a button), the secondary text after its style's token,
    /// the trailing view, the accessory, ` (disabled)`.
    private func parse(_ line: Substring, at position: TablePosition) -> ShownRow {
      var row = ShownRow()
      var rest = line
      row.isSelected = rest.hasPrefix("▶ ")
      rest = rest.dropFirst(2)
      while rest.hasPrefix("  ") {
        row.depth += 1
        rest = rest.dropFirst(2)
      }
      // The rendering shows the outline disclosure before the text; the UIKit hosts show it at
      // the trailing edge, after every other accessory.
      var outline: String?
      if rest.hasPrefix("▸ ") {
        outline = "outline collapsed"
      } else if rest.hasPrefix("▾ ") {
        outline = "outline expanded"
      }
      if outline != nil { rest = rest.dropFirst(2) }
      if rest.hasPrefix("⟨"), let end = rest.firstIndex(of: "⟩") {
        row.image = String(rest[rest.index(after: rest.startIndex)..<end])
        rest = rest[rest.index(after: end)...].dropFirst()
      }
      if rest.hasSuffix(" (disabled)") {
        row.isEnabled = false
        rest = rest.dropLast(" (disabled)".count)
      }
      var accessories: [String] = []
      for (token, shown) in [
        (" ⓘ›", ["detail", "disclosure"]), (" ›", ["disclosure"]), (" ✓", ["checkmark"]),
        (" ⓘ", ["detail"]),
      ] where rest.hasSuffix(token) {
        accessories = shown
        rest = rest.dropLast(token.count)
        break
      }
      if rest.hasSuffix("]"), let open = rest.range(of: " [", options: .backwards) {
        let inside = rest[open.upperBound..<rest.index(before: rest.endIndex)]
        let view: String
        switch inside {
        case "on", "off": view = "switch \(inside)"
        default:
          view = inside.hasPrefix("▤ ") ? "view \(inside.dropFirst(2))" : "control \(inside)"
        }
        accessories.insert(view, at: 0)
        rest = rest[..<open.lowerBound]
      } else if let dot = rest.range(of: " · ", options: .backwards) {
        accessories.insert("text \(rest[dot.upperBound...])", at: 0)
        rest = rest[..<dot.lowerBound]
      }
      row.accessories = accessories + (outline.map { [$0] } ?? [])
      row.style = table.content(at: position)?.style ?? .default
      for (token, style) in [
        (" — ", RowStyle.default), (" ↓ ", .subtitle), (" ⇥ ", .valueCell), (" │ ", .value2),
      ] {
        guard let range = rest.range(of: token, options: .backwards) else { continue }
        row.secondaryText = String(rest[range.upperBound...])
        // The token shows the style: it must be the content's.
        if style != row.style { row.secondaryText = "? \(token) \(row.secondaryText!)" }
        rest = rest[..<range.lowerBound]
        break
      }
      if rest.hasPrefix("( "), rest.hasSuffix(" )") {
        row.isButton = true
        rest = rest.dropFirst(2).dropLast(2)
      }
      row.text = rest == "·" ? nil : String(rest)
      row.accessibilityLabel = table.content(at: position)?.accessibilityLabel
      row.actions = table.accessibilityActions(at: position)
      return row
    }

    func tap(_ path: IndexPath) -> String {
      table.tap(TablePosition(path))
      return tapped(path)
    }

    func flipSwitch(_ path: IndexPath) -> String {
      let position = TablePosition(path)
      let content = table.content(at: position)
      let control = table.control(at: position)
      guard case .toggle(let isOn)? = control?.kind else { return "no switch" }
      return flipped(
        isOn, at: path, enabled: content?.isEnabled == true && control?.isEnabled == true,
        flip: { table.toggle(position) })
    }

    func switchIsOn(at path: IndexPath) -> Bool? {
      guard case .toggle(let isOn)? = table.control(at: TablePosition(path))?.kind else {
        return nil
      }
      return isOn
    }

    func swipe(_ path: IndexPath, leading: Bool, pick: Int, full: Bool) -> String {
      let position = TablePosition(path)
      let edge: SwipeEdge = leading ? .leading : .trailing
      if let titles = table.swipeActions(edge, at: position) {
        var outcome = SwipeOutcome.unavailable
        return swiped(
          titles, pick: pick, full: full,
          perform: { title in
            outcome =
              title.map { table.performSwipeAction($0, edge: edge, at: position) }
              ?? table.fullSwipe(edge, at: position)
            return outcome != .unavailable
          },
          completions: {
            guard case .completed(let performed) = outcome else { return [] }
            return [performed]
          })
      }
      // Without actions, a trailing swipe shows the Delete where the row would be deleted.
      guard !leading, let title = table.swipe(position) else { return "no swipe actions" }
      return swiped(
        [title], pick: pick, full: full, perform: { _ in table.confirmDelete() },
        completions: { [] })
    }

    func heldSwipe(_ path: IndexPath, pick: Int, update: () -> Void) -> String {
      let id = app.table.rowID(at: TablePosition(path))
      let titles = table.swipeActions(.leading, at: TablePosition(path))
      update()
      // The row where it is now: the headless table has no swipe that stays open.
      guard let titles, let id, let position = app.table.position(ofRow: id) else {
        return "no swipe actions"
      }
      var outcome = SwipeOutcome.unavailable
      return swiped(
        titles, pick: pick, full: false,
        perform: { title in
          outcome = table.performSwipeAction(title!, edge: .leading, at: position)
          return outcome != .unavailable
        },
        completions: {
          guard case .completed(let performed) = outcome else { return [] }
          return [performed]
        })
    }

    func chooseMenuItem(_ path: IndexPath, pick: Int) -> String {
      let position = TablePosition(path)
      func items(_ elements: [ShownMenuElement], in path: [String]) -> [([String], Bool)] {
        elements.flatMap { element -> [([String], Bool)] in
          switch element {
          case .item(let item): return [(path + [item.title], item.isEnabled)]
          case .group(_, let children): return items(children, in: path)
          case .submenu(let title, _, let children): return items(children, in: path + [title])
          case .loading: return []
          }
        }
      }
      return chose(table.shownMenu(at: position).map { items($0, in: []) }, pick: pick) {
        table.chooseMenuItem($0, at: position)
      }
    }

    func tapDetail(_ path: IndexPath) -> String {
      let accessory = table.content(at: TablePosition(path))?.accessory ?? RowAccessory.none
      let shown = accessory == .detailButton || accessory == .detailDisclosureButton
      table.tapAccessory(TablePosition(path))
      return "detail button shown \(shown)"
    }

    func tapDisclosure(_ path: IndexPath) -> String {
      let shown = table.outlineDisclosure(at: TablePosition(path)) != nil
      table.tapDisclosure(TablePosition(path))
      return "disclosure shown \(shown)"
    }

    func userMoves(from source: IndexPath, to destination: IndexPath) -> String {
      // The reorder control shows in editing mode.
      table.setEditing(true)
      defer { table.setEditing(false) }
      let landed = try? table.drag(TablePosition(source), over: [TablePosition(destination)])
      guard let landed else { return "cannot move \(source)" }
      return "moved \(source) to \(IndexPath(landed))"
    }

    /// The VoiceOver actions performed so far, by name.
    private(set) var performedActions: Set<String> = []

    func performAccessibilityAction(_ path: IndexPath, pick: Int) -> String {
      let position = TablePosition(path)
      return performed(table.accessibilityActions(at: position), pick: pick) { name in
        let ran = table.performAccessibilityAction(name, at: position)
        if ran { performedActions.insert(name) }
        return ran
      }
    }
  }

  /// What the UIKit hosts' cells show, read the same way on both.
  @MainActor
  enum ShownCell {
    /// A menu's actions in order, each by its path (its submenus' titles, then its own; an
    /// inline group adds none).
    static func menuActions(_ elements: [UIMenuElement], in path: [String] = [])
      -> [(path: [String], action: UIAction)]
    {
      elements.flatMap { element -> [(path: [String], action: UIAction)] in
        if let action = element as? UIAction { return [(path + [action.title], action)] }
        guard let menu = element as? UIMenu else { return [] }
        return menuActions(
          menu.children, in: menu.options.contains(.displayInline) ? path : path + [menu.title])
      }
    }

    /// What a menu showed and what choosing one of its items did, on a UIKit host.
    static func chose(_ menu: UIMenu?, pick: Int, on host: any ParityHost) -> String {
      let actions = menu.map { menuActions($0.children) }
      return host.chose(
        actions?.map { ($0.path, !$0.action.attributes.contains(.disabled)) }, pick: pick
      ) { path in
        actions?.first { $0.path == path }?.action.choose() ?? false
      }
    }

    /// A cell's texts, style, image and button role, from its content configuration, or from
    /// its labels where it has none (a table view's `.value2` cell).
    static func content(
      _ configuration: UIListContentConfiguration?, style: UITableViewCell.CellStyle?,
      labels: (text: UILabel?, detail: UILabel?, image: UIImageView?)
    ) -> ShownRow {
      var row = ShownRow()
      if let configuration {
        row.text = configuration.text
        row.secondaryText = configuration.secondaryText
        row.image = configuration.image?.systemName
        row.isButton = configuration.textProperties.alignment == .center
        switch configuration.layout {
        case .subtitleCell: row.style = .subtitle
        case .valueCell: row.style = .valueCell
        default: row.style = .default
        }
      } else {
        row.text = labels.text?.text
        row.secondaryText = labels.detail?.text
        row.image = labels.image?.image?.systemName
        row.isButton = labels.text?.textAlignment == .center
        switch style {
        case .subtitle?: row.style = .subtitle
        case .value1?: row.style = .valueCell
        case .value2?: row.style = .value2
        default: row.style = .default
        }
      }
      return row
    }

    /// What a view at a cell's trailing edge is, in ``ShownRow/accessories``' words.
    static func name(of view: UIView) -> String {
      switch view {
      case let toggle as UISwitch: return "switch \(toggle.isOn ? "on" : "off")"
      case let badge as ParityBadge: return "view \(badge.text)"
      case let label as UILabel: return "text \(label.text ?? "")"
      case let image as UIImageView:
        switch image.image?.systemName {
        case "checkmark"?: return "checkmark"
        case "chevron.forward"?, "chevron.right"?: return "disclosure"
        default: return "image \(image.image?.systemName ?? "?")"
        }
      case let button as UIButton:
        if button.buttonType == .detailDisclosure { return "detail" }
        switch button.currentImage?.systemName {
        case "chevron.forward"?, "chevron.right"?: return "outline collapsed"
        case "chevron.down"?: return "outline expanded"
        default: return "button \(button.buttonType)"
        }
      default: return "\(type(of: view))"
      }
    }

    /// A table view cell's accessories, leading to trailing.
    ///
    /// `UITableViewCell.h`, `accessoryView`: "if set, use custom view. ignore accessoryType".
    static func accessories(of cell: UITableViewCell) -> [String] {
      guard cell.accessoryView != nil else {
        switch cell.accessoryType {
        case .disclosureIndicator: return ["disclosure"]
        case .checkmark: return ["checkmark"]
        case .detailButton: return ["detail"]
        case .detailDisclosureButton: return ["detail", "disclosure"]
        default: return []
        }
      }
      return accessoryViews(of: cell).map(name(of:))
    }

    /// The views of a table view cell's accessories, leading to trailing: its accessory view,
    /// or, where that is no accessory itself (no control, label, image or view of the app's),
    /// the views it holds side by side.
    static func accessoryViews(of cell: UITableViewCell) -> [UIView] {
      guard let view = cell.accessoryView else { return [] }
      let isOne = view is UIControl || view is UILabel || view is UIImageView || view is ParityBadge
      return isOne ? [view] : view.subviews
    }

    /// Where UIKit shows a list cell's system accessory at the trailing edge, after the custom
    /// views: `UICollectionViewListCell.accessories` (Apple's documentation), "System
    /// accessories have system-defined placement within the cell ... The order of system
    /// accessories in the array doesn't affect their placement."
    static func systemRank(_ type: UICellAccessory.AccessoryType) -> Int {
      switch type {
      case .label: return 0
      case .detail: return 1
      case .checkmark: return 2
      case .disclosureIndicator: return 3
      case .outlineDisclosure: return 4
      default: return 5
      }
    }

    /// A list cell's accessories shown now, leading to trailing: the custom views (each placed
    /// by its default trailing position, before the system accessories), then the system ones
    /// in their place.
    static func accessories(
      _ shown: [UICellAccessory.AccessoryType], of cell: UICollectionViewListCell
    ) -> [String] {
      let views = shown.compactMap { type -> UIView? in
        if case .customView(let view) = type { return view }
        return nil
      }
      let system = shown.filter { type in
        if case .customView = type { return false }
        return true
      }
      return views.map(name(of:))
        + system.sorted { systemRank($0) < systemRank($1) }.map { type in
          switch type {
          case .detail: return "detail"
          case .checkmark: return "checkmark"
          case .disclosureIndicator: return "disclosure"
          case .outlineDisclosure:
            return cell.configurationState.isExpanded ? "outline expanded" : "outline collapsed"
          default: return "\(type)"
          }
        }
    }
  }

  extension ParityApp {
    /// Registers the custom accessory view of the kind "Badge" on a UIKit host.
    func registerBadge() {
      table.registerAccessoryView(
        forKind: "Badge", make: { ParityBadge() },
        configure: { badge, description in badge.text = description.description })
    }
  }

  /// The table view host: the test's `DrivenTableView`, whose taps follow UIKit's order, tall
  /// enough to show every row.
  @MainActor
  final class TableViewParityHost: ParityHost {
    let name = "table view"
    let app: ParityApp
    let tableView = DrivenTableView(frame: CGRect(x: 0, y: 0, width: 320, height: 1_000_000))
    private let runLoop = StandInRunLoop()
    var problems: [String] = []

    init(_ app: ParityApp) {
      self.app = app
      tableView.standInMove(toWindow: UIWindow())
      tableView.inconsistentUpdateHandler = { [weak self] in self?.problems.append($0) }
      tableView.runtimeRuleHandler = { [weak self] in self?.problems.append("\($0)") }
      app.table.handlers.misuseHandler = { [weak self] in self?.problems.append("misuse \($0)") }
      app.registerBadge()
      app.table.attach(to: tableView, animation: .fade)
      tableView.handlersNextTurn = { [runLoop] in runLoop.schedule($0) }
    }

    var animates: Bool {
      get { tableView.animatesBatchUpdates }
      set { tableView.animatesBatchUpdates = newValue }
    }

    var isAnimating: Bool { tableView.isAnimatingBatchUpdates }

    var selected: [IndexPath] { (tableView.indexPathsForSelectedRows ?? []).sorted() }

    func allowMultipleSelection(_ allowed: Bool) { tableView.allowsMultipleSelection = allowed }

    /// The row's cell on screen, shown now if it was not.
    private func cell(_ path: IndexPath) -> UITableViewCell {
      tableView.cellForRow(at: path) ?? tableView.displayRow(at: path)
    }

    func shownRows() -> [[ShownRow]] {
      tableView.layoutIfNeeded()
      let selected = Set(selected)
      return (0..<tableView.numberOfSections).map { section in
        (0..<tableView.numberOfRows(inSection: section)).map { row in
          let path = IndexPath(row: row, section: section)
          let cell = cell(path)
          var shown = ShownCell.content(
            cell.contentConfiguration as? UIListContentConfiguration, style: cell.style,
            labels: (cell.textLabel, cell.detailTextLabel, cell.imageView))
          shown.accessories = ShownCell.accessories(of: cell)
          shown.depth = tableView.visibleBehaviourOfRow(at: path).indentationLevel
          shown.isEnabled = cell.isUserInteractionEnabled
          shown.accessibilityLabel = cell.accessibilityLabel
          shown.isSelected = selected.contains(path)
          shown.actions = cell.standInAccessibilityActionNames
          return shown
        }
      }
    }

    /// The titles the data source gives.
    ///
    /// The header and footer views laid out at the last step, moved with their sections, must
    /// show them, refreshed in place or made again where their sections reloaded. Then every
    /// one is laid out again.
    func titles() -> [String] {
      let titles = (0..<tableView.numberOfSections).map { section in
        let shown = tableView.visibleBehaviourOfSection(section)
        for (view, title) in [
          (tableView.headerView(forSection: section), shown.headerTitle),
          (tableView.footerView(forSection: section), shown.footerTitle),
        ] {
          guard let view else { continue }
          let text =
            (view.contentConfiguration as? UIListContentConfiguration)?.text
            ?? view.textLabel?.text
          if text != title {
            problems.append("section \(section) shows \(text ?? "-") for \(title ?? "-")")
          }
        }
        return "\(shown.headerTitle ?? "-")/\(shown.footerTitle ?? "-")"
      }
      tableView.layOutHeaderFooterViews()
      if !tableView.reconfiguredWithAnotherCell.isEmpty {
        problems.append("reconfigured with another cell: \(tableView.reconfiguredWithAnotherCell)")
      }
      return titles
    }

    func tap(_ path: IndexPath) -> String {
      // A cell that takes no touch takes no tap: hit-testing passes over a view whose
      // `isUserInteractionEnabled` is off (`UIView.h`).
      if cell(path).isUserInteractionEnabled { tableView.tap(path) }
      return tapped(path)
    }

    func flipSwitch(_ path: IndexPath) -> String {
      let cell = cell(path)
      let toggle = ShownCell.accessoryViews(of: cell).lazy.compactMap { $0 as? UISwitch }.first
      // A cell that takes no touch passes none to its switch.
      return flipped(
        toggle?.isOn, at: path,
        enabled: toggle?.isEnabled == true && cell.isUserInteractionEnabled,
        flip: {
          toggle?.isOn.toggle()
          toggle?.userSendsActions(for: .valueChanged)
        })
    }

    func switchIsOn(at path: IndexPath) -> Bool? {
      ShownCell.accessoryViews(of: cell(path)).lazy.compactMap { $0 as? UISwitch }.first?.isOn
    }

    func swipe(_ path: IndexPath, leading: Bool, pick: Int, full: Bool) -> String {
      if let swipe = tableView.swipeRow(at: path, from: leading ? .leading : .trailing) {
        return swiped(
          swipe.titles.map { $0 ?? "?" }, pick: pick, full: full,
          perform: { title in title.map(swipe.tap) ?? swipe.fullSwipe() },
          completions: { swipe.completionResults })
      }
      // Without a configuration UIKit shows its default actions: the Delete where the row
      // would be deleted by a swipe, which commits the deletion.
      guard !leading, tableView.visibleBehaviourOfRow(at: path).offersSwipeToDelete else {
        return "no swipe actions"
      }
      return swiped(
        ["Delete"], pick: pick, full: full,
        perform: { [tableView] _ in tableView.userCommits(.delete, forRowAt: path) },
        completions: { [] })
    }

    func heldSwipe(_ path: IndexPath, pick: Int, update: () -> Void) -> String {
      let swipe = tableView.swipeRow(at: path, from: .leading)
      update()
      guard let swipe else { return "no swipe actions" }
      return swiped(
        swipe.titles.map { $0 ?? "?" }, pick: pick, full: false, perform: { swipe.tap($0!) },
        completions: { swipe.completionResults })
    }

    func chooseMenuItem(_ path: IndexPath, pick: Int) -> String {
      guard tableView.cachedDelegateSelectors.contains(TableSelectors.contextMenuConfiguration)
      else { return "no menu" }
      let configuration: UIContextMenuConfiguration? = tableView.delegate.flatMap {
        tableView.send(.contextMenuConfiguration(at: path, point: .zero), to: $0)
      }
      guard let menu = configuration?.openMenu() else { return "no menu" }
      return ShownCell.chose(menu, pick: pick, on: self)
    }

    func tapDetail(_ path: IndexPath) -> String {
      let cell = cell(path)
      let shown = ShownCell.accessories(of: cell).contains("detail")
      // A cell that takes no touch passes none to its accessory.
      guard shown, cell.isUserInteractionEnabled else { return "detail button shown \(shown)" }
      if let button = ShownCell.accessoryViews(of: cell).first(where: {
        ShownCell.name(of: $0) == "detail"
      }) as? UIControl {
        button.userSendsActions(for: .touchUpInside)
      } else if tableView.cachedDelegateSelectors.contains(TableSelectors.accessoryButtonTapped),
        let delegate = tableView.delegate
      {
        // UIKit tells the delegate only if it implements the method.
        tableView.send(.accessoryButtonTapped(at: path), to: delegate)
      }
      settle()
      return "detail button shown \(shown)"
    }

    func tapDisclosure(_ path: IndexPath) -> String {
      let cell = cell(path)
      let button = ShownCell.accessoryViews(of: cell).first {
        ShownCell.name(of: $0).hasPrefix("outline")
      }
      if let button = button as? UIControl, cell.isUserInteractionEnabled {
        button.userSendsActions(for: .touchUpInside)
        settle()
      }
      return "disclosure shown \(button != nil)"
    }

    func userMoves(from source: IndexPath, to destination: IndexPath) -> String {
      // The reorder control shows in editing mode, left once the move's updates are applied.
      tableView.setEditing(true, animated: false)
      defer {
        settle()
        tableView.setEditing(false, animated: false)
      }
      // UIKit lets the user pick up only a row that shows a reorder control.
      guard tableView.visibleBehaviourOfRow(at: source).showsReorderControl else {
        return "cannot move \(source)"
      }
      tableView.userMovesRow(at: source, to: destination)
      return "moved \(source) to \(destination)"
    }

    func performAccessibilityAction(_ path: IndexPath, pick: Int) -> String {
      let cell = cell(path)
      return performed(cell.standInAccessibilityActionNames, pick: pick) {
        cell.standInPerformAccessibilityAction(named: $0)
      }
    }

    func settle() {
      if !runLoop.settle(tableView) { problems.append("the table view does not settle") }
    }
  }

  /// The list host: the stand-in collection view, with its own user drivers, tall enough to
  /// show every row.
  @MainActor
  final class ListParityHost: ParityHost {
    let name = "list"
    let app: ParityApp
    let list = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 1_000_000),
      collectionViewLayout: UICollectionViewLayout())
    private let runLoop = StandInRunLoop()
    var problems: [String] = []

    init(_ app: ParityApp) {
      self.app = app
      list.standInMove(toWindow: UIWindow())
      list.inconsistentUpdateHandler = { [weak self] in self?.problems.append($0) }
      list.runtimeRuleHandler = { [weak self] in self?.problems.append("\($0)") }
      app.table.handlers.misuseHandler = { [weak self] in self?.problems.append("misuse \($0)") }
      app.registerBadge()
      app.table.attach(to: list, appearance: .insetGrouped)
      list.handlersNextTurn = { [runLoop] in runLoop.schedule($0) }
    }

    var animates: Bool {
      get { list.animatesBatchUpdates }
      set { list.animatesBatchUpdates = newValue }
    }

    var isAnimating: Bool { list.isAnimatingBatchUpdates }

    func allowMultipleSelection(_ allowed: Bool) { list.allowsMultipleSelection = allowed }

    var selected: [IndexPath] {
      (list.indexPathsForSelectedItems ?? []).map { IndexPath(row: $0.item, section: $0.section) }
        .sorted()
    }

    private func item(_ path: IndexPath) -> IndexPath {
      IndexPath(item: path.row, section: path.section)
    }

    /// The row's cell on screen, shown now if it was not.
    private func cell(_ path: IndexPath) -> UICollectionViewCell {
      list.cellForItem(at: item(path)) ?? list.displayItem(at: item(path))
    }

    /// A list has no commit: its Delete is a swipe action, whose handler runs as a batch, so
    /// that the updates it asks for wait for the batch where a table's commit makes them wait
    /// for the callback.
    func loggedAsHeadless(_ log: [String]) -> [String] {
      var inDelete = false
      return log.map { line in
        if line.hasPrefix("delete ") {
          inDelete = true
        } else if !line.hasPrefix("follow-up"), !line.hasPrefix("selection") {
          inDelete = false
        }
        guard inDelete else { return line }
        return line.replacingOccurrences(
          of: "\(DeclaredUpdateWait.batch)", with: "\(DeclaredUpdateWait.callback)")
      }
    }

    /// What UIKit's list content configuration does not have: `.value2`.
    func showing(_ row: ShownRow) -> ShownRow {
      var row = row
      if row.style == .value2 { row.style = .default }
      return row
    }

    func shownRows() -> [[ShownRow]] {
      list.layoutIfNeeded()
      let selected = Set(selected)
      return (0..<list.numberOfSections).map { section in
        (0..<list.numberOfItems(inSection: section)).map { row in
          let path = IndexPath(row: row, section: section)
          let cell = cell(path)
          let listCell = cell as? UICollectionViewListCell
          var shown = ShownCell.content(
            listCell?.contentConfiguration as? UIListContentConfiguration, style: nil,
            labels: (nil, nil, nil))
          if let listCell {
            shown.accessories = ShownCell.accessories(
              list.visibleBehaviourOfItem(at: item(path)).shownAccessories, of: listCell)
            shown.depth = listCell.indentationLevel
          }
          shown.isEnabled = cell.isUserInteractionEnabled
          shown.accessibilityLabel = cell.accessibilityLabel
          shown.isSelected = selected.contains(path)
          shown.actions = cell.standInAccessibilityActionNames
          return shown
        }
      }
    }

    /// The switch a list cell shows at its trailing edge, if any.
    private func trailingSwitch(of cell: UICollectionViewCell) -> UISwitch? {
      (cell as? UICollectionViewListCell)?.accessories.lazy.compactMap(\.standInCustomView)
        .compactMap { $0 as? UISwitch }.first
    }

    func flipSwitch(_ path: IndexPath) -> String {
      let cell = cell(path)
      let toggle = trailingSwitch(of: cell)
      // A cell that takes no touch passes none to its switch.
      return flipped(
        toggle?.isOn, at: path,
        enabled: toggle?.isEnabled == true && cell.isUserInteractionEnabled,
        flip: {
          toggle?.isOn.toggle()
          toggle?.userSendsActions(for: .valueChanged)
        })
    }

    func switchIsOn(at path: IndexPath) -> Bool? { trailingSwitch(of: cell(path))?.isOn }

    private func title(_ kind: String, in section: Int) -> String {
      let view = list.displaySupplementaryView(
        ofKind: kind, at: IndexPath(item: 0, section: section))
      guard let view else { return "-" }
      return
        ((view as? UICollectionViewListCell)?.contentConfiguration
        as? UIListContentConfiguration)?.text ?? "?"
    }

    func titles() -> [String] {
      (0..<list.numberOfSections).map { section in
        title(UICollectionView.elementKindSectionHeader, in: section) + "/"
          + title(UICollectionView.elementKindSectionFooter, in: section)
      }
    }

    func tap(_ path: IndexPath) -> String {
      // A cell that takes no touch takes no tap (`UIView.h`, `userInteractionEnabled`).
      if cell(path).isUserInteractionEnabled { list.userTapsItem(at: item(path)) }
      return tapped(path)
    }

    func swipe(_ path: IndexPath, leading: Bool, pick: Int, full: Bool) -> String {
      guard let swipe = list.swipeItem(at: item(path), from: leading ? .leading : .trailing)
      else { return "no swipe actions" }
      return swiped(
        swipe.titles.map { $0 ?? "?" }, pick: pick, full: full,
        perform: { title in title.map(swipe.tap) ?? swipe.fullSwipe() },
        completions: { swipe.completionResults })
    }

    func heldSwipe(_ path: IndexPath, pick: Int, update: () -> Void) -> String {
      let swipe = list.swipeItem(at: item(path), from: .leading)
      update()
      guard let swipe else { return "no swipe actions" }
      return swiped(
        swipe.titles.map { $0 ?? "?" }, pick: pick, full: false, perform: { swipe.tap($0!) },
        completions: { swipe.completionResults })
    }

    func chooseMenuItem(_ path: IndexPath, pick: Int) -> String {
      guard
        let menu = list.userOpensContextMenu(forItemsAt: [item(path)])?.configuration.openMenu()
      else { return "no menu" }
      return ShownCell.chose(menu, pick: pick, on: self)
    }

    func tapDetail(_ path: IndexPath) -> String {
      let cell = cell(path)
      let shown = list.visibleBehaviourOfItem(at: item(path)).shownAccessories.contains(.detail)
      // A cell that takes no touch passes none to its accessory.
      if shown, cell.isUserInteractionEnabled {
        list.userTapsAccessory(.detail, ofItemAt: item(path))
        settle()
      }
      return "detail button shown \(shown)"
    }

    func tapDisclosure(_ path: IndexPath) -> String {
      let cell = cell(path)
      let shown = list.visibleBehaviourOfItem(at: item(path)).shownAccessories.contains(
        .outlineDisclosure)
      if shown, cell.isUserInteractionEnabled {
        list.userTapsAccessory(.outlineDisclosure, ofItemAt: item(path))
        settle()
      }
      return "disclosure shown \(shown)"
    }

    func userMoves(from source: IndexPath, to destination: IndexPath) -> String {
      // The reorder accessory shows in editing mode, left once the move's updates are applied.
      list.isEditing = true
      defer {
        settle()
        list.isEditing = false
      }
      guard let target = list.userMovesItem(at: item(source), to: item(destination)) else {
        return "cannot move \(source)"
      }
      return "moved \(source) to \(IndexPath(row: target.item, section: target.section))"
    }

    func performAccessibilityAction(_ path: IndexPath, pick: Int) -> String {
      let cell = cell(path)
      return performed(cell.standInAccessibilityActionNames, pick: pick) {
        cell.standInPerformAccessibilityAction(named: $0)
      }
    }

    func settle() {
      if !runLoop.settle(list) { problems.append("the list does not settle") }
    }
  }

#endif
