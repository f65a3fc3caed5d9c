#if !canImport(UIKit)
  import Foundation

  // A user's swipe on a row, and what UIKit does with the configuration it shows (stand-in
  // only). Sources: [H] the iOS 17 SDK's `UISwipeActionsConfiguration.h` and
  // `UIContextualAction.h`; [D] Apple's documentation of the table view delegate's swipe methods.

  /// An edge of a row that a user swipes, for ``UITableView/swipeRow(at:from:)`` (stand-in only).
  public enum StandInSwipeEdge: Sendable {
    /// The leading edge.
    case leading
    /// The trailing edge.
    case trailing
  }

  /// A row swiped open, showing a configuration's actions (stand-in only).
  ///
  /// Models what UIKit does with the configuration: a tap runs an action; a full swipe runs the
  /// first one if the configuration allows it ([H] `UISwipeActionsConfiguration.h`:
  /// `performsFirstActionWithFullSwipe`, "default YES, set to NO to prevent a full swipe from
  /// performing the first action"); the row closes once the running action calls its
  /// completion ([H] `UIContextualAction.h`).
  @MainActor public final class StandInSwipe {
    /// The configuration shown.
    public let configuration: UISwipeActionsConfiguration

    /// Whether the row is still swiped open: until an action calls its completion.
    public private(set) var isOpen = true

    /// What the actions' completions were called with, in order.
    public private(set) var completionResults: [Bool] = []

    init(configuration: UISwipeActionsConfiguration) {
      self.configuration = configuration
    }

    /// The actions' titles, outermost first.
    public var titles: [String?] { configuration.actions.map(\.title) }

    /// Taps an action's button.
    ///
    /// - Parameter title: The action's title.
    /// - Returns: Whether the row was open and showed such an action.
    @discardableResult
    public func tap(_ title: String) -> Bool {
      guard isOpen, let action = configuration.actions.first(where: { $0.title == title }) else {
        return false
      }
      run(action)
      return true
    }

    /// Swipes the row all the way: runs the first action if the configuration allows it.
    ///
    /// - Returns: Whether an action ran.
    @discardableResult
    public func fullSwipe() -> Bool {
      guard isOpen, configuration.performsFirstActionWithFullSwipe,
        let first = configuration.actions.first
      else { return false }
      run(first)
      return true
    }

    private func run(_ action: UIContextualAction) {
      action.perform(in: UIView()) { [weak self] performed in
        self?.completionResults.append(performed)
        self?.isOpen = false
      }
    }
  }

  extension UITableView {
    /// Swipes a row from an edge as a user does: asks the delegate for the edge's
    /// configuration if it said it implements the method when it was assigned.
    ///
    /// - Parameters:
    ///   - indexPath: The row.
    ///   - edge: The edge swiped from.
    /// - Returns: The open row, or `nil` when the delegate does not implement the method or
    ///   answers `nil`, where UIKit shows its default actions ([D] leading/trailing
    ///   `SwipeActionsConfigurationForRowAt`: "Return nil if you want the table to display the
    ///   default set of actions"; trailing: Delete where the row's editing style is `.delete`).
    ///   A configuration without actions opens nothing (undocumented, the common way to turn a
    ///   row's swipe off); it is returned as it is.
    public func swipeRow(at indexPath: IndexPath, from edge: StandInSwipeEdge) -> StandInSwipe? {
      let configuration = askedSwipeActionsConfiguration(at: indexPath, leading: edge == .leading)
      return configuration.map { StandInSwipe(configuration: $0) }
    }
  }
#endif
