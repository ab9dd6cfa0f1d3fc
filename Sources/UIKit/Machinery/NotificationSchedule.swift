import Foundation

/// When a pending notification fires. Implemented by UILocalNotification's fire date and repeat
/// interval here, and by UserNotifications' triggers in that module. The scheduler asks only for
/// the next firing, so a daily repeat costs one entry, not one per day.
package protocol NotificationSchedule: AnyObject {
    /// The first firing, for a notification scheduled at `scheduledAt`, asked at `now` (later than
    /// `scheduledAt` when the device's zone changed in between). It may lie in the past (then it is
    /// delivered at once, 8.1.2); nil means now.
    func firstFireDate(scheduledAt: Date, now: Date, deviceZone: TimeZone) -> Date?
    /// The firing after one at `date`; nil when it does not repeat.
    func fireDate(after date: Date, deviceZone: TimeZone) -> Date?
    /// Whether the first firing depends on the device's zone, so it moves when the user travels.
    var followsDeviceZone: Bool { get }
}

/// A UILocalNotification's schedule (8.1.2–8.1.5).
///
/// - Absolute (`timeZone == nil`): fires at `fireDate` whatever the zone; repeats are counted in
///   GMT, so a daily repeat is every 24 hours (derived from 8.1.3's "absolute GMT time").
/// - Wall clock (`timeZone` set): the wall-clock components `fireDate` has in that zone are read in
///   the device's current zone, and repeats are counted in the device's calendar, so a daily 08:00
///   stays at 08:00 across daylight-saving changes and trips (8.1.4). Whether a fixed zone other than
///   the device's is treated the same way is UNCONFIRMED; the model treats every set zone as
///   "follow the device", the alarm-clock behavior the header describes.
package final class LocalNotificationSchedule: NotificationSchedule {
    private let fireDate: Date?
    private let wallComponents: DateComponents?
    private let repeatComponent: Calendar.Component?
    private let repeatStep: Int
    private let calendarIdentifier: Calendar.Identifier
    /// Calendar and occurrence 0 for the last zone asked about (zone changes are rare); GMT for absolute repeats.
    private var cachedZone: TimeZone?
    private var cachedCalendar: Calendar?
    private var cachedBase: Date?

    package init(fireDate: Date?, timeZone: TimeZone?, repeatInterval: NSCalendar.Unit, repeatCalendar: Calendar?) {
        self.fireDate = fireDate
        calendarIdentifier = repeatCalendar?.identifier ?? .gregorian
        (repeatComponent, repeatStep) = Self.component(for: repeatInterval)
        if let fireDate, let timeZone {
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = timeZone
            wallComponents = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second, .nanosecond], from: fireDate)
        } else {
            wallComponents = nil
        }
    }

    package var followsDeviceZone: Bool { wallComponents != nil }
    package var repeats: Bool { repeatComponent != nil }

    /// Units under a minute are unsupported (8.1.5); week-like units repeat weekly, `.weekday` daily
    /// (what NSCalendar does when adding one of that unit).
    package static func component(for unit: NSCalendar.Unit) -> (Calendar.Component?, Int) {
        if unit.contains(.minute) { return (.minute, 1) }
        if unit.contains(.hour) { return (.hour, 1) }
        if unit.contains(.day) || unit.contains(.weekday) || unit.contains(.weekdayOrdinal) { return (.day, 1) }
        if unit.contains(.weekOfYear) || unit.contains(.weekOfMonth) || unit.contains(.yearForWeekOfYear) { return (.day, 7) }
        if unit.contains(.month) { return (.month, 1) }
        if unit.contains(.quarter) { return (.month, 3) }
        if unit.contains(.year) || unit.contains(.era) { return (.year, 1) }
        return (nil, 0)
    }

    /// Whether a non-empty interval was dropped because it is under a minute.
    package static func isUnsupported(_ unit: NSCalendar.Unit) -> Bool { !unit.isEmpty && component(for: unit).0 == nil }

    private static let gmt = TimeZone(secondsFromGMT: 0)!

    /// Occurrence 0 in the device's zone. Absolute one-shots need no calendar at all (the common
    /// case, and the cheap one when thousands are scheduled).
    private func base(_ deviceZone: TimeZone) -> Date? {
        guard let wallComponents else { return fireDate }
        if cachedZone != deviceZone || cachedBase == nil {
            let calendar = makeCalendar(deviceZone)
            cachedCalendar = calendar
            cachedZone = deviceZone
            cachedBase = calendar.date(from: wallComponents)
        }
        return cachedBase
    }

    private func makeCalendar(_ zone: TimeZone) -> Calendar {
        var calendar = Calendar(identifier: calendarIdentifier)
        calendar.timeZone = zone
        return calendar
    }

    package func firstFireDate(scheduledAt: Date, now: Date, deviceZone: TimeZone) -> Date? { base(deviceZone) }

    package func fireDate(after date: Date, deviceZone: TimeZone) -> Date? {
        guard let component = repeatComponent, let base = base(deviceZone) else { return nil }
        if base > date { return base }
        if cachedCalendar == nil {
            cachedCalendar = makeCalendar(Self.gmt)
            cachedZone = Self.gmt
        }
        let calendar = cachedCalendar!
        let approximate: Double
        switch component {
        case .minute: approximate = 60
        case .hour: approximate = 3600
        case .day: approximate = 86400
        case .month: approximate = 2_629_746
        default: approximate = 31_556_952
        }
        let step = Double(repeatStep)
        var n = max(1, Int((date.timeIntervalSince(base) / (approximate * step)).rounded(.down)))
        func occurrence(_ n: Int) -> Date {
            calendar.date(byAdding: component, value: n * repeatStep, to: base) ?? base.addingTimeInterval(Double(n) * approximate * step)
        }
        var candidate = occurrence(n)
        while candidate <= date {
            n += 1
            candidate = occurrence(n)
        }
        while n > 1 {
            let earlier = occurrence(n - 1)
            guard earlier > date else { break }
            n -= 1
            candidate = earlier
        }
        return candidate
    }
}

