/// A declared update kept for later: its layout, checked but not yet matched against the
/// current one, and whether it animates.
struct WaitingUpdate<Layout> {
  /// The declaration to apply.
  var layout: Layout

  /// Whether the update animates: only if every update it replaced asked for an animation.
  var animates: Bool
}

/// What a declared table's engine is doing, and what an update kept for later waits for.
///
/// The engine holds one state and changes it only through the transitions below; reading it,
/// or anything else of the engine, changes nothing. The transitions:
///
/// | from | transition | to |
/// |---|---|---|
/// | `idle`, `waiting` | ``ask(_:animated:hostWait:check:)``, the host ready | unchanged: the engine applies the update now, through ``beginApplying()`` |
/// | `idle`, `waiting` | ``ask(_:animated:hostWait:check:)``, the host not ready | `waiting(newest, for: what the host waits for)` |
/// | `applying`, `answeringMove` | ``ask(_:animated:hostWait:check:)`` | the same, with the newest update waiting |
/// | `idle`, `waiting` | ``beginApplying()`` | `applying(waiting: nil)` |
/// | `idle`, the host ready | a section update (`DeclarationEngine.updateRows(of:animated:)`) | applied now, through ``beginApplying()`` and ``endApplying()`` as any update; from any other state, or the host not ready, it is not made, and its observer declares the whole table, which is asked for as any update |
/// | `applying(waiting: w)` | ``endApplying()`` | `idle`, or `waiting(w, for: .applyingUpdate)` until the engine offers `w` again at once |
/// | `applying`, `answeringMove` | ``rollBack(to:)``: the registry rejected the edit or the move | the state before |
/// | any | ``rollBack(to:)`` `.idle`: the registry rejected a waiting update as it was applied | `idle`, the update dropped and reported |
/// | `idle`, `waiting(w, …)`, `answeringMove(d, w)` | ``beginMoveAnswer()`` | `answeringMove(d + 1, w)` (`d` is 0 and `w` `nil` from `idle`) |
/// | `answeringMove(d, w)` | ``endMoveAnswer()`` | `answeringMove(d - 1, w)`; after the outermost answer `waiting(w, for: .interactiveMove)`, or `idle` |
/// | `idle`, `waiting(w, …)` | a drop placeholder's commit (`DroppedRowAdopting`), as one move answer: ``beginMoveAnswer()``, the row the update asked for meanwhile inserts at the placeholder taken in, ``endMoveAnswer()`` | as for a move |
///
/// An update in `waiting` is applied where its wait ends, which the host signals (the
/// callback the engine gave to `DeclaredTableHost.settleWhenReady(_:)`), or where the engine itself ends a wait (after the update being
/// applied, after a move reported through `DeclaredTable.userMovedRow(from:to:on:)`), or where
/// the app asks (`DeclaredTable.applyWaitingUpdate()`).
enum DeclarationEngineState<Layout> {
  /// Nothing runs and nothing waits: the table shows the last declaration applied.
  case idle

  /// An update is being applied, from its match until `didApplyUpdate` returns; `waiting` is
  /// the latest update asked for meanwhile, applied right after this one.
  case applying(waiting: WaitingUpdate<Layout>?)

  /// `depth` answers of a declared `moveRow` are running (or a move reported through
  /// `DeclaredTable.userMovedRow(from:to:on:)`, which counts as one): the registry has not
  /// moved the row yet, so `waiting`, the latest update asked for meanwhile, waits.
  case answeringMove(depth: Int, waiting: WaitingUpdate<Layout>?)

  /// Nothing runs in the engine, and an update waits for `wait`: the registry to finish moving
  /// a dropped row (`.interactiveMove`), or what the host waits for.
  case waiting(WaitingUpdate<Layout>, for: DeclaredUpdateWait)

  // MARK: - Reading

  /// What the waiting update waits for, as the caller sees it; `nil` when none waits.
  var wait: DeclaredUpdateWait? {
    switch self {
    case .idle: return nil
    case .applying(let waiting): return waiting == nil ? nil : .applyingUpdate
    case .answeringMove(_, let waiting): return waiting == nil ? nil : .interactiveMove
    case .waiting(_, let wait): return wait
    }
  }

  /// Whether an update is being applied.
  var isApplying: Bool {
    if case .applying = self { return true }
    return false
  }

  /// Whether a move is being answered.
  var isAnsweringMove: Bool {
    if case .answeringMove = self { return true }
    return false
  }

