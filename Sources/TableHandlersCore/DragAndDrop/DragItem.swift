/// One item a dragged row offers: its data in one or more representations, and an object that a
/// drop inside the same app may use directly.
///
/// A row answers ``RowEvent/dragItems`` with its items; the UIKit adapter makes each one a
/// `UIDragItem` whose `NSItemProvider` registers every representation, in order of fidelity, and
/// whose `localObject` is ``localObject``. Nothing here needs UIKit, so a drag is declared and
/// tested on any platform.
///
/// ```swift
/// let item = DragItem(.text("Buy milk"), localObject: "todo-42")
/// ```
public struct DragItem: Sendable {
  /// The item's data, the richest representation first.
  public var representations: [DragRepresentation]

  /// An object a drop within the same app may use instead of loading the data.
  ///
  /// The UIKit adapter sets it as the drag item's `localObject`; a drop's ``DropItem/localObject``
  /// is the same object when the drag began in this process.
  public var localObject: (any Sendable)?

  /// A name for the item, for example as the file name of a drop on the Files app.
  public var suggestedName: String?

  /// Makes an item.
  ///
  /// - Parameters:
  ///   - representations: The item's data, the richest representation first.
  ///   - localObject: An object a drop within the same app may use.
  ///   - suggestedName: A name for the item.
  public init(
    _ representations: DragRepresentation..., localObject: (any Sendable)? = nil,
    suggestedName: String? = nil
  ) {
    self.init(
      representations: representations, localObject: localObject, suggestedName: suggestedName)
  }

  /// Makes an item from an array of representations.
  ///
  /// - Parameters:
  ///   - representations: The item's data, the richest representation first.
  ///   - localObject: An object a drop within the same app may use.
  ///   - suggestedName: A name for the item.
  public init(
    representations: [DragRepresentation], localObject: (any Sendable)? = nil,
    suggestedName: String? = nil
  ) {
    self.representations = representations
    self.localObject = localObject
    self.suggestedName = suggestedName
  }

  /// The type identifiers of the item's representations, in order.
  public var typeIdentifiers: [String] { representations.map(\.typeIdentifier) }
}

/// One representation of a dragged item's data: a uniform type identifier and a way to produce
/// the bytes when a drop asks for them.
///
/// The bytes are produced only when a destination loads them, possibly in another app and
/// possibly never, so ``load`` is called lazily, at most once per request, on any thread.
public struct DragRepresentation: Sendable {
  /// The uniform type identifier of the data, for example `"public.utf8-plain-text"`.
  public let typeIdentifier: String

  /// Produces the data, calling its argument exactly once with the bytes or an error.
  public let load: @Sendable (@escaping @Sendable (Result<[UInt8], any Error>) -> Void) -> Void

  /// Makes a representation whose data is produced when asked for.
  ///
  /// - Parameters:
  ///   - typeIdentifier: The uniform type identifier of the data.
  ///   - load: Produces the data, calling its argument exactly once with the bytes or an error;
  ///     it may be called on any thread, and may answer later.
  public init(
    typeIdentifier: String,
    load: @escaping @Sendable (@escaping @Sendable (Result<[UInt8], any Error>) -> Void) -> Void
  ) {
    self.typeIdentifier = typeIdentifier
    self.load = load
  }

  /// Makes a representation whose data is already at hand.
  ///
  /// - Parameters:
  ///   - typeIdentifier: The uniform type identifier of the data.
  ///   - bytes: The data.
  public init(typeIdentifier: String, bytes: [UInt8]) {
    self.init(typeIdentifier: typeIdentifier) { done in done(.success(bytes)) }
  }

  /// The uniform type identifier of UTF-8 plain text, `"public.utf8-plain-text"`: what UIKit
  /// offers for a dragged `String`.
  public static let utf8PlainText = "public.utf8-plain-text"

  /// Text as UTF-8 plain text (``utf8PlainText``).
  ///
  /// - Parameter string: The text.
  /// - Returns: The representation.
  public static func text(_ string: String) -> DragRepresentation {
    DragRepresentation(typeIdentifier: utf8PlainText, bytes: Array(string.utf8))
  }
}
