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

/// Undocumented key seen in iOS 5–7 logs: 1 when the user undocked or docked the iPad keyboard (1.1.5, 1.7.2).
public let UIKeyboardFrameChangedByUserInteraction = "UIKeyboardFrameChangedByUserInteraction"
