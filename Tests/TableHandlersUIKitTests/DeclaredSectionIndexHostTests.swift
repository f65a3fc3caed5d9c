#if os(Linux)
  import Foundation
  import TableHandlersCore
  import TableHandlersDeclarative
  import TableHandlersUIKit
  import Testing
  import UIKitStandIn

  /// A declared section index on both hosts, and the duplicate-identifier policy on a table view.
  ///
  /// The table view and the list answer UIKit's index methods from the declaration, show a
  /// changed index, and leave the methods unanswered without one.
  @MainActor
  @Suite struct DeclaredSectionIndexHostTests {
    static func contacts(_ letters: [String], indexed: Bool = true)
      -> TableDeclaration<String, String>
    {
      TableDeclaration {
        for letter in letters {
          Section(letter, header: letter) { Row("\(letter)1", text: "\(letter)1") }
            .indexTitle(indexed ? letter : nil)
        }
      }
    }

    static let collation = (65...90).map { String(UnicodeScalar(UInt8($0))) } + ["#"]

    static func tableView(_ table: DeclaredTable<String, String>) -> UITableView {
      let tableView = UITableView()
      tableView.standInMove(toWindow: UIWindow())
      table.attach(to: tableView)
      tableView.layoutIfNeeded()
      return tableView
    }

    static func list(_ table: DeclaredTable<String, String>) -> UICollectionView {
      let list = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewLayout())
      list.standInMove(toWindow: UIWindow())
      table.attach(to: list, appearance: .plain)
      return list
    }

    static func rows(_ tableView: UITableView) -> Int {
      tableView.send(.numberOfRows(section: 0), to: tableView.dataSource!)
    }

    // MARK: The table view

    @Test func theTableViewShowsAndJumpsThroughTheDeclaredIndex() throws {
      let table = try DeclaredTable(declaration: Self.contacts(["A", "C", "D"]))
      let tableView = Self.tableView(table)
      #expect(tableView.cachedDataSourceSelectors.contains(TableSelectors.sectionIndexTitles))
      #expect(
        tableView.cachedDataSourceSelectors.contains(TableSelectors.sectionForSectionIndexTitle))
      #expect(tableView.standInSectionIndexTitles == ["A", "C", "D"])
      let section: Int = tableView.send(
        .sectionForSectionIndexTitle(title: "D", index: 2), to: tableView.dataSource!)
      #expect(section == 2)
    }

    @Test func aTableViewWithoutAnIndexDoesNotAnswerTheIndexMethods() throws {
      let table = try DeclaredTable(declaration: Self.contacts(["A", "B"], indexed: false))
      let tableView = Self.tableView(table)
      #expect(!tableView.cachedDataSourceSelectors.contains(TableSelectors.sectionIndexTitles))
      #expect(
        !tableView.cachedDataSourceSelectors.contains(TableSelectors.sectionForSectionIndexTitle))
      #expect(tableView.standInSectionIndexTitles == nil)
      // An index declared later switches the methods on; dropped again, off.
      table.update(to: Self.contacts(["A", "B"]))
      #expect(tableView.cachedDataSourceSelectors.contains(TableSelectors.sectionIndexTitles))
      #expect(tableView.standInSectionIndexTitles == ["A", "B"])
      table.update(to: Self.contacts(["A", "B"], indexed: false))
      #expect(!tableView.cachedDataSourceSelectors.contains(TableSelectors.sectionIndexTitles))
      #expect(tableView.standInSectionIndexTitles == nil)
    }

    @Test func anAnimatedUpdateThatChangesTheTitlesReloadsTheIndexAfterItsBatch() throws {
      let table = try DeclaredTable(declaration: Self.contacts(["A", "C"]))
      let tableView = Self.tableView(table)
      let reloads = tableView.standInSectionIndexReloads
      tableView.recordedUpdates.removeAll()
      let diff = table.update(to: Self.contacts(["A", "B", "C"]))
      #expect(diff.sectionIndexChanged)
      #expect(tableView.recordedUpdates.contains(.insertSections(IndexSet(integer: 1), .automatic)))
      #expect(!tableView.recordedUpdates.contains(.reloadData))
      #expect(tableView.standInSectionIndexReloads == reloads + 1)
      #expect(tableView.standInSectionIndexTitles == ["A", "B", "C"])
      // Rows alone: the titles stay, the index is not reloaded.
      table.update {
        Section("A", header: "A") { Row("A2", text: "A2") }.indexTitle("A")
        Section("B", header: "B") { Row("B1", text: "B1") }.indexTitle("B")
        Section("C", header: "C") { Row("C1", text: "C1") }.indexTitle("C")
      }
      #expect(tableView.standInSectionIndexReloads == reloads + 1)
    }

    @Test func aTitleOnlyChangeReachesTheTableView() throws {
      let table = try DeclaredTable(declaration: Self.contacts(["A"]))
      let tableView = Self.tableView(table)
      tableView.recordedUpdates.removeAll()
      let diff = table.update {
        Section("A", header: "A") { Row("A1", text: "A1") }.indexTitle("Ä")
      }
      #expect(diff.update.isEmpty)
      #expect(tableView.recordedUpdates.isEmpty)
      #expect(tableView.standInSectionIndexTitles == ["Ä"])
    }

    @Test func collationTitlesJumpToTheNearestSectionOnTheTableView() throws {
      let table = try DeclaredTable<String, String>(
        declaration: Self.contacts(["B", "M"], indexed: false)
          .sectionIndex(titles: Self.collation) { $0 })
      let tableView = Self.tableView(table)
      #expect(tableView.standInSectionIndexTitles == Self.collation)
      let jumps: [Int] = Self.collation.enumerated().map { index, title in
        tableView.send(
          .sectionForSectionIndexTitle(title: title, index: index), to: tableView.dataSource!)
      }
      // A and B jump to B; C to M, to M; N to Z and # have no section after them: M.
      #expect(jumps == Self.collation.map { $0 == "A" || $0 == "B" ? 0 : 1 })
    }

    // MARK: The list

    @Test func theListAnswersTheIndexFromTheDeclaration() throws {
      let table = try DeclaredTable(declaration: Self.contacts(["A", "C", "D"]))
      let list = Self.list(table)
      #expect(list.cachedDataSourceSelectors.contains(CollectionViewSelectors.indexTitles))
      #expect(
        list.cachedDataSourceSelectors.contains(CollectionViewSelectors.indexPathForIndexTitle))
      let titles: [String]? = list.send(.indexTitles, to: list.dataSource!)
      #expect(titles == ["A", "C", "D"])
      let path: IndexPath = list.send(
        .indexPathForIndexTitle(title: "C", index: 1), to: list.dataSource!)
      // The first item of the title's section, as UIKit scrolls to an item.
      #expect(path == IndexPath(item: 0, section: 1))
    }

    @Test func aListJumpsFromAnEmptySectionToTheNearestItem() throws {
      let table = try DeclaredTable(
        declaration: TableDeclaration<String, String> {
          Section("A", header: "A") {}.indexTitle("A")
          Section("B", header: "B") { Row("B1", text: "B1") }.indexTitle("B")
          Section("C", header: "C") {}.indexTitle("C")
        })
      let list = Self.list(table)
      for (index, title) in ["A", "B", "C"].enumerated() {
        let path: IndexPath = list.send(
          .indexPathForIndexTitle(title: title, index: index), to: list.dataSource!)
        #expect(path == IndexPath(item: 0, section: 1), "\(title)")
      }
    }

    @Test func aListWithoutAnIndexDoesNotAnswerTheIndexMethods() throws {
      let table = try DeclaredTable(declaration: Self.contacts(["A"], indexed: false))
      let list = Self.list(table)
      #expect(!list.cachedDataSourceSelectors.contains(CollectionViewSelectors.indexTitles))
      #expect(
        !list.cachedDataSourceSelectors.contains(CollectionViewSelectors.indexPathForIndexTitle))
    }

    @Test func aChangedIndexReloadsTheListsData() throws {
      let table = try DeclaredTable(declaration: Self.contacts(["A", "C"]))
      let list = Self.list(table)
      list.recordedUpdates.removeAll()
      table.update(to: Self.contacts(["A", "B", "C"]))
      #expect(list.recordedUpdates == [.reloadData])
      let titles: [String]? = list.send(.indexTitles, to: list.dataSource!)
      #expect(titles == ["A", "B", "C"])
      // The same titles: one batch, no reload.
      list.recordedUpdates.removeAll()
      table.update {
        Section("A", header: "A") { Row("A2", text: "A2") }.indexTitle("A")
        Section("B", header: "B") { Row("B1", text: "B1") }.indexTitle("B")
        Section("C", header: "C") { Row("C1", text: "C1") }.indexTitle("C")
      }
      #expect(!list.recordedUpdates.contains(.reloadData))
      #expect(list.recordedUpdates.contains(.batchUpdatesBegin))
    }

    // MARK: Duplicates on a table view

    @Test func keepFirstOnATableViewShowsTheTableWithoutTheDuplicates() throws {
      var selected: [String] = []
      func screen(_ rows: [String]) -> TableDeclaration<String, String> {
        TableDeclaration {
          Section("s") {
            for (offset, id) in rows.enumerated() {
              Row(id, text: "\(id)@\(offset)").onSelect { _ in selected.append("\(id)@\(offset)") }
            }
          }
        }
      }
      var dropped: [DroppedDuplicate] = []
      let table = try DeclaredTable(
        declaration: screen(["a", "b", "a"]), duplicateIdentifiers: .keepFirst
      ) { dropped += $0 }
      let tableView = Self.tableView(table)
      #expect(Self.rows(tableView) == 2)
      #expect(dropped.map(\.id) == ["a"])
      tableView.recordedUpdates.removeAll()
      dropped = []
      table.update(to: screen(["b", "c", "b", "a"]))
      #expect(dropped.map(\.dropped.rowOffset) == [2])
      #expect(Self.rows(tableView) == 3)
      for row in 0..<3 {
        tableView.send(.didSelectRow(at: IndexPath(row: row, section: 0)), to: tableView.delegate!)
      }
      #expect(selected == ["b@0", "c@1", "a@3"])
    }

    @Test func rejectOnATableViewKeepsWhatItShows() throws {
      let table = try DeclaredTable<String, String> { Section("s") { Row("a", text: "a") } }
      let tableView = Self.tableView(table)
      var rejections = 0
      table.rejectedUpdateHandler = { _ in rejections += 1 }
      tableView.recordedUpdates.removeAll()
      table.update {
        Section("s") {
          Row("a", text: "a")
          Row("a", text: "a")
        }
      }
      #expect(rejections == 1)
      #expect(tableView.recordedUpdates.isEmpty)
      #expect(Self.rows(tableView) == 1)
    }
  }
#endif
