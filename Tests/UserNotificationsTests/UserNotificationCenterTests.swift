import Foundation
import Simulator
import Testing
import UIKit
import UserNotifications

/// An app delegate that is also the notification center's delegate, set while launching as Apple asks.
final class CenterDelegate: UIResponder, UIApplicationDelegate, UNUserNotificationCenterDelegate {
    var presentOptions: UNNotificationPresentationOptions = []
    var willPresent: [String] = []
    var responses: [(body: String, action: String, state: UIApplication.State)] = []

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        UNUserNotificationCenter.current().delegate = self
        return true
    }

    func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification,
                                withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void) {
        willPresent.append(notification.request.content.body)
        completionHandler(presentOptions)
    }

    func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
                                withCompletionHandler completionHandler: @escaping () -> Void) {
        responses.append((response.notification.request.content.body, response.actionIdentifier, UIApplication.shared.applicationState))
        completionHandler()
    }
}

func content(_ body: String, title: String = "", badge: NSNumber? = nil, sound: UNNotificationSound? = nil) -> UNMutableNotificationContent {
    let content = UNMutableNotificationContent()
    content.title = title
    content.body = body
    content.badge = badge
    content.sound = sound
    return content
}

@MainActor @Suite(.serialized)
struct UserNotificationCenterTests {
    static let start = utc(2025, 3, 7, 17)  // 12:00 in New York

    /// Launches with a CenterDelegate and authorization granted (or not), and clears the log.
    func launched(granted: Bool = true) -> (Simulator, CenterDelegate) {
        let sim = Simulator(device: .iPhone4Inch, startDate: Self.start, timeZone: newYork)
        sim.setNotificationPermission(granted: granted)
        // A fresh delegate for each launch (the expression is evaluated again on relaunch).
        sim.launch(delegate: CenterDelegate())
        let delegate = sim.appDelegate as! CenterDelegate
        UNUserNotificationCenter.current().requestAuthorization(options: [.alert, .badge, .sound]) { _, _ in }
        sim.advance(by: 0)
        sim.clearLog()
        return (sim, delegate)
    }

    /// A request added after the user said no is refused with UNError.notificationsNotAllowed (UNErrorDomain 1) and
    /// nothing is pending; before the user has answered it is accepted.
    @Test func aRequestAddedAfterTheUserSaidNoIsRefused() async throws {
        let (sim, _) = launched(granted: false)
        final class Outcome { var error: Error? = nil; var called = false }
        let outcome = Outcome()
        let center = UNUserNotificationCenter.current()
        center.add(UNNotificationRequest(identifier: "water", content: content("Drink"),
                                         trigger: UNTimeIntervalNotificationTrigger(timeInterval: 60, repeats: true))) { error in
            outcome.called = true
            outcome.error = error
        }
        sim.advance(by: 0)
        #expect(outcome.called)
        let error = try #require(outcome.error as NSError?)
        #expect(error.domain == "UNErrorDomain" && error.code == 1)
        #expect(error.localizedDescription == "Notifications are not allowed for this application")
        #expect((outcome.error as? UNError)?.code == .notificationsNotAllowed)
        #expect(sim.pendingNotificationCount == 0)
        #expect(sim.log.map(\.text) == ["application add water refused: notifications are not allowed (UNErrorDomain 1)"])
        do {
            try await center.add(UNNotificationRequest(identifier: "tea", content: content("Tea"), trigger: nil))
            Issue.record("the async add did not throw")
        } catch UNError.notificationsNotAllowed {
        } catch {
            Issue.record("threw \(error)")
        }

        let undecided = Simulator(device: .iPhone4Inch, startDate: Self.start, timeZone: newYork)
        undecided.launch(delegate: CenterDelegate())
        UNUserNotificationCenter.current().add(UNNotificationRequest(identifier: "water", content: content("Drink"),
                                                                     trigger: UNTimeIntervalNotificationTrigger(timeInterval: 60, repeats: true)),
                                               withCompletionHandler: nil)
        undecided.advance(by: 0)
        #expect(undecided.pendingNotificationCount == 1)
    }

