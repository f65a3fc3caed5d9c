extension TableHandlers {
  /// Answers a row event: the most specific handler (the row's, else its section's, else the
  /// table's), else UIKit's default.
  ///
  /// - Parameters:
  ///   - event: The event.
  ///   - position: The row.
  ///   - arguments: The event's arguments.
  ///   - table: The table being served.
  /// - Returns: The answer.
  @inlinable
  @inline(__always)
  public func answer<Arguments, Output>(
    _ event: RowEvent<Arguments, Output>, at position: TablePosition, _ arguments: Arguments,
    on table: any TableHost
  ) -> Output {
    // The call is built in each branch: building it once up front costs a second set of stores
    // on the hot path (measured by the benchmark). The scope covers the handler and the default
    // answer: their calls are valid, and removed handlers wait, until it closes. It opens in
    // each branch, after the lookup (which runs no code of the app's, so nothing can be removed
    // before the scope is open): opened once above the branch, its depth word stays in a
    // register for the default answer's path and costs the handler's path three instructions.
    if let pointer = rowHandler(event.id.rawValue, position) {
      let stamp = CallScope.open(callScopes)
      defer { CallScope.close(callScopes) }
      return invokeBox(
        pointer, RowCall(table: table, position: position, arguments: arguments, stamp: stamp))
    }
    let stamp = CallScope.open(callScopes)
    defer { CallScope.close(callScopes) }
    return event.defaultAnswer(
      RowCall(table: table, position: position, arguments: arguments, stamp: stamp))
  }

  /// Answers a row event that takes no arguments; see
  /// ``answer(_:at:_:on:)-(RowEvent<Arguments,Output>,_,_,_)``.
  ///
  /// - Parameters:
  ///   - event: The event.
  ///   - position: The row.
  ///   - table: The table being served.
  /// - Returns: The answer.
  @inlinable
  @inline(__always)
  public func answer<Output>(
    _ event: RowEvent<Void, Output>, at position: TablePosition, on table: any TableHost
  ) -> Output {
    answer(event, at: position, (), on: table)
  }

  /// Answers a section event: the section's or the all-sections handler, else UIKit's default.
  ///
  /// - Parameters:
  ///   - event: The event.
  ///   - section: The section.
  ///   - arguments: The event's arguments.
  ///   - table: The table being served.
  /// - Returns: The answer.
  @inlinable
  @inline(__always)
  public func answer<Arguments, Output>(
    _ event: SectionEvent<Arguments, Output>, in section: Int, _ arguments: Arguments,
    on table: any TableHost
  ) -> Output {
    // Each branch opens its own scope, after the lookup; see the row form above.
    if let pointer = sectionHandler(event.id.rawValue, section) {
      let stamp = CallScope.open(callScopes)
      defer { CallScope.close(callScopes) }
      return invokeBox(
        pointer, SectionCall(table: table, section: section, arguments: arguments, stamp: stamp))
    }
    let stamp = CallScope.open(callScopes)
    defer { CallScope.close(callScopes) }
    return event.defaultAnswer(
      SectionCall(table: table, section: section, arguments: arguments, stamp: stamp))
  }

  /// Answers a section event that takes no arguments.
  ///
  /// - Parameters:
  ///   - event: The event.
  ///   - section: The section.
  ///   - table: The table being served.
  /// - Returns: The answer.
  @inlinable
  @inline(__always)
  public func answer<Output>(
    _ event: SectionEvent<Void, Output>, in section: Int, on table: any TableHost
  ) -> Output {
    answer(event, in: section, (), on: table)
  }

  /// Answers a table event: its handler, else UIKit's default.
  ///
  /// - Parameters:
  ///   - event: The event.
  ///   - arguments: The event's arguments.
  ///   - table: The table being served.
  /// - Returns: The answer.
  @inlinable
  @inline(__always)
  public func answer<Arguments, Output>(
    _ event: TableEvent<Arguments, Output>, _ arguments: Arguments, on table: any TableHost
  ) -> Output {
    // Each branch opens its own scope, after the lookup; see the row form above.
    let index = event.id.rawValue
    if slots.hasSlot(index), let pointer = slots.base[index].everywhere {
      let stamp = CallScope.open(callScopes)
      defer { CallScope.close(callScopes) }
      return invokeBox(pointer, TableCall(table: table, arguments: arguments, stamp: stamp))
    }
    let stamp = CallScope.open(callScopes)
    defer { CallScope.close(callScopes) }
    return event.defaultAnswer(TableCall(table: table, arguments: arguments, stamp: stamp))
  }

  /// Answers a table event that takes no arguments.
  ///
  /// - Parameters:
  ///   - event: The event.
  ///   - table: The table being served.
  /// - Returns: The answer.
  @inlinable
  @inline(__always)
  public func answer<Output>(_ event: TableEvent<Void, Output>, on table: any TableHost) -> Output {
    answer(event, (), on: table)
  }

  /// Answers `numberOfSections` and records the answer in ``shape``.
  ///
  /// Hosts call this instead of ``answer(_:on:)`` when the table asks for its counts, so that
  /// structural edits are checked against what the table was told. A negative answer counts as
  /// 0 and is reported to ``misuseHandler``.
  ///
  /// - Precondition: The answer is at most ``maximumIndex`` + 1.
  /// - Parameter table: The table being served.
  /// - Returns: The number of sections.
  public func numberOfSections(on table: any TableHost) -> Int {
    recordSectionCount(answer(.numberOfSections, on: table))
  }

  /// Checks and records a section count.
  func recordSectionCount(_ answer: Int) -> Int {
    var count = answer
    if count < 0 {
      reportMisuse(.negativeCount(count, event: "numberOfSections", section: nil))
      count = 0
    }
    precondition(
      count <= TableHandlers.maximumIndex + 1,
      "TableHandlers: numberOfSections answered \(count); a table has at most \(TableHandlers.maximumIndex + 1) sections"
    )
    sectionCountTold(count)
    if count < shape.rowCounts.count {
      shape.rowCounts.removeLast(shape.rowCounts.count - count)
    } else if count > shape.rowCounts.count {
      shape.rowCounts.append(contentsOf: repeatElement(0, count: count - shape.rowCounts.count))
    }
    return count
  }

  /// Answers `numberOfRows` for a section and records the answer in ``shape``.
  ///
  /// The answer is recorded for sections the shape has (UIKit asks the section count first);
  /// a negative answer counts as 0 and is reported to ``misuseHandler``.
  ///
  /// - Parameters:
  ///   - section: The section.
  ///   - table: The table being served.
  /// - Returns: The number of rows.
  public func numberOfRows(inSection section: Int, on table: any TableHost) -> Int {
    recordRowCount(answer(.numberOfRows, in: section, on: table), section)
  }

  /// Checks and records a section's row count.
  func recordRowCount(_ answer: Int, _ section: Int) -> Int {
    var count = answer
    if count < 0 {
      reportMisuse(.negativeCount(count, event: "numberOfRows", section: section))
      count = 0
    }
    if section >= 0, section < shape.rowCounts.count {
      rowCountTold(count, inSection: section)
      shape.rowCounts[section] = count
    }
    return count
  }

  /// Asks the table's counts afresh and records them, as a reload does.
  ///
  /// - Parameter table: The table being served.
  /// - Returns: The new shape.
  /// - Complexity: O(*s*) dispatches for *s* sections.
  @discardableResult
  public func reloadShape(on table: any TableHost) -> TableShape {
    let sections = numberOfSections(on: table)
    for section in 0..<sections { _ = numberOfRows(inSection: section, on: table) }
    return shape
  }

  /// The handler answering a row: the row's own, else its section's, else the table's.
  ///
  /// Always inlined: called out of line from another module, its reads of `slots` each pay a
  /// dynamic exclusivity check (measured: 75 instructions a dispatch).
  @inlinable
  @inline(__always)
  func rowHandler(_ index: Int, _ position: TablePosition) -> BoxPointer? {
    guard slots.hasSlot(index) else { return nil }
    // Unsigned compares reject negative indexes in the same test.
    let section = position.section
    let row = position.row
    if UInt(bitPattern: section) < UInt(bitPattern: slots.base[index].rows.count),
      UInt(bitPattern: row) < UInt(bitPattern: slots.base[index].rows[section].count),
      let pointer = slots.base[index].rows[section][row]
    {
      return pointer
    }
    if UInt(bitPattern: section) < UInt(bitPattern: slots.base[index].sections.count),
      let pointer = slots.base[index].sections[section]
    {
      return pointer
    }
    return slots.base[index].everywhere
  }

  /// The handler answering a section: its own, else the all-sections one; always inlined, as
  /// ``rowHandler(_:_:)`` is.
  @inlinable
  @inline(__always)
  func sectionHandler(_ index: Int, _ section: Int) -> BoxPointer? {
    guard slots.hasSlot(index) else { return nil }
    if UInt(bitPattern: section) < UInt(bitPattern: slots.base[index].sections.count),
      let pointer = slots.base[index].sections[section]
    {
      return pointer
    }
    return slots.base[index].everywhere
  }

  // MARK: For hosts that call the app's own object themselves

  // The one way an app's answer reaches the dispatcher. The UIKit adapter calls the app's data
  // source and delegate itself, with UIKit's own arguments, and passes the answer here: an
  // event's whole path then reads in the adapter's method, this file and the handler storage.
  // The order: the app's object first (asked by the host), a handler's answer wins, else the
  // app's answer, else the event's default; events that return nothing run both, app first (the
  // host calls the app, then dispatches).

  /// A row event's answer from a handler or, failing that, the app's object (asked by the host
  /// before the call); `nil` when neither answers.
  ///
  /// - Parameters:
  ///   - event: The event.
  ///   - position: The row.
  ///   - arguments: The event's arguments.
  ///   - table: The table being served.
  ///   - appAnswer: What the host's app object answered, or `nil` if it was not asked.
  /// - Returns: The answer, or `nil` for the host's own absent-method answer.
  @inlinable
  @inline(__always)
  package func answerIfAnswered<Arguments, Output>(
    _ event: RowEvent<Arguments, Output>, at position: TablePosition, _ arguments: Arguments,
    on table: any TableHost, after appAnswer: Output?
  ) -> Output? {
    if rowHandler(event.id.rawValue, position) != nil {
      return answer(event, at: position, arguments, on: table)
    }
    return appAnswer
  }

  /// A row event's answer from a handler or the app's object, else the event's default; see ``answerIfAnswered(_:at:_:on:after:)-(RowEvent<Arguments,Output>,_,_,_,_)``.
  @inlinable
  @inline(__always)
  package func answer<Arguments, Output>(
    _ event: RowEvent<Arguments, Output>, at position: TablePosition, _ arguments: Arguments,
    on table: any TableHost, after appAnswer: Output?
  ) -> Output {
    if let appAnswer, rowHandler(event.id.rawValue, position) == nil { return appAnswer }
    return answer(event, at: position, arguments, on: table)
  }

  /// A section event's answer from a handler or the app's object; `nil` when neither answers.
  @inlinable
  @inline(__always)
  package func answerIfAnswered<Arguments, Output>(
    _ event: SectionEvent<Arguments, Output>, in section: Int, _ arguments: Arguments,
    on table: any TableHost, after appAnswer: Output?
  ) -> Output? {
    if sectionHandler(event.id.rawValue, section) != nil {
      return answer(event, in: section, arguments, on: table)
    }
    return appAnswer
  }

  /// A section event's answer from a handler or the app's object, else the event's default.
  @inlinable
  @inline(__always)
  package func answer<Arguments, Output>(
    _ event: SectionEvent<Arguments, Output>, in section: Int, _ arguments: Arguments,
    on table: any TableHost, after appAnswer: Output?
  ) -> Output {
    if let appAnswer, sectionHandler(event.id.rawValue, section) == nil { return appAnswer }
    return answer(event, in: section, arguments, on: table)
  }

  /// A table event's answer from its handler or the app's object, else the event's default.
  @inlinable
  @inline(__always)
  package func answer<Arguments, Output>(
    _ event: TableEvent<Arguments, Output>, _ arguments: Arguments, on table: any TableHost,
    after appAnswer: Output?
  ) -> Output {
    let index = event.id.rawValue
    if let appAnswer, !slots.hasSlot(index) || slots.base[index].everywhere == nil {
      return appAnswer
    }
    return answer(event, arguments, on: table)
  }

  /// A row height from a handler or the app's object, checked as
  /// ``height(_:at:on:)`` checks it; `nil` when none answers.
  package func heightIfAnswered(
    _ event: RowEvent<Void, Double>, at position: TablePosition, on table: any TableHost,
    after appAnswer: Double?
  ) -> Double? {
    answerIfAnswered(event, at: position, (), on: table, after: appAnswer).map {
      checkedHeight($0, event.id, position.section, position.row)
    }
  }

  /// A header or footer height from a handler or the app's object, checked;
  /// `nil` when none answers.
  package func heightIfAnswered(
    _ event: SectionEvent<Void, Double>, in section: Int, on table: any TableHost,
    after appAnswer: Double?
  ) -> Double? {
    answerIfAnswered(event, in: section, (), on: table, after: appAnswer).map {
      checkedHeight($0, event.id, section, nil)
    }
  }

  /// Answers `numberOfSections` after the app's object's answer, and records
  /// it in ``shape``; see ``numberOfSections(on:)``.
  package func numberOfSections(on table: any TableHost, after appAnswer: Int?) -> Int {
    recordSectionCount(answer(.numberOfSections, (), on: table, after: appAnswer))
  }

  /// Answers `numberOfRows` after the app's object's answer, and records it in
  /// ``shape``; see ``numberOfRows(inSection:on:)``.
  package func numberOfRows(inSection section: Int, on table: any TableHost, after appAnswer: Int?)
    -> Int
  {
    recordRowCount(answer(.numberOfRows, in: section, (), on: table, after: appAnswer), section)
  }

  /// Whether a handler answers a row event at a row: the row's own, its section's or the
  /// table's.
  ///
  /// For hosts whose behaviour at a row depends on whether that row is answered: the UIKit
  /// adapter offers swipe-to-delete only on rows a `commitEditing` handler answers.
  ///
  /// - Parameters:
  ///   - id: The row event's identifier.
  ///   - position: The row.
  /// - Returns: `true` if a handler answers the event at `position`.
  package func hasRowHandler(_ id: EventID, at position: TablePosition) -> Bool {
    rowHandler(id.rawValue, position) != nil
  }

  /// How closely a row event's answer at a row is registered.
  ///
  /// `3` for a handler at the row itself, `2` at its section, `1` for the whole table, `nil`
  /// when no handler answers. A host that answers one UIKit method from two events (a
  /// platform-neutral one and a UIKit-typed one) compares them with it, so that the row >
  /// section > table rule holds across the two.
  ///
  /// - Parameters:
  ///   - id: The row event.
  ///   - position: The row.
  /// - Returns: The reach, or `nil`.
  package func rowHandlerReach(_ id: EventID, at position: TablePosition) -> Int? {
    let index = id.rawValue
    if slots.hasSlot(index) {
      let section = position.section
      let row = position.row
      if section >= 0, section < slots.base[index].rows.count, row >= 0,
        row < slots.base[index].rows[section].count, slots.base[index].rows[section][row] != nil
      {
        return 3
      }
      if section >= 0, section < slots.base[index].sections.count,
        slots.base[index].sections[section] != nil
      {
        return 2
      }
      if slots.base[index].everywhere != nil { return 1 }
    }
    return nil
  }

  /// Whether a platform-neutral event's handler answers a row where a UIKit-typed event answers
  /// the same UIKit method (swipe actions, context menus, cells): only where it reaches the row
  /// more closely (``rowHandlerReach(_:at:)``); at the same reach the UIKit-typed one wins, being
  /// the more specific.
  ///
  /// - Parameters:
  ///   - neutral: The platform-neutral row event.
  ///   - typed: The UIKit-typed row event.
  ///   - position: The row.
  /// - Returns: `true` where the neutral event's handler answers.
  package func neutralAnswers(_ neutral: EventID, over typed: EventID, at position: TablePosition)
    -> Bool
  {
    guard let reach = rowHandlerReach(neutral, at: position) else { return false }
    return reach > rowHandlerReach(typed, at: position) ?? 0
  }
}
