import Foundation
import Simulator
import Testing
import UIKit
import UserNotifications

// Two programs written as a learner writes them for iOS, driven by the simulator; the whole event
// log (with virtual times) is what iOS would do.

/// The book's iOS 8/9 recipe: register in didFinishLaunching, schedule once the user answered,
/// clear the badge when the app becomes active.
final class WakeUpAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    var backgroundObserver: NSObjectProtocol?
    var wentToBackground = 0
    var openedFromNotification: String?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let settings = UIUserNotificationSettings(types: [.alert, .badge, .sound], categories: nil)
        application.registerUserNotificationSettings(settings)
        backgroundObserver = NotificationCenter.default.addObserver(
            forName: UIApplication.didEnterBackgroundNotification, object: nil, queue: nil) { [weak self] _ in
            self?.wentToBackground += 1
        }
        return true
    }

    func application(_ application: UIApplication, didRegister notificationSettings: UIUserNotificationSettings) {
        guard notificationSettings.types.contains(.alert) else { return }
        let notification = UILocalNotification()
        notification.fireDate = Date().addingTimeInterval(10)
        notification.alertBody = "Time to wake up!"
        notification.alertAction = "Wake"
        notification.soundName = UILocalNotificationDefaultSoundName
        notification.applicationIconBadgeNumber = 1
        application.scheduleLocalNotification(notification)
    }

    func applicationDidBecomeActive(_ application: UIApplication) {
        application.applicationIconBadgeNumber = 0
    }

    func application(_ application: UIApplication, didReceive notification: UILocalNotification) {
        if application.applicationState == .inactive {
            openedFromNotification = notification.alertBody
        }
    }

    deinit {
        if let backgroundObserver { NotificationCenter.default.removeObserver(backgroundObserver) }
    }
}

/// The iOS 10+ recipe: ask for authorization, schedule a daily 08:00 reminder, show it as a banner
/// in the foreground, react when the user opens it.
final class ReminderAppDelegate: UIResponder, UIApplicationDelegate, UNUserNotificationCenterDelegate {
    var window: UIWindow?
    var opened: [String] = []

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let center = UNUserNotificationCenter.current()
        center.delegate = self
        center.requestAuthorization(options: [.alert, .sound, .badge]) { granted, _ in
            guard granted else { return }
            let content = UNMutableNotificationContent()
            content.title = "Reminder"
            content.body = "Drink water"
            content.sound = .default
            content.badge = 1
            var morning = DateComponents()
            morning.hour = 8
            morning.minute = 0
            let trigger = UNCalendarNotificationTrigger(dateMatching: morning, repeats: true)
            center.add(UNNotificationRequest(identifier: "water", content: content, trigger: trigger)) { error in
                if let error { print(error) }
            }
        }
        return true
    }

    func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification,
                                withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void) {
        completionHandler([.banner, .sound])
    }

    func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
                                withCompletionHandler completionHandler: @escaping () -> Void) {
        if response.actionIdentifier == UNNotificationDefaultActionIdentifier {
            opened.append(response.notification.request.identifier)
        }
        UIApplication.shared.applicationIconBadgeNumber = 0
        completionHandler()
    }
}

