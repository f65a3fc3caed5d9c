#if os(Linux)
  import Foundation
  import TableHandlersCore
  import Testing
  import UIKitStandIn

  @testable import TableHandlersUIKit

  /// Edits of an attached table view that the registry is not told of, reported.
  ///
  /// UIKit's own `deleteRows(at:with:)` leaves handlers registered for single rows on the wrong
  /// rows. The
  /// registry cannot see the edit, but it sees its trace, a count the table answers that differs
  /// from the one it last told it, and reports that to `misuseHandler`.
  @MainActor
  @Suite("Edits of the table view behind the registry's back are reported")
  struct BehindTheRegistryTests {
    /// The app's model: the row count of each section.
    final class Model {
      var rowCounts = [3, 2]
    }

    let model = Model()
    let tableView = UITableView()
    let handlers = TableHandlers()
    var misuses: [TableMisuse] { reported.misuses }
    let reported = Reported()

    final class Reported {
      var misuses: [TableMisuse] = []
    }

    /// Where the fixture registers a handler keyed by position.
    enum Positioned {
      case row, section, none
    }

    /// A table view showing the model, with a handler on row 0.2, on section 1 or on neither,
    /// shown once.
    init(_ positioned: Positioned = .row) {
      handlers.on(.numberOfSections) { [model] _ in model.rowCounts.count }
      handlers.on(.numberOfRows, at: .allSections) { [model] call in model.rowCounts[call.section] }
      switch positioned {
      case .row:
        handlers.on(.titleForDeleteConfirmationButton, at: .row(2, inSection: 0)) { _ in "Remove" }
      case .section:
        handlers.on(.titleForHeader, at: .section(1)) { _ in "Second" }
      case .none:
        handlers.on(.titleForHeader, at: .allSections) { _ in "Any" }
      }
      handlers.misuseHandler = { [reported] in reported.misuses.append($0) }
      handlers.attach(to: tableView)
      tableView.layoutIfNeeded()
    }

    @Test func showingTheTableFirstReportsNothing() {
      #expect(misuses.isEmpty)
      #expect(handlers.shape == TableShape(rowCounts: [3, 2]))
    }

    @Test func uikitsOwnDeleteIsReportedWithTheSectionAndBothCounts() {
      model.rowCounts = [2, 2]
      tableView.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
      #expect(
        misuses == [.unfollowedCountChange(section: 0, registryCount: 3, tableCount: 2)])
      #expect(
        misuses.first?.description
          == "section 0 has 2 rows, but the registry last told it 3 and was not told of an edit;"
          + " handlers registered for single rows stayed at their positions (an edit of the"
          + " table view behind the registry's back? edit through the table, or tell the"
          + " registry with its follow… edits)")
      // The registry takes the table's count, and the handler did not move: it is what the
      // report warns of.
      #expect(handlers.shape == TableShape(rowCounts: [2, 2]))
      #expect(handlers.dump.contains("titleForDeleteConfirmationButton: row 0.2"))
    }

    @Test func theSameDeleteThroughTheTableAndRegistryIsNotReported() throws {
      model.rowCounts = [2, 2]
      try tableView.deleteRows(at: [TablePosition(section: 0, row: 0)])
      tableView.reloadData()
      tableView.layoutIfNeeded()
      #expect(misuses.isEmpty)
      #expect(handlers.dump.contains("titleForDeleteConfirmationButton: row 0.1"))
    }

    @Test func tellingTheRegistryBeforeUIKitsDeleteIsNotReported() throws {
      model.rowCounts = [2, 2]
      try handlers.followDeletedRows(at: [TablePosition(section: 0, row: 0)])
      tableView.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
      #expect(misuses.isEmpty)
    }

    @Test func aReloadAfterTheModelsCountsChangedIsReported() {
      model.rowCounts = [4, 2]
      tableView.reloadData()
      tableView.layoutIfNeeded()
      #expect(
        misuses == [.unfollowedCountChange(section: 0, registryCount: 3, tableCount: 4)])
    }

    @Test func aReloadWithTheSameCountsIsNotReported() {
      tableView.reloadData()
      tableView.layoutIfNeeded()
      #expect(misuses.isEmpty)
    }

    @Test func aSectionWithoutRowHandlersMayChangeItsCount() {
      model.rowCounts = [3, 5]
      tableView.insertRows(
        at: (2..<5).map { IndexPath(row: $0, section: 1) }, with: .automatic)
      #expect(misuses.isEmpty)
    }

    @Test func withoutPositionedHandlersNothingIsReported() {
      let plain = BehindTheRegistryTests(.none)
      plain.model.rowCounts = [3]
      plain.tableView.deleteSections(IndexSet(integer: 1), with: .automatic)
      #expect(plain.misuses.isEmpty)
    }

    @Test func uikitsOwnSectionDeleteIsReportedWithoutASection() {
      let sections = BehindTheRegistryTests(.section)
      sections.model.rowCounts = [2]
      sections.tableView.deleteSections(IndexSet(integer: 0), with: .automatic)
      #expect(
        sections.misuses == [.unfollowedCountChange(section: nil, registryCount: 2, tableCount: 1)]
      )
      #expect(sections.misuses.first?.description.hasPrefix("the table has 1 sections") == true)
    }

    @Test func sectionsInsertedThroughTheRegistryMayTellTheirCounts() throws {
      model.rowCounts = [3, 4, 2]
      try tableView.insertSections([1])
      tableView.layoutIfNeeded()
      #expect(misuses.isEmpty)
      #expect(handlers.shape == TableShape(rowCounts: [3, 4, 2]))
    }
  }
#endif
