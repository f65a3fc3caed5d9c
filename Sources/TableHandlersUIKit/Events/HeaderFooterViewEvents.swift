#if os(iOS) || os(Linux)
  #if canImport(UIKit)
    import UIKit
  #else
    import Foundation
    import UIKitStandIn
  #endif
  import TableHandlersCore

  let viewForHeaderID = EventID.make(named: "viewForHeader")
  let viewForFooterID = EventID.make(named: "viewForFooter")
  let willDisplayHeaderViewID = EventID.make(named: "willDisplayHeaderView")
  let willDisplayFooterViewID = EventID.make(named: "willDisplayFooterView")
  let didEndDisplayingHeaderViewID = EventID.make(named: "didEndDisplayingHeaderView")
  let didEndDisplayingFooterViewID = EventID.make(named: "didEndDisplayingFooterView")

  extension SectionEvent where Arguments == Void, Output == UIView? {
    /// A section's header view (`tableView(_:viewForHeaderInSection:)`).
    ///
    /// When both a view and `titleForHeader` answer, UIKit shows the view.
    /// Default: `nil`, the title if any.
    public static var viewForHeader: Self {
      Self(id: viewForHeaderID, defaultAnswer: { _ in nil })
    }

    /// A section's footer view (`tableView(_:viewForFooterInSection:)`).
    ///
    /// Default: `nil`, the title if any.
    public static var viewForFooter: Self {
      Self(id: viewForFooterID, defaultAnswer: { _ in nil })
    }
  }

  extension SectionEvent where Arguments == UIView, Output == Void {
    /// A section's header view is about to be shown
    /// (`tableView(_:willDisplayHeaderView:forSection:)`); the argument is the view.
    public static var willDisplayHeaderView: Self {
      Self(id: willDisplayHeaderViewID, defaultAnswer: { _ in })
    }

    /// A section's footer view is about to be shown
    /// (`tableView(_:willDisplayFooterView:forSection:)`); the argument is the view.
    public static var willDisplayFooterView: Self {
      Self(id: willDisplayFooterViewID, defaultAnswer: { _ in })
    }

    /// A section's header view left the screen
    /// (`tableView(_:didEndDisplayingHeaderView:forSection:)`); the argument is the view.
    public static var didEndDisplayingHeaderView: Self {
      Self(id: didEndDisplayingHeaderViewID, defaultAnswer: { _ in })
    }

    /// A section's footer view left the screen
    /// (`tableView(_:didEndDisplayingFooterView:forSection:)`); the argument is the view.
    public static var didEndDisplayingFooterView: Self {
      Self(id: didEndDisplayingFooterViewID, defaultAnswer: { _ in })
    }
  }
#endif
