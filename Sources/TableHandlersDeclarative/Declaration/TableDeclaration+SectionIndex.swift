import TableHandlersCore

/// A section index declared by the table itself: its titles, and the section each names.
struct SectionIndexDeclaration<SectionID> {
  /// The titles, in the index's order.
  var titles: [String]

  /// The section a title names, or `nil` for none.
  var section: (String) -> SectionID?
}

extension TableDeclaration {
  /// Declares the table's section index with titles of its own, each mapped to the section it
  /// jumps to, as `UILocalizedIndexedCollation` needs: every title shows, whether or not a
  /// section has it.
  ///
  /// ```swift
  /// let letters = (UnicodeScalar("A").value...UnicodeScalar("Z").value)
  ///   .compactMap { UnicodeScalar($0).map(String.init) } + ["#"]
  /// TableDeclaration<String, String> {
  ///   for (letter, names) in groups {
  ///     Section(letter, header: letter) { for name in names { Row(name, text: name) } }
  ///   }
  /// }
  /// .sectionIndex(titles: letters) { $0 }  // each letter names its section
  /// ```
  ///
  /// **Where a title jumps.** A title jumps to the section `section` returns for it. A title
  /// with no section in the table (`section` returns `nil`, or a section the table does not
  /// show, such as one omitted while empty) jumps to the *nearest* one: the section of the
  /// first title after it, in index order, that has a section in the table; if no title after
  /// it has one, the section of the last title before it that has one; if no title has one,
  /// the first section. So with titles `A B C` and sections only for `A` and `C`, `B` jumps to
  /// `C`'s section, and with sections only for `A`, `B` and `C` jump to `A`'s.
  ///
  /// The index is read when the declaration is checked: `section` is called once per title,
  /// on each update, and the table answers the index's questions in O(1). A table with no
  /// section shows no index. This index replaces the sections' own ``Section/indexTitle(_:)``.
  ///
  /// - Parameters:
  ///   - titles: The index titles, in order (UIKit's `sectionIndexTitles`).
  ///   - section: The section a title names, or `nil` for none.
  /// - Returns: The declaration with the index.
  public func sectionIndex(titles: [String], section: @escaping (String) -> SectionID?)
    -> TableDeclaration
  {
    var declaration = self
    declaration.sectionIndex = SectionIndexDeclaration(titles: titles, section: section)
    return declaration
  }
}

extension Section {
  /// Names the section in the table's section index.
  ///
  /// ```swift
  /// Section(Contacts.a, header: "A") { … }.indexTitle("A")
  /// ```
  ///
  /// The table's index is then the index titles of the sections it shows, in section order,
  /// each jumping to its own section; a section without an index title, or one omitted while
  /// empty, is not in the index. A table whose sections declare no index title shows no index,
  /// unless the table declares one (``TableDeclaration/sectionIndex(titles:section:)``), which
  /// replaces the sections' titles.
  ///
  /// - Parameter title: The title, or `nil` for none.
  /// - Returns: The section with the index title.
  public func indexTitle(_ title: String?) -> Section {
    var section = self
    section.indexTitle = title
    return section
  }
}

/// A declared table's section index, resolved against the sections it shows: each title with
/// the index of the section it jumps to.
struct DeclaredSectionIndex: Equatable {
  /// The titles, in order.
  var titles: [String]

  /// The section each title jumps to, by title index.
  var targets: [Int]

  /// Resolves a table's own index against its sections: every title gets a section present in
  /// the table, the nearest one for a title without one (see
  /// ``TableDeclaration/sectionIndex(titles:section:)``).
  ///
  /// - Complexity: O(*t*) for *t* titles, one call of the mapping and one hash lookup each.
  init<SectionID: Hashable>(
    _ declared: SectionIndexDeclaration<SectionID>, sectionIndexes: [SectionID: Int]
  ) {
    titles = declared.titles
    targets = titles.map { title in declared.section(title).flatMap { sectionIndexes[$0] } ?? -1 }
    // The next title's section, then the previous one's for titles after the last.
    var next = -1
    for title in targets.indices.reversed() {
      if targets[title] >= 0 { next = targets[title] } else { targets[title] = next }
    }
    var previous = 0
    for title in targets.indices {
      if targets[title] >= 0 { previous = targets[title] } else { targets[title] = previous }
    }
  }

  /// An index of the sections' own titles, each jumping to its section.
  init(titles: [String], targets: [Int]) {
    self.titles = titles
    self.targets = targets
  }

  /// The section that the title at `index` jumps to.
  ///
  /// A title that is not at `index` (a table view asking with titles it read before an update)
  /// is looked up by its text; an unknown one jumps to the section at `index`, within the
  /// table.
  func section(forTitle title: String, at index: Int, sectionCount: Int) -> Int {
    if targets.indices.contains(index), titles[index] == title { return targets[index] }
    if let found = titles.firstIndex(of: title) { return targets[found] }
    return max(0, min(index, sectionCount - 1))
  }
}
