#if !canImport(UIKit)
  import Foundation

  /// A stand-in for UIKit's `UIColor`: a named system colour or red, green, blue and alpha
  /// components, compared by value.
  ///
  /// Only what the adapter uses: the system colours (`UIColor.systemRed` and the others, iOS 13,
  /// [D] "UI element colors" and "Standard colors"), `label` and `secondaryLabel` (iOS 13),
  /// `init(red:green:blue:alpha:)` and `withAlphaComponent(_:)` [D].
  open class UIColor: NSObject, @unchecked Sendable {
    /// The system colour's name (`"systemRed"`), or `nil` for one made from components.
    public let systemName: String?
    /// The components, for a colour made from them.
    public let components: (red: Double, green: Double, blue: Double)?
    /// The opacity, 0 to 1.
    public let alpha: Double

    private init(
      systemName: String?, components: (red: Double, green: Double, blue: Double)?,
      alpha: Double
    ) {
      self.systemName = systemName
      self.components = components
      self.alpha = alpha
      super.init()
    }

    /// A colour from components, as `UIColor(red:green:blue:alpha:)`.
    ///
    /// - Parameters:
    ///   - red: The red component, 0 to 1.
    ///   - green: The green component, 0 to 1.
    ///   - blue: The blue component, 0 to 1.
    ///   - alpha: The opacity, 0 to 1.
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
      self.init(
        systemName: nil, components: (Double(red), Double(green), Double(blue)),
        alpha: Double(alpha))
    }

    /// The same colour with another opacity, as `withAlphaComponent(_:)`.
    ///
    /// - Parameter alpha: The opacity, 0 to 1.
    /// - Returns: The colour.
    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
      UIColor(systemName: systemName, components: components, alpha: Double(alpha))
    }

    private static func system(_ name: String) -> UIColor {
      UIColor(systemName: name, components: nil, alpha: 1)
    }

    /// The colour of primary text.
    public static var label: UIColor { system("label") }
    /// The colour of secondary text.
    public static var secondaryLabel: UIColor { system("secondaryLabel") }
    /// The system red.
    public static var systemRed: UIColor { system("systemRed") }
    /// The system orange.
    public static var systemOrange: UIColor { system("systemOrange") }
    /// The system yellow.
    public static var systemYellow: UIColor { system("systemYellow") }
    /// The system green.
    public static var systemGreen: UIColor { system("systemGreen") }
    /// The system blue.
    public static var systemBlue: UIColor { system("systemBlue") }
    /// The system purple.
    public static var systemPurple: UIColor { system("systemPurple") }
    /// The system gray.
    public static var systemGray: UIColor { system("systemGray") }

    /// The colour as text: `systemRed`, `systemRed 0.5`, `rgba(1.0, 0.0, 0.0, 1.0)`.
    open override var description: String {
      if let systemName { return alpha == 1 ? systemName : "\(systemName) \(alpha)" }
      let (red, green, blue) = components ?? (0, 0, 0)
      return "rgba(\(red), \(green), \(blue), \(alpha))"
    }
  }
#endif