    @Test func authorizationAnswersOnTheClocksNextTurn() {
        let sim = Simulator(device: .iPhone4Inch, startDate: Self.start, timeZone: newYork)
        final class Answer { var granted: Bool?; var status: UNAuthorizationStatus?; var alert: UNNotificationSetting? }
        let answer = Answer()
        let center = UNUserNotificationCenter.current()
        center.requestAuthorization(options: [.alert, .sound]) { granted, error in
            #expect(error == nil)
            answer.granted = granted
        }
        #expect(answer.granted == nil)
        sim.advance(by: 0)
        #expect(answer.granted == true)
        center.getNotificationSettings { answer.status = $0.authorizationStatus; answer.alert = $0.badgeSetting }
        sim.advance(by: 0)
        #expect(answer.status == .authorized)
        #expect(answer.alert == .disabled)
        #expect(sim.texts == [
            "application requestAuthorization alert,sound",
            "simulator user allows notifications alert,sound",
            "application requestAuthorization completion granted true",
        ])
        #expect(UNAuthorizationOptions.alert.rawValue == 4 && UNAuthorizationOptions.provisional.rawValue == 64)
    }

    @Test func deniedAuthorizationDeliversNothing() {
        let (sim, delegate) = launched(granted: false)
        final class Answer { var status: UNAuthorizationStatus? }
        let answer = Answer()
        UNUserNotificationCenter.current().getNotificationSettings { answer.status = $0.authorizationStatus }
        let request = UNNotificationRequest(identifier: "r", content: content("Hello"), trigger: UNTimeIntervalNotificationTrigger(timeInterval: 60, repeats: false))
        UNUserNotificationCenter.current().add(request)
        sim.advance(by: 60)
        #expect(answer.status == .denied)
        #expect(delegate.willPresent.isEmpty)
        sim.sendToBackground()
        UNUserNotificationCenter.current().add(request)
        sim.advance(by: 60)
        // Both adds were refused (UNError.notificationsNotAllowed): nothing was scheduled, so nothing fires, hidden or not.
        #expect(sim.deliveredNotifications.isEmpty)
        #expect(sim.notificationHistory.isEmpty)
        #expect(sim.pendingNotificationCount == 0)
    }

    @Test func repeatingTimeIntervalNeedsSixtySeconds() {
        #expect(UNTimeIntervalNotificationTrigger.problem(timeInterval: 59, repeats: true) == "time interval must be at least 60 if repeating")
        #expect(UNTimeIntervalNotificationTrigger.problem(timeInterval: 60, repeats: true) == nil)
        #expect(UNTimeIntervalNotificationTrigger.problem(timeInterval: 5, repeats: false) == nil)
        #expect(UNTimeIntervalNotificationTrigger.problem(timeInterval: 0, repeats: false) == "time interval must be greater than 0")
        let trigger = UNTimeIntervalNotificationTrigger(timeInterval: 60, repeats: true)
        #expect(trigger.repeats && trigger.timeInterval == 60)
    }

    @Test func repeatingTimeIntervalEveryMinuteFiresOnTheMinute() {
        let (sim, _) = launched()
        sim.sendToBackground()
        UNUserNotificationCenter.current().add(UNNotificationRequest(
            identifier: "tick", content: content("Tick"), trigger: UNTimeIntervalNotificationTrigger(timeInterval: 60, repeats: true)))
        sim.advance(by: 185)
        #expect(sim.deliveryDates == [60, 120, 180].map { Self.start.addingTimeInterval($0) })
    }

    @Test func sameIdentifierReplacesThePendingRequest() {
        let (sim, _) = launched()
        sim.sendToBackground()
        let center = UNUserNotificationCenter.current()
        center.add(UNNotificationRequest(identifier: "reminder", content: content("First"), trigger: UNTimeIntervalNotificationTrigger(timeInterval: 3600, repeats: false)))
        center.add(UNNotificationRequest(identifier: "reminder", content: content("Second"), trigger: UNTimeIntervalNotificationTrigger(timeInterval: 7200, repeats: false)))
        final class Pending { var bodies: [String] = [] }
        let pending = Pending()
        center.getPendingNotificationRequests { pending.bodies = $0.map(\.content.body) }
        sim.advance(by: 0)
        #expect(pending.bodies == ["Second"])
        sim.advance(by: 7200)
        #expect(sim.notificationHistory.map(\.body) == ["Second"])
        #expect(sim.deliveryDates == [Self.start.addingTimeInterval(7200)])
        #expect(sim.texts.contains("application add reminder \"Second\" timeInterval 7200 (replaces the pending request)"))
    }

    @Test func nilTriggerDeliversRightAway() {
        let (sim, _) = launched()
        sim.sendToBackground()
        UNUserNotificationCenter.current().add(UNNotificationRequest(identifier: "now", content: content("Now", badge: 3, sound: .default), trigger: nil))
        sim.advance(by: 0)
        #expect(sim.deliveryDates == [Self.start])
        #expect(sim.texts.suffix(2) == ["application add now \"Now\" now", "delivery banner \"Now\" badge 3 sound default"])
        #expect(sim.badgeNumber == 3)
    }

    @Test func dailyCalendarTriggerKeepsLocalTimeAcrossDaylightSaving() {
        let (sim, _) = launched()
        sim.sendToBackground()
        let trigger = UNCalendarNotificationTrigger(dateMatching: DateComponents(hour: 8, minute: 30), repeats: true)
        #expect(trigger.nextTriggerDate() == utc(2025, 3, 8, 13, 30))
        UNUserNotificationCenter.current().add(UNNotificationRequest(identifier: "walk", content: content("Walk"), trigger: trigger))
        for _ in 0..<3 { sim.runUntilNextNotification() }
        #expect(sim.deliveryDates == [utc(2025, 3, 8, 13, 30), utc(2025, 3, 9, 12, 30), utc(2025, 3, 10, 12, 30)])
        sim.setTimeZone(moscow)
        sim.runUntilNextNotification()
        #expect(sim.deliveryDates.last == utc(2025, 3, 11, 5, 30))
    }

    /// A one-off date already gone by has no next date (Linux's Foundation answered the start of the next month), while
    /// a time the clock skips on the night daylight saving starts moves to the next existing time, as `.nextTime` says.
    @Test func aDateGoneByHasNoNextTriggerAndASkippedHourMovesOn() {
        let (sim, _) = launched()  // 7 March 2025, 12:00 in New York
        let gone = UNCalendarNotificationTrigger(dateMatching: DateComponents(year: 2025, month: 3, day: 1, hour: 10, minute: 0), repeats: false)
        #expect(gone.nextTriggerDate() == nil)
        UNUserNotificationCenter.current().add(UNNotificationRequest(identifier: "gone", content: content("Gone"), trigger: gone))
        sim.advance(by: 40 * 86_400)
        #expect(sim.deliveryDates.isEmpty)
        // 9 March 2025 in New York: 02:00 becomes 03:00; a 02:30 alarm rings at 03:00 local (07:00 UTC).
        let skipped = UNCalendarNotificationTrigger(dateMatching: DateComponents(year: 2026, month: 3, day: 8, hour: 2, minute: 30), repeats: false)
        #expect(skipped.nextTriggerDate() == utc(2026, 3, 8, 7, 0))
    }

    @Test func weekdayCalendarTriggerUsesTheGeneralMatcher() {
        let (sim, _) = launched()
        sim.sendToBackground()
        // Mondays at 09:00; 7 March 2025 is a Friday.
        UNUserNotificationCenter.current().add(UNNotificationRequest(
            identifier: "standup", content: content("Standup"),
            trigger: UNCalendarNotificationTrigger(dateMatching: DateComponents(hour: 9, weekday: 2), repeats: true)))
        sim.runUntilNextNotification()
        sim.runUntilNextNotification()
        #expect(sim.deliveryDates == [utc(2025, 3, 10, 13), utc(2025, 3, 17, 13)])
    }

    @Test func foregroundPresentationFollowsWillPresentOptions() {
        let (sim, delegate) = launched()
        let center = UNUserNotificationCenter.current()
        center.add(UNNotificationRequest(identifier: "quiet", content: content("Quiet", badge: 1, sound: .default), trigger: nil))
        sim.advance(by: 0)
        #expect(delegate.willPresent == ["Quiet"])
        #expect(sim.deliveredNotifications.isEmpty)
        delegate.presentOptions = [.banner, .list, .sound]
        center.add(UNNotificationRequest(identifier: "loud", content: content("Loud", title: "Hey", badge: 2, sound: .default), trigger: nil))
        sim.advance(by: 0)
        #expect(sim.visibleBanner?.title == "Hey")
        #expect(sim.badgeNumber == 0)
        #expect(sim.texts.filter { $0.hasPrefix("delivery") || $0.hasPrefix("delegate") } == [
            "delegate userNotificationCenter(_:willPresent:) \"Quiet\"",
            "delivery hidden \"Quiet\" (silenced by willPresent)",
            "delegate userNotificationCenter(_:willPresent:) \"Hey\" \"Loud\"",
            "delivery banner \"Hey\" \"Loud\" sound default",
        ])
    }

    @Test func tappingFromTheBackgroundAndFromNotRunningReachesDidReceive() {
        let (sim, delegate) = launched()
        let center = UNUserNotificationCenter.current()
        sim.sendToBackground()
        center.add(UNNotificationRequest(identifier: "a", content: content("Alpha"), trigger: UNTimeIntervalNotificationTrigger(timeInterval: 10, repeats: false)))
        sim.advance(by: 10)
        sim.tapNotification()
        #expect(delegate.responses.map(\.body) == ["Alpha"])
        #expect(delegate.responses.first?.action == UNNotificationDefaultActionIdentifier)
        #expect(delegate.responses.first?.state == .inactive)

        sim.terminate()
        center.add(UNNotificationRequest(identifier: "b", content: content("Beta"), trigger: UNTimeIntervalNotificationTrigger(timeInterval: 10, repeats: false)))
        sim.advance(by: 10)
        sim.clearLog()
        sim.tapNotification()
        let relaunched = sim.appDelegate as? CenterDelegate
        #expect(relaunched !== delegate)
        #expect(relaunched?.responses.map(\.body) == ["Beta"])
        #expect(sim.texts == [
            "simulator tap notification \"Beta\"",
            "application launch from notification \"Beta\"",
            "delegate application(_:willFinishLaunchingWithOptions:)",
            "delegate application(_:didFinishLaunchingWithOptions:)",
            "notification UIApplicationDidFinishLaunchingNotification",
            "delegate userNotificationCenter(_:didReceive:) \"Beta\" action com.apple.UNNotificationDefaultActionIdentifier state inactive",
            "application didBecomeActive",
            "delegate applicationDidBecomeActive",
            "notification UIApplicationDidBecomeActiveNotification",
        ])
    }

    @Test func pendingAndDeliveredQueriesAndRemoval() {
        let (sim, _) = launched()
        sim.sendToBackground()
        let center = UNUserNotificationCenter.current()
        for (id, seconds) in [("one", 10.0), ("two", 20), ("three", 30), ("four", 40)] {
            center.add(UNNotificationRequest(identifier: id, content: content(id), trigger: UNTimeIntervalNotificationTrigger(timeInterval: seconds, repeats: false)))
        }
        sim.advance(by: 25)
        final class Seen { var pending: [String] = []; var delivered: [String] = [] }
        let seen = Seen()
        center.getPendingNotificationRequests { seen.pending = $0.map(\.identifier) }
        center.getDeliveredNotifications { seen.delivered = $0.map(\.request.identifier) }
        sim.advance(by: 0)
        #expect(seen.pending == ["three", "four"])
        #expect(seen.delivered == ["one", "two"])
        center.removePendingNotificationRequests(withIdentifiers: ["three"])
        center.removeDeliveredNotifications(withIdentifiers: ["one"])
        center.getPendingNotificationRequests { seen.pending = $0.map(\.identifier) }
        center.getDeliveredNotifications { seen.delivered = $0.map(\.request.identifier) }
        sim.advance(by: 0)
        #expect(seen.pending == ["four"])
        #expect(seen.delivered == ["two"])
        center.removeAllPendingNotificationRequests()
        center.removeAllDeliveredNotifications()
        sim.advance(by: 100)
        #expect(sim.pendingNotificationCount == 0)
        #expect(sim.deliveredNotifications.isEmpty)
        #expect(sim.notificationHistory.count == 2)
    }

    @Test func pendingRequestsKeepTheSoonestSixtyFour() {
        let (sim, _) = launched()
        let center = UNUserNotificationCenter.current()
        for index in (1...66).reversed() {
            center.add(UNNotificationRequest(identifier: "r\(index)", content: content("r\(index)"),
                                             trigger: UNTimeIntervalNotificationTrigger(timeInterval: Double(index) * 60, repeats: false)))
        }
        final class Seen { var ids: [String] = [] }
        let seen = Seen()
        center.getPendingNotificationRequests { seen.ids = $0.map(\.identifier) }
        sim.advance(by: 0)
        #expect(seen.ids == (1...64).map { "r\($0)" })
    }

    /// `.provisional` (iOS 12) is granted at once without a prompt, reads `.provisional`, and a later full request
    /// asks the user.
    @Test func provisionalAuthorizationNeedsNoPromptAndReadsProvisional() async throws {
        let sim = Simulator(device: .iPhone4Inch)
        sim.setNotificationPermission(granted: false)
        let center = UNUserNotificationCenter.current()
        var granted: Bool?
        center.requestAuthorization(options: [.alert, .provisional]) { answer, _ in granted = answer }
        sim.runUntilIdle()
        #expect(granted == true, "no prompt: the user's future answer does not matter")
        var status: UNAuthorizationStatus?
        center.getNotificationSettings { status = $0.authorizationStatus }
        sim.runUntilIdle()
        #expect(status == .provisional)
        center.requestAuthorization(options: [.alert]) { answer, _ in granted = answer }
        sim.runUntilIdle()
        #expect(granted == false, "a full request prompts, and this user says no")
        center.getNotificationSettings { status = $0.authorizationStatus }
        sim.runUntilIdle()
        #expect(status == .denied)
    }
}
