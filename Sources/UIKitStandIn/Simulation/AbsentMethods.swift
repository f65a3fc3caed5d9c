#if !canImport(UIKit)
  import Foundation

  /// What UIKit does for a table method that the data source, delegate or prefetch data source
  /// does not implement, as data (stand-in only).
  ///
  /// Tests compare what an object answers with this model, which is sourced from UIKit's headers
  /// and Apple's documentation, one citation per method in the protocols' lists of members
  /// (``TableSelectors``, read by ``UITableView/answerWithoutMethod(_:at:)``), and never from what
  /// a library computes. The ``description`` is the answer printed as Swift
  /// prints the method's own return value: `"()"` for nothing, `"nil"`, `"true"`, `"44.0"`,
  /// `"0.1"` for an index path (section.row), `"style delete"` for an editing style.
  public enum AbsentAnswer: Hashable, Sendable, CustomStringConvertible {
    /// The method returns nothing; UIKit does nothing in its place.
    case nothing
    /// The method returns an optional; UIKit behaves as if it returned `nil`.
    case noObject
    /// A Boolean answer.
    case bool(Bool)
    /// An integer answer.
    case int(Int)
    /// A height.
    case height(CGFloat)
    /// An index path.
    case indexPath(IndexPath)
    /// An editing style.
    case editingStyle(UITableViewCell.EditingStyle)
    /// A title.
    case title(String)

    /// The answer as Swift prints the method's return value.
    public var description: String {
      switch self {
      case .nothing: return "()"
      case .noObject: return "nil"
      case .bool(let value): return "\(value)"
      case .int(let value): return "\(value)"
      case .height(let value): return "\(value)"
      case .indexPath(let path): return "\(path.section).\(path.row)"
      case .editingStyle(let style): return "style \(style)"
      case .title(let title): return title
      }
    }
  }

  extension UITableView {
    /// What UIKit uses at a row or section when the method with this selector is not implemented.
    ///
    /// Each answer is written, with its source, in its protocol's one list of members beside the
    /// protocol's declaration in `Signatures/` (``TableSelectors``).
    ///
    /// - Parameters:
    ///   - selector: A selector of `TableSelectors.dataSource`, `.delegate`, `.prefetching` or
    ///     `.scrollView`.
    ///   - indexPath: The row asked about; section methods read its `section`. For
    ///     `tableView:targetIndexPathForMoveFromRowAtIndexPath:toProposedIndexPath:` it is the
    ///     proposed destination.
    /// - Precondition: `selector` is one of those lists.
    /// - Returns: The answer, or `nil` for a required method (UIKit cannot run without it) and
    ///   for `tableView:sectionForSectionIndexTitle:atIndex:`, whose absent behaviour UIKit does
    ///   not document and which is asked of the whole table only.
    public func answerWithoutMethod(_ selector: String, at indexPath: IndexPath) -> AbsentAnswer? {
      guard let method = TableSelectors.methodsBySelector[selector] else {
        preconditionFailure("\(selector) is not a method of the table protocols")
      }
      return method.absent(self, indexPath)
    }
  }

  extension AbsentAnswer {
    /// The answer as the method's own return type, or `nil` if it is of another type.
    func value<Answer>(as type: Answer.Type) -> Answer? {
      switch self {
      case .nothing: return () as? Answer
      case .noObject:
        // A `nil` cast to an optional type is that type's `nil` (`.some(nil)` here), and to any
        // other type fails. Spelled as a cast, not through `ExpressibleByNilLiteral.Type`: the
        // optimizer of Swift 6.3 crashes specializing that metatype cast for a class's optional.
        let none: Any? = nil
        return none as? Answer
      case .bool(let value): return value as? Answer
      case .int(let value): return value as? Answer
      case .height(let value): return value as? Answer
      case .indexPath(let value): return value as? Answer
      case .editingStyle(let value): return value as? Answer
      case .title(let value): return value as? Answer
      }
    }
  }

  // How the simulation asks a table's objects, as UIKit does: a member only when the object said
  // it implements it when it was assigned (UIKit caches `respondsToSelector:` then), otherwise
  // UIKit's answer without the member. Each member is asked through one function declared beside
  // its protocol in `Signatures/`, so that the simulation names the member in one place.
  extension UITableView {
    /// The data source's answer to a member it implemented when it was last assigned, else
    /// UIKit's answer without the member at `indexPath`.
    func dataSourceAnswer<Answer>(
      _ selector: String, at indexPath: IndexPath,
      _ ask: (any UITableViewDataSource) -> Answer
    ) -> Answer {
      if cachedDataSourceSelectors.contains(selector), let dataSource { return ask(dataSource) }
      return absent(selector, at: indexPath, as: Answer.self)
    }

    /// The delegate's answer to a member it implemented when it was last assigned, else UIKit's
    /// answer without the member at `indexPath`.
    func delegateAnswer<Answer>(
      _ selector: String, at indexPath: IndexPath, _ ask: (any UITableViewDelegate) -> Answer
    ) -> Answer {
      if cachedDelegateSelectors.contains(selector), let delegate { return ask(delegate) }
      return absent(selector, at: indexPath, as: Answer.self)
    }

    /// UIKit's answer without a member, as the member's return type.
    private func absent<Answer>(_ selector: String, at indexPath: IndexPath, as type: Answer.Type)
      -> Answer
    {
      guard let answer = answerWithoutMethod(selector, at: indexPath)?.value(as: type) else {
        preconditionFailure("\(selector) has no absent answer of type \(type)")
      }
      return answer
    }
  }
#endif
