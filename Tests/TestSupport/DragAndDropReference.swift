/// The reference model of a board of lists under drag and drop, for the random tests: plain
/// arrays of card identifiers, and drop placeholders kept as the card they stand before (or the
/// end of their list), never as positions.
///
/// A placeholder follows the rows after it: cards inserted before its card, or at its place,
/// push it down; when its card goes, it stands before the next card of the old order that is
/// left, else at the end; it goes with its list.
public struct DragAndDropReference: Equatable, Sendable {
  /// A placeholder: its list, and the card it stands before (`nil` for the list's end).
  public struct Placeholder: Equatable, Sendable {
    /// The list it is in.
    public var list: String
    /// The card after it, or `nil` at the end of the list.
    public var before: String?
  }

  /// The lists, in order, each with its cards.
  public var lists: [(id: String, cards: [String])]

  /// The placeholders shown, by a key of the test's choosing, `nil` once gone.
  public var placeholders: [Int: Placeholder?] = [:]

  /// Makes a board.
  ///
  /// - Parameter lists: The lists and their cards.
  public init(lists: [(id: String, cards: [String])]) {
    self.lists = lists
  }

  /// Whether two boards have the same lists, cards and placeholders.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.lists.map(\.id) == rhs.lists.map(\.id) && lhs.lists.map(\.cards) == rhs.lists.map(\.cards)
      && lhs.placeholders == rhs.placeholders
  }

  /// The index of a list, if it is on the board.
  public func index(of list: String) -> Int? {
    lists.firstIndex { $0.id == list }
  }

  /// Moves a card, as a drag to reorder does: `destination` is its index once moved.
  ///
  /// A placeholder before the card goes with it within its list; when the card leaves the
  /// list, the placeholder stands before the card that followed it.
  public mutating func move(
    from source: (list: Int, index: Int), to destination: (list: Int, index: Int)
  ) {
    let old = lists[source.list].cards
    let card = lists[source.list].cards.remove(at: source.index)
    lists[destination.list].cards.insert(card, at: destination.index)
    guard destination.list != source.list else { return }
    let next = source.index + 1 < old.count ? old[source.index + 1] : nil
    for (key, placeholder) in placeholders {
      guard let placeholder, placeholder.before == card else { continue }
      placeholders[key] = Placeholder(list: placeholder.list, before: next)
    }
  }

  /// Inserts cards into a list at an index.
  public mutating func insert(_ cards: [String], in list: Int, at index: Int) {
    lists[list].cards.insert(contentsOf: cards, at: index)
  }

  /// Removes the cards at some indexes of a list; placeholders before them move on to the next
  /// card left.
  public mutating func remove(at indexes: Set<Int>, in list: Int) {
    let old = lists[list].cards
    lists[list].cards = old.enumerated().filter { !indexes.contains($0.offset) }.map(\.element)
    for (key, placeholder) in placeholders {
      guard let placeholder, placeholder.list == lists[list].id, let before = placeholder.before,
        let start = old.firstIndex(of: before), indexes.contains(start)
      else { continue }
      let next = old[start...].enumerated().first { !indexes.contains(start + $0.offset) }
      placeholders[key] = Placeholder(list: placeholder.list, before: next?.element)
    }
  }

  /// Removes a list and the placeholders in it.
  public mutating func removeList(at list: Int) {
    let id = lists.remove(at: list).id
    for (key, placeholder) in placeholders where placeholder?.list == id {
      placeholders[key] = .some(nil)
    }
  }

  /// Adds a placeholder at an index of a list.
  public mutating func addPlaceholder(_ key: Int, in list: Int, at index: Int) {
    let cards = lists[list].cards
    placeholders[key] = Placeholder(
      list: lists[list].id, before: index < cards.count ? cards[index] : nil)
  }

  /// Where a placeholder is: its list's index and the index its card has, or `nil` once gone.
  public func position(of key: Int) -> (list: Int, index: Int)? {
    guard let placeholder = placeholders[key] ?? nil, let list = index(of: placeholder.list) else {
      return nil
    }
    let cards = lists[list].cards
    return (list, placeholder.before.flatMap { cards.firstIndex(of: $0) } ?? cards.count)
  }

  /// Commits a placeholder: the card is inserted where it is, and it is gone.
  public mutating func commit(_ key: Int, card: String) {
    guard let (list, index) = position(of: key) else { return }
    insert([card], in: list, at: index)
    placeholders[key] = .some(nil)
  }

  /// Removes a placeholder.
  public mutating func removePlaceholder(_ key: Int) {
    placeholders[key] = .some(nil)
  }
}
