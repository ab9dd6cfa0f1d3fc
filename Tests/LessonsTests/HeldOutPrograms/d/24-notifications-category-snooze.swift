import UIKit
import UserNotifications
import Simulator

// Actionable reminder: a "TASK" category with Snooze and Done buttons. The app is in the
// background; choosing Snooze schedules the same reminder again in 10 minutes.
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
        let done = UNNotificationAction(identifier: "DONE", title: "Done", options: [.destructive])
        let category = UNNotificationCategory(identifier: "TASK", actions: [snooze, done],
                                              intentIdentifiers: [], options: [])
        center.setNotificationCategories([category])
        center.requestAuthorization(options: [.alert, .sound]) { granted, _ in
            DispatchQueue.main.async {
                print("granted \(granted)")
                if granted { self.scheduleTask(id: "water-plants", after: 60) }
            }
        }
        return true
    }

    func scheduleTask(id: String, after seconds: TimeInterval) {
        let content = UNMutableNotificationContent()
        content.title = "Water the plants"
        content.body = "The basil looks thirsty"
        content.categoryIdentifier = "TASK"
        let trigger = UNTimeIntervalNotificationTrigger(timeInterval: seconds, repeats: false)
        UNUserNotificationCenter.current().add(UNNotificationRequest(identifier: id, content: content, trigger: trigger))
    }

    func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
                                withCompletionHandler completionHandler: @escaping () -> Void) {
        let request = response.notification.request
        print("\(response.actionIdentifier) on \(request.identifier) [\(request.content.categoryIdentifier)]")
        if response.actionIdentifier == "SNOOZE" {
            scheduleTask(id: request.identifier + "-snoozed", after: 600)
        }
        completionHandler()
    }
}

let sim = Simulator(device: .iPhone4Inch,
                    startDate: Date(timeIntervalSince1970: 1_718_348_400),
                    timeZone: TimeZone(identifier: "Europe/Berlin")!)
sim.launch(delegate: AppDelegate())
sim.runUntilIdle()
sim.sendToBackground()

sim.advance(by: 61)
print("buttons \(sim.notificationActions())")
sim.chooseNotificationAction("Snooze")
sim.runUntilIdle()

Task {
    let pending = await UNUserNotificationCenter.current().pendingNotificationRequests()
    for request in pending {
        let interval = (request.trigger as? UNTimeIntervalNotificationTrigger)?.timeInterval ?? 0
        print("pending \(request.identifier) in \(interval) s")
    }
}
sim.runUntilIdle()

sim.advance(by: 601)
sim.chooseNotificationAction("Done")
sim.runUntilIdle()

Task {
    let pending = await UNUserNotificationCenter.current().pendingNotificationRequests()
    print("pending count \(pending.count)")
}
sim.runUntilIdle()
