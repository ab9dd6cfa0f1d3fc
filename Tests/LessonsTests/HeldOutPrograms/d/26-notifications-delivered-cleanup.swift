import UIKit
import UserNotifications
import Simulator

// Messages arrive while the app is in the background, each setting the icon badge.
// When the user comes back, the app lists what is still in Notification Center,
// removes the promotional ones, and sets the badge to what is left (iOS 16+ setBadgeCount).
final class InboxAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = UIViewController()
        window?.makeKeyAndVisible()
        Task { await self.setUp() }
        return true
    }

    func setUp() async {
        let center = UNUserNotificationCenter.current()
        let granted = (try? await center.requestAuthorization(options: [.alert, .badge, .sound])) ?? false
        print("granted \(granted)")
        let messages: [(id: String, thread: String, after: TimeInterval)] = [
            ("msg-1", "chat", 10), ("promo-1", "promo", 20), ("msg-2", "chat", 30),
        ]
        for (index, message) in messages.enumerated() {
            let content = UNMutableNotificationContent()
            content.title = message.thread == "promo" ? "Sale" : "New message"
            content.threadIdentifier = message.thread
            content.badge = NSNumber(value: index + 1)
            let trigger = UNTimeIntervalNotificationTrigger(timeInterval: message.after, repeats: false)
            try? await center.add(UNNotificationRequest(identifier: message.id, content: content, trigger: trigger))
        }
    }

    func applicationWillEnterForeground(_ application: UIApplication) {
        Task {
            let center = UNUserNotificationCenter.current()
            let delivered = await center.deliveredNotifications()
            print("delivered \(delivered.map(\.request.identifier).sorted())")
            let promos = delivered.filter { $0.request.content.threadIdentifier == "promo" }
                                  .map(\.request.identifier)
            center.removeDeliveredNotifications(withIdentifiers: promos)
            try? await center.setBadgeCount(delivered.count - promos.count)
        }
    }
}

let sim = Simulator(device: .iPhone4Inch,
                    startDate: Date(timeIntervalSince1970: 1_718_348_400),
                    timeZone: TimeZone(identifier: "Europe/Berlin")!)
sim.launch(delegate: InboxAppDelegate())
sim.runUntilIdle()
sim.sendToBackground()

sim.advance(by: 35)
print("badge while away \(sim.badgeNumber)")

sim.bringToForeground()
sim.runUntilIdle()
print("badge after cleanup \(sim.badgeNumber)")

Task {
    let left = await UNUserNotificationCenter.current().deliveredNotifications()
    print("left \(left.map(\.request.identifier).sorted())")
    UNUserNotificationCenter.current().removeAllDeliveredNotifications()
    try? await UNUserNotificationCenter.current().setBadgeCount(0)
}
sim.runUntilIdle()
print("badge after reading \(sim.badgeNumber)")
