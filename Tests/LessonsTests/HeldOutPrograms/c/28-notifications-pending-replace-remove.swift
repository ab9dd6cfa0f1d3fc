import UIKit
import UserNotifications
import Simulator

// The reminders pattern from Hacking with Swift ("How to schedule local notifications") and
// Apple's "Scheduling a notification locally from your app": time-interval triggers, listing
// pending requests, re-adding an identifier to replace a request, removing one by identifier,
// and what is left pending and delivered once time has passed with the app in the background.
let zone = TimeZone(identifier: "Europe/Berlin")!
let sim = Simulator(device: .iPhone4Inch, startDate: Date(timeIntervalSince1970: 1_718_348_400), timeZone: zone)
sim.launch()
sim.runUntilIdle()

let center = UNUserNotificationCenter.current()
center.requestAuthorization(options: [.alert, .sound, .badge]) { _, _ in }
sim.advance(by: 2)   // the user taps Allow

func schedule(_ id: String, body: String, after seconds: TimeInterval, repeats: Bool = false) {
    let content = UNMutableNotificationContent()
    content.title = "Reminder"
    content.body = body
    content.sound = .default
    let trigger = UNTimeIntervalNotificationTrigger(timeInterval: seconds, repeats: repeats)
    center.add(UNNotificationRequest(identifier: id, content: content, trigger: trigger))
}

func printPending(_ label: String) {
    center.getPendingNotificationRequests { requests in
        let lines = requests.sorted { $0.identifier < $1.identifier }.map { request -> String in
            let trigger = request.trigger as? UNTimeIntervalNotificationTrigger
            return "\(request.identifier)(\(trigger?.timeInterval ?? -1)\(trigger?.repeats == true ? ", repeats" : ""): \(request.content.body))"
        }
        DispatchQueue.main.async { print(label, requests.count, lines) }
    }
    sim.runUntilIdle()
}

func printDelivered(_ label: String) {
    center.getDeliveredNotifications { notifications in
        let ids = notifications.map(\.request.identifier).sorted()
        DispatchQueue.main.async { print(label, ids) }
    }
    sim.runUntilIdle()
}

schedule("tea", body: "Tea is ready", after: 300)
schedule("stretch", body: "Stand up and stretch", after: 3600, repeats: true)
schedule("water", body: "Drink some water", after: 60)
sim.runUntilIdle()
printPending("pending:")

schedule("tea", body: "Green tea is ready", after: 600)
sim.runUntilIdle()
printPending("tea replaced:")

center.removePendingNotificationRequests(withIdentifiers: ["water"])
sim.runUntilIdle()
printPending("water removed:")

sim.sendToBackground()
sim.advance(by: 700)
printPending("after 700 s:")
printDelivered("delivered:")

sim.advance(by: 3000)
printPending("after 3700 s:")
printDelivered("delivered:")

center.removeAllDeliveredNotifications()
center.removeAllPendingNotificationRequests()
sim.runUntilIdle()
printPending("all removed:")
printDelivered("delivered:")