/// Dates in the event log as the device shows them: `2025-03-09 08:00:00 -0400`. Written by hand
/// because DateFormatter costs microseconds per call and scheduling logs every notification.
package enum LogDate {
    package static func text(_ date: Date, in zone: TimeZone) -> String {
        let offset = zone.secondsFromGMT(for: date)
        let local = Int((date.timeIntervalSince1970 + Double(offset)).rounded(.down))
        var days = local / 86400
        var seconds = local % 86400
        if seconds < 0 { seconds += 86400; days -= 1 }
        // Civil date from days since 1970-01-01 (Howard Hinnant's algorithm).
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let doe = z - era * 146_097
        let yoe = (doe - doe / 1460 + doe / 36524 - doe / 146_096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        let day = doy - (153 * mp + 2) / 5 + 1
        let month = mp < 10 ? mp + 3 : mp - 9
        let year = yoe + era * 400 + (month <= 2 ? 1 : 0)
        let absOffset = abs(offset)
        // 2025-03-09 08:00:00 -0400, written digit by digit (no intermediate strings).
        var bytes: [UInt8] = []
        bytes.reserveCapacity(25)
        func put(_ value: Int, _ width: Int) {
            var divisor = 1
            for _ in 1..<width { divisor *= 10 }
            var rest = value
            while divisor > 0 {
                bytes.append(UInt8(48 + rest / divisor % 10))
                rest %= divisor
                divisor /= 10
            }
        }
        put(year, 4); bytes.append(45); put(month, 2); bytes.append(45); put(day, 2); bytes.append(32)
        put(seconds / 3600, 2); bytes.append(58); put(seconds % 3600 / 60, 2); bytes.append(58); put(seconds % 60, 2)
        bytes.append(32); bytes.append(offset < 0 ? 45 : 43); put(absOffset / 3600, 2); put(absOffset % 3600 / 60, 2)
        return String(decoding: bytes, as: UTF8.self)
    }
}
