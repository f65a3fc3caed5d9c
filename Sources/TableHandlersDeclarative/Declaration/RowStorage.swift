import TableHandlersCore

/// What a ``Row`` declares beside its identifier, stored compactly.
///
/// A table re-declares every row after each model change and keeps its declaration, so a
/// row's size is paid for every row, in every copy and comparison. `RowContent` has fourteen
/// fields (256 bytes inline), of which most rows set only the text; and most rows declare no
/// handler or one. So the common cases are stored inline (a `Row<Int>` takes 56 bytes) and the
/// rest out of line:
/// - content: none, text only (every other field at its default), or any other content in a
///   shared immutable box (copy-on-write: a row's copy shares it, an edit replaces it);
/// - handlers: none, one, or an array of several.
///
/// Nothing here is visible to the app: ``Row/content`` reads and writes this storage.
struct RowStorage {
  /// The row's content.
  var content = StoredContent.none

  /// The row's declared handlers, one per event, in declaration order.
  var handlers = StoredHandlers.none
}

/// A row's content: none, text only, or any other content in a shared box.
enum StoredContent {
  /// No content.
  case none
  /// `RowContent(text:)`: every field but the text at its default.
  case text(String?)
  /// Any other content, never a text-only one (so that equal contents are stored alike).
  case boxed(ContentBox)

  /// Stores a content in its most compact form; a row's children (`outline`, rare) go in the
  /// box beside it, so that they cost a row without them nothing.
  ///
  /// - Complexity: O(1): one comparison of the content with a text-only one.
  init(_ content: RowContent?, outline: AnyObject? = nil) {
    if let outline {
      self = .boxed(ContentBox(content, outline: outline))
      return
    }
    guard let content else {
      self = .none
      return
    }
    self =
      content == RowContent(text: content.text) ? .text(content.text) : .boxed(ContentBox(content))
  }

  /// The children stored beside the content (`Row+Outline.swift`); `nil` for a row without.
  var outline: AnyObject? {
    if case .boxed(let box) = self { return box.outline }
    return nil
  }

  /// The content as the app declared it.
  var value: RowContent? {
    switch self {
    case .none: return nil
    case .text(let text): return RowContent(text: text)
    case .boxed(let box): return box.content
    }
  }

  /// How the content changed from `old` to this one.
  ///
  /// - Complexity: O(1) for the inline forms and for a box shared by both; otherwise
  ///   O(the contents' length).
  @inline(__always)
  func change(from old: StoredContent) -> ContentChange {
    switch (old, self) {
    case (.none, .none): return .none
    case (.text(let lhs), .text(let rhs)): return lhs == rhs ? .none : .sameCell
    case (.boxed(let lhs), .boxed(let rhs)):
      if lhs === rhs || lhs.content == rhs.content { return .none }
      return Self.cellChange(lhs.content, rhs.content)
    default:
      // Stored alike when equal, so a change of form is a change of content.
      return Self.cellChange(old.value, value)
    }
  }

  /// Whether a changed content needs another kind of cell: its style or its custom cell's
  /// kind changed (a missing content shows in the content cell, as a default-style one does).
  private static func cellChange(_ lhs: RowContent?, _ rhs: RowContent?) -> ContentChange {
    let needsNewCell =
      (lhs?.style ?? .default) != (rhs?.style ?? .default)
      || lhs?.customCell?.kind != rhs?.customCell?.kind
    return needsNewCell ? .newCell : .sameCell
  }
}

/// A content that is not text only, shared by the copies of its row; or any content, or none,
/// of a row with children, which it keeps too.
///
/// A declared table shows rows without their children (`DeclarationEngine+Outline.swift`), so
/// the rows it compares are stored compactly, their equal contents alike.
final class ContentBox {
  /// The content; never changed, so that copies can share it.
  let content: RowContent?

  /// The row's children, a `RowOutline` of the row's identifier type; `nil` for none.
  let outline: AnyObject?

  init(_ content: RowContent?, outline: AnyObject? = nil) {
    self.content = content
    self.outline = outline
  }
}

/// A row's declared handlers: none, one, or several.
enum StoredHandlers {
  /// No handler.
  case none
  /// One handler.
  case one(DeclaredRowHandler)
  /// Two or more, one per event, in declaration order.
  case several([DeclaredRowHandler])

  /// Whether the row declares no handler.
  var isEmpty: Bool {
    if case .none = self { return true }
    return false
  }

  /// The handlers' events.
  ///
  /// - Complexity: O(*k*) in the *k* handlers.
  var events: EventSet {
    switch self {
    case .none: return EventSet()
    case .one(let handler):
      var events = EventSet()
      events.insert(handler.eventID)
      return events
    case .several(let handlers): return EventSet(handlers.map(\.eventID))
    }
  }

  /// Calls `body` with each handler, in declaration order.
  ///
  /// - Complexity: O(*k*) in the *k* handlers.
  @inline(__always)
  func forEachHandler(_ body: (DeclaredRowHandler) -> Void) {
    switch self {
    case .none: break
    case .one(let handler): body(handler)
    case .several(let handlers): for handler in handlers { body(handler) }
    }
  }

  /// The boxed handler for an event, as the closure that event takes; `nil` if the row has
  /// none (or only a `moveRow` handler, which is kept apart).
  ///
  /// - Complexity: O(*k*) in the *k* handlers.
  func handler<Arguments, Output>(for event: RowEvent<Arguments, Output>)
    -> (@MainActor (RowCall<Arguments>) -> Output)?
  {
    var found: (@MainActor (RowCall<Arguments>) -> Output)?
    forEachHandler { handler in
      if case .boxed(let entry) = handler, let typed = entry.handler(for: event) { found = typed }
    }
    return found
  }

  /// Adds a handler, replacing one for the same event.
  ///
  /// - Complexity: O(*k*) in the *k* handlers.
  mutating func add(_ handler: DeclaredRowHandler) {
    switch self {
    case .none: self = .one(handler)
    case .one(let first):
      self = first.eventID == handler.eventID ? .one(handler) : .several([first, handler])
    case .several(var handlers):
      handlers.removeAll { $0.eventID == handler.eventID }
      handlers.append(handler)
      self = .several(handlers)
    }
  }
}
