import UIKit
import UserNotifications
import ExerciseKit

/// Noon in New York on 7 March 2025.
let noon = Date(timeIntervalSince1970: 1_741_366_800)

/// The app launched in New York; the simulated user will allow notifications when asked.
func launchedApp() -> Simulator {
    let sim = Simulator(device: .iPhone4Inch, startDate: noon, timeZone: TimeZone(identifier: "America/New_York")!)
    sim.launch()
    sim.advance(by: 0)
    sim.clearLog()
    return sim
}

/// Minutes after noon of every firing so far, shown or not.
func firingMinutes(_ sim: Simulator) -> [Int] {
    sim.notificationHistory.map { Int(($0.date.timeIntervalSince(noon) / 60).rounded()) }
}

check("Reminds every 30 minutes") {
    let sim = launchedApp()
    startWaterReminders(everyMinutes: 30)
    sim.advance(by: 0)
    sim.sendToBackground()
    sim.advance(by: 3 * 3600)
    let minutes = firingMinutes(sim)
    try expect(!minutes.isEmpty, "In three hours no reminder fired at all: add a UNNotificationRequest with a "
               + "UNTimeIntervalNotificationTrigger (in requestAuthorization's completion handler).")
    try expect(minutes == [30, 60, 90, 120, 150, 180],
               "Started at noon with 30 minutes, the reminders fired at \(minutes) minutes past noon instead of every 30 minutes "
               + "(30, 60, … 180): the trigger's timeInterval is in seconds (30 minutes = 1800), and it must repeat.")
}

check("Asks for permission before scheduling") {
    let sim = launchedApp()
    startWaterReminders(everyMinutes: 30)
    sim.advance(by: 0)
    let lines = sim.log.map(\.text)
    let asked = lines.firstIndex { $0.hasPrefix("application requestAuthorization") }
    let added = lines.firstIndex { $0.hasPrefix("application add") }
    guard let asked else {
        try fail("The reminder was added without asking the user, so iOS shows nothing: an app that never called "
                 + "requestAuthorization is not authorized, and its notifications are delivered silently to nobody. Call "
                 + "UNUserNotificationCenter.current().requestAuthorization(options: [.alert, .sound]) first.")
    }
    try expect(lines[asked].contains("alert"), "Permission was asked without .alert (\(lines[asked])): the reminder could not be shown.")
    guard let added else { try fail("Permission was asked and granted, but no request was added.") }
    try expect(added > asked, "The request was added before the user answered: add it in requestAuthorization's completion "
               + "handler, once `granted` is true.")
    sim.sendToBackground()
    sim.advance(by: 1800)
    try expect(sim.deliveredNotifications.map(\.body) == ["Time for a glass of water"],
               "Half an hour later Notification Center holds \(sim.deliveredNotifications.map(\.description)).")
}

check("Calling it again restarts the reminders") {
    let sim = launchedApp()
    startWaterReminders(everyMinutes: 30)
    sim.advance(by: 0)
    startWaterReminders(everyMinutes: 20)
    sim.advance(by: 0)
    let pending = sim.pendingNotificationCount
    try expect(pending > 0, "After starting the reminders twice nothing is pending: no repeating request was added.")
    try expect(pending == 1, "After starting the reminders at 30 and then at 20 minutes, \(pending) requests are pending, so "
               + "the user gets both series: give the request a fixed identifier (such as \"water\"); adding a request "
               + "with the same identifier replaces the pending one.")
    sim.sendToBackground()
    sim.advance(by: 3600)
    try expect(firingMinutes(sim) == [20, 40, 60], "Restarted at 20 minutes, the reminders fired at \(firingMinutes(sim)) minutes past noon.")
}
