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
