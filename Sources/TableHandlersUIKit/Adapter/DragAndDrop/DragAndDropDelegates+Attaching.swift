#if os(iOS) || os(Linux)
  #if canImport(UIKit)
    import UIKit
  #else
    import Foundation
    import UIKitStandIn
  #endif
  import TableHandlersCore

  // The view's `dragDelegate` and `dropDelegate`, for either host: the app's own are taken over
  // when the adapter attaches and given back when it detaches, as its data source and delegate
  // are; the adapter is each only where its required method is answered
  // (`HostAdapter.answeredMethods()`), re-assigned whenever the answered methods change, so
  // that UIKit asks `responds(to:)` afresh. A table that reorders by drag has
  // `dragInteractionEnabled` on (iOS 14 and earlier leave it off on iPhone).

  extension HostAdapter {
    /// The view's drag or drop delegate at attach, as the app's: kept in `app`, unless it is
    /// the adapter itself.
    ///
    /// - Parameters:
    ///   - delegate: The view's delegate property now.
    ///   - app: Where the adapter keeps the app's delegate.
    func takeAppDelegate<Delegate>(_ delegate: Delegate?, into app: inout Delegate?) {
      if let delegate, !(delegate is Self) { app = delegate }
    }

    /// Assigns one of the view's drag and drop delegate properties.
    ///
    /// The adapter where it answers some of the property's methods, else the app's own
    /// delegate; `nil` first, so that UIKit asks `responds(to:)` afresh. Nothing is assigned
    /// when the answered methods did not change and the property holds the right object.
    ///
    /// - Parameters:
    ///   - delegate: The property now.
    ///   - now: The property's methods the adapter answers now; empty where it is not the
    ///     delegate.
    ///   - before: Those it answered when last assigned, or `nil` when attaching.
    ///   - adapter: The adapter, as the property's type.
    ///   - app: The app's own delegate.
    ///   - assign: Sets the property.
    func assignDelegate<Delegate>(
      _ delegate: Delegate?, answering now: Set<String>, before: Set<String>?, adapter: Delegate,
      app: Delegate?, assign: (Delegate?) -> Void
    ) {
      let wanted = now.isEmpty ? app : adapter
      guard now != before || (delegate as AnyObject?) !== (wanted as AnyObject?) else { return }
      assign(nil)
      assign(wanted)
    }

    /// Gives one of the view's drag and drop delegate properties back the app's delegate,
    /// unless neither the property nor the app has one.
    ///
    /// - Parameters:
    ///   - delegate: The property now.
    ///   - app: The app's own delegate.
    ///   - assign: Sets the property.
    func giveBackDelegate<Delegate>(
      _ delegate: Delegate?, app: Delegate?, assign: (Delegate?) -> Void
    ) {
      if delegate != nil || app != nil { assign(app) }
    }

    /// Turns the view's drag interaction on where the table reorders by drag, remembering that
    /// it was off.
    ///
    /// - Parameters:
    ///   - host: The view.
    ///   - isEnabled: Its `dragInteractionEnabled` now.
    ///   - enable: Turns it on.
    func enableDragInteractionToReorder(
      on host: any TableHost, isEnabled: Bool, enable: () -> Void
    ) {
      guard reordersByDrag(on: host), !isEnabled else { return }
      dragInteractionBefore = dragInteractionBefore ?? false
      enable()
    }

    /// Gives the view back its drag interaction, if the adapter turned it on.
    ///
    /// - Parameter set: Sets the view's `dragInteractionEnabled`.
    func giveBackDragInteraction(_ set: (Bool) -> Void) {
      guard let before = dragInteractionBefore else { return }
      set(before)
      dragInteractionBefore = nil
    }
  }

  extension TableViewAdapter {
    /// Takes the table view's drag and drop delegates as the app's, unless they are the
    /// adapter itself, and learns which methods they implement.
    func takeAppDragAndDropDelegates(from tableView: UITableView) {
      takeAppDelegate(tableView.dragDelegate, into: &app.dragDelegate)
      takeAppDelegate(tableView.dropDelegate, into: &app.dropDelegate)
      app.learnImplementedEvents()
    }

    /// Assigns the drag and drop delegates whose answered methods changed since `before`
    /// (`nil` when attaching), and turns drag interaction on where the table reorders by drag.
    func refreshDragAndDrop(
      on tableView: UITableView, now: AnsweredMethods, before: AnsweredMethods?
    ) {
      assignDelegate(
        tableView.dragDelegate, answering: now.drag, before: before?.drag, adapter: self,
        app: app.dragDelegate
      ) { tableView.dragDelegate = $0 }
      assignDelegate(
        tableView.dropDelegate, answering: now.drop, before: before?.drop, adapter: self,
        app: app.dropDelegate
      ) { tableView.dropDelegate = $0 }
      enableDragInteractionToReorder(
        on: tableView, isEnabled: tableView.dragInteractionEnabled
      ) { tableView.dragInteractionEnabled = true }
    }

    /// Gives the table view back the app's drag and drop delegates and its drag interaction.
    func giveBackDragAndDrop(to tableView: UITableView) {
      giveBackDelegate(tableView.dragDelegate, app: app.dragDelegate) {
        tableView.dragDelegate = $0
      }
      giveBackDelegate(tableView.dropDelegate, app: app.dropDelegate) {
        tableView.dropDelegate = $0
      }
      giveBackDragInteraction { tableView.dragInteractionEnabled = $0 }
    }
  }

  @available(iOS 14, *)
  extension ListAdapter {
    /// Takes the collection view's drag and drop delegates as the app's, unless they are the
    /// adapter itself, and learns which methods they implement.
    func takeAppDragAndDropDelegates(from collectionView: UICollectionView) {
      takeAppDelegate(collectionView.dragDelegate, into: &app.dragDelegate)
      takeAppDelegate(collectionView.dropDelegate, into: &app.dropDelegate)
      app.learnImplementedEvents()
    }

    /// Assigns the drag and drop delegates whose answered methods changed since `before`
    /// (`nil` when attaching), and turns drag interaction on where the list reorders by drag.
    func refreshDragAndDrop(
      on collectionView: UICollectionView, now: AnsweredMethods, before: AnsweredMethods?
    ) {
      assignDelegate(
        collectionView.dragDelegate, answering: now.drag, before: before?.drag, adapter: self,
        app: app.dragDelegate
      ) { collectionView.dragDelegate = $0 }
      assignDelegate(
        collectionView.dropDelegate, answering: now.drop, before: before?.drop, adapter: self,
        app: app.dropDelegate
      ) { collectionView.dropDelegate = $0 }
      enableDragInteractionToReorder(
        on: collectionView, isEnabled: collectionView.dragInteractionEnabled
      ) { collectionView.dragInteractionEnabled = true }
    }

    /// Gives the collection view back the app's drag and drop delegates and its drag
    /// interaction.
    func giveBackDragAndDrop(to collectionView: UICollectionView) {
      giveBackDelegate(collectionView.dragDelegate, app: app.dragDelegate) {
        collectionView.dragDelegate = $0
      }
      giveBackDelegate(collectionView.dropDelegate, app: app.dropDelegate) {
        collectionView.dropDelegate = $0
      }
      giveBackDragInteraction { collectionView.dragInteractionEnabled = $0 }
    }
  }
#endif
