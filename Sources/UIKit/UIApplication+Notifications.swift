import Foundation

/// The application's lifecycle notifications, posted on `NotificationCenter.default` with the
/// UIApplication as object, right after the matching delegate method (delegate first, then the
/// notification, as iOS does). Raw names are the Objective-C constants', which is what the event
/// log shows.
extension UIApplication {
    public static let didFinishLaunchingNotification = Notification.Name("UIApplicationDidFinishLaunchingNotification")
    public static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")
    public static let didEnterBackgroundNotification = Notification.Name("UIApplicationDidEnterBackgroundNotification")
    public static let willEnterForegroundNotification = Notification.Name("UIApplicationWillEnterForegroundNotification")
    public static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
    public static let willTerminateNotification = Notification.Name("UIApplicationWillTerminateNotification")
    /// Posted when the device's time zone or the day changes (the simulator's `setTimeZone`).
    public static let significantTimeChangeNotification = Notification.Name("UIApplicationSignificantTimeChangeNotification")
}

// The Swift 3 era spelled these as members of NSNotification.Name, and Objective-C as globals;
// code from older books compiles with a deprecation warning that names the modern spelling.
extension NSNotification.Name {
    @available(*, deprecated, renamed: "UIApplication.didFinishLaunchingNotification")
    public static let UIApplicationDidFinishLaunching = UIApplication.didFinishLaunchingNotification
    @available(*, deprecated, renamed: "UIApplication.willResignActiveNotification")
    public static let UIApplicationWillResignActive = UIApplication.willResignActiveNotification
    @available(*, deprecated, renamed: "UIApplication.didEnterBackgroundNotification")
    public static let UIApplicationDidEnterBackground = UIApplication.didEnterBackgroundNotification
    @available(*, deprecated, renamed: "UIApplication.willEnterForegroundNotification")
    public static let UIApplicationWillEnterForeground = UIApplication.willEnterForegroundNotification
    @available(*, deprecated, renamed: "UIApplication.didBecomeActiveNotification")
    public static let UIApplicationDidBecomeActive = UIApplication.didBecomeActiveNotification
    @available(*, deprecated, renamed: "UIApplication.willTerminateNotification")
    public static let UIApplicationWillTerminate = UIApplication.willTerminateNotification
    @available(*, deprecated, renamed: "UIApplication.significantTimeChangeNotification")
    public static let UIApplicationSignificantTimeChange = UIApplication.significantTimeChangeNotification
}

@available(*, deprecated, renamed: "UIApplication.didFinishLaunchingNotification")
public let UIApplicationDidFinishLaunchingNotification = UIApplication.didFinishLaunchingNotification
@available(*, deprecated, renamed: "UIApplication.willResignActiveNotification")
public let UIApplicationWillResignActiveNotification = UIApplication.willResignActiveNotification
@available(*, deprecated, renamed: "UIApplication.didEnterBackgroundNotification")
public let UIApplicationDidEnterBackgroundNotification = UIApplication.didEnterBackgroundNotification
@available(*, deprecated, renamed: "UIApplication.willEnterForegroundNotification")
public let UIApplicationWillEnterForegroundNotification = UIApplication.willEnterForegroundNotification
@available(*, deprecated, renamed: "UIApplication.didBecomeActiveNotification")
public let UIApplicationDidBecomeActiveNotification = UIApplication.didBecomeActiveNotification
@available(*, deprecated, renamed: "UIApplication.willTerminateNotification")
public let UIApplicationWillTerminateNotification = UIApplication.willTerminateNotification
