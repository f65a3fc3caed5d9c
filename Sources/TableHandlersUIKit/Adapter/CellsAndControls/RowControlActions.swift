#if os(iOS) || os(Linux)
  #if canImport(UIKit)
    import UIKit
  #else
    import Foundation
    import UIKitStandIn
  #endif
  import TableHandlersCore

  // Every control sends its actions to one target, `RowControlActions.shared`, which holds
  // nothing of a row: at change time it finds the control's cell (its superviews), the cell's
  // table view and adapter, and the row with `indexPath(for:)`, so that a reused cell, or a row
  // that moved since the cell was configured, reaches the right row. Then the model wins: the
  // row's content is asked again and the control shows its value.

  /// The one target of the adapter's controls: it finds the control's row when the value
  /// changes, dispatches the event there, then shows the model's value again.
  ///
  /// Shared and never released: UIKit does not retain a control's target (UIControl.h), and a
  /// control can outlive the adapter that configured it (a detached registry's cells).
  @MainActor
  final class RowControlActions: NSObject {
    /// The target of every control the adapter makes.
    static let shared = RowControlActions()

    #if canImport(UIKit)
      static let valueChanged = #selector(RowControlActions.controlValueChanged(_:))
      static let submitted = #selector(RowControlActions.textFieldSubmitted(_:))
      static let editingEnded = #selector(RowControlActions.textFieldEditingEnded(_:))
      static let disclosureTapped = #selector(RowControlActions.outlineDisclosureTapped(_:))
      static let detailButtonTapped = #selector(RowControlActions.detailButtonTapped(_:))

      @objc func controlValueChanged(_ sender: UIControl) { valueChanged(sender) }
      @objc func textFieldSubmitted(_ sender: UIControl) { submitted(sender) }
      @objc func textFieldEditingEnded(_ sender: UIControl) { showModel(sender) }
      @objc func outlineDisclosureTapped(_ sender: UIControl) { disclosureTapped(sender) }
      @objc func detailButtonTapped(_ sender: UIControl) { detailTapped(sender) }
    #else
      static let valueChanged = Selector("controlValueChanged:")
      static let submitted = Selector("textFieldSubmitted:")
      static let editingEnded = Selector("textFieldEditingEnded:")
      static let disclosureTapped = Selector("outlineDisclosureTapped:")
      static let detailButtonTapped = Selector("detailButtonTapped:")
    #endif

    /// A new control sending an action (by default `.valueChanged`'s) to the shared target.
    static func sending<Control: UIControl>(
      _ control: Control, _ action: Selector = RowControlActions.valueChanged,
      for events: UIControl.Event = .valueChanged
    ) -> Control {
      sendingToShared(control, action, for: events)
      return control
    }

    /// A new text field sending its typing, its return key and its end of editing to the shared
    /// target.
    static func sendingText(_ field: UITextField) -> UITextField {
      sendingToShared(field, valueChanged, for: .editingChanged)
      sendingToShared(field, submitted, for: .editingDidEndOnExit)
      sendingToShared(field, editingEnded, for: .editingDidEnd)
      return field
    }

    /// Adds the shared target to a control, for one action and its events.
    ///
    /// Every control is given the shared target here and nowhere else: the first weak
    /// reference to the shared target allocates its weak side table in this function, which is
    /// the one frame the address sanitizer's leak suppression names
    /// (`Scripts/lsan-suppressions.txt` says why that allocation is not a leak).
    private static func sendingToShared(
      _ control: UIControl, _ action: Selector, for events: UIControl.Event
    ) {
      control.addTarget(shared, action: action, for: events)
    }

    /// A control's value as the core's.
    static func value(of control: UIControl) -> RowControlValue? {
      switch control {
      case let toggle as UISwitch: return .toggle(toggle.isOn)
      case let segments as UISegmentedControl:
        let index = segments.selectedSegmentIndex
        return .segment(index == UISegmentedControl.noSegment ? nil : index)
      case let slider as UISlider: return .slider(Double(slider.value))
      case let stepper as UIStepper: return .stepper(stepper.value)
      case let field as UITextField: return .text(field.text ?? "")
      default: return nil
      }
    }

    /// The user changed a control: `controlValueChanged` at the row's position now, then the
    /// model's value.
    ///
    /// The handler runs as a batch of the adapter's queue (``ApplyWhenSafe``), not as a UIKit
    /// callback: a control's action is no table view callback, so an update the handler asks
    /// for (a declared table's `update(to:)`) is applied as soon as it returns, before the
    /// control is set to the model's value.
    func valueChanged(_ control: UIControl) {
      guard let row = Row(of: control), let value = Self.value(of: control) else { return }
      row.adapter.whenSafe.running(.control) {
        row.handlers.answer(.controlValueChanged, at: row.position, value, on: row.host)
      }
      showModel(control)
    }

    /// The user pressed return in a text field: `textFieldDidSubmit` with its text; an update
    /// the handler asks for is applied when it returns, as for ``valueChanged(_:)``.
    func submitted(_ control: UIControl) {
      guard let row = Row(of: control), let field = control as? UITextField else { return }
      row.adapter.whenSafe.running(.control) {
        row.handlers.answer(.textFieldDidSubmit, at: row.position, field.text ?? "", on: row.host)
      }
    }

    /// The user tapped a row's outline disclosure control: `outlineDisclosureTapped` at the
    /// row's position now; the expansion it asks for is applied when the handler returns, as
    /// for ``valueChanged(_:)``.
    func disclosureTapped(_ control: UIControl) {
      guard let row = Row(of: control) else { return }
      row.adapter.whenSafe.running(.disclosure) {
        row.handlers.answer(.outlineDisclosureTapped, at: row.position, on: row.host)
      }
    }

    /// The user tapped the detail button beside a table view row's own accessory view: the
    /// row's detail button is reported as UIKit reports its own
    /// (``TableViewAdapter/stackedDetailButtonTapped(at:on:)``).
    func detailTapped(_ control: UIControl) {
      guard let row = Row(of: control), let adapter = row.adapter as? TableViewAdapter,
        let tableView = row.host as? UITableView
      else { return }
      adapter.stackedDetailButtonTapped(at: IndexPath(row.position), on: tableView)
    }

    /// Shows the model's value in the control's cell.
    ///
    /// The row's content is asked again where the row is now (the handler may have moved it).
    /// A text field being edited keeps its text.
    func showModel(_ control: UIControl) {
      Row(of: control)?.showModel()
    }

    /// Where a control is now: its table view or list, registry and row, and how its cell
    /// shows the row's content again.
    @MainActor
    struct Row {
      let host: any TableHost
      let handlers: TableHandlers
      let adapter: HostAdapter
      let position: TablePosition
      /// Shows the row's content, as it is now, in the control's cell.
      let showModel: @MainActor () -> Void

      /// Finds the control's cell among its superviews, the cell's table view or list among the
      /// cell's, and the row with `indexPath(for:)`; `nil` when the cell is not shown or no
      /// registry is attached.
      init?(of control: UIControl) {
        var view = control.superview
        while let current = view, !(current is UITableViewCell || current is UICollectionViewCell) {
          view = current.superview
        }
        if let cell = view as? UITableViewCell {
          self.init(tableViewCell: cell)
        } else if #available(iOS 14, *), let cell = view as? UICollectionViewListCell {
          self.init(listCell: cell)
        } else {
          return nil
        }
      }

      private init?(tableViewCell cell: UITableViewCell) {
        var view = cell.superview
        while let current = view, !(current is UITableView) { view = current.superview }
        guard let tableView = view as? UITableView, let adapter = tableView.handlersAdapter,
          let indexPath = tableView.indexPath(for: cell)
        else { return nil }
        let handlers = adapter.handlers
        let position = TablePosition(indexPath)
        self.host = tableView
        self.handlers = handlers
        self.adapter = adapter
        self.position = position
        // The whole content, as a list reconfigures its cell and the headless table reads it:
        // the handler may have changed the row's texts or whether it is enabled too. A row
        // shown by a content configuration keeps it: only its accessories are shown again.
        showModel = {
          let content = handlers.answer(.rowContent, at: position, on: tableView)
          let accessoryView: ContentCell.CustomAccessoryMaker = { description, old in
            handlers.viewKinds.accessoryView(for: description, reusing: old, at: position)
          }
          if #available(iOS 14, *),
            (handlers.answerIfAnswered(
              .contentConfiguration, at: position, (), on: tableView, after: nil) ?? nil) != nil
          {
            ContentCell.applyAccessories(
              of: content ?? RowContent(), to: cell, customAccessory: accessoryView)
          } else {
            ContentCell.apply(
              ContentCell.fallback(content), to: cell, customAccessory: accessoryView)
          }
        }
      }

      @available(iOS 14, *)
      private init?(listCell cell: UICollectionViewListCell) {
        var view = cell.superview
        while let current = view, !(current is UICollectionView) { view = current.superview }
        guard let collectionView = view as? UICollectionView,
          let adapter = collectionView.listAdapter,
          let indexPath = collectionView.indexPath(for: cell)
        else { return nil }
        let position = TablePosition(indexPath)
        self.host = collectionView
        self.handlers = adapter.handlers
        self.adapter = adapter
        self.position = position
        showModel = { adapter.configure(cell, at: position, on: collectionView) }
      }
    }
  }

  #if !canImport(UIKit)
    extension RowControlActions: StandInActionTarget {
      /// The stand-in's target-action call: the method the selector names.
      func perform(action: Selector, sender: UIControl) {
        switch action {
        case Self.valueChanged: valueChanged(sender)
        case Self.submitted: submitted(sender)
        case Self.editingEnded: showModel(sender)
        case Self.disclosureTapped: disclosureTapped(sender)
        case Self.detailButtonTapped: detailTapped(sender)
        default: break
        }
      }
    }
  #endif
#endif
