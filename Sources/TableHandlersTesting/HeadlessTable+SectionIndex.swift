import TableHandlersCore

extension HeadlessTable {
  /// The titles of the section index the table shows, as UIKit asks them
  /// (`sectionIndexTitles`); `nil` when nobody answers, or the answer is `nil`: no index.
  ///
  /// ```swift
  /// table.sectionIndexTitles  // ["A", "B", "C"]
  /// ```
  ///
  /// Each read asks the registry, and logs `sectionIndexTitles` in ``callLog`` when someone
  /// answers.
  public var sectionIndexTitles: [String]? {
    ask(.sectionIndexTitles, ()) ?? nil
  }

  /// Taps a title of the section index, as a user does: asks which section it names
  /// (`sectionForSectionIndexTitle`) and scrolls to it.
  ///
  /// ```swift
  /// table.jump(toIndexTitle: "M")  // 12, the section the index names
  /// ```
  ///
  /// - Parameter title: The title; the first with this text is tapped.
  /// - Returns: The section scrolled to, also in ``sectionIndexJumps``; `nil` when the index
  ///   does not show the title.
  @discardableResult
  public func jump(toIndexTitle title: String) -> Int? {
    guard let index = sectionIndexTitles?.firstIndex(of: title) else { return nil }
    return jump(toIndexTitleAt: index)
  }

  /// Taps the title at an index of the section index; see ``jump(toIndexTitle:)``.
  ///
  /// - Parameter index: The title's index in ``sectionIndexTitles``.
  /// - Returns: The section scrolled to, also in ``sectionIndexJumps``; `nil` when the index
  ///   has no title there. A section outside the table is clamped into it, as UIKit scrolls
  ///   to an existing section only.
  @discardableResult
  public func jump(toIndexTitleAt index: Int) -> Int? {
    guard let titles = sectionIndexTitles, titles.indices.contains(index) else { return nil }
    let asked = ask(.sectionForSectionIndexTitle, (title: titles[index], index: index)) ?? index
    let sectionCount = loaded.sections.count
    guard sectionCount > 0 else { return nil }
    let section = max(0, min(asked, sectionCount - 1))
    sectionIndexJumps.append(section)
    log("scrollToSection \(section)")
    return section
  }

  /// Reloads the section index, as `UITableView.reloadSectionIndexTitles()`: logs
  /// `reloadSectionIndexTitles`.
  ///
  /// The declared table's host calls it when an update changed the index's titles
  /// (`DeclarationDiff.sectionIndexChanged`).
  public func reloadSectionIndexTitles() {
    log("reloadSectionIndexTitles")
  }
}
