/// A set of event identifiers, stored as a fixed-size bit set.
///
/// Hosts use it to learn which events a registry or an app's delegate answers; membership tests
/// are a shift and a mask, cheap enough for every dispatch.
public struct EventSet: Hashable, Sendable, SetAlgebra, Sequence {
  /// How many distinct identifiers a set can hold: the process-wide limit on event kinds.
  public static let capacity = 256

  @usableFromInline
  var words: (UInt64, UInt64, UInt64, UInt64)

  /// Creates an empty set.
  @inlinable
  public init() {
    words = (0, 0, 0, 0)
  }

  /// Creates a set holding the given identifiers.
  ///
  /// - Parameter ids: The identifiers to insert.
  public init<S: Sequence>(_ ids: S) where S.Element == EventID {
    self.init()
    for id in ids { insert(id) }
  }

  @inlinable
  func word(_ index: Int) -> UInt64 {
    switch index {
    case 0: return words.0
    case 1: return words.1
    case 2: return words.2
    default: return words.3
    }
  }

  @inlinable
  mutating func setWord(_ index: Int, _ value: UInt64) {
    switch index {
    case 0: words.0 = value
    case 1: words.1 = value
    case 2: words.2 = value
    default: words.3 = value
    }
  }

  /// Whether the set holds `id`.
  ///
  /// - Parameter id: The identifier to look for.
  /// - Returns: `true` if `id` is in the set.
  @inlinable
  public func contains(_ id: EventID) -> Bool {
    let raw = id.rawValue
    return word(raw &>> 6) & (1 &<< UInt64(raw & 63)) != 0
  }

  /// Whether the set is empty.
  public var isEmpty: Bool { words == (0, 0, 0, 0) }

  /// Inserts `id`.
  ///
  /// - Parameter id: The identifier to insert.
  /// - Returns: Whether it was newly inserted, and the member.
  @inlinable
  @discardableResult
  public mutating func insert(_ id: EventID) -> (inserted: Bool, memberAfterInsert: EventID) {
    let had = contains(id)
    let raw = id.rawValue
    setWord(raw &>> 6, word(raw &>> 6) | (1 &<< UInt64(raw & 63)))
    return (!had, id)
  }

  /// Removes `id`.
  ///
  /// - Parameter id: The identifier to remove.
  /// - Returns: `id` if it was in the set, otherwise `nil`.
  @inlinable
  @discardableResult
  public mutating func remove(_ id: EventID) -> EventID? {
    guard contains(id) else { return nil }
    let raw = id.rawValue
    setWord(raw &>> 6, word(raw &>> 6) & ~(1 &<< UInt64(raw & 63)))
    return id
  }

  /// Inserts `id`, returning it if it was already present.
  ///
  /// - Parameter id: The identifier to insert.
  /// - Returns: `id` if it was already in the set, otherwise `nil`.
  @discardableResult
  public mutating func update(with id: EventID) -> EventID? {
    insert(id).inserted ? nil : id
  }

  /// The identifiers in either set.
  ///
  /// - Parameter other: Another set.
  /// - Returns: The union.
  public func union(_ other: EventSet) -> EventSet {
    combined(with: other) { $0 | $1 }
  }

  /// The identifiers in both sets.
  ///
  /// - Parameter other: Another set.
  /// - Returns: The intersection.
  public func intersection(_ other: EventSet) -> EventSet {
    combined(with: other) { $0 & $1 }
  }

  /// The identifiers in exactly one of the sets.
  ///
  /// - Parameter other: Another set.
  /// - Returns: The symmetric difference.
  public func symmetricDifference(_ other: EventSet) -> EventSet {
    combined(with: other) { $0 ^ $1 }
  }

  /// Adds the identifiers of `other`.
  ///
  /// - Parameter other: Another set.
  public mutating func formUnion(_ other: EventSet) { self = union(other) }

  /// Keeps only the identifiers also in `other`.
  ///
  /// - Parameter other: Another set.
  public mutating func formIntersection(_ other: EventSet) { self = intersection(other) }

  /// Keeps the identifiers in exactly one of the sets.
  ///
  /// - Parameter other: Another set.
  public mutating func formSymmetricDifference(_ other: EventSet) {
    self = symmetricDifference(other)
  }

  private func combined(with other: EventSet, _ op: (UInt64, UInt64) -> UInt64) -> EventSet {
    var result = EventSet()
    for index in 0..<4 { result.setWord(index, op(word(index), other.word(index))) }
    return result
  }

  /// Two sets are equal when they hold the same identifiers.
  public static func == (lhs: EventSet, rhs: EventSet) -> Bool { lhs.words == rhs.words }

  /// Hashes the set's bits.
  ///
  /// - Parameter hasher: The hasher to feed.
  public func hash(into hasher: inout Hasher) {
    for index in 0..<4 { hasher.combine(word(index)) }
  }

  /// The identifiers in ascending order.
  ///
  /// - Returns: An iterator over the members.
  public func makeIterator() -> IndexingIterator<[EventID]> {
    (0..<Self.capacity).map { EventID(rawValue: $0) }.filter { contains($0) }.makeIterator()
  }
}

extension EventSet: ExpressibleByArrayLiteral {
  /// Creates a set from a list of identifiers.
  ///
  /// - Parameter elements: The identifiers.
  public init(arrayLiteral elements: EventID...) {
    self.init(elements)
  }
}
