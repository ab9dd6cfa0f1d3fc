import Foundation

/// The app's notification settings, as `getNotificationSettings` reports them.
open class UNNotificationSettings: NSObject {
    open private(set) var authorizationStatus: UNAuthorizationStatus
    open private(set) var alertSetting: UNNotificationSetting
    open private(set) var badgeSetting: UNNotificationSetting
    open private(set) var soundSetting: UNNotificationSetting
    open private(set) var lockScreenSetting: UNNotificationSetting
    open private(set) var notificationCenterSetting: UNNotificationSetting

    package init(status: UNAuthorizationStatus, alert: Bool, badge: Bool, sound: Bool) {
        authorizationStatus = status
        let decided = status != .notDetermined
        func setting(_ on: Bool) -> UNNotificationSetting { decided ? (on ? .enabled : .disabled) : .notSupported }
        alertSetting = setting(alert)
        badgeSetting = setting(badge)
        soundSetting = setting(sound)
        lockScreenSetting = setting(alert)
        notificationCenterSetting = setting(alert)
        super.init()
    }
}
