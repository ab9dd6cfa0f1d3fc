import Foundation
import UIKit

/// When a request fires. Subclasses: time interval and calendar triggers.
open class UNNotificationTrigger: NSObject {
    open private(set) var repeats: Bool

    package init(repeats: Bool) {
        self.repeats = repeats
        super.init()
    }

    /// The scheduler's view of this trigger.
    package func makeSchedule() -> NotificationSchedule { TimeIntervalSchedule(interval: 0, repeats: false) }
    /// For the log: `timeInterval 60 repeats`.
    package var logText: String { "" }
}
