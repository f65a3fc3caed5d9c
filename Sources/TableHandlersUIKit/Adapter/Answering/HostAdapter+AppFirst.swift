#if os(iOS) || os(Linux)
  #if canImport(UIKit)
    import UIKit
  #else
    import Foundation
    import UIKitStandIn
  #endif
  import TableHandlersCore

  // "The app's object first", written once for the data source's, delegate's and prefetch data
  // source's methods of both views: each method passes its call of the app's own method as a
  // closure, called only where the app implements the event's method; then the registry
  // answers, a handler's answer winning over the app's (`nil` is no answer), else the event's
  // default (`Docs/Dispatch.md`). Methods that return nothing run both, app first; given a
  // kind of run (`HandlerRun`), with that kind's timing for the edits they ask for
  // (`ApplyWhenSafe.running`).
  //
  // Each helper is always inlined: called through it, the registry's generic answer was left
  // unspecialized, and a method a handler answers took 57 ns a call in the benchmark's release
  // build (`adapter.handler`, `list.handler`) where it takes 17 ns written in the method.

  extension HostAdapter {
    @inline(__always)
    func tell<Arguments>(
      _ event: RowEvent<Arguments, Void>, at indexPath: IndexPath, _ arguments: Arguments,
      on host: any TableHost, run: HandlerRun? = nil, app: () -> Void
    ) {
      func tell() {
        if appImplements(event.id) { app() }
        handlers.answer(event, at: TablePosition(indexPath), arguments, on: host)
      }
      if let run { whenSafe.running(run, tell) } else { tell() }
    }

    @inline(__always)
    func tell<Arguments>(
      _ event: SectionEvent<Arguments, Void>, in section: Int, _ arguments: Arguments,
      on host: any TableHost, run: HandlerRun? = nil, app: () -> Void
    ) {
      func tell() {
        if appImplements(event.id) { app() }
        handlers.answer(event, in: section, arguments, on: host)
      }
      if let run { whenSafe.running(run, tell) } else { tell() }
    }

    @inline(__always)
    func tell<Arguments>(
      _ event: TableEvent<Arguments, Void>, _ arguments: Arguments, on host: any TableHost,
      app: () -> Void
    ) {
      if appImplements(event.id) { app() }
      handlers.answer(event, arguments, on: host)
    }

    @inline(__always)
    func ask<Arguments, Output>(
      _ event: RowEvent<Arguments, Output>, at indexPath: IndexPath, _ arguments: Arguments,
      on host: any TableHost, app: () -> Output?
    ) -> Output {
      handlers.answer(
        event, at: TablePosition(indexPath), arguments, on: host,
        after: appImplements(event.id) ? app() : nil)
    }

    @inline(__always)
    func ask<Arguments, Output>(
      _ event: SectionEvent<Arguments, Output>, in section: Int, _ arguments: Arguments,
      on host: any TableHost, app: () -> Output?
    ) -> Output {
      handlers.answer(
        event, in: section, arguments, on: host, after: appImplements(event.id) ? app() : nil)
    }

    @inline(__always)
    func ask<Arguments, Output>(
      _ event: TableEvent<Arguments, Output>, _ arguments: Arguments, on host: any TableHost,
      app: () -> Output?
    ) -> Output {
      handlers.answer(event, arguments, on: host, after: appImplements(event.id) ? app() : nil)
    }

    /// A row event's answer from a handler or the app's object; `nil` where neither answers,
    /// for the method's own answer without the method.
    @inline(__always)
    func askIfAnswered<Arguments, Output>(
      _ event: RowEvent<Arguments, Output>, at indexPath: IndexPath, _ arguments: Arguments,
      on host: any TableHost, app: () -> Output?
    ) -> Output? {
      handlers.answerIfAnswered(
        event, at: TablePosition(indexPath), arguments, on: host,
        after: appImplements(event.id) ? app() : nil)
    }
  }
#endif
