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
    center.requestAuthorization(options: [.alert, .sound]) { allowed, error in
        if !allowed { return }
        let every = TimeInterval(minutes)
        let trigger = UNTimeIntervalNotificationTrigger(timeInterval: every, repeats: true)
        center.add(UNNotificationRequest(identifier: "water", content: content, trigger: trigger))
    }
}
