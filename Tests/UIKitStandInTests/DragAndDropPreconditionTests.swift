#if !canImport(UIKit)
  import Foundation
  import StandInDoubles
  import Testing
  import UIKitStandIn

  /// The drag and drop drivers' documented preconditions stop the test with a message: a
  /// gesture the user cannot make, or a place the view does not have.
  @Suite("Drag and drop preconditions")
  struct DragAndDropPreconditionTests {
    @Test("moving a drag that did not begin in the view")
    func dragOverWithoutDrag() async {
      await #expect(processExitsWith: .failure) {
        await MainActor.run {
          let app = DragDropFixture(.table, [["a"]])
          app.dragsOver(path(0, 0))
        }
      }
    }

    @Test("adding to a drag that did not begin in the view")
    func addWithoutDrag() async {
      await #expect(processExitsWith: .failure) {
        await MainActor.run {
          let app = DragDropFixture(.list, [["a"]])
          app.addsToDrag(at: path(0, 0))
        }
      }
    }

    @Test("a destination past the end of its section")
    func destinationPastTheEnd() async {
      await #expect(processExitsWith: .failure) {
        await MainActor.run {
          let app = DragDropFixture(.table, [["a"]])
          app.dragsOver(path(0, 2), carrying: [textItem("x")])
        }
      }
    }

    @Test("a destination in a section the view does not have")
    func destinationInAMissingSection() async {
      await #expect(processExitsWith: .failure) {
        await MainActor.run {
          let app = DragDropFixture(.list, [["a"]])
          app.dragsOver(path(1, 0), carrying: [textItem("x")])
        }
      }
    }

    @Test("dropping when no drag is over the view")
    func dropWithoutDrag() async {
      await #expect(processExitsWith: .failure) {
        await MainActor.run {
          let app = DragDropFixture(.table, [["a"]])
          app.drops()
        }
      }
    }

    @Test("a placeholder past the end of its section")
    func placeholderPastTheEnd() async {
      await #expect(processExitsWith: .failure) {
        await MainActor.run {
          let app = DragDropFixture(.list, [["a"]])
          _ = app.dropsToPlaceholder(at: path(0, 3))
        }
      }
    }

    @Test("a drop to a row the app did not insert first")
    func dropToAMissingRow() async {
      await #expect(processExitsWith: .failure) {
        await MainActor.run {
          let app = DragDropFixture(.table, [["a"]])
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
#endif
