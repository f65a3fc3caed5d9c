// Compiled twice: on Linux against the stand-in, as part of the stand-in's tests, and by
// Scripts/check-ios-standin.sh against the iOS 17 SDK's UIKit, Swift 6 mode, warnings as errors.
// What compiles in both is the stand-in's accessibility-action API as UIKit spells it
// (`UIAccessibilityCustomAction.h`, `UIAccessibility.h`): the handler initializers, the
// properties, and `accessibilityCustomActions` on the cells the adapter configures.
#if canImport(UIKit)
  import UIKit
#else
  import Foundation
  import UIKitStandIn
#endif

/// Every member of the stand-in's `UIAccessibilityCustomAction`, and the views' custom actions,
/// used as an app uses them.
@available(iOS 14, *)
@MainActor
func accessibilitySignatureProbe(
  tableCell: UITableViewCell, listCell: UICollectionViewListCell, image: UIImage?
) -> Bool {
  let plain = UIAccessibilityCustomAction(name: "Archive") { action in action.name == "Archive" }
  let pictured = UIAccessibilityCustomAction(name: "Flag", image: image) { _ in true }
  let handler: UIAccessibilityCustomAction.Handler? = pictured.actionHandler
  pictured.name = "Flag message"
  pictured.image = nil
  pictured.actionHandler = handler
  tableCell.accessibilityCustomActions = [plain, pictured]
  listCell.accessibilityCustomActions = nil
  let actions: [UIAccessibilityCustomAction]? = tableCell.accessibilityCustomActions
  return actions?.first?.actionHandler?(plain) ?? false
}

/// The adapter's own subclass of the action, as it declares it.
final class AccessibilityProbeAction: UIAccessibilityCustomAction {}
