import Foundation

// The keyboard's notifications and their userInfo keys (reference 1.1, 1.2). The keyboard
// service posts them through Foundation's real `NotificationCenter.default`, so code written
// for iOS observes them unchanged.
extension UIResponder {
    public static let keyboardWillShowNotification = Notification.Name("UIKeyboardWillShowNotification")
    public static let keyboardDidShowNotification = Notification.Name("UIKeyboardDidShowNotification")
    public static let keyboardWillHideNotification = Notification.Name("UIKeyboardWillHideNotification")
    public static let keyboardDidHideNotification = Notification.Name("UIKeyboardDidHideNotification")
    /// iOS 5.0 and later (1.1.1).
    public static let keyboardWillChangeFrameNotification = Notification.Name("UIKeyboardWillChangeFrameNotification")
    public static let keyboardDidChangeFrameNotification = Notification.Name("UIKeyboardDidChangeFrameNotification")

    /// `NSValue` of `CGRect`: the frame before the animation, in screen coordinates (1.2.1).
    public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
    /// `NSValue` of `CGRect`: the frame after the animation, in screen coordinates (1.2.2).
    public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    /// `NSNumber` of `Double`, seconds: 0.25 (1.2.3, 1.3.1).
    public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
    /// `NSNumber` of `UInt` (`UIView.AnimationCurve`): 7 since iOS 7 (1.2.4, 1.3.3).
    public static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
    /// `NSNumber` of `Bool`: true for the app that brought the keyboard up (1.2.5).
    public static let keyboardIsLocalUserInfoKey = "UIKeyboardIsLocalUserInfoKey"

    // The iPhone OS 2 keys, "superseded by UIKeyboardFrameBegin/EndUserInfoKey" in 3.2 yet still
    // posted (uikit-behavior.md 1.1.5, modern-uikit.md 7.1). Deprecated, so using them warns.

    /// `NSValue` of `CGPoint`: the keyboard's centre before the animation, in screen coordinates.
    @available(*, deprecated, message: "superseded by keyboardFrameBeginUserInfoKey")
    public static let keyboardCenterBeginUserInfoKey = KeyboardLegacyKeys.centerBegin
    /// `NSValue` of `CGPoint`: the keyboard's centre after the animation, in screen coordinates.
    @available(*, deprecated, message: "superseded by keyboardFrameEndUserInfoKey")
    public static let keyboardCenterEndUserInfoKey = KeyboardLegacyKeys.centerEnd
    /// `NSValue` of `CGRect`: the keyboard's bounds, `{{0, 0}, {width, height}}` of the end frame.
    @available(*, deprecated, message: "superseded by keyboardFrameBeginUserInfoKey and keyboardFrameEndUserInfoKey")
    public static let keyboardBoundsUserInfoKey = KeyboardLegacyKeys.bounds
}

/// The legacy keys' strings, for the model's own use without deprecation warnings.
package enum KeyboardLegacyKeys {
    package static let centerBegin = "UIKeyboardCenterBeginUserInfoKey"
    package static let centerEnd = "UIKeyboardCenterEndUserInfoKey"
    package static let bounds = "UIKeyboardBoundsUserInfoKey"
}

// The Objective-C era spellings the book's code uses (1.1.1, 1.1.2), so it compiles as written.

@available(*, deprecated, renamed: "UIResponder.keyboardWillShowNotification")
public let UIKeyboardWillShowNotification = UIResponder.keyboardWillShowNotification
@available(*, deprecated, renamed: "UIResponder.keyboardDidShowNotification")
public let UIKeyboardDidShowNotification = UIResponder.keyboardDidShowNotification
@available(*, deprecated, renamed: "UIResponder.keyboardWillHideNotification")
public let UIKeyboardWillHideNotification = UIResponder.keyboardWillHideNotification
@available(*, deprecated, renamed: "UIResponder.keyboardDidHideNotification")
public let UIKeyboardDidHideNotification = UIResponder.keyboardDidHideNotification
@available(*, deprecated, renamed: "UIResponder.keyboardWillChangeFrameNotification")
public let UIKeyboardWillChangeFrameNotification = UIResponder.keyboardWillChangeFrameNotification
@available(*, deprecated, renamed: "UIResponder.keyboardDidChangeFrameNotification")
public let UIKeyboardDidChangeFrameNotification = UIResponder.keyboardDidChangeFrameNotification

