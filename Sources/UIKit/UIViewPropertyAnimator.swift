import Foundation

/// An interruptible animation (iOS 10, modern-uikit.md §4), driven by the model's virtual clock
/// through the same engine as `UIView.animate`: starting runs the animation blocks at once (model
/// values change at once, 7.6) and records their changes with the animator's duration, delay and
/// curve; the completions run when virtual time reaches the end, with `.end` (`.start` when
/// reversed). Pausing or stopping leaves the views where the animation shows them then ("The
/// values of a view's animated property values are updated to correspond to the values that
/// were last rendered", 4.15); starting a paused animator animates the rest of the way in the
/// rest of the time. Springs and cubic control points are recorded as ease-in-out timing.
///
/// Not modelled: the crash when a paused or stopped animator is released (4.17), interactive
/// gesture hit testing, and `scrubsLinearly` (a paused animator's `fractionComplete` always
/// scrubs linearly).
open class UIViewPropertyAnimator: NSObject {
    open private(set) var duration: TimeInterval
    /// "Defaults to 0. This property is set when calling -[UIView startAnimationAfterDelay:]" (4.4).
    open private(set) var delay: TimeInterval = 0
    open private(set) var state: UIViewAnimatingState = .inactive
    /// "The state of a running animation is always active" (4.14); false while paused.
    open private(set) var isRunning = false
    /// Runs (or will run, when started) towards the start values; completions then get `.start`.
    open var isReversed = false
    open var isInterruptible = true
    open var isUserInteractionEnabled = true
    open var isManualHitTestingEnabled = false
    open var scrubsLinearly = true
    /// "the animator remains in the active state when the animation finishes, and it does not
    /// execute its completion handler" (4.18).
    open var pausesOnCompletion = false

    private let curve: UIView.AnimationCurve
    private var animations: [(body: () -> Void, delayFactor: CGFloat)] = []
    private var completions: [(UIViewAnimatingPosition) -> Void] = []
    private var groups: [AnimationEngine.Group] = []
    /// What the started animations change: the values they go from and to, per view and property.
    private var changes: [Change] = []
    /// Virtual time the current run started (after its delay) and how long it lasts.
    private var runStart: TimeInterval = 0
    private var runLength: TimeInterval = 0
    /// The fraction done when the current run started (a resumed run starts part way).
    private var runStartFraction: CGFloat = 0
    private var pausedFraction: CGFloat = 0
    private var finishToken: VirtualClock.Token?

    /// Holds the view: the animator may set it again until it finishes.
    private struct Change {
        let view: UIView
        let property: String
        let from: AnimatableValue
        let to: AnimatableValue
    }

