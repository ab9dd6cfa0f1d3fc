import UIKit
import UserNotifications
import Simulator

// Calendar triggers as in Apple's UNCalendarNotificationTrigger documentation ("a daily alarm at
// 8:30", "every Monday") and the usual "print nextTriggerDate() to debug" advice: the phone is in
// Berlin and it is Friday 14 June 2024, 09:00. A daily 08:30 and a one-off 18:45 reminder are
// scheduled; the app goes to the background and the day passes.
let zone = TimeZone(identifier: "Europe/Berlin")!
let start = Date(timeIntervalSince1970: 1_718_348_400)   // 2024-06-14 09:00 in Berlin
let sim = Simulator(device: .iPhone4Inch, startDate: start, timeZone: zone)
sim.launch()
sim.runUntilIdle()

let formatter = DateFormatter()
formatter.locale = Locale(identifier: "en_US_POSIX")
formatter.timeZone = zone
formatter.dateFormat = "EEE yyyy-MM-dd HH:mm"
func show(_ date: Date?) -> String { date.map { formatter.string(from: $0) } ?? "nil" }

let center = UNUserNotificationCenter.current()
center.requestAuthorization(options: [.alert, .sound]) { _, _ in }
sim.advance(by: 2)   // the user taps Allow

var morning = DateComponents()
morning.hour = 8
morning.minute = 30
let daily = UNCalendarNotificationTrigger(dateMatching: morning, repeats: true)

var monday = DateComponents()
monday.weekday = 2
monday.hour = 9
monday.minute = 0
let weekly = UNCalendarNotificationTrigger(dateMatching: monday, repeats: true)

var evening = DateComponents()
evening.year = 2024
evening.month = 6
evening.day = 14
evening.hour = 18
evening.minute = 45
let once = UNCalendarNotificationTrigger(dateMatching: evening, repeats: false)

var past = DateComponents()
past.year = 2024
past.month = 6
past.day = 1
past.hour = 10
past.minute = 0
let missed = UNCalendarNotificationTrigger(dateMatching: past, repeats: false)

print("daily 08:30 next:", show(daily.nextTriggerDate()), "hour", daily.dateComponents.hour ?? -1, "repeats", daily.repeats)
print("Mondays 09:00 next:", show(weekly.nextTriggerDate()))
print("today 18:45 next:", show(once.nextTriggerDate()))
print("1 June next:", show(missed.nextTriggerDate()))

func add(_ id: String, _ body: String, _ trigger: UNNotificationTrigger) {
    let content = UNMutableNotificationContent()
    content.title = "Planner"
    content.body = body
    center.add(UNNotificationRequest(identifier: id, content: content, trigger: trigger))
}
add("morning", "Plan your day", daily)
add("evening", "Water the plants", once)
sim.runUntilIdle()
sim.sendToBackground()

func printDelivered(_ label: String) {
    center.getDeliveredNotifications { notifications in
        let lines = notifications.sorted { $0.date < $1.date }.map { "\($0.request.identifier) at \(show($0.date))" }
        DispatchQueue.main.async { print(label, lines) }
    }
    sim.runUntilIdle()
}

sim.advance(by: 10 * 3600)   // until 19:00
printDelivered("by Friday 19:00:")
sim.advance(by: 14 * 3600)   // until Saturday 09:00
printDelivered("by Saturday 09:00:")

center.getPendingNotificationRequests { requests in
    let lines = requests.map { request -> String in
        let trigger = request.trigger as? UNCalendarNotificationTrigger
        return "\(request.identifier) next \(show(trigger?.nextTriggerDate()))"
    }
    DispatchQueue.main.async { print("pending:", lines) }
}
sim.runUntilIdle()
