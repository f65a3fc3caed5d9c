#if !canImport(UIKit)
  import Foundation

  // Signatures declared by UIKit in `UITableView.h` (the iOS 17 SDK's UIKit headers).

  /// The members of `UITableViewDataSourcePrefetching`, each required and none given a default, declared once for
  /// both protocols: `UITableViewDataSourcePrefetching` refines this one and gives its optional members UIKit's
  /// absent-method defaults (the extension below).
  ///
  /// A type that conforms to this protocol but not to `UITableViewDataSourcePrefetching` (the adapter's base class;
  /// its subclass adds the UIKit conformance) must implement every member with UIKit's exact
  /// signature, so that a mistyped label fails to compile on Linux instead of being silently
  /// ignored by UIKit on iOS, where the SDK's "nearly matches" warning does the same.
  @MainActor public protocol UITableViewDataSourcePrefetchingRequirements: AnyObject {
    /// Asks to start preparing data for rows, nearest to the visible area first.
    ///
    /// `tableView:prefetchRowsAtIndexPaths:`, iOS 10.0. Required.
    func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath])

    /// Cancels preparation of data for rows that are no longer needed.
    ///
    /// `tableView:cancelPrefetchingForRowsAtIndexPaths:`, iOS 10.0.
    func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath])
  }

  /// The stand-in for UIKit's `UITableViewDataSourcePrefetching`: prepares rows before display.
  ///
  /// Set it as a table's `prefetchDataSource`. `tableView(_:prefetchRowsAt:)` is required; the
  /// cancellation member gets a default implementation.
  @MainActor
  public protocol UITableViewDataSourcePrefetching: NSObjectProtocol,
    UITableViewDataSourcePrefetchingRequirements
  {}

  /// Defaults for the optional `UITableViewDataSourcePrefetching` member.
  @MainActor
  extension UITableViewDataSourcePrefetching {
    /// Does nothing.
    public func tableView(
      _ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]
    ) {}
  }

  extension TableSelectors {
    /// The selectors of `UITableViewDataSourcePrefetching`, in its declaration order, the required one first.
    public static let prefetching: [String] = prefetchingMethods.map(\.selector)

    /// Each member of `UITableViewDataSourcePrefetching`, in its declaration order: its selector, spelled as UIKit's
    /// headers spell it, and what UIKit uses in its place when it is not implemented
    /// (``UITableView/answerWithoutMethod(_:at:)``; `nil` for a required method).
    ///
    /// Sources: [H] the iOS 17 `UITableView.h`; [D] Apple's documentation of the method or of the
    /// table view property named. Where UIKit documents nothing, the comment says so and the
    /// answer is what a table without the method shows.
    static let prefetchingMethods: [StandInMethod] = [
      // Required of a prefetch data source [H]; a table without one prefetches nothing.
      StandInMethod(TableSelectors.prefetchRows) { _, _ in .nothing },
      // Notifications and actions: nothing happens in their place.
      StandInMethod(TableSelectors.cancelPrefetchingForRows) { _, _ in .nothing },
    ]
  }

  extension TableSelectors {
    /// `tableView:prefetchRowsAtIndexPaths:`.
    public static let prefetchRows = "tableView:prefetchRowsAtIndexPaths:"

    /// `tableView:cancelPrefetchingForRowsAtIndexPaths:`.
    public static let cancelPrefetchingForRows = "tableView:cancelPrefetchingForRowsAtIndexPaths:"
  }

  /// A call of one `UITableViewDataSourcePrefetching` member with its arguments, the table view aside (stand-in
  /// only): how a test asks an object a member directly, as UIKit asks it, with
  /// ``UITableView/send(_:to:)``, naming the member by its case.
  public enum PrefetchingMessage {
    /// `tableView:prefetchRowsAtIndexPaths:`.
    case prefetchRows(at: [IndexPath])
    /// `tableView:cancelPrefetchingForRowsAtIndexPaths:`.
    case cancelPrefetchingForRows(at: [IndexPath])

    /// The member's selector, as UIKit's headers spell it.
    public var selector: String {
      switch self {
      case .prefetchRows: TableSelectors.prefetchRows
      case .cancelPrefetchingForRows: TableSelectors.cancelPrefetchingForRows
      }
    }
  }

  extension UITableView {
    /// Calls a `UITableViewDataSourcePrefetching` member of `object` with this table view and the message's
    /// arguments, whether or not `object` said it implements it (stand-in only): a test's
    /// direct call, as UIKit makes it once it knows the member is implemented.
    ///
    /// - Returns: The member's answer (`()` for a member that returns nothing).
    @discardableResult
    public func send(
      _ message: PrefetchingMessage, to object: any UITableViewDataSourcePrefetchingRequirements
    ) -> Any {
      reply(to: message, from: object)
    }

    /// ``send(_:to:)``'s answer as the member's return type, `Answer` (stand-in only).
    ///
    /// A test names the type where the context does not (`as Bool`, `as CGFloat`); a member
    /// that returns an optional is asked for as that optional (`as String?`), so that its `nil`
    /// is an answer.
    ///
    /// - Precondition: `Answer` is the type the member returns (`Void` for a notification).
    public func send<Answer>(
      _ message: PrefetchingMessage, to object: any UITableViewDataSourcePrefetchingRequirements
    ) -> Answer {
      typedAnswer(reply(to: message, from: object), of: message.selector)
    }

    /// The answer of the member `message` names, asked of `object`.
    private func reply(
      to message: PrefetchingMessage, from object: any UITableViewDataSourcePrefetchingRequirements
    ) -> Any {
      switch message {
      case .prefetchRows(let indexPaths):
        return object.tableView(self, prefetchRowsAt: indexPaths) as Any
      case .cancelPrefetchingForRows(let indexPaths):
        return object.tableView(self, cancelPrefetchingForRowsAt: indexPaths) as Any
      }
    }
  }
#endif
