#if os(iOS) || os(Linux)
  #if canImport(UIKit)
    import UIKit
  #else
    import Foundation
    import UIKitStandIn
  #endif
  import TableHandlersCore
  import TableHandlersDeclarative

  /// Shows a declared table on a collection view's list: each update in one batch, when it is
  /// safe, with the same waits as on a table view (``TableViewDeclaredHost``).
  ///
  /// The registry changes inside `performBatchUpdates`, before the edits are told. After the
  /// batch, rows whose content changed are reconfigured in their cells (`reconfigureItems`, iOS
  /// 15; reloaded before), rows that need another kind of cell are reloaded, and the headers and
  /// footers of sections whose titles changed are refreshed in place, or their sections reloaded
  /// where a header or footer comes or goes (the list layout decides that per section, so the
  /// layout is invalidated too). An update asked for without animation, or for a list in no
  /// window, reloads the data instead.
  ///
  /// Held by the declared table (its host); holds the collection view and the registry weakly.
  @available(iOS 14, *)
  @MainActor
  final class ListDeclaredHost: DeclaredTableHost {
    /// The collection view shown.
    private weak var collectionView: UICollectionView?

    /// The registry the declared table fills.
    private weak var handlers: TableHandlers?

    /// How many batches this host started whose animation has not completed.
    private var animatingBatches = 0

    /// A settle that waits for the running animations.
    private var afterAnimations: (@MainActor () -> Void)?

    /// Whether the update being applied reloaded the collection view's data.
    private var reloadedData = false

    /// For each section of the update's `reconfiguredSections`, by its index after the update:
    /// whether it had a header title and a footer title before the update.
    private var titlesBefore: [Int: (header: Bool, footer: Bool)] = [:]

    init(collectionView: UICollectionView, handlers: TableHandlers) {
      self.collectionView = collectionView
      self.handlers = handlers
    }

    /// The adapter serving the declared table's registry on the list, or `nil` once the
    /// collection view is gone or serves something else: updates then change the registry
    /// alone.
    private var adapter: ListAdapter? {
      guard let adapter = collectionView?.listAdapter, adapter.handlers === handlers else {
        return nil
      }
      return adapter
    }

    var updateWait: DeclaredUpdateWait? {
      guard let adapter else { return nil }
      if animatingBatches > 0 { return .animation }
      if adapter.whenSafe.waitsForCallback { return .callback }
      return adapter.whenSafe.isSafe ? nil : .batch
    }

    func settleWhenReady(_ settle: @escaping @MainActor () -> Void) {
      guard let adapter else { return settle() }
      guard animatingBatches == 0 else {
        afterAnimations = settle
        return
      }
      adapter.whenSafe.perform(ObjectIdentifier(self), settle)
    }

    func performUpdate(_ diff: DeclarationDiff, animated: Bool, _ apply: () throws -> Void) throws {
      reloadedData = false
      guard let collectionView, let adapter else { return try apply() }
      noteTitles(of: diff, on: collectionView)
      try adapter.whenSafe.whileApplying {
        guard !diff.isEmpty else { return try apply() }
        guard animated, collectionView.window != nil else {
          try apply()
          reloadedData = true
          collectionView.reloadData()
          collectionView.collectionViewLayout.invalidateLayout()
          return
        }
        guard !diff.update.isEmpty else { return try apply() }
        var failure: (any Error)?
        animatingBatches += 1
        withoutActuallyEscaping(apply) { apply in
          collectionView.performBatchUpdates(
            {
              do {
                try apply()
                collectionView.tell(diff.update)
              } catch {
                failure = error
              }
            },
            completion: { [weak self] _ in self?.batchDidFinish() })
        }
        if let failure { throw failure }
      }
    }

    func didApplyUpdate(_ diff: DeclarationDiff) {
      guard !reloadedData, let collectionView, let adapter else { return }
      adapter.whenSafe.whileApplying {
        if !diff.reconfiguredRows.isEmpty {
          let paths = diff.reconfiguredRows.map { IndexPath($0) }
          if #available(iOS 15, *) {
            collectionView.reconfigureItems(at: paths)
          } else {
            collectionView.reloadItems(at: paths)
          }
        }
        if !diff.reloadedRows.isEmpty {
          collectionView.reloadItems(at: diff.reloadedRows.map { IndexPath($0) })
        }
        guard !diff.reconfiguredSections.isEmpty, let handlers else { return }
        // A header or footer that comes or goes changes the section's list configuration,
        // which the layout asks again when the section is reloaded; the others change in the
        // views on screen.
        var reloads = IndexSet()
        for section in diff.reconfiguredSections {
          guard let before = titlesBefore[section] else { continue }
          let header = handlers.answer(.titleForHeader, in: section, on: collectionView) != nil
          let footer = handlers.answer(.titleForFooter, in: section, on: collectionView) != nil
          if header != before.header || footer != before.footer { reloads.insert(section) }
        }
        refreshTitles(
          inSections: diff.reconfiguredSections.filter { !reloads.contains($0) },
          on: collectionView, adapter: adapter)
        if !reloads.isEmpty {
          collectionView.collectionViewLayout.invalidateLayout()
          animatingBatches += 1
          collectionView.performBatchUpdates(
            { collectionView.reloadSections(reloads) },
            completion: { [weak self] _ in self?.batchDidFinish() })
        }
      }
    }

    /// Shows the current titles in the headers and footers on screen of some sections.
    private func refreshTitles(
      inSections sections: [Int], on collectionView: UICollectionView, adapter: ListAdapter
    ) {
      let wanted = Set(sections)
      for kind in [
        UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter,
      ] {
        let isHeader = kind == UICollectionView.elementKindSectionHeader
        for indexPath in collectionView.indexPathsForVisibleSupplementaryElements(ofKind: kind)
        where wanted.contains(indexPath.section) {
          guard
            let view = collectionView.supplementaryView(forElementKind: kind, at: indexPath)
              as? UICollectionViewListCell
          else { continue }
          var configuration = ListCell.titleConfiguration(
            isHeader: isHeader, appearance: adapter.appearance)
          configuration.text = adapter.title(
            isHeader: isHeader, in: indexPath.section, on: collectionView)
          view.contentConfiguration = configuration
        }
      }
    }

    /// Notes, before the registry changes, which of the sections whose titles change had a
    /// header and a footer title.
    private func noteTitles(of diff: DeclarationDiff, on collectionView: UICollectionView) {
      titlesBefore = [:]
      guard !diff.reconfiguredSections.isEmpty, let handlers,
        let mapping = try? diff.update.mapping(from: handlers.shape)
      else { return }
      let changed = Set(diff.reconfiguredSections)
      for old in 0..<handlers.shape.sectionCount {
        guard let new = mapping.newSection(of: old), changed.contains(new) else { continue }
        titlesBefore[new] = (
          handlers.answer(.titleForHeader, in: old, on: collectionView) != nil,
          handlers.answer(.titleForFooter, in: old, on: collectionView) != nil
        )
      }
    }

    /// A batch's animation completed: a settle that waited for it runs when it is safe.
    private func batchDidFinish() {
      animatingBatches -= 1
      guard animatingBatches == 0, let settle = afterAnimations else { return }
      afterAnimations = nil
      settleWhenReady(settle)
    }
  }

  @available(iOS 14, *)
  extension DeclaredTable {
    /// Shows the declared table on a collection view as a list of the given appearance.
    ///
    /// The registry serves the collection view (`TableHandlers.attach(to:appearance:)`), the
    /// list is loaded, and every later `update(to:)` is applied as on a table view, in one
    /// batch, when it is safe.
    ///
    /// ```swift
    /// table.attach(to: collectionView, appearance: .insetGrouped)
    /// ```
    ///
    /// Moving a screen from a table view to a list is this one call.
    ///
    /// - Parameters:
    ///   - collectionView: The collection view.
    ///   - appearance: How the list's sections look.
    public func attach(to collectionView: UICollectionView, appearance: ListAppearance) {
      handlers.attach(to: collectionView, appearance: appearance)
      collectionView.reloadData()
      host = ListDeclaredHost(collectionView: collectionView, handlers: handlers)
    }
  }
#endif
