import UIKit
import UserNotifications
import ExerciseKit

let zones = ["Europe/Moscow", "America/New_York", "Asia/Tokyo", "Australia/Adelaide", "Asia/Kolkata", "UTC"]
/// Paces in minutes, leaving out the 20 and 30 minutes a program could hard-code.
let paces = Array(2...120).filter { $0 != 20 && $0 != 30 }

/// `09:05` for minutes since midnight.
func clockText(_ minutes: Int) -> String { String(format: "%02d:%02d", minutes / 60, minutes % 60) }

/// The app launched at a drawn day and time of day in a drawn zone (the user has not been asked yet).
func launchedApp(_ scenario: Scenario) -> Simulator {
    let zone = TimeZone(identifier: scenario.pick("time zone", zones))!
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = zone
    let day = scenario.int("day of March 2025", 1...31)
    let time = scenario.pick("the app starts at", Array(7 * 60..<22 * 60), describe: clockText)
    let start = calendar.date(from: DateComponents(year: 2025, month: 3, day: day, hour: time / 60, minute: time % 60))!
    let sim = Simulator(device: .iPhone4Inch, startDate: start, timeZone: zone)
    sim.launch()
    sim.advance(by: 0)
    sim.clearLog()
    return sim
}

/// Minutes after the simulator's start of every firing so far, shown or not (the first ten).
func firingMinutes(_ sim: Simulator) -> [String] {
    let start = sim.now.addingTimeInterval(-sim.elapsed)
    return sim.notificationHistory.prefix(10).map { ObservedText.of(($0.date.timeIntervalSince(start) / 60 * 100).rounded() / 100) }
}

/// The permission prompt, the user's answer, the completion handler and the requests added, in the
/// order they happened (without the request's identifier, which is the program's choice).
func permissionAndRequests(_ sim: Simulator) -> [String] {
    sim.log.compactMap { entry -> String? in
        let text = entry.text
        if text.hasPrefix("application requestAuthorization completion") {
            return "completion handler: " + text.dropFirst("application requestAuthorization completion ".count)
        }
        if text.hasPrefix("application requestAuthorization") { return "requestAuthorization" }
        if text.hasPrefix("simulator user allows") { return "the user allows" }
        if text.hasPrefix("simulator user denies") { return "the user denies" }
        if text.hasPrefix("application add ") {
            // `add water "Water" "Time for a glass of water" timeInterval 1800 repeats`: keep the trigger.
            guard let quote = text.range(of: "\" ", options: .backwards) else { return "add" }
            return "add: " + text[quote.upperBound...]
        }
        return nil
    }
}

check("Reminds every so many minutes, again and again") { scenario in
    let sim = launchedApp(scenario)
    let minutes = scenario.pick("every (minutes)", paces)
    let reminders = scenario.int("reminders waited for", 2...5)
    startWaterReminders(everyMinutes: minutes)
    sim.advance(by: 0)
    sim.sendToBackground()
    sim.advance(by: Double(reminders * minutes * 60))
    observe("reminders fired", sim.notificationHistory.count)
    observe("minutes after the start (the first ten)", firingMinutes(sim))
    observe("what the user got first", sim.notificationHistory.first?.description)
}

check("Asks for permission, and adds the reminders once the user allows") { scenario in
    let sim = launchedApp(scenario)
    let minutes = scenario.pick("every (minutes)", paces)
    startWaterReminders(everyMinutes: minutes)
    sim.advance(by: 0)
    observe("permission and requests, in order", permissionAndRequests(sim))
    sim.sendToBackground()
    sim.advance(by: Double(minutes * 60))
    observe("what the user got", sim.notificationHistory.map(\.description))
}

check("Adds nothing when the user says no") { scenario in
    let sim = launchedApp(scenario)
    let minutes = scenario.pick("every (minutes)", paces)
    sim.setNotificationPermission(granted: false)
    startWaterReminders(everyMinutes: minutes)
    sim.advance(by: 0)
    observe("permission and requests, in order", permissionAndRequests(sim))
    observe("pending requests", sim.pendingNotificationCount)
    sim.sendToBackground()
    sim.advance(by: Double(2 * minutes * 60))
    observe("what the user got", sim.notificationHistory.map(\.description))
}

check("Calling it again restarts the reminders at the new pace") { scenario in
    let sim = launchedApp(scenario)
    let first = scenario.pick("first every (minutes)", paces)
    let later = scenario.int("minutes until the pace is changed", 0...90)
    let second = scenario.pick("then every (minutes)", paces.filter { $0 != first })
    startWaterReminders(everyMinutes: first)
    sim.advance(by: 0)
    sim.sendToBackground()
    sim.advance(by: Double(later * 60))
    sim.bringToForeground()
    startWaterReminders(everyMinutes: second)
    sim.advance(by: 0)
    observe("pending requests after the second call", sim.pendingNotificationCount)
    sim.sendToBackground()
    sim.advance(by: Double(3 * second * 60))
    observe("reminders fired", sim.notificationHistory.count)
    observe("minutes after the start (the first ten)", firingMinutes(sim))
}
