// Data, not code: the public names of the UIKit model (Apple's names) that Tab completes.
// One name per line in the literal below; keep it sorted. Update it when the model grows.

extension UIKitNames {
    static let list = """
        CGAffineTransform
        CGFloat
        CGPoint
        CGRect
        CGSize
        NSStringFromCGRect
        NotificationCenter
        Simulator
        UIApplication
        UIApplication.didBecomeActiveNotification
        UIApplication.didEnterBackgroundNotification
        UIApplication.willEnterForegroundNotification
        UIApplication.willResignActiveNotification
        UIApplicationDelegate
        UIButton
        UIColor
        UIControl
        UIEdgeInsets
        UIEvent
        UIFont
        UIInterfaceOrientation
        UILabel
        UILocalNotification
        UINavigationController
        UIResponder
        UIResponder.keyboardAnimationCurveUserInfoKey
        UIResponder.keyboardAnimationDurationUserInfoKey
        UIResponder.keyboardDidChangeFrameNotification
        UIResponder.keyboardDidHideNotification
        UIResponder.keyboardDidShowNotification
        UIResponder.keyboardFrameBeginUserInfoKey
        UIResponder.keyboardFrameEndUserInfoKey
        UIResponder.keyboardWillChangeFrameNotification
        UIResponder.keyboardWillHideNotification
        UIResponder.keyboardWillShowNotification
        UIScreen
        UIScrollView
        UIScrollViewDelegate
        UITextField
        UITextFieldDelegate
        UITextView
        UITextViewDelegate
        UIView
        UIViewController
        UIWindow
        UNCalendarNotificationTrigger
        UNMutableNotificationContent
        UNNotificationRequest
        UNTimeIntervalNotificationTrigger
        UNUserNotificationCenter
        accessibilityIdentifier
        addSubview
        addTarget
        becomeFirstResponder
        contentInset
        contentOffset
        convert
        frame
        resignFirstResponder
        scrollIndicatorInsets
        scrollRectToVisible
        textFieldShouldReturn
        userInfo
        viewDidLoad
        viewWillAppear
        """
}

/// The completion list for UIKit names (see the data above).
public enum UIKitNames {
    public static let all: [String] = list.split(separator: "\n").map { String($0.trimmingSpaces()) }.filter { !$0.isEmpty }
}
