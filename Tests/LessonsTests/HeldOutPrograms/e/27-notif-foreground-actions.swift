import UIKit
import UserNotifications
import Simulator

// A reminder category with Snooze / Mark as Done actions. In the foreground the delegate asks
// for a banner; choosing Snooze reschedules in 10 minutes; tapping the snoozed notification
// from the background opens the app with the default action identifier.
final class AppDelegate: UIResponder, UIApplicationDelegate, UNUserNotificationCenterDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = UIViewController()
        window?.makeKeyAndVisible()

        let center = UNUserNotificationCenter.current()
        center.delegate = self
        let snooze = UNNotificationAction(identifier: "SNOOZE", title: "Snooze", options: [])
        let done = UNNotificationAction(identifier: "DONE", title: "Mark as Done", options: [.destructive])
        center.setNotificationCategories([
            UNNotificationCategory(identifier: "REMINDER", actions: [snooze, done], intentIdentifiers: [], options: []),
        ])
        center.requestAuthorization(options: [.alert, .sound, .badge]) { granted, _ in
            print("granted", granted)
        }
        return true
    }

    func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification,
                                withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void) {
        print("willPresent", notification.request.identifier)
        completionHandler([.banner, .list, .sound])
    }

    func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
                                withCompletionHandler completionHandler: @escaping () -> Void) {
        print("didReceive", response.actionIdentifier, response.notification.request.identifier)
        if response.actionIdentifier == "SNOOZE" {
            scheduleReminder(id: "water-snoozed", after: 600)
        } else if response.actionIdentifier == UNNotificationDefaultActionIdentifier {
            print("opened from notification")
        }
        completionHandler()
    }
}

func scheduleReminder(id: String, after seconds: TimeInterval) {
    let content = UNMutableNotificationContent()
    content.title = "Water"
    content.body = "Drink a glass of water"
    content.categoryIdentifier = "REMINDER"
    let trigger = UNTimeIntervalNotificationTrigger(timeInterval: seconds, repeats: false)
    UNUserNotificationCenter.current().add(UNNotificationRequest(identifier: id, content: content, trigger: trigger))
}

let sim = Simulator(device: .iPhone4Inch,
                    startDate: Date(timeIntervalSince1970: 1_718_348_400),
                    timeZone: TimeZone(identifier: "Europe/Berlin")!)
sim.launch(delegate: AppDelegate())
sim.runUntilIdle()

scheduleReminder(id: "water", after: 60)
sim.runUntilIdle()
sim.advance(by: 61)
sim.runUntilIdle()

sim.chooseNotificationAction("Snooze")
sim.runUntilIdle()
UNUserNotificationCenter.current().getPendingNotificationRequests { requests in
    print("pending", requests.map(\.identifier))
}
sim.runUntilIdle()

sim.sendToBackground()
sim.advance(by: 601)
sim.tapNotification()
sim.runUntilIdle()
print("active", UIApplication.shared.applicationState == .active)
