import Foundation

/// One simulated device with one running app: the state that real UIKit keeps in its process
/// (screen, windows, first responder, keyboard, clock). The model is single-threaded, as UIKit
/// is main-thread only; tests that touch it run on the main actor, one at a time.
///
/// `World.current` is replaced wholesale by the simulator (`Simulator(device:)`), so each test or
/// learner program starts from a fresh device.
package final class World {
    package nonisolated(unsafe) static var current = World()

    package let clock: VirtualClock
    package let log: EventLog
    package let options: ModelOptions
    package var device: DeviceProfile
    package var orientation: UIInterfaceOrientation
    /// The device's time zone; the user may travel (local notifications follow wall-clock time).
    package var timeZone: TimeZone

    /// The part of the screen the keyboard (or its accessory bar) covers now, in screen
    /// coordinates (window coordinates of a full-screen window), or nil when none is up.
    /// The keyboard service keeps it; taps, drawing and visibility checks read it.
    package var visibleKeyboardFrame: CGRect? {
        didSet { if oldValue != visibleKeyboardFrame { keyboardService.placeAccessory() } }
    }

    package var windows: [UIWindow] = []
    package weak var keyWindow: UIWindow?
    package weak var firstResponder: UIResponder?

    private var services: [ObjectIdentifier: AnyObject] = [:]
    /// The animation engine (`animator`), made on first use. Kept here rather than looked up as
    /// a service: views ask for it on every change of an animatable property.
    package private(set) lazy var animationEngine = AnimationEngine(world: self)
    /// The software keyboard (`keyboard`), made on first use; kept here for the same reason:
    /// every first-responder change asks for it.
    package private(set) lazy var keyboardService = KeyboardService(world: self)
    /// Screens are identified per world so `UIScreen.main` changes with the simulated device.
    package lazy var screen = UIScreen(world: self)

    package init(device: DeviceProfile = .iPhone4Inch, orientation: UIInterfaceOrientation = .portrait,
                 options: ModelOptions = ModelOptions(), startDate: Date = Date(), timeZone: TimeZone = .current) {
        self.device = device
        self.orientation = orientation
        self.options = options
        self.timeZone = timeZone
        self.clock = VirtualClock(origin: startDate)
        self.log = EventLog(clock: clock)
        _ = VirtualRunLoop.serialExecutorInstalled
    }

    /// The world's instance of a subsystem (keyboard, animations, application, …), made on first use.
    /// Subsystems live in their own files and need no change here.
    package func service<S: WorldService>(_ type: S.Type) -> S {
        let key = ObjectIdentifier(type)
        // The key is the type itself, so the stored object is an S: no dynamic cast on this hot path.
        if let existing = services[key] { return unsafeDowncast(existing, to: S.self) }
        let made = S(world: self)
        services[key] = made
        return made
    }

    /// The world's instance of a subsystem if something has made it, without making it.
    package func existingService<S: WorldService>(_ type: S.Type) -> S? {
        services[ObjectIdentifier(type)].map { unsafeDowncast($0, to: S.self) }
    }

    /// The screen's bounds in the current interface orientation (iOS 8 and later).
    package var orientedScreenSize: CGSize {
        let portrait = device.portraitSize
        return orientation.isLandscape ? CGSize(width: portrait.height, height: portrait.width) : portrait
    }

    /// The screen's safe-area insets now, in screen coordinates (modern-uikit.md 2.3). None with
    /// portrait-fixed coordinates: the safe area is iOS 11's, the iOS 7 option's era had none.
    package var screenSafeAreaInsets: UIEdgeInsets {
        guard !usesFixedPortraitCoordinates else { return .zero }
        let statusBarShown = options.statusBar && !(keyWindow?.rootViewController?.prefersStatusBarHidden ?? false)
        return device.safeAreaInsets(landscape: orientation.isLandscape, statusBar: statusBarShown)
    }

    /// Whether window and screen coordinates stay portrait-fixed in landscape, as before iOS 8.
    package var usesFixedPortraitCoordinates: Bool { options.iOS7Coordinates }

    /// With portrait-fixed coordinates, the rotation the window gives its root view for the
    /// current orientation; keyboard frames are reported through the same rotation.
    /// `.landscapeLeft` has the Home button on the left: the device is turned clockwise, so the
    /// portrait right edge (x = 768 on an iPad) is the interface's bottom and the root view turns
    /// by −π/2. `.landscapeRight` (Home button on the right) is the other way round, +π/2: its
    /// keyboard sits at x = 0, as in the iPad log `{{0,0},{352,1024}}` (reference 1.3.6, 1.10.1).
    package var fixedCoordinateRotation: CGFloat {
        switch orientation {
        case .landscapeLeft: return -.pi / 2
        case .landscapeRight: return .pi / 2
        case .portraitUpsideDown: return .pi
        default: return 0
        }
    }
}

/// Type names for the log (`String(describing:)` on a metatype is slow; the log asks for them
/// on every animation and delegate call).
package enum TypeNames {
    private nonisolated(unsafe) static var cache: [ObjectIdentifier: String] = [:]

    package static func name(of object: AnyObject) -> String {
        let type: AnyObject.Type = Swift.type(of: object)
        let key = ObjectIdentifier(type)
        if let name = cache[key] { return name }
        let name = String(describing: type)
        cache[key] = name
        return name
    }
}

/// A subsystem of the world, created lazily by `World.service(_:)`.
package protocol WorldService: AnyObject {
    init(world: World)
}

/// Behaviors that changed between iOS versions. The defaults are modern iOS; lessons switch them
/// to show what the book's era did.
package struct ModelOptions: Sendable, Hashable {
    /// iOS 10 and earlier post WillShow/DidShow again when focus moves between fields with the
    /// keyboard up (reference 1.5.3); iOS 11 and later do not (1.5.4).
    package var legacyRefocusNotifications = false
    /// Before iOS 8 window and screen coordinates were portrait-fixed, so a landscape keyboard
    /// frame arrives with width and height swapped and must be converted (1.10.1).
    package var iOS7Coordinates = false
    /// iOS 16.1 and later post keyboard notifications with the UIScreen as object; earlier, nil (1.1.3).
    package var keyboardNotificationObjectIsScreen = false
    /// Whether the QuickType (predictive) bar is on, where the device has one (1.9.1). A text input
    /// with `autocorrectionType == .no` still gets none (iOS 8+ behavior, UNCONFIRMED by the reference).
    package var predictiveBar = true
    /// Whether the device shows the status bar, as iOS does unless the root view controller's
    /// `prefersStatusBarHidden` says otherwise: 20 pt at the top of the safe area where iOS 11+
    /// puts it (modern-uikit.md 2.3.1). The model does not draw it.
    package var statusBar = true

    package init(legacyRefocusNotifications: Bool = false, iOS7Coordinates: Bool = false,
                 keyboardNotificationObjectIsScreen: Bool = false, predictiveBar: Bool = true, statusBar: Bool = true) {
        self.legacyRefocusNotifications = legacyRefocusNotifications
        self.iOS7Coordinates = iOS7Coordinates
        self.keyboardNotificationObjectIsScreen = keyboardNotificationObjectIsScreen
        self.predictiveBar = predictiveBar
        self.statusBar = statusBar
    }
}
