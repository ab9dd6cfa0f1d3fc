import Foundation

/// A group of actions for a kind of notification (iOS 8). The model keeps the identifier only:
/// custom actions are not simulated.
@available(iOS, introduced: 8.0, deprecated: 10.0, message: "Use UserNotifications Framework's UNNotificationCategory")
open class UIUserNotificationCategory: NSObject {
    open internal(set) var identifier: String?
    public override init() { super.init() }
}
