import Foundation

/// The name of the system's default notification sound (8.1.7).
@available(iOS, introduced: 4.0, deprecated: 10.0, message: "Use UserNotifications Framework's +[UNNotificationSound defaultSound]")
public let UILocalNotificationDefaultSoundName = "UILocalNotificationDefaultSoundName"

/// A notification the app schedules to be shown at a date (iOS 4–10; deprecated in iOS 10 in favor
/// of UserNotifications' UNNotificationRequest, 8.1.1). Scheduling copies it (8.1.11), so changing
/// it afterwards does not change what is scheduled.
@available(iOS, introduced: 4.0, deprecated: 10.0, message: "Use UserNotifications Framework's UNNotificationRequest")
open class UILocalNotification: NSObject, NSCopying {
    /// When to fire. nil or a date in the past: delivered immediately (8.1.2).
    open var fireDate: Date?
    /// nil: `fireDate` is an absolute instant (an egg timer). A zone: `fireDate` is read as a
    /// wall-clock time in that zone, and it fires when the device's clock shows that wall time in
    /// whatever zone the device is in then (an alarm clock, 8.1.3/8.1.4).
    open var timeZone: TimeZone?
    /// A calendar unit (`.day`, `.weekOfYear`, …); empty (0) means it fires once (8.1.5). Units
    /// under a minute are not supported: the model fires such a notification once and logs why.
    open var repeatInterval: NSCalendar.Unit = []
    /// The calendar the repeat interval is counted in; nil means the Gregorian calendar.
    open var repeatCalendar: Calendar?

    /// The message; nil means no alert is shown (8.1.6).
    open var alertBody: String?
    /// The title above the body (iOS 8.2).
    open var alertTitle: String?
    /// The action button's title (alert style) or the lock screen's "slide to …" verb.
    open var alertAction: String?
    /// false hides the action button or slider (8.1.6).
    open var hasAction: Bool = true
    open var alertLaunchImage: String?
    /// The category's identifier (iOS 8).
    open var category: String?

    /// A sound resource name or `UILocalNotificationDefaultSoundName`; nil means silent (8.1.7).
    open var soundName: String?
    /// The badge to set on the app's icon; 0 means no change (8.1.8).
    open var applicationIconBadgeNumber: Int = 0

    /// Custom data. Property-list values only (8.1.9: iOS throws for anything else). The model stops
    /// the program at the assignment with a message naming the offending value, as iOS's exception
    /// does; `propertyListProblem(in:)` is the test.
    open var userInfo: [AnyHashable: Any]? {
        didSet {
            if let userInfo, let problem = PropertyListCheck.problem(inUserInfo: userInfo) {
                fatalError("*** Terminating app due to uncaught exception 'NSInvalidArgumentException', reason: "
                    + "'unable to serialize userInfo: \(problem)' (UILocalNotification.userInfo accepts property-list "
                    + "values only: String, numbers, Bool, Date, Data, and arrays and String-keyed dictionaries of them)")
            }
        }
    }

    /// Why `userInfo` would be refused (8.1.9), nil when it is a property list. Not Apple API: the
    /// simulator and checks use it to explain the stop before it happens.
    public static func propertyListProblem(in userInfo: [AnyHashable: Any]) -> String? {
        PropertyListCheck.problem(inUserInfo: userInfo)
    }

    /// Identity shared by a notification and the copies scheduled from it, so cancelling the object
    /// you scheduled or one from `scheduledLocalNotifications` finds the scheduled copy.
    package var schedulingIdentity: UInt64?

    public override init() { super.init() }

    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = UILocalNotification()
        copy.fireDate = fireDate
        copy.timeZone = timeZone
        copy.repeatInterval = repeatInterval
        copy.repeatCalendar = repeatCalendar
        copy.alertBody = alertBody
        copy.alertTitle = alertTitle
        copy.alertAction = alertAction
        copy.hasAction = hasAction
        copy.alertLaunchImage = alertLaunchImage
        copy.category = category
        copy.soundName = soundName
        copy.applicationIconBadgeNumber = applicationIconBadgeNumber
        copy.userInfo = userInfo
        copy.schedulingIdentity = schedulingIdentity
        return copy
    }

    /// A scheduled notification (the object scheduled, or a copy of the scheduled one) is equal
    /// exactly to those with its scheduling identity, whatever was changed since; two notifications
    /// never scheduled are equal when their contents are. One of each is never equal: otherwise
    /// equality would not be transitive and no hash could agree with it.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UILocalNotification else { return false }
        if schedulingIdentity != nil || other.schedulingIdentity != nil { return schedulingIdentity == other.schedulingIdentity }
        return fireDate == other.fireDate && timeZone == other.timeZone && repeatInterval == other.repeatInterval
            && alertBody == other.alertBody && alertTitle == other.alertTitle && soundName == other.soundName
            && applicationIconBadgeNumber == other.applicationIconBadgeNumber
    }

    /// Hashes what `isEqual` compares: the scheduling identity, or else the contents.
    open override var hash: Int {
        var hasher = Hasher()
        if let schedulingIdentity {
            hasher.combine(schedulingIdentity)
        } else {
            hasher.combine(fireDate)
            hasher.combine(timeZone)
            hasher.combine(repeatInterval.rawValue)
            hasher.combine(alertBody)
            hasher.combine(alertTitle)
            hasher.combine(soundName)
            hasher.combine(applicationIconBadgeNumber)
        }
        return hasher.finalize()
    }

    open override var description: String {
        var parts = ["<UILocalNotification"]
        if let fireDate { parts.append("fire date = \(fireDate)") }
        parts.append("time zone = \(timeZone?.identifier ?? "(null)")")
        parts.append("repeat interval = \(repeatInterval.rawValue)")
        if let alertBody { parts.append("alert body = \"\(alertBody)\"") }
        return parts.joined(separator: "; ") + ">"
    }
}
