import Foundation

extension UITextField {
    /// The border drawn around a text field. Raw values are Apple's; the default is `.none` (reference 3.1).
    public enum BorderStyle: Int, Sendable {
        case none = 0
        case line = 1
        case bezel = 2
        /// "If set to UITextBorderStyleRoundedRect, custom background images are ignored."
        case roundedRect = 3
    }

    /// When an overlay (left view, right view, clear button) shows. Raw values are Apple's; all
    /// three modes default to `.never` (3.2, 3.3).
    public enum ViewMode: Int, Sendable {
        case never = 0
        case whileEditing = 1
        case unlessEditing = 2
        case always = 3
    }

    /// Why editing ended (iOS 10). Raw values are Apple's (3.8).
    public enum DidEndEditingReason: Int, Sendable {
        case committed = 0
        /// tvOS only on iOS devices; kept for completeness.
        case cancelled = 1
    }

    /// Posted with the text field as object when it becomes first responder, before the
    /// keyboard's WillChangeFrame/WillShow (3.10, 1.4.1).
    public static let textDidBeginEditingNotification = Notification.Name("UITextFieldTextDidBeginEditingNotification")
    /// Posted with the text field as object after each change of its text by the user.
    public static let textDidChangeNotification = Notification.Name("UITextFieldTextDidChangeNotification")
    /// Posted with the text field as object when it resigns, after the keyboard's WillHide (3.10, 1.4.3).
    public static let textDidEndEditingNotification = Notification.Name("UITextFieldTextDidEndEditingNotification")
}

@available(*, deprecated, renamed: "UITextField.textDidBeginEditingNotification")
public let UITextFieldTextDidBeginEditingNotification = UITextField.textDidBeginEditingNotification
@available(*, deprecated, renamed: "UITextField.textDidChangeNotification")
public let UITextFieldTextDidChangeNotification = UITextField.textDidChangeNotification
@available(*, deprecated, renamed: "UITextField.textDidEndEditingNotification")
public let UITextFieldTextDidEndEditingNotification = UITextField.textDidEndEditingNotification

/// The Objective-C era names of the border styles and view modes, as the book spells them.
@available(*, deprecated, renamed: "UITextField.BorderStyle")
public typealias UITextBorderStyle = UITextField.BorderStyle
@available(*, deprecated, renamed: "UITextField.ViewMode")
public typealias UITextFieldViewMode = UITextField.ViewMode
