import Foundation
import Simulator
import UIKit

/// An instant given in UTC, for pinning delivery times.
func utc(_ year: Int, _ month: Int, _ day: Int, _ hour: Int = 0, _ minute: Int = 0, _ second: Int = 0) -> Date {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    return calendar.date(from: DateComponents(year: year, month: month, day: day, hour: hour, minute: minute, second: second))!
}

let moscow = TimeZone(identifier: "Europe/Moscow")!
let newYork = TimeZone(identifier: "America/New_York")!

/// An app delegate that remembers what UIKit told it, and in which state.
final class RecordingAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    var launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    var received: [(body: String?, state: UIApplication.State)] = []
    var registered: [UIUserNotificationType] = []
    var registerOnLaunch: UIUserNotificationType?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        self.launchOptions = launchOptions
        if let types = registerOnLaunch {
            application.registerUserNotificationSettings(UIUserNotificationSettings(types: types, categories: nil))
        }
        return true
    }

    func application(_ application: UIApplication, didReceive notification: UILocalNotification) {
        received.append((notification.alertBody, application.applicationState))
    }

    func application(_ application: UIApplication, didRegister notificationSettings: UIUserNotificationSettings) {
        registered.append(notificationSettings.types)
    }
}

extension Simulator {
    /// Launches with a recording delegate that registers for alerts, badges and sounds, lets the
    /// user answer, and clears the log.
    @discardableResult
    func launchRegistered(_ delegate: RecordingAppDelegate = RecordingAppDelegate()) -> RecordingAppDelegate {
        delegate.registerOnLaunch = [.alert, .badge, .sound]
        launch(delegate: delegate)
        clearLog()
        return delegate
    }

    /// The log's lines without times.
    var texts: [String] { log.map(\.text) }

    /// Fire dates of every delivery so far.
    var deliveryDates: [Date] { notificationHistory.map(\.date) }
}

func localNotification(_ body: String, fireDate: Date?, timeZone: TimeZone? = nil, repeat interval: NSCalendar.Unit = [],
                       badge: Int = 0, sound: String? = nil) -> UILocalNotification {
    let notification = UILocalNotification()
    notification.alertBody = body
    notification.fireDate = fireDate
    notification.timeZone = timeZone
    notification.repeatInterval = interval
    notification.applicationIconBadgeNumber = badge
    notification.soundName = sound
    return notification
}

/// The rule UILocalNotification.userInfo enforces (the property itself stops the program).
enum PropertyListCheckProbe {
    static func problem(_ userInfo: [AnyHashable: Any]) -> String? { UILocalNotification.propertyListProblem(in: userInfo) }
}
