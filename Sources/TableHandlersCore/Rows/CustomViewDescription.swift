/// A view of the app's own shown in place of the platform's, described without UIKit types:
/// which kind of view it is, what it shows in one line, and the model value it shows.
///
/// A row's custom cell (``RowContent/customCell``), a row's custom accessory view
/// (``RowContent/customAccessory``) and a section's custom header or footer view
/// (``SectionEvent/customHeaderView``, ``SectionEvent/customFooterView``) are described this
/// way, so that code shared between platforms and tests declares them. On UIKit, the app
/// registers one view class per kind, once (`registerCell(_:forKind:configure:)` and its
/// siblings in the UIKit module), and the adapter dequeues and configures a view of that kind
/// for every description that names it; a text rendering such as the headless table's shows
/// ``description``.
///
/// ```swift
/// CustomViewDescription(kind: "ProfileCell", description: "Ann · 3 posts", value: profile)
/// ```
///
/// Two declarations compare it: a changed ``description`` or ``value`` reconfigures the view in
/// place, a changed ``kind`` needs a new view (a row is reloaded rather than reconfigured,
/// because a reconfigured row must get the same kind of cell back).
public struct CustomViewDescription: Hashable, Sendable {
  /// Which kind of view.
  ///
  /// Views of one kind are interchangeable, reused for one another. On UIKit, the kind the app
  /// registered a view class for, and the reuse identifier the view is dequeued with.
  public var kind: String

  /// What the view shows, in one line.
  ///
  /// The text rendering shows it, and a declaration that changes it reconfigures the view.
  /// Put in it what the view shows of the model.
  public var description: String

  /// The model value the view shows, handed to the closure that configures the view; `nil`
  /// for none.
  ///
  /// Compared as a whole: a declaration whose value differs (`!=`) reconfigures the view.
  public var value: (any Hashable & Sendable)? {
    get { storedValue?.base }
    set { storedValue = newValue.map(ComparableValue.init) }
  }

  /// The value, compared and hashed through `AnyHashable`.
  private var storedValue: ComparableValue?

  /// Describes a custom view that shows no model value of its own.
  ///
  /// - Parameters:
  ///   - kind: Which kind of view; on UIKit, the kind its class is registered for.
  ///   - description: What the view shows, in one line.
  public init(kind: String, description: String) {
    self.kind = kind
    self.description = description
    self.storedValue = nil
  }

  /// Describes a custom view and the model value it shows.
  ///
  /// - Parameters:
  ///   - kind: Which kind of view; on UIKit, the kind its class is registered for.
  ///   - description: What the view shows, in one line.
  ///   - value: The model value the view shows, handed to the closure that configures it.
  public init(kind: String, description: String, value: (any Hashable & Sendable)?) {
    self.kind = kind
    self.description = description
    self.storedValue = value.map(ComparableValue.init)
  }

  /// The value as a type, or `nil` when there is none or it is of another type.
  ///
  /// ```swift
  /// guard let profile = description.value(as: Profile.self) else { return }
  /// ```
  ///
  /// - Parameter type: The value's type.
  /// - Returns: The value.
  public func value<Value>(as type: Value.Type) -> Value? {
    storedValue?.base as? Value
  }
}

/// A sendable value compared and hashed as `AnyHashable` compares and hashes it, kept out of
/// line so that a description stays small (it is part of every declared row's content).
///
/// Immutable, and made only from a `Sendable` value, so the `AnyHashable` it keeps is sendable
/// too, which the compiler cannot see through `AnyHashable`.
private final class ComparableValue: Hashable, @unchecked Sendable {
  /// The value.
  let base: any Hashable & Sendable

  /// The value, type-erased for comparison.
  private let erased: AnyHashable

  init(_ base: any Hashable & Sendable) {
    self.base = base
    self.erased = AnyHashable(base)
  }

  static func == (lhs: ComparableValue, rhs: ComparableValue) -> Bool {
    lhs === rhs || lhs.erased == rhs.erased
  }

  func hash(into hasher: inout Hasher) { hasher.combine(erased) }
}
