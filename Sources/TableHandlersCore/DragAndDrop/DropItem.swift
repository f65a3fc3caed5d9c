/// One item arriving in a drop: the types its data is offered in, and a way to load it.
///
/// Hosts make drop items from what the platform delivers (the UIKit adapter from a
/// `UIDragItem`'s `NSItemProvider`); tests and the headless table make them from a ``DragItem``
/// with ``init(_:sourcePosition:)``.
public struct DropItem: Sendable {
  /// The type identifiers the item's data is offered in, the richest first.
  public let typeIdentifiers: [String]

  /// The object the drag set for drops within the same app (``DragItem/localObject``), if the
  /// drag began in this process.
  public let localObject: (any Sendable)?

  /// The name the drag suggested for the item, if any.
  public let suggestedName: String?

  /// The position of the row the item was dragged from, when it was dragged from this table and
  /// the table has not changed since the drag began; otherwise `nil` (as UIKit's
  /// `sourceIndexPath`).
  public let sourcePosition: TablePosition?

  private let conformance: @Sendable (String) -> Bool
  private let loader:
    @Sendable (String, @escaping @Sendable (Result<[UInt8], any Error>) -> Void) -> Void

  /// Makes a drop item from what a host delivers.
  ///
  /// - Parameters:
  ///   - typeIdentifiers: The type identifiers the data is offered in, the richest first.
  ///   - localObject: The drag's object for drops within the same app.
  ///   - suggestedName: The drag's name for the item.
  ///   - sourcePosition: The row of this table the item was dragged from, if it is known.
  ///   - conforms: Whether the data can be loaded as a type identifier; `nil` means exactly the
  ///     identifiers in `typeIdentifiers` (a host that knows the type hierarchy, as UIKit's
  ///     `NSItemProvider` does, answers for supertypes too).
  ///   - load: Loads the data as a type identifier the item conforms to, calling its second
  ///     argument exactly once, on any thread.
  public init(
    typeIdentifiers: [String], localObject: (any Sendable)? = nil, suggestedName: String? = nil,
    sourcePosition: TablePosition? = nil,
    conforms: (@Sendable (String) -> Bool)? = nil,
    load:
      @escaping @Sendable (String, @escaping @Sendable (Result<[UInt8], any Error>) -> Void) ->
      Void
  ) {
    self.typeIdentifiers = typeIdentifiers
    self.localObject = localObject
    self.suggestedName = suggestedName
    self.sourcePosition = sourcePosition
    self.conformance = conforms ?? { typeIdentifiers.contains($0) }
    self.loader = load
  }

  /// Makes the drop item a drag item becomes, loading from its representations.
  ///
  /// - Parameters:
  ///   - item: The dragged item.
  ///   - sourcePosition: The row of this table it was dragged from, if any.
  public init(_ item: DragItem, sourcePosition: TablePosition? = nil) {
    let representations = item.representations
    self.init(
      typeIdentifiers: item.typeIdentifiers, localObject: item.localObject,
      suggestedName: item.suggestedName, sourcePosition: sourcePosition
    ) { typeIdentifier, done in
      representations.first { $0.typeIdentifier == typeIdentifier }?.load(done)
    }
  }

  /// Whether the item's data can be loaded as a type identifier.
  ///
  /// - Parameter typeIdentifier: The type identifier.
  /// - Returns: `true` if ``load(_:completion:)`` can load it.
  public func conforms(to typeIdentifier: String) -> Bool {
    conformance(typeIdentifier)
  }

  /// Whether the item's data can be loaded as one of several type identifiers.
  ///
  /// - Parameter typeIdentifiers: The type identifiers.
  /// - Returns: The first of them the item conforms to, or `nil`.
  public func firstConforming(to typeIdentifiers: [String]) -> String? {
    typeIdentifiers.first(where: conforms(to:))
  }

  /// Loads the item's data as a type identifier.
  ///
  /// Loading may finish later, after the table has changed: find the row to change by
  /// identifier, or use a drop placeholder (``TableDrop/insertPlaceholder(forItemAt:at:rowHeight:)``),
  /// which follows its position.
  ///
  /// - Parameters:
  ///   - typeIdentifier: The type identifier to load.
  ///   - completion: Called exactly once, on any thread, with the bytes or an error:
  ///     ``DropLoadError/typeNotOffered(_:)`` at once if the item does not conform to the type.
  public func load(
    _ typeIdentifier: String,
    completion: @escaping @Sendable (Result<[UInt8], any Error>) -> Void
  ) {
    guard conforms(to: typeIdentifier) else {
      completion(.failure(DropLoadError.typeNotOffered(typeIdentifier)))
      return
    }
    loader(typeIdentifier, completion)
  }

  /// Loads the item's data as a type identifier.
  ///
  /// - Parameter typeIdentifier: The type identifier to load.
  /// - Returns: The bytes.
  /// - Throws: ``DropLoadError/typeNotOffered(_:)`` if the item does not conform to the type, or
  ///   the error the host's loading reports.
  public func load(_ typeIdentifier: String) async throws -> [UInt8] {
    try await withCheckedThrowingContinuation { continuation in
      load(typeIdentifier) { continuation.resume(with: $0) }
    }
  }
}

/// Why a drop item's data could not be loaded.
public enum DropLoadError: Error, Hashable, Sendable {
  /// The item offers no data of the type identifier asked for.
  case typeNotOffered(String)
}

/// A drop session as it stands at one moment: the items the user drags over the table and the
/// position where they would land.
public struct DropSession: Sendable {
  /// The items being dragged.
  public let items: [DropItem]

  /// Where the items would land now: a row's position (the row count of a section for its end,
  /// or 0 for an empty section), or `nil` over space that is no position, and always `nil` when
  /// the table is asked whether it can handle the session at all.
  public let destination: TablePosition?

  /// Whether every item was dragged from a row of this table: a drag to reorder.
  public let isFromThisTable: Bool

  /// Whether the drag allows ``DropOperation/move``; a move proposed when it does not is
  /// treated as a cancel.
  public let allowsMove: Bool

  /// Makes a session, as a host sees it.
  ///
  /// - Parameters:
  ///   - items: The items being dragged.
  ///   - destination: Where they would land now.
  ///   - isFromThisTable: Whether every item was dragged from this table.
  ///   - allowsMove: Whether the drag allows a move.
  public init(
    items: [DropItem], destination: TablePosition?, isFromThisTable: Bool, allowsMove: Bool
  ) {
    self.items = items
    self.destination = destination
    self.isFromThisTable = isFromThisTable
    self.allowsMove = allowsMove
  }

  /// Whether any item can be loaded as one of several type identifiers.
  ///
  /// - Parameter typeIdentifiers: The type identifiers.
  /// - Returns: `true` if some item conforms to one of them.
  public func hasItems(conformingToAnyOf typeIdentifiers: [String]) -> Bool {
    items.contains { $0.firstConforming(to: typeIdentifiers) != nil }
  }
}
