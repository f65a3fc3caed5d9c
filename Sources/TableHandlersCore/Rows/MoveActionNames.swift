/// The names assistive technologies read for the actions that move a row one place up or down,
/// which a host offers beside a row's swipe actions and menu items.
///
/// ```swift
/// let handlers = TableHandlers()
/// handlers.moveActionNames = MoveActionNames(up: "Nach oben", down: "Nach unten")
/// ```
///
/// The other actions are named by what the app declared: a swipe action by its accessibility
/// label or title, a menu item by its title, and the Delete a swipe reveals by
/// `titleForDeleteConfirmationButton`.
public struct MoveActionNames: Hashable, Sendable {
  /// The name of the action that moves a row one place up.
  public var up: String

  /// The name of the action that moves a row one place down.
  public var down: String

  /// Names the two actions.
  ///
  /// - Parameters:
  ///   - up: The name of the action that moves a row one place up.
  ///   - down: The name of the action that moves a row one place down.
  public init(up: String, down: String) {
    self.up = up
    self.down = down
  }

  /// "Move up" and "Move down", the names a registry starts with.
  public static let english = MoveActionNames(up: "Move up", down: "Move down")
}
