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
        // Foundation's answer is checked: for components no later date matches (a year gone by), Linux's Foundation
        // returns the start of some later period instead of nil (1 July 00:00 for 1 June 2024 10:00, asked in mid-June).
        guard let next = calendar.nextDate(after: date, matching: components, matchingPolicy: .nextTime),
              Self.matches(next, components, in: calendar) else { return nil }
        return next
    }

    /// Whether `date` falls on the day `components` names (its era, year, month, day, weekday, weeks). The time of day
    /// is not compared: on a day whose clock skips an hour, `.nextTime` rightly moves 02:30 to 03:00.
    static func matches(_ date: Date, _ components: DateComponents, in calendar: Calendar) -> Bool {
        let actual = calendar.dateComponents([.era, .year, .month, .day, .weekday, .weekdayOrdinal,
                                              .weekOfMonth, .weekOfYear, .yearForWeekOfYear], from: date)
        let pairs: [(Int?, Int?)] = [(components.era, actual.era), (components.year, actual.year), (components.month, actual.month),
                                     (components.day, actual.day), (components.weekday, actual.weekday),
                                     (components.weekdayOrdinal, actual.weekdayOrdinal), (components.weekOfMonth, actual.weekOfMonth),
                                     (components.weekOfYear, actual.weekOfYear), (components.yearForWeekOfYear, actual.yearForWeekOfYear)]
        return pairs.allSatisfy { wanted, found in wanted == nil || wanted == found }
    }

    /// Components no later date matches never fire (their `nextTriggerDate()` is nil): `Date.distantFuture`, as a nil
    /// here would mean "deliver now" to the schedule of a `UILocalNotification` without a date.
    package func firstFireDate(scheduledAt: Date, now: Date, deviceZone: TimeZone) -> Date? {
        nextMatch(after: max(scheduledAt, now), deviceZone: deviceZone) ?? .distantFuture
    }

    package func fireDate(after date: Date, deviceZone: TimeZone) -> Date? {
        repeats ? nextMatch(after: date, deviceZone: deviceZone) : nil
    }
}
