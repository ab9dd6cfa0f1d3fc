import Foundation
import UIKit

/// Fires after a number of seconds, and again every that many seconds when repeating (8.2.2).
open class UNTimeIntervalNotificationTrigger: UNNotificationTrigger {
    open private(set) var timeInterval: TimeInterval

    /// `timeInterval` must be greater than zero, and at least 60 seconds when `repeats` (8.2.2).
    /// iOS raises an Objective-C exception otherwise, which ends the app; the model stops the
    /// program the same way, with iOS's message (see `problem(timeInterval:repeats:)`).
    public init(timeInterval: TimeInterval, repeats: Bool) {
        if let problem = Self.problem(timeInterval: timeInterval, repeats: repeats) {
            fatalError("*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: '\(problem)'")
        }
        self.timeInterval = timeInterval
        super.init(repeats: repeats)
    }

    /// iOS's exception reason for an interval it refuses, nil when it accepts it.
    public static func problem(timeInterval: TimeInterval, repeats: Bool) -> String? {
        if !(timeInterval > 0) { return "time interval must be greater than 0" }
        if repeats, timeInterval < 60 { return "time interval must be at least 60 if repeating" }
        return nil
    }

    /// Now plus the interval, computed when asked (that is what iOS returns, even for a pending request).
    open func nextTriggerDate() -> Date? { World.current.clock.now.addingTimeInterval(timeInterval) }

    package override func makeSchedule() -> NotificationSchedule { TimeIntervalSchedule(interval: timeInterval, repeats: repeats) }
    package override var logText: String { "timeInterval \(UNCalendarNotificationTrigger.number(timeInterval))" + (repeats ? " repeats" : "") }
}
