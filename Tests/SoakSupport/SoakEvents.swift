import TableHandlersCore

/// Where a soak registers a handler: a row event at a row, a section or the table; a section
/// event at a section or all sections (`.table`); a table event at the table.
package enum SoakScope: Hashable, Sendable {
  /// One row.
  case row(TablePosition)
  /// One section.
  case section(Int)
  /// The whole table.
  case table
}

/// One core event, type-erased for the soak: registers a handler that records its tag when it
/// runs, and dispatches the event and checks the handler's answer came back.
@MainActor
package struct SoakEvent {
  /// Which scopes the event has.
  package enum Family: Sendable {
    /// Row, section and table scopes.
    case row
    /// Section and all-sections scopes.
    case section
    /// The table only.
    case table
  }

  /// The event's name, as `EventID.name` gives it.
  package let name: String
  /// Its family.
  package let family: Family
  /// Registers a handler answering for `tag`.
  package let register: (TableHandlers, SoakScope, Int) -> Void
  /// Removes the handler at a scope.
  package let remove: (TableHandlers, SoakScope) -> Void
  /// Removes every handler of the event.
  package let removeAll: (TableHandlers) -> Void
  /// Dispatches at a position (its section for a section event); returns whether the answer is
  /// the sentinel when a handler ran, and sets ``SoakEvents/fired`` to the tag of the one
  /// that ran.
  package let dispatch: (TableHandlers, TablePosition, any TableHost) -> Bool
}

