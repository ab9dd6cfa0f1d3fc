import Foundation

/// The user opened a notification (the default action) or dismissed it.
public let UNNotificationDefaultActionIdentifier = "com.apple.UNNotificationDefaultActionIdentifier"
public let UNNotificationDismissActionIdentifier = "com.apple.UNNotificationDismissActionIdentifier"

/// What the user did with a delivered notification, handed to
/// `userNotificationCenter(_:didReceive:withCompletionHandler:)`.
open class UNNotificationResponse: NSObject {
    open private(set) var notification: UNNotification
    open private(set) var actionIdentifier: String

    package init(notification: UNNotification, actionIdentifier: String) {
        self.notification = notification
        self.actionIdentifier = actionIdentifier
        super.init()
    }
}
