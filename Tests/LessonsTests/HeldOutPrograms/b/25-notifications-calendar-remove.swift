import UIKit
import UserNotifications
import Simulator

// Daily and weekly reminders with calendar triggers; cancel one, reschedule
// one under the same identifier (it replaces the old one), then clear them all.
let sim = Simulator(device: .iPhone4Inch)
let center = UNUserNotificationCenter.current()
sim.show(UIViewController())
center.requestAuthorization(options: [.alert, .sound]) { _, _ in }
sim.runUntilIdle()
sim.setNotificationPermission(granted: true)
sim.runUntilIdle()

func schedule(_ id: String, _ title: String, hour: Int, minute: Int, weekday: Int? = nil) {
    let content = UNMutableNotificationContent()
    content.title = title
    var components = DateComponents()
    components.hour = hour
    components.minute = minute
    components.weekday = weekday
    let trigger = UNCalendarNotificationTrigger(dateMatching: components, repeats: true)
    center.add(UNNotificationRequest(identifier: id, content: content, trigger: trigger)) { error in
        if let error = error { print("could not schedule \(id):", error) }
    }
}

func printPending(_ label: String) {
    center.getPendingNotificationRequests { requests in
        let lines = requests.sorted { $0.identifier < $1.identifier }.map { request -> String in
            let trigger = request.trigger as? UNCalendarNotificationTrigger
            let parts = trigger?.dateComponents
            let time = String(format: "%02d:%02d", parts?.hour ?? -1, parts?.minute ?? -1)
            let day = parts?.weekday.map { " weekday \($0)" } ?? ""
            return "\(request.identifier) \(time)\(day) repeats=\(trigger?.repeats ?? false)"
        }
        DispatchQueue.main.async {
            print(label, lines.count)
            lines.forEach { print("  ", $0) }
        }
    }
    sim.runUntilIdle()
}

schedule("water-morning", "Drink water", hour: 8, minute: 30)
schedule("water-evening", "Drink water", hour: 21, minute: 0)
schedule("weekly-review", "Plan your week", hour: 9, minute: 0, weekday: 2)
sim.runUntilIdle()
printPending("scheduled:")

center.removePendingNotificationRequests(withIdentifiers: ["water-evening"])
sim.runUntilIdle()
printPending("after removing the evening one:")

schedule("water-morning", "Drink water", hour: 7, minute: 15)
sim.runUntilIdle()
printPending("after moving the morning one:")

center.removeAllPendingNotificationRequests()
sim.runUntilIdle()
printPending("after removing all:")
