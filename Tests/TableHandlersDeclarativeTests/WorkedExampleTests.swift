import TableHandlersCore
import TableHandlersDeclarative
import Testing

/// An item detail screen whose sections and rows appear only when the item has data (the
/// worked example of Docs/DynamicSections.md).
///
/// Written by hand, it names every section and row with enums, rebuilds arrays of visible
/// indexes on every refresh and maps each index path back through them in every delegate
/// method. Here the whole screen is one declaration.
enum DetailSection: Hashable {
  case image, like, memo, info, comment, addComment
}

enum DetailRow: Hashable {
  case name, image, country, like, tags, memo, user, boughtAt, price, location
  case comment(Int)
  case addComment
}

struct Comment {
  var id: Int
  var author: String
  var body: String
}

struct Item {
  var name: String?
  var photoName: String?
  var country: String?
  var likes = 0
  var tags: [String] = []
  var memo: String?
  var user: String?
  var boughtAt: String?
  var price: String?
  var location: String?
  var comments: [Comment] = []
}

/// The item detail screen: one declaration, straight from the model.
@MainActor
func itemDetail(_ item: Item, log: Log) -> TableDeclaration<DetailSection, DetailRow> {
  TableDeclaration {
    Section(.image) {
      if let name = item.name { Row(.name, text: "Name", secondaryText: name) }
      if let photo = item.photoName {
        Row(.image, content: RowContent(image: .named(photo))).height(200)
      }
      if let country = item.country { Row(.country, text: "Country", secondaryText: country) }
    }
    .omittedWhenEmpty()

    Section(.like) {
      Row(.like, text: "Likes", secondaryText: "\(item.likes)", accessory: .disclosureIndicator)
        .onSelect { call in
          log.append("open likes")
          call.table.deselectRow(at: call.position, animated: true)
        }
    }

    Section(.memo) {
      if !item.tags.isEmpty { Row(.tags, text: item.tags.joined(separator: ", ")) }
      if let memo = item.memo { Row(.memo, text: memo) }
      if let user = item.user {
        Row(.user, text: "User", secondaryText: user, accessory: .detailButton)
          .onAccessoryButtonTap { _ in log.append("profile \(user)") }
      }
    }
    .omittedWhenEmpty()

    Section(.info, header: "Details") {
      if let boughtAt = item.boughtAt { Row(.boughtAt, text: "Bought", secondaryText: boughtAt) }
      if let price = item.price { Row(.price, text: "Price", secondaryText: price) }
      if let location = item.location { Row(.location, text: "Where", secondaryText: location) }
    }
    .omittedWhenEmpty()

    Section(.comment, header: "Comments") {
      for comment in item.comments {
        Row(.comment(comment.id), text: comment.author, secondaryText: comment.body)
          .onDelete { _ in log.append("delete comment \(comment.id)") }
      }
    }
    .omittedWhenEmpty()

    Section(.addComment) {
      Row(.addComment, text: "Add a comment", accessory: .disclosureIndicator)
        .onSelect { _ in log.append("compose") }
    }
  }
}

let fullItem = Item(
  name: "Tea cup", photoName: "cup", country: "Japan", likes: 3, tags: ["kitchen", "gift"],
  memo: "Bought for mum", user: "aki", boughtAt: "2014-05-01", price: "¥1,200",
  location: "Kyoto",
  comments: [
    Comment(id: 1, author: "mika", body: "Lovely"), Comment(id: 2, author: "ken", body: "Where?"),
  ])

let sparseItem = Item(likes: 0)

@MainActor
@Suite struct WorkedExampleTests {
  @Test func fullItemDeclaresEverySection() throws {
    let log = Log()
    let table = try DeclaredTable(
      handlers: TableHandlers(), declaration: itemDetail(fullItem, log: log))
    #expect(table.sections.map(\.id) == [.image, .like, .memo, .info, .comment, .addComment])
    #expect(table.handlers.shape == TableShape(rowCounts: [3, 1, 3, 3, 2, 1]))
    let host = TestTable()
    #expect(table.handlers.answer(.titleForHeader, in: 3, on: host) == "Details")
    #expect(
      table.handlers.answer(.rowContent, at: pos(3, 1), on: host)
        == RowContent(text: "Price", secondaryText: "¥1,200"))
    #expect(table.handlers.answer(.heightForRow, at: pos(0, 1), on: host) == 200)
    #expect(table.rowID(at: pos(4, 1)) == .comment(2))
    #expect(table.position(ofRow: .price) == pos(3, 1))

