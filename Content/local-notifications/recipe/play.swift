import UIKit
import UserNotifications
import Simulator

// `tutor run local-notifications`: the book's alarm clock through a day and a trip, then the same
// alarm with UserNotifications. Each scene shows the screen the user sees and the event log.

/// 23:00 on 28 February 2025 in Moscow (20:00 UTC).
let moscow = TimeZone(identifier: "Europe/Moscow")!
let newYork = TimeZone(identifier: "America/New_York")!
var sim = startPhone(at: Date(timeIntervalSince1970: 1_740_772_800), in: moscow)
sim.appName = "Alarm"
let shownKinds: Set<String> = ["application", "delegate", "delivery", "simulator"]

func scene(_ title: String, screen: String) {
    print("== \(title)")
    print("device clock: \(sim.localTimeText(sim.now)); badge \(sim.badgeNumber); pending \(sim.pendingNotificationCount)")
    if !screen.isEmpty { print(screen, terminator: "") }
    for entry in sim.log where shownKinds.contains(entry.kind) { print("  " + entry.description) }
    print()
    sim.clearLog()
}

sim.launch(delegate: AlarmAppDelegate(now: { sim.now }))
sim.advance(by: 0)
scene("1. Launch at 23:00 in Moscow: the app asks, the user allows, the alarm is set for 07:00", screen: "")
sim.sendToBackground()
sim.lock()
scene("2. Home button, then the phone is locked for the night", screen: sim.renderLockScreen())
sim.runUntilNextNotification()
scene("3. 07:00 Moscow time: the alarm is on the lock screen, with its sound and badge", screen: sim.renderLockScreen())
sim.tapNotification()
scene("4. Slide to open: the app comes back inactive, hears didReceive, clears the badge", screen: sim.renderHomeScreen())
travel(sim, to: newYork)
scene("5. Fly to New York: the wall-clock alarm moves to 07:00 local time", screen: "")
print("next alarm: \(sim.nextNotificationDate.map(sim.localTimeText) ?? "none")\n")
sim.advance(by: 3600)
sim.runUntilNextNotification()
scene("6. 07:00 in New York, app open: no banner, no sound, only the delegate", screen: sim.renderNotifications())
sim.terminate()
sim.runUntilNextNotification()
scene("7. The app is not running: the system shows the alarm", screen: sim.renderHomeScreen())
sim.tapNotification()
scene("8. Tap the banner: the app launches with the notification in its launch options", screen: "")
print("the app heard: \((sim.appDelegate as? AlarmAppDelegate)?.heard ?? [])\n")

sim = startPhone(at: Date(timeIntervalSince1970: 1_740_772_800), in: moscow)
sim.appName = "Alarm"
sim.launch(delegate: ReminderAppDelegate())
sim.advance(by: 0)
scene("9. UserNotifications: requestAuthorization, then a calendar trigger for 07:00 every day", screen: "")
sim.runUntilNextNotification()
scene("10. 07:00 with the app open: willPresent asks for a banner and a sound", screen: sim.renderNotifications())
sim.sendToBackground()
travel(sim, to: newYork)
sim.runUntilNextNotification()
scene("11. In New York, app in the background: 07:00 local time again", screen: sim.renderHomeScreen())
sim.tapNotification()
scene("12. Tap it: didReceive, and the badge is cleared", screen: sim.renderHomeScreen())
print("the app heard: \((sim.appDelegate as? ReminderAppDelegate)?.heard ?? [])")
