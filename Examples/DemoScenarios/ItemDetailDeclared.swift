import TableHandlersCore
import TableHandlersDeclarative

/// The sections of the item detail screen, declared below as one declaration.
///
/// No enums of indexes, no visible-row arrays, no index arithmetic: compare with
/// `ItemDetailByHand`, which follows the hand-written view controller's method.
enum DetailSection: Hashable {
  case image, like, memo, info, comment, addComment
}

/// The rows of the item detail screen, each named once.
enum DetailRow: Hashable {
  case name, photo, country, like, tags, memo, user, boughtAt, price, location, comments
  case addComment
}

@MainActor
func itemDetail(_ item: Item, log: DemoLog) -> TableDeclaration<DetailSection, DetailRow> {
  TableDeclaration {
    Section(.image, header: "Item") {
      if let name = item.name { Row(.name, text: "Name", secondaryText: name) }
      if let photo = item.photoURL { Row(.photo, text: "Photo", secondaryText: photo) }
      if let country = item.country {
        Row(.country, text: "Country", secondaryText: country)
          .onSelect { call in
            log.fired("didSelectRow \(call.position): show \(country)")
            call.table.deselectRow(at: call.position, animated: true)
          }
      }
    }
    .omittedWhenEmpty()

    Section(.like, header: "Like") {
      Row(.like, text: "Like", accessory: .disclosureIndicator)
    }

    Section(.memo, header: "Memo") {
      if !item.tags.isEmpty {
        Row(.tags, text: "Tags", secondaryText: item.tags.joined(separator: ", "))
      }
      if let memo = item.memo {
        Row(.memo, text: "Memo", secondaryText: memo)
          .onSelect { call in
            log.fired("didSelectRow \(call.position): edit the memo")
            call.table.deselectRow(at: call.position, animated: true)
          }
      }
      if let user = item.user { Row(.user, text: "User", secondaryText: user) }
    }
    .omittedWhenEmpty()

    Section(.info, header: "Info") {
      if let boughtAt = item.boughtAt { Row(.boughtAt, text: "Bought", secondaryText: boughtAt) }
      if let price = item.price { Row(.price, text: "Price", secondaryText: price) }
      if let location = item.location { Row(.location, text: "Where", secondaryText: location) }
    }
    .omittedWhenEmpty()

    if !item.comments.isEmpty {
      Section(.comment, header: "Comments") {
        Row(
          .comments, text: "Comments", secondaryText: "\(item.comments.count)",
          accessory: .disclosureIndicator)
      }
    }

    Section(.addComment, header: "Your comment") {
      Row(.addComment, text: "Add a comment…", accessory: .disclosureIndicator)
        .onSelect { call in
          log.fired("didSelectRow \(call.position): compose a comment")
          call.table.deselectRow(at: call.position, animated: true)
        }
    }
  }
}
