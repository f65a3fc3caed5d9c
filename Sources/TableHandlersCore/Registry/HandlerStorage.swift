#if os(Linux)
  import Synchronization
#endif

// Handler storage: every reference a registry owns, how a handler is called without counting
// references, and the dispatch scopes that keep both safe. All unmanaged and unsafe memory of the
// core lives in this file, behind `AnyHandlerBox`'s pointers and `CallScope`'s storage.
//
// Invariants:
// 1. A `BoxPointer` stored in `EventSlots` or `DeferredReleases` owns exactly one strong
//    reference to its box (taken by `retainedPointer` or `on(_:at:perform:)` with a
//    `BoxedRowHandler`), dropped exactly once by `AnyHandlerBox.release`.
// 1a. A `BorrowedRowHandler` owns nothing: it is valid only while the `RowHandlerEntry` it was
//    made from is alive. The declarative layer keeps them only in a layout that also keeps the
//    rows owning those entries, and the registry retains a box before storing it.
// 2. A pointer is released at once only when no dispatch is running (`CallScope.isIdle`);
//    otherwise it waits in its registry's `deferredReleases` and the registry waits in
//    `CallScope.pending` until the outermost dispatch closes. So a running handler, and what it
//    captures, outlives every removal it makes, and `invokeBox` may borrow its box.
// 3. `CallScope.storage` is allocated once and never freed; it is touched only on the main
//    actor. A call's table is followed only while the scope it was made in is open, when the
//    host that started that dispatch is alive.

// MARK: - Boxes

/// The heap cell that owns one registered closure.
///
/// Registries keep boxes as raw pointers holding one strong reference each, and call the closure
/// through a borrowed reference: no retain and release per dispatch, which on these machines is
/// most of a dispatch's cost. A box removed while a dispatch is running is kept alive until the
/// outermost dispatch returns (see ``TableHandlers``'s reentrancy rule).
@usableFromInline
class AnyHandlerBox {
  @usableFromInline
  init() {
    LiveHandlerBoxes.didCreate()
  }

  deinit {
    LiveHandlerBoxes.didDestroy()
  }
}

/// A box holding a closure of one concrete type.
@usableFromInline
final class HandlerBox<Input, Output>: AnyHandlerBox {
  // A `let` of a class that is only ever borrowed: the optimizer can call it without copying.
  //
  // Stored without its `@MainActor` attribute. Isolation is static only: an isolated function
  // value has the same representation as a plain one, so the cast in `init` cannot fail. Kept
  // isolated, the closure that borrows the box in `invokeBox` would be an isolated closure
  // passed to a nonisolated function, and Swift 6 checks the executor on entry to such a
  // closure, on every dispatch (about 30 ns here). The box is called only from the registry's
  // dispatch, which is main-actor isolated, so the handler runs where it was declared to.
  @usableFromInline
  let call: (Input) -> Output

  @usableFromInline
  init(_ call: @escaping @MainActor (Input) -> Output) {
    self.call = unsafeBitCast(call, to: ((Input) -> Output).self)
  }
}

/// An owning, type-erased reference to a box, stored in the registry's arrays.
@usableFromInline
typealias BoxPointer = UnsafeMutableRawPointer

extension AnyHandlerBox {
  /// Boxes a closure and returns the pointer that now owns it (+1).
  @inlinable
  static func retainedPointer<Input, Output>(_ call: @escaping @MainActor (Input) -> Output)
    -> BoxPointer
  {
    Unmanaged.passRetained(HandlerBox(call) as AnyHandlerBox).toOpaque()
  }

  /// Drops the reference a stored pointer owns.
  @usableFromInline
  static func release(_ pointer: BoxPointer) {
    Unmanaged<AnyHandlerBox>.fromOpaque(pointer).release()
  }
}

/// Calls the closure a pointer owns, borrowing it.
///
/// The pointer must come from `retainedPointer` with the same `Input` and `Output`: each
/// registry slot is written only by the registration method of one typed event, whose generic
/// parameters are exactly these, so the cast cannot fail.
@inlinable
func invokeBox<Input, Output>(_ pointer: BoxPointer, _ input: Input) -> Output {
  Unmanaged<HandlerBox<Input, Output>>.fromOpaque(pointer)._withUnsafeGuaranteedRef {
    $0.call(input)
  }
}

