import Foundation

extension UIControl {
    /// A control's state. Raw values are Apple's (reference 5.2); `normal` is the empty set, and
    /// `state` may combine flags (e.g. `[.disabled, .selected]`).
    public struct State: OptionSet, Hashable, Sendable, CustomStringConvertible {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let normal = State([])
        public static let highlighted = State(rawValue: 1 << 0)
        public static let disabled = State(rawValue: 1 << 1)
        public static let selected = State(rawValue: 1 << 2)
        /// iOS 9 (tvOS focus).
        public static let focused = State(rawValue: 1 << 3)
        public static let application = State(rawValue: 0x00FF_0000)
        public static let reserved = State(rawValue: 0xFF00_0000)

        public var description: String {
            let names: [(State, String)] = [(.highlighted, "highlighted"), (.disabled, "disabled"), (.selected, "selected"), (.focused, "focused")]
            let present = names.filter { contains($0.0) }.map(\.1)
            return present.isEmpty ? "normal" : present.joined(separator: "|")
        }
    }
}

/// Swift 4.0–4.1's name; unavailable with Apple's new name, as in Xcode (see `UIButtonType`).
@available(*, unavailable, renamed: "UIControl.State")
public typealias UIControlState = UIControl.State