    /// "All convenience initializers return an animator which is not running" (4.2).
    public init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
        self.duration = duration
        self.curve = curve
        super.init()
        if let animations { self.animations.append((animations, 0)) }
    }

    public convenience init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        self.init(duration: duration, curve: .easeInOut, animations: animations)
    }

    public convenience init(duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
                            animations: (() -> Void)? = nil) {
        self.init(duration: duration, curve: .easeInOut, animations: animations)
    }

    /// Starts at once (4.5) and calls `completion` with the end position.
    @discardableResult
    open class func runningPropertyAnimator(withDuration duration: TimeInterval, delay: TimeInterval,
                                            options: UIView.AnimationOptions = [], animations: @escaping () -> Void,
                                            completion: ((UIViewAnimatingPosition) -> Void)? = nil) -> UIViewPropertyAnimator {
        let animator = UIViewPropertyAnimator(duration: duration, curve: options.curve, animations: animations)
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation(afterDelay: delay)
        return animator
    }

    // MARK: Blocks

    open func addAnimations(_ animation: @escaping () -> Void) { addAnimations(animation, delayFactor: 0) }

    /// "The animations will commence at delayFactor * animator.duration seconds into the
    /// animation. The duration of the animation will be (1 - delayFactor) * animator.duration
    /// seconds" (4.6). Added to a running animator, the block runs now, within the time left.
    open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
        guard state != .stopped else { return }
        animations.append((animation, delayFactor))
        guard isRunning else { return }
        let now = World.current.clock.elapsed
        let startAt = max(now, runStart + Double(delayFactor) * duration)
        run(animation, delay: startAt - now, duration: max(0, runStart + runLength - startAt))
    }

    open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
        guard state != .stopped else { return }
        completions.append(completion)
    }

    // MARK: Running

    /// From inactive: runs the animation blocks; from paused: goes on from where it stopped (4.10).
    open func startAnimation() { startAnimation(afterDelay: 0) }

    open func startAnimation(afterDelay delay: TimeInterval) {
        guard state != .stopped, !isRunning else { return }
        let clock = World.current.clock
        if state == .inactive {
            state = .active
            self.delay = max(0, delay)
            runStart = clock.elapsed + self.delay
            runLength = duration
            runStartFraction = 0
            isRunning = true
            let blocks = animations
            for block in blocks {
                run(block.body, delay: self.delay + Double(block.delayFactor) * duration, duration: (1 - Double(block.delayFactor)) * duration)
            }
            if isReversed { resume(from: 0, delay: self.delay) }
        } else {
            resume(from: pausedFraction, delay: max(0, delay))
        }
        scheduleFinish()
    }

    /// "Pauses an active, running animation, or start the animation as paused" (4.11).
    open func pauseAnimation() {
        guard state != .stopped else { return }
        if state == .inactive {
            state = .active
            pausedFraction = 0
            let blocks = animations
            // The blocks run, so the views' targets are known, and the views stay where they are.
            for block in blocks { run(block.body, delay: 0, duration: duration) }
            freeze()
            return
        }
        guard isRunning else { return }
        pausedFraction = fractionComplete
        freeze()
    }

    /// Stops where the animation is now. `withoutFinishing`: inactive at once, the completions
    /// dropped ("any animation blocks and completion handlers are invalidated", 4.7; UNCONFIRMED
    /// whether they are called, 4.19). Otherwise stopped, waiting for `finishAnimation(at:)`.
    open func stopAnimation(_ withoutFinishing: Bool) {
        guard state == .active else { return }
        if isRunning { pausedFraction = fractionComplete }
        freeze()
        if withoutFinishing {
            reset()
        } else {
            state = .stopped
        }
    }

    /// "This method may only be called if the animator is in the stopped state" (4.16): anywhere
    /// else it stops the program, as on iOS. Moves the views to the position's values, then
    /// calls the completions with it.
    open func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
        guard state == .stopped else {
            fatalError("finishAnimation(at:) called on a UIViewPropertyAnimator that is not stopped (state: \(state)); "
                       + "call stopAnimation(false) first")
        }
        let engine = World.current.animator
        engine.withoutAnimation {
            for change in changes where finalPosition != .current {
                change.view.setAnimatableValue(finalPosition == .end ? change.to : change.from, for: change.property)
            }
        }
        let handlers = completions
        reset()
        for handler in handlers { handler(finalPosition) }
    }

    /// How far along the animation is, 0…1: the time elapsed while running, the stored value
    /// while paused. Setting it scrubs a paused animator; "the setter is usually a no-op when the
    /// animation is running" (4.13).
    open var fractionComplete: CGFloat {
        get {
            guard isRunning else { return state == .inactive ? 0 : pausedFraction }
            guard runLength > 0 else { return 1 }
            let elapsed = CGFloat((World.current.clock.elapsed - runStart) / runLength)
            let run = min(max(elapsed, 0), 1)
            let target: CGFloat = isReversed ? 0 : 1
            return runStartFraction + (target - runStartFraction) * run
        }
        set {
            guard !isRunning, state != .stopped else { return }
            if state == .inactive { pauseAnimation() }
            pausedFraction = min(max(newValue, 0), 1)
            World.current.animator.withoutAnimation {
                for change in changes {
                    change.view.setAnimatableValue(change.from.interpolated(to: change.to, pausedFraction), for: change.property)
                }
            }
        }
    }

    // MARK: Machinery

    /// Runs a block as a block animation with the animator's curve, remembering what it changes.
    private func run(_ body: () -> Void, delay: TimeInterval, duration: TimeInterval) {
        let engine = World.current.animator
        let group = engine.beginBlock(duration: duration, delay: delay, options: AnimationOptionsForCurve.options(curve), completion: nil)
        body()
        engine.commitBlock()
        groups.append(group)
        for animation in engine.animations(of: group) where !changes.contains(where: { $0.view === animation.view && $0.property == animation.property }) {
            changes.append(Change(view: animation.view, property: animation.property, from: animation.from, to: animation.to))
        }
    }

    /// Leaves every view where the animation shows it now and takes the animations off the clock.
    private func freeze() {
        let engine = World.current.animator
        var shown: [(UIView, String, AnimatableValue)] = []
        for group in groups {
            for animation in engine.animations(of: group) { shown.append((animation.view, animation.property, animation.shown)) }
            engine.cancel(group)
        }
        groups.removeAll()
        engine.withoutAnimation {
            for (view, property, value) in shown { view.setAnimatableValue(value, for: property) }
        }
        if let finishToken { World.current.clock.cancel(finishToken) }
        finishToken = nil
        isRunning = false
    }

    /// Animates every change from where it is to its end (its start when reversed) in the part
    /// of the duration left.
    private func resume(from fraction: CGFloat, delay: TimeInterval) {
        let clock = World.current.clock
        let engine = World.current.animator
        for group in groups { engine.cancel(group) }
        groups.removeAll()
        let remaining = isReversed ? fraction : 1 - fraction
        runStart = clock.elapsed + delay
        runLength = duration * Double(remaining)
        runStartFraction = fraction
        isRunning = true
        let group = engine.beginBlock(duration: runLength, delay: delay, options: AnimationOptionsForCurve.options(curve), completion: nil)
        for change in changes { change.view.setAnimatableValue(isReversed ? change.from : change.to, for: change.property) }
        engine.commitBlock()
        groups.append(group)
    }

    private func scheduleFinish() {
        let clock = World.current.clock
        if let finishToken { clock.cancel(finishToken) }
        let end = runStart + runLength - clock.elapsed
        // Strong: a running animator is kept alive by its animation, as on iOS, so the common
        // `let animator = …; animator.startAnimation()` in a keyboard handler still completes.
        finishToken = clock.schedule(after: max(0, end), label: "property animator completion") {
            self.finishedNaturally()
        }
    }

    private func finishedNaturally() {
        finishToken = nil
        guard isRunning else { return }
        if pausesOnCompletion {
            pausedFraction = isReversed ? 0 : 1
            isRunning = false
            return
        }
        let position: UIViewAnimatingPosition = isReversed ? .start : .end
        let handlers = completions
        reset()
        for handler in handlers { handler(position) }
    }

    /// Back to inactive: "When the animator is stopped, either naturally completing or
    /// explicitly, any animation blocks and completion handlers are invalidated" (4.7).
    private func reset() {
        state = .inactive
        isRunning = false
        animations.removeAll()
        completions.removeAll()
        changes.removeAll()
        groups.removeAll()
        pausedFraction = 0
        if let finishToken { World.current.clock.cancel(finishToken) }
        finishToken = nil
    }
}

/// The animation options that carry a curve (`curve << 16`, 7.3).
enum AnimationOptionsForCurve {
    static func options(_ curve: UIView.AnimationCurve) -> UIView.AnimationOptions {
        UIView.AnimationOptions(rawValue: UInt(curve.rawValue) << 16)
    }
}
