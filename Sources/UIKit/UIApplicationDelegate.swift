import Foundation

/// The app's delegate. Every method is optional in Objective-C; here each has a default
/// implementation in the protocol extension (Linux has no Objective-C runtime), so a delegate
/// implements only what it needs, as on iOS.
///
/// Order of calls (reference 8.1.16/8.1.17; delegate method first, then the notification):
/// launch willFinish → didFinish → (didReceive, when opened from a notification) → didBecomeActive;
/// to the background willResignActive → didEnterBackground; back willEnterForeground →
/// (didReceive, state inactive, when opened from a notification) → didBecomeActive.
public protocol UIApplicationDelegate: AnyObject {
    /// The app's main window; book code declares `var window: UIWindow?`.
    var window: UIWindow? { get set }

    func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    func applicationDidBecomeActive(_ application: UIApplication)
    func applicationWillResignActive(_ application: UIApplication)
    func applicationDidEnterBackground(_ application: UIApplication)
    func applicationWillEnterForeground(_ application: UIApplication)
    func applicationWillTerminate(_ application: UIApplication)
    func applicationSignificantTimeChange(_ application: UIApplication)

    /// A UILocalNotification arrived while the app was in the foreground (state active, nothing is
    /// shown, 8.1.14), or the user opened one (state inactive, 8.1.17; after didFinishLaunching when it
    /// launched the app, 8.1.16).
    @available(iOS, introduced: 4.0, deprecated: 10.0, message: "Use UserNotifications Framework's -[UNUserNotificationCenterDelegate willPresentNotification:withCompletionHandler:] or -[UNUserNotificationCenterDelegate didReceiveNotificationResponse:withCompletionHandler:]")
    func application(_ application: UIApplication, didReceive notification: UILocalNotification)

    /// The user answered the permission prompt; `notificationSettings` holds the types allowed (8.1.12).
    @available(iOS, introduced: 8.0, deprecated: 10.0, message: "Use UserNotifications Framework's -[UNUserNotificationCenter requestAuthorizationWithOptions:completionHandler:]")
    func application(_ application: UIApplication, didRegister notificationSettings: UIUserNotificationSettings)
}

extension UIApplicationDelegate {
    public var window: UIWindow? {
        get { nil }
        set {}
    }
    public func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool { true }
    public func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool { true }
    public func applicationDidBecomeActive(_ application: UIApplication) {}
    public func applicationWillResignActive(_ application: UIApplication) {}
    public func applicationDidEnterBackground(_ application: UIApplication) {}
    public func applicationWillEnterForeground(_ application: UIApplication) {}
    public func applicationWillTerminate(_ application: UIApplication) {}
    public func applicationSignificantTimeChange(_ application: UIApplication) {}
    public func application(_ application: UIApplication, didReceive notification: UILocalNotification) {}
    public func application(_ application: UIApplication, didRegister notificationSettings: UIUserNotificationSettings) {}
}
