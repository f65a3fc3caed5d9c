extension TableEvent where Arguments == Void, Output == Int {
  /// The number of sections (`numberOfSections(in:)`).
  ///
  /// UIKit's default: 1.
  @inlinable
  public static var numberOfSections: Self {
    Self(id: CoreEvent.numberOfSections.id, defaultAnswer: { _ in 1 })
  }
}

extension SectionEvent where Arguments == Void, Output == Int {
  /// The number of rows in a section (`tableView(_:numberOfRowsInSection:)`).
  ///
  /// Required by UIKit; 0 when nothing answers.
  @inlinable
  public static var numberOfRows: Self {
    Self(id: CoreEvent.numberOfRows.id, defaultAnswer: { _ in 0 })
  }
}

extension SectionEvent where Arguments == Void, Output == String? {
  /// A section's header title (`tableView(_:titleForHeaderInSection:)`).
  ///
  /// Default: no header.
  @inlinable
  public static var titleForHeader: Self {
    Self(id: CoreEvent.titleForHeader.id, defaultAnswer: { _ in nil })
  }

  /// A section's footer title (`tableView(_:titleForFooterInSection:)`).
  ///
  /// Default: no footer.
  @inlinable
  public static var titleForFooter: Self {
    Self(id: CoreEvent.titleForFooter.id, defaultAnswer: { _ in nil })
  }
}

extension SectionEvent where Arguments == Void, Output == CustomViewDescription? {
  /// A section's header view of the app's own, described platform-neutrally: no UIKit method
  /// asks it; a text rendering (the headless table's) shows its description in place of the
  /// header title, as UIKit shows a header view in place of the title.
  ///
  /// On UIKit the view itself comes from `viewForHeader`; a declared section's header view
  /// provider (`Section.headerView(_:description:…)` in TableHandlersUIKit) registers both.
  /// Default: none.
  @inlinable
  public static var customHeaderView: Self {
    Self(id: CoreEvent.customHeaderView.id, defaultAnswer: { _ in nil })
  }

  /// A section's footer view of the app's own, described platform-neutrally; see
  /// ``customHeaderView``.
  ///
  /// Default: none.
  @inlinable
  public static var customFooterView: Self {
    Self(id: CoreEvent.customFooterView.id, defaultAnswer: { _ in nil })
  }
}

extension TableEvent where Arguments == Void, Output == [String]? {
  /// The section index titles (`sectionIndexTitles(for:)`); non-nil shows the index bar.
  ///
  /// Default: none.
  @inlinable
  public static var sectionIndexTitles: Self {
    Self(id: CoreEvent.sectionIndexTitles.id, defaultAnswer: { _ in nil })
  }
}

extension TableEvent where Arguments == (title: String, index: Int), Output == Int {
  /// The section for a tapped index title (`tableView(_:sectionForSectionIndexTitle:at:)`).
  ///
  /// Default: the title's index.
  @inlinable
  public static var sectionForSectionIndexTitle: Self {
    Self(id: CoreEvent.sectionForSectionIndexTitle.id, defaultAnswer: { $0.arguments.index })
  }
}

extension RowEvent where Arguments == Void, Output == RowContent? {
  /// A row's platform-neutral content: text, secondary text, image name and accessory.
  ///
  /// Default: none.
  @inlinable
  public static var rowContent: Self {
    Self(id: CoreEvent.rowContent.id, defaultAnswer: { _ in nil })
  }
}
