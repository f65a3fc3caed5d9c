import TableHandlersCore

/// The distinct event sets of a layout's rows, each stored once: a row keeps a 4-byte index
/// into the table instead of its 32-byte ``EventSet``.
///
/// Rows declared alike share a set, so a table holds a handful whatever its size; the last
/// set found is remembered, since neighbouring rows are usually declared alike.
struct EventSetTable {
  /// The sets, the empty one first.
  private var sets: [EventSet] = [EventSet()]

  /// Each set's index in ``sets``.
  private var indexes: [EventSet: Int32] = [EventSet(): 0]

  /// The set most recently looked up, and its index.
  private var last = (set: EventSet(), index: Int32(0))

  /// The index of a set, added if it is new.
  ///
  /// - Complexity: O(1): a comparison with the last set, or one hash lookup.
  mutating func index(of set: EventSet) -> Int32 {
    if set == last.set { return last.index }
    let index: Int32
    if let known = indexes[set] {
      index = known
    } else {
      precondition(sets.count < Int(Int32.max), "TableHandlers: too many distinct event sets")
      index = Int32(sets.count)
      sets.append(set)
      indexes[set] = index
    }
    last = (set, index)
    return index
  }

  /// The set at an index.
  subscript(index: Int32) -> EventSet { sets[Int(index)] }
}
