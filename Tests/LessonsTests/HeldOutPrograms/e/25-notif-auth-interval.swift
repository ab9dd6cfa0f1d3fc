import UIKit
import UserNotifications
import Simulator

// Ask for permission, schedule a 5-minute time-interval reminder with a badge, leave the
// app, come back after it fired, then read the delivered list and clear it and the badge.
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
sim.launch(delegate: AppDelegate())
sim.runUntilIdle()

let berlinTime = DateFormatter()
berlinTime.locale = Locale(identifier: "en_US_POSIX")
berlinTime.timeZone = TimeZone(identifier: "Europe/Berlin")
berlinTime.dateFormat = "HH:mm"

let center = UNUserNotificationCenter.current()
center.getNotificationSettings { settings in
    print("not determined:", settings.authorizationStatus == .notDetermined)
}
sim.runUntilIdle()

center.requestAuthorization(options: [.alert, .sound, .badge]) { granted, error in
    print("granted:", granted, "error:", error == nil ? "none" : "some")
}
sim.runUntilIdle()

center.getNotificationSettings { settings in
    print("authorized:", settings.authorizationStatus == .authorized)
    print("alerts enabled:", settings.alertSetting == .enabled)
}
sim.runUntilIdle()

let content = UNMutableNotificationContent()
content.title = "Stretch"
content.body = "Time to stand up"
content.sound = .default
content.badge = NSNumber(value: 1)
let trigger = UNTimeIntervalNotificationTrigger(timeInterval: 300, repeats: false)
center.add(UNNotificationRequest(identifier: "stretch", content: content, trigger: trigger)) { error in
    print("scheduled:", error == nil)
}
sim.runUntilIdle()

center.getPendingNotificationRequests { requests in
    print("pending:", requests.map(\.identifier))
    if let interval = requests.first?.trigger as? UNTimeIntervalNotificationTrigger {
        print("interval:", interval.timeInterval, "repeats:", interval.repeats)
    }
}
sim.runUntilIdle()

sim.sendToBackground()
sim.advance(by: 301)
sim.bringToForeground()
sim.runUntilIdle()

center.getDeliveredNotifications { notifications in
    for notification in notifications {
        print("delivered:", notification.request.identifier, notification.request.content.title,
              berlinTime.string(from: notification.date))
    }
}
sim.runUntilIdle()
center.getPendingNotificationRequests { requests in
    print("pending after delivery:", requests.count)
}
sim.runUntilIdle()
print("badge:", UIApplication.shared.applicationIconBadgeNumber)

center.removeAllDeliveredNotifications()
sim.runUntilIdle()
center.getDeliveredNotifications { notifications in
    print("delivered after clearing:", notifications.count)
}
sim.runUntilIdle()
UIApplication.shared.applicationIconBadgeNumber = 0
print("badge:", UIApplication.shared.applicationIconBadgeNumber)
