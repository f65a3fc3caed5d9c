#if os(iOS) || os(Linux)
  import TableHandlersCore
  /// The adapter's one queue for changes that must not reach UIKit in the middle of something.
  ///
  /// Assigning a table view's `dataSource` or `delegate` makes UIKit reload. Inside
  /// `performBatchUpdates`, or inside the UIKit callback that started an edit (the commit of a
  /// swipe-to-delete, a dropped row, a selection), that reload turns the batch into UIKit's
  /// "invalid number of rows". So the adapter re-attaches through this queue: at once when
  /// nothing is running; when the outermost batch has been applied, if only batches ran; and on
  /// the next turn of the main run loop, after UIKit's callback has returned to UIKit, if a
  /// callback ran. Whatever else must wait for the same moment (the declared table's apply) is
  /// enqueued here too, under its own key.
  ///
  /// Requests with the same key coalesce: the latest replaces the earlier one and runs in its
  /// place at the end of the queue, so a re-attach runs once, with the state it reads then.
  @MainActor
  final class ApplyWhenSafe {
    /// How many batches and callbacks are running.
    private var depth = 0

    /// Whether a UIKit callback ran since the queue was last safe.
    private var callbackRan = false

    /// Whether a run of the queue is scheduled for the next turn of the run loop.
    private var waitsForNextTurn = false

    /// The waiting requests, in order.
    private var pending: [(key: AnyHashable, action: @MainActor () -> Void)] = []

    /// Schedules work for the next turn of the main run loop; tests replace it to run that turn
    /// themselves.
    var nextTurn: (@escaping @MainActor () -> Void) -> Void = { work in
      Task { @MainActor in work() }
    }

    /// Whether a change may reach UIKit now: no batch or callback is running.
    var isSafe: Bool { depth == 0 }

    /// Whether a change enqueued now waits for the next turn of the run loop, because a UIKit
    /// callback ran (or a handler runs outside any the queue wraps), rather than for the
    /// outermost batch to return.
    var waitsForCallback: Bool { callbackRan || (depth == 0 && TableHandlers.isDispatching) }

    /// Runs `action` now if it is safe, else once the running batches and callbacks are over.
    ///
    /// - Parameters:
    ///   - key: Identifies the request; a later request with the same key replaces it.
    ///   - action: The change.
    func perform(_ key: AnyHashable, _ action: @escaping @MainActor () -> Void) {
      pending.removeAll { $0.key == key }
      guard depth > 0 || TableHandlers.isDispatching else {
        action()
        return
      }
      pending.append((key, action))
      if depth == 0, !waitsForNextTurn {
        // A handler or the app's delegate is running inside a UIKit callback that the queue
        // does not wrap (a display or layout callback): wait until it has returned to UIKit.
        waitsForNextTurn = true
        nextTurn { [weak self] in
          self?.waitsForNextTurn = false
          self?.runPending()
        }
      }
    }

    /// Runs now what a callback the adapter called itself left waiting.
    ///
    /// As if that callback had returned to UIKit: for a callback made where UIKit is in the
    /// middle of nothing (VoiceOver's Delete on a table view calls the adapter's commit method
    /// from its custom action). Does nothing while a batch or a callback is running.
    func runWaitingNow() {
      guard depth == 0, !TableHandlers.isDispatching else { return }
      runPending()
    }

    /// Runs a batch of updates; what it enqueues runs when the outermost batch returns (or
    /// throws), or on the next turn of the run loop if a UIKit callback is running.
    ///
    /// - Parameter body: The batch.
    /// - Returns: What `body` returns.
    /// - Complexity: O(1) besides `body`, plus the enqueued changes when they run.
    func whileApplying<Result>(_ body: () throws -> Result) rethrows -> Result {
      depth += 1
      defer { leave() }
      return try body()
    }

    /// Runs a UIKit callback in which the app may edit, or during which UIKit lays out the rows
    /// (a cell, a height, a display callback); what it enqueues runs on the next turn of the
    /// run loop, once the callback has returned to UIKit.
    ///
    /// - Parameter body: The callback's dispatch.
    /// - Returns: What `body` returns.
    /// - Complexity: O(1) besides `body`.
    func duringCallback<Result>(_ body: () throws -> Result) rethrows -> Result {
      depth += 1
      callbackRan = true
      defer { leave() }
      return try body()
    }

    /// Runs a handler in a run of a kind, with the kind's timing
    /// (`HandlerRun.updateTiming`): as a UIKit callback (``duringCallback(_:)``) or as a batch
    /// (``whileApplying(_:)``).
    ///
    /// - Parameters:
    ///   - run: The kind of run.
    ///   - body: The handler's dispatch.
    /// - Returns: What `body` returns.
    func running<Result>(_ run: HandlerRun, _ body: () throws -> Result) rethrows -> Result {
      switch run.updateTiming {
      case .afterCallback: return try duringCallback(body)
      case .afterHandler: return try whileApplying(body)
      }
    }

    private func leave() {
      depth -= 1
      guard depth == 0, !pending.isEmpty else {
        if depth == 0 { callbackRan = false }
        return
      }
      if callbackRan {
        callbackRan = false
        nextTurn { [weak self] in self?.runPending() }
      } else {
        runPending()
      }
    }

    private func runPending() {
      // A change may enqueue more, or start a batch of its own: take one at a time.
      while depth == 0, !pending.isEmpty {
        pending.removeFirst().action()
      }
    }
  }
#endif

#if os(iOS) || os(Linux)
  #if canImport(UIKit)
    import UIKit
  #else
    import UIKitStandIn
  #endif

  extension UITableView {
    /// How the attached adapter schedules work for the next turn of the main run loop.
    ///
    /// `nil` when no registry is attached; tests and the soak replace it to run that turn
    /// themselves. Setting `nil` changes nothing.
    package var handlersNextTurn: ((@escaping @MainActor () -> Void) -> Void)? {
      get { handlersAdapter?.whenSafe.nextTurn }
      set {
        if let newValue { handlersAdapter?.whenSafe.nextTurn = newValue }
      }
    }
  }
#endif
