#if os(Linux)
  import Foundation
  import Testing
  import TableHandlersCore

  @testable import TableHandlersUIKit

  /// `Docs/Lists.md`'s table of events against the list methods the adapter implements: the
  /// page says which events a list answers with a method, and the adapter's one list of them
  /// (`AdapterMethod.listMethods`) must agree.
  @MainActor
  @Suite("The list page's table of events")
  struct ListsPageTests {
    /// One row of the page's event tables: the events it names, and its kind column.
    struct EventRow {
      let events: Set<String>
      let kind: String
    }

    /// The rows of the tables under "The events on a list", up to the next `##` heading.
    static let rows: [EventRow] = {
      let page = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Docs/Lists.md")
      guard let text = try? String(contentsOf: page, encoding: .utf8),
        let start = text.range(of: "## The events on a list")
      else { return [] }
      let section = text[start.upperBound...]
      let end = section.range(of: "\n## ")?.lowerBound ?? section.endIndex
      return section[..<end].split(separator: "\n").compactMap { line in
        let columns = line.split(separator: "|", omittingEmptySubsequences: false).map {
          $0.trimmingCharacters(in: .whitespaces)
        }
        // | event | on a list | kind | iOS | source |, header and rule rows left out.
        guard columns.count == 7, columns[1].hasPrefix("`") else { return nil }
        return EventRow(events: codeSpans(in: columns[1]), kind: columns[3])
      }
    }()

    /// The text of each `code span` of a cell.
    static func codeSpans(in cell: String) -> Set<String> {
      Set(
        cell.split(separator: "`", omittingEmptySubsequences: false).enumerated()
          .filter { $0.offset % 2 == 1 }.map { String($0.element) })
    }

    @Test func thePageHasItsTables() {
      #expect(Self.rows.count > 30)
    }

    /// Every event a list method answers, or switches on, is on a row of kind M.
    @Test func everyListMethodsEventIsARowOfAMethod() {
      // A method only the app's delegate answers has no event of the table's.
      let events = AdapterMethod.listMethods.filter { !$0.isAppOnly }.flatMap { method in
        [method.event] + method.companions
      }
      for event in Set(events.map(\.name)) {
        let rows = Self.rows.filter { $0.events.contains(event) }
        #expect(!rows.isEmpty, "Docs/Lists.md has no row for \(event)")
        #expect(
          rows.contains { $0.kind.contains("M") },
          "Docs/Lists.md says no list method answers \(event), but the adapter implements one")
      }
    }

    /// An event the page says a list does not serve has no list method.
    @Test func noEventOfARowWithoutEquivalentHasAListMethod() {
      let served = Set(
        AdapterMethod.listMethods.flatMap { method in
          [method.event] + method.companions
        }.map(\.name))
      for row in Self.rows where row.kind == "—" {
        #expect(
          row.events.isDisjoint(with: served),
          "Docs/Lists.md says a list does not serve \(row.events.sorted()), but a list method answers it"
        )
      }
    }
  }
#endif