/// A row event's handler boxed once, so that it can be registered again and again without
/// boxing it anew.
///
/// For this package's declarative layer, which registers every declared row handler on every
/// update: the row boxes its closure when it is declared, and an update only stores a pointer.
package struct BoxedRowHandler<Arguments, Output> {
  let box: HandlerBox<RowCall<Arguments>, Output>

  /// Boxes a handler.
  package init(_ handler: @escaping @MainActor (RowCall<Arguments>) -> Output) {
    box = HandlerBox(handler)
  }
}

extension TableHandlers {
  /// Registers a boxed row handler, as `on(_:at:perform:)` with a closure
  /// registers that closure.
  ///
  /// - Precondition: Indexes in `scope` are in `0...maximumIndex`.
  package func on<Arguments, Output>(
    _ event: RowEvent<Arguments, Output>, at scope: RowScope,
    perform handler: BoxedRowHandler<Arguments, Output>
  ) {
    let pointer = Unmanaged.passRetained(handler.box as AnyHandlerBox).toOpaque()
    store(pointer, for: event.id, at: Key(scope))
  }
}

/// A boxed row handler with its event's identifier and without its types, so that registering
/// it at a row runs no generic code.
///
/// Made only from a `RowEvent` and a `BoxedRowHandler` of the same `Arguments` and `Output`, so
/// the box is always of the type that the event's slot holds.
package struct RowHandlerEntry {
  /// The handler's event.
  package let eventID: EventID
  let box: AnyHandlerBox

  /// Pairs a boxed handler with its event.
  package init<Arguments, Output>(
    _ event: RowEvent<Arguments, Output>, _ handler: BoxedRowHandler<Arguments, Output>
  ) {
    eventID = event.id
    box = handler.box
  }
}

extension RowHandlerEntry {
  /// The handler as the closure its event takes, or `nil` if it is another event's.
  ///
  /// For the declarative layer, which wraps a row's own handler in one of its own (a choice
  /// section runs the row's `didSelectRow` handler after reporting the choice).
  ///
  /// - Parameter event: The event the handler is expected to answer.
  /// - Returns: The closure, or `nil`.
  package func handler<Arguments, Output>(
    for event: RowEvent<Arguments, Output>
  ) -> (@MainActor (RowCall<Arguments>) -> Output)? {
    guard eventID == event.id, let box = box as? HandlerBox<RowCall<Arguments>, Output> else {
      return nil
    }
    // The box keeps a main-actor closure without its attribute (see `HandlerBox.call`): the
    // cast gives back the type it was registered with, of the same representation.
    return unsafeBitCast(box.call, to: (@MainActor (RowCall<Arguments>) -> Output).self)
  }
}

/// A `RowHandlerEntry`'s box, borrowed without counting a reference, for a batch registration.
///
/// Valid only while the entry it was made from is alive (invariant 1a): a declared layout
/// keeps these beside the rows that own the entries, so that building the batch and dropping
/// it touch no box, which on a large table is a cache miss each.
package struct BorrowedRowHandler {
  /// The handler's event.
  package let eventID: EventID
  let box: Unmanaged<AnyHandlerBox>

  /// Borrows an entry's box; keep the entry alive as long as this.
  package init(_ entry: RowHandlerEntry) {
    eventID = entry.eventID
    box = Unmanaged.passUnretained(entry.box)
  }
}

extension TableHandlers {
  /// Registers row handlers at rows of one section, as `on(_:at:perform:)` with a
  /// `BoxedRowHandler` registers each, replacing what was registered at the same keys.
  ///
  /// For the declarative layer, which registers every declared row handler on every update:
  /// entries of the same event in a row are stored in one pass over that section's row
  /// array, without a generic call or an exclusive access per row.
  ///
  /// - Precondition: `section` and every row are in `0...maximumIndex`.
  /// - Parameters:
  ///   - entries: Rows and their handlers, in any order; best in runs of the same event.
  ///   - section: The section of every row.
  /// - Complexity: O(*n*) for *n* entries, plus growing the section's row arrays.
  package func registerRowHandlers(
    _ entries: [(row: Int, handler: BorrowedRowHandler)], inSection section: Int
  ) {
    guard !entries.isEmpty else { return }
    checkIndex(section, "section")
    var replaced: [BoxPointer] = []
    var start = 0
    while start < entries.count {
      let id = entries[start].handler.eventID
      var end = start + 1
      while end < entries.count, entries[end].handler.eventID == id { end += 1 }
      ensureSlot(id)
      for (row, _) in entries[start..<end] { checkIndex(row, "row") }
      let added = slots[id.rawValue].store(
        entries[start..<end], inSection: section, replacing: &replaced)
      // Released once the array is back: a release can run a deinit that reads the registry.
      for pointer in replaced { discard(pointer) }
      replaced.removeAll(keepingCapacity: true)
      if added > 0 { countChanged(id) }
      start = end
    }
  }

