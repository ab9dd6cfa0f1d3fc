import Foundation
import UIKit

/// A time-interval trigger: first at scheduling + interval, then every interval (absolute time).
package final class TimeIntervalSchedule: NotificationSchedule {
    let interval: TimeInterval
    let repeats: Bool

    package init(interval: TimeInterval, repeats: Bool) {
        self.interval = interval
        self.repeats = repeats
    }

    package var followsDeviceZone: Bool { false }
    package func firstFireDate(scheduledAt: Date, now: Date, deviceZone: TimeZone) -> Date? { scheduledAt.addingTimeInterval(interval) }
    package func fireDate(after date: Date, deviceZone: TimeZone) -> Date? { repeats ? date.addingTimeInterval(interval) : nil }
}

/// A calendar trigger: the next date whose components match (8.2.8), in the components' zone if
/// they carry one, else the device's current zone.
package final class CalendarMatchSchedule: NotificationSchedule {
    private let components: DateComponents
    private let zone: TimeZone?
    private let calendarIdentifier: Calendar.Identifier
    private let repeats: Bool
    /// hour[, minute[, second]] only: every day at that time, computed without Calendar.nextDate
    /// (which costs ~100 µs on Linux).
    private let daily: (hour: Int, minute: Int, second: Int)?
    private var cachedZone: TimeZone?
    private var cachedCalendar: Calendar?

    package init(components: DateComponents, repeats: Bool) {
        var matching = components
        zone = components.timeZone
        calendarIdentifier = components.calendar?.identifier ?? .gregorian
        matching.timeZone = nil
        matching.calendar = nil
        self.components = matching
        self.repeats = repeats
        let others: [Int?] = [matching.era, matching.year, matching.month, matching.day, matching.weekday, matching.weekdayOrdinal,
                              matching.weekOfMonth, matching.weekOfYear, matching.yearForWeekOfYear, matching.quarter, matching.nanosecond]
        if let hour = matching.hour, others.allSatisfy({ $0 == nil }) {
            daily = (hour, matching.minute ?? 0, matching.second ?? 0)
        } else {
            daily = nil
        }
    }

    package var followsDeviceZone: Bool { zone == nil }

    private func calendar(_ deviceZone: TimeZone) -> Calendar {
        let zone = self.zone ?? deviceZone
        if let cachedCalendar, cachedZone == zone { return cachedCalendar }
        var calendar = Calendar(identifier: calendarIdentifier)
        calendar.timeZone = zone
        cachedCalendar = calendar
        cachedZone = zone
        return calendar
    }

    package func nextMatch(after date: Date, deviceZone: TimeZone) -> Date? {
        let calendar = calendar(deviceZone)
        if let daily {
            var day = calendar.dateComponents([.year, .month, .day], from: date)
            day.hour = daily.hour
            day.minute = daily.minute
            day.second = daily.second
            for _ in 0..<3 {
                if let candidate = calendar.date(from: day), candidate > date { return candidate }
                day.day = (day.day ?? 1) + 1
            }
        }
        return calendar.nextDate(after: date, matching: components, matchingPolicy: .nextTime)
    }

    package func firstFireDate(scheduledAt: Date, now: Date, deviceZone: TimeZone) -> Date? {
        nextMatch(after: max(scheduledAt, now), deviceZone: deviceZone)
    }

    package func fireDate(after date: Date, deviceZone: TimeZone) -> Date? {
        repeats ? nextMatch(after: date, deviceZone: deviceZone) : nil
    }
}
