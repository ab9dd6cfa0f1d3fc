import UIKit
import UserNotifications
import Simulator

// Schedule a "stand up" reminder 5 seconds out, inspect the pending list,
// and show it even though the app is in the foreground.
final class ForegroundPresenter: NSObject, UNUserNotificationCenterDelegate {
    func userNotificationCenter(_ center: UNUserNotificationCenter,
                                willPresent notification: UNNotification,
                                withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void) {
        let content = notification.request.content
        print("willPresent:", content.title, "| kind:", content.userInfo["kind"] as? String ?? "?")
        completionHandler([.banner, .list, .sound])
    }
}

let sim = Simulator(device: .iPhone4Inch)
let center = UNUserNotificationCenter.current()
let presenter = ForegroundPresenter()
center.delegate = presenter
sim.show(UIViewController())

center.requestAuthorization(options: [.alert, .sound]) { _, _ in }
sim.runUntilIdle()
sim.setNotificationPermission(granted: true)
sim.runUntilIdle()

let content = UNMutableNotificationContent()
content.title = "Stretch"
content.body = "Time to stand up for a minute."
content.sound = .default
content.userInfo = ["kind": "break"]
let trigger = UNTimeIntervalNotificationTrigger(timeInterval: 5, repeats: false)
let request = UNNotificationRequest(identifier: "stretch", content: content, trigger: trigger)
center.add(request) { error in
    DispatchQueue.main.async { print("scheduled, error:", error?.localizedDescription ?? "none") }
}
sim.runUntilIdle()

func printPending(_ label: String) {
    center.getPendingNotificationRequests { requests in
        DispatchQueue.main.async {
            print(label, requests.count)
            for pending in requests {
                let timer = pending.trigger as? UNTimeIntervalNotificationTrigger
                print("  ", pending.identifier, pending.content.title,
                      timer?.timeInterval ?? 0, timer?.repeats ?? true)
            }
        }
    }
    sim.runUntilIdle()
}

printPending("pending:")
sim.advance(by: 3)
printPending("pending after 3 s:")
sim.advance(by: 3)
sim.runUntilIdle()
printPending("pending after 6 s:")

center.getDeliveredNotifications { delivered in
    let ids = delivered.map { $0.request.identifier }
    DispatchQueue.main.async { print("delivered:", ids) }
}
sim.runUntilIdle()