  /// Registers one row handler at one row; see ``registerRowHandlers(_:inSection:)``.
  ///
  /// - Precondition: The position's indexes are in `0...maximumIndex`.
  package func registerRowHandler(_ handler: RowHandlerEntry, at position: TablePosition) {
    store(Unmanaged.passRetained(handler.box).toOpaque(), for: handler.eventID, at: .row(position))
  }

  /// Removes a row event's handler at exactly one row, by the event's identifier.
  ///
  /// - Returns: Whether a handler was removed.
  @discardableResult
  package func removeRowHandler(for id: EventID, at position: TablePosition) -> Bool {
    removeHandler(for: id, at: .row(position))
  }
}

// MARK: - Slots

/// Everything registered for one event: a table-wide (or all-sections) handler, one handler per
/// section, and for row events one handler per row of each section.
///
/// Arrays only grow as far as the last registered index, so a table served by one table-wide
/// handler costs a few words whatever its size. Each non-nil entry owns one box reference.
///
/// `@unchecked Sendable` only so that the registry's nonisolated `deinit` may release what the
/// slots own: the registry is main-actor isolated, and in `deinit` nothing else can reach it.
@usableFromInline
struct EventSlots: @unchecked Sendable {
  /// The table scope (row events) or all-sections scope (section events), or the one handler of
  /// a table event.
  @usableFromInline
  var everywhere: BoxPointer?

  /// Section scope, indexed by section.
  @usableFromInline
  var sections: [BoxPointer?] = []

  /// Row scope, indexed by section then row.
  @usableFromInline
  var rows: [[BoxPointer?]] = []

  /// How many handlers are registered for the event, all scopes together.
  @usableFromInline
  var count = 0

  @usableFromInline
  init() {}

  /// Every pointer the slots own.
  var allPointers: [BoxPointer] {
    var result: [BoxPointer] = []
    if let everywhere { result.append(everywhere) }
    result += sections.compactMap { $0 }
    for sectionRows in rows { result += sectionRows.compactMap { $0 } }
    return result
  }
}

// MARK: - The slot table

/// Every event's slots, indexed by ``EventID/rawValue``, in one buffer the registry owns.
///
/// It always has a slot for every core event, so that a dispatch of a core event, whose index
/// is a constant, reads its slot with no bounds check: the test `index < coreCount` folds away
/// and the read is the buffer's address plus a constant offset. An array would check the index
/// on every dispatch (a compare and a branch: 4% of a row hit). The price is the core events'
/// slots in every registry, 32 bytes each (about 1.7 KB), empty ones included. Events defined
/// outside the core get slots as they are first registered, and their index is checked.
///
/// A view of memory the registry owns, not a value: copies share the buffer. The registry
/// makes one in `init` and frees it in `deinit` (`deallocate()`), and nothing else keeps one.
@usableFromInline
struct EventSlotTable: RandomAccessCollection, @unchecked Sendable {
  /// The first slot; slots `0..<count` are initialized.
  @usableFromInline
  private(set) var base: UnsafeMutablePointer<EventSlots>

  /// How many slots are initialized, at least ``coreCount``.
  @usableFromInline
  private(set) var count: Int

  /// How many events the core defines: the slots every table has.
  @inlinable
  static var coreCount: Int { CoreEvent.performDrop.rawValue + 1 }

  /// Makes a table with an empty slot for each core event.
  init() {
    precondition(
      Self.coreCount == CoreEvent.allCases.count,
      "TableHandlers: the last core event is not performDrop; update EventSlotTable.coreCount"
    )
    count = Self.coreCount
    base = .allocate(capacity: count)
    base.initialize(repeating: EventSlots(), count: count)
  }

  @usableFromInline
  var startIndex: Int { 0 }

  @usableFromInline
  var endIndex: Int { count }