@MainActor @Suite(.serialized)
struct LearnerProgramTests {
    /// The recipe computes its fire date from `Date()`, the process's real clock, so this test
    /// starts the simulator at the real time (the default) and schedules before time moves; the
    /// fire date then lies milliseconds after the virtual clock's start. See the report's note on
    /// `Date()` and virtual time.
    @Test func bookRecipeWithUILocalNotification() throws {
        let sim = Simulator(device: .iPhone4Inch)
        sim.setTimeZone(moscow)
        sim.clearLog()
        sim.launch(delegate: WakeUpAppDelegate())
        sim.sendToBackground()
        sim.advance(by: 11)
        #expect(sim.renderHomeScreen().contains("┌────┐(1)"))
        sim.advance(by: 1)
        sim.tapNotification()
        let delegate = sim.appDelegate as? WakeUpAppDelegate
        #expect(delegate?.wentToBackground == 1)
        #expect(delegate?.openedFromNotification == "Time to wake up!")
        #expect(sim.badgeNumber == 0)

        let delivery = try #require(sim.log.first { $0.kind == "delivery" })
        #expect(abs(delivery.time - 10) < 0.5)
        var texts = sim.texts
        let scheduled = try #require(texts.firstIndex { $0.hasPrefix("application scheduleLocalNotification") })
        #expect(texts[scheduled].hasPrefix("application scheduleLocalNotification \"Time to wake up!\" fireDate "))
        #expect(texts[scheduled].hasSuffix(" +0300"))
        texts[scheduled] = "application scheduleLocalNotification \"Time to wake up!\" fireDate …"
        #expect(texts == [
            "simulator launch",
            "application launch",
            "delegate application(_:willFinishLaunchingWithOptions:)",
            "delegate application(_:didFinishLaunchingWithOptions:)",
            "application registerUserNotificationSettings alert,badge,sound",
            "notification UIApplicationDidFinishLaunchingNotification",
            "application didBecomeActive",
            "delegate applicationDidBecomeActive",
            "application warning: Attempting to badge the application icon but haven't received permission from the user to badge the application",
            "notification UIApplicationDidBecomeActiveNotification",
            "simulator user allows notifications alert,badge,sound",
            "delegate application(_:didRegister:) alert,badge,sound",
            "application scheduleLocalNotification \"Time to wake up!\" fireDate …",
            "simulator home",
            "application willResignActive",
            "delegate applicationWillResignActive",
            "notification UIApplicationWillResignActiveNotification",
            "application didEnterBackground",
            "delegate applicationDidEnterBackground",
            "notification UIApplicationDidEnterBackgroundNotification",
            "delivery banner \"Time to wake up!\" badge 1 sound default",
            "simulator tap notification \"Time to wake up!\"",
            "application willEnterForeground",
            "delegate applicationWillEnterForeground",
            "notification UIApplicationWillEnterForegroundNotification",
            "delegate application(_:didReceive:) \"Time to wake up!\" state inactive",
            "application didBecomeActive",
            "delegate applicationDidBecomeActive",
            "application badge 0",
            "notification UIApplicationDidBecomeActiveNotification",
        ])
    }

    @Test func modernRecipeWithUserNotifications() {
        // 07:59 in New York on Saturday 8 March 2025; daylight-saving time starts the next night.
        let sim = Simulator(device: .iPhone4Inch, startDate: utc(2025, 3, 8, 12, 59), timeZone: newYork)
        sim.launch(delegate: ReminderAppDelegate())
        sim.advance(by: 60)
        sim.sendToBackground()
        sim.lock()
        let next = sim.runUntilNextNotification()
        #expect(next == utc(2025, 3, 9, 12))
        #expect(sim.lockScreenNotifications.map(\.title) == ["Reminder"])
        sim.advance(by: 30)
        sim.tapNotification()
        #expect((sim.appDelegate as? ReminderAppDelegate)?.opened == ["water"])
        #expect(sim.log.map(\.description) == [
            "0.000 simulator launch",
            "0.000 application launch",
            "0.000 delegate application(_:willFinishLaunchingWithOptions:)",
            "0.000 delegate application(_:didFinishLaunchingWithOptions:)",
            "0.000 application requestAuthorization alert,badge,sound",
            "0.000 notification UIApplicationDidFinishLaunchingNotification",
            "0.000 application didBecomeActive",
            "0.000 delegate applicationDidBecomeActive",
            "0.000 notification UIApplicationDidBecomeActiveNotification",
            "0.000 simulator user allows notifications alert,badge,sound",
            "0.000 application requestAuthorization completion granted true",
            "0.000 application add water \"Reminder\" \"Drink water\" calendar hour 8 minute 0 repeats",
            "60.000 delegate userNotificationCenter(_:willPresent:) \"Reminder\" \"Drink water\"",
            "60.000 delivery banner \"Reminder\" \"Drink water\" sound default",
            "60.000 simulator home",
            "60.000 application willResignActive",
            "60.000 delegate applicationWillResignActive",
            "60.000 notification UIApplicationWillResignActiveNotification",
            "60.000 application didEnterBackground",
            "60.000 delegate applicationDidEnterBackground",
            "60.000 notification UIApplicationDidEnterBackgroundNotification",
            "60.000 simulator lock",
            "82860.000 delivery lockscreen \"Reminder\" \"Drink water\" badge 1 sound default",
            "82890.000 simulator tap notification \"Reminder\" \"Drink water\"",
            "82890.000 simulator unlock",
            "82890.000 application willEnterForeground",
            "82890.000 delegate applicationWillEnterForeground",
            "82890.000 notification UIApplicationWillEnterForegroundNotification",
            "82890.000 delegate userNotificationCenter(_:didReceive:) \"Reminder\" \"Drink water\" action com.apple.UNNotificationDefaultActionIdentifier state inactive",
            "82890.000 application badge 0",
            "82890.000 application didBecomeActive",
            "82890.000 delegate applicationDidBecomeActive",
            "82890.000 notification UIApplicationDidBecomeActiveNotification",
        ])
    }
}
