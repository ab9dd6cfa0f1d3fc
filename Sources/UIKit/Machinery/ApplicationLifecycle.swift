import Foundation

/// The app's process as the system sees it: running or not, its state, its delegate, and the
/// transitions between states with their delegate calls and notifications in iOS's order
/// (delegate method first, then the notification on `NotificationCenter.default`).
///
/// A fresh world has an app that is already running and active with no delegate, so learners'
/// top-level code can use `UIApplication.shared` at once; `launch` starts a real launch sequence.
package final class ApplicationLifecycle: WorldService {
    package unowned let world: World
    package private(set) var application: UIApplication
    /// Held strongly: on iOS UIApplicationMain keeps the delegate it creates for the app's lifetime.
    package var delegate: UIApplicationDelegate?
    package private(set) var state: UIApplication.State = .active
    package private(set) var isRunning = true
    /// Makes a fresh delegate for each launch (a new process), including launches from notifications.
    package var makeDelegate: (() -> UIApplicationDelegate?)?
    /// Whether the app was in the foreground when the device was locked, so unlocking returns to it.
    private var foregroundBeforeLock = false

    package init(world: World) {
        self.world = world
        application = UIApplication(world: world)
    }

    package static func current() -> ApplicationLifecycle { World.current.service(ApplicationLifecycle.self) }

    // MARK: Transitions

    /// Starts the app: willFinish → didFinish (with the launch options, 8.1.16) → DidFinishLaunching
    /// notification (the options as its userInfo) → `opening` (the notification that launched it,
    /// state inactive) → didBecomeActive.
    /// `inBackground`: launched for a notification action that does not open the app; the app
    /// stays in the background and never becomes active.
    package func launch(options: [UIApplication.LaunchOptionsKey: Any]?, reason: String? = nil,
                        inBackground: Bool = false, opening: (() -> Void)? = nil) {
        application = UIApplication(world: world)
        isRunning = true
        state = inBackground ? .background : .inactive
        delegate = makeDelegate?()
        world.log.record(.application, "launch" + (reason.map { " " + $0 } ?? ""))
        let app = application
        if let delegate {
            world.log.record(.delegate, "application(_:willFinishLaunchingWithOptions:)" + Self.describe(options))
            _ = delegate.application(app, willFinishLaunchingWithOptions: options)
            world.log.record(.delegate, "application(_:didFinishLaunchingWithOptions:)" + Self.describe(options))
            _ = delegate.application(app, didFinishLaunchingWithOptions: options)
        }
        post(UIApplication.didFinishLaunchingNotification, userInfo: options)
        opening?()
        if !inBackground { becomeActive() }
    }

    package func becomeActive() {
        state = .active
        world.log.record(.application, "didBecomeActive")
        callDelegate("applicationDidBecomeActive") { $0.applicationDidBecomeActive($1) }
        post(UIApplication.didBecomeActiveNotification)
    }

    package func resignActive() {
        world.log.record(.application, "willResignActive")
        callDelegate("applicationWillResignActive") { $0.applicationWillResignActive($1) }
        post(UIApplication.willResignActiveNotification)
        state = .inactive
    }

    package func enterBackground() {
        state = .background
        world.log.record(.application, "didEnterBackground")
        callDelegate("applicationDidEnterBackground") { $0.applicationDidEnterBackground($1) }
        post(UIApplication.didEnterBackgroundNotification)
    }

    package func enterForeground() {
        world.log.record(.application, "willEnterForeground")
        callDelegate("applicationWillEnterForeground") { $0.applicationWillEnterForeground($1) }
        post(UIApplication.willEnterForegroundNotification)
        state = .inactive
    }

    /// Active → background (the Home button).
    package func sendToBackground() {
        guard isRunning else { return }
        if state == .active { resignActive() }
        if state == .inactive { enterBackground() }
    }

    /// Background → active (the app's icon tapped).
    package func bringToForeground() {
        guard isRunning, state != .active else { return }
        if state == .background { enterForeground() }
        becomeActive()
    }

    /// Ends the app. iOS calls applicationWillTerminate only for an app that is not suspended; the
    /// model treats the app as still running in the background, so it always gets the call.
    package func terminate() {
        guard isRunning else { return }
        sendToBackground()
        world.log.record(.application, "willTerminate")
        callDelegate("applicationWillTerminate") { $0.applicationWillTerminate($1) }
        post(UIApplication.willTerminateNotification)
        isRunning = false
        delegate = nil
        world.log.record(.application, "terminated")
    }

    /// Locking sends a foreground app to the background; unlocking brings it back (as iOS does).
    package func lock() {
        let notifications = world.service(NotificationSystem.self)
        guard !notifications.isLocked else { return }
        foregroundBeforeLock = isRunning && state == .active
        sendToBackground()
        notifications.setLocked(true)
    }

    package func unlock(returningToApp: Bool = true) {
        let notifications = world.service(NotificationSystem.self)
        guard notifications.isLocked else { return }
        notifications.setLocked(false)
        if returningToApp, foregroundBeforeLock { bringToForeground() }
        foregroundBeforeLock = false
    }

    /// The user opened a delivered notification: unlock if needed, then launch the app (launch
    /// options, 8.1.16) or bring it to the foreground (delegate called while inactive, 8.1.17),
    /// or, when it is already active, hand it over directly.
    package func open(_ delivery: NotificationDelivery) {
        let system = world.service(NotificationSystem.self)
        system.removeDelivered { $0 === delivery }
        if system.isLocked {
            world.log.record(.simulator, "unlock")
            unlock(returningToApp: false)
        }
        let item = delivery.item
        if !isRunning {
            launch(options: item.launchOptions, reason: "from notification \(item.content.quoted)") {
                item.open(delivery, system: system)
            }
        } else if state != .active {
            if state == .background { enterForeground() }
            item.open(delivery, system: system)
            becomeActive()
        } else {
            item.open(delivery, system: system)
        }
    }

    // MARK: Helpers

    private func callDelegate(_ name: String, _ call: (UIApplicationDelegate, UIApplication) -> Void) {
        guard let delegate else { return }
        world.log.record(.delegate, name)
        call(delegate, application)
    }

    /// Posts on `NotificationCenter.default` (synchronous, 6.10) after logging its raw name.
    package func post(_ name: Notification.Name, userInfo: [UIApplication.LaunchOptionsKey: Any]? = nil) {
        world.log.record(.notification, name.rawValue)
        let info: [AnyHashable: Any]? = userInfo.map { Dictionary(uniqueKeysWithValues: $0.map { (AnyHashable($0.key), $0.value) }) }
        NotificationCenter.default.post(name: name, object: application, userInfo: info)
    }

    private static func describe(_ options: [UIApplication.LaunchOptionsKey: Any]?) -> String {
        guard let options, !options.isEmpty else { return "" }
        return " " + options.keys.map(\.rawValue).sorted().joined(separator: ",")
    }
}
