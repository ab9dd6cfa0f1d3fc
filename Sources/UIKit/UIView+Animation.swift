import Foundation

// Block animations. The animations block runs at once and model values change at once, as on iOS
// (reference 7.6); what moves on screen is recorded and completes on the virtual clock.
extension UIView {
    public class func animate(withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
                            animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        World.current.animator.animate(duration: duration, delay: delay, options: options, body: animations, completion: completion)
    }

    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void, completion: ((Bool) -> Void)?) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }

    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
    }

    /// Spring animations are recorded with their duration; the spring itself is not simulated.
    public class func animate(withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
                            initialSpringVelocity velocity: CGFloat, options: AnimationOptions = [],
                            animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        animate(withDuration: duration, delay: delay, options: options, animations: animations, completion: completion)
    }

    public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        World.current.animator.withoutAnimation(actionsWithoutAnimation)
    }

    public class func setAnimationsEnabled(_ enabled: Bool) { World.current.animator.animationsEnabled = enabled }
    public class var areAnimationsEnabled: Bool { World.current.animator.animationsEnabled }
}
