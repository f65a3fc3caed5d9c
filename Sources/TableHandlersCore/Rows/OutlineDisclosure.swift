/// What an outline row's disclosure control shows: whether the row's children are shown.
///
/// A declared table sets it on the content of each row that declares children
/// (`Row.children(expanded:_:)`), and changes it when the row expands or collapses; the
/// row is then reconfigured, not reloaded. A table view shows it as a chevron in the cell's
/// accessory view, pointing right while collapsed and down while expanded; a list as the
/// cell's outline disclosure accessory; the headless table's rendering as `▸` or `▾` before the
/// row's text.
public enum OutlineDisclosure: Hashable, Sendable {
  /// The row's children are hidden: the chevron points to the trailing side.
  case collapsed
  /// The row's children are shown below it: the chevron points down.
  case expanded

  /// The other state: what a tap on the control makes of this one.
  public var toggled: OutlineDisclosure {
    self == .collapsed ? .expanded : .collapsed
  }
}
