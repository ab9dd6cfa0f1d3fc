import Foundation

/// The response to a `UNTextInputNotificationAction`: what the user typed (modern-uikit.md 5.10).
open class UNTextInputNotificationResponse: UNNotificationResponse {
    open private(set) var userText: String

    package init(notification: UNNotification, actionIdentifier: String, userText: String) {
        self.userText = userText
        super.init(notification: notification, actionIdentifier: actionIdentifier)
    }
}