  /// The slots of the event with this index, read and edited in place.
  ///
  /// - Precondition: `index` is in `0..<count`.
  @usableFromInline
  subscript(index: Int) -> EventSlots {
    unsafeAddress {
      precondition(UInt(bitPattern: index) < UInt(bitPattern: count), "slot index out of range")
      return UnsafePointer(base + index)
    }
    nonmutating unsafeMutableAddress {
      precondition(UInt(bitPattern: index) < UInt(bitPattern: count), "slot index out of range")
      return base + index
    }
  }

  /// Whether the event with this index has a slot; always `true` for a core event, which the
  /// compiler sees when the index is a constant.
  @inlinable
  @inline(__always)
  func hasSlot(_ index: Int) -> Bool {
    index < Self.coreCount || index < count
  }

  /// Grows the table so that the event with this index has a slot.
  mutating func ensureSlot(_ index: Int) {
    guard index >= count else { return }
    let grown = UnsafeMutablePointer<EventSlots>.allocate(capacity: index + 1)
    grown.moveInitialize(from: base, count: count)
    (grown + count).initialize(repeating: EventSlots(), count: index + 1 - count)
    base.deallocate()
    base = grown
    count = index + 1
  }

  /// Frees the buffer; for the registry's `deinit`, after it released what the slots own.
  func deallocate() {
    base.deinitialize(count: count)
    base.deallocate()
  }
}

// MARK: - Editing the slots

// Every edit of the pointers a registry stores is one of these operations: registration,
// removal and the structural edits that move handlers with their rows call them and release
// what they return, so the invariants at the top hold in this file.

extension EventSlots {
  /// Puts `pointer` at a key (`nil` removes) and returns what was there, keeping ``count``;
  /// grows the arrays only to store a pointer.
  ///
  /// - Returns: The pointer that was at the key, now owned by the caller to discard.
  mutating func swap(_ pointer: BoxPointer?, at key: TableHandlers.Key) -> BoxPointer? {
    let previous: BoxPointer?
    switch key {
    case .everywhere:
      previous = everywhere
      everywhere = pointer
    case .section(let section):
      if section >= sections.count {
        guard pointer != nil else { return nil }
        sections.append(contentsOf: repeatElement(nil, count: section + 1 - sections.count))
      }
      previous = sections[section]
      sections[section] = pointer
    case .row(let position):
      if position.section >= rows.count {
        guard pointer != nil else { return nil }
        rows.append(contentsOf: repeatElement([], count: position.section + 1 - rows.count))
      }
      if position.row >= rows[position.section].count {
        guard pointer != nil else { return nil }
        rows[position.section].append(
          contentsOf: repeatElement(nil, count: position.row + 1 - rows[position.section].count))
      }
      previous = rows[position.section][position.row]
      rows[position.section][position.row] = pointer
    }
    count += (pointer == nil ? 0 : 1) - (previous == nil ? 0 : 1)
    return previous
  }

  /// Stores borrowed handlers, retained, at rows of one section, keeping ``count``.
  ///
  /// - Parameters:
  ///   - entries: Rows and their handlers, all of this slot's event.
  ///   - section: The section of every row.
  ///   - replaced: Receives the pointers replaced, for the caller to discard.
  /// - Returns: How many rows had no handler before.
  /// - Complexity: O(*n*) for *n* entries, plus growing the section's row array.
  mutating func store(
    _ entries: ArraySlice<(row: Int, handler: BorrowedRowHandler)>, inSection section: Int,
    replacing replaced: inout [BoxPointer]
  ) -> Int {
    if section >= rows.count {
      rows.append(contentsOf: repeatElement([], count: section + 1 - rows.count))
    }
    // Take the section's array out, so that storing into it neither copies it nor checks
    // exclusive access per row.
    var sectionRows = rows[section]
    rows[section] = []
    var added = 0
    for (row, handler) in entries {
      if row >= sectionRows.count {
        sectionRows.append(contentsOf: repeatElement(nil, count: row + 1 - sectionRows.count))
      }
      if let previous = sectionRows[row] { replaced.append(previous) } else { added += 1 }
      sectionRows[row] = handler.box.retain().toOpaque()
    }
    rows[section] = sectionRows
    count += added
    return added
  }

  /// Takes every pointer out, leaving the slots empty.
  ///
  /// - Returns: The pointers, owned by the caller to discard.
  mutating func takeAll() -> [BoxPointer] {
    let pointers = allPointers
    self = EventSlots()
    return pointers
  }

