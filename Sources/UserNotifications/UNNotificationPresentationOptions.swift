import Foundation

/// How to present a notification that arrives while the app is in the foreground (8.2.7).
/// No options: silenced.
public struct UNNotificationPresentationOptions: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let badge = UNNotificationPresentationOptions(rawValue: 1 << 0)
    public static let sound = UNNotificationPresentationOptions(rawValue: 1 << 1)
    /// Banner and list (deprecated in iOS 14 in favor of `.banner` and `.list`).
    @available(iOS, introduced: 10.0, deprecated: 14.0, message: "Use -[UNNotificationPresentationOptions banner] and -[UNNotificationPresentationOptions list]")
    public static let alert = UNNotificationPresentationOptions(rawValue: 1 << 2)
    public static let list = UNNotificationPresentationOptions(rawValue: 1 << 3)
    public static let banner = UNNotificationPresentationOptions(rawValue: 1 << 4)
}
