import Testing

@testable import TableHandlersCore

/// Events defined outside the core, made from any thread.
@Suite("Event identifiers")
struct EventIDTests {
  @Test func eventsMadeConcurrentlyGetDistinctIdentifiersAndKeepTheirNames() async {
    let names = (0..<16).map { "concurrentEvent\($0)" }
    let made = await withTaskGroup(of: (String, EventID).self) { group in
      for name in names {
        group.addTask { (name, EventID.make(named: name)) }
      }
      var made: [(String, EventID)] = []
      for await pair in group { made.append(pair) }
      return made
    }
    #expect(Set(made.map(\.1)).count == names.count)
    #expect(made.allSatisfy { $0.1.rawValue >= CoreEvent.allCases.count })
    for (name, id) in made { #expect(id.name == name) }
    // The core's own names are unchanged.
    #expect(RowEvent.didSelectRow.id.name == "didSelectRow")
  }
}
