import TableHandlersCore
import Testing

/// Which items a drag of a row begins with, and whether it is a reorder: the one rule the table
/// view, the list and the headless table read.
@Suite("Drag rules")
struct DragRulesTests {
  /// Each begun item as text: `row`/`app`, `reorder` where it is one, and its representations.
  func shown(_ items: [DragRules.BegunItem<String>]) -> [String] {
    items.map {
      switch $0 {
      case .row(let item, let isReorder):
        "row \(item.representations.count)" + (isReorder ? " reorder" : "")
      case .app(let name): "app \(name)"
      }
    }
  }

  func begin(
    takesTouches: Bool = true, mayReorder: Bool, answered: [DragItem]?, app: [String]? = nil
  ) -> [DragRules.BegunItem<String>] {
    DragRules.beginning(
      takesTouches: takesTouches, mayReorder: { mayReorder }, answered: { answered }, app: app)
  }

  let item = DragItem(.text("A"))

  @Test func aRowWithoutItemsThatMayBeReorderedIsDraggedAsOneItemWithoutData() {
    let none = begin(mayReorder: true, answered: nil)
    #expect(shown(none) == ["row 0 reorder"])
    #expect(DragRules.reorders(none))
    #expect(shown(begin(mayReorder: true, answered: [])) == ["row 0 reorder"])
    #expect(shown(begin(mayReorder: true, answered: nil, app: [])) == ["row 0 reorder"])
    #expect(begin(mayReorder: false, answered: nil).isEmpty)
    #expect(!DragRules.reorders(begin(mayReorder: false, answered: nil)))
  }

  @Test func onlyARowsOneItemIsAReorder() {
    let one = begin(mayReorder: true, answered: [item])
    #expect(shown(one) == ["row 1 reorder"])
    #expect(DragRules.reorders(one))
    let two = begin(mayReorder: true, answered: [item, item])
    #expect(shown(two) == ["row 1", "row 1"])
    #expect(!DragRules.reorders(two))
    #expect(shown(begin(mayReorder: false, answered: [item])) == ["row 1"])
  }

  @Test func aHandlersItemsWinOverTheAppsWhichAreNeverAReorder() {
    #expect(shown(begin(mayReorder: true, answered: [item], app: ["x"])) == ["row 1 reorder"])
    let app = begin(mayReorder: true, answered: nil, app: ["x"])
    #expect(shown(app) == ["app x"])
    #expect(!DragRules.reorders(app))
  }

  @Test func aRowThatTakesNoTouchBeginsNoDragAndIsAskedNothing() {
    var asked: [String] = []
    let items = DragRules.beginning(
      takesTouches: false,
      mayReorder: {
        asked.append("reorder")
        return true
      },
      answered: {
        asked.append("items")
        return [item]
      }, app: ["x"])
    #expect(items.isEmpty)
    #expect(asked.isEmpty)
  }
}
