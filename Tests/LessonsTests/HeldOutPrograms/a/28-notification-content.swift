import UIKit
import UserNotifications
import Simulator

// A kitchen-timer notification with a full UNMutableNotificationContent (title,
// subtitle, body, badge, sound, userInfo, thread and category), then read back
// from the pending request. The request keeps its own copy of the content.
let sim = Simulator(device: .iPhone4Inch)
let center = UNUserNotificationCenter.current()

let content = UNMutableNotificationContent()
content.title = "Pasta"
content.subtitle = "Timer"
content.body = "Drain the pasta now."
content.badge = NSNumber(value: 3)
content.sound = .default
content.userInfo = ["recipeID": 42, "step": "drain"]
content.threadIdentifier = "recipe-42"
content.categoryIdentifier = "TIMER"
let trigger = UNTimeIntervalNotificationTrigger(timeInterval: 600, repeats: false)
let request = UNNotificationRequest(identifier: "pasta-timer", content: content, trigger: trigger)
content.title = "Changed after creating the request"
print("request keeps \(request.content.title)")

center.requestAuthorization(options: [.alert, .sound, .badge, .provisional]) { granted, _ in
    DispatchQueue.main.async {
        print("granted \(granted)")
        center.add(request) { error in
            center.getPendingNotificationRequests { requests in
                DispatchQueue.main.async {
                    print("add error \(error == nil ? "none" : "some"), pending \(requests.count)")
                    guard let pending = requests.first else { return }
                    let c = pending.content
                    print("\(c.title) / \(c.subtitle) / \(c.body)")
                    print("badge \(c.badge?.intValue ?? -1), sound set \(c.sound != nil)")
                    print("recipeID \(c.userInfo["recipeID"] as? Int ?? -1), step \(c.userInfo["step"] as? String ?? "?")")
                    print("thread \(c.threadIdentifier), category \(c.categoryIdentifier)")
                    if let t = pending.trigger as? UNTimeIntervalNotificationTrigger {
                        print("fires after \(t.timeInterval) s, repeats \(t.repeats)")
                    }
                }
            }
        }
    }
}
sim.runUntilIdle()
