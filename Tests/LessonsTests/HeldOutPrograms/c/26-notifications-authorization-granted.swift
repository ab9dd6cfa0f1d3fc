import UIKit
import UserNotifications
import Simulator

// Apple's "Asking permission to use notifications" article and the common
// "check notification permission status" snippet: read the settings, request alert, sound and
// badge authorization (the user taps Allow), read the settings again, and ask a second time
// (no prompt; the answer is remembered).
func statusName(_ status: UNAuthorizationStatus) -> String {
    switch status {
    case .notDetermined: return "notDetermined"
    case .denied: return "denied"
    case .authorized: return "authorized"
    case .provisional: return "provisional"
    case .ephemeral: return "ephemeral"
    @unknown default: return "unknown"
    }
}

func settingName(_ setting: UNNotificationSetting) -> String {
    switch setting {
    case .notSupported: return "notSupported"
    case .disabled: return "disabled"
    case .enabled: return "enabled"
    @unknown default: return "unknown"
    }
}

let zone = TimeZone(identifier: "Europe/Berlin")!
let sim = Simulator(device: .iPhone4Inch, startDate: Date(timeIntervalSince1970: 1_718_348_400), timeZone: zone)
sim.launch()
sim.runUntilIdle()

let center = UNUserNotificationCenter.current()
center.getNotificationSettings { settings in
    DispatchQueue.main.async {
        print("before asking:", statusName(settings.authorizationStatus))
    }
}
sim.runUntilIdle()

center.requestAuthorization(options: [.alert, .sound, .badge]) { granted, error in
    DispatchQueue.main.async {
        print("granted:", granted, "error:", error.map { "\($0)" } ?? "none")
    }
}
sim.advance(by: 2)   // the user reads the prompt and taps Allow

center.getNotificationSettings { settings in
    DispatchQueue.main.async {
        print("after allowing:", statusName(settings.authorizationStatus))
        print("alert:", settingName(settings.alertSetting), "sound:", settingName(settings.soundSetting),
              "badge:", settingName(settings.badgeSetting))
    }
}
sim.runUntilIdle()

center.requestAuthorization(options: [.alert, .sound, .badge]) { granted, error in
    DispatchQueue.main.async {
        print("asked again:", granted, "error:", error.map { "\($0)" } ?? "none")
    }
}
sim.advance(by: 2)
print("raw values:", UNAuthorizationStatus.notDetermined.rawValue, UNAuthorizationStatus.denied.rawValue,
      UNAuthorizationStatus.authorized.rawValue)
print("options:", UNAuthorizationOptions.badge.rawValue, UNAuthorizationOptions.sound.rawValue,
      UNAuthorizationOptions.alert.rawValue)
