extension RowEvent where Arguments == Void, Output == Double {
  /// The row's height (`tableView(_:heightForRowAt:)`).
  ///
  /// Default: automatic.
  @inlinable
  public static var heightForRow: Self {
    Self(id: CoreEvent.heightForRow.id, defaultAnswer: { _ in TableDimension.automatic })
  }

  /// The row's estimated height (`tableView(_:estimatedHeightForRowAt:)`).
  ///
  /// Default: automatic.
  @inlinable
  public static var estimatedHeightForRow: Self {
    Self(id: CoreEvent.estimatedHeightForRow.id, defaultAnswer: { _ in TableDimension.automatic })
  }
}

extension SectionEvent where Arguments == Void, Output == Double {
  /// A section header's height (`tableView(_:heightForHeaderInSection:)`).
  ///
  /// Default: automatic.
  @inlinable
  public static var heightForHeader: Self {
    Self(id: CoreEvent.heightForHeader.id, defaultAnswer: { _ in TableDimension.automatic })
  }

  /// A section header's estimated height (`tableView(_:estimatedHeightForHeaderInSection:)`).
  ///
  /// Default: automatic.
  @inlinable
  public static var estimatedHeightForHeader: Self {
    Self(
      id: CoreEvent.estimatedHeightForHeader.id, defaultAnswer: { _ in TableDimension.automatic })
  }

  /// A section footer's height (`tableView(_:heightForFooterInSection:)`).
  ///
  /// Default: automatic.
  @inlinable
  public static var heightForFooter: Self {
    Self(id: CoreEvent.heightForFooter.id, defaultAnswer: { _ in TableDimension.automatic })
  }

  /// A section footer's estimated height (`tableView(_:estimatedHeightForFooterInSection:)`).
  ///
  /// Default: automatic.
  @inlinable
  public static var estimatedHeightForFooter: Self {
    Self(
      id: CoreEvent.estimatedHeightForFooter.id, defaultAnswer: { _ in TableDimension.automatic })
  }
}
