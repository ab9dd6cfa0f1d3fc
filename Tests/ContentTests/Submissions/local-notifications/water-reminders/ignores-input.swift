import UIKit
import UserNotifications

/// Ignores the user's answer (the old checks' user always allowed): the reminders are added
/// whether or not permission was granted.
func startWaterReminders(everyMinutes minutes: Int) {
    let center = UNUserNotificationCenter.current()
    let content = UNMutableNotificationContent()
    content.title = "Water"
    content.body = "Time for a glass of water"
    content.sound = .default
    center.requestAuthorization(options: [.alert, .sound]) { _, _ in
        let trigger = UNTimeIntervalNotificationTrigger(timeInterval: TimeInterval(minutes * 60), repeats: true)
        center.add(UNNotificationRequest(identifier: "water", content: content, trigger: trigger))
    }
}
