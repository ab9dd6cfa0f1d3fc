import UIKit
import UserNotifications
import Simulator

// The same permission request when the user taps "Don't Allow", followed by the usual
// "schedule a reminder anyway" code: the add(_:) completion reports UNError.notificationsNotAllowed
// and nothing is pending (Apple documents that error for apps not authorized to schedule).
func statusName(_ status: UNAuthorizationStatus) -> String {
    switch status {
    case .notDetermined: return "notDetermined"
    case .denied: return "denied"
    case .authorized: return "authorized"
    case .provisional: return "provisional"
    case .ephemeral: return "ephemeral"
    @unknown default: return "unknown"
    }
}

let zone = TimeZone(identifier: "Europe/Berlin")!
let sim = Simulator(device: .iPhone4Inch, startDate: Date(timeIntervalSince1970: 1_718_348_400), timeZone: zone)
sim.setNotificationPermission(granted: false)
sim.launch()
sim.runUntilIdle()

let center = UNUserNotificationCenter.current()
center.requestAuthorization(options: [.alert, .sound]) { granted, error in
    DispatchQueue.main.async {
        print("granted:", granted, "error:", error.map { "\($0)" } ?? "none")
    }
}
sim.advance(by: 2)   // the user taps Don't Allow

center.getNotificationSettings { settings in
    DispatchQueue.main.async {
        print("status:", statusName(settings.authorizationStatus))
    }
}
sim.runUntilIdle()

let content = UNMutableNotificationContent()
content.title = "Stand up"
content.body = "Time to stretch"
let trigger = UNTimeIntervalNotificationTrigger(timeInterval: 600, repeats: false)
let request = UNNotificationRequest(identifier: "stretch", content: content, trigger: trigger)
center.add(request) { error in
    DispatchQueue.main.async {
        if let error = error as NSError? {
            print("add failed:", error.domain, error.code, error.code == UNError.Code.notificationsNotAllowed.rawValue)
            print("message:", error.localizedDescription)
        } else {
            print("added")
        }
    }
}
sim.runUntilIdle()

center.getPendingNotificationRequests { requests in
    DispatchQueue.main.async {
        print("pending:", requests.count)
    }
}
sim.runUntilIdle()

center.requestAuthorization(options: [.alert, .sound]) { granted, _ in
    DispatchQueue.main.async {
        print("asked again:", granted)
    }
}
sim.advance(by: 2)
