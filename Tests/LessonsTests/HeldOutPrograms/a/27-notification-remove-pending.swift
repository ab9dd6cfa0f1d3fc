import UIKit
import UserNotifications
import Simulator

// Medication reminders at 8, 14 and 20 o'clock (completion-handler style with a
// DispatchGroup), then cancel one by identifier and finally all of them.
let sim = Simulator(device: .iPhone4Inch)
let center = UNUserNotificationCenter.current()

func scheduleMedication(hours: [Int], done: @escaping () -> Void) {
    let group = DispatchGroup()
    for hour in hours {
        let content = UNMutableNotificationContent()
        content.title = "Medication"
        content.body = "Take your \(hour):00 dose"
        content.categoryIdentifier = "MEDICATION"
        let trigger = UNCalendarNotificationTrigger(dateMatching: DateComponents(hour: hour, minute: 0), repeats: true)
        group.enter()
        center.add(UNNotificationRequest(identifier: "med-\(hour)", content: content, trigger: trigger)) { error in
            if let error = error { print("add failed: \(error)") }
            group.leave()
        }
    }
    group.notify(queue: .main, execute: done)
}

func printPending(_ label: String, then next: (() -> Void)? = nil) {
    center.getPendingNotificationRequests { requests in
        let ids = requests.map { $0.identifier }.sorted()
        DispatchQueue.main.async {
            print("\(label): \(ids.count) \(ids)")
            next?()
        }
    }
}

center.requestAuthorization(options: [.alert, .sound, .provisional]) { granted, _ in
    DispatchQueue.main.async {
        guard granted else { print("not allowed"); return }
        scheduleMedication(hours: [8, 14, 20]) {
            printPending("scheduled") {
                center.removePendingNotificationRequests(withIdentifiers: ["med-14"])
                printPending("after removing med-14") {
                    center.removeAllPendingNotificationRequests()
                    printPending("after removeAll")
                }
            }
        }
    }
}
sim.runUntilIdle()
