#if os(Linux)
  import Foundation
  import TableHandlersCore
  import TableHandlersDeclarative
  import TableHandlersUIKit
  import Testing
  import UIKitStandIn

  /// A declared table that moves to another view takes its empty state with it: the view it
  /// leaves gets its own background back.
  @MainActor
  @Suite("An empty state moves with its table")
  struct EmptyStateMovesWithTheTableTests {
    @Test func theViewLeftGetsItsBackgroundBack() throws {
      let declared = try DeclaredTable(
        declaration: TableDeclaration<String, String> { Section("inbox") {} }
          .emptyState(title: "No mail"))
      let first = UITableView()
      let own = UIView()
      first.backgroundView = own
      declared.attach(to: first)
      #expect(first.backgroundView !== own)
      let second = UITableView()
      declared.attach(to: second)
      #expect(first.backgroundView === own)
      #expect(second.backgroundView != nil)
    }
  }
#endif
