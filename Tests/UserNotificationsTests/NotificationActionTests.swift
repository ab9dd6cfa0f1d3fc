import Foundation
import Simulator
import Testing
import UIKit
import UserNotifications

/// Registers an alarm category on launch and records responses with their text.
final class ActionDelegate: UIResponder, UIApplicationDelegate, UNUserNotificationCenterDelegate {
    var responses: [String] = []
    var dismissOption: UNNotificationCategoryOptions = []

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let center = UNUserNotificationCenter.current()
        center.delegate = self
        let snooze = UNNotificationAction(identifier: "snooze", title: "Snooze")
        let open = UNNotificationAction(identifier: "open", title: "Open", options: [.foreground])
        let reply = UNTextInputNotificationAction(identifier: "reply", title: "Reply", options: [],
                                                  textInputButtonTitle: "Send", textInputPlaceholder: "Message")
        center.setNotificationCategories([UNNotificationCategory(identifier: "alarm", actions: [snooze, open, reply],
                                                                 intentIdentifiers: [], options: dismissOption)])
        return true
    }

    func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
                                withCompletionHandler completionHandler: @escaping () -> Void) {
        let text = (response as? UNTextInputNotificationResponse).map { " \"\($0.userText)\"" } ?? ""
        responses.append("\(response.actionIdentifier)\(text) \(UIApplication.shared.applicationState)")
        completionHandler()
    }
}

@MainActor @Suite(.serialized)
struct NotificationActionTests {
    func launched(dismissOption: UNNotificationCategoryOptions = []) -> (Simulator, ActionDelegate) {
        let sim = Simulator(device: .iPhone4Inch, startDate: utc(2025, 3, 7, 17), timeZone: newYork)
        sim.setNotificationPermission(granted: true)
        let delegate = ActionDelegate()
        delegate.dismissOption = dismissOption
        sim.launch(delegate: delegate)
        UNUserNotificationCenter.current().requestAuthorization(options: [.alert]) { _, _ in }
        sim.advance(by: 0)
        return (sim, delegate)
    }

    func schedule(_ body: String, category: String = "alarm") {
        let content = UNMutableNotificationContent()
        content.body = body
        content.categoryIdentifier = category
        UNUserNotificationCenter.current().add(UNNotificationRequest(identifier: body, content: content,
                                                                     trigger: UNTimeIntervalNotificationTrigger(timeInterval: 10, repeats: false)))
    }

    @Test func appleValuesAndDefaults() {
        #expect(UNNotificationDefaultActionIdentifier == "com.apple.UNNotificationDefaultActionIdentifier")
        #expect(UNNotificationDismissActionIdentifier == "com.apple.UNNotificationDismissActionIdentifier")
        #expect(UNNotificationActionOptions.authenticationRequired.rawValue == 1)
        #expect(UNNotificationActionOptions.destructive.rawValue == 2)
        #expect(UNNotificationActionOptions.foreground.rawValue == 4)
        #expect(UNNotificationCategoryOptions.customDismissAction.rawValue == 1)
        #expect(UNNotificationCategoryOptions.allowInCarPlay.rawValue == 2)
        #expect(UNMutableNotificationContent().categoryIdentifier == "")
        let action = UNNotificationAction(identifier: "snooze", title: "Snooze", options: [.destructive])
        #expect(action.description == "<UNNotificationAction: identifier: snooze, title: Snooze, options: [destructive]>")
        let category = UNNotificationCategory(identifier: "alarm", actions: [action], intentIdentifiers: [])
        #expect(category.options == [])
        #expect(category.actions.map(\.identifier) == ["snooze"])
        #expect(Set([category, UNNotificationCategory(identifier: "alarm", actions: [action], intentIdentifiers: [])]).count == 1)
        #expect(category.hiddenPreviewsBodyPlaceholder == "")
        let private_ = UNNotificationCategory(identifier: "chat", actions: [], intentIdentifiers: [],
                                              hiddenPreviewsBodyPlaceholder: "%u new messages", options: [.customDismissAction])
        #expect(private_.hiddenPreviewsBodyPlaceholder == "%u new messages" && private_.options == [.customDismissAction])
    }

