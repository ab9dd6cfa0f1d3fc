import Foundation

extension UIApplication {
    /// Keys of the launch options dictionary passed to `application(_:willFinishLaunchingWithOptions:)`
    /// and `application(_:didFinishLaunchingWithOptions:)`.
    public struct LaunchOptionsKey: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public var description: String { rawValue }

        /// The UILocalNotification the user opened to launch the app (reference 8.1.16).
        @available(iOS, introduced: 4.0, deprecated: 10.0, message: "Use UserNotifications Framework's -[UNUserNotificationCenterDelegate didReceiveNotificationResponse:withCompletionHandler:]")
        public static let localNotification = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsLocalNotificationKey")
        /// The app was launched by a URL.
        public static let url = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsURLKey")
        /// The remote-notification payload that launched the app (not simulated; named for completeness).
        public static let remoteNotification = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsRemoteNotificationKey")
    }
}

@available(*, deprecated, renamed: "UIApplication.LaunchOptionsKey")
public typealias UIApplicationLaunchOptionsKey = UIApplication.LaunchOptionsKey

@available(*, deprecated, renamed: "UIApplication.LaunchOptionsKey.localNotification")
public let UIApplicationLaunchOptionsLocalNotificationKey = UIApplication.LaunchOptionsKey.localNotification
