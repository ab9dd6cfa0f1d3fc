import Foundation

/// A kind of notification and its buttons. "The UNNotificationCategory's actions will be
/// displayed on notifications when the UNNotificationCategory's identifier matches the
/// UNNotificationRequest's categoryIdentifier" (modern-uikit.md 5.2); register categories with
/// `UNUserNotificationCenter.setNotificationCategories(_:)`.
open class UNNotificationCategory: NSObject, NSCopying {
    open private(set) var identifier: String
    /// "The UNNotificationActions in the order they will be displayed."
    open private(set) var actions: [UNNotificationAction]
    /// Siri intents; kept, not used by the model.
    open private(set) var intentIdentifiers: [String]
    open private(set) var options: UNNotificationCategoryOptions

    /// `categoryWithIdentifier:actions:intentIdentifiers:options:` (5.3).
    public init(identifier: String, actions: [UNNotificationAction], intentIdentifiers: [String],
                options: UNNotificationCategoryOptions = []) {
        self.identifier = identifier
        self.actions = actions
        self.intentIdentifiers = intentIdentifiers
        self.options = options
        super.init()
    }

    /// What the notification says instead of its body when previews are hidden (iOS 11); "" when
    /// not given. The model shows previews always, so it is kept, not shown.
    open private(set) var hiddenPreviewsBodyPlaceholder = ""

    /// `categoryWithIdentifier:actions:intentIdentifiers:hiddenPreviewsBodyPlaceholder:options:` (iOS 11).
    public convenience init(identifier: String, actions: [UNNotificationAction], intentIdentifiers: [String],
                            hiddenPreviewsBodyPlaceholder: String, options: UNNotificationCategoryOptions = []) {
        self.init(identifier: identifier, actions: actions, intentIdentifiers: intentIdentifiers, options: options)
        self.hiddenPreviewsBodyPlaceholder = hiddenPreviewsBodyPlaceholder
    }

    open func copy(with zone: NSZone? = nil) -> Any { self }

    /// Equal when every property is, so a set holds one of two identical registrations.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UNNotificationCategory else { return false }
        return other.identifier == identifier && other.actions == actions && other.intentIdentifiers == intentIdentifiers
            && other.options == options
    }

    open override var hash: Int { identifier.hashValue }

    open override var description: String {
        "<UNNotificationCategory: identifier: \(identifier), actions: [\(actions.map(\.identifier).joined(separator: ", "))]>"
    }
}
