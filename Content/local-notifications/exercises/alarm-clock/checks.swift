import UIKit
import ExerciseKit

/// Where the phone may start: a whole-hour zone east and west of Greenwich, Greenwich itself, and
/// zones a half hour off (Kolkata +5:30, Adelaide +10:30 in its summer, +9:30 in its winter).
let homeZones = ["Europe/Moscow", "America/New_York", "Asia/Tokyo", "Australia/Adelaide", "Asia/Kolkata", "UTC"]
/// The home zones whose clocks change for summer time.
let dstZones = ["America/New_York", "Australia/Adelaide"]
/// Where the user may fly: the home zones and two more to the west.
let tripZones = homeZones + ["America/Los_Angeles", "Pacific/Honolulu"]

/// An app that asks for alerts, badges and sounds at launch (the user allows).
final class AllowingAppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        application.registerUserNotificationSettings(UIUserNotificationSettings(types: [.alert, .badge, .sound], categories: nil))
        return true
    }
}

/// The evening the alarm is set and the alarm's time, drawn.
struct Evening {
    let zone: TimeZone
    let start: Date
    let hour: Int
    let minute: Int
    /// The day after the evening: the alarm's first day.
    let firstDay: DateComponents

    /// With `clocksChange`, the alarm's first day is one when the zone's clocks go forward or back
    /// (at 2:00 or 3:00, before any alarm): an alarm counted in seconds from midnight rings an hour off.
    init(_ scenario: Scenario, clocksChange: Bool = false) {
        zone = TimeZone(identifier: scenario.pick("the phone's time zone", clocksChange ? dstZones : homeZones))!
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        let days = clocksChange ? Evening.eveningsBeforeClocksChange(in: zone) : Evening.days
        let day = scenario.pick("the alarm is set on", days) { String(format: "%04d-%02d-%02d", $0.year!, $0.month!, $0.day!) }
        let setAt = scenario.pick("at", Array(18 * 60..<24 * 60), describe: Evening.clockText)
        var when = day
        when.hour = setAt / 60
        when.minute = setAt % 60
        start = calendar.date(from: when)!
        // Never on the hour: an alarm that ignores the minute must show.
        let alarm = scenario.pick("to ring at", (5...9).flatMap { hour in (1...59).map { hour * 60 + $0 } }, describe: Evening.clockText)
        hour = alarm / 60
        minute = alarm % 60
        let next = calendar.date(byAdding: .day, value: 1, to: start)!
        firstDay = calendar.dateComponents([.year, .month, .day], from: next)
    }

    /// Every day of 2024, 2025 and 2026.
    static let days: [DateComponents] = {
        var utc = Calendar(identifier: .gregorian)
        utc.timeZone = TimeZone(identifier: "UTC")!
        let first = utc.date(from: DateComponents(year: 2024, month: 1, day: 1))!
        return (0..<1096).map { utc.dateComponents([.year, .month, .day], from: first.addingTimeInterval(Double($0) * 86400)) }
    }()

    /// The days of 2024–2026 (in `zone`) before one on which its clocks change.
    static func eveningsBeforeClocksChange(in zone: TimeZone) -> [DateComponents] {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        var evenings: [DateComponents] = []
        var after = calendar.date(from: DateComponents(year: 2024, month: 1, day: 2))!
        let end = calendar.date(from: DateComponents(year: 2027, month: 1, day: 1))!
        while let change = zone.nextDaylightSavingTimeTransition(after: after), change < end {
            let before = calendar.date(byAdding: .day, value: -1, to: change)!
            evenings.append(calendar.dateComponents([.year, .month, .day], from: before))
            after = change
        }
        return evenings
    }

    /// `07:05` for minutes since midnight.
    static func clockText(_ minutes: Int) -> String { String(format: "%02d:%02d", minutes / 60, minutes % 60) }

    /// A phone at the evening's date in its zone, the app launched, allowed and sent to the
    /// background, with the learner's alarm scheduled.
    func phoneWithAlarm() -> Simulator {
        let sim = Simulator(device: .iPhone4Inch, startDate: start, timeZone: zone)
        sim.launch(delegate: AllowingAppDelegate())
        sim.advance(by: 0)
        sim.sendToBackground()
        let alarm = makeAlarm(hour: hour, minute: minute, firstDay: firstDay)
        UIApplication.shared.scheduleLocalNotification(alarm)
        return sim
    }
}

/// The device's clock at `date`, or nil.
func clock(_ sim: Simulator, _ date: Date?) -> String? { date.map(sim.localTimeText) }

/// The first scenario's alarm first rings on a day the clocks change, so every draw has one.
func drawEvening(_ scenario: Scenario) -> Evening {
    if scenario.index == 0 { scenario.note("the clocks change", "on the alarm's first day") }
    return Evening(scenario, clocksChange: scenario.index == 0)
}

check("Rings at the alarm's time on the device's clock, with a sound") { scenario in
    let evening = drawEvening(scenario)
    let sim = evening.phoneWithAlarm()
    observe("rang at", clock(sim, sim.runUntilNextNotification()))
    observe("what the user got", sim.notificationHistory.first?.description)
}

check("Still rings at the alarm's time after flying to another time zone") { scenario in
    let evening = Evening(scenario)
    // Set between 18:00 and 23:59 for 05:01 or later, the alarm is at least five hours away: the plane
    // lands before it rings at home.
    let hours = scenario.int("hours until the plane lands", 1...5)
    let landing = evening.start.addingTimeInterval(Double(hours) * 3600)
    // Destinations where the alarm's time on its first day is still ahead when the plane lands.
    let reachable = tripZones.filter { identifier in
        let zone = TimeZone(identifier: identifier)!
        guard zone.secondsFromGMT(for: landing) != evening.zone.secondsFromGMT(for: landing) else { return false }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        var alarm = evening.firstDay
        alarm.hour = evening.hour
        alarm.minute = evening.minute
        return calendar.date(from: alarm)! > landing
    }
    let destination = TimeZone(identifier: scenario.pick("flies to", reachable))!
    let sim = evening.phoneWithAlarm()
    sim.advance(to: landing)
    observe("rang during the flight", sim.notificationHistory.map { sim.localTimeText($0.date) })
    sim.setTimeZone(destination)
    observe("first ring after landing", clock(sim, sim.runUntilNextNotification()))
    observe("the ring after that", clock(sim, sim.runUntilNextNotification()))
}

check("Rings again every morning") { scenario in
    let evening = drawEvening(scenario)
    let sim = evening.phoneWithAlarm()
    for ring in ["first ring", "second ring", "third ring"] {
        observe(ring, clock(sim, sim.runUntilNextNotification()))
    }
}
