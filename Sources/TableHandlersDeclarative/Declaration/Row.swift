import TableHandlersCore

/// One row of a declared table: a stable identifier, what the row shows, and its handlers.
///
/// Declare rows inside a ``Section``; chain modifiers named after UIKit's delegate methods to
/// give a row its behaviour:
///
/// ```swift
/// Row(DetailRow.price, text: "Price", secondaryText: item.price)
///   .onSelect { call in call.table.deselectRow(at: call.position, animated: true) }
///   .height(52)
/// ```
///
/// **Identity.** The identifier says which row this is across updates: a row with the same
/// identifier in the next declaration is the same row (kept, moved or reloaded), any other is
/// new. Identifiers must be unique in the whole table, as in a diffable data source; a
/// duplicate is rejected with ``DeclarationError/duplicateRowID(_:inSection:alreadyInSection:)``.
///
/// **Content.** ``content`` is the platform-neutral `RowContent` the registry answers for
/// `rowContent`. A changed content value between two declarations makes the row reload. A
/// closure given to ``rowContent(_:)`` is asked instead, on every call; it is not compared.
///
/// **Handlers.** Each modifier registers one event at the row's position when the declaration
/// is applied. A second modifier for the same event replaces the first (for example
/// ``onDelete(_:)`` after ``onCommitEditing(_:)``: both are `commitEditing`).
public struct Row<ID: Hashable> {
  /// The row's identifier, unique in the table.
  public var id: ID

  /// What the row shows; `nil` for none (a custom cell shows something else).
  public var content: RowContent? {
    get { storage.content.value }
    set { storage.content = StoredContent(newValue, outline: storage.content.outline) }
  }

  /// The content and the declared handlers, stored compactly (``RowStorage``).
  var storage = RowStorage()

  /// The row's own handler for an event, as the closure the event takes.
  ///
  /// `nil` if it declares none. For modifiers that wrap it (a choice section keeps the row's
  /// `onSelect`).
  func declaredHandler<Arguments, Output>(for event: RowEvent<Arguments, Output>)
    -> (@MainActor (RowCall<Arguments>) -> Output)?
  {
    storage.handlers.handler(for: event)
  }

  /// Creates a row with an identifier and optional content.
  ///
  /// - Parameters:
  ///   - id: The row's identifier, unique in the table.
  ///   - content: What the row shows.
  public init(_ id: ID, content: RowContent? = nil) {
    self.id = id
    storage.content = StoredContent(content)
  }

  /// Creates a row showing text, as `UIListContentConfiguration` lays it out.
  ///
  /// ```swift
  /// Row(DetailRow.name, text: "Name", secondaryText: item.name)
  /// Row(Setting.wifi, text: "Wi-Fi", image: .system("wifi"), accessory: .disclosureIndicator)
  /// Row(Contact.photo, text: "Photo", image: .named("avatar"))  // an image of the app's bundle
  /// ```
  ///
  /// - Parameters:
  ///   - id: The row's identifier, unique in the table.
  ///   - text: The primary text.
  ///   - secondaryText: The secondary text.
  ///   - image: The image: a system symbol (`.system("wifi")`) or an image of the app's
  ///     bundle (`.named("avatar")`), equally short.
  ///   - accessory: The accessory.
  public init(
    _ id: ID, text: String?, secondaryText: String? = nil, image: RowImage? = nil,
    accessory: RowAccessory = .none
  ) {
    self.id = id
    // The common case, text only, is stored without making a content first.
    if secondaryText == nil, image == nil, accessory == .none {
      storage.content = .text(text)
    } else {
      storage.content = StoredContent(
        RowContent(text: text, secondaryText: secondaryText, accessory: accessory, image: image))
    }
  }

  /// Handles any row event, core or adapter-defined, at this row.
  ///
  /// Every other modifier is a shorthand for this one:
  ///
  /// ```swift
  /// Row(DetailRow.memo, text: item.memo).on(.shouldHighlightRow) { _ in false }
  /// ```
  ///
  /// - Parameters:
  ///   - event: The event, such as `.didSelectRow`.
  ///   - handler: The closure; it receives the row's current position, the table and the
  ///     event's arguments.
  /// - Returns: The row with the handler; it replaces an earlier one for the same event.
  /// - Complexity: O(1), or O(*k*) in the row's *k* handlers when it replaces one.
  public func on<Arguments, Output>(
    _ event: RowEvent<Arguments, Output>,
    perform handler: @escaping @MainActor (RowCall<Arguments>) -> Output
  ) -> Row {
    if event.id == RowEvent.moveRow.id {
      // An event's identifier fixes its types: `moveRow` is always a
      // `RowEvent<TablePosition, Void>`, so this cast cannot fail.
      let move = handler as! @MainActor (RowCall<TablePosition>) -> Void
      return adding(.move(move))
    }
    return adding(.boxed(RowHandlerEntry(event, BoxedRowHandler(handler))))
  }

  /// Answers `rowContent` with a closure, asked every time the table asks, instead of
  /// ``content``.
  ///
  /// Use it for content that changes without a new declaration. The closure is not compared
  /// between declarations, so a change it makes never reloads the row by itself.
  ///
  /// - Parameter content: Returns what the row shows.
  /// - Returns: The row with the handler.
  @inlinable
  public func rowContent(_ content: @escaping @MainActor (RowCall<Void>) -> RowContent?) -> Row {
    on(.rowContent, perform: content)
  }

  /// Adds or replaces a handler.
  func adding(_ handler: DeclaredRowHandler) -> Row {
    var row = self
    row.storage.handlers.add(handler)
    return row
  }
}

extension Row {
  /// The row with its content edited (empty content made first if it had none).
  func editingContent(_ edit: (inout RowContent) -> Void) -> Row {
    var row = self
    var content = row.content ?? RowContent()
    edit(&content)
    row.content = content
    return row
  }
}