/// Every core event, in the soak's order; a test checks the list against the core's own.
@MainActor
package enum SoakEvents {
  /// The tag of the last handler that ran; `nil` before a dispatch.
  package static var fired: Int?

  /// The number of events.
  package nonisolated static let count = 55

  /// Every core event.
  package static let all: [SoakEvent] = [
    row(.rowContent, (), RowContent(text: "x")),
    row(.shouldHighlightRow, (), false),
    void(.didHighlightRow, ()),
    void(.didUnhighlightRow, ()),
    row(.willSelectRow, (), TablePosition(section: 9, row: 9)),
    row(.willDeselectRow, (), nil),
    void(.didSelectRow, ()),
    void(.didDeselectRow, ()),
    void(.accessoryButtonTapped, ()),
    row(.canPerformPrimaryAction, (), false),
    void(.performPrimaryAction, ()),
    void(.controlValueChanged, .toggle(true)),
    void(.textFieldDidSubmit, "text"),
    opaque(.leadingSwipeActions) {
      SwipeActions([SwipeAction(title: "s") { _, done in done(true) }])
    },
    opaque(.trailingSwipeActions) {
      SwipeActions([SwipeAction(title: "s") { _, done in done(true) }])
    },
    opaque(.contextMenu) { RowMenu(title: "s", children: []) },
    row(.canEditRow, (), false),
    row(.editingStyle, (), .insert),
    void(.commitEditing, .delete),
    row(.titleForDeleteConfirmationButton, (), "Remove"),
    row(.shouldIndentWhileEditing, (), false),
    void(.willBeginEditing, ()),
    row(.indentationLevel, (), 3),
    row(.canMoveRow, (), false),
    row(.targetForMove, TablePosition(section: 0, row: 0), TablePosition(section: 7, row: 7)),
    void(.moveRow, TablePosition(section: 0, row: 0)),
    row(.shouldShowMenu, (), true),
    row(.canPerformAction, "copy:", true),
    void(.performAction, "copy:"),
    row(.heightForRow, (), 44),
    row(.estimatedHeightForRow, (), 40),
    row(.canFocusRow, (), false),
    row(.selectionFollowsFocus, (), true),
    row(.shouldBeginMultipleSelectionInteraction, (), true),
    void(.didBeginMultipleSelectionInteraction, ()),
    section(.numberOfRows, 5),
    section(.titleForHeader, "H"),
    section(.titleForFooter, "F"),
    section(.customHeaderView, CustomViewDescription(kind: "Header", description: "H")),
    section(.customFooterView, CustomViewDescription(kind: "Footer", description: "F")),
    section(.heightForHeader, 30),
    section(.estimatedHeightForHeader, 31),
    section(.heightForFooter, 32),
    section(.estimatedHeightForFooter, 33),
    table(.numberOfSections, (), 4),
    table(.sectionIndexTitles, (), ["A"]),
    table(.sectionForSectionIndexTitle, (title: "A", index: 0), 9),
    table(.indexPathForPreferredFocusedView, (), TablePosition(section: 2, row: 2)),
    tableVoid(.didEndEditing, nil),
    tableVoid(.didEndMultipleSelectionInteraction, ()),
    dragItems(),
    table(.reordersByDrag, (), true),
    table(.canHandleDrop, dropSession, false),
    table(.dropProposal, dropSession, DropProposal(.move, intent: .insertIntoDestination)),
    tableVoid(.performDrop, TableDrop(session: dropSession, proposal: .cancel, host: NoDropHost())),
  ]

  /// A drop session of one text item over the table's first row.
  private static let dropSession = DropSession(
    items: [DropItem(DragItem(.text("dropped")))], destination: TablePosition(section: 0, row: 0),
    isFromThisTable: false, allowsMove: false)

  /// The drag items event: its handler's answer is one item named by the tag.
  private static func dragItems() -> SoakEvent {
    let event = RowEvent<Void, [DragItem]>.dragItems
    return SoakEvent(
      name: event.id.name, family: .row,
      register: { handlers, scope, tag in
        handlers.on(event, at: rowScope(scope)) { _ in
          fired = tag
          return [DragItem(.text("\(tag)"), suggestedName: "\(tag)")]
        }
      },
      remove: { handlers, scope in handlers.remove(event, at: rowScope(scope)) },
      removeAll: { $0.removeAll(for: event) },
      dispatch: { handlers, position, table in
        fired = nil
        let answer = handlers.answer(event, at: position, on: table)
        return fired.map { answer.map(\.suggestedName) == ["\($0)"] } ?? answer.isEmpty
      })
  }

  private static func rowScope(_ scope: SoakScope) -> RowScope {
    switch scope {
    case .row(let position): return .row(position)
    case .section(let section): return .section(section)
    case .table: return .table
    }
  }

  private static func sectionScope(_ scope: SoakScope) -> SectionScope {
    switch scope {
    case .row(let position): return .section(position.section)
    case .section(let section): return .section(section)
    case .table: return .allSections
    }
  }

  /// A row event whose handler answers `sentinel`.
  private static func row<Arguments, Output: Equatable>(
    _ event: RowEvent<Arguments, Output>, _ arguments: Arguments, _ sentinel: Output
  ) -> SoakEvent {
    SoakEvent(
      name: event.id.name, family: .row,
      register: { handlers, scope, tag in
        handlers.on(event, at: rowScope(scope)) { _ in
          fired = tag
          return sentinel
        }
      },
      remove: { handlers, scope in handlers.remove(event, at: rowScope(scope)) },
      removeAll: { $0.removeAll(for: event) },
      dispatch: { handlers, position, table in
        fired = nil
        let answer = handlers.answer(event, at: position, arguments, on: table)
        return fired == nil || answer == sentinel
      })
  }

  /// A row event whose answer holds closures: a handler's answer is recognized by being there.
  private static func opaque<Output>(
    _ event: RowEvent<Void, Output?>, _ make: @escaping @MainActor () -> Output
  ) -> SoakEvent {
    SoakEvent(
      name: event.id.name, family: .row,
      register: { handlers, scope, tag in
        handlers.on(event, at: rowScope(scope)) { _ in
          fired = tag
          return make()
        }
      },
      remove: { handlers, scope in handlers.remove(event, at: rowScope(scope)) },
      removeAll: { $0.removeAll(for: event) },
      dispatch: { handlers, position, table in
        fired = nil
        let answer = handlers.answer(event, at: position, on: table)
        return fired == nil || answer != nil
      })
  }

  /// A row event that returns nothing: the handler's tag is the whole answer.
  private static func void<Arguments>(_ event: RowEvent<Arguments, Void>, _ arguments: Arguments)
    -> SoakEvent
  {
    SoakEvent(
      name: event.id.name, family: .row,
      register: { handlers, scope, tag in
        handlers.on(event, at: rowScope(scope)) { _ in fired = tag }
      },
      remove: { handlers, scope in handlers.remove(event, at: rowScope(scope)) },
      removeAll: { $0.removeAll(for: event) },
      dispatch: { handlers, position, table in
        fired = nil
        handlers.answer(event, at: position, arguments, on: table)
        return true
      })
  }

  private static func section<Output: Equatable>(
    _ event: SectionEvent<Void, Output>, _ sentinel: Output
  ) -> SoakEvent {
    SoakEvent(
      name: event.id.name, family: .section,
      register: { handlers, scope, tag in
        handlers.on(event, at: sectionScope(scope)) { _ in
          fired = tag
          return sentinel
        }
      },
      remove: { handlers, scope in handlers.remove(event, at: sectionScope(scope)) },
      removeAll: { $0.removeAll(for: event) },
      dispatch: { handlers, position, table in
        fired = nil
        let answer = handlers.answer(event, in: position.section, on: table)
        return fired == nil || answer == sentinel
      })
  }

  private static func table<Arguments, Output: Equatable>(
    _ event: TableEvent<Arguments, Output>, _ arguments: Arguments, _ sentinel: Output
  ) -> SoakEvent {
    SoakEvent(
      name: event.id.name, family: .table,
      register: { handlers, _, tag in
        handlers.on(event) { _ in
          fired = tag
          return sentinel
        }
      },
      remove: { handlers, _ in handlers.remove(event) },
      removeAll: { $0.removeAll(for: event) },
      dispatch: { handlers, _, table in
        fired = nil
        let answer = handlers.answer(event, arguments, on: table)
        return fired == nil || answer == sentinel
      })
  }

  private static func tableVoid<Arguments>(
    _ event: TableEvent<Arguments, Void>, _ arguments: Arguments
  ) -> SoakEvent {
    SoakEvent(
      name: event.id.name, family: .table,
      register: { handlers, _, tag in handlers.on(event) { _ in fired = tag } },
      remove: { handlers, _ in handlers.remove(event) },
      removeAll: { $0.removeAll(for: event) },
      dispatch: { handlers, _, table in
        fired = nil
        handlers.answer(event, arguments, on: table)
        return true
      })
  }
}

/// A drop host for events dispatched without a table to drop on: nothing is ever placed.
@MainActor
private final class NoDropHost: DropHosting {
  func insertPlaceholder(forItemAt index: Int, at position: TablePosition, rowHeight: Double?)
    -> any DropPlaceholderHosting
  {
    preconditionFailure("The soak's drops place no placeholder")
  }

  func animate(itemAt index: Int, toRowAt position: TablePosition) {}
}
