import TableHandlersCore

// Every loop has the same shape: build the position, make one call that answers a Bool, count
// the `true` answers into the returned sink, and step the row without a division. Only the
// call differs. Each loop is a separate `@inline(never)` function, and every object it uses
// arrives through `opaque(_:)`, so nothing is specialized on a known closure or type.

/// A direct call through a protocol existential.
@MainActor
@inline(never)
func protocolCallLoop(
  _ iterations: Int, _ delegate: any RowEditingDelegate, _ host: any TableHost
) -> Int {
  var sink = 0
  var row = 0
  for _ in 0..<iterations {
    let position = TablePosition(section: 0, row: row)
    if delegate.canEditRow(on: host, at: position) { sink &+= 1 }
    row &+= 1
    if row == cycledRowCount { row = 0 }
  }
  return sink
}

/// A direct closure call.
@MainActor
@inline(never)
func closureCallLoop(_ iterations: Int, _ handler: PortedHandler, _ host: any TableHost) -> Int {
  var sink = 0
  var row = 0
  for _ in 0..<iterations {
    let position = TablePosition(section: 0, row: row)
    if handler(host, position) { sink &+= 1 }
    row &+= 1
    if row == cycledRowCount { row = 0 }
  }
  return sink
}

/// The protocol call through a `weak` delegate reference (load, then call).
@MainActor
@inline(never)
func weakDelegateCallLoop(
  _ iterations: Int, _ holder: WeakDelegateHolder, _ host: any TableHost
) -> Int {
  var sink = 0
  var row = 0
  for _ in 0..<iterations {
    let position = TablePosition(section: 0, row: row)
    if holder.delegate?.canEditRow(on: host, at: position) ?? true { sink &+= 1 }
    row &+= 1
    if row == cycledRowCount { row = 0 }
  }
  return sink
}

/// The obvious Swift port: a struct key per call and a `[Key: closure]` lookup.
@MainActor
@inline(never)
func structKeyLoop(_ iterations: Int, _ port: StructKeyPort, _ host: any TableHost) -> Int {
  var sink = 0
  var row = 0
  for _ in 0..<iterations {
    let position = TablePosition(section: 0, row: row)
    let key = PortKey(
      event: RowEvent<Void, Bool>.canEditRow.id.rawValue, section: position.section,
      row: position.row)
    if port.handlers[key]?(host, position) ?? true { sink &+= 1 }
    row &+= 1
    if row == cycledRowCount { row = 0 }
  }
  return sink
}

/// The BlocksKit category's scheme: a string key formatted per call and a `[String: closure]` lookup.
@MainActor
@inline(never)
func stringKeyLoop(_ iterations: Int, _ port: StringKeyPort, _ host: any TableHost) -> Int {
  var sink = 0
  var row = 0
  for _ in 0..<iterations {
    let position = TablePosition(section: 0, row: row)
    let key = "\(StringKeyPort.canEditRowName)_\(position.section)_\(position.row)"
    if port.handlers[key]?(host, position) ?? true { sink &+= 1 }
    row &+= 1
    if row == cycledRowCount { row = 0 }
  }
  return sink
}

/// The storage the registry rejected: each row's closure inline in an array of arrays.
///
/// It needs no box (16 bytes a row), but a closure loaded from memory is called between a
/// retain and a release of its context.
@MainActor
@inline(never)
func inlineClosureLoop(_ iterations: Int, _ port: InlineClosurePort, _ host: any TableHost)
  -> Int
{
  var sink = 0
  var row = 0
  for _ in 0..<iterations {
    let position = TablePosition(section: 0, row: row)
    if port.sections[position.section][position.row]?(host, position) ?? true { sink &+= 1 }
    row &+= 1
    if row == cycledRowCount { row = 0 }
  }
  return sink
}

/// Dispatch through the registry, as the UIKit adapter's `tableView(_:canEditRowAt:)` would.
@MainActor
@inline(never)
func registryDispatchLoop(
  _ iterations: Int, _ handlers: TableHandlers, _ host: any TableHost
) -> Int {
  var sink = 0
  var row = 0
  for _ in 0..<iterations {
    let position = TablePosition(section: 0, row: row)
    if handlers.answer(.canEditRow, at: position, on: host) { sink &+= 1 }
    row &+= 1
    if row == cycledRowCount { row = 0 }
  }
  return sink
}
