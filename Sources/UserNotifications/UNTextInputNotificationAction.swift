import Foundation

/// An action that asks for text (Reply); the response is a `UNTextInputNotificationResponse`
/// whose `userText` is what was typed (modern-uikit.md 5.10).
open class UNTextInputNotificationAction: UNNotificationAction {
    open private(set) var textInputButtonTitle: String
    open private(set) var textInputPlaceholder: String

    public init(identifier: String, title: String, options: UNNotificationActionOptions = [],
                textInputButtonTitle: String, textInputPlaceholder: String) {
        self.textInputButtonTitle = textInputButtonTitle
        self.textInputPlaceholder = textInputPlaceholder
        super.init(identifier: identifier, title: title, options: options)
    }
}
