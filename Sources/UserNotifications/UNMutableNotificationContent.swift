import Foundation

/// The content an app fills in before making a UNNotificationRequest.
open class UNMutableNotificationContent: UNNotificationContent {
    open override var title: String {
        get { storedTitle }
        set { storedTitle = newValue }
    }
    open override var subtitle: String {
        get { storedSubtitle }
        set { storedSubtitle = newValue }
    }
    open override var body: String {
        get { storedBody }
        set { storedBody = newValue }
    }
    open override var badge: NSNumber? {
        get { storedBadge }
        set { storedBadge = newValue }
    }
    open override var sound: UNNotificationSound? {
        get { storedSound }
        set { storedSound = newValue }
    }
    open override var userInfo: [AnyHashable: Any] {
        get { storedUserInfo }
        set { storedUserInfo = newValue }
    }
    open override var categoryIdentifier: String {
        get { storedCategoryIdentifier }
        set { storedCategoryIdentifier = newValue }
    }
    open override var threadIdentifier: String {
        get { storedThreadIdentifier }
        set { storedThreadIdentifier = newValue }
    }
    open override var launchImageName: String {
        get { storedLaunchImageName }
        set { storedLaunchImageName = newValue }
    }
}
