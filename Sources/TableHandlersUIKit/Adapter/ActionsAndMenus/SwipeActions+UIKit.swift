#if os(iOS) || os(Linux)
  #if canImport(UIKit)
    import UIKit
  #else
    import Foundation
    import UIKitStandIn
  #endif
  import TableHandlersCore

  // The platform-neutral swipe actions (`leadingSwipeActions`, `trailingSwipeActions`) as UIKit's
  // `UISwipeActionsConfiguration`, and which of the two events answers a row.
  //
  // UIKit's contract, from `UIContextualAction.h` (iOS 17 SDK) and Apple's documentation of
  // `UIContextualAction.Handler`: the handler gets a completion to call "after you have performed
  // the action", with `true` "if you performed the action" or `false` "if you were unable to";
  // calling it "reset[s] the context to its normal state (e.g. when swiping, resets to unswiped
  // state)". Apple documents `UIContextualAction.Style.destructive` only as "An action that
  // deletes data or performs some type of destructive task"; that UIKit animates the row away
  // when a destructive action completes with `true` is observed behaviour, not documented. So
  // the adapter runs the app's handler first (it changes the model and re-declares the table, or
  // edits it), and tells UIKit `true` for a destructive action only if the row really left the
  // table by then: UIKit animating away a row the model still has would show a row vanish and
  // come back at the next reload.
  extension HostAdapter {
    /// What UIKit gets for a row's swipe from an edge: the app's delegate's answer first (when
    /// it implements the method, which the caller asks), then the handler that reaches the row
    /// most closely answers.
    ///
    /// At the same reach (row, section, table) the UIKit-typed event
    /// (`leadingSwipeActionsConfiguration`, `trailingSwipeActionsConfiguration`) wins over the
    /// platform-neutral one, being the more specific; a neutral handler registered closer to
    /// the row wins over a UIKit-typed one registered further away.
    ///
    /// - Parameters:
    ///   - edge: The edge swiped from.
    ///   - indexPath: The row.
    ///   - host: The table view or list.
    ///   - appAnswer: The app's delegate's answer, or `nil` when it does not implement the method.
    /// - Returns: The configuration, or `nil` for UIKit's default actions.
    func swipeActionsConfiguration(
      _ edge: SwipeEdge, at indexPath: IndexPath, on host: any TableHost,
      after appAnswer: UISwipeActionsConfiguration??
    ) -> UISwipeActionsConfiguration? {
      let position = TablePosition(indexPath)
      let typed: RowEvent<Void, UISwipeActionsConfiguration?> =
        edge == .leading ? .leadingSwipeActionsConfiguration : .trailingSwipeActionsConfiguration
      let neutral: RowEvent<Void, SwipeActions?> =
        edge == .leading ? .leadingSwipeActions : .trailingSwipeActions
      guard handlers.neutralAnswers(neutral.id, over: typed.id, at: position) else {
        return handlers.answer(typed, at: position, (), on: host, after: appAnswer)
      }
      // A disabled row shows no actions: an empty configuration, as `nil` would bring UIKit's
      // default Delete back.
      guard handlers.rowTakesTouches(at: position, on: host) else {
        return UISwipeActionsConfiguration(actions: [])
      }
      return handlers.answer(neutral, at: position, on: host).map {
        configuration(for: $0, at: position)
      }
    }

    /// A row's swipe actions as UIKit's configuration; each action finds its row when it runs.
    ///
    /// - Parameters:
    ///   - actions: The actions.
    ///   - position: The row, as the table shows it now.
    /// - Returns: The configuration.
    func configuration(for actions: SwipeActions, at position: TablePosition)
      -> UISwipeActionsConfiguration
    {
      // Followed through every structural edit, so that an action that fires after rows were
      // inserted above, or after a confirmation, runs at the row's position then.
      let row = handlers.track(position)
      let configuration = UISwipeActionsConfiguration(
        actions: actions.actions.map { contextualAction(for: $0, row: row) })
      configuration.performsFirstActionWithFullSwipe = SwipeActionRules.fullSwipePerformsFirst(
        actions)
      return configuration
    }

    /// One swipe action as a `UIContextualAction`.
    ///
    /// UIKit has no disabled contextual action: a disabled one is shown dimmed (its background
    /// at 40 % opacity) and, when tapped, completes with `false` without running its handler.
    func contextualAction(for action: SwipeAction, row: TrackedRow) -> UIContextualAction {
      let contextual = UIContextualAction(
        style: action.style == .destructive ? .destructive : .normal, title: action.title
      ) { [weak self] _, _, completion in
        guard let self else { return completion(false) }
        self.run(action, row: row, done: completion)
      }
      contextual.image = action.image.flatMap(ActionAppearance.image)
      if let color = action.backgroundColor {
        contextual.backgroundColor = ActionAppearance.color(color)
      }
      if !action.isEnabled {
        contextual.backgroundColor = contextual.backgroundColor.withAlphaComponent(0.4)
      }
      // The `UIAccessibility` label every object has; the row's cell offers VoiceOver the
      // action by this name (`AccessibilityActions+UIKit.swift`).
      contextual.accessibilityLabel = action.accessibilityLabel
      madeContextualActions?.append((contextual, action))
      return contextual
    }

    /// Runs a swipe action at its row's current position and completes it by UIKit's rule
    /// (`SwipeActionRules.perform`), its handler as a batch of the adapter's queue
    /// (``ApplyWhenSafe``).
    private func run(_ action: SwipeAction, row: TrackedRow, done: @escaping (Bool) -> Void) {
      guard action.isEnabled, let position = row.position else { return done(false) }
      SwipeActionRules.perform(
        action, at: position, rowLeft: { row.position == nil },
        run: { whenSafe.running(.swipeAction, $0) }, report: { done($0) })
    }
  }

  /// The platform-neutral images and colours of swipe actions and menu items as UIKit's.
  @MainActor
  enum ActionAppearance {
    /// An image by name (`UIImage(named:)`) or system symbol name (`UIImage(systemName:)`).
    ///
    /// `nil` for the placeholder, which holds a slot only in a row's content. The same mapping
    /// as a row's image (``ContentCell/image(of:)``).
    static func image(_ image: RowImage) -> UIImage? {
      ContentCell.image(of: RowContent(image: image))
    }

    /// A colour as a row's text colour maps it (``ContentCell/uiColor(_:)``).
    ///
    /// UIKit's system colour of the same name (iOS 13), the tint as `tintColor` (iOS 15;
    /// `systemBlue` before), components as `UIColor(red:green:blue:alpha:)`.
    static func color(_ color: RowColor) -> UIColor {
      ContentCell.uiColor(color)
    }
  }
  extension HostAdapter {
    /// The Delete a table view's swipe reveals where a row has no trailing configuration, as an
    /// action: what VoiceOver offers on a table view, and what a list shows (a list has no
    /// default actions); `nil` where no handler deletes the row
    /// (`TableHandlers.deletesByHandler`).
    ///
    /// Titled by `TableHandlers.deleteTitle(at:on:)`. Tapped, it commits the deletion at the
    /// row's position then, through `commit`, and reports whether the row left
    /// (`SwipeActionRules.deleteCompletion(rowLeft:)`), once the updates the commit asked for
    /// were applied.
    ///
    /// - Parameters:
    ///   - position: The row.
    ///   - host: The table view or list.
    ///   - commit: Commits the deletion at a position, applying what it asks for before it
    ///     returns.
    /// - Returns: The configuration with the one action, or `nil`.
    func defaultDelete(
      at position: TablePosition, on host: any TableHost,
      commit: @escaping @MainActor (TablePosition) -> Void
    ) -> UISwipeActionsConfiguration? {
      guard handlers.deletesByHandler(at: position, on: host) else { return nil }
      let row = handlers.track(position)
      let title = handlers.deleteTitle(at: position, on: host)
      let delete = UIContextualAction(style: .destructive, title: title) { _, _, completion in
        guard let position = row.position else { return completion(false) }
        commit(position)
        completion(SwipeActionRules.deleteCompletion(rowLeft: row.position == nil))
      }
      return UISwipeActionsConfiguration(actions: [delete])
    }
  }
#endif
