import Foundation

// Keyframe animations (modern-uikit.md 4.20, 4.21), on the virtual clock as block animations
// are: the body runs at once and model values change at once; each keyframe's changes are
// recorded from `delay + start·duration` for `relativeDuration·duration`, in the outer block's
// group, so the completion runs once, when the whole animation ends.
extension UIView {
    /// Apple's raw values (UIView.h): the shared low bits of `AnimationOptions`, and the
    /// calculation modes at bit 10.
    public struct KeyframeAnimationOptions: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let layoutSubviews = KeyframeAnimationOptions(rawValue: 1 << 0)
        public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
        public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
        public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
        public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
        public static let overrideInheritedDuration = KeyframeAnimationOptions(rawValue: 1 << 5)
        public static let overrideInheritedOptions = KeyframeAnimationOptions(rawValue: 1 << 9)
        public static let calculationModeLinear = KeyframeAnimationOptions(rawValue: 0 << 10)
        public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
        public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
        public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
        public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)

        /// The options block animations share, with the linear curve: every calculation mode is
        /// drawn as linear motion within each keyframe (the default mode, UNCONFIRMED, 4.21).
        var animationOptions: AnimationOptions {
            AnimationOptions(rawValue: rawValue & 0x3FF).union(.curveLinear)
        }
    }

    public class func animateKeyframes(withDuration duration: TimeInterval, delay: TimeInterval,
                                       options: KeyframeAnimationOptions = [], animations: @escaping () -> Void,
                                       completion: ((Bool) -> Void)? = nil) {
        let engine = World.current.animator
        engine.beginBlock(duration: duration, delay: delay, options: options.animationOptions, completion: completion, keyframes: true)
        animations()
        engine.commitBlock()
    }

    /// Only meaningful inside `animateKeyframes`' block; `frameStartTime` and `frameDuration`
    /// are fractions (0…1) of the whole animation's duration (4.20).
    public class func addKeyframe(withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
                                  animations: @escaping () -> Void) {
        World.current.animator.keyframe(relativeStart: frameStartTime, relativeDuration: frameDuration, body: animations)
    }
}
