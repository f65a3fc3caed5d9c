#if !canImport(UIKit)
  import Foundation
  import StandInDoubles
  import Testing
  import UIKitStandIn

  /// A gesture the user cannot make, or a place the view does not have, given to the drag and
  /// drop drivers.
  enum ImpossibleDragOrDrop: String, Codable, CaseIterable, Sendable {
    case dragOverWithoutDrag = "moving a drag that did not begin in the view"
    case addWithoutDrag = "adding to a drag that did not begin in the view"
    case destinationPastTheEnd = "a destination past the end of its section"
    case destinationInAMissingSection = "a destination in a section the view does not have"
    case dropWithoutDrag = "dropping when no drag is over the view"
    case placeholderPastTheEnd = "a placeholder past the end of its section"
    case dropToAMissingRow = "a drop to a row the app did not insert first"

    /// The view it is tried on: the table view and the list take turns.
    var kind: DragDropViewKind {
      switch self {
      case .addWithoutDrag, .destinationInAMissingSection, .placeholderPastTheEnd: .list
      default: .table
      }
    }
  }

  /// The drag and drop drivers' documented preconditions stop the test with a message: a
  /// gesture the user cannot make, or a place the view does not have.
  @Suite("Drag and drop preconditions")
  struct DragAndDropPreconditionTests {
    @Test(arguments: ImpossibleDragOrDrop.allCases)
    func anImpossibleGestureStopsTheTest(_ gesture: ImpossibleDragOrDrop) async {
      await #expect(processExitsWith: .failure) { [gesture] in
        await MainActor.run {
          let app = DragDropFixture(gesture.kind, [["a"]])
          switch gesture {
          case .dragOverWithoutDrag: app.dragsOver(path(0, 0))
          case .addWithoutDrag: app.addsToDrag(at: path(0, 0))
          case .destinationPastTheEnd: app.dragsOver(path(0, 2), carrying: [textItem("x")])
          case .destinationInAMissingSection: app.dragsOver(path(1, 0), carrying: [textItem("x")])
          case .dropWithoutDrag: app.drops()
          case .placeholderPastTheEnd: _ = app.dropsToPlaceholder(at: path(0, 3))
          case .dropToAMissingRow:
            app.delegates.performDrop = { _, coordinator in
              coordinator.drop(coordinator.dragItems[0], to: path(0, 1))
            }
            app.setDelegates()
            app.dragsOver(path(0, 1), carrying: [textItem("x")])
            app.drops()
          }
        }
      }
    }
  }
#endif
