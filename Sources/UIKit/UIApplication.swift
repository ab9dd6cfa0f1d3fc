import Foundation

/// The running app. `UIApplication.shared` belongs to the simulated device (one app per world);
/// relaunching the app makes a new instance, as a new process would.
open class UIApplication: UIResponder {
    private unowned let world: World

    package init(world: World) {
        self.world = world
        super.init()
    }

    open class var shared: UIApplication { ApplicationLifecycle.current().application }

    private var lifecycle: ApplicationLifecycle { world.service(ApplicationLifecycle.self) }
    private var notifications: NotificationSystem { world.service(NotificationSystem.self) }

    /// Active (0), inactive (1) or background (2) (8.1.17).
    open var applicationState: UIApplication.State { lifecycle.state }

    /// The app's delegate. The model keeps it alive (UIApplicationMain does so on iOS).
    open var delegate: UIApplicationDelegate? {
        get { lifecycle.delegate }
        set { lifecycle.delegate = newValue }
    }

    open var keyWindow: UIWindow? { world.keyWindow }
    open var windows: [UIWindow] { world.windows }

    /// The number on the app's icon. Setting it needs the badge permission on iOS 8 and later
    /// (8.1.12); without it the change is ignored and the warning iOS prints is logged.
    open var applicationIconBadgeNumber: Int {
        get { notifications.badge }
        set {
            if notifications.setBadge(newValue) {
                world.log.record(.application, "badge \(max(0, newValue))")
            } else {
                world.log.record(.application, "warning: Attempting to badge the application icon but haven't received permission from the user to badge the application")
            }
        }
    }

    // MARK: User notification settings (iOS 8)

    /// Asks the user (once) for permission to use `notificationSettings.types`; the answer arrives
    /// on the clock's next turn in `application(_:didRegister:)`. Registering again overwrites the
    /// previous settings (8.1.12).
    @available(iOS, introduced: 8.0, deprecated: 10.0, message: "Use UserNotifications Framework's -[UNUserNotificationCenter requestAuthorizationWithOptions:completionHandler:] and -[UNUserNotificationCenter setNotificationCategories:]")
    open func registerUserNotificationSettings(_ notificationSettings: UIUserNotificationSettings) {
        world.log.record(.application, "registerUserNotificationSettings \(NotificationTypesText.text(notificationSettings.types))")
        let categories = notificationSettings.categories
        world.clock.schedule(after: 0, label: "didRegisterUserNotificationSettings") { [weak self] in
            guard let self else { return }
            _ = self.notifications.requestPermission(notificationSettings.types, legacy: true)
            let granted = UIUserNotificationSettings(types: self.notifications.allowed, categories: categories)
            if let delegate = self.lifecycle.delegate, self.lifecycle.isRunning, self === self.lifecycle.application {
                self.world.log.record(.delegate, "application(_:didRegister:) \(NotificationTypesText.text(granted.types))")
                delegate.application(self, didRegister: granted)
            }
        }
    }

    /// What the user allows now (types empty until registered or when denied).
    @available(iOS, introduced: 8.0, deprecated: 10.0, message: "Use UserNotifications Framework's -[UNUserNotificationCenter getNotificationSettingsWithCompletionHandler:]")
    open var currentUserNotificationSettings: UIUserNotificationSettings? {
        UIUserNotificationSettings(types: notifications.allowed, categories: nil)
    }

    // MARK: Local notifications (8.1.11, deprecated in iOS 10)

    /// Schedules a copy of `notification` (8.1.11). A nil or past fire date is delivered at once,
    /// on the clock's next turn (8.1.2). The system keeps the soonest-firing 64 (8.1.13).
    @available(iOS, introduced: 4.0, deprecated: 10.0, message: "Use UserNotifications Framework's -[UNUserNotificationCenter addNotificationRequest:withCompletionHandler:]")
    open func scheduleLocalNotification(_ notification: UILocalNotification) {
        enqueue(notification, verb: "scheduleLocalNotification")
    }

