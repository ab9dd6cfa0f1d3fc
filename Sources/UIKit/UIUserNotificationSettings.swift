import Foundation

/// The kinds of notification an app asks to use, passed to `registerUserNotificationSettings(_:)`
/// (8.1.12). The settings handed back in `application(_:didRegister:)` hold what the user allowed.
@available(iOS, introduced: 8.0, deprecated: 10.0, message: "Use UserNotifications Framework's UNNotificationSettings")
open class UIUserNotificationSettings: NSObject {
    open private(set) var types: UIUserNotificationType
    open private(set) var categories: Set<UIUserNotificationCategory>?

    public init(types: UIUserNotificationType, categories: Set<UIUserNotificationCategory>?) {
        self.types = types
        self.categories = categories
        super.init()
    }

    public convenience init(forTypes types: UIUserNotificationType, categories: Set<UIUserNotificationCategory>?) {
        self.init(types: types, categories: categories)
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIUserNotificationSettings else { return false }
        return types == other.types && (categories ?? []) == (other.categories ?? [])
    }

    open override var hash: Int { Int(types.rawValue) }

    open override var description: String { "<UIUserNotificationSettings; types: \(NotificationTypesText.text(types))>" }
}

/// `alert badge sound` style text for logs and descriptions.
package enum NotificationTypesText {
    package static func text(_ types: UIUserNotificationType) -> String {
        var parts: [String] = []
        if types.contains(.alert) { parts.append("alert") }
        if types.contains(.badge) { parts.append("badge") }
        if types.contains(.sound) { parts.append("sound") }
        return parts.isEmpty ? "none" : parts.joined(separator: ",")
    }
}
