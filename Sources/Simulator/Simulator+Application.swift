import Foundation
import UIKit

/// The app's lifecycle and the device's clock and zone, as the user and the system change them.
extension Simulator {
    /// A simulator whose clock starts at `startDate` in `timeZone` instead of the real date and the
    /// machine's zone, so tests and lessons can pin exact delivery instants.
    public convenience init(device: Device = .iPhone4Inch, orientation: UIInterfaceOrientation = .portrait,
                            options: Options = Options(), startDate: Date, timeZone: TimeZone) {
        self.init(device: device, orientation: orientation, options: options)
        world.clock.restart(at: startDate)
        world.timeZone = timeZone
        Self.makeProcessZone(timeZone)
    }

    /// Makes the device's zone the process's zone, so code written as on iOS sees it through
    /// `TimeZone.current`, `Calendar.current` and `NSTimeZone.default` alike. On Linux
    /// `TimeZone.current` reads `TZ`, so setting Foundation's default zone alone is not enough.
    static func makeProcessZone(_ zone: TimeZone) {
        setenv("TZ", zone.identifier, 1)
        NSTimeZone.resetSystemTimeZone()
        NSTimeZone.default = zone
    }

    // MARK: Time zone and calendar

    /// The device's time zone (Settings › General › Date & Time).
    public var timeZone: TimeZone { world.timeZone }

    /// The device's Gregorian calendar in its current zone.
    public var calendar: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = world.timeZone
        return calendar
    }

    /// The user travels (or changes the zone in Settings). Wall-clock notifications move to the
    /// same local time in the new zone; absolute ones keep their instant (8.1.3/8.1.4). Also sets
    /// Foundation's default zone, so `Calendar.current` in the app's code follows the device.
    public func setTimeZone(_ zone: TimeZone) {
        guard zone != world.timeZone else { return }
        world.timeZone = zone
        Self.makeProcessZone(zone)
        world.log.record(.simulator, "timeZone \(zone.identifier)")
        world.service(NotificationSystem.self).deviceZoneChanged()
        let app = world.service(ApplicationLifecycle.self)
        if app.isRunning, app.state == .active {
            if let delegate = app.delegate {
                world.log.record(.delegate, "applicationSignificantTimeChange")
                delegate.applicationSignificantTimeChange(app.application)
            }
            app.post(UIApplication.significantTimeChangeNotification)
        }
    }

    /// A date from wall-clock components in the device's zone (`sim.date(2025, 3, 9, 8, 0)`).
    public func date(_ year: Int, _ month: Int, _ day: Int, _ hour: Int = 0, _ minute: Int = 0, _ second: Int = 0) -> Date {
        calendar.date(from: DateComponents(year: year, month: month, day: day, hour: hour, minute: minute, second: second))!
    }

    /// `2025-03-09 08:00:00 -0400`: a date as the device's clock shows it.
    public func localTimeText(_ date: Date) -> String { LogDate.text(date, in: world.timeZone) }

    /// Moves time to the next pending notification and delivers it (and anything else due then).
    /// Returns its fire date, or nil when nothing is pending.
    @discardableResult
    public func runUntilNextNotification() -> Date? {
        guard let next = world.service(NotificationSystem.self).nextFireDate else { return nil }
        world.clock.advance(to: next)
        return next
    }

    // MARK: The app

    private var lifecycle: ApplicationLifecycle { world.service(ApplicationLifecycle.self) }

    /// Launches the app with a delegate, as tapping its icon does: willFinishLaunching →
    /// didFinishLaunching → didBecomeActive. The expression is kept and evaluated again for each
    /// later launch (after `terminate()`, or when the user opens a notification while the app is not
    /// running), because each launch is a new process with a new delegate. If the app is already
    /// running it is brought to the foreground instead.
    public func launch(delegate: @autoclosure @escaping () -> UIApplicationDelegate) {
        lifecycle.makeDelegate = delegate
        launchApp()
    }

    /// Launches the app with no delegate (or the one given before).
    public func launch() { launchApp() }

    private func launchApp() {
        world.log.record(.simulator, "launch")
        if lifecycle.isRunning, lifecycle.delegate != nil {
            lifecycle.bringToForeground()
        } else {
            lifecycle.launch(options: nil)
        }
        world.clock.advance(by: 0)
    }

    /// Terminates and launches again with a fresh delegate.
    public func relaunch() {
        terminate()
        launchApp()
    }

    /// Ends the app: it is no longer running (notifications are then shown by the system, and
    /// opening one launches the app with launch options).
    public func terminate() {
        world.log.record(.simulator, "terminate")
        lifecycle.terminate()
    }

    /// The Home button: willResignActive → didEnterBackground.
    public func sendToBackground() {
        world.log.record(.simulator, "home")
        lifecycle.sendToBackground()
    }

    /// Tapping the app's icon: willEnterForeground → didBecomeActive (or a launch when not running).
    public func bringToForeground() {
        world.log.record(.simulator, "open app")
        if lifecycle.isRunning { lifecycle.bringToForeground() } else { lifecycle.launch(options: nil) }
    }

    /// Locks the device (a foreground app goes to the background); notifications then appear on the lock screen.
    public func lock() {
        world.log.record(.simulator, "lock")
        lifecycle.lock()
    }

    /// Unlocks the device, returning to the app if it was in the foreground.
    public func unlock() {
        world.log.record(.simulator, "unlock")
        lifecycle.unlock()
    }

    public var isLocked: Bool { world.service(NotificationSystem.self).isLocked }
    public var isAppRunning: Bool { lifecycle.isRunning }
    /// The app's state, nil when it is not running.
    public var applicationState: UIApplication.State? { lifecycle.isRunning ? lifecycle.state : nil }
    /// The current app delegate.
    public var appDelegate: UIApplicationDelegate? { lifecycle.delegate }
}
