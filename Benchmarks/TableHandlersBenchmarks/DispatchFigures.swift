import TableHandlersCore

/// Each per-call figure: the baselines and dispatch through the registry.
enum DispatchFigure: String, CaseIterable {
  case protocolCall = "baseline.protocolCall"
  case closureCall = "baseline.closureCall"
  case weakDelegateCall = "baseline.weakDelegateCall"
  case structKeyDictionary = "baseline.structKeyDictionary"
  case stringKeyDictionary = "baseline.stringKeyDictionary"
  case inlineClosureArray = "alternative.inlineClosureArray"
  case rowHit = "dispatch.rowHit"
  case sectionFallback = "dispatch.sectionFallback"
  case tableFallback = "dispatch.tableFallback"
  case noHandler = "dispatch.noHandler"
  case rowHitClosureValues = "dispatch.rowHitClosureValues"

  /// What the figure measures.
  var label: String {
    switch self {
    case .protocolCall: return "direct call through a protocol existential"
    case .closureCall: return "direct closure call"
    case .weakDelegateCall: return "the protocol call through a weak delegate reference"
    case .structKeyDictionary: return "obvious port: Hashable struct key, [Key: closure]"
    case .stringKeyDictionary: return "category scheme: string key per call, [String: closure]"
    case .inlineClosureArray:
      return "rejected layout: closures inline in [[closure?]] (16 B a row, no box), called"
    case .rowHit: return "registry: row-scoped hit"
    case .sectionFallback: return "registry: section-scoped fallback"
    case .tableFallback: return "registry: table-scoped fallback"
    case .noHandler: return "registry: no handler (the default answer)"
    case .rowHitClosureValues:
      return "registry: row hit, handlers registered as closure values, not literals"
    }
  }

  /// Whether the figure dispatches through the registry.
  var isRegistry: Bool { rawValue.hasPrefix("dispatch.") }

  /// Iteration counts for the two callgrind runs whose difference gives instructions per call.
  var callgrindIterations: (Int, Int) {
    switch self {
    case .stringKeyDictionary: return (20_000, 40_000)
    case .structKeyDictionary, .weakDelegateCall: return (50_000, 100_000)
    default: return (200_000, 400_000)
    }
  }

  /// Builds the figure's objects and returns its loop, ready to run any number of iterations.
  ///
  /// Row handlers are registered for rows `0..<cycledRowCount` of section 0, as the notes'
  /// reference measurements did; the ports hold the same handlers.
  @MainActor
  func makeLoop() -> (Int) -> Int {
    let host: any TableHost = opaque(BenchmarkHost())
    let mask = opaque(1)
    let positions = (0..<cycledRowCount).map { TablePosition(section: 0, row: $0) }
    let canEditRow = RowEvent<Void, Bool>.canEditRow
    switch self {
    case .protocolCall:
      let delegate = makeAppDelegate(mask: mask)
      return { protocolCallLoop($0, delegate, host) }
    case .closureCall:
      let handler = opaqueHandler(makePortedHandler(mask: mask))
      return { closureCallLoop($0, handler, host) }
    case .weakDelegateCall:
      let delegate = makeAppDelegate(mask: mask)
      let holder = opaque(WeakDelegateHolder())
      holder.delegate = delegate
      return { iterations in
        defer { withExtendedLifetime(delegate) {} }
        return weakDelegateCallLoop(iterations, holder, host)
      }
    case .structKeyDictionary:
      let port = opaque(StructKeyPort())
      for position in positions {
        let key = PortKey(event: canEditRow.id.rawValue, section: 0, row: position.row)
        port.handlers[key] = makePortedHandler(mask: mask)
      }
      return { structKeyLoop($0, port, host) }
    case .stringKeyDictionary:
      let port = opaque(StringKeyPort())
      for position in positions {
        let key = "\(StringKeyPort.canEditRowName)_\(position.section)_\(position.row)"
        port.handlers[key] = makePortedHandler(mask: mask)
      }
      return { stringKeyLoop($0, port, host) }
    case .inlineClosureArray:
      let port = opaque(InlineClosurePort())
      port.sections = [positions.map { _ in makePortedHandler(mask: mask) }]
      return { inlineClosureLoop($0, port, host) }
    case .rowHit, .sectionFallback, .tableFallback, .noHandler, .rowHitClosureValues:
      let handlers = opaque(TableHandlers())
      handlers.setShape(TableShape(rowCounts: [cycledRowCount]))
      // Another event's handler, so that the registry's storage is not empty.
      handlers.on(.heightForRow, at: .table) { _ in 44 }
      switch self {
      case .sectionFallback:
        registerLiteral(handlers, at: .section(0), mask: mask)
      case .tableFallback:
        registerLiteral(handlers, at: .table, mask: mask)
      case .noHandler:
        break
      case .rowHitClosureValues:
        for position in positions {
          handlers.on(canEditRow, at: .row(position), perform: makeRowHandler(mask: mask))
        }
      default:
        for position in positions { registerLiteral(handlers, at: .row(position), mask: mask) }
      }
      return { registryDispatchLoop($0, handlers, host) }
    }
  }
}

/// Registers the shared body as a closure literal, as an app writes a handler.
///
/// A literal passed straight to the generic `on` is emitted at the registry's abstraction; a
/// closure value of the concrete type is wrapped in a reabstraction thunk with its own context.
@MainActor
private func registerLiteral(_ handlers: TableHandlers, at scope: RowScope, mask: Int) {
  handlers.on(.canEditRow, at: scope) { call in call.position.row & mask == 0 }
}
