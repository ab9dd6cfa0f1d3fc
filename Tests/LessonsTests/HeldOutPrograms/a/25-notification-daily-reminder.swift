import UIKit
import UserNotifications
import Simulator

// "Remind me every day at 8:30": request (provisional) permission, hop to the
// main queue, schedule a repeating UNCalendarNotificationTrigger, and read back
// the pending requests -- every completion handler hops to DispatchQueue.main.
let sim = Simulator(device: .iPhone4Inch)
let center = UNUserNotificationCenter.current()

func scheduleDailyStandup() {
    let content = UNMutableNotificationContent()
    content.title = "Stand-up"
    content.body = "Daily stand-up starts in 15 minutes."
    content.sound = .default
    var components = DateComponents()
    components.hour = 8
    components.minute = 30
    let trigger = UNCalendarNotificationTrigger(dateMatching: components, repeats: true)
    let request = UNNotificationRequest(identifier: "daily-standup", content: content, trigger: trigger)
    center.add(request) { error in
        DispatchQueue.main.async {
            print("added, error \(error == nil ? "none" : "some")")
            center.getPendingNotificationRequests { requests in
                DispatchQueue.main.async {
                    print("pending \(requests.count)")
                    for request in requests {
                        let trigger = request.trigger as? UNCalendarNotificationTrigger
                        let hour = trigger?.dateComponents.hour ?? -1
                        let minute = trigger?.dateComponents.minute ?? -1
                        print("\(request.identifier) at \(hour):\(minute) repeats \(trigger?.repeats ?? false)")
                    }
                }
            }
        }
    }
}

center.requestAuthorization(options: [.alert, .sound, .badge, .provisional]) { granted, error in
    DispatchQueue.main.async {
        print("granted \(granted), error \(error == nil ? "none" : "some")")
        if granted { scheduleDailyStandup() }
    }
}
print("asked for permission")
sim.runUntilIdle()

center.getNotificationSettings { settings in
    DispatchQueue.main.async {
        print("status provisional \(settings.authorizationStatus == .provisional)")
    }
}
sim.runUntilIdle()