    // No index arithmetic: each row's handler is where the row is.
    table.handlers.answer(.didSelectRow, at: pos(1, 0), on: host)
    table.handlers.answer(.accessoryButtonTapped, at: pos(2, 2), on: host)
    table.handlers.answer(.commitEditing, at: pos(4, 1), .delete, on: host)
    table.handlers.answer(.didSelectRow, at: pos(5, 0), on: host)
    #expect(log.lines == ["open likes", "profile aki", "delete comment 2", "compose"])
    #expect(host.deselected == [pos(1, 0)])
  }

  @Test func sparseItemShowsOnlyWhatItHas() throws {
    let table = try DeclaredTable(
      handlers: TableHandlers(), declaration: itemDetail(sparseItem, log: Log()))
    #expect(table.sections.map(\.id) == [.like, .addComment])
    #expect(table.handlers.shape == TableShape(rowCounts: [1, 1]))
    #expect(table.index(ofSection: .comment) == nil)
    #expect(table.position(ofRow: .addComment) == pos(1, 0))
  }

  @Test func refreshingTheItemAppliesOnlyTheDifference() throws {
    let log = Log()
    let table = try DeclaredTable(
      handlers: TableHandlers(), declaration: itemDetail(sparseItem, log: log))

    // The item arrives: four sections appear, bringing their rows; the like count changed.
    var diff = try table.checkedUpdate(to: itemDetail(fullItem, log: log))
    var expected = TableUpdate()
    expected.insertSections([0, 2, 3, 4])
    #expect(diff.update == expected)
    // The like row's content changed: reconfigured after the batch, where it is now.
    #expect(diff.reconfiguredRows == [pos(1, 0)] && diff.reconfiguredSections.isEmpty)
    #expect(table.handlers.shape == TableShape(rowCounts: [3, 1, 3, 3, 2, 1]))

    // A refresh: a new like, the memo gone, a new price, one comment gone and one new.
    var refreshed = fullItem
    refreshed.likes = 4
    refreshed.memo = nil
    refreshed.price = "¥1,000"
    refreshed.comments = [
      Comment(id: 2, author: "ken", body: "Where?"), Comment(id: 3, author: "yu", body: "Nice"),
    ]
    diff = try table.checkedUpdate(to: itemDetail(refreshed, log: log))
    expected = TableUpdate()
    expected.deleteRows(at: [pos(2, 1), pos(4, 0)])
    expected.insertRows(at: [pos(4, 1)])
    #expect(diff.update == expected)
    #expect(diff.reconfiguredRows == [pos(1, 0), pos(3, 1)])
    #expect(table.handlers.shape == TableShape(rowCounts: [3, 1, 2, 3, 2, 1]))

    let host = TestTable()
    table.handlers.answer(.commitEditing, at: pos(4, 1), .delete, on: host)
    table.handlers.answer(.accessoryButtonTapped, at: pos(2, 1), on: host)
    #expect(log.lines == ["delete comment 3", "profile aki"])

    // The same item again changes nothing.
    let before = table.handlers.dump
    #expect(try table.checkedUpdate(to: itemDetail(refreshed, log: log)).isEmpty)
    #expect(table.handlers.dump == before)

    // Built from scratch, the refreshed screen answers exactly the same.
    let fresh = try DeclaredTable(
      handlers: TableHandlers(), declaration: itemDetail(refreshed, log: log))
    #expect(fresh.handlers.dump == table.handlers.dump)
    #expect(answers(of: fresh.handlers, on: host) == answers(of: table.handlers, on: host))
  }

  /// Moving sections: three sections of three rows, the first section moved to the third place with
  /// its data kept in step.
  @Test func movingASectionWithItsData() throws {
    var model = (1...3).map { section in
      (id: section, cells: (1...3).map { "Section \(section) Cell \($0)" })
    }
    func declaration() -> TableDeclaration<Int, String> {
      TableDeclaration {
        for section in model {
          Section(section.id) {
            for cell in section.cells { Row(cell, text: cell) }
          }
        }
      }
    }
    let handlers = TableHandlers()
    let table = try DeclaredTable(handlers: handlers, declaration: declaration())
    let log = Log()
    // A hand-registered handler on the first section's second row follows the section.
    handlers.on(.didSelectRow, at: .row(1, inSection: 0)) { call in log.append("\(call.position)") }

    model.append(model.removeFirst())
    let diff = try table.checkedUpdate(to: declaration())
    var expected = TableUpdate()
    expected.moveSection(0, toSection: 2)
    #expect(diff.update == expected)
    #expect(table.sections.map(\.id) == [2, 3, 1])
    #expect(table.position(ofRow: "Section 1 Cell 2") == pos(2, 1))
    let host = TestTable()
    #expect(
      handlers.answer(.rowContent, at: pos(2, 0), on: host)?.text == "Section 1 Cell 1")
    handlers.answer(.didSelectRow, at: pos(2, 1), on: host)
    handlers.answer(.didSelectRow, at: pos(0, 1), on: host)
    #expect(log.lines == ["2.1"])
  }
}
