#if !canImport(UIKit)
  import Foundation
  import StandInDoubles
  import Testing
  import UIKitStandIn

  /// A list of named items on a stand-in collection view: its data source and delegate are a
  /// `ListStubApp` whose cells come from one cell registration and show the item's name, and
  /// whose delegate calls are logged by name.
  @MainActor
  final class ListFixture {
    /// The items' names, by section.
    var sections: [[String]]
    /// The collection view's data source and delegate.
    let app = ListStubApp()
    /// The collection view, with a list layout of `configuration`.
    let collectionView: UICollectionView
    /// The calls the delegate got, such as `"didSelect 0.1"`, in order.
    var log: [String] = []
    /// The runtime rules broken, when the fixture handles them.
    var violations: [StandInCollectionRuleViolation] = []
    /// The registration every cell comes from, made up front as UIKit requires.
    let registration: UICollectionView.CellRegistration<UICollectionViewListCell, String>

    /// A list of `sections` with every section configured as `configuration`.
    ///
    /// - Parameters:
    ///   - sections: The items' names, by section.
    ///   - configuration: The list configuration of every section.
    ///   - handlesRules: Whether broken runtime rules are recorded in ``violations`` instead of
    ///     stopping the program.
    init(
      _ sections: [[String]],
      configuration: UICollectionLayoutListConfiguration = .init(appearance: .plain),
      handlesRules: Bool = true
    ) {
      self.sections = sections
      collectionView = UICollectionView(
        frame: .zero,
        collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
      registration = UICollectionView.CellRegistration { cell, _, name in
        var content = cell.defaultContentConfiguration()
        content.text = name
        cell.contentConfiguration = content
      }
      app.numberOfSections = { [unowned self] _ in self.sections.count }
      app.numberOfItems = { [unowned self] _, section in self.sections[section].count }
      app.cellForItem = { [unowned self] collectionView, indexPath in
        collectionView.dequeueConfiguredReusableCell(
          using: registration, for: indexPath,
          item: self.sections[indexPath.section][indexPath.item])
      }
      collectionView.dataSource = app
      collectionView.delegate = app
      if handlesRules {
        collectionView.runtimeRuleHandler = { [unowned self] in violations.append($0) }
      }
    }

    /// The broken rules, in order.
    var rules: [StandInCollectionRuleViolation.Rule] { violations.map(\.rule) }

    /// Logs each call of the delegate's selection and highlight members.
    func logSelection() {
      app.shouldHighlightItem = { [unowned self] _, path in log("shouldHighlight", path, true) }
      app.didHighlightItem = { [unowned self] _, path in note("didHighlight", path) }
      app.didUnhighlightItem = { [unowned self] _, path in note("didUnhighlight", path) }
      app.shouldSelectItem = { [unowned self] _, path in log("shouldSelect", path, true) }
      app.shouldDeselectItem = { [unowned self] _, path in log("shouldDeselect", path, true) }
      app.didSelectItem = { [unowned self] _, path in note("didSelect", path) }
      app.didDeselectItem = { [unowned self] _, path in note("didDeselect", path) }
      app.performPrimaryAction = { [unowned self] _, path in note("primaryAction", path) }
      collectionView.delegate = app
    }

    /// Logs a call of a member that returns nothing.
    func note(_ name: String, _ path: IndexPath) {
      log.append("\(name) \(path.section).\(path.item)")
    }

    /// Logs a call and returns `answer`.
    func log<Answer>(_ name: String, _ path: IndexPath, _ answer: Answer) -> Answer {
      note(name, path)
      return answer
    }

    /// The name a shown cell shows.
    static func name(of cell: UICollectionViewCell?) -> String? {
      (cell?.contentConfiguration as? UIListContentConfiguration)?.text
    }
  }

  /// An index path of a list.
  func item(_ section: Int, _ item: Int) -> IndexPath {
    IndexPath(item: item, section: section)
  }
#endif
