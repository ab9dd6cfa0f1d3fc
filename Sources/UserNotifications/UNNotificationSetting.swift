import Foundation

/// The state of one notification feature (alerts, badges, sounds, …) in Settings.
public enum UNNotificationSetting: Int, Sendable {
    case notSupported = 0
    case disabled = 1
    case enabled = 2
}
