import UIKit
import UserNotifications

/// Starts the "drink water" reminders: with the user's permission, a reminder every `minutes`
/// minutes, repeating until stopped. Calling it again restarts the reminders at the new pace
/// rather than adding a second series. Keep the function's name: the checks call it.
func startWaterReminders(everyMinutes minutes: Int) {
    let center = UNUserNotificationCenter.current()
    let content = UNMutableNotificationContent()
    content.title = "Water"
    content.body = "Time for a glass of water"
    content.sound = .default

    func schedule() {
        var every = DateComponents()
        every.minute = minutes
        let trigger = UNCalendarNotificationTrigger(dateMatching: every, repeats: true)
        let request = UNNotificationRequest(identifier: "water-reminder", content: content, trigger: trigger)
        center.add(request)
    }

    center.requestAuthorization(options: [.alert, .sound]) { granted, _ in
        if granted {
            schedule()
        }
    }
}
