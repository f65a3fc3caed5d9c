#if !canImport(UIKit)
  // A signature of the Objective-C runtime's `SEL`, as Swift spells it (`Selector`).

  /// A stand-in for the Objective-C runtime's `Selector`, which Linux lacks.
  ///
  /// It appears only in the deprecated edit-menu members of `UITableViewDelegate`. On Apple
  /// platforms a selector is built with `#selector(...)`; here it is just its name.
  public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The selector's Objective-C spelling, such as `"copy:"`.
    public let name: String

    /// Creates a selector from its Objective-C spelling.
    ///
    /// - Parameter name: The spelling, such as `"copy:"`.
    public init(_ name: String) {
      self.name = name
    }

    /// Creates a selector from a string literal, as the Objective-C `Selector` allows.
    ///
    /// - Parameter value: The spelling, such as `"copy:"`.
    public init(stringLiteral value: String) {
      self.init(value)
    }

    /// The selector's name.
    public var description: String { name }
  }
#endif