    /// Delivers a copy now (on the clock's next turn), whatever its fire date.
    @available(iOS, introduced: 4.0, deprecated: 10.0, message: "Use UserNotifications Framework's -[UNUserNotificationCenter addNotificationRequest:withCompletionHandler:]")
    open func presentLocalNotificationNow(_ notification: UILocalNotification) {
        let now = notification.copy() as! UILocalNotification
        now.fireDate = nil
        now.repeatInterval = []
        now.schedulingIdentity = notification.schedulingIdentity
        enqueue(now, verb: "presentLocalNotificationNow", original: notification)
    }

    private func enqueue(_ notification: UILocalNotification, verb: String, original: UILocalNotification? = nil) {
        let copy = notification.copy() as! UILocalNotification
        LocalNotificationItem.lastIdentity += 1
        copy.schedulingIdentity = LocalNotificationItem.lastIdentity
        (original ?? notification).schedulingIdentity = copy.schedulingIdentity
        let item = LocalNotificationItem(copy)
        let notifications = self.notifications
        var text = "\(verb) \(item.content.quoted)"
        if let fireDate = copy.fireDate, verb == "scheduleLocalNotification" {
            text += " fireDate \(LogDate.text(fireDate, in: copy.timeZone ?? world.timeZone))"
            text += copy.timeZone.map { " timeZone \($0.identifier)" } ?? ""
        }
        if !copy.repeatInterval.isEmpty { text += " repeat \(LocalNotificationItem.unitName(copy.repeatInterval))" }
        world.log.record(.application, text)
        if LocalNotificationSchedule.isUnsupported(copy.repeatInterval) {
            world.log.record(.application, "warning: repeat intervals of less than one minute are not supported; it fires once")
        }
        if !notifications.registeredForLocalNotifications, copy.alertBody != nil {
            world.log.record(.application, "warning: Attempting to schedule a local notification with an alert but haven't received permission from the user to display alerts")
        }
        notifications.schedule(item)
    }

    /// Copies of the pending UILocalNotifications, soonest first.
    @available(iOS, introduced: 4.0, deprecated: 10.0, message: "Use UserNotifications Framework's -[UNUserNotificationCenter getPendingNotificationRequestsWithCompletionHandler:]")
    open var scheduledLocalNotifications: [UILocalNotification]? {
        get {
            notifications.pending.compactMap { ($0.item as? LocalNotificationItem)?.notification.copy() as? UILocalNotification }
        }
        set {
            cancelAllLocalNotifications()
            for notification in newValue ?? [] { scheduleLocalNotification(notification) }
        }
    }

    /// Cancels the scheduled copy of `notification` (the object scheduled, or one from `scheduledLocalNotifications`).
    @available(iOS, introduced: 4.0, deprecated: 10.0, message: "Use UserNotifications Framework's -[UNUserNotificationCenter removePendingNotificationRequestsWithIdentifiers:]")
    open func cancelLocalNotification(_ notification: UILocalNotification) {
        let removed = notifications.removePending { entry in
            guard let item = entry.item as? LocalNotificationItem else { return false }
            return item.notification.isEqual(notification)
        }
        world.log.record(.application, "cancelLocalNotification \(LocalNotificationItem(notification).content.quoted)" + (removed == 0 ? " (not scheduled)" : ""))
    }

    @available(iOS, introduced: 4.0, deprecated: 10.0, message: "Use UserNotifications Framework's -[UNUserNotificationCenter removeAllPendingNotificationRequests]")
    open func cancelAllLocalNotifications() {
        let removed = notifications.removePending { $0.item is LocalNotificationItem }
        world.log.record(.application, "cancelAllLocalNotifications (\(removed))")
    }

    // MARK: Not available on Linux

    @available(*, unavailable, message: "Linux has no Objective-C runtime: UIApplication.shared.sendAction(_:to:from:for:) cannot dispatch selectors; call the method directly or use a closure")
    open func sendAction(_ action: Any, to target: Any?, from sender: Any?, for event: UIEvent?) -> Bool { false }
}
