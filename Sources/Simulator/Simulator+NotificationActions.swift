import Foundation
import UIKit
import UserNotifications

/// The user's side of actionable notifications (iOS 10+): the buttons a notification shows,
/// choosing one, typing a reply, and dismissing (modern-uikit.md §5).
extension Simulator {
    private var notificationSystem: NotificationSystem { world.service(NotificationSystem.self) }

    /// The buttons a notification offers, in the category's order: the registered category
    /// whose identifier is the request's `categoryIdentifier`; none for a UILocalNotification,
    /// an empty or unknown identifier (5.2, 5.11). Default: the notification `tapNotification()` would tap.
    public func notificationActions(of notification: ShownNotification? = nil) -> [String] {
        guard let (_, item) = actionTarget(notification) else { return [] }
        return category(of: item)?.actions.map(\.title) ?? []
    }

    /// The user chooses one of the notification's buttons (by title or identifier). A
    /// `.foreground` action opens the app as a tap does; another is handed to the app where it is,
    /// launching it in the background if it is not running. Either way the delegate's
    /// `didReceive` gets the action's identifier, and a text-input action's `text` as
    /// `UNTextInputNotificationResponse.userText`. On a locked device a `.foreground` or
    /// `.authenticationRequired` action unlocks it first. False when there is no such button.
    @discardableResult
    public func chooseNotificationAction(_ titleOrIdentifier: String, text: String? = nil,
                                         on notification: ShownNotification? = nil) -> Bool {
        guard let (delivery, item) = actionTarget(notification),
              let action = category(of: item)?.actions.first(where: { $0.title == titleOrIdentifier || $0.identifier == titleOrIdentifier }) else {
            world.log.record(.simulator, "choose action \"\(titleOrIdentifier)\": no such button")
            return false
        }
        let userText = action is UNTextInputNotificationAction ? (text ?? "") : nil
        world.log.record(.simulator, "choose action \"\(action.title)\" on \(item.content.quoted)")
        if action.options.contains(.foreground) {
            item.chosenAction = (action.identifier, userText)
            world.service(ApplicationLifecycle.self).open(delivery)
        } else {
            let lifecycle = world.service(ApplicationLifecycle.self)
            if action.options.contains(.authenticationRequired), notificationSystem.isLocked {
                world.log.record(.simulator, "unlock")
                lifecycle.unlock(returningToApp: false)
            }
            notificationSystem.removeDelivered { $0 === delivery }
            respondInPlace(delivery, item, identifier: action.identifier, userText: userText)
        }
        world.clock.advance(by: 0)
        return true
    }

    /// The user dismisses a notification from the list or the lock screen. The app hears of it
    /// (`UNNotificationDismissActionIdentifier`) only when its category has
    /// `.customDismissAction` (5.8). False when there is nothing to dismiss.
    @discardableResult
    public func dismissNotification(_ notification: ShownNotification? = nil) -> Bool {
        let system = notificationSystem
        let target = notification?.delivery ?? system.visibleBanner ?? system.lockScreen.last ?? system.delivered.last
        guard let target, system.delivered.contains(where: { $0 === target }) else {
            world.log.record(.simulator, "dismiss notification: nothing to dismiss")
            return false
        }
        world.log.record(.simulator, "dismiss notification \(target.item.content.quoted)")
        system.removeDelivered { $0 === target }
        if let item = target.item as? RequestItem, category(of: item)?.options.contains(.customDismissAction) == true {
            respondInPlace(target, item, identifier: UNNotificationDismissActionIdentifier, userText: nil)
        }
        world.clock.advance(by: 0)
        return true
    }

    private func actionTarget(_ notification: ShownNotification?) -> (NotificationDelivery, RequestItem)? {
        let system = notificationSystem
        let target = notification?.delivery ?? system.visibleBanner ?? system.lockScreen.last ?? system.delivered.last
        guard let target, system.delivered.contains(where: { $0 === target }), let item = target.item as? RequestItem else { return nil }
        return (target, item)
    }

    private func category(of item: RequestItem) -> UNNotificationCategory? {
        world.service(NotificationCategoryState.self).category(named: item.request.content.categoryIdentifier)
    }

    /// A response that does not bring the app forward: told where it is, or launched in the background.
    private func respondInPlace(_ delivery: NotificationDelivery, _ item: RequestItem, identifier: String, userText: String?) {
        let lifecycle = world.service(ApplicationLifecycle.self)
        let system = notificationSystem
        if lifecycle.isRunning {
            item.respond(delivery, system: system, actionIdentifier: identifier, userText: userText)
        } else {
            lifecycle.launch(options: nil, reason: "in the background for action \(identifier)", inBackground: true) {
                item.respond(delivery, system: system, actionIdentifier: identifier, userText: userText)
            }
        }
    }
}
