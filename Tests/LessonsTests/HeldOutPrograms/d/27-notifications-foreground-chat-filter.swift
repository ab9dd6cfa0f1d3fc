import UIKit
import UserNotifications
import Simulator

// Chat app in the foreground: no banner for messages of the conversation that is open,
// a banner for other conversations (willPresent decides per threadIdentifier). Tapping
// the banner opens that conversation (didReceive, default action).
final class ChatListViewController: UIViewController, UNUserNotificationCenterDelegate {
    var openConversation = "anna"

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        UNUserNotificationCenter.current().delegate = self
    }

    func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification,
                                withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void) {
        let thread = notification.request.content.threadIdentifier
        if thread == openConversation {
            print("\(notification.request.identifier): silent, chat already open")
            completionHandler([])
        } else {
            print("\(notification.request.identifier): banner")
            completionHandler([.banner, .list, .sound])
        }
    }

    func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
                                withCompletionHandler completionHandler: @escaping () -> Void) {
        let isTap = response.actionIdentifier == UNNotificationDefaultActionIdentifier
        openConversation = response.notification.request.content.threadIdentifier
        print("tapped \(response.notification.request.identifier), default action \(isTap), open \(openConversation)")
        completionHandler()
    }
}

func message(_ id: String, from name: String, thread: String, after seconds: TimeInterval) -> UNNotificationRequest {
    let content = UNMutableNotificationContent()
    content.title = name
    content.body = "New message"
    content.threadIdentifier = thread
    content.sound = .default
    return UNNotificationRequest(identifier: id, content: content,
                                 trigger: UNTimeIntervalNotificationTrigger(timeInterval: seconds, repeats: false))
}

let sim = Simulator(device: .iPhone4Inch,
                    startDate: Date(timeIntervalSince1970: 1_718_348_400),
                    timeZone: TimeZone(identifier: "Europe/Berlin")!)
let chats = ChatListViewController()
sim.show(chats)

let center = UNUserNotificationCenter.current()
center.requestAuthorization(options: [.alert, .sound]) { granted, _ in
    guard granted else { return }
    center.add(message("m1", from: "Anna", thread: "anna", after: 5))
    center.add(message("m2", from: "Ben", thread: "ben", after: 10))
    center.add(message("m3", from: "Ben", thread: "ben", after: 40))
}
sim.runUntilIdle()

sim.advance(by: 11)
print("banners \(sim.shownNotifications.map { $0.title ?? "" })")
sim.tapNotification()
sim.runUntilIdle()

sim.advance(by: 30)
print("banners \(sim.shownNotifications.map { $0.title ?? "" })")
