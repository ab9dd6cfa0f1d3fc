import UIKit
import ExerciseKit

let moscow = TimeZone(identifier: "Europe/Moscow")!
let newYork = TimeZone(identifier: "America/New_York")!
/// 23:00 on 28 February 2025 in Moscow; the alarm is for 07:00 on 1 March.
let lateEvening = Date(timeIntervalSince1970: 1_740_772_800)

/// An app that asks for alerts, badges and sounds at launch (the user allows).
final class AllowingAppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        application.registerUserNotificationSettings(UIUserNotificationSettings(types: [.alert, .badge, .sound], categories: nil))
        return true
    }
}

/// On iOS `TimeZone.current` is the device's zone; Foundation on Linux reads it from the process's
/// `TZ`, so the checks keep `TZ` on the simulated device's zone (the learner's code may use either
/// `TimeZone.current` or `Calendar.current`, as on iOS).
func followDeviceZone(_ sim: Simulator) {
    setenv("TZ", sim.timeZone.identifier, 1)
    NSTimeZone.resetSystemTimeZone()
}

/// A phone in Moscow at 23:00, the app launched, allowed and sent to the background, with the
/// learner's 07:00 alarm scheduled.
func phoneWithAlarm() throws -> Simulator {
    let sim = Simulator(device: .iPhone4Inch, startDate: lateEvening, timeZone: moscow)
    followDeviceZone(sim)
    sim.launch(delegate: AllowingAppDelegate())
    sim.advance(by: 0)
    sim.sendToBackground()
    let alarm = makeAlarm(hour: 7, minute: 0, firstDay: DateComponents(year: 2025, month: 3, day: 1))
    guard alarm.fireDate != nil else {
        try fail("makeAlarm returns a notification whose fireDate is nil: a notification without a fire date is delivered "
                 + "immediately, at 23:00. Build the date from firstDay, hour and minute with Calendar.current.")
    }
    UIApplication.shared.scheduleLocalNotification(alarm)
    return sim
}

check("Rings at 07:00 in Moscow") {
    let sim = try phoneWithAlarm()
    guard let rang = sim.runUntilNextNotification() else { try fail("Nothing was pending after scheduling the alarm.") }
    let text = sim.localTimeText(rang)
    try expect(text == "2025-03-01 07:00:00 +0300",
               "The alarm rang at \(text) on the device's clock instead of 2025-03-01 07:00:00 +0300: build fireDate from "
               + "the day, hour and minute with Calendar.current, whose time zone is the device's.")
    try expect(sim.soundsPlayed == ["default"], "The alarm rang without a sound (sounds played: \(sim.soundsPlayed)): keep soundName.")
}

check("Still rings at 07:00 after flying to New York") {
    let sim = try phoneWithAlarm()
    // The user lands in New York before the alarm: it is now 15:00 there, the day before.
    sim.setTimeZone(newYork)
    followDeviceZone(sim)
    guard let rang = sim.runUntilNextNotification() else { try fail("Nothing was pending after scheduling the alarm.") }
    let text = sim.localTimeText(rang)
    try expect(text == "2025-03-01 07:00:00 -0500",
               "After the trip to New York the alarm rang at \(text), New York time — that is 07:00 in Moscow. With timeZone "
               + "nil the fire date is an absolute instant (right for an egg timer). An alarm clock means a time on the "
               + "wall clock: set timeZone (TimeZone.current) so that 07:00 stays 07:00 wherever the phone is.")
}

check("Rings again the next morning") {
    let sim = try phoneWithAlarm()
    sim.runUntilNextNotification()
    guard let second = sim.runUntilNextNotification() else {
        try fail("The alarm rang once and nothing is pending any more: set repeatInterval = .day so it rings every morning.")
    }
    let text = sim.localTimeText(second)
    try expect(text == "2025-03-02 07:00:00 +0300",
               "The second alarm rang at \(text) instead of 2025-03-02 07:00:00 +0300: repeatInterval should be .day.")
}
