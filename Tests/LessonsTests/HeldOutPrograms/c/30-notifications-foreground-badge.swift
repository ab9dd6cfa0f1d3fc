import UIKit
import UserNotifications
import Simulator

// The UNUserNotificationCenterDelegate recipe (Apple's "Handling notifications and
// notification-related actions", and countless "show notification while app is in foreground"
// answers): willPresent asks for a banner, sound and badge while the app is open; the badge
// number comes from the content; tapping a notification calls didReceive with the default
// action identifier, where the app clears its badge (setBadgeCount, iOS 16).
final class NotificationHandler: NSObject, UNUserNotificationCenterDelegate {
    func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification,
                                withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void) {
        print("willPresent", notification.request.identifier, "-", notification.request.content.title,
              "badge", notification.request.content.badge?.intValue ?? -1)
        completionHandler([.banner, .list, .sound, .badge])
    }

    func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
                                withCompletionHandler completionHandler: @escaping () -> Void) {
        print("didReceive", response.notification.request.identifier, "-", response.actionIdentifier)
        print("default action:", response.actionIdentifier == UNNotificationDefaultActionIdentifier)
        center.setBadgeCount(0)
        completionHandler()
    }
}

let zone = TimeZone(identifier: "Europe/Berlin")!
let sim = Simulator(device: .iPhone4Inch, startDate: Date(timeIntervalSince1970: 1_718_348_400), timeZone: zone)
let handler = NotificationHandler()
sim.launch()
sim.runUntilIdle()

let center = UNUserNotificationCenter.current()
center.delegate = handler
center.requestAuthorization(options: [.alert, .sound, .badge]) { _, _ in }
sim.advance(by: 2)   // the user taps Allow

func schedule(_ id: String, title: String, badge: Int, after seconds: TimeInterval) {
    let content = UNMutableNotificationContent()
    content.title = title
    content.body = "Tap to see your order"
    content.sound = .default
    content.badge = NSNumber(value: badge)
    center.add(UNNotificationRequest(identifier: id, content: content,
                                     trigger: UNTimeIntervalNotificationTrigger(timeInterval: seconds, repeats: false)))
}

schedule("shipped", title: "Order shipped", badge: 3, after: 5)
sim.runUntilIdle()
sim.advance(by: 10)
print("badge after a notification in the foreground:", sim.badgeNumber)

sim.sendToBackground()
schedule("delivered", title: "Order delivered", badge: 7, after: 60)
sim.runUntilIdle()
sim.advance(by: 90)
print("badge after a notification in the background:", sim.badgeNumber)

_ = sim.tapNotification(containing: "Order delivered")
sim.runUntilIdle()
print("badge after opening:", sim.badgeNumber)
print("identifiers:", UNNotificationDefaultActionIdentifier, UNNotificationDismissActionIdentifier)
