#if os(Linux)
  import Foundation
  import StandInDoubles
  import TableHandlersCore
  import TableHandlersDeclarative
  import TableHandlersUIKit
  import TestSupport
  import Testing
  import UIKitStandIn

  /// Drops whose data loads later, at random, on a declared board shown by a table view and by a
  /// list.
  ///
  /// Drops from another app that show placeholders, model edits declared while they show,
  /// commits (some whose declaration changes more than the row), removals and lists that go,
  /// against `DragAndDropReference`. After every step the model, the declared rows, the
  /// view's counts and texts, every placeholder's position (the library's and the view's) and
  /// a tapped row's own handler agree, and no batch was inconsistent.
  @MainActor
  @Suite("Drag and drop: placeholders on declared UIKit tables at random")
  struct DropPlaceholderHostRandomTests {
    @MainActor
    final class Board {
      let host: DragDropHost
      var lists: [(id: String, cards: [String])] = [
        ("inbox", ["a", "b", "c"]), ("later", ["d"]), ("done", []),
      ]
      var placeholders: [Int: DropPlaceholder] = [:]
      var nextKey = 0
      var opened: [String] = []
      let views = DeclaredDropViews()
      lazy var table = try! DeclaredTable(declaration: screen())

      init(_ host: DragDropHost) {
        self.host = host
        views.show(table, on: host)
      }

      var tableView: UITableView { views.tableView }
      var list: UICollectionView { views.list }
      var inconsistencies: [String] { views.inconsistencies }

      func screen() -> TableDeclaration<String, String> {
        TableDeclaration {
          for list in lists {
            Section(list.id, header: list.id) {
              for card in list.cards {
                Row(card, text: card).onSelect { [weak self] _ in self?.opened.append(card) }
              }
            }
            .acceptsDrops(of: [DragRepresentation.utf8PlainText]) { [weak self] drop in
              guard let self, case .insert(let id, let index) = drop.destination,
                let section = lists.firstIndex(where: { $0.id == id })
              else { return }
              placeholders[nextKey] = drop.tableDrop.insertPlaceholder(
                forItemAt: 0, at: TablePosition(section: section, row: index))
            }
          }
        }
      }

      @discardableResult
      func declare() -> DeclarationDiff { table.update(to: screen()) }

      var view: any StandInDragAndDropView { views.view(host) }
      var tableHost: any TableHost { views.tableHost(host) }

      var viewCounts: [Int] {
        host == .table
          ? (0..<tableView.numberOfSections).map { tableView.numberOfRows(inSection: $0) }
          : (0..<list.numberOfSections).map { list.numberOfItems(inSection: $0) }
      }

      /// The texts the registry shows, section by section.
      var texts: [[String?]] {
        viewCounts.enumerated().map { section, count in
          (0..<count).map {
            table.handlers.answer(
              .rowContent, at: TablePosition(section: section, row: $0), on: tableHost)?.text
          }
        }
      }
    }

    @Test(arguments: DragDropHost.allCases, [1, 2, 3, 4] as [UInt64])
    func placeholdersFollowTheModelAndCommitWhereTheyAre(host: DragDropHost, seed: UInt64) {
      var random = SplitMix64(seed: seed)
      let board = Board(host)
      var reference = DragAndDropReference(lists: board.lists)
      var cardNumber = 0
      func newCard() -> String {
        cardNumber += 1
        return "n\(cardNumber)"
      }
      for step in 0..<150 {
        let live = reference.placeholders.compactMap { key, value in value == nil ? nil : key }
          .sorted()
        let list = Int.random(in: 0..<reference.lists.count, using: &random)
        let count = reference.lists[list].cards.count
        switch Int.random(in: 0..<10, using: &random) {
        case 0..<3:
          // A drop from another app between the rows of a list.
          let index = Int.random(in: 0...count, using: &random)
          #expect(
            board.view.userDragsOver(
              IndexPath(row: index, section: list), carrying: [outsideTextItem("x")]) == .copy)
          #expect(board.view.userDrops())
          reference.addPlaceholder(board.nextKey, in: list, at: index)
          board.nextKey += 1
        case 3..<5:
          // The model changes while placeholders show: cards inserted or removed.
          if count > 0, Bool.random(using: &random) {
            let indexes = Set(
              (0..<Int.random(in: 1...min(2, count), using: &random)).map { _ in
                Int.random(in: 0..<count, using: &random)
              })
            reference.remove(at: indexes, in: list)
          } else {
            reference.insert([newCard()], in: list, at: Int.random(in: 0...count, using: &random))
          }
          board.lists = reference.lists
          #expect(board.declare().waitingFor == nil)
        case 5..<8:
          // The data of a placeholder arrives: the card goes where the placeholder is, the
          // table declared again in the commit, sometimes with another change.
          guard let key = live.randomElement(using: &random) else { continue }
          let card = newCard()
          let more = Int.random(in: 0..<3, using: &random)
          let extra = newCard()
          let committed = board.placeholders[key]!.commit { [unowned board] at in
            board.lists[at.section].cards.insert(card, at: at.row)
            if more == 1 { board.lists[0].cards.append(extra) }
            if more == 2 { board.lists[board.lists.count - 1].cards.insert(extra, at: 0) }
            board.declare()
          }
          #expect(committed, "step \(step)")
          reference.commit(key, card: card)
          if more == 1 { reference.insert([extra], in: 0, at: reference.lists[0].cards.count) }
          if more == 2 { reference.insert([extra], in: reference.lists.count - 1, at: 0) }
        case 8:
          guard let key = live.randomElement(using: &random) else { continue }
          #expect(board.placeholders[key]!.remove())
          reference.removePlaceholder(key)
        default:
          // A list goes, with its placeholders; another comes when one is left.
          if reference.lists.count > 1 {
            reference.removeList(at: list)
          } else {
            reference.lists.append((id: "list\(step)", cards: []))
          }
          board.lists = reference.lists
          #expect(board.declare().waitingFor == nil)
        }
        let context = Comment(rawValue: "host \(host), seed \(seed), step \(step)")
        #expect(board.lists.map(\.cards) == reference.lists.map(\.cards), context)
        #expect(
          board.table.sections.map { $0.rows.map(\.id) } == reference.lists.map(\.cards), context)
        #expect(board.viewCounts == reference.lists.map(\.cards.count), context)
        #expect(board.texts == reference.lists.map { $0.cards.map { Optional($0) } }, context)
        var positions: [TablePosition] = []
        for (key, placeholder) in board.placeholders {
          let expected = reference.position(of: key).map {
            TablePosition(section: $0.list, row: $0.index)
          }
          #expect(placeholder.position == expected, context)
          if let expected { positions.append(expected) }
        }
        #expect(
          Set(board.view.standInPlaceholderIndexPaths)
            == Set(positions.map { IndexPath(row: $0.row, section: $0.section) }),
          context)
        #expect(board.view.hasUncommittedUpdates == !positions.isEmpty, context)
        #expect(board.inconsistencies.isEmpty, context)
        // A row's own handler answers for it.
        let filled = reference.lists.indices.filter { !reference.lists[$0].cards.isEmpty }
        if let section = filled.randomElement(using: &random) {
          let row = Int.random(in: 0..<reference.lists[section].cards.count, using: &random)
          board.opened = []
          board.table.handlers.answer(
            .didSelectRow, at: TablePosition(section: section, row: row), on: board.tableHost)
          #expect(board.opened == [reference.lists[section].cards[row]], context)
        }
      }
    }
  }
#endif