  /// Moves the handlers as a planned update moves their rows and sections, keeping ``count``.
  ///
  /// - Parameters:
  ///   - plan: The update, resolved against the registry's shape.
  ///   - dropped: Receives the handlers of deleted rows and sections, for the caller to
  ///     discard.
  /// - Complexity: O(*s* + *r*) for the sections and the rows of the sections that change.
  mutating func follow(_ plan: UpdatePlan, dropping dropped: inout [BoxPointer]) {
    let oldSectionCount = plan.oldCounts.count
    let newSectionCount = plan.newCounts.count
    let delta = newSectionCount - oldSectionCount
    // Take the arrays out so that the rebuild does not copy them on write.
    let oldSections = sections
    let oldRows = rows
    sections = []
    rows = []
    let before = dropped.count
    func drop(_ pointer: BoxPointer?) {
      if let pointer { dropped.append(pointer) }
    }
    for section in plan.deletedSections {
      if section < oldSections.count { drop(oldSections[section]) }
      if section < oldRows.count { for pointer in oldRows[section] { drop(pointer) } }
    }
    for position in plan.deletedRows
    where position.section < oldRows.count && position.row < oldRows[position.section].count {
      drop(oldRows[position.section][position.row])
    }
    count -= dropped.count - before

    if !oldSections.isEmpty {
      var newSections = [BoxPointer?](
        repeating: nil, count: newSectionCount + max(0, oldSections.count - oldSectionCount))
      for (new, old) in plan.sectionSource.enumerated() where old >= 0 && old < oldSections.count {
        newSections[new] = oldSections[old]
      }
      if oldSections.count > oldSectionCount {
        for old in oldSectionCount..<oldSections.count {
          newSections[old + delta] = oldSections[old]
        }
      }
      sections = Self.trimmed(newSections)
    }

    if !oldRows.isEmpty {
      var newRows = [[BoxPointer?]](
        repeating: [], count: newSectionCount + max(0, oldRows.count - oldSectionCount))
      for (new, old) in plan.sectionSource.enumerated() {
        if let sources = plan.rowSources[new] {
          let newCount = plan.newCounts[new]
          let oldCount = old >= 0 ? plan.oldCounts[old] : 0
          let tail = old >= 0 && old < oldRows.count ? max(0, oldRows[old].count - oldCount) : 0
          var sectionRows = [BoxPointer?](repeating: nil, count: newCount + tail)
          for (row, source) in sources.enumerated() {
            if let source, source.section < oldRows.count,
              source.row < oldRows[source.section].count
            {
              sectionRows[row] = oldRows[source.section][source.row]
            }
          }
          for offset in 0..<tail {
            sectionRows[newCount + offset] = oldRows[old][oldCount + offset]
          }
          newRows[new] = Self.trimmed(sectionRows)
        } else if old >= 0 && old < oldRows.count {
          newRows[new] = oldRows[old]
        }
      }
      if oldRows.count > oldSectionCount {
        for old in oldSectionCount..<oldRows.count { newRows[old + delta] = oldRows[old] }
      }
      rows = newRows
    }
  }

  /// Removes a deleted row's handler and moves those below it up, keeping ``count``.
  ///
  /// - Returns: The deleted row's handler, for the caller to discard.
  /// - Complexity: O(*r*) for the rows of the section with handlers.
  mutating func followDeletedRow(at position: TablePosition) -> BoxPointer? {
    let section = position.section
    guard section < rows.count, position.row < rows[section].count,
      let pointer = rows[section].remove(at: position.row)
    else { return nil }
    count -= 1
    return pointer
  }

  /// Moves the handlers at and below an inserted row down.
  ///
  /// - Complexity: O(*r*) for the rows of the section with handlers.
  mutating func followInsertedRow(at position: TablePosition) {
    let section = position.section
    guard section < rows.count, position.row < rows[section].count else { return }
    rows[section].insert(nil, at: position.row)
  }

  /// Moves a row's handler with the row, within its section.
  ///
  /// - Complexity: O(*r*) for the rows of the section with handlers.
  mutating func followMovedRow(from source: TablePosition, to destination: TablePosition) {
    let section = source.section
    guard section < rows.count else { return }
    let reach = max(source.row, destination.row) + 1
    let rowCount = rows[section].count
    guard source.row < rowCount || destination.row < rowCount else { return }
    if rowCount < reach {
      rows[section].append(contentsOf: repeatElement(nil, count: reach - rowCount))
    }
    let pointer = rows[section].remove(at: source.row)
    rows[section].insert(pointer, at: destination.row)
  }

