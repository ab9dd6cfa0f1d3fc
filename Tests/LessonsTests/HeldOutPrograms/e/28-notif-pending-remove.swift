import UIKit
import UserNotifications
import Simulator

// The user first answers "Don't Allow", later turns notifications on in Settings. The app then
// schedules three daily pill reminders, removes one, replaces one by reusing its identifier,
// and finally removes them all.
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = UIViewController()
        window?.makeKeyAndVisible()
        return true
    }
}

let sim = Simulator(device: .iPhone4Inch,
                    startDate: Date(timeIntervalSince1970: 1_718_348_400),
                    timeZone: TimeZone(identifier: "Europe/Berlin")!)
sim.setNotificationPermission(granted: false)   // the user will tap "Don't Allow"
sim.launch(delegate: AppDelegate())
sim.runUntilIdle()

let center = UNUserNotificationCenter.current()
center.requestAuthorization(options: [.alert, .badge, .sound]) { granted, _ in
    print("granted", granted)
}
sim.runUntilIdle()
center.getNotificationSettings { settings in
    print("denied", settings.authorizationStatus == .denied)
}
sim.runUntilIdle()

// The user goes to Settings and allows notifications, then returns to the app.
sim.sendToBackground()
sim.setNotificationPermission(granted: true)
sim.bringToForeground()
sim.runUntilIdle()
center.getNotificationSettings { settings in
    print("authorized after Settings", settings.authorizationStatus == .authorized)
}
sim.runUntilIdle()

func schedulePill(_ id: String, hour: Int, body: String) {
    let content = UNMutableNotificationContent()
    content.title = "Medication"
    content.body = body
    var components = DateComponents()
    components.hour = hour
    components.minute = 0
    let trigger = UNCalendarNotificationTrigger(dateMatching: components, repeats: true)
    center.add(UNNotificationRequest(identifier: id, content: content, trigger: trigger)) { error in
        if let error { print("add failed", error.localizedDescription) }
    }
}

func printPending(_ label: String) {
    center.getPendingNotificationRequests { requests in
        print(label, requests.map(\.identifier).sorted())
    }
    sim.runUntilIdle()
}

schedulePill("pill-morning", hour: 8, body: "Take 1 pill")
schedulePill("pill-noon", hour: 12, body: "Take 1 pill")
schedulePill("pill-evening", hour: 20, body: "Take 1 pill")
sim.runUntilIdle()
printPending("pending")

center.removePendingNotificationRequests(withIdentifiers: ["pill-noon"])
sim.runUntilIdle()
printPending("after removing noon")

schedulePill("pill-morning", hour: 8, body: "Take 2 pills")
sim.runUntilIdle()
center.getPendingNotificationRequests { requests in
    print("count", requests.count)
    if let morning = requests.first(where: { $0.identifier == "pill-morning" }) {
        print("morning body:", morning.content.body)
    }
}
sim.runUntilIdle()

center.removeAllPendingNotificationRequests()
sim.runUntilIdle()
center.getPendingNotificationRequests { requests in
    print("after removeAll", requests.count)
}
sim.runUntilIdle()
