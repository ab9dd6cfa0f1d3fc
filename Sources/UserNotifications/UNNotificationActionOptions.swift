import Foundation

/// How an action behaves (modern-uikit.md 5.4); Apple's raw values.
public struct UNNotificationActionOptions: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// "require unlocking before being performed".
    public static let authenticationRequired = UNNotificationActionOptions(rawValue: 1 << 0)
    /// Shown in red; nothing else changes.
    public static let destructive = UNNotificationActionOptions(rawValue: 1 << 1)
    /// "cause the application to launch in the foreground".
    public static let foreground = UNNotificationActionOptions(rawValue: 1 << 2)
}
