#if !canImport(UIKit)
  import Foundation
  import StandInDoubles
  import Testing
  import UIKitStandIn

  /// A list cell that counts its `prepareForReuse()` calls.
  @MainActor
  final class CountingListCell: UICollectionViewListCell {
    var prepared = 0
    override func prepareForReuse() { prepared += 1 }
  }

  /// Cells and supplementary views of a list: registration, dequeue and reuse, display, the
  /// runtime rules around them, and the headers and footers the list configuration asks for.
  @MainActor
  @Suite("Collection view: cells, reuse and display")
  struct CollectionViewReuseTests {
    @Test func aRegistrationsCellsShowTheirItems() {
      let list = ListFixture([["a", "b"], ["c"]])
      let cell = list.collectionView.displayItem(at: item(1, 0))
      #expect(ListFixture.name(of: cell) == "c")
      #expect(cell.reuseIdentifier == list.registration.standInReuseIdentifier)
      #expect(list.collectionView.cellForItem(at: item(1, 0)) === cell)
      #expect(list.collectionView.indexPathsForVisibleItems == [item(1, 0)])
      #expect(list.collectionView.indexPath(for: cell) == item(1, 0))
      #expect(list.rules.isEmpty)
    }

    @Test func aCellLeavingTheScreenIsReusedAfterPrepareForReuse() {
      let collectionView = UICollectionView(
        frame: .zero,
        collectionViewLayout: UICollectionViewCompositionalLayout.list(
          using: .init(appearance: .plain)))
      collectionView.register(CountingListCell.self, forCellWithReuseIdentifier: "item")
      let app = ListStubApp()
      app.numberOfItems = { _, _ in 3 }
      app.cellForItem = { collectionView, path in
        collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: path)
      }
      collectionView.dataSource = app
      let first = collectionView.displayItem(at: item(0, 0))
      collectionView.endDisplayingItem(at: item(0, 0))
      #expect(collectionView.reusableCellCount(withReuseIdentifier: "item") == 1)
      let second = collectionView.displayItem(at: item(0, 1))
      #expect(first === second)
      #expect((second as? CountingListCell)?.prepared == 1)
      #expect(collectionView.reusableCellCount(withReuseIdentifier: "item") == 0)
    }

    @Test func displayTellsTheDelegateWillDisplayAndDidEndDisplaying() {
      let list = ListFixture([["a"]])
      list.app.willDisplayCell = { [unowned list] _, cell, path in
        list.note("willDisplay \(ListFixture.name(of: cell) ?? "")", path)
      }
      list.app.didEndDisplayingCell = { [unowned list] _, _, path in
        list.note("didEndDisplaying", path)
      }
      list.collectionView.delegate = list.app
      list.collectionView.displayItem(at: item(0, 0))
      list.collectionView.endDisplayingItem(at: item(0, 0))
      #expect(list.log == ["willDisplay a 0.0", "didEndDisplaying 0.0"])
    }

    @Test func aRegistrationMadeInsideACellProviderBreaksARule() {
      let list = ListFixture([["a"]])
      list.app.cellForItem = { [unowned list] collectionView, path in
        let late = UICollectionView.CellRegistration<UICollectionViewListCell, String> { _, _, _ in
        }
        return collectionView.dequeueConfiguredReusableCell(
          using: late, for: path, item: list.sections[0][0])
      }
      list.collectionView.displayItem(at: item(0, 0))
      #expect(list.rules == [.registrationCreatedInsideCellProvider])
      #expect(list.violations[0].message.hasPrefix("Attempted to dequeue a cell using a"))
      #expect(list.violations[0].description.hasPrefix("NSInternalInconsistencyException: "))
    }

    @Test func aRegistrationMadeUpFrontIsReusedWithoutARule() {
      let list = ListFixture([["a", "b"]])
      list.collectionView.displayItem(at: item(0, 0))
      list.collectionView.endDisplayingItem(at: item(0, 0))
      let cell = list.collectionView.displayItem(at: item(0, 1))
      #expect(ListFixture.name(of: cell) == "b")
      #expect(list.rules.isEmpty)
    }

    @Test func aSecondDequeueForOneIndexPathBreaksARule() {
      let list = ListFixture([["a"]])
      list.app.cellForItem = { [unowned list] collectionView, path in
        _ = collectionView.dequeueConfiguredReusableCell(
          using: list.registration, for: path, item: "a")
        return collectionView.dequeueConfiguredReusableCell(
          using: list.registration, for: path, item: "a")
      }
      list.collectionView.displayItem(at: item(0, 0))
      #expect(list.rules == [.dequeueTwiceForOneIndexPath])
      #expect(list.violations[0].message.hasPrefix("Expected dequeued view to be returned"))
    }

    /// A cell dequeued from a display callback, not for a cell request (iOS 18: "Avoid
    /// dequeuing views without a request from the collection view").
    @Test func aCellDequeuedOutsideACellRequestBreaksARule() {
      let list = ListFixture([["a", "b"]])
      list.app.willDisplayCell = { [unowned list] collectionView, _, path in
        // The next item's cell, made ahead from a display callback.
        _ = collectionView.dequeueConfiguredReusableCell(
          using: list.registration, for: IndexPath(item: path.item + 1, section: 0), item: "b")
      }
      list.collectionView.delegate = list.app
      list.collectionView.displayItem(at: item(0, 0))
      #expect(list.rules == [.dequeueWithoutRequest])
      #expect(
        list.violations[0].message.contains(
          "Avoid dequeuing views without a request from the collection view."))
      #expect(
        list.violations[0].message.hasSuffix(
          "Dequeued view: UICollectionElementKindCell with identifier"
            + " \(list.registration.standInReuseIdentifier) at (<NSIndexPath> {length = 2, path"
            + " = 0 - 1})"))
      // App code outside any callback breaks it too, and the dequeue goes on.
      let cell = list.collectionView.dequeueConfiguredReusableCell(
        using: list.registration, for: item(0, 1), item: "b")
      #expect(ListFixture.name(of: cell) == "b")
      #expect(list.rules == [.dequeueWithoutRequest, .dequeueWithoutRequest])
    }

    @Test func cellRequestsToDisplayReloadAndReconfigureBreakNoRule() {
      let list = ListFixture([["a", "b"]])
      list.collectionView.displayItem(at: item(0, 0))
      list.collectionView.displayItem(at: item(0, 1))
      list.collectionView.reloadItems(at: [item(0, 0)])
      list.collectionView.reconfigureItems(at: [item(0, 1)])
      #expect(list.rules.isEmpty)
    }

    @Test func aCellTheDataSourceMadeItselfBreaksARule() {
      let list = ListFixture([["a"]])
      list.app.cellForItem = { _, _ in UICollectionViewListCell() }
      list.collectionView.displayItem(at: item(0, 0))
      #expect(list.rules == [.viewNotDequeued])
      #expect(list.violations[0].message.contains("does not have a reuseIdentifier"))
    }

    @Test func reconfiguringKeepsTheCellWithoutPrepareForReuse() {
      let list = ListFixture([["a", "b"]])
      let cell = list.collectionView.displayItem(at: item(0, 0))
      list.sections[0][0] = "A"
      list.collectionView.reconfigureItems(at: [item(0, 0)])
      #expect(list.collectionView.cellForItem(at: item(0, 0)) === cell)
      #expect(ListFixture.name(of: cell) == "A")
      #expect(list.collectionView.reconfiguredWithAnotherCell.isEmpty)
      #expect(list.rules.isEmpty)
    }

    /// code-payments/code-ios-app PR #483, on a list: the item is asked at once, at its index
    /// path before the batch.
    @Test func aReconfigurationInsideABatchIsResolvedAtOnceAtTheIndexPathBeforeTheBatch() {
      let list = ListFixture([["a", "b"]])
      list.collectionView.displayItem(at: item(0, 0))
      let cellOfB = list.collectionView.displayItem(at: item(0, 1))
      var namedDuringTheBatch: String?
      list.collectionView.performBatchUpdates {
        list.sections[0] = ["x", "a", "B"]
        list.collectionView.insertItems(at: [item(0, 0)])
        list.collectionView.reconfigureItems(at: [item(0, 1)])
        namedDuringTheBatch = ListFixture.name(of: cellOfB)
      }
      #expect(namedDuringTheBatch == "a")
      #expect(list.collectionView.cellForItem(at: item(0, 2)) === cellOfB)
      #expect(ListFixture.name(of: cellOfB) == "a")
      #expect(list.rules.isEmpty)
      list.collectionView.reconfigureItems(at: [item(0, 2)])
      #expect(ListFixture.name(of: cellOfB) == "B")
    }

    /// Apple, `reloadData()`: the collection view discards the visible items and "only
    /// displays those cells and supplementary views that are visible", at its next layout.
    @Test func reloadDataAsksAgainForTheShownItemsAndHeadersAtTheNextLayout() {
      let list = listWithSupplementaries(header: .supplementary)
      let header = UICollectionView.elementKindSectionHeader
      list.app.didEndDisplayingCell = { [unowned list] _, _, path in
        list.note("didEndDisplaying", path)
      }
      list.collectionView.delegate = list.app
      list.collectionView.displaySupplementaryView(ofKind: header, at: item(1, 0))
      list.collectionView.displayItem(at: item(0, 0))
      list.collectionView.displayItem(at: item(0, 1))
      list.collectionView.displayItem(at: item(1, 0))
      list.sections = [["Fruit"]]
      list.collectionView.reloadData()
      #expect(
        ListFixture.name(of: list.collectionView.cellForItem(at: item(0, 1))) == "apple")
      list.log = []
      list.collectionView.layoutIfNeeded()
      #expect(
        list.log.filter { $0.hasPrefix("didEndDisplaying") }.sorted() == [
          "didEndDisplaying 0.0", "didEndDisplaying 0.1", "didEndDisplaying 1.0",
          "didEndDisplaying \(header) 1.0",
        ])
      #expect(list.collectionView.indexPathsForVisibleItems == [item(0, 0)])
      #expect(ListFixture.name(of: list.collectionView.cellForItem(at: item(0, 0))) == "Fruit")
      #expect(list.collectionView.visibleSupplementaryViews(ofKind: header).isEmpty)
      #expect(list.rules.isEmpty)
    }

    @Test func reloadingGivesANewCell() {
      let list = ListFixture([["a", "b"]])
      list.collectionView.displayItem(at: item(0, 0))
      list.collectionView.displayItem(at: item(0, 1))
      list.sections[0][0] = "A"
      list.collectionView.reloadItems(at: [item(0, 0)])
      #expect(ListFixture.name(of: list.collectionView.cellForItem(at: item(0, 0))) == "A")
      #expect(list.collectionView.visibleCells.count == 2)
    }

    // MARK: Headers and footers, by the list configuration

    /// A list whose sections have `header` and `footer` modes, and a data source that makes
    /// headers and footers from one supplementary registration per kind.
    func listWithSupplementaries(
      header: UICollectionLayoutListConfiguration.HeaderMode,
      footer: UICollectionLayoutListConfiguration.FooterMode = .none
    ) -> ListFixture {
      var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
      configuration.headerMode = header
      configuration.footerMode = footer
      let list = ListFixture([["Fruit", "apple"], ["Veg"]], configuration: configuration)
      let headers = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
        elementKind: UICollectionView.elementKindSectionHeader
      ) { view, _, path in
        var content = UIListContentConfiguration.groupedHeader()
        content.text = "header \(path.section)"
        view.contentConfiguration = content
      }
      let footers = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
        elementKind: UICollectionView.elementKindSectionFooter
      ) { _, _, _ in }
      list.app.viewForSupplementaryElement = { collectionView, kind, path in
        kind == UICollectionView.elementKindSectionHeader
          ? collectionView.dequeueConfiguredReusableSupplementary(using: headers, for: path)
          : collectionView.dequeueConfiguredReusableSupplementary(using: footers, for: path)
      }
      list.app.willDisplaySupplementaryView = { [unowned list] _, _, kind, path in
        list.note("willDisplay \(kind)", path)
      }
      list.app.didEndDisplayingSupplementaryView = { [unowned list] _, _, kind, path in
        list.note("didEndDisplaying \(kind)", path)
      }
      list.collectionView.dataSource = list.app
      list.collectionView.delegate = list.app
      return list
    }

    @Test func aSupplementaryViewDequeuedOutsideItsRequestBreaksARule() {
      let list = listWithSupplementaries(header: .supplementary, footer: .supplementary)
      let header = UICollectionView.elementKindSectionHeader
      let footer = UICollectionView.elementKindSectionFooter
      // Asked for a header and a footer, each its own: no rule.
      list.collectionView.displaySupplementaryView(ofKind: header, at: item(0, 0))
      list.collectionView.displaySupplementaryView(ofKind: footer, at: item(0, 0))
      #expect(list.rules.isEmpty)
      // A header dequeued while a cell is asked for, and from app code.
      let answer = list.app.cellForItem
      list.app.cellForItem = { [unowned list] collectionView, path in
        _ = list.app.viewForSupplementaryElement?(collectionView, header, path)
        return answer!(collectionView, path)
      }
      list.collectionView.dataSource = list.app
      list.collectionView.displayItem(at: item(1, 0))
      _ = list.app.viewForSupplementaryElement?(list.collectionView, footer, item(1, 0))
      #expect(list.rules == [.dequeueWithoutRequest, .dequeueWithoutRequest])
      #expect(
        list.violations.map(\.message).allSatisfy {
          $0.hasPrefix("Expected dequeued view to be returned to the collection view")
        })
      #expect(list.violations[1].message.contains("Dequeued view: \(footer) with identifier"))
    }

    @Test func withHeaderModeNoneNoHeaderShowsWhateverTheDataSourceCanMake() {
      let list = listWithSupplementaries(header: .none)
      let header = list.collectionView.displaySupplementaryView(
        ofKind: UICollectionView.elementKindSectionHeader, at: item(0, 0))
      #expect(header == nil)
      #expect(list.log.isEmpty)
    }

    @Test func withSupplementaryModesTheDataSourceMakesHeadersAndFooters() {
      let list = listWithSupplementaries(header: .supplementary, footer: .supplementary)
      let header = UICollectionView.elementKindSectionHeader
      let footer = UICollectionView.elementKindSectionFooter
      let view = list.collectionView.displaySupplementaryView(ofKind: header, at: item(1, 0))
      list.collectionView.displaySupplementaryView(ofKind: footer, at: item(1, 0))
      #expect(ListFixture.name(of: view as? UICollectionViewCell) == "header 1")
      let content = (view as? UICollectionViewCell)?.contentConfiguration
      #expect((content as? UIListContentConfiguration)?.layout == .groupedHeader)
      #expect(
        list.collectionView.supplementaryView(forElementKind: header, at: item(1, 0)) === view)
      #expect(
        list.collectionView.indexPathsForVisibleSupplementaryElements(ofKind: footer) == [
          item(1, 0)
        ])
      list.collectionView.endDisplayingSupplementaryView(ofKind: header, at: item(1, 0))
      #expect(
        list.log == [
          "willDisplay \(header) 1.0", "willDisplay \(footer) 1.0",
          "didEndDisplaying \(header) 1.0",
        ])
      #expect(list.rules.isEmpty)
    }

    @Test func aDeletedSectionsHeaderLeavesTheScreenAndALaterOneMovesUp() {
      let list = listWithSupplementaries(header: .supplementary)
      let header = UICollectionView.elementKindSectionHeader
      let second = list.collectionView.displaySupplementaryView(ofKind: header, at: item(1, 0))
      list.collectionView.displaySupplementaryView(ofKind: header, at: item(0, 0))
      list.sections.remove(at: 0)
      list.collectionView.deleteSections(IndexSet(integer: 0))
      #expect(list.collectionView.visibleSupplementaryViews(ofKind: header).count == 1)
      #expect(
        list.collectionView.supplementaryView(forElementKind: header, at: item(0, 0)) === second)
      #expect(list.log.last == "didEndDisplaying \(header) 0.0")
    }

    @Test func withFirstItemInSectionTheHeaderIsItemZero() {
      let list = listWithSupplementaries(header: .firstItemInSection)
      let header = list.collectionView.displaySupplementaryView(
        ofKind: UICollectionView.elementKindSectionHeader, at: item(0, 0))
      #expect(header == nil, "no supplementary view: the first item is the header")
      list.collectionView.displayItem(at: item(0, 0))
      #expect(list.collectionView.visibleBehaviourOfItem(at: item(0, 0)).isSectionHeader)
      #expect(!list.collectionView.visibleBehaviourOfItem(at: item(0, 1)).isSectionHeader)
    }

    @Test func aSectionProviderConfiguresEachSectionWhenItIsLaidOut() {
      var asked: [Int] = []
      let layout = UICollectionViewCompositionalLayout(sectionProvider: { section, environment in
        asked.append(section)
        var configuration = UICollectionLayoutListConfiguration(appearance: .sidebar)
        configuration.headerMode = section == 0 ? .supplementary : .none
        return .list(using: configuration, layoutEnvironment: environment)
      })
      let collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
      #expect(collectionView.standInListConfiguration(forSection: 0)?.headerMode == .supplementary)
      #expect(collectionView.standInListConfiguration(forSection: 1)?.headerMode == HeaderMode.none)
      #expect(collectionView.standInListConfiguration(forSection: 1)?.appearance == .sidebar)
      #expect(asked == [0, 1, 1])
      #expect(layout.collectionView === collectionView)
    }

    typealias HeaderMode = UICollectionLayoutListConfiguration.HeaderMode
  }
#endif
