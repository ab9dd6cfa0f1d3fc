import Foundation
import UIKit

/// Notifications as the system presents them, and the user's side: permission, taps, the badge.
extension Simulator {
    private var notificationSystem: NotificationSystem { world.service(NotificationSystem.self) }

    /// What the simulated user answers to the permission prompt; after it was asked, the user
    /// changing the app's setting in Settings.
    public func setNotificationPermission(granted: Bool) {
        notificationSystem.setPermission(granted: granted)
    }

    /// Banners (the default) or modal alerts, as iOS 8's per-app "Alert Style" setting.
    public var notificationAlertStyle: ShownNotification.Presentation {
        get { notificationSystem.alertStyle == .alert ? .alert : .banner }
        set { notificationSystem.alertStyle = newValue == .alert ? .alert : .banner }
    }

    /// How many pending notifications the system keeps (64, 8.1.13); nil lifts the limit.
    public var pendingNotificationLimit: Int? {
        get { notificationSystem.pendingLimit }
        set { notificationSystem.pendingLimit = newValue }
    }

    /// The number on the app's icon on the home screen.
    public var badgeNumber: Int { notificationSystem.badge }
    /// How many notifications are pending (both APIs).
    public var pendingNotificationCount: Int { notificationSystem.pendingCount }
    /// When the next pending notification fires.
    public var nextNotificationDate: Date? { notificationSystem.nextFireDate }
    /// Every firing, shown or not, oldest first.
    public var notificationHistory: [ShownNotification] { notificationSystem.history.map(ShownNotification.init) }
    /// Banners, alerts and lock-screen entries shown so far, oldest first.
    public var shownNotifications: [ShownNotification] { notificationSystem.shown.map(ShownNotification.init) }
    /// Notification Center's list (what the user has not opened or cleared), oldest first.
    public var deliveredNotifications: [ShownNotification] { notificationSystem.delivered.map(ShownNotification.init) }
    /// The lock screen's list while locked, oldest first.
    public var lockScreenNotifications: [ShownNotification] { notificationSystem.lockScreen.map(ShownNotification.init) }
    /// The banner or alert on screen now, if any.
    public var visibleBanner: ShownNotification? { notificationSystem.visibleBanner.map(ShownNotification.init) }
    /// Sounds played, in order.
    public var soundsPlayed: [String] { notificationSystem.soundsPlayed }

    /// The user taps a notification: by default the banner on screen, else the newest lock-screen
    /// entry (sliding it unlocks), else the newest in Notification Center. The app is launched with
    /// launch options (8.1.16), brought to the foreground (delegate called while inactive, 8.1.17),
    /// or, when active, told directly. Returns false when there is nothing to tap.
    @discardableResult
    public func tapNotification(_ notification: ShownNotification? = nil) -> Bool {
        let system = notificationSystem
        let target = notification?.delivery ?? system.visibleBanner ?? system.lockScreen.last ?? system.delivered.last
        guard let target, system.delivered.contains(where: { $0 === target }) else {
            world.log.record(.simulator, "tap notification: nothing to tap")
            return false
        }
        world.log.record(.simulator, "tap notification \(target.item.content.quoted)")
        world.service(ApplicationLifecycle.self).open(target)
        world.clock.advance(by: 0)
        return true
    }

    /// Taps the newest delivered notification whose title or body contains `text`.
    @discardableResult
    public func tapNotification(containing text: String) -> Bool {
        let match = notificationSystem.delivered.last {
            ($0.item.content.body ?? "").contains(text) || ($0.item.content.title ?? "").contains(text)
        }
        guard let match else {
            world.log.record(.simulator, "tap notification: none contains \"\(text)\"")
            return false
        }
        return tapNotification(ShownNotification(delivery: match))
    }

    /// The user clears Notification Center's list.
    public func clearNotifications() {
        world.log.record(.simulator, "clear notifications")
        notificationSystem.removeDelivered { _ in true }
    }
}
