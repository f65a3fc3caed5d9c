#if os(Linux)
  import Foundation
  import UIKitStandIn

  /// A view with a name, so that tests can tell which object an answer is.
  @MainActor
  package final class NamedView: UIView {
    package let name: String

    package init(_ name: String) {
      self.name = name
      super.init(frame: .zero)
    }

    package required init?(coder: NSCoder) {
      self.name = ""
      super.init(coder: coder)
    }
  }
#endif
