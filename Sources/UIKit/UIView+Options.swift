import Foundation

extension UIView {
    /// How a view resizes when its superview's bounds change. Raw values are Apple's.
    public struct AutoresizingMask: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }

    /// An animation curve. A struct rather than an enum because iOS hands out values outside the
    /// documented four: the keyboard's curve is 7 (reference 1.3.3), and
    /// `UIView.AnimationCurve(rawValue: 7)` must give a value, as on iOS.
    public struct AnimationCurve: RawRepresentable, Equatable, Hashable, Sendable, CustomStringConvertible {
        public let rawValue: Int
        public init?(rawValue: Int) { self.rawValue = rawValue }
        private init(_ rawValue: Int) { self.rawValue = rawValue }
        public static let easeInOut = AnimationCurve(0)
        public static let easeIn = AnimationCurve(1)
        public static let easeOut = AnimationCurve(2)
        public static let linear = AnimationCurve(3)

        public var description: String {
            switch rawValue {
            case 0: "easeInOut"
            case 1: "easeIn"
            case 2: "easeOut"
            case 3: "linear"
            default: "curve(\(rawValue))"
            }
        }
    }

    /// Options for block animations. Raw values are Apple's (reference 7.2); a curve is the raw
    /// curve shifted left by 16, so the keyboard's curve 7 becomes `7 << 16`.
    public struct AnimationOptions: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
        public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
        public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
        public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
        public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)
        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
        public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
        public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)

        /// The curve these options select (bits 16–19).
        public var curve: AnimationCurve { AnimationCurve(rawValue: Int((rawValue >> 16) & 0xF))! }
    }
}

/// Swift 4.0–4.1's names; unavailable with Apple's new names, as in Xcode (see `UIButtonType`).
@available(*, unavailable, renamed: "UIView.AnimationOptions")
public typealias UIViewAnimationOptions = UIView.AnimationOptions
@available(*, unavailable, renamed: "UIView.AnimationCurve")
public typealias UIViewAnimationCurve = UIView.AnimationCurve
