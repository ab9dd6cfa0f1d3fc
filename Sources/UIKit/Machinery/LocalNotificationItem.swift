import Foundation

/// A scheduled UILocalNotification (the copy the system keeps).
package final class LocalNotificationItem: NotificationItem {
    package nonisolated(unsafe) static var lastIdentity: UInt64 = 0

    package let notification: UILocalNotification
    package let schedule: NotificationSchedule
    package let content: NotificationContentSummary

    package init(_ notification: UILocalNotification) {
        self.notification = notification
        schedule = LocalNotificationSchedule(fireDate: notification.fireDate, timeZone: notification.timeZone,
                                             repeatInterval: notification.repeatInterval, repeatCalendar: notification.repeatCalendar)
        content = NotificationContentSummary(
            title: notification.alertTitle, body: notification.alertBody,
            badge: notification.applicationIconBadgeNumber == 0 ? nil : notification.applicationIconBadgeNumber,  // 0 = no change (8.1.8)
            sound: notification.soundName.map { $0 == UILocalNotificationDefaultSoundName ? "default" : $0 },
            action: notification.alertAction, hasAction: notification.hasAction)
    }

    package var identifier: String { "UILocalNotification-\(notification.schedulingIdentity ?? 0)" }
    package var api: NotificationAPI { .localNotification }

    package var launchOptions: [UIApplication.LaunchOptionsKey: Any]? {
        [.localNotification: notification.copy()]
    }

    /// In the foreground the delegate is told and nothing is shown: no alert, badge or sound (8.1.14).
    package func arriveInForeground(_ delivery: NotificationDelivery, system: NotificationSystem) {
        delivery.presentation = .foreground
        system.record(delivery)
        tellDelegate(system.world)
    }

    /// Opened by the user: the delegate gets it while the app is inactive (8.1.17).
    package func open(_ delivery: NotificationDelivery, system: NotificationSystem) {
        tellDelegate(system.world)
    }

    private func tellDelegate(_ world: World) {
        let app = world.service(ApplicationLifecycle.self)
        guard let delegate = app.delegate else { return }
        world.log.record(.delegate, "application(_:didReceive:) \(content.quoted) state \(app.state)")
        delegate.application(app.application, didReceive: notification.copy() as! UILocalNotification)
    }

    /// `day`, `weekOfYear`, … for the log.
    package static func unitName(_ unit: NSCalendar.Unit) -> String {
        let names: [(NSCalendar.Unit, String)] = [
            (.era, "era"), (.year, "year"), (.month, "month"), (.day, "day"), (.hour, "hour"), (.minute, "minute"),
            (.second, "second"), (.weekday, "weekday"), (.weekdayOrdinal, "weekdayOrdinal"), (.quarter, "quarter"),
            (.weekOfMonth, "weekOfMonth"), (.weekOfYear, "weekOfYear"), (.yearForWeekOfYear, "yearForWeekOfYear"),
        ]
        let found = names.filter { unit.contains($0.0) }.map(\.1)
        return found.isEmpty ? "\(unit.rawValue)" : found.joined(separator: ",")
    }
}
