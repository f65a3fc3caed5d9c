#if !canImport(UIKit)
  import Foundation

  // Signatures declared by UIKit in `UIAccessibility.h` (`UIAccessibilityPostNotification`) and
  // `UIAccessibilityConstants.h` (`UIAccessibilityNotifications`), as the iOS 17 SDK's
  // `UIKit.apinotes` names them in Swift.

  /// A stand-in for UIKit's `UIAccessibility` namespace: the notifications an app posts to
  /// VoiceOver.
  public enum UIAccessibility {
    /// A notification posted to VoiceOver (`UIAccessibilityNotifications`, a `uint32_t`).
    public struct Notification: RawRepresentable, Hashable, Sendable {
      /// The raw value.
      public let rawValue: UInt32

      /// Creates a notification from its raw value.
      ///
      /// - Parameter rawValue: The raw value.
      public init(rawValue: UInt32) { self.rawValue = rawValue }

      /// A new view covers most of the screen.
      ///
      /// "Should be posted when a new view appears that encompasses a major portion of the
      /// screen. Optionally, pass the element that VoiceOver should move to after processing
      /// the notification." (`UIAccessibilityScreenChangedNotification`, 1000.)
      public static let screenChanged = Notification(rawValue: 1000)

      /// The layout of the screen changed: an element appeared or went.
      ///
      /// "Should be posted when the layout of a screen changes, for example when an individual
      /// element appears or disappears. Optionally, pass the element that VoiceOver should move
      /// to after processing the notification." (`UIAccessibilityLayoutChangedNotification`,
      /// 1001.)
      public static let layoutChanged = Notification(rawValue: 1001)

      /// An announcement for VoiceOver to read; the argument is the text.
      ///
      /// "Should be posted when an announcement needs to be conveyed to VoiceOver."
      /// (`UIAccessibilityAnnouncementNotification`, 1008.)
      public static let announcement = Notification(rawValue: 1008)
    }

    /// Posts a notification to VoiceOver (`UIAccessibilityPostNotification`).
    ///
    /// The stand-in records it in ``standInPostedNotifications``; it is main-actor isolated here so that it
    /// may record (on iOS, a C function callable from any thread).
    ///
    /// - Parameters:
    ///   - notification: The notification.
    ///   - argument: The element VoiceOver moves to, or an announcement's text; `nil` for none.
    @MainActor
    public static func post(notification: UIAccessibility.Notification, argument: Any?) {
      standInPostedNotifications.append((notification, argument))
    }

    /// Every notification posted, in order, with its argument (stand-in only); a test empties
    /// it before what it checks.
    @MainActor
    public static var standInPostedNotifications:
      [(notification: UIAccessibility.Notification, argument: Any?)] = []
  }
#endif
