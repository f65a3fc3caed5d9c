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

  extension TableViewAdapter {
    /// Takes the table view's drag and drop delegates as the app's, unless they are the
    /// adapter itself, and learns which methods they implement.
    func takeAppDragAndDropDelegates(from tableView: UITableView) {
      if let drag = tableView.dragDelegate, !(drag is TableViewAdapter) {
        app.dragDelegate = drag
      }
      if let drop = tableView.dropDelegate, !(drop is TableViewAdapter) {
        app.dropDelegate = drop
      }
      app.learnImplementedEvents()
    }

    /// Assigns the drag and drop delegates whose answered methods changed since `before`
    /// (`nil` when attaching), and turns drag interaction on where the table reorders by drag.
    func refreshDragAndDrop(
      on tableView: UITableView, now: AnsweredMethods, before: AnsweredMethods?
    ) {
      let drag: AnyObject? = now.drag.isEmpty ? app.dragDelegate : self
      if now.drag != before?.drag || tableView.dragDelegate !== drag {
        tableView.dragDelegate = nil
        tableView.dragDelegate = now.drag.isEmpty ? app.dragDelegate : self
      }
      let drop: AnyObject? = now.drop.isEmpty ? app.dropDelegate : self
      if now.drop != before?.drop || tableView.dropDelegate !== drop {
        tableView.dropDelegate = nil
        tableView.dropDelegate = now.drop.isEmpty ? app.dropDelegate : self
      }
      if reordersByDrag(on: tableView), !tableView.dragInteractionEnabled {
        dragInteractionBefore = dragInteractionBefore ?? false
        tableView.dragInteractionEnabled = true
      }
    }

    /// Gives the table view back the app's drag and drop delegates and its drag interaction.
    func giveBackDragAndDrop(to tableView: UITableView) {
      if tableView.dragDelegate != nil || app.dragDelegate != nil {
        tableView.dragDelegate = app.dragDelegate
      }
      if tableView.dropDelegate != nil || app.dropDelegate != nil {
        tableView.dropDelegate = app.dropDelegate
      }
      if let before = dragInteractionBefore {
        tableView.dragInteractionEnabled = before
        dragInteractionBefore = nil
      }
    }
  }

  @available(iOS 14, *)
  extension ListAdapter {
    /// Takes the collection view's drag and drop delegates as the app's, unless they are the
    /// adapter itself, and learns which methods they implement.
    func takeAppDragAndDropDelegates(from collectionView: UICollectionView) {
      if let drag = collectionView.dragDelegate, !(drag is ListAdapter) {
        app.dragDelegate = drag
      }
      if let drop = collectionView.dropDelegate, !(drop is ListAdapter) {
        app.dropDelegate = drop
      }
      app.learnImplementedEvents()
    }

    /// Assigns the drag and drop delegates whose answered methods changed since `before`
    /// (`nil` when attaching), and turns drag interaction on where the list reorders by drag.
    func refreshDragAndDrop(
      on collectionView: UICollectionView, now: AnsweredMethods, before: AnsweredMethods?
    ) {
      let drag: AnyObject? = now.drag.isEmpty ? app.dragDelegate : self
      if now.drag != before?.drag || collectionView.dragDelegate !== drag {
        collectionView.dragDelegate = nil
        collectionView.dragDelegate = now.drag.isEmpty ? app.dragDelegate : self
      }
      let drop: AnyObject? = now.drop.isEmpty ? app.dropDelegate : self
      if now.drop != before?.drop || collectionView.dropDelegate !== drop {
        collectionView.dropDelegate = nil
        collectionView.dropDelegate = now.drop.isEmpty ? app.dropDelegate : self
      }
      if reordersByDrag(on: collectionView), !collectionView.dragInteractionEnabled {
        dragInteractionBefore = dragInteractionBefore ?? false
        collectionView.dragInteractionEnabled = true
      }
    }

    /// Gives the collection view back the app's drag and drop delegates and its drag
    /// interaction.
    func giveBackDragAndDrop(to collectionView: UICollectionView) {
      if collectionView.dragDelegate != nil || app.dragDelegate != nil {
        collectionView.dragDelegate = app.dragDelegate
      }
      if collectionView.dropDelegate != nil || app.dropDelegate != nil {
        collectionView.dropDelegate = app.dropDelegate
      }
      if let before = dragInteractionBefore {
        collectionView.dragInteractionEnabled = before
        dragInteractionBefore = nil
      }
    }
  }
#endif
