#if !canImport(UIKit)
  import Foundation

  // Signatures declared by UIKit in `UIControl.h`, `UISwitch.h`, `UISegmentedControl.h`,
  // `UISlider.h`, `UIStepper.h`, `UITextField.h`, `UITextInputTraits.h` (`UIKeyboardType`),
  // `UIColor.h`, `NSText.h` (`NSTextAlignment`) and `UIImageView.h` (the iOS 17 SDK's UIKit
  // headers).

  /// An object that a control can send its actions to (stand-in only).
  ///
  /// Linux has no Objective-C runtime to call a method by its selector, as UIKit's
  /// `sendAction(_:to:for:)` does; a target of the stand-in's `UIControl` implements this instead,
  /// calling the method that `action` names. A target that does not conform gets nothing, as a
  /// UIKit target without the method would raise "unrecognized selector".
  @MainActor
  public protocol StandInActionTarget: AnyObject {
    /// Performs the action a control sent.
    ///
    /// - Parameters:
    ///   - action: The selector given to `addTarget(_:action:for:)`, such as
    ///     `"controlValueChanged:"`.
    ///   - sender: The control.
    func perform(action: Selector, sender: UIControl)
  }

  /// A stand-in for UIKit's `UIControl`: a view that sends actions to targets on events.
  ///
  /// Targets are held weakly: UIControl.h says "Note that the target is not retained".
  /// `sendActions(for:)` sends each registered pair whose events include the given ones, in the
  /// order they were added (UIControl.h, `-sendActionsForControlEvents:`); a `nil` target (the
  /// responder chain) is not modelled and gets nothing.
  @MainActor open class UIControl: UIView {
    /// The events a control sends actions for; the raw values are UIControl.h's
    /// `UIControlEvents`.
    public struct Event: OptionSet, Hashable, Sendable {
      /// The raw bits.
      public let rawValue: UInt

      /// Creates events from their bits.
      ///
      /// - Parameter rawValue: The bits.
      public init(rawValue: UInt) { self.rawValue = rawValue }

      /// `UIControlEventTouchUpInside` (`1 << 6`): a tap that ends inside the control, a
      /// button's tap.
      public static let touchUpInside = Event(rawValue: 1 << 6)
      /// `UIControlEventValueChanged` (`1 << 12`): sliders, switches, steppers, segments.
      public static let valueChanged = Event(rawValue: 1 << 12)
      /// `UIControlEventPrimaryActionTriggered` (`1 << 13`).
      public static let primaryActionTriggered = Event(rawValue: 1 << 13)
      /// `UIControlEventEditingDidBegin` (`1 << 16`): a text field became first responder.
      public static let editingDidBegin = Event(rawValue: 1 << 16)
      /// `UIControlEventEditingChanged` (`1 << 17`): the text changed while editing.
      public static let editingChanged = Event(rawValue: 1 << 17)
      /// `UIControlEventEditingDidEnd` (`1 << 18`): the text field resigned first responder.
      public static let editingDidEnd = Event(rawValue: 1 << 18)
      /// `UIControlEventEditingDidEndOnExit` (`1 << 19`): "'return key' ending editing".
      public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
    }

    private struct TargetAction {
      weak var target: AnyObject?
      let action: Selector
      let events: Event
    }

    private var targetActions: [TargetAction] = []

    /// Whether the control responds to the user; `true` by default (UIControl.h `enabled`).
    open var isEnabled = true

    /// Adds a target and an action for events; a pair added again for the same events is kept
    /// once, as UIKit does.
    ///
    /// - Parameters:
    ///   - target: The object sent the action; not retained.
    ///   - action: The action's selector.
    ///   - controlEvents: The events that send it.
    open func addTarget(_ target: Any?, action: Selector, for controlEvents: UIControl.Event) {
      let object = target.map { $0 as AnyObject }
      guard
        !targetActions.contains(where: {
          $0.target === object && $0.action == action && $0.events == controlEvents
        })
      else { return }
      targetActions.append(TargetAction(target: object, action: action, events: controlEvents))
    }

    /// Removes a target's actions for events; a `nil` action removes all of the target's.
    ///
    /// - Parameters:
    ///   - target: The target.
    ///   - action: The action, or `nil` for all.
    ///   - controlEvents: The events.
    open func removeTarget(_ target: Any?, action: Selector?, for controlEvents: UIControl.Event) {
      let object = target.map { $0 as AnyObject }
      targetActions.removeAll {
        $0.target === object && (action == nil || $0.action == action)
          && !$0.events.isDisjoint(with: controlEvents)
      }
    }

    /// The targets of the control's actions (UIKit: `allTargets`).
    open var allTargets: Set<AnyHashable> {
      Set(targetActions.compactMap { $0.target as? AnyHashable })
    }

    /// The actions a target gets for an event, or `nil` for none (UIKit:
    /// `actions(forTarget:forControlEvent:)`).
    ///
    /// - Parameters:
    ///   - target: The target.
    ///   - controlEvent: The event.
    /// - Returns: The actions' selector names.
    open func actions(forTarget target: Any?, forControlEvent controlEvent: UIControl.Event)
      -> [String]?
    {
      let object = target.map { $0 as AnyObject }
      let names = targetActions.filter {
        $0.target === object && !$0.events.isDisjoint(with: controlEvent)
      }.map(\.action.name)
      return names.isEmpty ? nil : names
    }

    /// Sends the actions registered for events, as the control does when the user changes it
    /// (and as UI tests do to simulate a change).
    ///
    /// - Parameter controlEvents: The events.
    open func sendActions(for controlEvents: UIControl.Event) {
      for pair in targetActions where !pair.events.isDisjoint(with: controlEvents) {
        (pair.target as? StandInActionTarget)?.perform(action: pair.action, sender: self)
      }
    }

    /// Sends the actions for events as a person's touch does (stand-in only): not at all when
    /// the control is disabled or takes no touches, unlike ``sendActions(for:)``, which sends
    /// them whatever the state, as UIKit's does.
    ///
    /// [D] `UIControl.isEnabled`: a disabled control "ignores touch events";
    /// `UIView.isUserInteractionEnabled`: when `false`, "touch, press, keyboard, and focus events
    /// intended for the view are ignored".
    ///
    /// - Parameter controlEvents: The events.
    /// - Returns: Whether the actions were sent.
    @discardableResult
    public func userSendsActions(for controlEvents: UIControl.Event) -> Bool {
      guard isEnabled, isUserInteractionEnabled else { return false }
      sendActions(for: controlEvents)
      return true
    }

    /// Whether any action is registered for an event (stand-in only).
    func hasActions(for controlEvent: UIControl.Event) -> Bool {
      targetActions.contains { $0.target != nil && !$0.events.isDisjoint(with: controlEvent) }
    }
  }

  /// A stand-in for UIKit's `UISwitch`.
  @MainActor open class UISwitch: UIControl {
    /// Whether the switch is on, `false` by default (UISwitch.h); setting it sends no action.
    open var isOn = false

    /// Sets the state; sends no action, as UIKit's programmatic changes do not.
    ///
    /// - Parameters:
    ///   - on: The new state.
    ///   - animated: Ignored.
    open func setOn(_ on: Bool, animated: Bool) { isOn = on }
  }

  /// A stand-in for UIKit's `UISegmentedControl`.
  @MainActor open class UISegmentedControl: UIControl {
    /// The index meaning "no segment selected": `UISegmentedControlNoSegment`, `-1`.
    public static let noSegment = -1

    private var titles: [String?] = []

    /// The selected segment, or ``noSegment``; the default is `noSegment` (UISegmentedControl.h).
    open var selectedSegmentIndex = UISegmentedControl.noSegment

    /// Creates a control with segments titled by strings.
    ///
    /// - Parameter items: The titles (the stand-in reads `String` items only).
    public convenience init(items: [Any]?) {
      self.init(frame: .zero)
      titles = (items ?? []).map { $0 as? String }
    }

    /// The number of segments.
    open var numberOfSegments: Int { titles.count }

    /// Inserts a segment; the index is pinned to `0...numberOfSegments` (UISegmentedControl.h
    /// "value pinned").
    ///
    /// - Parameters:
    ///   - title: The segment's title.
    ///   - segment: Where to insert it.
    ///   - animated: Ignored.
    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
      titles.insert(title, at: min(max(segment, 0), titles.count))
    }

    /// Removes every segment.
    open func removeAllSegments() {
      titles = []
      selectedSegmentIndex = UISegmentedControl.noSegment
    }

    /// A segment's title.
    ///
    /// - Parameter segment: The segment.
    /// - Returns: Its title, or `nil`.
    open func titleForSegment(at segment: Int) -> String? {
      titles.indices.contains(segment) ? titles[segment] : nil
    }
  }

  /// A stand-in for UIKit's `UISlider`; values are `Float` and pinned to the range (UISlider.h).
  @MainActor open class UISlider: UIControl {
    private var storedValue: Float = 0

    /// The value, pinned to `minimumValue...maximumValue`; `0` by default.
    open var value: Float {
      get { min(max(storedValue, minimumValue), maximumValue) }
      set { storedValue = newValue }
    }

    /// The lowest value; `0` by default.
    open var minimumValue: Float = 0

    /// The highest value; `1` by default.
    open var maximumValue: Float = 1

    /// Whether a drag sends value changes continuously; `true` by default.
    open var isContinuous = true

    /// Sets the value; sends no action.
    ///
    /// - Parameters:
    ///   - value: The new value.
    ///   - animated: Ignored.
    open func setValue(_ value: Float, animated: Bool) { self.value = value }
  }

  /// A stand-in for UIKit's `UIStepper`; the value is clamped to the range (UIStepper.h).
  @MainActor open class UIStepper: UIControl {
    private var storedValue: Double = 0

    /// The value, clamped to `minimumValue...maximumValue`; `0` by default.
    open var value: Double {
      get { min(max(storedValue, minimumValue), maximumValue) }
      set { storedValue = newValue }
    }

    /// The lowest value; `0` by default.
    open var minimumValue: Double = 0

    /// The highest value; `100` by default.
    open var maximumValue: Double = 100

    /// How much one tap changes the value; `1` by default.
    open var stepValue: Double = 1
  }

  /// A stand-in for UIKit's `UIKeyboardType` (UITextInputTraits.h; the raw values are its).
  public enum UIKeyboardType: Int, Sendable {
    /// The default keyboard.
    case `default` = 0
    /// ASCII letters.
    case asciiCapable = 1
    /// Numbers and punctuation.
    case numbersAndPunctuation = 2
    /// A URL keyboard; spelled as UIKit spells it.
    // swift-format-ignore: AlwaysUseLowerCamelCase
    case URL = 3
    /// Digits.
    case numberPad = 4
    /// A phone pad.
    case phonePad = 5
    /// A phone pad with letters.
    case namePhonePad = 6
    /// An email keyboard.
    case emailAddress = 7
    /// Digits and a decimal separator.
    case decimalPad = 8
  }

  /// A stand-in for UIKit's `UITextField`.
  ///
  /// Its editing state changes only through `becomeFirstResponder()` and
  /// `resignFirstResponder()`, which send `.editingDidBegin` and `.editingDidEnd`; typing is
  /// simulated by setting `text` and sending `.editingChanged`; the return key by
  /// ``standInPressReturn()``.
  @MainActor open class UITextField: UIControl {
    /// The text; setting it sends no action.
    open var text: String?

    /// The text shown while the field is empty.
    open var placeholder: String?

    /// The keyboard the field asks for (UITextInputTraits `keyboardType`).
    open var keyboardType: UIKeyboardType = .default

    /// Whether typing is hidden (UITextInputTraits `secureTextEntry`).
    open var isSecureTextEntry = false

    /// Whether the field is being edited (UITextField.h `editing`, read-only).
    public private(set) var isEditing = false

    /// Makes the field first responder: it begins editing and sends `.editingDidBegin`.
    ///
    /// - Returns: Whether it became first responder (not when disabled).
    @discardableResult
    open func becomeFirstResponder() -> Bool {
      guard isEnabled else { return false }
      guard !isEditing else { return true }
      isEditing = true
      sendActions(for: .editingDidBegin)
      return true
    }

    /// Resigns first responder: editing ends and `.editingDidEnd` is sent.
    ///
    /// - Returns: `true`.
    @discardableResult
    open func resignFirstResponder() -> Bool {
      guard isEditing else { return true }
      isEditing = false
      sendActions(for: .editingDidEnd)
      return true
    }

    /// Presses the keyboard's return key (stand-in only): sends `.editingDidEndOnExit`
    /// (UIControl.h: "'return key' ending editing"), and, when some target receives that event,
    /// resigns first responder, as UIKit dismisses the keyboard for a field with an action for
    /// it (Apple, `UIControl.Event.editingDidEndOnExit`).
    public func standInPressReturn() {
      guard isEditing else { return }
      let ends = hasActions(for: .editingDidEndOnExit)
      sendActions(for: .editingDidEndOnExit)
      if ends { resignFirstResponder() }
    }
  }

  /// A stand-in for UIKit's `UIColor`: a named system color or components.
  ///
  /// Colors compare by value (`isEqual`), as UIKit's do. The semantic and system colors are
  /// UIColor.h's (`labelColor`, `systemRedColor`, …; `tintColor` iOS 15, the others iOS 13).
  open class UIColor: NSObject, @unchecked Sendable {
    /// The system color's name (`"systemRed"`), or the components as text (stand-in only).
    public let standInName: String

    private init(standInName: String) {
      self.standInName = standInName
      super.init()
    }

    /// A color from components, each from 0 to 1.
    ///
    /// - Parameters:
    ///   - red: The red component.
    ///   - green: The green component.
    ///   - blue: The blue component.
    ///   - alpha: The opacity.
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
      self.init(standInName: "rgba(\(red), \(green), \(blue), \(alpha))")
    }

    /// Whether two colors are the same.
    ///
    /// - Parameter object: The other object.
    /// - Returns: `true` for a color with the same name or components.
    open override func isEqual(_ object: Any?) -> Bool {
      (object as? UIColor)?.standInName == standInName
    }

    /// The hash of the name.
    open override var hash: Int { standInName.hashValue }

    /// The name.
    open override var description: String { standInName }

    /// The color with an opacity, as `withAlphaComponent(_:)`; its name gains the opacity
    /// (`"systemRed 0.4"`).
    ///
    /// - Parameter alpha: The opacity, 0 to 1.
    /// - Returns: The color.
    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
      UIColor(standInName: "\(standInName) \(alpha)")
    }

    /// The primary text color (iOS 13).
    public static let label = UIColor(standInName: "label")
    /// The secondary text color (iOS 13).
    public static let secondaryLabel = UIColor(standInName: "secondaryLabel")
    /// The tertiary text color (iOS 13).
    public static let tertiaryLabel = UIColor(standInName: "tertiaryLabel")
    /// The view's tint color, resolved where it is drawn (iOS 15).
    public static let tintColor = UIColor(standInName: "tintColor")
    /// System red.
    public static let systemRed = UIColor(standInName: "systemRed")
    /// System orange.
    public static let systemOrange = UIColor(standInName: "systemOrange")
    /// System yellow.
    public static let systemYellow = UIColor(standInName: "systemYellow")
    /// System green.
    public static let systemGreen = UIColor(standInName: "systemGreen")
    /// System blue, the default tint.
    public static let systemBlue = UIColor(standInName: "systemBlue")
    /// System purple.
    public static let systemPurple = UIColor(standInName: "systemPurple")
    /// System gray.
    public static let systemGray = UIColor(standInName: "systemGray")
  }

  /// A stand-in for UIKit's `NSTextAlignment` (the raw values are iOS's).
  public enum NSTextAlignment: Int, Sendable {
    /// Left.
    case left = 0
    /// Centred.
    case center = 1
    /// Right.
    case right = 2
    /// Justified.
    case justified = 3
    /// The script's natural alignment, the default.
    case natural = 4
  }

  /// A stand-in for UIKit's `UIImageView`, reduced to its image.
  @MainActor open class UIImageView: UIView {
    /// The image shown.
    open var image: UIImage?
  }