  /// The update that waits while nothing runs in the engine: the one to apply once its wait
  /// has ended.
  var waitingUpdate: WaitingUpdate<Layout>? {
    if case .waiting(let update, _) = self { return update }
    return nil
  }

  // MARK: - Transitions

  /// An update was asked for: keeps it when it must wait, replacing the one that waited.
  ///
  /// - Parameters:
  ///   - layout: The update's layout.
  ///   - animated: Whether it asked for an animation; a kept update animates only if every
  ///     update it replaced asked for one too.
  ///   - hostWait: What the host waits for (`nil` when ready), which counts only when the
  ///     engine itself is neither applying an update nor answering a move.
  ///   - check: Checks the layout, and may replace it (with the layout of the declaration
  ///     without its duplicates), run only when the update is to be kept (an update applied
  ///     now is checked as it is matched): the state is unchanged if it throws. None for an
  ///     update that was checked when it was first kept.
  /// - Returns: What the update waits for, or `nil` when it is to be applied now: the state
  ///   is unchanged then, and the engine calls ``beginApplying()``.
  /// - Throws: What `check` threw.
  mutating func ask(
    _ layout: Layout, animated: Bool, hostWait: DeclaredUpdateWait?,
    check: (inout Layout) throws -> Void = { _ in }
  ) rethrows -> DeclaredUpdateWait? {
    var layout = layout
    func replacing(_ old: WaitingUpdate<Layout>?) -> WaitingUpdate<Layout> {
      WaitingUpdate(layout: layout, animates: (old?.animates ?? true) && animated)
    }
    switch self {
    case .applying(let old):
      try check(&layout)
      self = .applying(waiting: replacing(old))
      return .applyingUpdate
    case .answeringMove(let depth, let old):
      try check(&layout)
      self = .answeringMove(depth: depth, waiting: replacing(old))
      return .interactiveMove
    case .idle, .waiting:
      guard let hostWait else { return nil }
      try check(&layout)
      self = .waiting(replacing(waitingUpdate), for: hostWait)
      return hostWait
    }
  }

  /// An update is applied now, replacing any that waited.
  ///
  /// - Precondition: Nothing runs in the engine (the state is `idle` or `waiting`).
  /// - Returns: The state before, for ``rollBack(to:)``.
  mutating func beginApplying() -> Self {
    precondition(!isApplying && !isAnsweringMove, "an update began while another ran")
    let before = self
    self = .applying(waiting: nil)
    return before
  }

  /// The update being applied has been applied and reported.
  ///
  /// - Returns: Whether an update asked for meanwhile waits (as `waiting(…, .applyingUpdate)`):
  ///   the engine offers it at once.
  mutating func endApplying() -> Bool {
    guard case .applying(let waiting) = self else { return false }
    guard let waiting else {
      self = .idle
      return false
    }
    self = .waiting(waiting, for: .applyingUpdate)
    return true
  }

  /// The update being applied failed, or the move being reported did: back to `state`.
  ///
  /// - Parameter state: The state to return to, as ``beginApplying()`` or a caller of
  ///   ``beginMoveAnswer()`` saw it before; `idle` to drop the update that waited.
  mutating func rollBack(to state: Self) {
    self = state
  }

  /// A `moveRow` answer starts; an update that waited keeps waiting, now for the move.
  ///
  /// - Precondition: No update is being applied (the engine checks first, to say why).
  mutating func beginMoveAnswer() {
    switch self {
    case .idle: self = .answeringMove(depth: 1, waiting: nil)
    case .waiting(let waiting, _): self = .answeringMove(depth: 1, waiting: waiting)
    case .answeringMove(let depth, let waiting):
      self = .answeringMove(depth: depth + 1, waiting: waiting)
    case .applying: preconditionFailure("a move was answered while an update was applied")
    }
  }

  /// A `moveRow` answer ended.
  ///
  /// - Returns: Whether it was the outermost answer (the engine folds the move into its
  ///   layout), and whether an update waits for the registry to finish moving the row (the
  ///   engine has it applied once the row has moved).
  mutating func endMoveAnswer() -> (outermost: Bool, updateWaits: Bool) {
    guard case .answeringMove(let depth, let waiting) = self else { return (false, false) }
    guard depth == 1 else {
      self = .answeringMove(depth: depth - 1, waiting: waiting)
      return (false, false)
    }
    guard let waiting else {
      self = .idle
      return (true, false)
    }
    self = .waiting(waiting, for: .interactiveMove)
    return (true, true)
  }
}
