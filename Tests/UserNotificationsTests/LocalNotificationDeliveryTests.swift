import Foundation
import Simulator
import Testing
import UIKit

/// What each app state does with a UILocalNotification (8.1.12–8.1.17).
@MainActor @Suite(.serialized)
struct LocalNotificationDeliveryTests {
    static let start = utc(2025, 5, 1, 6)  // 09:00 in Moscow

    func wakeUp(in seconds: TimeInterval) -> UILocalNotification {
        let n = localNotification("Wake up", fireDate: Self.start.addingTimeInterval(seconds), badge: 1, sound: UILocalNotificationDefaultSoundName)
        n.alertAction = "Open"
        return n
    }

    @Test func foregroundDeliveryCallsTheDelegateAndShowsNothing() {
        let sim = Simulator(device: .iPhone4Inch, startDate: Self.start, timeZone: moscow)
        let delegate = sim.launchRegistered()
        UIApplication.shared.scheduleLocalNotification(wakeUp(in: 60))
        sim.advance(by: 60)
        #expect(delegate.received.count == 1)
        #expect(delegate.received.first?.body == "Wake up")
        #expect(delegate.received.first?.state == .active)
        #expect(sim.badgeNumber == 0)
        #expect(sim.soundsPlayed.isEmpty)
        #expect(sim.deliveredNotifications.isEmpty)
        #expect(sim.log.suffix(2).map(\.description) == [
            "60.000 delivery foreground \"Wake up\"",
            "60.000 delegate application(_:didReceive:) \"Wake up\" state active",
        ])
    }

    @Test func backgroundDeliveryShowsABannerBadgesAndPlaysTheSound() {
        let sim = Simulator(device: .iPhone4Inch, startDate: Self.start, timeZone: moscow)
        let delegate = sim.launchRegistered()
        UIApplication.shared.scheduleLocalNotification(wakeUp(in: 60))
        sim.sendToBackground()
        sim.advance(by: 60)
        #expect(delegate.received.isEmpty)
        #expect(sim.badgeNumber == 1)
        #expect(UIApplication.shared.applicationIconBadgeNumber == 1)
        #expect(sim.soundsPlayed == ["default"])
        #expect(sim.visibleBanner?.body == "Wake up")
        #expect(sim.visibleBanner?.presentation == .banner)
        #expect(sim.texts.last == "delivery banner \"Wake up\" badge 1 sound default")
        sim.advance(by: 5)
        #expect(sim.visibleBanner == nil)
        #expect(sim.deliveredNotifications.map(\.body) == ["Wake up"])
    }

    @Test func tappingTheBannerBringsTheAppBackAndTheDelegateSeesInactive() {
        let sim = Simulator(device: .iPhone4Inch, startDate: Self.start, timeZone: moscow)
        let delegate = sim.launchRegistered()
        UIApplication.shared.scheduleLocalNotification(wakeUp(in: 60))
        sim.sendToBackground()
        sim.advance(by: 60)
        sim.clearLog()
        #expect(sim.tapNotification())
        #expect(delegate.received.map(\.state) == [.inactive])
        #expect(sim.applicationState == .active)
        #expect(sim.deliveredNotifications.isEmpty)
        #expect(sim.texts == [
            "simulator tap notification \"Wake up\"",
            "application willEnterForeground",
            "delegate applicationWillEnterForeground",
            "notification UIApplicationWillEnterForegroundNotification",
            "delegate application(_:didReceive:) \"Wake up\" state inactive",
            "application didBecomeActive",
            "delegate applicationDidBecomeActive",
            "notification UIApplicationDidBecomeActiveNotification",
        ])
    }

    @Test func openingANotificationLaunchesATerminatedAppWithLaunchOptions() {
        let sim = Simulator(device: .iPhone4Inch, startDate: Self.start, timeZone: moscow)
        sim.launchRegistered()
        let scheduled = wakeUp(in: 3600)
        scheduled.userInfo = ["alarm": "morning"]
        UIApplication.shared.scheduleLocalNotification(scheduled)
        sim.terminate()
        sim.advance(by: 3600)
        #expect(sim.deliveredNotifications.map(\.body) == ["Wake up"])
        #expect(sim.badgeNumber == 1)

        final class Observer { var userInfoBody: String? }
        let observer = Observer()
        let token = NotificationCenter.default.addObserver(forName: UIApplication.didFinishLaunchingNotification, object: nil, queue: nil) { note in
            observer.userInfoBody = (note.userInfo?[UIApplication.LaunchOptionsKey.localNotification] as? UILocalNotification)?.alertBody
        }
        defer { NotificationCenter.default.removeObserver(token) }
        sim.clearLog()
        sim.tapNotification(containing: "Wake")
        let relaunched = sim.appDelegate as? RecordingAppDelegate
        let launching = relaunched?.launchOptions?[.localNotification] as? UILocalNotification
        #expect(launching?.alertBody == "Wake up")
        #expect(launching?.userInfo?["alarm"] as? String == "morning")
        #expect(observer.userInfoBody == "Wake up")
        #expect(relaunched?.received.map(\.state) == [.inactive])
        #expect(sim.texts == [
            "simulator tap notification \"Wake up\"",
            "application launch from notification \"Wake up\"",
            "delegate application(_:willFinishLaunchingWithOptions:) UIApplicationLaunchOptionsLocalNotificationKey",
            "delegate application(_:didFinishLaunchingWithOptions:) UIApplicationLaunchOptionsLocalNotificationKey",
            "application registerUserNotificationSettings alert,badge,sound",
            "notification UIApplicationDidFinishLaunchingNotification",
            "delegate application(_:didReceive:) \"Wake up\" state inactive",
            "application didBecomeActive",
            "delegate applicationDidBecomeActive",
            "notification UIApplicationDidBecomeActiveNotification",
            "delegate application(_:didRegister:) alert,badge,sound",
        ])
    }

    @Test func lockedDeviceListsItOnTheLockScreenAndSlidingOpensTheApp() {
        let sim = Simulator(device: .iPhone4Inch, startDate: Self.start, timeZone: moscow)
        let delegate = sim.launchRegistered()
        UIApplication.shared.scheduleLocalNotification(wakeUp(in: 60))
        sim.lock()
        sim.advance(by: 60)
        #expect(sim.lockScreenNotifications.map(\.body) == ["Wake up"])
        #expect(sim.texts.last == "delivery lockscreen \"Wake up\" badge 1 sound default")
        sim.tapNotification()
        #expect(!sim.isLocked)
        #expect(sim.applicationState == .active)
        #expect(delegate.received.map(\.state) == [.inactive])
        #expect(sim.lockScreenNotifications.isEmpty)
    }

    @Test func deniedPermissionShowsNothingButTheAppStillHearsInTheForeground() {
        let sim = Simulator(device: .iPhone4Inch, startDate: Self.start, timeZone: moscow)
        sim.setNotificationPermission(granted: false)
        let delegate = sim.launchRegistered()
        #expect(delegate.registered == [[]])
        #expect(UIApplication.shared.currentUserNotificationSettings?.types == [])
        UIApplication.shared.scheduleLocalNotification(wakeUp(in: 60))
        UIApplication.shared.scheduleLocalNotification(wakeUp(in: 120))
        sim.advance(by: 60)
        #expect(delegate.received.map(\.state) == [.active])
        sim.sendToBackground()
        sim.advance(by: 60)
        #expect(sim.badgeNumber == 0)
        #expect(sim.soundsPlayed.isEmpty)
        #expect(sim.deliveredNotifications.isEmpty)
        #expect(sim.texts.last == "delivery hidden \"Wake up\" (alerts not allowed)")
        UIApplication.shared.applicationIconBadgeNumber = 5
        #expect(sim.badgeNumber == 0)
    }

    @Test func withoutRegistrationNothingIsShown() {
        let sim = Simulator(device: .iPhone4Inch, startDate: Self.start, timeZone: moscow)
        sim.launch(delegate: RecordingAppDelegate())
        sim.sendToBackground()
        sim.clearLog()
        UIApplication.shared.scheduleLocalNotification(wakeUp(in: 60))
        sim.advance(by: 60)
        #expect(sim.deliveredNotifications.isEmpty)
        #expect(sim.texts == [
            "application scheduleLocalNotification \"Wake up\" fireDate 2025-05-01 09:01:00 +0300",
            "application warning: Attempting to schedule a local notification with an alert but haven't received permission from the user to display alerts",
            "delivery hidden \"Wake up\" (not registered for notifications)",
        ])
    }

    @Test func settingsChangedLaterInSettingsApply() {
        let sim = Simulator(device: .iPhone4Inch, startDate: Self.start, timeZone: moscow)
        sim.launchRegistered()
        sim.sendToBackground()
        sim.setNotificationPermission(granted: false)
        UIApplication.shared.scheduleLocalNotification(wakeUp(in: 60))
        sim.advance(by: 60)
        #expect(sim.deliveredNotifications.isEmpty)
        sim.setNotificationPermission(granted: true)
        UIApplication.shared.scheduleLocalNotification(wakeUp(in: 120))
        sim.advance(by: 60)
        #expect(sim.deliveredNotifications.count == 1)
    }

    @Test func alertStyleShowsAModalAlertWithTheActionButton() {
        let sim = Simulator(device: .iPhone4Inch, startDate: Self.start, timeZone: moscow)
        sim.launchRegistered()
        sim.notificationAlertStyle = .alert
        sim.sendToBackground()
        UIApplication.shared.scheduleLocalNotification(wakeUp(in: 60))
        sim.advance(by: 60)
        #expect(sim.renderNotifications() == """
            ┌────────────────────────────┐
            │          Wake up           │
            ├─────────────┬──────────────┤
            │    Close    │     Open     │
            └─────────────┴──────────────┘

            """)
    }
}