  /// The pointers without their trailing `nil`s: arrays grow only to the last handler.
  private static func trimmed(_ pointers: [BoxPointer?]) -> [BoxPointer?] {
    var result = pointers
    while let last = result.last, last == nil { result.removeLast() }
    return result
  }
}

/// Box pointers whose release waits for the running dispatch to return.
///
/// `@unchecked Sendable` for the same reason as ``EventSlots``.
@usableFromInline
struct DeferredReleases: @unchecked Sendable {
  @usableFromInline
  var pointers: [BoxPointer] = []

  @usableFromInline
  init() {}
}

extension TableHandlers {
  /// Whether a dispatch of any registry is running now.
  ///
  /// A handler or a default answer is being called. Hosts that must not
  /// change the table view from inside one (the UIKit adapter's re-attach) wait while it is.
  package static var isDispatching: Bool { !CallScope.isIdle }

  /// Drops a box's reference now, or once the outermost running dispatch returns.
  @usableFromInline
  func discard(_ pointer: BoxPointer) {
    if CallScope.isIdle {
      AnyHandlerBox.release(pointer)
      return
    }
    if deferredReleases.pointers.isEmpty { CallScope.waitForIdle(self) }
    deferredReleases.pointers.append(pointer)
  }

  /// Releases what was removed during a dispatch; `CallScope` calls it when the outermost
  /// dispatch has returned.
  func releaseDeferred() {
    // A release can run a deinit that mutates the registry: take the list first.
    let pending = deferredReleases.pointers
    deferredReleases.pointers = []
    for pointer in pending { AnyHandlerBox.release(pointer) }
  }

  /// Releases every reference the registry owns; for its `deinit` only.
  nonisolated func releaseEverything(_ slots: EventSlotTable, _ deferred: DeferredReleases) {
    for slot in slots {
      for pointer in slot.allPointers { AnyHandlerBox.release(pointer) }
    }
    slots.deallocate()
    for pointer in deferred.pointers { AnyHandlerBox.release(pointer) }
  }
}

// MARK: - Dispatch scopes

/// Which dispatches are running now: so that a call kept past its handler traps with a clear
/// message instead of reaching a table that may be gone, and so that removed handlers are
/// released only once no handler runs.
///
/// A call (``RowCall``, ``SectionCall``, ``TableCall``) holds its table `unowned(unsafe)`: a
/// counted reference would cost two atomic operations per dispatch, several times a whole
/// dispatch on the machines we measure. Instead every call of a handler or a default answer
/// opens a scope, and the call carries the ``CallStamp`` of that scope. Reading
/// ``RowCall/table`` checks the stamp first and traps if its scope has closed.
///
/// The storage (invariant 3 above):
/// - `storage[0]` is 8 times the number of open scopes, *d*, in its low 32 bits, plus 2³²
///   while no registry waits in ``pending``: one word, so that closing is one subtraction from
///   memory whose result, 0 exactly when the outermost scope closed with registries waiting, is
///   the only test; and the low 32 bits, `8 * d`, are the byte offset of the slot a new scope
///   takes, so that opening loads them (a 32-bit load clears the flag) and indexes with them
///   as they are, with no shift.
/// - `storage[1 + i]` holds the stamp of the last scope opened at depth `i`,
///   `openings << depthBits | i`, where *openings* counts the scopes ever opened at that depth.
///   It only grows (wrapping after 2⁵² openings), so a closed scope's stamp does not come back;
///   for `i < d` it is the stamp of the scope open now at depth `i`.
/// - `storage[1 + maximumDepth]`, one past the deepest depth, holds `Int.max`: the stamp a scope
///   opened there would get is negative, and that sign is the one test on the hot path that
///   checks the depth (see ``open(_:)``).
///
/// A stamp of depth *i* is open exactly when `i < d` and `storage[1 + i]` is that stamp: scopes
/// close in reverse order, and a scope opened later at the same depth has a new stamp.
@usableFromInline
@MainActor
enum CallScope {
  /// The deepest nesting of dispatches (a handler dispatching from inside a handler).
  ///
  /// Computed, not stored: a stored static is reached through a lazy-initialization check on
  /// every dispatch from another module.
  @inlinable
  nonisolated static var maximumDepth: Int { 4_096 }

