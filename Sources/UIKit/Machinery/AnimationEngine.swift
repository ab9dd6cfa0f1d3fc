import Foundation

/// A value an animation moves between.
package enum AnimatableValue: Equatable, Sendable, CustomStringConvertible {
    case scalar(CGFloat)
    case point(CGPoint)
    case rect(CGRect)
    case insets(UIEdgeInsets)

    package var description: String {
        switch self {
        case .scalar(let value): return UIView.number(value)
        case .point(let point): return NSStringFromCGPoint(point)
        case .rect(let rect): return NSStringFromCGRect(rect)
        case .insets(let insets): return NSStringFromUIEdgeInsets(insets)
        }
    }

    /// The value a fraction `t` of the way from `self` to `end`.
    func interpolated(to end: AnimatableValue, _ t: CGFloat) -> AnimatableValue {
        func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * t }
        switch (self, end) {
        case let (.scalar(a), .scalar(b)): return .scalar(mix(a, b))
        case let (.point(a), .point(b)): return .point(CGPoint(x: mix(a.x, b.x), y: mix(a.y, b.y)))
        case let (.rect(a), .rect(b)):
            return .rect(CGRect(x: mix(a.minX, b.minX), y: mix(a.minY, b.minY), width: mix(a.width, b.width), height: mix(a.height, b.height)))
        case let (.insets(a), .insets(b)):
            return .insets(UIEdgeInsets(top: mix(a.top, b.top), left: mix(a.left, b.left), bottom: mix(a.bottom, b.bottom), right: mix(a.right, b.right)))
        default: return t < 1 ? self : end
        }
    }
}

/// One animated change of one property, as the simulator's log and the tests see it.
package struct AnimationRecord: Equatable, Sendable, CustomStringConvertible {
    package let view: String
    package let viewID: ObjectIdentifier
    package let property: String
    package let from: AnimatableValue
    package let to: AnimatableValue
    /// Virtual time the change starts moving (after any delay).
    package let start: TimeInterval
    package let duration: TimeInterval
    package let options: UIView.AnimationOptions
    package var curve: UIView.AnimationCurve { options.curve }
    package var end: TimeInterval { start + duration }

    package var description: String {
        "\(view).\(property) \(from) → \(to) start \(threeDecimals(start)) duration \(UIView.number(duration)) curve \(curve.rawValue)"
    }
}

