import Foundation

/// The mutable form, as book code creates it.
@available(iOS, introduced: 8.0, deprecated: 10.0, message: "Use UserNotifications Framework's UNNotificationCategory")
open class UIMutableUserNotificationCategory: UIUserNotificationCategory {
    open override var identifier: String? {
        get { super.identifier }
        set { super.identifier = newValue }
    }
}