@available(*, deprecated, renamed: "UIResponder.keyboardFrameBeginUserInfoKey")
public let UIKeyboardFrameBeginUserInfoKey = UIResponder.keyboardFrameBeginUserInfoKey
@available(*, deprecated, renamed: "UIResponder.keyboardFrameEndUserInfoKey")
public let UIKeyboardFrameEndUserInfoKey = UIResponder.keyboardFrameEndUserInfoKey
@available(*, deprecated, renamed: "UIResponder.keyboardAnimationDurationUserInfoKey")
public let UIKeyboardAnimationDurationUserInfoKey = UIResponder.keyboardAnimationDurationUserInfoKey
@available(*, deprecated, renamed: "UIResponder.keyboardAnimationCurveUserInfoKey")
public let UIKeyboardAnimationCurveUserInfoKey = UIResponder.keyboardAnimationCurveUserInfoKey
@available(*, deprecated, renamed: "UIResponder.keyboardIsLocalUserInfoKey")
public let UIKeyboardIsLocalUserInfoKey = UIResponder.keyboardIsLocalUserInfoKey
@available(*, deprecated, renamed: "UIResponder.keyboardCenterBeginUserInfoKey")
public let UIKeyboardCenterBeginUserInfoKey = KeyboardLegacyKeys.centerBegin
@available(*, deprecated, renamed: "UIResponder.keyboardCenterEndUserInfoKey")
public let UIKeyboardCenterEndUserInfoKey = KeyboardLegacyKeys.centerEnd
@available(*, deprecated, renamed: "UIResponder.keyboardBoundsUserInfoKey")
public let UIKeyboardBoundsUserInfoKey = KeyboardLegacyKeys.bounds

/// Undocumented key seen in iOS 5–7 logs: 1 when the user undocked or docked the iPad keyboard (1.1.5, 1.7.2).
public let UIKeyboardFrameChangedByUserInteraction = "UIKeyboardFrameChangedByUserInteraction"

// Swift 4.0–4.1 named the notifications `NSNotification.Name.UIKeyboardWillShow` and so on;
// Swift 4.2 moved them to `UIResponder`. Declared unavailable with Apple's new name, so the
// compiler says "'UIKeyboardWillShow' has been renamed to 'UIResponder.keyboardWillShowNotification'"
// and offers the fix, as Xcode does, instead of a bare "has no member".
extension NSNotification.Name {
    @available(*, unavailable, renamed: "UIResponder.keyboardWillShowNotification")
    public static var UIKeyboardWillShow: NSNotification.Name { UIResponder.keyboardWillShowNotification }
    @available(*, unavailable, renamed: "UIResponder.keyboardDidShowNotification")
    public static var UIKeyboardDidShow: NSNotification.Name { UIResponder.keyboardDidShowNotification }
    @available(*, unavailable, renamed: "UIResponder.keyboardWillHideNotification")
    public static var UIKeyboardWillHide: NSNotification.Name { UIResponder.keyboardWillHideNotification }
    @available(*, unavailable, renamed: "UIResponder.keyboardDidHideNotification")
    public static var UIKeyboardDidHide: NSNotification.Name { UIResponder.keyboardDidHideNotification }
    @available(*, unavailable, renamed: "UIResponder.keyboardWillChangeFrameNotification")
    public static var UIKeyboardWillChangeFrame: NSNotification.Name { UIResponder.keyboardWillChangeFrameNotification }
    @available(*, unavailable, renamed: "UIResponder.keyboardDidChangeFrameNotification")
    public static var UIKeyboardDidChangeFrame: NSNotification.Name { UIResponder.keyboardDidChangeFrameNotification }
}
