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
    center.requestAuthorization(options: [.alert, .sound]) { granted, _ in
        guard granted else { return }
        let seconds = Double(minutes) * 60
        let trigger = UNTimeIntervalNotificationTrigger(timeInterval: seconds, repeats: true)
        let id = UUID().uuidString
        let request = UNNotificationRequest(identifier: id, content: content, trigger: trigger)
        center.add(request) { error in
            if let error = error { print("could not schedule water reminder:", error) }
        }
    }
}
