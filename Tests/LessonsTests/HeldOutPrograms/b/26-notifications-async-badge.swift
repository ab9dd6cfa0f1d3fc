import UIKit
import UserNotifications
import Simulator

// The async/await forms of UNUserNotificationCenter (iOS 15+), plus the
// iOS 16 badge API, from a Task that runs on the main actor.
let sim = Simulator(device: .iPhone4Inch)
let inboxScreen = UIViewController()
sim.show(inboxScreen)
sim.runUntilIdle()

let center = UNUserNotificationCenter.current()

Task { @MainActor in
    do {
        let granted = try await center.requestAuthorization(options: [.alert, .badge])
        print("granted:", granted)

        let content = UNMutableNotificationContent()
        content.title = "Inbox"
        content.body = "You have new messages"
        content.badge = 3
        let hourly = UNTimeIntervalNotificationTrigger(timeInterval: 3600, repeats: true)
        try await center.add(UNNotificationRequest(identifier: "inbox-digest", content: content, trigger: hourly))

        let pending = await center.pendingNotificationRequests()
        print("pending:", pending.map { $0.identifier })
        if let first = pending.first, let trigger = first.trigger as? UNTimeIntervalNotificationTrigger {
            print("every", trigger.timeInterval, "s | repeats:", trigger.repeats,
                  "| badge:", first.content.badge?.intValue ?? 0)
        }

        let settings = await center.notificationSettings()
        print("authorized:", settings.authorizationStatus == .authorized,
              "| badges enabled:", settings.badgeSetting == .enabled,
              "| sounds enabled:", settings.soundSetting == .enabled)

        try await center.setBadgeCount(3)
        print("badge set to 3")
        try await center.setBadgeCount(0)
        print("badge cleared")
    } catch {
        print("failed:", error)
    }
}
print("asking for permission")
sim.runUntilIdle()
sim.setNotificationPermission(granted: true)
sim.runUntilIdle()
print("done")
