#if !canImport(UIKit)
  import Foundation

  /// The Objective-C selector of every member of the stand-in table protocols, as data.
  ///
  /// Each list (`dataSource`, `delegate`, `prefetching`, `scrollView`) is declared beside its
  /// protocol in `Signatures/`, derived from the protocol's one list of members
  /// (``StandInMethod``: the selector and UIKit's answer without the method), in the protocol's
  /// declaration order and spelled exactly as UIKit's headers spell it, so that a registry can be
  /// checked against UIKit without the Objective-C runtime.
  public enum TableSelectors {
    /// Every member of the four protocols, keyed by selector.
    static let methodsBySelector: [String: StandInMethod] = Dictionary(
      uniqueKeysWithValues: (dataSourceMethods + delegateMethods + prefetchingMethods
        + scrollViewMethods).map { ($0.selector, $0) })
  }

  /// One member of a stand-in table protocol: its Objective-C selector and what UIKit uses in its
  /// place when the object does not implement it.
  typealias StandInMethod = StandInMember<UITableView>

  /// One member of a stand-in protocol of a `View` (a table view, a collection view): its
  /// Objective-C selector and what UIKit uses in its place when the object does not implement
  /// it.
  struct StandInMember<View: AnyObject>: Sendable {
    /// The selector, spelled as in UIKit's headers.
    let selector: String

    /// UIKit's answer without the method, at a row or item (section methods read its
    /// `section`), or `nil` for a required method and one UIKit does not document.
    let absent: @MainActor @Sendable (View, IndexPath) -> AbsentAnswer?

    init(
      _ selector: String,
      absent: @escaping @MainActor @Sendable (View, IndexPath) -> AbsentAnswer?
    ) {
      self.selector = selector
      self.absent = absent
    }
  }

#endif
