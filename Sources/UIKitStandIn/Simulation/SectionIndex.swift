#if !canImport(UIKit)
  import Foundation

  // When a stand-in table view asks its data source for its section index titles. Sources:
  // Apple's documentation of `reloadData()` ("reload all the data that is used to construct the
  // table, including cells, section headers and footers, index arrays, and so on") and of
  // `reloadSectionIndexTitles()` ("gives you a way to update the section index after inserting
  // or deleting sections without having to reload the whole table"): a batch of inserts and
  // deletes does not ask the titles again, a reload of the data or of the index does.
  extension UITableView {
    /// The data source's section index titles, or `nil` (no index) when it does not implement
    /// `sectionIndexTitlesForTableView:` or has none.
    func askedSectionIndexTitles() -> [String]? {
      guard dataSource != nil else { return nil }
      let titles: [String]? = dataSourceAnswer(
        TableSelectors.sectionIndexTitles, at: IndexPath(row: 0, section: 0)
      ) { $0.sectionIndexTitles(for: self) }
      return titles
    }
  }
#endif
