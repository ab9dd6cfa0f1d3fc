import Foundation

/// The software keyboard of the simulated device. It follows the first responder: a text input
/// that becomes first responder brings it up, resigning takes it down, and it posts the keyboard
/// notifications in iOS's order with iOS's userInfo (reference §1). `World.visibleKeyboardFrame`
/// is kept up to date for taps, drawing and visibility checks.
package final class KeyboardService: WorldService {
    package enum Mode: String, Sendable { case docked, undocked, split }

    /// Unchecked: the world owns this service and only the world hands it out (package
    /// access), so the world outlives every use; a checked reference costs a count per access.
    unowned(unsafe) let world: World
    package private(set) var mode: Mode = .docked
    package private(set) var hardwareKeyboardAttached = false
    /// The user's QuickType setting (1.9.1); whether the bar shows also depends on the client.
    package private(set) var predictiveBarOn: Bool
    /// Whether the client asks for suggestions: a text input with `autocorrectionType == .no`
    /// gets a keyboard without the predictive bar. This is the widely observed behavior of iOS 8
    /// and later, UNCONFIRMED by the reference (which has the bar only as a user setting, 1.9.1,
    /// and says fields may differ in keyboard size, 1.5.6). Read when the input becomes first
    /// responder or reloads its input views, like its accessory view (1.9.3).
    private var clientAllowsPredictiveBar = true
    /// Whether the predictive bar is part of the keyboard now.
    package var predictiveBarShown: Bool { predictiveBarOn && clientAllowsPredictiveBar }

    /// The text input the keyboard serves, while one is first responder.
    package private(set) weak var client: UIResponder?
    /// What the keyboard shows now; nil when nothing of it is on screen.
    package private(set) var placement: KeyboardPlacement?
    /// The accessory view and input view the keyboard was built with (they change only on
    /// becoming first responder or `reloadInputViews`, 1.9.3).
    private weak var shownAccessoryView: UIView?
    private var shownAccessoryHeight: CGFloat = 0

    /// The full-screen window the input accessory view is shown in, at the top of the keyboard, as iOS hosts it in a
    /// window of its own: its views then have a window, convert to screen coordinates and are tapped there. Not one of
    /// the app's windows (never key, not drawn).
    package private(set) lazy var accessoryWindow: UIWindow = {
        let window = UIWindow(frame: CGRect(origin: .zero, size: world.orientedScreenSize))
        window.windowLevel = UIWindow.Level(rawValue: 10_000_000)
        return window
    }()

    /// The input accessory view on screen and the band it takes at the top of the keyboard's visible frame, in screen
    /// coordinates; touches there go to the accessory window.
    package var accessoryOnScreen: (view: UIView, frame: CGRect)? {
        guard let view = shownAccessoryView, view.superview === accessoryWindow else { return nil }
        view.layoutIfNeeded()
        return (view, view.frame)
    }

    /// Puts the shown accessory view at the top of the keyboard's visible frame, as wide as the keyboard, or takes it
    /// out of the accessory window while the keyboard is down.
    package func placeAccessory() {
        guard let view = shownAccessoryView, shownAccessoryHeight > 0, let keyboard = world.visibleKeyboardFrame else {
            if let shown = accessoryWindowView, shown.superview === accessoryWindow { shown.removeFromSuperview() }
            accessoryWindowView = nil
            return
        }
        if let old = accessoryWindowView, old !== view, old.superview === accessoryWindow { old.removeFromSuperview() }
        accessoryWindowView = view
        UIView.performWithoutAnimation {
            accessoryWindow.frame = CGRect(origin: .zero, size: world.orientedScreenSize)
            view.frame = CGRect(x: keyboard.minX, y: keyboard.minY, width: keyboard.width, height: min(shownAccessoryHeight, keyboard.height))
        }
        if view.superview !== accessoryWindow { accessoryWindow.addSubview(view) }
        view.layoutIfNeeded()
    }

    /// The accessory view the accessory window holds now.
    private weak var accessoryWindowView: UIView?
    private var shownInputViewHeight: CGFloat?
    /// Set while the first responder resigns because another responder is taking over, so the
    /// keyboard stays up for the next text input (1.5.4).
    package var handOffInProgress = false
    /// Set while `endEditing(true)` or a removal forces a text input to resign (3.8, 3.16).
    package var forcingEndEditing = false

    /// The keyboard's animation: 0.25 s, curve 7 (1.3.1, 1.3.3).
    package static let animationDuration: TimeInterval = 0.25
    package static let animationCurve: UInt = 7

    /// Lives exactly as long as this service; scheduled work checks it instead of the service.
    private let lifetime = Lifetime()
    private final class Lifetime {}

    package init(world: World) {
        self.world = world
        predictiveBarOn = world.options.predictiveBar
    }

    package var isUp: Bool { placement != nil }

    // MARK: Following the first responder

    /// A text input became first responder: bring the keyboard up, or keep it up for the new
    /// input (1.4.1, 1.5.3–1.5.5).
    package func clientDidBecomeFirstResponder(_ responder: UIResponder) {
        let previousAccessory = shownAccessoryView
        let previous = placement
        client = responder
        readInputViews(of: responder)
        let next = currentPlacement()
        switch (previous, next) {
        case (nil, nil):
            return
        case (nil, let next?):
            transition(kind: .show, from: next.offscreenFrame, to: next)
        case (let previous?, nil):
            transition(kind: .hide, from: previous.frame, to: nil, hidingFrame: previous.offscreenFrame, postsShowHide: previous.postsShowHide)
        case (let previous?, let next?):
            let accessoryChanged = previousAccessory !== shownAccessoryView && (previousAccessory != nil || shownAccessoryView != nil)
            if accessoryChanged {
                // A field with its own accessory view posts the show again (1.5.5).
                transition(kind: .change, from: previous.frame, to: next)
            } else if previous.frame != next.frame {
                // The keyboard changes size between fields (predictive bar on one and off the other):
                // iOS 11 and later post only WillChangeFrame/DidChangeFrame (1.5.4, 1.5.6); iOS 10
                // and earlier post their WillShow/DidShow anyway (1.5.3), here with the new frames.
                transition(kind: world.options.legacyRefocusNotifications ? .change : .resize, from: previous.frame, to: next)
            } else if world.options.legacyRefocusNotifications {
                // iOS 10 and earlier re-post the show with Begin == End (1.5.3).
                transition(kind: .change, from: previous.frame, to: next)
            } else {
                // iOS 11 and later: nothing when the frame is unchanged (1.5.4).
                world.log.record(.keyboard, "stays \(NSStringFromCGRect(reported(next.frame)))")
            }
        }
    }

    /// The text input gave up first responder. Unless another responder is taking over, the
    /// keyboard goes down: WillChangeFrame and WillHide come now, before the input's DidEnd (1.4.3).
    package func clientDidResign(_ responder: UIResponder) {
        guard client === responder else { return }
        if handOffInProgress { return }
        client = nil
        shownAccessoryView = nil
        placeAccessory()
        shownAccessoryHeight = 0
        shownInputViewHeight = nil
        clientAllowsPredictiveBar = true
        guard let previous = placement else { return }
        transition(kind: .hide, from: previous.frame, to: nil, hidingFrame: previous.offscreenFrame, postsShowHide: previous.postsShowHide)
    }

    /// A responder that is not a text input took over: the keyboard goes down.
    package func nonTextResponderBecameFirst() {
        guard client != nil else { return }
        let old = client!
        handOffInProgress = false
        clientDidResign(old)
    }

    /// `reloadInputViews()` on the first responder applies changed input and accessory views (1.9.3).
    package func reloadInputViews(of responder: UIResponder) {
        guard client === responder else { return }
        let previousAccessory = shownAccessoryView
        readInputViews(of: responder)
        let next = currentPlacement()
        let accessoryChanged = previousAccessory !== shownAccessoryView
        reconfigure(to: next, force: accessoryChanged)
    }

    private func readInputViews(of responder: UIResponder) {
        let accessory = responder.inputAccessoryView
        shownAccessoryView = accessory
        shownAccessoryHeight = accessory.map { max($0.frame.height, 0) } ?? 0
        placeAccessory()
        shownInputViewHeight = responder.inputView.map { $0.frame.height }
        clientAllowsPredictiveBar = (responder as? UITextInputTraits)?.autocorrectionType != .no
    }

    package func currentPlacement() -> KeyboardPlacement? {
        guard client != nil else { return nil }
        return placement(accessoryHeight: shownAccessoryHeight, inputViewHeight: shownInputViewHeight)
    }

    // MARK: Changes the user makes (the simulator drives these)

    package func setPredictiveBar(_ on: Bool) {
        guard on != predictiveBarOn else { return }
        predictiveBarOn = on
        // All four notifications fire with 225 ↔ 258 on an iPhone 6 (1.9.1).
        reconfigure(to: currentPlacement(), force: false)
    }

    /// Docks, undocks or splits the iPad keyboard. Undocking posts WillHide (with
    /// `UIKeyboardFrameChangedByUserInteraction` 1); docking again posts WillShow (1.7.2).
    package func setMode(_ newMode: Mode) {
        guard newMode != mode else { return }
        let old = mode
        mode = newMode
        guard let previous = placement, let next = currentPlacement() else { return }
        if old == .docked {
            transition(kind: .undock, from: previous.frame, to: next, userInteraction: true)
        } else if newMode == .docked {
            transition(kind: .dock, from: previous.frame, to: next, userInteraction: true)
        } else {
            transition(kind: .change, from: previous.frame, to: next)
        }
    }

    /// Attaching a hardware keyboard takes the software keyboard away; only an accessory bar
    /// stays (1.8). Detaching brings the software keyboard back.
    package func setHardwareKeyboard(attached: Bool) {
        guard attached != hardwareKeyboardAttached else { return }
        hardwareKeyboardAttached = attached
        reconfigure(to: currentPlacement(), force: false)
    }

    /// Moves from the current placement to `next`, posting what iOS posts for the change.
    private func reconfigure(to next: KeyboardPlacement?, force: Bool) {
        switch (placement, next) {
        case (nil, nil): return
        case (nil, let next?): transition(kind: .show, from: next.offscreenFrame, to: next)
        case (let previous?, nil):
            transition(kind: .hide, from: previous.frame, to: nil, hidingFrame: previous.offscreenFrame, postsShowHide: previous.postsShowHide)
        case (let previous?, let next?):
            if previous.frame != next.frame || force { transition(kind: .change, from: previous.frame, to: next) }
        }
    }

    /// The interface rotated with the keyboard up. Modern iOS moves the frame (WCF/WS/DCF/DS in the
    /// new orientation); with iOS 7 coordinates the keyboard goes through a whole hide and show
    /// cycle whose Did* notifications carry no animation keys (1.6.1).
    package func rotate(_ applyRotation: () -> Void) {
        guard let previous = placement else {
            applyRotation()
            return
        }
        if world.usesFixedPortraitCoordinates {
            transition(kind: .hide, from: previous.frame, to: nil, hidingFrame: previous.offscreenFrame,
                       postsShowHide: previous.postsShowHide, didImmediately: true, animationKeysInDid: false)
            applyRotation()
            if let next = currentPlacement() {
                transition(kind: .show, from: next.offscreenFrame, to: next, animationKeysInDid: false)
            }
        } else {
            let oldReported = reported(previous.frame)
            applyRotation()
            if let next = currentPlacement() {
                transition(kind: .change, from: nil, to: next, beginReported: oldReported)
            } else {
                transition(kind: .hide, from: previous.frame, to: nil, hidingFrame: previous.offscreenFrame, postsShowHide: previous.postsShowHide)
            }
        }
    }

    // MARK: Posting

    package enum TransitionKind: String {
        /// `resize`: the keyboard stays up and only its frame changes, so only WillChangeFrame and
        /// DidChangeFrame are posted (1.5.6).
        case show, hide, change, resize, undock, dock

        /// The clock label of the transition's Did* notifications (literals: no string is built).
        var didLabel: String {
            switch self {
            case .show: return "keyboard did show"
            case .hide: return "keyboard did hide"
            case .change: return "keyboard did change"
            case .resize: return "keyboard did resize"
            case .undock: return "keyboard did undock"
            case .dock: return "keyboard did dock"
            }
        }
    }

    /// The userInfo keys already wrapped in `AnyHashable` and the values that never change, made
    /// once: building the dictionary on every transition then boxes and allocates only the frames.
    /// NSNumber is immutable, so sharing one instance between notifications is safe.
    private final class UserInfoKeys {
        nonisolated(unsafe) static let shared = UserInfoKeys()
        let frameBegin = AnyHashable(UIResponder.keyboardFrameBeginUserInfoKey)
        let frameEnd = AnyHashable(UIResponder.keyboardFrameEndUserInfoKey)
        let duration = AnyHashable(UIResponder.keyboardAnimationDurationUserInfoKey)
        let curve = AnyHashable(UIResponder.keyboardAnimationCurveUserInfoKey)
        let isLocal = AnyHashable(UIResponder.keyboardIsLocalUserInfoKey)
        // Deprecated in iOS 3.2 and still posted (1.1.5, modern-uikit.md 6.7, 7.1).
        let centerBegin = AnyHashable(KeyboardLegacyKeys.centerBegin)
        let centerEnd = AnyHashable(KeyboardLegacyKeys.centerEnd)
        let bounds = AnyHashable(KeyboardLegacyKeys.bounds)
        let changedByUserInteraction = AnyHashable(UIKeyboardFrameChangedByUserInteraction)
        let durationValue = NSNumber(value: KeyboardService.animationDuration)
        let curveValue = NSNumber(value: KeyboardService.animationCurve)
        let trueValue = NSNumber(value: true)
        let oneValue = NSNumber(value: 1)
        /// Every key a transition posts, the frames as placeholders. Room to spare: fewer
        /// collisions, so fewer `AnyHashable` comparisons (each a dynamic cast) when handlers
        /// look keys up.
        let template: [AnyHashable: Any]
        let frameBeginIndex: Dictionary<AnyHashable, Any>.Index
        let frameEndIndex: Dictionary<AnyHashable, Any>.Index
        let centerBeginIndex: Dictionary<AnyHashable, Any>.Index
        let centerEndIndex: Dictionary<AnyHashable, Any>.Index
        let boundsIndex: Dictionary<AnyHashable, Any>.Index

        init() {
            var template = [AnyHashable: Any](minimumCapacity: 24)
            template[frameBegin] = NSValue(cgRect: .zero)
            template[frameEnd] = NSValue(cgRect: .zero)
            template[duration] = durationValue
            template[curve] = curveValue
            template[isLocal] = trueValue
            template[centerBegin] = NSValue(cgPoint: .zero)
            template[centerEnd] = NSValue(cgPoint: .zero)
            template[bounds] = NSValue(cgRect: .zero)
            self.template = template
            frameBeginIndex = template.index(forKey: frameBegin)!
            frameEndIndex = template.index(forKey: frameEnd)!
            centerBeginIndex = template.index(forKey: centerBegin)!
            centerEndIndex = template.index(forKey: centerEnd)!
            boundsIndex = template.index(forKey: bounds)!
        }
    }

    /// Posts one keyboard transition: the Will* notifications now, inside the keyboard's animation
    /// block so a handler's changes animate with it (1.4.4), and the Did* ones 0.25 s later.
    private func transition(kind: TransitionKind, from begin: CGRect?, to next: KeyboardPlacement?,
                            hidingFrame: CGRect? = nil, postsShowHide: Bool = true, userInteraction: Bool = false,
                            didImmediately: Bool = false, animationKeysInDid: Bool = true, beginReported: CGRect? = nil) {
        let endInterface = next?.frame ?? hidingFrame ?? .zero
        let beginFrame = beginReported ?? reported(begin ?? endInterface)
        let endFrame = reported(endInterface)
        placement = next
        world.visibleKeyboardFrame = next.map { reported($0.visibleFrame) }

        let showHide: Notification.Name?
        let didShowHide: Notification.Name?
        switch kind {
        case .show, .change, .dock:
            let posts = next?.postsShowHide ?? false
            showHide = posts ? UIResponder.keyboardWillShowNotification : nil
            didShowHide = posts ? UIResponder.keyboardDidShowNotification : nil
        case .resize:
            showHide = nil
            didShowHide = nil
        case .hide, .undock:
            showHide = postsShowHide ? UIResponder.keyboardWillHideNotification : nil
            didShowHide = postsShowHide ? UIResponder.keyboardDidHideNotification : nil
        }
        // `show {{0, 352}, {320, 216}}`: the frame is formatted when the log is read.
        if let next {
            world.log.record(.keyboard, kind.rawValue, rect: reported(next.frame))
        } else {
            world.log.record(.keyboard, kind.rawValue)
        }

        let keys = UserInfoKeys.shared
        // A copy of the prepared dictionary with its two frames replaced in place: no key is
        // hashed or compared (the copy keeps the template's layout, so its indices hold).
        var info = keys.template
        info.values[keys.frameBeginIndex] = NSValue(cgRect: beginFrame)
        info.values[keys.frameEndIndex] = NSValue(cgRect: endFrame)
        // The centres are the frames' midpoints and the bounds the end frame's size at the
        // origin, as in the iOS 10 log (modern-uikit.md 6.7: {{0, 667}, {375, 258}} → {187.5, 796}).
        info.values[keys.centerBeginIndex] = NSValue(cgPoint: CGPoint(x: beginFrame.midX, y: beginFrame.midY))
        info.values[keys.centerEndIndex] = NSValue(cgPoint: CGPoint(x: endFrame.midX, y: endFrame.midY))
        info.values[keys.boundsIndex] = NSValue(cgRect: CGRect(origin: .zero, size: endFrame.size))
        if userInteraction { info[keys.changedByUserInteraction] = keys.oneValue }
        var didInfo = info
        if !animationKeysInDid {
            didInfo[keys.duration] = nil
            didInfo[keys.curve] = nil
        }

        let animator = world.animator
        animator.beginBlock(duration: Self.animationDuration, delay: 0,
                            options: UIView.AnimationOptions(rawValue: Self.animationCurve << 16), completion: nil)
        post(UIResponder.keyboardWillChangeFrameNotification, info)
        if let showHide { post(showHide, info) }
        // Views constrained to a keyboard layout guide move inside the keyboard's animation.
        world.activeAutoLayout?.keyboardDidMove()
        animator.commitBlock()

        // Weak to a token only this service holds, not to the service: a weak reference would
        // give the service a side table, slowing every `world.keyboard` retain.
        let postDid = { [weak lifetime = self.lifetime, unowned(unsafe) self] in
            guard lifetime != nil else { return }
            self.post(UIResponder.keyboardDidChangeFrameNotification, didInfo)
            if let didShowHide { self.post(didShowHide, didInfo) }
        }
        if didImmediately {
            postDid()
        } else {
            world.clock.schedule(after: Self.animationDuration, label: kind.didLabel, postDid)
        }
    }

    /// Posts one keyboard notification, unless the app is in the background then: "no keyboard
    /// notifications are delivered while the app is in the background" (1.4.7). The keyboard still
    /// moves (its frame follows the first responder), and a Did* that falls due after the app left
    /// the foreground is dropped too; nothing is posted later to catch up.
    private func post(_ name: Notification.Name, _ info: [AnyHashable: Any]) {
        // A world whose app lifecycle was never touched has an active app: no look-up creates it here.
        if let app = world.existingService(ApplicationLifecycle.self), app.state == .background {
            world.log.record(.keyboard, "\(name.rawValue) not posted: the app is in the background")
            return
        }
        world.log.record(.notification, name.rawValue)
        let object: Any? = world.options.keyboardNotificationObjectIsScreen ? world.screen : nil
        NotificationCenter.default.post(name: name, object: object, userInfo: info)
    }

    /// An interface-oriented rectangle in the coordinates notifications use.
    package func reported(_ rect: CGRect) -> CGRect { reportedRect(rect) }
}

extension World {
    /// The device's software keyboard.
    package var keyboard: KeyboardService { keyboardService }
}

extension KeyboardService {
    /// Makes a responder resign even if its delegate refuses (`endEditing(true)`, removal from the window).
    @discardableResult
    package func forceResign(_ responder: UIResponder) -> Bool {
        let wasForcing = forcingEndEditing
        forcingEndEditing = true
        defer { forcingEndEditing = wasForcing }
        return responder.resignFirstResponder()
    }
}
