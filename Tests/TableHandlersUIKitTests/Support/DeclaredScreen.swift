#if os(Linux)
  import Foundation
  import StandInReplay
  import TableHandlersCore
  import TableHandlersDeclarative
  import Testing
  import UIKitStandIn

  @testable import TableHandlersUIKit

  /// A screen as an app writes it: a model, a declaration of it, and a declared table attached
  /// to a (stand-in) table view in a window, re-declared after every model change, including
  /// from its own handlers (a swipe-to-delete, a drop).
  @MainActor
  final class DeclaredScreen {
    struct Item: Hashable {
      var id: Int
      var text: String
      /// Shown in the subtitle style: another kind of cell than the default style's.
      var subtitle = false
    }

    struct Group: Hashable {
      var id: Int
      var items: [Item]
      /// The header title; `nil` for the default `S<id>`.
      var title: String? = nil
    }

    var model: [Group]
    let tableView = ReplayingTableView()
    let declared: DeclaredTable<Int, Int>
    /// The rows whose selection handler ran, in order.
    var selected: [Int] = []
    /// UIKit's exception texts for inconsistent batches.
    var inconsistencies: [String] = []
    /// The next turns of the run loop, run by the test.
    let runLoop = StandInRunLoop()
    /// Extra updates the delete handler asks for after its own (a burst).
    var burstAfterDelete: [[Group]] = []
    /// Header titles that replace the default `S<id>` (`.some(nil)`: no header).
    var headers: [Int: String?] = [:]
    /// Whether the move handler also changes the moved row's text.
    var renameOnMove = false
    /// Every update the screen asked for, with the diff it returned and what the declared
    /// table said it waits for right after; the tests empty it.
    var updates: [(diff: DeclarationDiff, tableWaitsFor: DeclaredUpdateWait?)] = []
    /// What the table view shows, replayed from what it was told.
    var shown = ShownRows<Int>(identity: { text in
      text.flatMap { Int($0.prefix { $0 != ":" }) }
    })
    private var replayed = 0

    init(_ model: [Group], animation: UITableView.RowAnimation = .fade) throws {
      self.model = model
      declared = try DeclaredTable(declaration: TableDeclaration())
      declared.rejectedUpdateHandler = { error in
        Issue.record("rejected: \(error)")
      }
      declared.update(to: declaration())
      tableView.standInMove(toWindow: UIWindow())
      tableView.inconsistentUpdateHandler = { [unowned self] in self.inconsistencies.append($0) }
      declared.attach(to: tableView, animation: animation)
      tableView.handlersNextTurn = { [runLoop] in runLoop.schedule($0) }
      tableView.layoutIfNeeded()
      replay()
      tableView.didRecord = { [unowned self] in self.replay() }
    }

    /// The model as a table.
    func declaration() -> TableDeclaration<Int, Int> {
      TableDeclaration(
        sections: model.map { group in
          Section(
            group.id, header: headers[group.id] ?? group.title ?? "S\(group.id)",
            rows: group.items.map { item in
              Row(
                item.id,
                content: RowContent(
                  text: "\(item.id):\(item.text)", style: item.subtitle ? .subtitle : .default)
              )
              .onSelect { [unowned self] _ in self.selected.append(item.id) }
              .onDelete { [unowned self] call in
                self.deleteItem(item.id)
                self.redeclare()
                for model in self.burstAfterDelete {
                  self.model = model
                  self.redeclare()
                }
              }
              .swipeActions(edge: .trailing, owner: self) { screen in
                SwipeAction(title: "Remove", style: .destructive) { _, done in
                  screen.deleteItem(item.id)
                  screen.redeclare()
                  done(true)
                }
              }
              .onMove { [unowned self] call in
                self.moveItem(from: call.position, to: call.arguments)
                if self.renameOnMove {
                  self.model[call.arguments.section].items[call.arguments.row].text += "!"
                }
                self.redeclare()
              }
            })
        })
    }

    func deleteItem(_ id: Int) {
      for index in model.indices { model[index].items.removeAll { $0.id == id } }
    }

    func moveItem(from source: TablePosition, to destination: TablePosition) {
      let item = model[source.section].items.remove(at: source.row)
      model[destination.section].items.insert(item, at: destination.row)
    }

    /// Changes the model and re-declares it.
    func set(_ model: [Group], animated: Bool = true) {
      self.model = model
      redeclare(animated: animated)
    }

    /// Declares the model again, noting the diff in ``updates``.
    func redeclare(animated: Bool = true) {
      let diff = declared.update(to: declaration(), animated: animated)
      updates.append((diff, declared.waitingFor))
    }

    /// The declared table's rows, by section: each row's text, as ``expected`` and
    /// ``shownTexts`` give them.
    var declaredTexts: [[String]] {
      declared.sections.map { $0.rows.map { $0.content?.text ?? "?" } }
    }

    /// Runs the scheduled turns of the run loop and the running animations until none is
    /// left, as time passing on a device would.
    func settle() {
      precondition(runLoop.settle(tableView), "the screen does not settle")
    }

    /// Replays what the table view was told since the last replay.
    func replay() {
      shown.replay(tableView, from: replayed)
      replayed = tableView.recordedUpdates.count
    }

    /// What the table view should show: each row's identity and text, by section.
    var expected: [[String]] {
      model.map { $0.items.map { "\($0.id):\($0.text)" } }
    }

    /// What the replayed table view shows.
    var shownTexts: [[String]] {
      shown.sections.map { $0.map { $0.text ?? "?" } }
    }

    /// Whether each row's identity, as replayed, is the model's.
    var shownIdentities: [[Int?]] { shown.sections.map { $0.map(\.id) } }

    /// Taps every row through the delegate and returns the rows whose handler ran.
    func tapEveryRow() -> [Int] {
      selected = []
      for (section, group) in model.enumerated() {
        for row in group.items.indices {
          tableView.send(
            .didSelectRow(at: IndexPath(row: row, section: section)), to: tableView.delegate!)
        }
      }
      return selected
    }
  }
#endif