/// Runs UIView block animations on the virtual clock: model values change at once, each change is
/// recorded with its timing, and completions run when virtual time reaches the animation's end.
///
/// A new animation of a property that is still animating replaces the one in flight at once,
/// whose completion gets `false`; the new one starts from the model value, or from the value on
/// screen with `.beginFromCurrentState`. This follows reference 7.8 (flowkey's model: "a second
/// animation on the same property gives the first completion `false` and the second `true`"),
/// deliberately not Apple's wording in 7.7 ("If this key is not present, all in-flight animations
/// are allowed to finish before the new animation is started"): what a learner sees then is one
/// timeline per property, and a handler that animates the same inset twice is not queued behind
/// itself. Changing a property twice inside one block is one animation, not an interruption.
package final class AnimationEngine {
    /// The animation block being executed (or the keyboard's implicit one, or a legacy
    /// begin/commit block, whose settings may change until it is committed).
    private struct Context {
        var duration: TimeInterval
        var delay: TimeInterval
        var options: UIView.AnimationOptions
        let group: Group
        /// A zero or negative duration, or animations turned off: changes are made without animating.
        var animates: Bool
        /// An `animateKeyframes` block: `addKeyframe` inside it opens a keyframe of its group.
        var isKeyframeBlock = false
    }

    /// The changes made by one animation block, sharing one completion.
    package final class Group {
        var completion: ((Bool) -> Void)?
        var interrupted = false
        var pending = 0
        var token: VirtualClock.Token?
    }

    private struct Key: Hashable {
        let view: ObjectIdentifier
        let property: String
    }

    // Unowned: the world owns its services; a strong reference here kept every finished world alive.
    // Unchecked: only the world hands the engine out (package access), so the world outlives
    // every use; a checked reference costs a count on every animated change.
    private unowned(unsafe) let world: World
    private var stack: [Context] = []
    /// Per property, the animation on screen. `earlier` holds the segments of the same keyframe
    /// animation that come before `record` (empty for a block animation).
    private var inFlight: [Key: InFlight] = [:]

    private struct InFlight {
        var record: AnimationRecord
        var group: Group
        var earlier: [AnimationRecord] = []
        /// The view, for a property animator that pauses or stops it (unowned: the view is
        /// alive while anything reads its animations; entries of freed views are never asked for).
        unowned(unsafe) var view: UIView
    }
    package private(set) var records: [AnimationRecord] = []
    /// `UIView.setAnimationsEnabled(false)` and `performWithoutAnimation` turn recording off.
    package var animationsEnabled = true
    private var disabledDepth = 0
    /// The latest end of any animation recorded (an upper bound for those in flight).
    private var latestEnd: TimeInterval = -.infinity

    init(world: World) {
        self.world = world
        // A screen's first keyboard transition animates several properties at once; growing
        // from empty would rehash every key on the way (a fresh world per checked scenario).
        inFlight.reserveCapacity(16)
        records.reserveCapacity(16)
    }

    /// Runs `body` as an animation block: changes made inside are animated with these parameters.
    package func animate(duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions,
                         body: () -> Void, completion: ((Bool) -> Void)?) {
        beginBlock(duration: duration, delay: delay, options: options, completion: completion)
        body()
        commitBlock()
    }

    /// Opens an animation block; changes made until `commitBlock()` belong to it.
    @discardableResult
    package func beginBlock(duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions,
                            completion: ((Bool) -> Void)?, keyframes: Bool = false) -> Group {
        let group = Group()
        group.completion = completion
        // "If you specify a negative value or 0, the changes are made without animating them" (7.4).
        let animates = duration > 0 && animationsEnabled && disabledDepth == 0
        stack.append(Context(duration: duration, delay: max(0, delay), options: options, group: group, animates: animates,
                             isKeyframeBlock: keyframes))
        return group
    }

    /// Runs `body` as one keyframe of the innermost `animateKeyframes` block: from
    /// `relativeStart` to `relativeStart + relativeDuration` of its duration (modern-uikit.md
    /// 4.20), in the block's group so its completion waits for it. Outside a keyframe block the
    /// body runs in whatever block is open (none: unanimated); UIKit's behaviour there is
    /// UNCONFIRMED (4.21).
    package func keyframe(relativeStart: Double, relativeDuration: Double, body: () -> Void) {
        guard let outer = stack.last(where: \.isKeyframeBlock) else {
            body()
            return
        }
        let start = min(max(relativeStart, 0), 1)
        let length = min(max(relativeDuration, 0), 1 - start)
        var context = outer
        context.delay = outer.delay + start * outer.duration
        context.duration = length * outer.duration
        context.animates = outer.animates && context.duration > 0
        context.isKeyframeBlock = false
        stack.append(context)
        body()
        stack.removeLast()
    }

    /// Changes the settings of the innermost open block (legacy `setAnimationDuration:` and friends).
    package func updateOpenBlock(duration: TimeInterval? = nil, delay: TimeInterval? = nil, options: UIView.AnimationOptions? = nil) {
        guard !stack.isEmpty else { return }
        if let duration {
            stack[stack.count - 1].duration = duration
            stack[stack.count - 1].animates = duration > 0 && animationsEnabled && disabledDepth == 0
        }
        if let delay { stack[stack.count - 1].delay = max(0, delay) }
        if let options { stack[stack.count - 1].options = options }
    }

    package var hasOpenBlock: Bool { !stack.isEmpty }
    package var openBlockOptions: UIView.AnimationOptions { stack.last?.options ?? [] }

    /// Closes the innermost block and schedules its completion at its end on the virtual clock.
    package func commitBlock() {
        guard let context = stack.popLast() else { return }
        let group = context.group
        guard let completion = group.completion else { return }
        if group.pending == 0 {
            // Nothing animated: the completion runs at once (7.4, 7.9).
            group.completion = nil
            completion(true)
            return
        }
        group.token = world.clock.schedule(after: context.delay + context.duration, label: "animation completion") { [weak group] in
            guard let group, let completion = group.completion else { return }
            group.completion = nil
            completion(!group.interrupted)
        }
    }

    /// Changes made in `body` are not animated, even inside an animation block.
    package func withoutAnimation(_ body: () -> Void) {
        disabledDepth += 1
        body()
        disabledDepth -= 1
    }

    /// Called by views before an animatable property takes its new model value.
    package func propertyChanged(_ view: UIView, property: String, from: AnimatableValue, to: AnimatableValue) {
        let key = Key(view: ObjectIdentifier(view), property: property)
        let now = world.clock.elapsed
        // One look-up serves the read and the write below (nothing in between changes `inFlight`).
        let index = inFlight.index(forKey: key)
        let existing = index.map { inFlight.values[$0] }
        let running = existing.flatMap { $0.record.end > now ? $0 : nil }
        guard let context = stack.last, context.animates, disabledDepth == 0, animationsEnabled else {
            // A change without animation removes the animation in flight, whose completion gets false.
            if let running { interrupt(running.group) }
            if let index { inFlight.remove(at: index) }
            return
        }
        var start = from
        if let running, let index, running.group === context.group,
           running.record.start != now + context.delay || running.record.duration != context.duration {
            // Another keyframe of the same keyframe animation: a further segment, from where the
            // earlier one ends.
            let record = AnimationRecord(view: view.logName, viewID: key.view, property: property, from: from, to: to,
                                         start: now + context.delay, duration: context.duration, options: context.options)
            records.append(record)
            latestEnd = max(latestEnd, record.end)
            var entry = inFlight.values[index]
            if record.start >= entry.record.start {
                entry.earlier.append(entry.record)
                entry.record = record
            } else {
                entry.earlier.append(record)
                entry.earlier.sort { $0.start < $1.start }
            }
            inFlight.values[index] = entry
            world.log.record(animation: record)
            return
        }
        if let running, let index, running.group === context.group {
            // The same block changed the property before (`frame.origin.y += 10; frame.size.width = 50`):
            // one animation from the value before the block to the latest value, nothing interrupted.
            let record = AnimationRecord(view: running.record.view, viewID: key.view, property: property, from: running.record.from,
                                         to: to, start: running.record.start, duration: running.record.duration,
                                         options: running.record.options)
            if let earlier = records.lastIndex(of: running.record) { records[earlier] = record } else { records.append(record) }
            inFlight.values[index].record = record
            world.log.replace(animation: running.record, with: record)
            return
        }
        if let running {
            if context.options.contains(.beginFromCurrentState) {
                start = presentationValue(of: running, at: now)
            }
            interrupt(running.group)
        }
        let record = AnimationRecord(view: view.logName, viewID: key.view, property: property, from: start, to: to,
                                     start: now + context.delay, duration: context.duration, options: context.options)
        records.append(record)
        latestEnd = max(latestEnd, record.end)
        if let index {
            inFlight.values[index] = InFlight(record: record, group: context.group, view: view)
        } else {
            inFlight[key] = InFlight(record: record, group: context.group, view: view)
        }
        context.group.pending += 1
        world.log.record(animation: record)
    }

    /// The value shown on screen now for a view's property, between its animation's ends.
    package func presentationValue(of view: UIView, property: String, model: AnimatableValue) -> AnimatableValue {
        guard let running = inFlight[Key(view: ObjectIdentifier(view), property: property)] else { return model }
        return presentationValue(of: running, at: world.clock.elapsed)
    }

    /// A keyframe animation shows the segment that has started last (the first before any has).
    private func presentationValue(of entry: InFlight, at time: TimeInterval) -> AnimatableValue {
        guard !entry.earlier.isEmpty, time < entry.record.start else { return presentationValue(of: entry.record, at: time) }
        let segment = entry.earlier.last { $0.start <= time } ?? entry.earlier[0]
        return presentationValue(of: segment, at: time)
    }

    /// The on-screen value of a property while an animation of it is running (or waiting out its
    /// delay); nil when none is, so the model value is what shows.
    package func runningPresentationValue(of view: UIView, property: String) -> AnimatableValue? {
        guard let running = inFlight[Key(view: ObjectIdentifier(view), property: property)],
              running.record.end > world.clock.elapsed else { return nil }
        return presentationValue(of: running, at: world.clock.elapsed)
    }

    private func presentationValue(of record: AnimationRecord, at time: TimeInterval) -> AnimatableValue {
        guard record.duration > 0 else { return record.to }
        let linear = min(max((time - record.start) / record.duration, 0), 1)
        return record.from.interpolated(to: record.to, Self.ease(CGFloat(linear), curve: record.curve))
    }

    /// Timing curves: Apple's cubic curves approximated; the keyboard's private curve 7 eases in and out.
    static func ease(_ t: CGFloat, curve: UIView.AnimationCurve) -> CGFloat {
        switch curve {
        case .linear: return t
        case .easeIn: return t * t
        case .easeOut: return t * (2 - t)
        default: return t * t * (3 - 2 * t)
        }
    }

    /// An interrupted animation's completion runs on the next turn of the run loop with `false` (7.8).
    private func interrupt(_ group: Group) {
        guard !group.interrupted else { return }
        group.interrupted = true
        if let token = group.token {
            world.clock.cancel(token)
            // Strong capture: once replaced in flight, nothing else keeps the group alive.
            group.token = world.clock.schedule(after: 0, label: "interrupted animation completion") {
                guard let completion = group.completion else { return }
                group.completion = nil
                completion(false)
            }
        }
    }

    /// What a property animator pausing or stopping a group needs: each of the group's
    /// animations in flight, with the value on screen now. The first segment's `from` is where a
    /// keyframe animation started.
    package func animations(of group: Group) -> [(view: UIView, property: String, from: AnimatableValue, to: AnimatableValue,
                                                  shown: AnimatableValue)] {
        let now = world.clock.elapsed
        return inFlight.values.filter { $0.group === group }.map { entry in
            (entry.view, entry.record.property, entry.earlier.first?.from ?? entry.record.from, entry.record.to,
             presentationValue(of: entry, at: now))
        }
    }

    /// Takes a group's animations off the screen without running its completion (a property
    /// animator that pauses or stops them sets the values itself).
    package func cancel(_ group: Group) {
        group.completion = nil
        if let token = group.token { world.clock.cancel(token) }
        group.token = nil
        let keys = inFlight.filter { $0.value.group === group }.map(\.key)
        for key in keys { inFlight[key] = nil }
    }

    /// Animations whose end lies in the future.
    package var runningAnimations: [AnimationRecord] {
        let now = world.clock.elapsed
        return inFlight.values.map(\.record).filter { $0.end > now }.sorted { $0.start < $1.start }
    }

    /// Whether any animation is on screen now; cheaper than `runningAnimations` (no array, no sort).
    package var hasRunningAnimations: Bool { runningAnimationCount > 0 }

    /// How many animations are on screen now.
    package var runningAnimationCount: Int {
        let now = world.clock.elapsed
        // Every animation ever recorded ends by `latestEnd`: once that has passed, none runs
        // (the usual case when a screen is drawn after the clock ran until idle).
        guard !inFlight.isEmpty, latestEnd > now else { return 0 }
        var count = 0
        for value in inFlight.values where value.record.end > now { count += 1 }
        return count
    }

    /// Keeps the storage: callers that clear often (the simulator, benchmarks) refill it soon.
    package func clearRecords() { records.removeAll(keepingCapacity: true) }

    /// Whether `view` is being animated now by an animation that does not allow user
    /// interaction, so touches skip it (5.14, 7.10). An animation waiting out its delay counts.
    package func blocksInteraction(with view: UIView) -> Bool {
        let id = ObjectIdentifier(view)
        let now = world.clock.elapsed
        return inFlight.contains { key, value in
            key.view == id && value.record.end > now && !value.record.options.contains(.allowUserInteraction)
        }
    }
}

extension World {
    /// The animation engine of this world.
    package var animator: AnimationEngine { animationEngine }

    /// Lays views out on the next turn of the run loop, as UIKit's layout pass does.
    package func scheduleLayoutPass() {
        let pass = service(LayoutPass.self)
        guard !pass.scheduled else { return }
        pass.scheduled = true
        // Weak to the pass, not the world: a weak reference would give the world a side table,
        // slowing every retain of `World.current`. The pass lives exactly as long as its world.
        clock.schedule(after: 0, label: "layout pass") { [weak pass] in
            guard let pass else { return }
            pass.scheduled = false
            pass.world.layoutWindows()
        }
    }

    /// Lays out every window's views that need it.
    package func layoutWindows() {
        for window in windows { window.layoutIfNeeded() }
    }
}

final class LayoutPass: WorldService {
    var scheduled = false
    /// Safe without a count: the world owns this service and nothing else keeps it.
    unowned(unsafe) let world: World
    init(world: World) { self.world = world }
}
