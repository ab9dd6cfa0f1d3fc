import UIKit
import UserNotifications
import Simulator

// "Drink water" every 60 seconds (the minimum for a repeating time-interval trigger).
// A repeating request stays pending after each delivery until the app removes it.
final class HydrationViewController: UIViewController, UNUserNotificationCenterDelegate {
    let started: Date
    var deliveries = 0

    init(started: Date) {
        self.started = started
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        UNUserNotificationCenter.current().delegate = self
    }

    func startReminders() {
        let content = UNMutableNotificationContent()
        content.title = "Drink water"
        let trigger = UNTimeIntervalNotificationTrigger(timeInterval: 60, repeats: true)
        UNUserNotificationCenter.current().add(UNNotificationRequest(identifier: "hydrate", content: content, trigger: trigger)) { error in
            print("scheduled, error: \(error == nil ? "none" : "some")")
        }
    }

    func stopReminders() {
        UNUserNotificationCenter.current().removePendingNotificationRequests(withIdentifiers: ["hydrate"])
    }

    func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification,
                                withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void) {
        deliveries += 1
        let seconds = Int(notification.date.timeIntervalSince(started).rounded())
        print("\(notification.request.content.title) #\(deliveries) at +\(seconds) s")
        completionHandler([.banner, .list])
    }
}

func printPending() {
    Task {
        let pending = await UNUserNotificationCenter.current().pendingNotificationRequests()
        let described = pending.map { request -> String in
            let trigger = request.trigger as? UNTimeIntervalNotificationTrigger
            return "\(request.identifier) every \(trigger?.timeInterval ?? 0) s repeats \(trigger?.repeats ?? false)"
        }
        print("pending \(described)")
    }
}

let start = Date(timeIntervalSince1970: 1_718_348_400)
let sim = Simulator(device: .iPhone4Inch, startDate: start, timeZone: TimeZone(identifier: "Europe/Berlin")!)
let hydration = HydrationViewController(started: start)
sim.show(hydration)

UNUserNotificationCenter.current().requestAuthorization(options: [.alert]) { granted, _ in
    print("granted \(granted)")
}
sim.runUntilIdle()
hydration.startReminders()
sim.runUntilIdle()

sim.advance(by: 150)
printPending()
sim.runUntilIdle()

hydration.stopReminders()
sim.advance(by: 200)
printPending()
sim.runUntilIdle()
print("deliveries \(hydration.deliveries)")
