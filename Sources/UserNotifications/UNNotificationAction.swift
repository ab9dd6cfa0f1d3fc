import Foundation

/// A button on a notification of a registered category (modern-uikit.md 5.2–5.5). The user's
/// choice reaches `userNotificationCenter(_:didReceive:withCompletionHandler:)` as the
/// response's `actionIdentifier`. Immutable, as on iOS (`init` is unavailable there).
open class UNNotificationAction: NSObject, NSCopying {
    /// "The unique string that your app uses to identify the action."
    open private(set) var identifier: String
    /// The button's text.
    open private(set) var title: String
    open private(set) var options: UNNotificationActionOptions

    public init(identifier: String, title: String, options: UNNotificationActionOptions = []) {
        self.identifier = identifier
        self.title = title
        self.options = options
        super.init()
    }

    open func copy(with zone: NSZone? = nil) -> Any { self }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UNNotificationAction, type(of: other) == type(of: self) else { return false }
        return other.identifier == identifier && other.title == title && other.options == options
    }

    open override var hash: Int { identifier.hashValue }

    /// `<UNNotificationAction: identifier: snooze, title: Snooze, options: []>`, for logs.
    open override var description: String {
        "<\(type(of: self)): identifier: \(identifier), title: \(title), options: \(Self.names(options))>"
    }

    static func names(_ options: UNNotificationActionOptions) -> String {
        let named: [(UNNotificationActionOptions, String)] = [(.authenticationRequired, "authenticationRequired"),
                                                              (.destructive, "destructive"), (.foreground, "foreground")]
        return "[" + named.filter { options.contains($0.0) }.map(\.1).joined(separator: ", ") + "]"
    }
}
