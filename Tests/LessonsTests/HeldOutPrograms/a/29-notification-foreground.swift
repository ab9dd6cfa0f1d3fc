import UIKit
import UserNotifications
import Simulator

// "Upload finished" notification while the app is in the foreground: the upload
// completes via DispatchQueue.main.asyncAfter, a request with a nil trigger is
// delivered right away, and the center's delegate decides how to present it.
final class NotificationHandler: NSObject, UNUserNotificationCenterDelegate {
    func userNotificationCenter(_ center: UNUserNotificationCenter,
                                willPresent notification: UNNotification,
                                withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void) {
        print("willPresent \(notification.request.identifier): \(notification.request.content.title)")
        completionHandler([.banner, .list, .sound])
    }
}

let sim = Simulator(device: .iPhone4Inch)
let center = UNUserNotificationCenter.current()
let handler = NotificationHandler()
center.delegate = handler

center.requestAuthorization(options: [.alert, .sound, .provisional]) { granted, _ in
    DispatchQueue.main.async { print("granted \(granted)") }
}

print("upload started")
DispatchQueue.main.asyncAfter(deadline: .now() + 2) {
    print("upload finished, notifying")
    let content = UNMutableNotificationContent()
    content.title = "Upload complete"
    content.body = "3 photos uploaded."
    center.add(UNNotificationRequest(identifier: "upload-done", content: content, trigger: nil))
}
sim.runUntilIdle()

center.getDeliveredNotifications { delivered in
    center.getPendingNotificationRequests { pending in
        DispatchQueue.main.async {
            print("delivered \(delivered.map { $0.request.identifier }), pending \(pending.count)")
        }
    }
}
sim.runUntilIdle()