  /// The scope storage; see the invariants above.
  @usableFromInline
  static let storage: UnsafeMutablePointer<Int> = {
    let pointer = UnsafeMutablePointer<Int>.allocate(capacity: maximumDepth + 2)
    // No scope open and no registry waiting.
    pointer.initialize(to: noneWaiting)
    // No scope opened yet at any depth: openings 0, and the depth in the low bits.
    for depth in 0..<maximumDepth { (pointer + 1 + depth).initialize(to: depth) }
    // Past the deepest depth: the stamp of any scope opened there is negative.
    (pointer + 1 + maximumDepth).initialize(to: Int.max)
    return pointer
  }()

  /// Registries whose removed handlers wait for the outermost dispatch to return.
  static var pending: [TableHandlers] = []

  /// Opens a scope for one call and returns its stamp.
  ///
  /// The depth is checked by the sign of the new stamp, which the addition that makes it sets
  /// anyway: a stamp is negative only at ``maximumDepth``, whose slot holds `Int.max`, or once
  /// 2⁵¹ scopes have been opened at one depth and the count has wrapped. Only then is the depth
  /// compared with the limit: at the limit, ``nestedPastTheMaximumDepth()`` traps; below it, the
  /// wrapped stamp is used as it is (its low bits still name its depth, and it goes on growing).
  /// One branch on the hot path, instead of a compare and a branch before the addition.
  ///
  /// Nothing on the way can return to the dispatch: the only call, the trap, does not return.
  /// A call that returned (as an outlined function that computed the wrapped stamp did) would
  /// make the dispatch keep the handler's pointer in a register that survives calls, across
  /// it; in a loop of dispatches that register is the one the loop lacks, and the loop then
  /// spills a value of its own around every handler's call (two instructions).
  ///
  /// - Parameter base: ``storage``, loaded once by the caller.
  /// - Returns: The stamp of the new scope.
  /// - Precondition: Fewer than ``maximumDepth`` scopes are open.
  @inlinable
  @inline(__always)
  static func open(_ base: UnsafeMutablePointer<Int>) -> CallStamp {
    let offset = slotOffset(base[0])
    let slot = UnsafeMutableRawPointer(base + 1) + offset
    let raw = slot.load(as: Int.self) &+ (1 << CallStamp.depthBits)
    if _slowPath(raw < 0), offset >= maximumDepth &* depthStep { nestedPastTheMaximumDepth() }
    slot.storeBytes(of: raw, as: Int.self)
    // Added in memory, one instruction: the depth need not stay in a register for it.
    base[0] &+= depthStep
    return CallStamp(raw: raw)
  }

  /// What one open scope adds to the depth word: 8, a slot's size, so that the word's low
  /// half is the byte offset of the next scope's slot.
  @inlinable
  nonisolated static var depthStep: Int { MemoryLayout<Int>.stride }

  /// The depth word's flag, set while no registry waits in ``pending``: above the low 32 bits,
  /// which hold the depth (at most `8 * (maximumDepth + 1)`).
  @inlinable
  nonisolated static var noneWaiting: Int { 1 << 32 }

  /// The byte offset from `storage + 1` of the slot the next scope takes, `8 * d`: the depth
  /// word's low 32 bits, which one 32-bit load reads without the flag, and which index the
  /// slots as they are.
  ///
  /// Sign-extended, not zero-extended: the compiler then cannot prove that the slot written
  /// next is not the depth word itself, so it adds to the word in memory (one instruction)
  /// instead of keeping the word loaded here in a register and storing it back (two more).
  ///
  /// - Parameter word: The depth word, `storage[0]`.
  /// - Returns: The byte offset.
  @inlinable
  @inline(__always)
  nonisolated static func slotOffset(_ word: Int) -> Int {
    Int(truncatingIfNeeded: Int32(truncatingIfNeeded: word))
  }

  /// The number of open scopes.
  static var depth: Int { slotOffset(storage[0]) / depthStep }

  /// Stops the program: dispatches nested ``maximumDepth`` deep.
  ///
  /// A `fatalError`, whose message release builds print too (a `precondition`'s they drop):
  /// off the hot path, the message costs nothing. It does not return, so the dispatch keeps
  /// nothing in a register across it.
  @usableFromInline
  @inline(never)
  static func nestedPastTheMaximumDepth() -> Never {
    fatalError(
      "TableHandlers: dispatches nested \(maximumDepth) deep; does a handler dispatch itself?")
  }

