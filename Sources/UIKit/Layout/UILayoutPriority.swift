import Foundation

/// How much a layout constraint matters: 1000 is required, 1–999 optional (reference 2.1.1–2.1.3).
/// Higher priorities are met first, and an optional constraint that cannot be met exactly is met
/// as nearly as possible.
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable {
    public var rawValue: Float

    public init(rawValue: Float) { self.rawValue = rawValue }
    public init(_ rawValue: Float) { self.rawValue = rawValue }

    /// "A required constraint. Do not exceed this."
    public static let required = UILayoutPriority(1000)
    /// "The priority level with which a button resists compressing its content."
    public static let defaultHigh = UILayoutPriority(750)
    /// "The priority level at which a button hugs its contents horizontally."
    public static let defaultLow = UILayoutPriority(250)
    /// The level `systemLayoutSizeFitting(_:)` uses.
    public static let fittingSizeLevel = UILayoutPriority(50)

    public static func < (a: UILayoutPriority, b: UILayoutPriority) -> Bool { a.rawValue < b.rawValue }
    /// `.required - 1`, the common fix for a conflict (2.2.4).
    public static func + (priority: UILayoutPriority, value: Float) -> UILayoutPriority { UILayoutPriority(priority.rawValue + value) }
    public static func - (priority: UILayoutPriority, value: Float) -> UILayoutPriority { UILayoutPriority(priority.rawValue - value) }
}
