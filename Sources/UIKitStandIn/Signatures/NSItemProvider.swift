#if !canImport(UIKit)
  import Foundation

  // Signatures declared by Foundation in `NSItemProvider.h` (the iOS 17 SDK's Foundation
  // headers), which swift-corelibs-foundation does not have: the part a drag and drop uses.

  /// How widely a registered representation may be seen; the raw values are `NSItemProvider.h`'s.
  public enum NSItemProviderRepresentationVisibility: Int, Sendable {
    /// Every process.
    case all = 0
    /// The processes of the same development team.
    case team = 1
    /// The processes of the same group.
    case group = 2
    /// The process that registered it only.
    case ownProcess = 3
  }

  /// The stand-in for Foundation's `NSItemProvider`: data of a drag item, loaded on request.
  ///
  /// A representation's data is given by its load handler when it is asked for. On a device
  /// the handler runs on a background queue and the completion comes later; the stand-in keeps
  /// each request until a test completes it (``standInCompleteLoads()``), so that a drop whose
  /// data arrives after the drop can be tested: `loadDataRepresentation(forTypeIdentifier:
  /// completionHandler:)` never calls its completion before it returns ("the completion
  /// handler is called on an arbitrary queue", asynchronously: Apple's documentation of the
  /// method).
  open class NSItemProvider: NSObject {
    /// A data load handler, as `registerDataRepresentation` takes it.
    public typealias DataLoadHandler =
      @Sendable (@escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress?

    /// The registered representations, in registration order, guarded by `lock`.
    private var representations: [(type: String, load: DataLoadHandler)] = []

    /// The loads asked for and not yet completed, guarded by `lock`.
    private var pendingLoads: [() -> Void] = []

    private let lock = NSLock()

    /// Creates an empty item provider.
    public override init() {
      super.init()
    }

    /// The type identifiers of the registered representations, in registration order
    /// (`NSItemProvider.h`: "in order of fidelity", the order they were registered).
    open var registeredTypeIdentifiers: [String] {
      lock.withLock { representations.map(\.type) }
    }

    /// A name for the item, such as a file name a destination may give it; `nil` by default.
    open var suggestedName: String? {
      get { lock.withLock { storedSuggestedName } }
      set { lock.withLock { storedSuggestedName = newValue } }
    }

    /// The suggested name, guarded by `lock`.
    private var storedSuggestedName: String?

    /// Whether the item has a representation that conforms to a type.
    ///
    /// Foundation answers for the type's supertypes too (`NSItemProvider.h`: "conforming to"
    /// the type identifier); the stand-in knows no type hierarchy and answers for the
    /// registered types themselves.
    ///
    /// - Parameter typeIdentifier: The uniform type identifier.
    /// - Returns: `true` if a representation of that type was registered.
    open func hasItemConformingToTypeIdentifier(_ typeIdentifier: String) -> Bool {
      lock.withLock { representations.contains { $0.type == typeIdentifier } }
    }

    /// Registers a representation of the item as data of a type, loaded by `loadHandler` when it
    /// is asked for.
    ///
    /// - Parameters:
    ///   - typeIdentifier: The uniform type identifier, such as `"public.plain-text"`.
    ///   - visibility: Which processes may see it (the stand-in has one process).
    ///   - loadHandler: Called when the data is asked for; it calls its completion handler with
    ///     the data or an error, and returns a progress or `nil`.
    open func registerDataRepresentation(
      forTypeIdentifier typeIdentifier: String, visibility: NSItemProviderRepresentationVisibility,
      loadHandler:
        @escaping @Sendable (@escaping @Sendable (Data?, (any Error)?) -> Void)
        -> Progress?
    ) {
      lock.withLock { representations.append((typeIdentifier, loadHandler)) }
    }

    /// Asks for the item's data as a type; the completion handler is called once the load
    /// completes, never before this method returns.
    ///
    /// In the stand-in a load completes when a test calls ``standInCompleteLoads()``. A type no
    /// representation was registered for completes with an error of the domain
    /// `"NSItemProviderErrorDomain"` and code -1000 (`NSItemProviderUnavailableCoercionError`
    /// is -1200 and `NSItemProviderItemUnavailableError` -1000, in `NSItemProvider.h`).
    ///
    /// - Parameters:
    ///   - typeIdentifier: The uniform type identifier asked for.
    ///   - completionHandler: Called with the data, or `nil` and an error.
    /// - Returns: The load's progress.
    @discardableResult
    open func loadDataRepresentation(
      forTypeIdentifier typeIdentifier: String,
      completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void
    ) -> Progress {
      let progress = Progress(totalUnitCount: 1)
      let load = lock.withLock { representations.first { $0.type == typeIdentifier }?.load }
      let run: () -> Void = {
        guard let load else {
          completionHandler(
            nil, NSError(domain: "NSItemProviderErrorDomain", code: -1000, userInfo: nil))
          return
        }
        _ = load { data, error in
          progress.completedUnitCount = 1
          completionHandler(data, error)
        }
      }
      lock.withLock { pendingLoads.append(run) }
      return progress
    }

    /// How many loads were asked for and not yet completed (stand-in only).
    public var standInPendingLoads: Int { lock.withLock { pendingLoads.count } }

    /// Completes the loads asked for so far, in the order they were asked (stand-in only): each
    /// representation's load handler runs and its completion reaches the completion handler
    /// given to `loadDataRepresentation(forTypeIdentifier:completionHandler:)`.
    ///
    /// On a device this happens on its own, later; a test calls it where the data arrives.
    public func standInCompleteLoads() {
      let loads = lock.withLock {
        defer { pendingLoads = [] }
        return pendingLoads
      }
      for load in loads { load() }
    }
  }
#endif
