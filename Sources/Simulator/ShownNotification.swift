import Foundation
import UIKit

/// A notification as the simulated user met it: a banner, an alert, a lock-screen entry, an entry
/// in Notification Center's list, or one handed to the app in the foreground.
public struct ShownNotification: CustomStringConvertible {
    public enum Presentation: String, Sendable {
        case banner, alert, lockScreen, list, foreground, hidden
    }

    package let delivery: NotificationDelivery

    /// The instant it fired.
    public var date: Date { delivery.date }
    public var presentation: Presentation {
        switch delivery.presentation {
        case .banner: return .banner
        case .alert: return .alert
        case .lockScreen: return .lockScreen
        case .list: return .list
        case .foreground: return .foreground
        case .hidden: return .hidden
        }
    }
    public var title: String? { delivery.item.content.title }
    public var subtitle: String? { delivery.item.content.subtitle }
    public var body: String? { delivery.item.content.body }
    /// The badge it set, if it set one.
    public var badge: Int? { delivery.badgeApplied }
    /// The sound it played (`default` or a resource name), if any.
    public var sound: String? { delivery.soundPlayed }
    /// The UNNotificationRequest's identifier (a generated one for UILocalNotification).
    public var identifier: String { delivery.item.identifier }
    public var isLocalNotification: Bool { delivery.item.api == .localNotification }
    /// The log's text for it: `banner "Wake up" badge 1 sound default`.
    public var description: String { delivery.logText }
}
