/// A view of the app's own shown in place of the platform's, described without UIKit types:
/// which kind of view it is, and what it shows in one line.
///
/// A row's custom cell (``RowContent/customCell``) and a section's custom header or footer view
/// (``SectionEvent/customHeaderView``, ``SectionEvent/customFooterView``) are described this
/// way. The host that shows the real view (on UIKit, the declared row's or section's view
/// provider) creates and configures it; a text rendering such as the headless table's shows
/// ``description``.
///
/// ```swift
/// CustomViewDescription(kind: "ProfileCell", description: "Ann · 3 posts")
/// ```
///
/// Two declarations compare it: a changed ``description`` reconfigures the view in place, a
/// changed ``kind`` needs a new view (a row is reloaded rather than reconfigured, because a
/// reconfigured row must get the same kind of cell back).
public struct CustomViewDescription: Hashable, Sendable {
  /// Which kind of view.
  ///
  /// Views of one kind are interchangeable, reused for one another. On UIKit, the reuse
  /// identifier the view is registered and dequeued with.
  public var kind: String

  /// What the view shows, in one line.
  ///
  /// The text rendering shows it, and a declaration that changes it reconfigures the view.
  /// Put in it what the view shows of the model.
  public var description: String

  /// Describes a custom view.
  ///
  /// - Parameters:
  ///   - kind: Which kind of view; on UIKit, its reuse identifier.
  ///   - description: What the view shows, in one line.
  public init(kind: String, description: String) {
    self.kind = kind
    self.description = description
  }
}
