#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// The small integer that identifies one kind of table event inside a registry.
///
/// The core's events have fixed identifiers. A module that defines events of its own (the UIKit
/// adapter does, for cells and swipe actions) makes one identifier per event with
/// ``EventID/make(named:)``, once, and keeps it in a global `let`.
public struct EventID: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// The identifier's index into a registry's per-event storage.
  public let rawValue: Int

  @usableFromInline
  init(rawValue: Int) {
    self.rawValue = rawValue
  }

  /// The most event kinds one process can define, core events included.
  public static let capacity = EventSet.capacity

  /// Makes a new identifier for an event defined outside the core.
  ///
  /// Call it once per event and keep the result, typically in a global `let`:
  ///
  /// ```swift
  /// let cellForRowID = EventID.make(named: "cellForRow")
  /// ```
  ///
  /// It may be called from any thread or actor (a global `let` is initialized where it is first
  /// read), so that events, and declarations naming them, can be made off the main actor.
  ///
  /// - Precondition: Fewer than ``capacity`` event kinds have been made in this process.
  /// - Parameter name: The event's name, as UIKit's delegate method spells it (`cellForRow`);
  ///   used by ``TableHandlers/dump`` and in error messages.
  /// - Returns: An identifier that no other event uses.
  public static func make(named name: String) -> EventID {
    EventID(rawValue: EventNames.shared.append(name))
  }

  /// The name the event was defined with.
  public var name: String { EventNames.shared.name(of: rawValue) }

  /// `#` followed by the raw value; use ``name`` for the readable name.
  public var description: String { "#\(rawValue)" }

  /// Orders identifiers by raw value.
  public static func < (lhs: EventID, rhs: EventID) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// The names of every event kind made so far, indexed by identifier, the core's first: the one
/// piece of state shared by every registry in the process, behind a lock, since
/// ``EventID/make(named:)`` may run on any thread.
///
/// `@unchecked Sendable`: `names` is read and written only while `mutex` is held, and `mutex`
/// is allocated once, initialized before use and never freed (the table lives as long as the
/// process).
private final class EventNames: @unchecked Sendable {
  static let shared = EventNames()

  private let mutex: UnsafeMutablePointer<pthread_mutex_t>
  private var names: [String] = CoreEvent.allCases.map(\.name)

  private init() {
    mutex = .allocate(capacity: 1)
    mutex.initialize(to: pthread_mutex_t())
    let status = pthread_mutex_init(mutex, nil)
    precondition(
      status == 0, "TableHandlers: cannot create the event name table's lock (\(status))")
  }

  /// Appends a name and returns its index.
  func append(_ name: String) -> Int {
    withLock {
      precondition(
        names.count < EventID.capacity,
        "TableHandlers: cannot define event '\(name)': all \(EventID.capacity) event identifiers are in use"
      )
      names.append(name)
      return names.count - 1
    }
  }

  /// The name at an index.
  func name(of index: Int) -> String {
    withLock { names[index] }
  }

  private func withLock<Result>(_ body: () -> Result) -> Result {
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    return body()
  }
}
