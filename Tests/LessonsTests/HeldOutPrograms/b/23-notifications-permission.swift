import UIKit
import UserNotifications
import Simulator

// Settings screen: ask for notification permission and reflect the answer in
// the UI. The completion handlers may run on a background queue, so every UI
// update hops to DispatchQueue.main.
func describe(_ status: UNAuthorizationStatus) -> String {
    switch status {
    case .notDetermined: return "notDetermined"
    case .denied: return "denied"
    case .authorized: return "authorized"
    default: return "other"
    }
}

final class RemindersSettingsViewController: UIViewController {
    let remindersSwitch = UISwitch()
    let statusLabel = UILabel()

    func refreshStatus() {
        UNUserNotificationCenter.current().getNotificationSettings { settings in
            DispatchQueue.main.async {
                self.statusLabel.text = describe(settings.authorizationStatus)
                self.remindersSwitch.isOn = settings.authorizationStatus == .authorized
                print("status:", describe(settings.authorizationStatus))
                if settings.authorizationStatus == .authorized {
                    print("alert, sound, badge enabled:", settings.alertSetting == .enabled,
                          settings.soundSetting == .enabled, settings.badgeSetting == .enabled)
                }
            }
        }
    }

    func askPermission() {
        UNUserNotificationCenter.current().requestAuthorization(options: [.alert, .sound, .badge]) { granted, error in
            DispatchQueue.main.async {
                print("granted:", granted, "| error:", error == nil ? "none" : "some",
                      "| on main:", Thread.isMainThread)
                self.refreshStatus()
            }
        }
    }
}

let sim = Simulator(device: .iPhone4Inch)
let settingsScreen = RemindersSettingsViewController()
sim.show(settingsScreen)
settingsScreen.refreshStatus()
sim.runUntilIdle()

settingsScreen.askPermission()
sim.runUntilIdle()
sim.setNotificationPermission(granted: true)
sim.runUntilIdle()
print("label:", settingsScreen.statusLabel.text ?? "nil", "| switch on:", settingsScreen.remindersSwitch.isOn)

// Asking again does not show the prompt again; the stored answer comes back.
settingsScreen.askPermission()
sim.runUntilIdle()
