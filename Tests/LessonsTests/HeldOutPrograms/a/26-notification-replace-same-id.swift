import UIKit
import UserNotifications
import Simulator

// Hydration reminders with the async/await API inside Task { }: adding a request
// with an identifier that is already pending replaces it; removing by identifier
// cancels it.
let sim = Simulator(device: .iPhone4Inch)
let center = UNUserNotificationCenter.current()

func hydrationRequest(every seconds: TimeInterval) -> UNNotificationRequest {
    let content = UNMutableNotificationContent()
    content.title = "Drink water"
    content.body = "Every \(Int(seconds / 60)) minutes"
    let trigger = UNTimeIntervalNotificationTrigger(timeInterval: seconds, repeats: true)
    return UNNotificationRequest(identifier: "hydration", content: content, trigger: trigger)
}

Task { @MainActor in
    do {
        let granted = try await center.requestAuthorization(options: [.alert, .provisional])
        print("granted \(granted)")
        try await center.add(hydrationRequest(every: 3600))
        try await center.add(hydrationRequest(every: 7200))
        let stretch = UNMutableNotificationContent()
        stretch.title = "Stretch"
        let stretchTrigger = UNTimeIntervalNotificationTrigger(timeInterval: 5400, repeats: true)
        try await center.add(UNNotificationRequest(identifier: "stretch", content: stretch, trigger: stretchTrigger))

        var pending = await center.pendingNotificationRequests()
        print("pending \(pending.count): \(pending.map(\.identifier).sorted().joined(separator: ", "))")
        if let hydration = pending.first(where: { $0.identifier == "hydration" }),
           let trigger = hydration.trigger as? UNTimeIntervalNotificationTrigger {
            print("hydration every \(trigger.timeInterval) s, repeats \(trigger.repeats), body \(hydration.content.body)")
        }

        center.removePendingNotificationRequests(withIdentifiers: ["hydration"])
        pending = await center.pendingNotificationRequests()
        print("after remove: \(pending.map(\.identifier))")
    } catch {
        print("failed: \(error)")
    }
}
print("task created")
sim.runUntilIdle()
