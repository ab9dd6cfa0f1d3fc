import UIKit
import UserNotifications

/// The next time the device's clock shows `hour:minute`, strictly after `now`: tonight's or
/// tomorrow morning's alarm. `calendar` carries the device's time zone (`Calendar.current`).
func nextAlarmDate(hour: Int, minute: Int, after now: Date, calendar: Calendar = .current) -> Date {
    calendar.nextDate(after: now, matching: DateComponents(hour: hour, minute: minute, second: 0), matchingPolicy: .nextTime)!
}

/// The book's alarm (iOS 8 and 9): a UILocalNotification at a wall-clock time that repeats daily.
/// The time zone makes `fireDate` a time on the wall clock: 07:00 stays 07:00 when the user travels.
func makeWakeUpNotification(fireDate: Date) -> UILocalNotification {
    let notification = UILocalNotification()
    notification.fireDate = fireDate
    notification.timeZone = TimeZone.current
    notification.repeatInterval = .day
    notification.alertBody = "Wake up!"
    notification.alertAction = "Snooze"
    notification.soundName = UILocalNotificationDefaultSoundName
    notification.applicationIconBadgeNumber = 1
    return notification
}

/// The book's app delegate: asks for permission at launch, schedules the alarm once the user has
/// answered, and clears the badge whenever the app becomes active.
final class AlarmAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    /// The model's clock is virtual: the recipe reads "now" from the simulator, where an app on iOS
    /// would call `Date()`.
    let now: () -> Date
    /// What the app heard, for the play to print.
    var heard: [String] = []

    init(now: @escaping () -> Date) {
        self.now = now
        super.init()
    }

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        if let opened = launchOptions?[.localNotification] as? UILocalNotification {
            heard.append("launched from \"\(opened.alertBody ?? "")\"")
        }
        // iOS 8: nothing is shown (no alert, badge or sound) until the user allows it.
        application.registerUserNotificationSettings(UIUserNotificationSettings(types: [.alert, .badge, .sound], categories: nil))
        return true
    }

    func application(_ application: UIApplication, didRegister notificationSettings: UIUserNotificationSettings) {
        guard notificationSettings.types.contains(.alert) else { return }
        // Scheduling again replaces nothing by itself: cancel the old alarm first.
        application.cancelAllLocalNotifications()
        application.scheduleLocalNotification(makeWakeUpNotification(fireDate: nextAlarmDate(hour: 7, minute: 0, after: now())))
    }

    func application(_ application: UIApplication, didReceive notification: UILocalNotification) {
        // Active: it arrived while the app was open and the user saw nothing. Inactive: the user opened it.
        heard.append("didReceive \"\(notification.alertBody ?? "")\" while \(application.applicationState == .active ? "active" : "inactive")")
    }

    func applicationDidBecomeActive(_ application: UIApplication) {
        application.applicationIconBadgeNumber = 0
    }
}

/// The same alarm with UserNotifications (iOS 10 and later): a calendar trigger that matches 07:00
/// every day in whatever zone the device is in, shown as a banner even while the app is open.
final class ReminderAppDelegate: UIResponder, UIApplicationDelegate, UNUserNotificationCenterDelegate {
    var window: UIWindow?
    var heard: [String] = []

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let center = UNUserNotificationCenter.current()
        center.delegate = self   // before launching finishes, or the tap that launched the app is missed
        center.requestAuthorization(options: [.alert, .sound, .badge]) { granted, _ in
            guard granted else { return }
            let content = UNMutableNotificationContent()
            content.title = "Alarm"
            content.body = "Wake up!"
            content.sound = .default
            content.badge = 1
            let trigger = UNCalendarNotificationTrigger(dateMatching: DateComponents(hour: 7, minute: 0), repeats: true)
            // The same identifier every time: adding it again replaces the pending alarm.
            center.add(UNNotificationRequest(identifier: "wake-up", content: content, trigger: trigger))
        }
        return true
    }

    func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification,
                                withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void) {
        heard.append("willPresent \"\(notification.request.content.body)\"")
        completionHandler([.banner, .sound])
    }

    func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
                                withCompletionHandler completionHandler: @escaping () -> Void) {
        heard.append("didReceive \"\(response.notification.request.content.body)\"")
        UIApplication.shared.applicationIconBadgeNumber = 0
        completionHandler()
    }
}
