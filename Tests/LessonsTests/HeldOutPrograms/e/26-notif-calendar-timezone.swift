import UIKit
import UserNotifications
import Simulator

// Calendar triggers: a daily 08:30 reminder, a weekly Monday 09:00 one, and a one-off
// reminder for a meeting set at noon New York time, converted to the phone's own zone.
final class AppDelegate: UIResponder, UIApplicationDelegate, UNUserNotificationCenterDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = UIViewController()
        window?.makeKeyAndVisible()
        UNUserNotificationCenter.current().delegate = self
        return true
    }

    func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification,
                                withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void) {
        print("willPresent", notification.request.identifier, "at", display.string(from: notification.date))
        completionHandler([.banner, .sound])
    }
}

let display = DateFormatter()
display.locale = Locale(identifier: "en_US_POSIX")
display.timeZone = TimeZone(identifier: "Europe/Berlin")
display.dateFormat = "EEE d MMM HH:mm"

let sim = Simulator(device: .iPhone4Inch,
                    startDate: Date(timeIntervalSince1970: 1_718_348_400),
                    timeZone: TimeZone(identifier: "Europe/Berlin")!)
sim.launch(delegate: AppDelegate())
sim.runUntilIdle()

let center = UNUserNotificationCenter.current()
center.requestAuthorization(options: [.alert, .sound]) { granted, _ in
    print("granted", granted)
}
sim.runUntilIdle()

func schedule(_ id: String, _ body: String, _ components: DateComponents, repeats: Bool) -> UNCalendarNotificationTrigger {
    let content = UNMutableNotificationContent()
    content.title = "Reminder"
    content.body = body
    let trigger = UNCalendarNotificationTrigger(dateMatching: components, repeats: repeats)
    center.add(UNNotificationRequest(identifier: id, content: content, trigger: trigger))
    return trigger
}

var daily = DateComponents()
daily.hour = 8
daily.minute = 30
let dailyTrigger = schedule("daily", "Drink water", daily, repeats: true)

var weekly = DateComponents()
weekly.weekday = 2
weekly.hour = 9
let weeklyTrigger = schedule("weekly", "Plan the week", weekly, repeats: true)

var newYork = Calendar(identifier: .gregorian)
newYork.timeZone = TimeZone(identifier: "America/New_York")!
let meeting = newYork.date(from: DateComponents(year: 2024, month: 6, day: 14, hour: 12, minute: 0))!
let local = Calendar.current.dateComponents([.year, .month, .day, .hour, .minute], from: meeting)
print("meeting local time:", String(format: "%02d:%02d", local.hour!, local.minute!))
let meetingTrigger = schedule("meeting", "Call with New York", local, repeats: false)
sim.runUntilIdle()

print("daily next:", display.string(from: dailyTrigger.nextTriggerDate()!))
print("weekly next:", display.string(from: weeklyTrigger.nextTriggerDate()!))
print("meeting next:", display.string(from: meetingTrigger.nextTriggerDate()!))

center.getPendingNotificationRequests { requests in
    print("pending", requests.map(\.identifier).sorted())
}
sim.runUntilIdle()

sim.advance(by: 9 * 3600 + 1)
sim.runUntilIdle()
center.getPendingNotificationRequests { requests in
    print("pending", requests.map(\.identifier).sorted())
}
sim.runUntilIdle()
