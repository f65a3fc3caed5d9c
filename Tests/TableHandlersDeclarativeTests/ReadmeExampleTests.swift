import TableHandlersCore
import TableHandlersDeclarative
import Testing

// README's declarative example, with the app's model it assumes, run as an app would.
private enum ListingSection: Hashable { case info, comments }
private enum ListingRow: Hashable {
  case price, location
  case comment(Int)
}

private struct Note: Sendable {
  var id: Int
  var body: String
}

private struct Listing: Sendable {
  var price: String?
  var location: String?
  var comments: [Note]
}

@MainActor
private final class Deletions {
  var deleted: [Int] = []
  func delete(_ note: Note) { deleted.append(note.id) }
}

private func screen(_ item: Listing, model: Deletions) -> TableDeclaration<
  ListingSection, ListingRow
> {
  TableDeclaration {
    Section(.info, header: "Info") {
      if let price = item.price { Row(.price, text: "Price", secondaryText: price) }
      if let place = item.location { Row(.location, text: "Where", secondaryText: place) }
    }
    .omittedWhenEmpty()
    Section(.comments) {
      for comment in item.comments {
        Row(.comment(comment.id), text: comment.body).onDelete { _ in model.delete(comment) }
      }
    }
  }
}

@MainActor
@Suite("README's examples do what their text says")
struct ReadmeExampleTests {
  @Test func theDeclaredItemScreenPrintsItsUpdate() throws {
    let model = Deletions()
    let item = Listing(price: "¥500", comments: [Note(id: 1, body: "Looks good!")])
    let refreshed = Listing(comments: [
      Note(id: 1, body: "Looks good!"), Note(id: 2, body: "Where?"),
    ])
    let table = try DeclaredTable(declaration: screen(item, model: model))
    let diff = try table.checkedUpdate(to: screen(refreshed, model: model))
    #expect(diff.description == "delete section 0; insert row 0.1")
    table.handlers.answer(
      .commitEditing, at: TablePosition(section: 0, row: 1), .delete, on: TestTable())
    #expect(model.deleted == [2])
  }
}
