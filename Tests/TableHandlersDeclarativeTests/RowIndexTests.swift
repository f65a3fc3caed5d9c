import TableHandlersCore
import TableHandlersDeclarative
import TestSupport
import Testing

/// The row index's map from identifiers to handles (`HandleTable`), on its own and through a
/// declared table whose identifiers' hash values collide.
@Suite struct HandleTableTests {
  /// Handles numbered by the keys they stand for, as the row index numbers rows.
  func lookUp(_ key: Int, in table: HandleTable, tag: (Int) -> UInt32) -> Int32? {
    table.handle(withTag: tag(key)) { Int(1_000 - $0) == key }
  }

  func handle(of key: Int) -> Int32 { Int32(1_000 - key) }

  @Test func entriesWithOneTagAreToldApartByTheCaller() {
    var table = HandleTable()
    for key in 0..<50 { table.insert(handle(of: key), tag: 7) }
    #expect(table.count == 50)
    for key in 0..<50 { #expect(lookUp(key, in: table) { _ in 7 } == handle(of: key)) }
    #expect(lookUp(50, in: table) { _ in 7 } == nil)
    #expect(lookUp(3, in: table) { _ in 8 } == nil, "another tag is never asked")
    var asked: [Int32] = []
    _ = table.handle(withTag: 7) {
      asked.append($0)
      return false
    }
    #expect(Set(asked) == Set((0..<50).map(handle(of:))), "every handle with the tag is asked")
  }

  @Test func growsKeepingEveryEntry() {
    var table = HandleTable()
    #expect(table.capacity == 0)
    let tag = { (key: Int) in HandleTable.tag(ofHashValue: key.hashValue) }
    for key in 0..<900 {
      table.insert(handle(of: key), tag: tag(key))
      #expect(table.count <= table.capacity)
    }
    #expect(table.capacity >= 900)
    for key in 0..<900 { #expect(lookUp(key, in: table, tag: tag) == handle(of: key)) }
    let sized = HandleTable(minimumCapacity: 900)
    #expect(sized.capacity >= 900 && sized.count == 0)
  }

  @Test func removesWithoutLosingTheEntriesAfterIt() {
    // One cluster that wraps round the end of the slots: every tag's home is the last slot.
    var table = HandleTable()
    for key in 0..<5 { table.insert(handle(of: key), tag: .max) }
    let removed = [
      table.remove(handle(of: 1), tag: .max),
      // Removed once; not with another tag; never added.
      table.remove(handle(of: 1), tag: .max), table.remove(handle(of: 2), tag: 0),
      table.remove(handle(of: 9), tag: .max),
    ]
    #expect(removed == [true, false, false, false])
    #expect(table.count == 4)
    for key in [0, 2, 3, 4] { #expect(lookUp(key, in: table) { _ in .max } == handle(of: key)) }
    #expect(lookUp(1, in: table) { _ in .max } == nil)
    let removedAll = [0, 2, 3, 4, 0].map { table.remove(handle(of: $0), tag: .max) }
    #expect(removedAll == [true, true, true, true, false])
    #expect(table.count == 0)
    var empty = HandleTable()
    let removedFromEmpty = empty.remove(0, tag: 0)
    #expect(!removedFromEmpty, "an empty table holds nothing")
  }

  /// Random insertions, removals and lookups, checked against a `Dictionary`, with tags that
  /// spread, tags that mostly collide, and tags whose home is the last slot.
  @Test(arguments: [0, 1, 2]) func matchesADictionary(tagKind: Int) {
    let tag: (Int) -> UInt32 = { key in
      switch tagKind {
      case 0: return HandleTable.tag(ofHashValue: key.hashValue)
      case 1: return UInt32(key % 5) &* 0x4000_0001
      default: return key % 3 == 0 ? .max : UInt32(key % 4)
      }
    }
    var random = SplitMix64(seed: 0x5EED_0000 + UInt64(tagKind))
    var table = HandleTable()
    var reference: [Int: Int32] = [:]
    for step in 0..<20_000 {
      let key = Int.random(in: 0..<400, using: &random)
      switch Int.random(in: 0..<10, using: &random) {
      case 0..<4:
        if reference[key] == nil {
          table.insert(handle(of: key), tag: tag(key))
          reference[key] = handle(of: key)
        }
      case 4..<7:
        let removed = table.remove(handle(of: key), tag: tag(key))
        let held = reference.removeValue(forKey: key) != nil
        #expect(removed == held, "step \(step)")
      default:
        #expect(lookUp(key, in: table, tag: tag) == reference[key], "step \(step)")
      }
      #expect(table.count == reference.count)
      if step % 1_000 == 999 {
        for key in 0..<400 { #expect(lookUp(key, in: table, tag: tag) == reference[key]) }
      }
    }
  }
}

/// An identifier whose hash values fall in three classes, so that most lookups of the row
/// index meet other rows' identifiers with the same tag.
struct CollidingID: Hashable, CustomStringConvertible {
  var value: Int
  static func == (a: CollidingID, b: CollidingID) -> Bool { a.value == b.value }
  func hash(into hasher: inout Hasher) { hasher.combine(value % 3) }
  var description: String { "id\(value)" }
}

/// A declared table keeps matching rows whose identifiers collide: handlers follow rows,
/// positions are right, and duplicates are rejected with nothing changed.
@MainActor
@Suite struct CollidingRowIDTests {
  func declaration(_ sections: [[Int]]) -> TableDeclaration<Int, CollidingID> {
    TableDeclaration {
      for (section, ids) in sections.enumerated() {
        Section(section) {
          for id in ids {
            if id % 2 == 0 {
              Row(CollidingID(value: id), text: "\(id)").onSelect { _ in }
            } else {
              Row(CollidingID(value: id), text: "\(id)")
            }
          }
        }
      }
    }
  }

  func expectSame(
    _ table: DeclaredTable<Int, CollidingID>, _ handlers: TableHandlers, as sections: [[Int]],
    absent: [Int], _ note: String
  ) throws {
    let fresh = try DeclaredTable(handlers: TableHandlers(), declaration: declaration(sections))
    #expect(handlers.dump == fresh.handlers.dump, "\(note)")
    for id in sections.joined() {
      let position = table.position(ofRow: CollidingID(value: id))
      #expect(
        position != nil && position == fresh.position(ofRow: CollidingID(value: id)), "\(note)")
    }
    for id in absent { #expect(table.position(ofRow: CollidingID(value: id)) == nil, "\(note)") }
  }

  @Test func randomUpdatesWithCollidingIdentifiers() throws {
    var random = SplitMix64(seed: 0xC011_1DE5)
    var sections = [Array(0..<20), Array(20..<30)]
    let handlers = TableHandlers()
    let table = try DeclaredTable(handlers: handlers, declaration: declaration(sections))
    var nextID = 30
    for step in 0..<150 {
      // Keep some rows, shuffled across sections, and add new ones; the table grows to a few
      // hundred rows, then shrinks to a handful (the index compacts) and grows again.
      var rows = sections.joined().filter { _ in Int.random(in: 0..<10, using: &random) < 8 }
      let target = step % 50 < 40 ? 300 : 5
      while rows.count < target, Int.random(in: 0..<5, using: &random) > 0 {
        rows.insert(nextID, at: Int.random(in: 0...rows.count, using: &random))
        nextID += 1
      }
      if rows.count > target { rows = Array(rows.prefix(target)) }
      rows.swapAt(
        Int.random(in: 0..<max(1, rows.count), using: &random) % max(1, rows.count),
        Int.random(in: 0..<max(1, rows.count), using: &random) % max(1, rows.count))
      let split = Int.random(in: 0...rows.count, using: &random)
      let old = Set(sections.joined())
      sections = [Array(rows[..<split]), Array(rows[split...])]
      try table.checkedUpdate(to: declaration(sections))
      try expectSame(
        table, handlers, as: sections, absent: Array(old.subtracting(rows)), "step \(step)")
    }
  }

  @Test func aDuplicateAmongCollidingIdentifiersChangesNothing() throws {
    let sections = [[0, 3, 6, 9], [1, 4, 7]]
    let handlers = TableHandlers()
    let table = try DeclaredTable(handlers: handlers, declaration: declaration(sections))
    let before = handlers.dump
    // A new identifier twice, an old one twice, and an old one in another section too.
    let duplicates: [([[Int]], DeclarationError)] = [
      ([[0, 12, 3, 12], [1]], .duplicateRowID("id12", inSection: "0", alreadyInSection: "0")),
      ([[9, 0, 3, 6, 9], [1]], .duplicateRowID("id9", inSection: "0", alreadyInSection: "0")),
      ([[0, 3], [6, 1, 3]], .duplicateRowID("id3", inSection: "1", alreadyInSection: "0")),
    ]
    for (declared, error) in duplicates {
      #expect(throws: error) { try table.checkedUpdate(to: declaration(declared)) }
      #expect(handlers.dump == before)
      try expectSame(table, handlers, as: sections, absent: [12], "after \(declared)")
    }
    // The rejected rows left nothing behind: they can be declared again, once each.
    let next = [[12, 9, 0], [3, 1, 6]]
    try table.checkedUpdate(to: declaration(next))
    try expectSame(table, handlers, as: next, absent: [4, 7], "after the rejections")
  }
}
