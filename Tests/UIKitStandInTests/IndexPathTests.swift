#if !canImport(UIKit)
  import Foundation
  import Testing
  import UIKitStandIn

  @Suite("IndexPath overlay")
  struct IndexPathTests {
    @Test("init(row:section:) stores the section first, as the UIKit overlay does")
    func rowSectionRoundTrip() {
      let path = IndexPath(row: 3, section: 7)
      #expect(path.row == 3)
      #expect(path.section == 7)
      #expect(path == IndexPath(indexes: [7, 3]))
      #expect(Array(path) == [7, 3])
    }

    @Test("row and section are settable")
    func settable() {
      var path = IndexPath(row: 0, section: 0)
      path.row = 5
      path.section = 2
      #expect(path == IndexPath(row: 5, section: 2))
    }

    @Test("item aliases row and round-trips")
    func itemSection() {
      var path = IndexPath(item: 4, section: 1)
      #expect(path.item == 4)
      #expect(path.row == 4)
      #expect(path.section == 1)
      path.item = 9
      #expect(path == IndexPath(row: 9, section: 1))
    }

    @Test("row traps unless the path has exactly two indexes")
    func rowPrecondition() async {
      await #expect(processExitsWith: .failure) {
        _ = IndexPath(indexes: [1, 2, 3]).row
      }
    }
  }
#endif
