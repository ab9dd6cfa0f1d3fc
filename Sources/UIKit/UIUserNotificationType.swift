import Foundation

/// What a notification may do to get the user's attention (UIApplication.h, iOS 8).
@available(iOS, introduced: 8.0, deprecated: 10.0, message: "Use UserNotifications Framework's UNAuthorizationOptions")
public struct UIUserNotificationType: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let badge = UIUserNotificationType(rawValue: 1 << 0)
    public static let sound = UIUserNotificationType(rawValue: 1 << 1)
    public static let alert = UIUserNotificationType(rawValue: 1 << 2)
}
