extension CustomViewDescription {
  /// The kind of a row's content written in SwiftUI: reserved, registered by nobody.
  ///
  /// A row's custom cell of this kind (``RowContent/customCell``) is shown by the platform's
  /// own content cell, not by a cell class registered for the kind: on UIKit, on iOS 16 and
  /// later, with the row's SwiftUI view as the cell's content configuration
  /// (`UIHostingConfiguration`, declared with `Row.swiftUI(_:value:content:)` in the UIKit
  /// module); before iOS 16, and wherever no view is declared for the row, with the row's
  /// texts, or its ``description`` for a row without text. The headless table shows `▤ ` and
  /// the description, as for every custom cell.
  public static let swiftUIKind = "TableHandlers.SwiftUI"

  /// Describes a row's content written in SwiftUI: what it shows in one line, and the model
  /// value whose change updates it.
  ///
  /// ```swift
  /// Row(profile.id).customCell(.swiftUI("\(profile.name), \(profile.posts) posts", value: profile))
  /// ```
  ///
  /// The kind is ``swiftUIKind``, the same for every SwiftUI row, so that a row whose
  /// description or value changes is reconfigured (its cell gets the new view in place), never
  /// reloaded; a row that turns from text to SwiftUI, or back, changes kind and is reloaded, as
  /// any custom cell is. Put in the value (or the description) everything the view shows of
  /// the model: a view whose value and description stay the same is not shown again.
  ///
  /// - Parameters:
  ///   - description: What the view shows, in one line; the headless table shows it, and it is
  ///     the row's fallback text where SwiftUI cannot show the row.
  ///   - value: The model value the view shows; `nil` for none.
  /// - Returns: The description, of kind ``swiftUIKind``.
  public static func swiftUI(_ description: String, value: (any Hashable & Sendable)? = nil)
    -> CustomViewDescription
  {
    CustomViewDescription(kind: swiftUIKind, description: description, value: value)
  }

  /// Whether this describes a row's content written in SwiftUI (its kind is ``swiftUIKind``).
  ///
  /// The platform's adapter shows such a row in its own content cell rather than in a cell
  /// registered for the kind.
  public var isSwiftUI: Bool { kind == Self.swiftUIKind }
}