#endif

#if !canImport(UIKit)
  import Foundation

  extension UIControl {
    /// A control's state, for the values that differ per state; the raw values are UIControl.h's
    /// `UIControlState`.
    public struct State: OptionSet, Hashable, Sendable {
      /// The raw bits.
      public let rawValue: UInt

      /// Creates a state from its bits.
      ///
      /// - Parameter rawValue: The bits.
      public init(rawValue: UInt) { self.rawValue = rawValue }

      /// `UIControlStateNormal` (0).
      public static let normal = State([])
      /// `UIControlStateHighlighted` (`1 << 0`).
      public static let highlighted = State(rawValue: 1 << 0)
      /// `UIControlStateDisabled` (`1 << 1`).
      public static let disabled = State(rawValue: 1 << 1)
      /// `UIControlStateSelected` (`1 << 2`).
      public static let selected = State(rawValue: 1 << 2)
    }
  }

  /// A stand-in for UIKit's `UIButton`, reduced to its type and its titles per state.
  ///
  /// A tap sends `.touchUpInside` to its targets: a test sends it with
  /// `userSendsActions(for: .touchUpInside)`, as a person's tap does.
  @MainActor open class UIButton: UIControl {
    /// A button's look (UIButton.h `UIButtonType`).
    public enum ButtonType: Int, Sendable {
      /// No look of its own.
      case custom = 0
      /// The system's look, the tint-coloured title (iOS 7).
      case system = 1
      /// The info button a table view cell shows for its detail accessory types
      /// (`UIButtonTypeDetailDisclosure`).
      case detailDisclosure = 2
    }

    /// The button's type, given when it was made.
    public private(set) var buttonType: ButtonType = .custom

    private var titles: [UInt: String] = [:]

    /// Makes a button of a type (UIButton.h `+buttonWithType:`).
    ///
    /// - Parameter buttonType: The type.
    public convenience init(type buttonType: UIButton.ButtonType) {
      self.init(frame: .zero)
      self.buttonType = buttonType
    }

    /// Sets the title for a state.
    ///
    /// UIButton.h: "default is nil. title is assumed to be single line".
    ///
    /// - Parameters:
    ///   - title: The title.
    ///   - state: The state.
    open func setTitle(_ title: String?, for state: UIControl.State) {
      titles[state.rawValue] = title
    }

    /// The title for a state; a state without its own shows the normal one (UIButton.h: "these
    /// getters only take a single state value").
    ///
    /// - Parameter state: The state.
    /// - Returns: The title.
    open func title(for state: UIControl.State) -> String? {
      titles[state.rawValue] ?? titles[UIControl.State.normal.rawValue]
    }

    /// The title shown now: the normal state's (the stand-in draws no other state).
    open var currentTitle: String? { title(for: .normal) }

    private var images: [UInt: UIImage] = [:]

    /// Sets the image for a state.
    ///
    /// UIButton.h: "default is nil. should be same size if different for different states".
    ///
    /// - Parameters:
    ///   - image: The image.
    ///   - state: The state.
    open func setImage(_ image: UIImage?, for state: UIControl.State) {
      images[state.rawValue] = image
    }

    /// The image for a state; a state without its own shows the normal one.
    ///
    /// - Parameter state: The state.
    /// - Returns: The image.
    open func image(for state: UIControl.State) -> UIImage? {
      images[state.rawValue] ?? images[UIControl.State.normal.rawValue]
    }

    /// The image shown now: the normal state's (the stand-in draws no other state).
    open var currentImage: UIImage? { image(for: .normal) }
  }
#endif
