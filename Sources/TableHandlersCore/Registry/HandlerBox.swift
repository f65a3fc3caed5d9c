/// The heap cell that owns one registered closure.
///
/// Registries keep boxes as raw pointers holding one strong reference each, and call the closure
/// through a borrowed reference: no retain and release per dispatch, which on these machines is
/// most of a dispatch's cost. A box removed while a dispatch is running is kept alive until the
/// outermost dispatch returns (see ``TableHandlers``'s reentrancy rule).
@usableFromInline
class AnyHandlerBox {
  @usableFromInline
  init() {}
}

/// A box holding a closure of one concrete type.
@usableFromInline
final class HandlerBox<Input, Output>: AnyHandlerBox {
  // A `let` of a class that is only ever borrowed: the optimizer can call it without copying.
  @usableFromInline
  let call: @MainActor (Input) -> Output

  @usableFromInline
  init(_ call: @escaping @MainActor (Input) -> Output) {
    self.call = call
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
@MainActor
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
