#if !canImport(UIKit)
  import Foundation

  // Section header and footer views on screen, and their reuse (stand-in only).
  //
  // Sources: [H] the iOS 17 SDK's `UITableView.h` and `UITableViewHeaderFooterView.h`;
  // [D] Apple's documentation of `tableView(_:titleForHeaderInSection:)`.

  /// The header and footer views a stand-in table shows, and the views waiting to be reused.
  public struct StandInHeaderFooterViews {
    /// The header view shown for each section.
    var headers: [Int: UITableViewHeaderFooterView] = [:]
    /// The footer view shown for each section.
    var footers: [Int: UITableViewHeaderFooterView] = [:]
    /// Views that left the screen, by reuse identifier, waiting to be dequeued.
    var reusable: [String: [UITableViewHeaderFooterView]] = [:]

    /// No views.
    public init() {}
  }

  extension UITableView {
    /// The header view of a section, if the table shows one.
    ///
    /// [H] declares it `- (nullable UITableViewHeaderFooterView *)headerViewForSection:`: a
    /// header-footer view the table shows for the section (the delegate's from
    /// `viewForHeaderInSection`, or the one UIKit made to show the data source's title), else
    /// `nil`. The stand-in shows the views that ``layOutHeaderFooterViews(inSections:)`` laid
    /// out.
    ///
    /// - Parameter section: The section.
    /// - Returns: The header view on screen, or `nil`.
    public func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
      headerFooterViews.headers[section]
    }

    /// The footer view of a section, if the table shows one; see ``headerView(forSection:)``.
    ///
    /// - Parameter section: The section.
    /// - Returns: The footer view on screen, or `nil`.
    public func footerView(forSection section: Int) -> UITableViewHeaderFooterView? {
      headerFooterViews.footers[section]
    }

    /// Lays out the headers and footers of sections as UIKit does when they come on screen
    /// (stand-in only; every section the data source reports when `sections` is `nil`).
    ///
    /// For each header (and likewise each footer) it asks the delegate's
    /// `tableView(_:viewForHeaderInSection:)` when the delegate implemented it when assigned,
    /// and keeps the view if it is a `UITableViewHeaderFooterView` ([H] `viewForHeaderInSection`
    /// returns any `UIView`, "custom view for header", but `headerViewForSection:` returns only
    /// header-footer views). Without a view, it shows the data source's
    /// `titleForHeaderInSection` (when implemented and not `nil`) in a
    /// `UITableViewHeaderFooterView` of its own, its `textLabel` set to the title ([H]
    /// `titleForHeaderInSection`: "fixed font style. use custom view (UILabel) if you want
    /// something different"), with no reuse identifier. A view that leaves the screen, or is
    /// replaced, waits to be reused by its reuse identifier ([H]
    /// `dequeueReusableHeaderFooterViewWithIdentifier:`: "like dequeueReusableCellWithIdentifier:,
    /// but for headers/footers").
    ///
    /// - Parameter sections: The sections, or `nil` for all.
    public func layOutHeaderFooterViews(inSections sections: [Int]? = nil) {
      let all: [Int]
      if let sections {
        all = sections
      } else if dataSource != nil {
        all = Array(0..<max(askedNumberOfSections(), 0))
      } else {
        all = []
      }
      for section in all {
        let header = headerFooterView(
          view: askedViewForHeader(inSection: section),
          title: { $0.askedTitleForHeader(inSection: section) })
        replace(\.headers, section, with: header)
        let footer = headerFooterView(
          view: askedViewForFooter(inSection: section),
          title: { $0.askedTitleForFooter(inSection: section) })
        replace(\.footers, section, with: footer)
      }
    }

    /// Takes every header and footer view off the screen, so that they wait to be reused
    /// (stand-in only), as scrolling them out of sight does.
    public func removeHeaderFooterViewsFromScreen() {
      for section in Array(headerFooterViews.headers.keys) {
        replace(\.headers, section, with: nil)
      }
      for section in Array(headerFooterViews.footers.keys) {
        replace(\.footers, section, with: nil)
      }
    }

    /// A view waiting to be reused with the identifier, made ready by `prepareForReuse()`.
    ///
    /// [H] `UITableViewHeaderFooterView.prepareForReuse`: "if the view is reusable (has a reuse
    /// identifier), this is called just before the view is returned from the table view method
    /// dequeueReusableHeaderFooterViewWithIdentifier:".
    func reusedHeaderFooterView(withIdentifier identifier: String)
      -> UITableViewHeaderFooterView?
    {
      guard let view = headerFooterViews.reusable[identifier]?.popLast() else { return nil }
      view.prepareForReuse()
      return view
    }

    /// The delegate's view, else a plain view showing the data source's title (asked only then),
    /// else none.
    private func headerFooterView(view: UIView?, title: (UITableView) -> String?)
      -> UITableViewHeaderFooterView?
    {
      if let view { return view as? UITableViewHeaderFooterView }
      guard let text = title(self) else { return nil }
      let titleView = UITableViewHeaderFooterView(reuseIdentifier: nil)
      titleView.textLabel?.text = text
      return titleView
    }

    /// Moves the headers and footers on screen with their sections for a group of updates, as
    /// UIKit moves a section's views with it: a deleted or reloaded section's views leave the
    /// screen (to be reused, or made again from the data source when laid out).
    func updateHeaderFooterViews(for plan: DisplayedCellsPlan) {
      for shown in [
        \StandInHeaderFooterViews.headers, \StandInHeaderFooterViews.footers,
      ] {
        var moved: [Int: UITableViewHeaderFooterView] = [:]
        for (old, view) in headerFooterViews[keyPath: shown] {
          if let new = plan.newSection(of: old), !plan.reloadedSection(old) {
            moved[new] = view
          } else if let identifier = view.reuseIdentifier {
            headerFooterViews.reusable[identifier, default: []].append(view)
          }
        }
        headerFooterViews[keyPath: shown] = moved
      }
    }

    /// Takes every header and footer view off the screen for `reloadData()`, which makes
    /// them again when the table lays out.
    func forgetHeaderFooterViewsOnReload() {
      removeHeaderFooterViewsFromScreen()
    }

    /// Shows `view` for a section's header or footer; the view it replaces waits to be reused.
    private func replace(
      _ shown: WritableKeyPath<StandInHeaderFooterViews, [Int: UITableViewHeaderFooterView]>,
      _ section: Int, with view: UITableViewHeaderFooterView?
    ) {
      if let old = headerFooterViews[keyPath: shown][section], old !== view,
        let identifier = old.reuseIdentifier
      {
        headerFooterViews.reusable[identifier, default: []].append(old)
      }
      headerFooterViews[keyPath: shown][section] = view
    }
  }
#endif
