import Foundation

/// What a notification says. Read-only; build one with UNMutableNotificationContent.
open class UNNotificationContent: NSObject, NSCopying, NSMutableCopying {
    package var storedTitle = ""
    package var storedSubtitle = ""
    package var storedBody = ""
    package var storedBadge: NSNumber?
    package var storedSound: UNNotificationSound?
    package var storedUserInfo: [AnyHashable: Any] = [:]
    package var storedCategoryIdentifier = ""
    package var storedThreadIdentifier = ""
    package var storedLaunchImageName = ""

    public override init() { super.init() }

    open var title: String { storedTitle }
    open var subtitle: String { storedSubtitle }
    open var body: String { storedBody }
    /// The badge to set; nil leaves it, 0 removes it.
    open var badge: NSNumber? { storedBadge }
    /// nil: silent.
    open var sound: UNNotificationSound? { storedSound }
    open var userInfo: [AnyHashable: Any] { storedUserInfo }
    open var categoryIdentifier: String { storedCategoryIdentifier }
    open var threadIdentifier: String { storedThreadIdentifier }
    open var launchImageName: String { storedLaunchImageName }

    package func fill(_ copy: UNNotificationContent) -> UNNotificationContent {
        copy.storedTitle = storedTitle
        copy.storedSubtitle = storedSubtitle
        copy.storedBody = storedBody
        copy.storedBadge = storedBadge
        copy.storedSound = storedSound
        copy.storedUserInfo = storedUserInfo
        copy.storedCategoryIdentifier = storedCategoryIdentifier
        copy.storedThreadIdentifier = storedThreadIdentifier
        copy.storedLaunchImageName = storedLaunchImageName
        return copy
    }

    open func copy(with zone: NSZone? = nil) -> Any { fill(UNNotificationContent()) }
    open func mutableCopy(with zone: NSZone? = nil) -> Any { fill(UNMutableNotificationContent()) }

    open override var description: String {
        "<UNNotificationContent; title: \(title.isEmpty ? "(null)" : title), body: \(body.isEmpty ? "(null)" : body), badge: \(badge.map { "\($0)" } ?? "(null)")>"
    }
}
