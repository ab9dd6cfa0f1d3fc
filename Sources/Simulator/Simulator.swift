import Foundation
import UIKit

/// Drives the UIKit model as a person and a device would: the device and its orientation, taps
/// and typing, the keyboard's modes, and virtual time. Creating a simulator starts a fresh
/// device (a new world); `Simulator.current` is the one learners' code and checks drive.
///
/// Nothing here is Apple API: learners' `import UIKit` stays Apple's names only.
public final class Simulator {
    public private(set) static var current: Simulator?

    package let world: World

    public init(device: Device = .iPhone4Inch, orientation: UIInterfaceOrientation = .portrait, options: Options = Options()) {
        world = World(device: device.profile, orientation: orientation, options: options.model)
        World.current = world
        Simulator.current = self
    }

    public var device: Device { Device(profile: world.device) }
    public var orientation: UIInterfaceOrientation { world.orientation }
    public var options: Options { Options(model: world.options) }

    // MARK: Virtual time

    /// The simulated device's clock: the real date the simulator started at, plus virtual time.
    public var now: Date { world.clock.now }
    /// Seconds of virtual time since the simulator started.
    public var elapsed: TimeInterval { world.clock.elapsed }

    /// Moves virtual time forward, running animations' ends and everything else that falls due.
    public func advance(by seconds: TimeInterval) { world.clock.advance(by: seconds) }
    public func advance(to date: Date) { world.clock.advance(to: date) }

    /// Lets the device settle: blocks sent to the main queue, tasks, layout, animations, keyboard transitions,
    /// rotations and completion handlers finish, moving time to the end of the last of them. Timers, `asyncAfter` and
    /// notifications' triggers wait for `advance(by:)`, unless settling moves time past them.
    public func runUntilIdle() { world.clock.runUntilIdle() }

    /// Runs the next scheduled event, moving time to it; false when nothing is scheduled.
    @discardableResult
    public func runNextEvent() -> Bool { world.clock.runNext() }

    // MARK: Event log

    /// Everything posted, called and animated so far, in order, with virtual timestamps.
    public var log: [LogEntry] { world.log.entries.map(LogEntry.init) }
    public func clearLog() { world.log.clear() }
}

/// One line of the simulator's event log.
public struct LogEntry: Sendable, Equatable, CustomStringConvertible {
    /// Seconds of virtual time since the simulator started.
    public let time: TimeInterval
    /// notification, delegate, lifecycle, action, touch, animation, keyboard, application, delivery, simulator
    public let kind: String
    public let message: String

    package init(_ entry: EventLog.Entry) {
        time = entry.time
        kind = entry.kind.rawValue
        message = entry.message
    }

    /// `0.250 notification UIKeyboardDidShowNotification`
    public var description: String { String(format: "%.3f ", time) + kind + " " + message }
    /// The entry without its time, for comparing orders.
    public var text: String { kind + " " + message }
}

/// A simulated device.
public struct Device: Sendable, Hashable, CustomStringConvertible {
    package let profile: DeviceProfile
    package init(profile: DeviceProfile) { self.profile = profile }

    /// 320×480, keyboard 216 portrait / 162 landscape.
    public static let iPhone35Inch = Device(profile: .iPhone35Inch)
    /// 320×568, keyboard 216 portrait / 162 landscape.
    public static let iPhone4Inch = Device(profile: .iPhone4Inch)
    /// 375×667 with a predictive bar: keyboard 258 with it, 225 without.
    public static let iPhone47Inch = Device(profile: .iPhone47Inch)
    /// 768×1024: keyboard 264 portrait / 352 landscape; can undock and split its keyboard.
    public static let iPad = Device(profile: .iPad)
    /// 375×812 with a sensor housing and a home indicator: safe area 44/34 in portrait, 44 left
    /// and right and 21 bottom in landscape; keyboard 335 with the predictive bar, 291 without.
    /// Not in `all`, the book's devices that lessons' checks draw from.
    public static let iPhoneX = Device(profile: .iPhoneX)
    public static let all: [Device] = DeviceProfile.all.map(Device.init)

    /// Finds a device by its identifier (`iphone-4`) or name, ignoring case.
    public static func named(_ name: String) -> Device? {
        (all + [.iPhoneX]).first { $0.identifier.caseInsensitiveCompare(name) == .orderedSame || $0.name.caseInsensitiveCompare(name) == .orderedSame }
    }

    public var identifier: String { profile.identifier }
    public var name: String { profile.name }
    public var portraitScreenSize: CGSize { profile.portraitSize }
    public var isPad: Bool { profile.idiom == .pad }
    public var description: String { name }
}

extension Simulator {
    /// Behaviors that changed between iOS versions; the defaults are modern iOS.
    public struct Options: Sendable, Hashable {
        /// iOS 10 and earlier: moving focus between fields re-posts the keyboard's Will/Did Show.
        public var legacyRefocusNotifications = false
        /// Before iOS 8: landscape keyboard frames arrive in portrait window coordinates.
        public var iOS7Coordinates = false
        /// iOS 16.1 and later: keyboard notifications carry the UIScreen as their object.
        public var keyboardNotificationObjectIsScreen = false
        /// The QuickType bar above the keyboard, where the device has one.
        public var predictiveBar = true
        /// The status bar shown, as on iOS: 20 pt at the top of the safe area on devices with a Home
        /// button (not on an iPhone in landscape), unless the root view controller's
        /// `prefersStatusBarHidden` is true. Off: as if every screen hid it.
        public var statusBar = true

        public init(legacyRefocusNotifications: Bool = false, iOS7Coordinates: Bool = false,
                    keyboardNotificationObjectIsScreen: Bool = false, predictiveBar: Bool = true, statusBar: Bool = true) {
            self.legacyRefocusNotifications = legacyRefocusNotifications
            self.iOS7Coordinates = iOS7Coordinates
            self.keyboardNotificationObjectIsScreen = keyboardNotificationObjectIsScreen
            self.predictiveBar = predictiveBar
            self.statusBar = statusBar
        }

        package init(model: ModelOptions) {
            self.init(legacyRefocusNotifications: model.legacyRefocusNotifications, iOS7Coordinates: model.iOS7Coordinates,
                      keyboardNotificationObjectIsScreen: model.keyboardNotificationObjectIsScreen, predictiveBar: model.predictiveBar,
                      statusBar: model.statusBar)
        }

        package var model: ModelOptions {
            ModelOptions(legacyRefocusNotifications: legacyRefocusNotifications, iOS7Coordinates: iOS7Coordinates,
                         keyboardNotificationObjectIsScreen: keyboardNotificationObjectIsScreen, predictiveBar: predictiveBar,
                         statusBar: statusBar)
        }
    }
}
