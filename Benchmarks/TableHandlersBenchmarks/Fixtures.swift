import TableHandlersCore

/// The rows every dispatch loop cycles through, in section 0.
let cycledRowCount = 1_000

/// A table that does nothing: what the handlers and delegates receive.
@MainActor
final class BenchmarkHost: TableHost {
  var isEditing = false

  func deselectRow(at position: TablePosition, animated: Bool) {}

  func performUpdates(_ update: TableUpdate, animated: Bool) throws {}
}

/// The app's delegate protocol as UIKit would call it: `tableView(_:canEditRowAt:)`.
@MainActor
protocol RowEditingDelegate: AnyObject {
  /// Whether the row is editable.
  func canEditRow(on table: any TableHost, at position: TablePosition) -> Bool
}

/// An app delegate whose answer is the body every handler and baseline shares.
@MainActor
final class AppDelegateModel: RowEditingDelegate {
  let mask: Int

  init(mask: Int) {
    self.mask = mask
  }

  func canEditRow(on table: any TableHost, at position: TablePosition) -> Bool {
    position.row & mask == 0
  }
}

/// A second conformance, chosen at run time, so that the optimizer cannot treat
/// `any RowEditingDelegate` as its only conforming class and devirtualize the call.
@MainActor
final class ReadOnlyDelegateModel: RowEditingDelegate {
  func canEditRow(on table: any TableHost, at position: TablePosition) -> Bool { false }
}

/// The app delegate of the protocol baselines, behind a choice the optimizer cannot see.
///
/// - Parameter mask: The value the answer's body uses.
/// - Returns: An ``AppDelegateModel`` (the other conformance is never chosen at run time).
@MainActor
func makeAppDelegate(mask: Int) -> any RowEditingDelegate {
  opaque(false) ? ReadOnlyDelegateModel() : AppDelegateModel(mask: mask)
}

/// Holds an app delegate the way a table view does: weakly.
@MainActor
final class WeakDelegateHolder {
  weak var delegate: (any RowEditingDelegate)?
}

/// A closure as UIKit's delegate method would be ported to one: table and position in.
typealias PortedHandler = (any TableHost, TablePosition) -> Bool

/// The obvious Swift port of a handler table: a `Hashable` struct key and a dictionary.
struct PortKey: Hashable {
  var event: Int
  var section: Int
  var row: Int
}

/// The obvious Swift port's storage, owned by a class as a table's helper would own it.
@MainActor
final class StructKeyPort {
  var handlers: [PortKey: PortedHandler] = [:]
}

/// The layout the registry rejected: closures stored inline, per section then row.
final class InlineClosurePort {
  var sections: [[PortedHandler?]] = []
}

/// The BlocksKit category's scheme re-created in Swift: a string key formatted per call, looked up in a
/// `[String: closure]` dictionary.
///
/// The Objective-C original (`UITableView+BlocksKitExtends.m`, hmori/MyBlocks) builds
/// `[NSString stringWithFormat:kFormat, kHandlerCanEditRow, section, row]` with
/// `kFormat = @"%@_%d_%d"` and `kHandlerCanEditRow = @"kHandlerCanEditRow"`, so the keys are
/// `kHandlerCanEditRow_0_17`: too long for Swift's small-string form.
@MainActor
final class StringKeyPort {
  var handlers: [String: PortedHandler] = [:]

  /// The key's event part, the category's `kHandlerCanEditRow`.
  static let canEditRowName = "kHandlerCanEditRow"
}

/// The row handler every registry figure registers: the shared body, capturing `mask`.
///
/// - Parameter mask: The captured value.
/// - Returns: A handler with its own context.
@MainActor
@inline(never)
func makeRowHandler(mask: Int) -> @MainActor (RowCall<Void>) -> Bool {
  { call in call.position.row & mask == 0 }
}

/// Returns a ported closure through a call the optimizer cannot see through.
///
/// Not generic: a generic identity would hand back the closure wrapped in two reabstraction
/// thunks.
@inline(never)
@_optimize(none)
func opaqueHandler(_ handler: @escaping PortedHandler) -> PortedHandler { handler }

/// The same body as a ported closure, capturing `mask`.
///
/// - Parameter mask: The captured value.
/// - Returns: A closure with its own context.
@MainActor
@inline(never)
func makePortedHandler(mask: Int) -> PortedHandler {
  { _, position in position.row & mask == 0 }
}
