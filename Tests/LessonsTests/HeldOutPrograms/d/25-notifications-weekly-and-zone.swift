import UIKit
import UserNotifications
import Simulator

// A weekly "Monday 08:30" reminder (weekday component, repeating) and a one-off call
// reminder written in New York time (timeZone set in the DateComponents). Dates are
// printed in the device's zone, Europe/Berlin, and as UTC via Date's description.
final class RemindersViewController: UIViewController, UNUserNotificationCenterDelegate {
    let formatter: DateFormatter = {
        let f = DateFormatter()
        f.locale = Locale(identifier: "en_US_POSIX")
        f.timeZone = TimeZone(identifier: "Europe/Berlin")
        f.dateFormat = "EEE d MMM HH:mm"
        return f
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        UNUserNotificationCenter.current().delegate = self
    }

    func schedule() async throws {
        let center = UNUserNotificationCenter.current()
        guard try await center.requestAuthorization(options: [.alert, .sound]) else { return }

        var weekly = DateComponents()
        weekly.weekday = 2          // Monday in the Gregorian calendar
        weekly.hour = 8
        weekly.minute = 30
        let weeklyTrigger = UNCalendarNotificationTrigger(dateMatching: weekly, repeats: true)
        try await center.add(UNNotificationRequest(identifier: "standup",
                                                   content: content("Stand-up notes"), trigger: weeklyTrigger))

        let call = DateComponents(timeZone: TimeZone(identifier: "America/New_York"),
                                  year: 2024, month: 6, day: 14, hour: 15, minute: 0)
        let callTrigger = UNCalendarNotificationTrigger(dateMatching: call, repeats: false)
        try await center.add(UNNotificationRequest(identifier: "call",
                                                   content: content("Call with New York"), trigger: callTrigger))

        for trigger in [weeklyTrigger, callTrigger] {
            if let next = trigger.nextTriggerDate() {
                print("next \(formatter.string(from: next)) (\(next))")
            }
        }
    }

    private func content(_ title: String) -> UNNotificationContent {
        let content = UNMutableNotificationContent()
        content.title = title
        content.sound = .default
        return content
    }

    func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification,
                                withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void) {
        print("delivered \(notification.request.identifier) at \(formatter.string(from: notification.date))")
        completionHandler([.banner, .list, .sound])
    }
}

let sim = Simulator(device: .iPhone4Inch,
                    startDate: Date(timeIntervalSince1970: 1_718_348_400),
                    timeZone: TimeZone(identifier: "Europe/Berlin")!)
let reminders = RemindersViewController()
sim.show(reminders)
Task { try await reminders.schedule() }
sim.runUntilIdle()

sim.runUntilNextNotification()
sim.runUntilNextNotification()

Task {
    let pending = await UNUserNotificationCenter.current().pendingNotificationRequests()
    for request in pending {
        let next = (request.trigger as? UNCalendarNotificationTrigger)?.nextTriggerDate()
        print("still pending \(request.identifier), next \(next.map { reminders.formatter.string(from: $0) } ?? "none")")
    }
}
sim.runUntilIdle()
