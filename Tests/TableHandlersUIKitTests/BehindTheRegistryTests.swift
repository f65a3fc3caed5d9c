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
    /// A table view showing a model through a registry, with a handler keyed by position.
    ///
    /// Made inside each test, so that the registry and its handlers go on the main actor when
    /// the test ends (a suite's stored properties may be released on another thread, where the
    /// soak tests running meanwhile would count their boxes).
    @MainActor
    final class Fixture {
      /// The app's model: the row count of each section.
      final class Model {
        var rowCounts = [3, 2]
      }

      /// Where the fixture registers a handler keyed by position.
      enum Positioned {
        case row, section, none
      }

      let model = Model()
      let tableView = UITableView()
      let handlers = TableHandlers()
      var misuses: [TableMisuse] = []

      /// A table view showing the model, with a handler on row 0.2, on section 1 or on neither,
      /// shown once.
      init(_ positioned: Positioned = .row) {
        handlers.on(.numberOfSections) { [model] _ in model.rowCounts.count }
        handlers.on(.numberOfRows, at: .allSections) { [model] call in
          model.rowCounts[call.section]
        }
        switch positioned {
        case .row:
          handlers.on(.titleForDeleteConfirmationButton, at: .row(2, inSection: 0)) { _ in
            "Remove"
          }
        case .section:
          handlers.on(.titleForHeader, at: .section(1)) { _ in "Second" }
        case .none:
          handlers.on(.titleForHeader, at: .allSections) { _ in "Any" }
        }
        handlers.misuseHandler = { [unowned self] in misuses.append($0) }
        handlers.attach(to: tableView)
        tableView.layoutIfNeeded()
      }
    }

    @Test func showingTheTableFirstReportsNothing() {
      let f = Fixture()
      #expect(f.misuses.isEmpty)
      #expect(f.handlers.shape == TableShape(rowCounts: [3, 2]))
    }

    @Test func uikitsOwnDeleteIsReportedWithTheSectionAndBothCounts() {
      let f = Fixture()
      f.model.rowCounts = [2, 2]
      f.tableView.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
      #expect(
        f.misuses == [.unfollowedCountChange(section: 0, registryCount: 3, tableCount: 2)])
      #expect(
        f.misuses.first?.description
          == "section 0 has 2 rows, but the registry last told it 3 and was not told of an edit;"
          + " handlers registered for single rows stayed at their positions (an edit of the"
          + " table view behind the registry's back? edit through the table, or tell the"
          + " registry with its follow… edits)")
      // The registry takes the table's count, and the handler did not move: it is what the
      // report warns of.
      #expect(f.handlers.shape == TableShape(rowCounts: [2, 2]))
      #expect(f.handlers.dump.contains("titleForDeleteConfirmationButton: row 0.2"))
    }

    @Test func theSameDeleteThroughTheTableAndRegistryIsNotReported() throws {
      let f = Fixture()
      f.model.rowCounts = [2, 2]
      try f.tableView.deleteRows(at: [TablePosition(section: 0, row: 0)])
      f.tableView.reloadData()
      f.tableView.layoutIfNeeded()
      #expect(f.misuses.isEmpty)
      #expect(f.handlers.dump.contains("titleForDeleteConfirmationButton: row 0.1"))
    }

    @Test func tellingTheRegistryBeforeUIKitsDeleteIsNotReported() throws {
      let f = Fixture()
      f.model.rowCounts = [2, 2]
      try f.handlers.followDeletedRows(at: [TablePosition(section: 0, row: 0)])
      f.tableView.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
      #expect(f.misuses.isEmpty)
    }

    @Test func aReloadAfterTheModelsCountsChangedIsReported() {
      let f = Fixture()
      f.model.rowCounts = [4, 2]
      f.tableView.reloadData()
      f.tableView.layoutIfNeeded()
      #expect(
        f.misuses == [.unfollowedCountChange(section: 0, registryCount: 3, tableCount: 4)])
    }

    @Test func aReloadWithTheSameCountsIsNotReported() {
      let f = Fixture()
      f.tableView.reloadData()
      f.tableView.layoutIfNeeded()
      #expect(f.misuses.isEmpty)
    }

    @Test func aSectionWithoutRowHandlersMayChangeItsCount() {
      let f = Fixture()
      f.model.rowCounts = [3, 5]
      f.tableView.insertRows(
        at: (2..<5).map { IndexPath(row: $0, section: 1) }, with: .automatic)
      #expect(f.misuses.isEmpty)
    }

    @Test func withoutPositionedHandlersNothingIsReported() {
      let plain = Fixture(.none)
      plain.model.rowCounts = [3]
      plain.tableView.deleteSections(IndexSet(integer: 1), with: .automatic)
      #expect(plain.misuses.isEmpty)
    }

    @Test func uikitsOwnSectionDeleteIsReportedWithoutASection() {
      let sections = Fixture(.section)
      sections.model.rowCounts = [2]
      sections.tableView.deleteSections(IndexSet(integer: 0), with: .automatic)
      #expect(
        sections.misuses == [.unfollowedCountChange(section: nil, registryCount: 2, tableCount: 1)]
      )
      #expect(sections.misuses.first?.description.hasPrefix("the table has 1 sections") == true)
    }

    @Test func sectionsInsertedThroughTheRegistryMayTellTheirCounts() throws {
      let f = Fixture()
      f.model.rowCounts = [3, 4, 2]
      try f.tableView.insertSections([1])
      f.tableView.layoutIfNeeded()
      #expect(f.misuses.isEmpty)
      #expect(f.handlers.shape == TableShape(rowCounts: [3, 4, 2]))
    }
  }
#endif
