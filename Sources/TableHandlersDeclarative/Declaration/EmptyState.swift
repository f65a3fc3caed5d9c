import TableHandlersCore

/// What a declared table shows while it has no row: a title and a message, an image and a
/// button, or a view of the app's own.
///
/// Declare it on the table with ``TableDeclaration/emptyState(title:message:image:action:)`` or
/// ``TableDeclaration/emptyState(_:)``:
///
/// ```swift
/// TableDeclaration<String, String> {
///   Section("inbox") { for message in messages { Row(message, text: message) } }
/// }
/// .emptyState(
///   title: "No messages", message: "Pull to refresh",
///   action: EmptyState.Action(title: "Retry") { reload() })
/// ```
///
/// The table has no row when every section is empty or omitted (sections with headers and no
/// rows count as empty). A table view or a list shows it as its `backgroundView`; the headless
/// table as a line of its rendering.
public struct EmptyState {
  /// A button shown under the message: its title and what it does.
  public struct Action {
    /// The button's title.
    public var title: String

    /// What the button does; runs on the main actor when it is tapped.
    public var perform: @MainActor () -> Void

    /// Creates a button.
    ///
    /// - Parameters:
    ///   - title: The button's title.
    ///   - perform: What the button does.
    public init(title: String, perform: @escaping @MainActor () -> Void) {
      self.title = title
      self.perform = perform
    }
  }

  /// The title, shown first and most prominently; empty for a custom view.
  public var title: String

  /// The message under the title, if any.
  public var message: String?

  /// The image above the title, if any.
  public var image: RowImage?

  /// The button under the message, if any.
  public var action: Action?

  /// A view of the app's own shown in place of the title, message, image and button, if any.
  ///
  /// On UIKit, the app registers its class for the description's kind with
  /// `registerEmptyStateView(forKind:make:configure:)`; a text rendering shows the description.
  public var customView: CustomViewDescription?

  /// Describes an empty state with a title, a message, an image and a button.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - message: The message under the title.
  ///   - image: The image above the title.
  ///   - action: The button under the message.
  public init(
    title: String, message: String? = nil, image: RowImage? = nil, action: Action? = nil
  ) {
    self.title = title
    self.message = message
    self.image = image
    self.action = action
  }

  /// Describes an empty state shown by a view of the app's own.
  ///
  /// - Parameter view: The view's description.
  public init(view: CustomViewDescription) {
    self.title = ""
    self.customView = view
  }

  /// The empty state as one line of text: the custom view's description, or the title, then
  /// ` — ` and the message, then the button's title in brackets.
  ///
  /// ```swift
  /// EmptyState(title: "No messages", message: "Pull to refresh").text
  /// // "No messages — Pull to refresh"
  /// ```
  public var text: String {
    if let customView { return "▤ " + customView.description }
    var text = title
    if let message { text += " — " + message }
    if let action { text += " [\(action.title)]" }
    return text
  }
}

/// A declared reach-the-end handler: how close to the end, and what runs.
struct ReachEndDeclaration {
  /// How many rows from the end count as the end.
  var within: Int

  /// What runs when the end is reached.
  var action: @MainActor () -> Void
}

extension TableDeclaration {
  /// Shows a title, a message, an image and a button while the table has no row.
  ///
  /// ```swift
  /// TableDeclaration<String, String> {
  ///   Section("inbox") { for message in messages { Row(message, text: message) } }
  /// }
  /// .emptyState(title: "No messages", message: "Pull to refresh", image: .system("tray"))
  /// ```
  ///
  /// See ``EmptyState``; a later call replaces an earlier one.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - message: The message under the title.
  ///   - image: The image above the title.
  ///   - action: The button under the message.
  /// - Returns: The declaration with the empty state.
  public func emptyState(
    title: String, message: String? = nil, image: RowImage? = nil,
    action: EmptyState.Action? = nil
  ) -> TableDeclaration {
    emptyState(EmptyState(title: title, message: message, image: image, action: action))
  }

  /// Shows an empty state while the table has no row; `nil` shows nothing.
  ///
  /// ```swift
  /// TableDeclaration<String, String> { Section("inbox") {} }
  ///   .emptyState(EmptyState(view: CustomViewDescription(kind: "Inbox", description: "Zero")))
  /// ```
  ///
  /// - Parameter state: The empty state; a later call replaces an earlier one.
  /// - Returns: The declaration with the empty state.
  public func emptyState(_ state: EmptyState?) -> TableDeclaration {
    var declaration = self
    declaration.declaredEmptyState = state
    return declaration
  }

  /// Runs `action` once a row within the last `within` rows of the table is about to show,
  /// and again only once the table has grown or ``DeclaredTable/rearmReachEnd()`` is called.
  ///
  /// ```swift
  /// TableDeclaration<String, String> {
  ///   Section("feed") { for post in posts { Row(post, text: post) } }
  /// }
  /// .onReachEnd(within: 5) { loadNextPage() }
  /// ```
  ///
  /// **Once per page.** Running disarms it. An update re-arms it when the table has more rows
  /// than when it ran, or another last row; ``DeclaredTable/rearmReachEnd()`` re-arms it too
  /// (after a failed load, say).
  ///
  /// **Rows an update shows do not count.** A row about to show while an update is being
  /// applied (UIKit shows the rows a batch inserts, or reloads, during the batch) does not run
  /// it: a page being appended does not reach the end with its own rows. Only a row shown
  /// afterwards (a scroll) does; a page that does not fill the screen leaves the end on screen,
  /// and nothing shows there, so load enough rows to fill it.
  ///
  /// **Prefetching does not count.** A row prefetched is not shown: only rows about to show run
  /// it.
  ///
  /// - Precondition: `within` is at least 1.
  /// - Parameters:
  ///   - within: How many rows from the end count as the end; 1, the last row, by default.
  ///   - action: What runs, on the main actor, inside the host's display callback: start a
  ///     load there and declare the table again when it completes.
  /// - Returns: The declaration with the handler; a later call replaces an earlier one.
  public func onReachEnd(within: Int = 1, _ action: @escaping @MainActor () -> Void)
    -> TableDeclaration
  {
    precondition(within >= 1, "TableDeclaration.onReachEnd(within:_:): within must be at least 1")
    var declaration = self
    declaration.declaredReachEnd = ReachEndDeclaration(within: within, action: action)
    return declaration
  }
}

extension Section {
  /// Runs `action` once a row within the last `within` rows of this section is about to
  /// show, and again only once the section has grown or `DeclaredTable.rearmReachEnd()` is
  /// called.
  ///
  /// ```swift
  /// Section("results", header: "Results") {
  ///   for result in results { Row(result, text: result) }
  /// }
  /// .onReachEnd(within: 3) { loadMoreResults() }
  /// ```
  ///
  /// The same rules as the table's (`TableDeclaration.onReachEnd(within:_:)`), counted in the
  /// section: the section's row count grown, or its last row changed, re-arms it. A section that
  /// leaves the table forgets its state; back, it is armed.
  ///
  /// - Precondition: `within` is at least 1.
  /// - Parameters:
  ///   - within: How many rows from the section's end count as its end.
  ///   - action: What runs, on the main actor.
  /// - Returns: The section with the handler; a later call replaces an earlier one.
  public func onReachEnd(within: Int = 1, _ action: @escaping @MainActor () -> Void) -> Section {
    precondition(within >= 1, "Section.onReachEnd(within:_:): within must be at least 1")
    var section = self
    section.reachEnd = ReachEndDeclaration(within: within, action: action)
    return section
  }
}
