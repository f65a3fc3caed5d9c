#if !canImport(UIKit)
  import Foundation

  // The text of a batch whose counts do not add up (`StandInBatchCheck`'s third rule), as UIKit
  // raises it since iOS 16.4 ("This particular exception is new as of iOS 16.4", a UIKit
  // engineer on Apple's developer forums, thread 728797) and as crash reports quote it on iOS 17,
  // on one line:
  // - a table view (exyte/Chat issue #56, whose list is a `UITableView`): "Invalid batch updates
  //   detected: the number of sections and/or rows returned by the data source before and after
  //   performing the batch updates are inconsistent with the updates. Data source before updates
  //   = { 1 section with row counts: [3] } Data source after updates = { 1 section with row
  //   counts: [0] } Updates = [ Delete row (0 - 1), Delete row (0 - 0) ]";
  // - a collection view (xmartlabs/XLPagerTabStrip issue #859, iOS 17.1.2; ra1028/DifferenceKit
  //   issue #155): "… the number of sections and/or items returned by the data source before and
  //   after performing the batch updates are inconsistent with the updates. Data source before
  //   updates = { 1 section with item counts: [4] } Data source after updates = { 1 section with
  //   item counts: [1] } Updates = [ ] Collection view: <XLPagerTabStrip.ButtonBarView: …>".
  //   The stand-in ends both views' texts with the view, as the collection view's quote does (the
  //   table's quote ends at the updates), its description cut to the class as the index paths'
  //   addresses are: "… ] Table view: <UITableView>", "… ] Collection view: <UICollectionView>".
  // It replaces both older count texts ("Invalid update: invalid number of rows in section …"
  // and "… invalid number of sections …"): it lists every section's count, so it covers both.
  // How the updates are spelled:
  // - "Delete row (0 - 1)", "Insert row (0 - 0)", "Delete item (0 - 27384)", "Insert item (0 -
  //   27384)": quoted (the issues above; Apple's forums, thread 728797).
  // - A reload is a delete and an insert of the same index path ("reloads are decomposed into a
  //   delete an an insert", a UIKit engineer, Apple's forums, thread 751732; thread 728797's
  //   updates read "Delete item (0 - 27384), Insert item (0 - 27384)").
  // - Sections and moves: no quote found. The stand-in spells them in the same pattern, its own
  //   choice: "Insert section (2)", "Delete section (1)" (a reloaded section both), "Move row (0
  //   - 1) to (1 - 0)", "Move section (0) to (2)".
  // - A reconfiguration is not listed: UIKit resolves it at once, not with the batch
  //   (`CellReuse.swift`). The updates are listed in the order the batch made them.
  // - Counts: "1 section with row counts: [3]", "2 sections with row counts: [3, 4]", "0
  //   sections with row counts: []" (the plural and the empty list follow the pattern; only the
  //   one-section form is quoted).
  // Whether a batch whose data source did not change at all still raises the older text on
  // iOS 17 is not settled by any quote found; the stand-in gives the new text for every count
  // failure.
  extension StandInBatchCheck {
    /// UIKit's text for a batch whose counts do not add up (see the file's notes).
    var inconsistentCountsText: String {
      let item = vocabulary.item
      let listed = updates.flatMap { Self.listed($0, item: item) }
      return "Invalid batch updates detected: the number of sections and/or \(item)s returned by"
        + " the data source before and after performing the batch updates are inconsistent with"
        + " the updates. Data source before updates = \(Self.counts(before, item: item)) Data"
        + " source after updates = \(Self.counts(after, item: item)) Updates = [ "
        + (listed.isEmpty ? "" : listed.joined(separator: ", ") + " ") + "] "
        + vocabulary.view.prefix(1).uppercased() + vocabulary.view.dropFirst()
        + ": <\(vocabulary.view == "table view" ? "UITableView" : "UICollectionView")>"
    }

    /// "{ 2 sections with row counts: [3, 4] }".
    private static func counts(_ counts: [Int], item: String) -> String {
      let sections = counts.count == 1 ? "1 section" : "\(counts.count) sections"
      let list = counts.map(String.init).joined(separator: ", ")
      return "{ \(sections) with \(item) counts: [\(list)] }"
    }

    /// An update as UIKit lists it: a reload as a delete and an insert; a reconfiguration not
    /// at all.
    private static func listed(_ update: StandInTableUpdate, item: String) -> [String] {
      func path(_ path: IndexPath) -> String { "(\(path.section) - \(path.row))" }
      switch update {
      case .deleteRows(let paths, _): return paths.map { "Delete \(item) \(path($0))" }
      case .insertRows(let paths, _): return paths.map { "Insert \(item) \(path($0))" }
      case .reloadRows(let paths, _):
        return paths.flatMap { ["Delete \(item) \(path($0))", "Insert \(item) \(path($0))"] }
      case .moveRow(let from, let to): return ["Move \(item) \(path(from)) to \(path(to))"]
      case .deleteSections(let sections, _): return sections.map { "Delete section (\($0))" }
      case .insertSections(let sections, _): return sections.map { "Insert section (\($0))" }
      case .reloadSections(let sections, _):
        return sections.flatMap { ["Delete section (\($0))", "Insert section (\($0))"] }
      case .moveSection(let from, let to): return ["Move section (\(from)) to (\(to))"]
      case .reconfigureRows, .reloadData, .beginUpdates, .endUpdates, .batchUpdatesBegin,
        .batchUpdatesEnd:
        return []
      }
    }
  }
#endif
