import TableHandlersCore

extension HeadlessTable {
  /// The actions a row offers when swiped from an edge, by title (or accessibility identifier
  /// for an action without a title), outermost first.
  ///
  /// - Parameters:
  ///   - edge: The edge swiped from.
  ///   - position: The row.
  /// - Returns: The actions' names, or `nil` if the row offers none: no handler answers (or it
  ///   answers no actions), the row is disabled, the table is editing, or another swipe
  ///   action is still running (its completion has not been called), during which UIKit takes
  ///   no new swipe.
  public func swipeActions(_ edge: SwipeEdge, at position: TablePosition) -> [String]? {
    actions(edge, at: position)?.actions.map(Self.name(of:))
  }

  /// The actions a row offers when swiped from an edge, as values: each one's title, image,
  /// style, background color, enabled state, whether a full swipe performs it, and
  /// accessibility identifier and label; outermost first.
  ///
  /// ```swift
  /// #expect(
  ///   table.shownSwipeActions(.trailing, at: row) == [
  ///     ShownSwipeAction(title: "Delete", style: .destructive, isPerformedByFullSwipe: true),
  ///     ShownSwipeAction(title: "Flag", backgroundColor: .orange),
  ///   ])
  /// ```
  ///
  /// - Parameters:
  ///   - edge: The edge swiped from.
  ///   - position: The row.
  /// - Returns: The actions, or `nil` when ``swipeActions(_:at:)`` answers `nil`.
  public func shownSwipeActions(_ edge: SwipeEdge, at position: TablePosition)
    -> [ShownSwipeAction]?
  {
    actions(edge, at: position).map(Self.shown)
  }

  /// Swipes a row part of the way: its actions show beside it, and ``render()`` shows them on
  /// the row (`⟨Delete (destructive) (full swipe) | Flag⟩`) until an action completes or
  /// ``cancelSwipe()`` closes them.
  ///
  /// - Parameters:
  ///   - edge: The edge swiped from.
  ///   - position: The row.
  /// - Returns: The actions shown, or `nil` if the row offers none (see
  ///   ``swipeActions(_:at:)``); then nothing is revealed.
  @discardableResult
  public func revealSwipeActions(_ edge: SwipeEdge, at position: TablePosition)
    -> [ShownSwipeAction]?
  {
    guard let actions = actions(edge, at: position) else { return nil }
    let shown = Self.shown(actions)
    log("reveal swipe actions \(edge) \(position)")
    revealedActions = RevealedActions(position: position, actions: shown)
    return shown
  }

  /// Swipes a row and chooses one of its actions, by title or accessibility identifier.
  ///
  /// The action's handler runs with the row's position and a completion. When the completion
  /// is called (now or later), the swipe closes; a destructive action counts as performed only
  /// if its row left the table meanwhile (the model's next declaration removed it).
  ///
  /// - Parameters:
  ///   - name: The action's title or accessibility identifier.
  ///   - edge: The edge swiped from.
  ///   - position: The row.
  ///   - completion: Called with the outcome once the action calls its completion.
  /// - Returns: The outcome now: ``SwipeOutcome/pending`` if the action has not completed yet.
  @discardableResult
  public func performSwipeAction(
    _ name: String, edge: SwipeEdge, at position: TablePosition,
    completion: (@MainActor (SwipeOutcome) -> Void)? = nil
  ) -> SwipeOutcome {
    guard let actions = actions(edge, at: position),
      let action = actions.actions.first(where: {
        Self.name(of: $0) == name || $0.accessibilityIdentifier == name
      })
    else { return .unavailable }
    return perform(action, of: actions, at: position, completion: completion)
  }

  /// Swipes a row all the way: performs its first action, if the row's actions allow it.
  ///
  /// - Parameters:
  ///   - edge: The edge swiped from.
  ///   - position: The row.
  /// - Returns: The outcome; ``SwipeOutcome/unavailable`` when a full swipe does nothing.
  @discardableResult
  public func fullSwipe(_ edge: SwipeEdge, at position: TablePosition) -> SwipeOutcome {
    guard let actions = actions(edge, at: position),
      SwipeActionRules.fullSwipePerformsFirst(actions), let first = actions.actions.first
    else { return .unavailable }
    return perform(first, of: actions, at: position, completion: nil)
  }

  private static func shown(_ actions: SwipeActions) -> [ShownSwipeAction] {
    actions.actions.enumerated().map { index, action in
      ShownSwipeAction(action, in: actions, first: index == 0)
    }
  }

  /// A row's swipe actions from an edge, as a swipe shows them: none while editing or while an
  /// action runs, unless `forVoiceOver` (a cell's VoiceOver actions are set when it is
  /// configured, and stay).
  func actions(_ edge: SwipeEdge, at position: TablePosition, forVoiceOver: Bool = false)
    -> SwipeActions?
  {
    guard contains(position), isEnabled(position), forVoiceOver || (!isEditing && !isActionRunning)
    else { return nil }
    let event: RowEvent<Void, SwipeActions?> =
      edge == .leading ? .leadingSwipeActions : .trailingSwipeActions
    guard let actions = ask(event, position) ?? nil, !actions.actions.isEmpty else { return nil }
    return actions
  }

  func perform(
    _ action: SwipeAction, of actions: SwipeActions, at position: TablePosition,
    completion: (@MainActor (SwipeOutcome) -> Void)?
  ) -> SwipeOutcome {
    guard action.isEnabled else { return .unavailable }
    log("swipe action \(Self.name(of: action)) \(position)")
    if SwipeActionRules.completionAtTap(of: action) == nil {
      actionRow = position
      isActionRunning = true
      // The row stays swiped open, its actions showing, until the action completes.
      revealedActions = RevealedActions(position: position, actions: Self.shown(actions))
    }
    var outcome = SwipeOutcome.pending
    SwipeActionRules.perform(
      action, at: position, rowLeft: { [weak self] in self?.actionRow == nil },
      run: { running(.swipeAction, $0) },
      report: { [weak self] reported in
        self?.isActionRunning = false
        self?.actionRow = nil
        self?.revealedActions = nil
        outcome = .completed(performed: reported)
        completion?(outcome)
      })
    return outcome
  }

  private static func name(of action: SwipeAction) -> String {
    action.title ?? action.accessibilityIdentifier ?? "?"
  }
}
