import UIKit
import UserNotifications
import Simulator

// A settings screen with a "Weekly review" UISwitch: turning it on schedules a
// Monday 9:00 repeating reminder, turning it off removes it. Authorization and
// settings are read with the async API inside Task { @MainActor in }.
let sim = Simulator(device: .iPhone4Inch)
let center = UNUserNotificationCenter.current()
let screen = UIViewController()
let reminderSwitch = UISwitch(frame: CGRect(x: 250, y: 100, width: 51, height: 31))
screen.view.addSubview(reminderSwitch)

reminderSwitch.addAction(UIAction { _ in
    if reminderSwitch.isOn {
        let content = UNMutableNotificationContent()
        content.title = "Weekly review"
        let monday9 = DateComponents(hour: 9, minute: 0, weekday: 2)
        let trigger = UNCalendarNotificationTrigger(dateMatching: monday9, repeats: true)
        center.add(UNNotificationRequest(identifier: "weekly-review", content: content, trigger: trigger))
    } else {
        center.removePendingNotificationRequests(withIdentifiers: ["weekly-review"])
    }
}, for: .valueChanged)

func reportPending() {
    Task { @MainActor in
        let pending = await center.pendingNotificationRequests()
        print("switch on \(reminderSwitch.isOn), pending \(pending.count)")
        for request in pending {
            let components = (request.trigger as? UNCalendarNotificationTrigger)?.dateComponents
            print("\(request.identifier) weekday \(components?.weekday ?? -1) at \(components?.hour ?? -1):\(components?.minute ?? -1)")
        }
    }
}

Task { @MainActor in
    let before = await center.notificationSettings()
    print("before: notDetermined \(before.authorizationStatus == .notDetermined)")
    let granted = (try? await center.requestAuthorization(options: [.alert, .badge, .provisional])) ?? false
    let after = await center.notificationSettings()
    print("granted \(granted), provisional \(after.authorizationStatus == .provisional)")
}
sim.show(screen)
sim.runUntilIdle()

sim.tap(reminderSwitch)
sim.runUntilIdle()
reportPending()
sim.runUntilIdle()

sim.tap(reminderSwitch)
sim.runUntilIdle()
reportPending()
sim.runUntilIdle()
