// The app the documentation's examples live in: the model, navigation and server objects that
// README.md and Docs/ use without declaring them, because they are the reader's own code, not
// this library's. Scripts/check-doc-blocks.sh compiles this file as the module
// `DocBlockSupport`, which every checked block imports; a block's own declaration of a name
// shadows the one here.
//
// Declare here only what a page genuinely assumes, typed as an app would type it. Never
// declare the library's objects (a registry, a table view, a declaration's section and row
// enums): a page shows where those come from. This file imports nothing, so it cannot make a
// block's missing import go unnoticed.

/// A user who owns an item.
public struct User: Hashable, Sendable {
  /// The name shown on the item's detail screen.
  public var name: String

  /// Creates a user.
  public init(name: String) {
    self.name = name
  }
}

/// A comment on an item.
public struct Comment: Identifiable, Hashable, Sendable {
  /// The server's identifier of the comment.
  public var id: Int
  /// The name of the comment's author.
  public var author: String
  /// The comment's text.
  public var body: String

  /// Creates a comment.
  public init(id: Int, author: String, body: String) {
    self.id = id
    self.author = author
    self.body = body
  }
}

/// The item of an item detail screen: most of its fields may be missing.
public struct Item: Sendable {
  /// The item's name.
  public var name: String?
  /// The name of the item's photo.
  public var photoName: String?
  /// The country the item comes from.
  public var country: String?
  /// How many users like the item.
  public var likes: Int
  /// The item's tags, in the order the user gave them.
  public var tags: [String]
  /// The user's note on the item.
  public var memo: String?
  /// The user who owns the item.
  public var user: User?
  /// When the item was bought, formatted for display.
  public var boughtAt: String?
  /// The item's price, formatted for display.
  public var price: String?
  /// Where the item was bought.
  public var location: String?
  /// The item's comments, oldest first.
  public var comments: [Comment]

  /// Creates an item; every field but the name may be left out.
  public init(
    name: String?, photoName: String? = nil, country: String? = nil, likes: Int = 0,
    tags: [String] = [], memo: String? = nil, user: User? = nil, boughtAt: String? = nil,
    price: String? = nil, location: String? = nil, comments: [Comment] = []
  ) {
    self.name = name
    self.photoName = photoName
    self.country = country
    self.likes = likes
    self.tags = tags
    self.memo = memo
    self.user = user
    self.boughtAt = boughtAt
    self.price = price
    self.location = location
    self.comments = comments
  }
}

/// The item a detail screen shows.
public let item = Item(
  name: "Matcha KitKat", photoName: "kitkat", country: "Japan", likes: 3, price: "¥500",
  comments: [Comment(id: 1, author: "hmori", body: "Looks good!")])

/// The same item after a refresh from the server: a comment more, the price gone.
public let refreshedItem = Item(
  name: "Matcha KitKat", photoName: "kitkat", country: "Japan", likes: 4,
  comments: [
    Comment(id: 1, author: "hmori", body: "Looks good!"),
    Comment(id: 2, author: "kaz", body: "Where?"),
  ])

/// The app's model behind a screen: the rows it lists and what the user does with them.
@MainActor
public final class Model {
  /// The rows the screen lists.
  public private(set) var rows = ["Milk", "Eggs", "Bread"]
  /// The comments the user deleted.
  public private(set) var deletedComments: [Comment] = []

  /// Creates the model.
  public init() {}

  /// Opens the row at `row`, as tapping it does.
  public func open(_ row: Int) {
    precondition(rows.indices.contains(row), "no row \(row)")
  }

  /// Removes the row at `row`.
  public func remove(_ row: Int) {
    rows.remove(at: row)
  }

  /// Deletes a comment.
  public func delete(_ comment: Comment) {
    deletedComments.append(comment)
  }
}

/// The app's model.
@MainActor public let model = Model()

/// The app's navigation: shows other screens.
@MainActor
public final class Router {
  /// The screens shown, most recent last.
  public private(set) var shown: [String] = []

  /// Creates the router.
  public init() {}

  /// Shows who likes an item.
  public func showLikes(of item: Item) {
    shown.append("likes of \(item.name ?? "an item")")
  }

  /// Shows a user's profile.
  public func showProfile(_ user: User) {
    shown.append("profile of \(user.name)")
  }

  /// Shows the screen that writes a comment on an item.
  public func compose(on item: Item) {
    shown.append("compose on \(item.name ?? "an item")")
  }
}

/// The app's navigation.
@MainActor public let router = Router()

/// The app's server.
@MainActor
public final class API {
  /// The comments whose deletion was sent.
  public private(set) var deletions: [Comment.ID] = []

  /// Creates the server connection.
  public init() {}

  /// Deletes a comment on the server.
  public func delete(_ comment: Comment) {
    deletions.append(comment.id)
  }
}

/// The app's server.
@MainActor public let api = API()
