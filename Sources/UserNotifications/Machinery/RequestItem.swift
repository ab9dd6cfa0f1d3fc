import Foundation
import UIKit

/// A pending UNNotificationRequest as the system keeps it.
package final class RequestItem: NotificationItem {
    package let request: UNNotificationRequest
    package let schedule: NotificationSchedule
    package let content: NotificationContentSummary

    package init(_ request: UNNotificationRequest) {
        self.request = request
        schedule = request.trigger?.makeSchedule() ?? TimeIntervalSchedule(interval: 0, repeats: false)
        let c = request.content
        content = NotificationContentSummary(
            title: c.title.isEmpty ? nil : c.title, subtitle: c.subtitle.isEmpty ? nil : c.subtitle,
            body: c.body.isEmpty ? nil : c.body, badge: c.badge?.intValue, sound: c.sound?.name)
    }

    package var identifier: String { request.identifier }
    package var api: NotificationAPI { .userNotifications }
    /// Opening a UserNotifications request reaches the app through the center's delegate, not the
    /// launch options (UIApplicationLaunchOptionsLocalNotificationKey is for UILocalNotification).
    package var launchOptions: [UIApplication.LaunchOptionsKey: Any]? { nil }

    private func center(_ world: World) -> UNUserNotificationCenter { world.service(UserNotificationsState.self).center }

    /// In the foreground the delegate's willPresent decides; without authorization, or without a
    /// delegate, the notification is silenced (8.2.7). Whether iOS calls willPresent for an app
    /// that is not authorized is UNCONFIRMED; the model does not.
    package func arriveInForeground(_ delivery: NotificationDelivery, system: NotificationSystem) {
        let world = system.world
        guard system.authorization == .authorized else {
            system.present(delivery, alert: false, list: false, sound: false, badge: false, silencedReason: "not authorized")
            return
        }
        let center = center(world)
        guard let delegate = center.delegate else {
            system.present(delivery, alert: false, list: false, sound: false, badge: false,
                           silencedReason: "in the foreground with no UNUserNotificationCenter delegate")
            return
        }
        world.log.record(.delegate, "userNotificationCenter(_:willPresent:) \(content.quoted)")
        var answered = false
        let notification = UNNotification(date: delivery.date, request: request)
        delegate.userNotificationCenter(center, willPresent: notification) { options in
            guard !answered else { return }
            answered = true
            system.present(delivery, alert: options.contains(.banner) || options.contains(.alert),
                           list: options.contains(.list) || options.contains(.alert),
                           sound: options.contains(.sound), badge: options.contains(.badge),
                           silencedReason: "silenced by willPresent")
        }
    }

    /// The action the user chose for the next `open` (a foreground action goes through the same
    /// path as a tap); nil means the tap's default action.
    package var chosenAction: (identifier: String, userText: String?)?

    package func open(_ delivery: NotificationDelivery, system: NotificationSystem) {
        let action = chosenAction ?? (UNNotificationDefaultActionIdentifier, nil)
        chosenAction = nil
        respond(delivery, system: system, actionIdentifier: action.identifier, userText: action.userText)
    }

    /// Hands the user's response to the center's delegate: the default action (a tap), one of the
    /// category's actions, or the dismiss action (5.6–5.10). Text typed into a text-input action
    /// comes as a `UNTextInputNotificationResponse`.
    package func respond(_ delivery: NotificationDelivery, system: NotificationSystem, actionIdentifier: String, userText: String?) {
        let world = system.world
        let center = center(world)
        guard let delegate = center.delegate else { return }
        let state = world.service(ApplicationLifecycle.self).state
        let typed = userText.map { " text \"\($0)\"" } ?? ""
        world.log.record(.delegate, "userNotificationCenter(_:didReceive:) \(content.quoted) action \(actionIdentifier)\(typed) state \(state)")
        let notification = UNNotification(date: delivery.date, request: request)
        let response = userText.map { UNTextInputNotificationResponse(notification: notification, actionIdentifier: actionIdentifier, userText: $0) }
            ?? UNNotificationResponse(notification: notification, actionIdentifier: actionIdentifier)
        delegate.userNotificationCenter(center, didReceive: response) {}
    }
}

/// The world's UNUserNotificationCenter.
package final class UserNotificationsState: WorldService {
    package let center: UNUserNotificationCenter
    package init(world: World) { center = UNUserNotificationCenter(world: world) }
}
