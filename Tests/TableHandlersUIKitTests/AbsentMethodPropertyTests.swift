#if os(Linux)
  import Foundation
  import Testing
  import TableHandlersCore
  import TableHandlersDeclarative
  import UIKitStandIn

  @testable import TableHandlersUIKit

  /// The rows of `Docs/Dispatch.md`'s "Where nobody answers" table: selector and exception (empty
  /// when the method follows the rule without one).
  @MainActor
  let whereNobodyAnswersTable: [(selector: String, exception: String)] = {
    let docs = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Docs/Dispatch.md")
    guard let text = try? String(contentsOf: docs, encoding: .utf8),
      let start = text.range(of: "## Where nobody answers")
    else { return [] }
    return text[start.upperBound...].split(separator: "\n").compactMap { line in
      let columns = line.split(separator: "|", omittingEmptySubsequences: false).map {
        $0.trimmingCharacters(in: .whitespaces)
      }
      guard columns.count == 7, columns[2].hasPrefix("`"), columns[2] != "`UIKit method`" else {
        return nil
      }
      return (String(columns[2].dropFirst().dropLast()), columns[5])
    }
  }()

  /// The methods whose answer the adapter gives differently from UIKit's absent-method answer
  /// where nobody answers, as `Docs/Dispatch.md` lists them.
  @MainActor
  let documentedExceptions: Set<String> = Set(
    whereNobodyAnswersTable.filter { $0.exception.hasPrefix("exception") }.map(\.selector))

  /// One registration of the property: a method's event at one scope.
  struct Registration: CustomTestStringConvertible, Sendable {
    enum Scope: String, Sendable {
      case oneRow = "row 1.1"
      case oneSection = "section 1"
      case wholeTable = "whole table"

      /// Where a handler of this scope is registered (also the list's property's places).
      var place: HandlerPlace {
        switch self {
        case .oneRow: return HandlerPlace(rows: .row(1, inSection: 1), sections: .section(1))
        case .oneSection: return HandlerPlace(rows: .section(1), sections: .section(1))
        case .wholeTable: return .everywhere
        }
      }
    }

    let selector: String
    let scope: Scope

    var testDescription: String { "\(selector) at \(scope.rawValue)" }

    var place: HandlerPlace { scope.place }

    /// Whether a row (or its section, for section methods) is where the handler answers.
    @MainActor func covers(_ path: IndexPath) -> Bool {
      guard let method = AdapterMethod.bySelector[selector] else { return true }
      switch (scope, method.kind) {
      case (.wholeTable, _), (_, .table): return true
      case (.oneRow, .row): return path == IndexPath(row: 1, section: 1)
      case (.oneSection, _), (.oneRow, .section): return path.section == 1
      }
    }
  }

  /// Every method a handler can answer, at every scope.
  ///
  /// Every selector of the three protocols but the deprecated `editActionsForRowAt`, which only
  /// the app answers: a new event is covered without a new test. A section method's "row 1.1" is
  /// its section 1, and a table method has one place whatever the scope.
  let propertyRegistrations: [Registration] = allSelectors.filter {
    $0 != TableSelectors.editActions
  }.flatMap { selector in
    [Registration.Scope.oneRow, .oneSection, .wholeTable].map {
      Registration(selector: selector, scope: $0)
    }
  }

  /// The rows the property looks at: two sections of three rows.
  let propertyGrid: [IndexPath] = (0..<2).flatMap { section in
    (0..<3).map { IndexPath(row: $0, section: section) }
  }

  /// Two sections of three rows, declared, with a reach-the-end handler or without.
  @MainActor
  func gridDeclaration(reachingEnd: Bool) -> TableDeclaration<Int, Int> {
    let declaration = TableDeclaration<Int, Int>(
      sections: (0..<2).map { section in
        Section(section, rows: (0..<3).map { Row(section * 10 + $0, text: "\($0)") })
      })
    return reachingEnd ? declaration.onReachEnd(within: 6) {} : declaration
  }

  @MainActor
  @Suite("Where nobody answers, the adapter answers as UIKit does without the method")
  struct AbsentMethodPropertyTests {
    /// A table view whose properties all differ from UIKit's defaults, so that an answer that
    /// ignores them shows.
    func tableView(editing: Bool) -> UITableView {
      let tableView = UITableView(frame: .zero, style: .plain)
      tableView.rowHeight = 44
      tableView.sectionHeaderHeight = 28
      tableView.sectionFooterHeight = 12
      tableView.estimatedRowHeight = 40
      tableView.estimatedSectionHeaderHeight = 20
      tableView.estimatedSectionFooterHeight = 10
      tableView.allowsFocus = false
      tableView.selectionFollowsFocus = true
      tableView.setEditing(editing, animated: false)
      return tableView
    }

    /// What UIKit gets for a method at a row: the object's answer if it said it implements the
    /// method when it was assigned, else UIKit's absent-method answer from the stand-in.
    func effectiveAnswer(_ selector: String, at path: IndexPath, on tableView: UITableView)
      -> String
    {
      let cached = tableView.cachedDataSourceSelectors.union(tableView.cachedDelegateSelectors)
        .union(tableView.cachedPrefetchingSelectors)
      if cached.contains(selector) { return methodCase(selector).invokeAt(tableView, path) }
      let asked =
        selector == TableSelectors.targetForMove
        ? proposedDestination(from: path) : path
      return tableView.answerWithoutMethod(selector, at: asked)?.description ?? "not asked"
    }

    @Test func theDocumentedTableListsEveryMethodOnce() {
      #expect(whereNobodyAnswersTable.map(\.selector) == AdapterMethod.all.map(\.selector))
      #expect(
        documentedExceptions == [
          TableSelectors.editingStyle, TableSelectors.canMoveRow,
        ])
    }

    @Test func everyEventIsRegistered() {
      let registered = Set(propertyRegistrations.map(\.selector))
      let handled = AdapterMethod.all.filter { methodCase($0.selector).registerAt != nil }
      #expect(registered == Set(handled.map(\.selector)))
    }

    /// A declared reach-the-end handler counts as answering the display method, and only it:
    /// every other method answers as for the same declaration without it.
    @Test(arguments: [false, true])
    func aDeclaredReachEndImplementsTheDisplayMethodAndNothingElse(editing: Bool) throws {
      var tables: [DeclaredTable<Int, Int>] = []
      func shown(reachingEnd: Bool) throws -> UITableView {
        let table = try DeclaredTable(declaration: gridDeclaration(reachingEnd: reachingEnd))
        let view = tableView(editing: editing)
        table.attach(to: view)
        tables.append(table)
        return view
      }
      let paging = try shown(reachingEnd: true)
      let plain = try shown(reachingEnd: false)
      func cached(_ view: UITableView) -> Set<String> {
        view.cachedDataSourceSelectors.union(view.cachedDelegateSelectors)
          .union(view.cachedPrefetchingSelectors)
      }
      #expect(cached(paging).subtracting(cached(plain)) == [TableSelectors.willDisplayCell])
      #expect(cached(plain).isSubset(of: cached(paging)))
      let selectors =
        allSelectors.filter {
          $0 != TableSelectors.moveRow && $0 != TableSelectors.willDisplayCell
        } + [TableSelectors.moveRow]
      for path in propertyGrid {
        #expect(paging.visibleBehaviourOfRow(at: path) == plain.visibleBehaviourOfRow(at: path))
        for selector in selectors {
          #expect(
            effectiveAnswer(selector, at: path, on: paging)
              == effectiveAnswer(selector, at: path, on: plain), "\(selector) at \(path)")
        }
      }
    }

    @Test(arguments: propertyRegistrations, [false, true])
    func elsewhereItIsAsIfNothingWereRegistered(registration: Registration, editing: Bool) {
      let method = methodCase(registration.selector)
      // Asked last: a move carries the row handlers along.
      let selectors =
        allSelectors.filter { $0 != TableSelectors.moveRow } + [
          TableSelectors.moveRow
        ]
      for path in propertyGrid {
        let handlers = TableHandlers()
        method.registerAt?(handlers, {}, registration.place)
        let registered = tableView(editing: editing)
        handlers.attach(to: registered)
        let nothing = tableView(editing: editing)
        TableHandlers().attach(to: nothing)

        // UIKit-visible behaviour, from the stand-in's model of UIKit.
        let covered = registration.covers(path)
        if !covered {
          let seen = registered.visibleBehaviourOfRow(at: path)
          var expected = nothing.visibleBehaviourOfRow(at: path)
          if documentedExceptions.contains(TableSelectors.editingStyle),
            expected.editingControl == .delete, seen.editingControl == .none
          {
            // The documented exception: no edit-mode delete control where nobody commits.
            expected.editingControl = .none
          }
          #expect(seen == expected, "\(registration.testDescription): row \(path)")
        }
        if !registration.covers(IndexPath(row: 0, section: path.section)) {
          #expect(
            registered.visibleBehaviourOfSection(path.section)
              == nothing.visibleBehaviourOfSection(path.section),
            "\(registration.testDescription): section \(path.section)")
        }

        // Every method's answer. The table with nothing registered implements only the
        // required methods, so every other expectation is the stand-in's absent-method model.
        #expect(
          nothing.cachedDataSourceSelectors.union(nothing.cachedDelegateSelectors)
            == Set(
              AdapterMethod.all.filter { $0.isRequired && $0.role != .prefetching }.map(\.selector))
        )
        for selector in selectors where !(covered && selector == registration.selector) {
          guard !documentedExceptions.contains(selector) else { continue }
          let expected = effectiveAnswer(selector, at: path, on: nothing)
          #expect(
            effectiveAnswer(selector, at: path, on: registered) == expected,
            "\(registration.testDescription): \(selector) at \(path)")
        }
      }
    }
  }
#endif
