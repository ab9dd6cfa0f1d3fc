import Foundation

/// The app's handler for notifications in the foreground and for the user's responses. Both
/// methods are optional on iOS; the defaults here silence foreground notifications (8.2.7) and
/// call the completion handler.
public protocol UNUserNotificationCenterDelegate: AnyObject {
    /// A notification arrived while the app is in the foreground: call the handler with how to
    /// present it (`[]` silences it).
    func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification,
                                withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void)
    /// The user opened (or dismissed) a notification.
    func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
                                withCompletionHandler completionHandler: @escaping () -> Void)
}

extension UNUserNotificationCenterDelegate {
    public func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification,
                                       withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void) {
        completionHandler([])
    }

    public func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
                                       withCompletionHandler completionHandler: @escaping () -> Void) {
        completionHandler()
    }
}
