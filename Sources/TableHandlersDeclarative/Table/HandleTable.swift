/// Row handles by their identifiers' hash values: the row index's map from identifiers to
/// handles, written as plain integer code.
///
/// A generic `[RowID: Int32]` runs unspecialized in the declared table's generic code (the
/// app's identifier type is known only in the app's module), and every lookup and insertion
/// then asks the runtime for the dictionary's generic metadata. This table holds no
/// identifiers: each entry is a handle and a 32-bit *tag* of its identifier's hash value
/// (``tag(ofHashValue:)``), and a lookup hands the caller each handle whose tag matches, for the
/// caller to compare identifiers (``handle(withTag:where:)``); the identifiers stay in the
/// layout, where the handle's position finds them.
///
/// Open addressing with linear probing, in one array of 8-byte slots kept at most three quarters
/// full; a removal shifts the entries after it back, so there are no tombstones.
package struct HandleTable {
  /// The slots, none or a power of two of them.
  ///
  /// 0 for an empty slot, else an entry's tag in the high 32 bits and its handle plus one in
  /// the low 32.
  private var slots: [UInt64] = []

  /// The number of entries.
  package private(set) var count = 0

  /// An empty table.
  package init() {}

  /// An empty table with room for `minimumCapacity` entries before it grows.
  package init(minimumCapacity: Int) {
    if minimumCapacity > 0 {
      slots = [UInt64](repeating: 0, count: Self.slotCount(for: minimumCapacity))
    }
  }

  /// The entries the table holds before it grows.
  package var capacity: Int { slots.count / 4 * 3 }

  /// The tag of a hash value: its two halves folded into 32 bits.
  package static func tag(ofHashValue hashValue: Int) -> UInt32 {
    UInt32(truncatingIfNeeded: hashValue) ^ UInt32(truncatingIfNeeded: hashValue >> 32)
  }

  /// The first handle with the tag for which `matches` is true.
  ///
  /// - Parameters:
  ///   - tag: The tag of the identifier looked up.
  ///   - matches: Whether a handle whose tag matches is the one looked for (its identifier is
  ///     the one looked up); asked only of handles with the tag.
  /// - Returns: The handle, or `nil` if none with the tag matches.
  /// - Complexity: O(1) on average.
  package func handle(withTag tag: UInt32, where matches: (Int32) -> Bool) -> Int32? {
    slots.withUnsafeBufferPointer { slots in
      guard !slots.isEmpty else { return nil }
      let mask = slots.count - 1
      var slot = Int(tag) & mask
      while true {
        let entry = slots[slot]
        if entry == 0 { return nil }
        if UInt32(truncatingIfNeeded: entry >> 32) == tag {
          let handle = Int32(truncatingIfNeeded: entry &- 1)
          if matches(handle) { return handle }
        }
        slot = (slot &+ 1) & mask
      }
    }
  }

  /// Adds a handle with its identifier's tag; the table must not hold the handle.
  ///
  /// - Complexity: O(1) on average; O(*n*) when the table grows.
  package mutating func insert(_ handle: Int32, tag: UInt32) {
    precondition(handle >= 0, "TableHandlers internal error: a negative row handle")
    if count >= capacity { grow() }
    count += 1
    slots.withUnsafeMutableBufferPointer { Self.place(Self.entry(handle, tag: tag), in: $0) }
  }

  /// Removes a handle added with the tag.
  ///
  /// - Returns: Whether the table held it.
  /// - Complexity: O(1) on average.
  @discardableResult
  package mutating func remove(_ handle: Int32, tag: UInt32) -> Bool {
    let entry = Self.entry(handle, tag: tag)
    let removed = slots.withUnsafeMutableBufferPointer { slots in
      guard !slots.isEmpty else { return false }
      let mask = slots.count - 1
      var hole = Int(tag) & mask
      while slots[hole] != entry {
        if slots[hole] == 0 { return false }
        hole = (hole &+ 1) & mask
      }
      // Shift back every entry after the hole that may move there: one whose home slot is
      // not between the hole (excluded) and the entry's slot (included), going round.
      var next = (hole &+ 1) & mask
      while slots[next] != 0 {
        let home = Self.home(of: slots[next], mask: mask)
        if (next &- home) & mask >= (next &- hole) & mask {
          slots[hole] = slots[next]
          hole = next
        }
        next = (next &+ 1) & mask
      }
      slots[hole] = 0
      return true
    }
    if removed { count -= 1 }
    return removed
  }

  /// The slot count for `capacity` entries: a power of two at least 4/3 of it.
  private static func slotCount(for capacity: Int) -> Int {
    var slots = 8
    while slots / 4 * 3 < capacity { slots *= 2 }
    return slots
  }

  /// An entry as a slot holds it.
  private static func entry(_ handle: Int32, tag: UInt32) -> UInt64 {
    UInt64(tag) << 32 | UInt64(UInt32(handle) + 1)
  }

  /// The slot where an entry's probe starts.
  private static func home(of entry: UInt64, mask: Int) -> Int {
    Int(UInt32(truncatingIfNeeded: entry >> 32)) & mask
  }

  /// Puts an entry in the first empty slot from its home slot on; there must be one.
  private static func place(_ entry: UInt64, in slots: UnsafeMutableBufferPointer<UInt64>) {
    let mask = slots.count - 1
    var slot = home(of: entry, mask: mask)
    while slots[slot] != 0 { slot = (slot &+ 1) & mask }
    slots[slot] = entry
  }

  /// Doubles the slots (or makes the first ones) and places the entries again.
  private mutating func grow() {
    let old = slots
    slots = [UInt64](repeating: 0, count: Self.slotCount(for: capacity + 1))
    slots.withUnsafeMutableBufferPointer { slots in
      for entry in old where entry != 0 { Self.place(entry, in: slots) }
    }
  }
}