  /// Closes the innermost scope, the one `open` returned last; back at depth 0, releases what
  /// handlers removed meanwhile.
  ///
  /// - Parameter base: ``storage``.
  @inlinable
  @inline(__always)
  static func close(_ base: UnsafeMutablePointer<Int>) {
    base[0] &-= depthStep
    // The subtraction's own zero test: no scope open, and registries waiting.
    if _slowPath(base[0] == 0) { releasePending() }
  }

  /// Whether the scope a stamp names is still open.
  ///
  /// - Parameter stamp: A call's stamp.
  /// - Returns: `true` while the call that the stamp's scope was opened for is running.
  @inlinable
  static func isOpen(_ stamp: CallStamp) -> Bool {
    let base = storage
    let depth = stamp.raw & CallStamp.depthMask
    return depth &* depthStep < slotOffset(base[0]) && base[1 &+ depth] == stamp.raw
  }

  /// Whether no scope is open: a removed handler can be released at once.
  static var isIdle: Bool { depth == 0 }

  /// Makes a registry wait for the outermost scope to close before releasing what it removed.
  static func waitForIdle(_ registry: TableHandlers) {
    pending.append(registry)
    storage[0] &= ~noneWaiting
  }

  /// Releases what registries removed while scopes were open.
  @usableFromInline
  static func releasePending() {
    // A release can run a deinit that removes more, or even dispatches: take the list first,
    // and go on until nothing waits.
    while storage[0] == 0 {
      storage[0] = noneWaiting
      let registries = pending
      pending = []
      for registry in registries { registry.releaseDeferred() }
    }
  }
}

/// The scope a call was made in: how many scopes had been opened at its depth, and the depth,
/// in one word (`openings << depthBits | depth`), so that a call grows by one word only.
@usableFromInline
struct CallStamp: Sendable {
  /// Bits of ``raw`` that hold the depth; ``CallScope/maximumDepth`` fits in them.
  @inlinable
  static var depthBits: Int { 12 }

  /// Masks the depth out of ``raw``.
  @inlinable
  static var depthMask: Int { 1 << depthBits - 1 }

  @usableFromInline
  let raw: Int

  @inlinable
  init(raw: Int) {
    self.raw = raw
  }
}

// MARK: - Counting live boxes

/// How many handler boxes exist now, across every registry and declared row, for the
/// reliability checks: at teardown it must come back to where it started.
///
/// Counted on Linux, where the tests and the soak run, with an atomic counter (boxes are made
/// wherever a `Row` is declared, and released wherever a registry dies); elsewhere it stays 0.
/// It costs nothing until ``isCounting`` is set.
///
/// Only boxes made and released inside ``counting(_:)`` count: the soak runs its operations in
/// it, so a test running meanwhile on another thread (a test suite's stored registry released
/// off the main actor when its test ends) does not change what the soak counts.
package enum LiveHandlerBoxes {
  #if os(Linux)
    private static let counter = Atomic<Int>(0)

    /// Whether the running code counts its boxes; see ``counting(_:)``.
    @TaskLocal private static var countsHere = false
  #endif

  /// Runs code whose made and released boxes count.
  ///
  /// - Parameter body: The code.
  /// - Returns: What `body` returns.
  package static func counting<Result>(_ body: () throws -> Result) rethrows -> Result {
    #if os(Linux)
      return try $countsHere.withValue(true, operation: body)
    #else
      return try body()
    #endif
  }

  /// Whether boxes are being counted; set it before the first box is made, or the count is
  /// off by the boxes made before.
  nonisolated(unsafe) package static var isCounting = false

  /// The number of boxes alive now, among those counted.
  package static var count: Int {
    #if os(Linux)
      return counter.load(ordering: .relaxed)
    #else
      return 0
    #endif
  }

  @usableFromInline
  static func didCreate() {
    #if os(Linux)
      if isCounting, countsHere { counter.wrappingAdd(1, ordering: .relaxed) }
    #endif
  }

  static func didDestroy() {
    #if os(Linux)
      if isCounting, countsHere { counter.wrappingSubtract(1, ordering: .relaxed) }
    #endif
  }
}