    @Test func categoriesAreReplacedAsAWholeAndReadBack() async {
        let (sim, _) = launched()
        let center = UNUserNotificationCenter.current()
        #expect(await center.notificationCategories().map(\.identifier) == ["alarm"])
        center.setNotificationCategories([UNNotificationCategory(identifier: "chat", actions: [], intentIdentifiers: [])])
        var read: [String] = []
        center.getNotificationCategories { read = $0.map(\.identifier) }
        #expect(read.isEmpty)
        sim.advance(by: 0)
        #expect(read == ["chat"])
    }

    @Test func theButtonsFollowTheCategory() {
        let (sim, _) = launched()
        sim.sendToBackground()
        schedule("Wake up")
        schedule("Plain", category: "")
        schedule("Unknown", category: "nope")
        sim.advance(by: 10)
        let shown = sim.deliveredNotifications
        #expect(shown.map { sim.notificationActions(of: $0) } == [["Snooze", "Open", "Reply"], [], []])
    }

    @Test func aBackgroundActionLeavesTheAppWhereItIs() {
        let (sim, delegate) = launched()
        sim.sendToBackground()
        schedule("Wake up")
        sim.advance(by: 10)
        sim.clearLog()
        #expect(sim.chooseNotificationAction("Snooze"))
        #expect(delegate.responses == ["snooze background"])
        #expect(sim.deliveredNotifications.isEmpty)
        #expect(sim.texts == ["simulator choose action \"Snooze\" on \"Wake up\"",
                              "delegate userNotificationCenter(_:didReceive:) \"Wake up\" action snooze state background"])
        #expect(!sim.chooseNotificationAction("Snooze"))
    }

    @Test func aForegroundActionOpensTheAppAsATapDoes() {
        let (sim, delegate) = launched()
        sim.sendToBackground()
        schedule("Wake up")
        sim.advance(by: 10)
        #expect(sim.chooseNotificationAction("open"))
        #expect(delegate.responses == ["open inactive"])
        #expect(UIApplication.shared.applicationState == .active)
    }

    @Test func aTextReplyArrivesAsUserText() {
        let (sim, delegate) = launched()
        sim.sendToBackground()
        schedule("Wake up")
        sim.advance(by: 10)
        #expect(sim.chooseNotificationAction("Reply", text: "in five"))
        #expect(delegate.responses == ["reply \"in five\" background"])
    }

    @Test func aBackgroundActionLaunchesATerminatedAppInTheBackground() {
        let (sim, _) = launched()
        sim.terminate()
        schedule("Wake up")
        sim.advance(by: 10)
        sim.clearLog()
        #expect(sim.chooseNotificationAction("Snooze"))
        let relaunched = sim.appDelegate as? ActionDelegate
        #expect(relaunched?.responses == ["snooze background"])
        #expect(sim.texts.contains("application launch in the background for action snooze"))
        #expect(!sim.texts.contains("application didBecomeActive"))
    }

    @Test func dismissingReachesTheAppOnlyWithCustomDismissAction() {
        let (sim, delegate) = launched()
        sim.sendToBackground()
        schedule("Quiet")
        sim.advance(by: 10)
        #expect(sim.dismissNotification())
        #expect(delegate.responses.isEmpty)
        #expect(sim.deliveredNotifications.isEmpty)
        #expect(!sim.dismissNotification())

        let (sim2, told) = launched(dismissOption: [.customDismissAction])
        sim2.sendToBackground()
        schedule("Told")
        sim2.advance(by: 10)
        #expect(sim2.dismissNotification())
        #expect(told.responses == ["com.apple.UNNotificationDismissActionIdentifier background"])
    }

    @Test func aTapStillGivesTheDefaultAction() {
        let (sim, delegate) = launched()
        sim.sendToBackground()
        schedule("Wake up")
        sim.advance(by: 10)
        sim.tapNotification()
        #expect(delegate.responses == ["com.apple.UNNotificationDefaultActionIdentifier inactive"])
    }
}
