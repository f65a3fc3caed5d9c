#if os(iOS) || os(Linux)
  #if canImport(UIKit)
    import UIKit
  #else
    import Foundation
    import UIKitStandIn
  #endif
  import TableHandlersCore

  // Attaching and an app's own batch, written once for the table view and the list: each view
  // is an `AdaptedView` whose associated types are its own protocols, the app's objects of a
  // view are a `ViewAppObjects` holding them, and each adapter is a `ViewAdapter` of its view.
  // The adapters' protocol methods stay on their classes (`@objc` on iOS, where a generic
  // class could have none); only the code that assigns and gives back the view's properties,
  // and that hands the view an app's batch, is generic.

  /// A view an adapter serves, as the code written once for both views sees it: its data
  /// source, delegate, prefetch data source and drag and drop delegates, each of its own
  /// protocol's type, its drag interaction, and how it shows a batch and its selection.
  @MainActor
  protocol AdaptedView: UIView, TableHost {
    /// The view's data source protocol, as an existential.
    associatedtype DataSource
    /// The view's delegate protocol.
    associatedtype Delegate
    /// The view's prefetching protocol.
    associatedtype PrefetchDataSource
    /// The view's drag delegate protocol.
    associatedtype DragDelegate
    /// The view's drop delegate protocol.
    associatedtype DropDelegate

    var dataSource: DataSource? { get set }
    var delegate: Delegate? { get set }
    var prefetchDataSource: PrefetchDataSource? { get set }
    var dragDelegate: DragDelegate? { get set }
    var dropDelegate: DropDelegate? { get set }
    var dragInteractionEnabled: Bool { get set }
    var backgroundView: UIView? { get set }
    var allowsMultipleSelection: Bool { get }
    var allowsMultipleSelectionDuringEditing: Bool { get }

    /// How the view animates a batch: a table view's row animation, a list's whether to
    /// animate.
    associatedtype BatchAnimation

    /// The adapter serving the view, if any.
    var servingAdapter: HostAdapter? { get }

    /// The row count of each section, as the view knows them now.
    var shownRowCounts: [Int] { get }

    /// The selected rows.
    var selectedPositions: [TablePosition] { get }

    /// Tells the view the edits of one batch in one `performBatchUpdates`.
    func performBatch(_ update: TableUpdate, _ animation: BatchAnimation)

    /// Selects a row again, without animating, scrolling or telling the delegate.
    func selectAgain(_ position: TablePosition)
  }

  extension AdaptedView {
    /// Applies an app's own structural edits to the registry and the view: each view's
    /// public `performUpdates`.
    ///
    /// The serving adapter's registry (its handlers follow their rows), then the view, in one
    /// `performBatchUpdates`; without an adapter, the view only. The registry checks the whole
    /// batch first; around the user's reorder the adapter holds it back as UIKit needs
    /// (``HostAdapter/performAppUpdate(_:_:)``). A re-attach the edit causes (the last handler
    /// of an event deleted with its row) waits until the batch is applied: inside it, UIKit's
    /// reload would break the batch.
    ///
    /// - Parameters:
    ///   - update: The edits, with `performBatchUpdates` index semantics.
    ///   - animation: How the view animates them.
    /// - Throws: `TableUpdateError` when the edits do not fit the registry's shape; nothing
    ///   changes then.
    func applyAppUpdate(_ update: TableUpdate, _ animation: BatchAnimation) throws {
      guard let adapter = servingAdapter else {
        let batch = update.forOneViewBatch()
        // Where the rows go, for the selection a rebuilt section drops: from the counts before.
        let shape = batch.rebuildsNothing ? nil : TableShape(rowCounts: shownRowCounts)
        return performViewBatch(batch, animation) {
          shape.flatMap { try? update.mapping(from: $0) }
        }
      }
      try adapter.performAppUpdate(update) { [weak self, weak adapter] in
        guard let self, let adapter else { return }
        try adapter.whenSafe.whileApplying {
          let mapping = try adapter.handlers.apply(update)
          self.performViewBatch(update.forOneViewBatch(), animation) { mapping }
        }
        adapter.renameVisibleRowsActions()
      }
    }

    /// Tells the view a batch in one `performBatchUpdates`, then selects again the rows whose
    /// selection the batch dropped where the update keeps them.
    private func performViewBatch(
      _ batch: ViewBatch, _ animation: BatchAnimation, mapping: () -> TableUpdateMapping?
    ) {
      let selected = batch.rebuildsNothing ? [] : selectedPositions
      performBatch(batch.update, animation)
      guard !selected.isEmpty, let mapping = mapping() else { return }
      for row in batch.rowsLosingSelection(selected, through: mapping) { selectAgain(row) }
    }
  }

  extension UITableView: AdaptedView {
    typealias BatchAnimation = UITableView.RowAnimation
    typealias DataSource = any UITableViewDataSource
    typealias Delegate = any UITableViewDelegate
    typealias PrefetchDataSource = any UITableViewDataSourcePrefetching
    typealias DragDelegate = any UITableViewDragDelegate
    typealias DropDelegate = any UITableViewDropDelegate
  }

  @available(iOS 14, *)
  extension UICollectionView: AdaptedView {
    typealias BatchAnimation = Bool
    typealias DataSource = any UICollectionViewDataSource
    typealias Delegate = any UICollectionViewDelegate
    typealias PrefetchDataSource = any UICollectionViewDataSourcePrefetching
    typealias DragDelegate = any UICollectionViewDragDelegate
    typealias DropDelegate = any UICollectionViewDropDelegate
  }

  /// The app's own objects of a view, held weakly (each conforming class stores them as `weak`
  /// properties of its view's protocol types), and which of the adapter's methods they
  /// implement.
  ///
  /// The adapter asks them first, with UIKit's own arguments: each adapter method calls the
  /// app's method it answers itself. Which events they implement is learned from
  /// `responds(to:)` (on Linux, from `StandInResponding`), one selector per event, through
  /// ``methods``, when they are set (``learnImplementedEvents()``), as UIKit learns it when its
  /// properties are assigned.
  @MainActor
  protocol ViewAppObjects: AnyObject {
    /// The view whose protocols the objects implement.
    associatedtype View: AdaptedView

    /// The methods of the view's protocols the adapter implements.
    static var methods: [AdapterMethod] { get }

    var dataSource: View.DataSource? { get set }
    /// The app's delegate, which also receives every scroll-view callback.
    var delegate: View.Delegate? { get set }
    var prefetchDataSource: View.PrefetchDataSource? { get set }
    /// The app's drag delegate, taken from the view when the adapter attaches and given back
    /// when it detaches.
    var dragDelegate: View.DragDelegate? { get set }
    /// The app's drop delegate, taken and given back as ``dragDelegate``.
    var dropDelegate: View.DropDelegate? { get set }

    /// The events whose method the app's objects implement, as last learned.
    var implementedEvents: EventSet { get set }

    /// The methods the app's objects implement, as last learned: where one event has two
    /// methods (a list header's and footer's display, a context menu's two generations), which
    /// one.
    var implementedSelectors: Set<String> { get set }

    init()
  }

  extension ViewAppObjects {
    /// The app's objects, learning which methods they implement.
    init(
      dataSource: View.DataSource?, delegate: View.Delegate?,
      prefetchDataSource: View.PrefetchDataSource?
    ) {
      self.init()
      self.dataSource = dataSource
      self.delegate = delegate
      self.prefetchDataSource = prefetchDataSource
      learnImplementedEvents()
    }

    /// Asks the app's objects again which methods they implement.
    ///
    /// - Complexity: O(*m*) `responds(to:)` calls for the *m* methods of the five protocols.
    func learnImplementedEvents() {
      let implemented = Self.methods.filter { self.implements($0) }
      implementedSelectors = Set(implemented.map(\.selector))
      implementedEvents = EventSet(implemented.map(\.event))
    }

    /// Whether the app's objects implement the method with this selector.
    func implements(selector: String) -> Bool {
      implementedSelectors.contains(selector)
    }

    /// Whether the app's objects implement a row event's method.
    func implements<Arguments, Output>(_ event: RowEvent<Arguments, Output>) -> Bool {
      implementedEvents.contains(event.id)
    }

    /// Whether the app's objects implement a section event's method.
    func implements<Arguments, Output>(_ event: SectionEvent<Arguments, Output>) -> Bool {
      implementedEvents.contains(event.id)
    }

    /// Whether the app's objects implement a table event's method.
    func implements<Arguments, Output>(_ event: TableEvent<Arguments, Output>) -> Bool {
      implementedEvents.contains(event.id)
    }

    /// Whether the app's object for a method implements it; required methods are implemented
    /// by every conforming object.
    func implements(_ method: AdapterMethod) -> Bool {
      let object: AnyObject? =
        switch method.role {
        case .dataSource: dataSource.map { $0 as AnyObject }
        case .delegate: delegate.map { $0 as AnyObject }
        case .prefetching: prefetchDataSource.map { $0 as AnyObject }
        case .dragDelegate: dragDelegate.map { $0 as AnyObject }
        case .dropDelegate: dropDelegate.map { $0 as AnyObject }
        }
      guard let object else { return false }
      return method.isRequired || objectResponds(object, toSelectorNamed: method.selector)
    }
  }

  /// An adapter of one kind of view: the table view's or the list's, each the data source,
  /// delegate, prefetch data source and drag and drop delegate of its view.
  @MainActor
  protocol ViewAdapter: HostAdapter, UIInteraction {
    /// The view the adapter serves.
    associatedtype View: AdaptedView
    /// The app's own objects of the view.
    associatedtype App: ViewAppObjects where App.View == View

    /// The app's own objects, asked first.
    var app: App { get }

    /// The view the adapter serves, while attached.
    var adaptedView: View? { get }

    /// The adapter as the view's data source.
    var asDataSource: View.DataSource { get }
    /// The adapter as the view's delegate.
    var asDelegate: View.Delegate { get }
    /// The adapter as the view's prefetch data source.
    var asPrefetchDataSource: View.PrefetchDataSource { get }
    /// The adapter as the view's drag delegate.
    var asDragDelegate: View.DragDelegate { get }
    /// The adapter as the view's drop delegate.
    var asDropDelegate: View.DropDelegate { get }

    /// Prepares the view, as the adapter attaches, before it becomes its data source (a list
    /// gets its layout).
    func prepare(_ view: View)

    /// Follows a refresh of the answered methods (a list invalidates its layout, since
    /// headers, footers and swipe actions may have come or gone).
    func didRefresh(_ view: View)
  }

  extension ViewAdapter {
    /// Makes the adapter the view's data source, delegate and (when a prefetching event is
    /// answered) prefetch data source, and its drag and drop delegates where they are answered,
    /// the view's own drag and drop delegates becoming the app's.
    ///
    /// The view keeps the adapter as an interaction; the registry's `handledEventsDidChange`
    /// re-caches the answered methods (and still calls what it called before).
    ///
    /// - Parameter view: The view to serve.
    func attach(to view: View) {
      followRegistry()
      view.addInteraction(self)
      takeAppDragAndDropDelegates(from: view)
      cached = answeredMethods()
      snapshot.setAnswered(cached.implemented)
      prepare(view)
      view.dataSource = asDataSource
      view.delegate = asDelegate
      if !cached.prefetching.isEmpty {
        view.prefetchDataSource = asPrefetchDataSource
      } else if view.prefetchDataSource != nil {
        view.prefetchDataSource = nil
      }
      refreshDragAndDrop(on: view, now: cached, before: nil)
    }

    /// Gives the view back its app's objects and its drag interaction.
    ///
    /// The registry gets back its earlier `handledEventsDidChange`, and the view releases the
    /// adapter. A list keeps its layout: it has no other.
    func detachFromView() {
      withExtendedLifetime(self) {
        if let view = adaptedView {
          view.dataSource = app.dataSource
          view.delegate = app.delegate
          if view.prefetchDataSource != nil || app.prefetchDataSource != nil {
            view.prefetchDataSource = app.prefetchDataSource
          }
          if view.dragDelegate != nil || app.dragDelegate != nil {
            view.dragDelegate = app.dragDelegate
          }
          if view.dropDelegate != nil || app.dropDelegate != nil {
            view.dropDelegate = app.dropDelegate
          }
          if let before = dragInteractionBefore {
            view.dragInteractionEnabled = before
            dragInteractionBefore = nil
          }
          view.removeInteraction(self)
        }
        stopFollowingRegistry()
      }
    }

    /// Brings ``SelectorSnapshot`` up to date and, for each view property whose answered
    /// methods changed, assigns `nil` and then the adapter again, so that UIKit asks
    /// `responds(to:)` afresh (it caches the answers on assignment and skips re-assignments of
    /// the same object).
    ///
    /// Nothing is assigned when nothing changed.
    ///
    /// - Parameter view: The view, or `nil` to update only the snapshot.
    func refresh(on view: View?) {
      let now = answeredMethods()
      snapshot.setAnswered(now.implemented)
      let before = cached
      cached = now
      guard let view else { return }
      if now.dataSource != before.dataSource {
        view.dataSource = nil
        view.dataSource = asDataSource
      }
      if now.delegate != before.delegate || now.scrollView != before.scrollView {
        view.delegate = nil
        view.delegate = asDelegate
      }
      if now.prefetching != before.prefetching {
        if view.prefetchDataSource != nil { view.prefetchDataSource = nil }
        if !now.prefetching.isEmpty { view.prefetchDataSource = asPrefetchDataSource }
      }
      refreshDragAndDrop(on: view, now: now, before: before)
      didRefresh(view)
    }

    /// Replaces the app's objects, re-caching the answered methods if they change.
    func setApp(
      dataSource: View.DataSource?, delegate: View.Delegate?,
      prefetchDataSource: View.PrefetchDataSource?
    ) {
      app.dataSource = dataSource
      app.delegate = delegate
      app.prefetchDataSource = prefetchDataSource
      if let view = adaptedView { takeAppDragAndDropDelegates(from: view) }
      app.learnImplementedEvents()
      refreshWhenSafe()
    }

    /// Takes the view's drag and drop delegates as the app's, unless they are the adapter
    /// itself, and learns which methods they implement.
    private func takeAppDragAndDropDelegates(from view: View) {
      if let delegate = view.dragDelegate, !(delegate is Self) { app.dragDelegate = delegate }
      if let delegate = view.dropDelegate, !(delegate is Self) { app.dropDelegate = delegate }
      app.learnImplementedEvents()
    }

    /// Assigns the drag and drop delegates whose answered methods changed since `before`
    /// (`nil` when attaching), and turns drag interaction on where the table reorders by drag
    /// (iOS 14 and earlier leave it off on iPhone), remembering that it was off.
    ///
    /// The adapter is each delegate only where its required method is answered
    /// (``HostAdapter/answeredMethods()``), else the app's own delegate; `nil` first, so that
    /// UIKit asks `responds(to:)` afresh. Nothing is assigned when the answered methods did not
    /// change and the property holds the right object.
    private func refreshDragAndDrop(on view: View, now: AnsweredMethods, before: AnsweredMethods?) {
      let drag = now.drag.isEmpty ? app.dragDelegate : asDragDelegate
      if now.drag != before?.drag || (view.dragDelegate as AnyObject?) !== (drag as AnyObject?) {
        view.dragDelegate = nil
        view.dragDelegate = drag
      }
      let drop = now.drop.isEmpty ? app.dropDelegate : asDropDelegate
      if now.drop != before?.drop || (view.dropDelegate as AnyObject?) !== (drop as AnyObject?) {
        view.dropDelegate = nil
        view.dropDelegate = drop
      }
      guard reordersByDrag(on: view), !view.dragInteractionEnabled else { return }
      dragInteractionBefore = dragInteractionBefore ?? false
      view.dragInteractionEnabled = true
    }
  }
#endif
