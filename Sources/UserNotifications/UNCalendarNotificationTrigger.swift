import Foundation
import UIKit

/// Fires when the device's clock matches the date components: `hour 8, minute 30` with `repeats`
/// is every day at 08:30 local time (8.2.8). Components without a time zone follow the device's
/// zone, so the user travelling keeps it at 08:30 wherever they are.
open class UNCalendarNotificationTrigger: UNNotificationTrigger {
    open private(set) var dateComponents: DateComponents

    public init(dateMatching dateComponents: DateComponents, repeats: Bool) {
        self.dateComponents = dateComponents
        super.init(repeats: repeats)
    }

    /// The next date that matches, from now on the device's clock.
    open func nextTriggerDate() -> Date? {
        let world = World.current
        return CalendarMatchSchedule(components: dateComponents, repeats: repeats).nextMatch(after: world.clock.now, deviceZone: world.timeZone)
    }

    package override func makeSchedule() -> NotificationSchedule { CalendarMatchSchedule(components: dateComponents, repeats: repeats) }

    package override var logText: String {
        var parts: [String] = []
        let fields: [(String, Int?)] = [("year", dateComponents.year), ("month", dateComponents.month), ("day", dateComponents.day),
                                        ("weekday", dateComponents.weekday), ("hour", dateComponents.hour),
                                        ("minute", dateComponents.minute), ("second", dateComponents.second)]
        for (name, value) in fields { if let value { parts.append("\(name) \(value)") } }
        if let zone = dateComponents.timeZone { parts.append("timeZone \(zone.identifier)") }
        return "calendar " + parts.joined(separator: " ") + (repeats ? " repeats" : "")
    }

    package static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
