import Foundation

extension UIFont {
    /// A font weight from -1.0 (thinnest) to 1.0 (heaviest); `.regular` is 0 (modern-uikit.md 7.6).
    /// The raw values are AppKit's `NSFontWeight` constants, which UIKit shares: they are single
    /// precision floats widened to `CGFloat`, so `.medium.rawValue` is 0.23000000417232513.
    /// Whether UIKit's own constants print those widened digits is UNCONFIRMED (7.6); the model
    /// keeps them, so code comparing a weight with `UIFont.Weight.medium` agrees with itself.
    public struct Weight: RawRepresentable, Hashable, Sendable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

        public static let ultraLight = Weight(CGFloat(Float(-0.8)))
        public static let thin = Weight(CGFloat(Float(-0.6)))
        public static let light = Weight(CGFloat(Float(-0.4)))
        public static let regular = Weight(0)
        public static let medium = Weight(CGFloat(Float(0.23)))
        public static let semibold = Weight(CGFloat(Float(0.3)))
        public static let bold = Weight(CGFloat(Float(0.4)))
        public static let heavy = Weight(CGFloat(Float(0.56)))
        public static let black = Weight(CGFloat(Float(0.62)))

        /// The system face's name for the nearest named weight: `Ultralight` … `Black`.
        var faceName: String {
            let named: [(Weight, String)] = [(.ultraLight, "Ultralight"), (.thin, "Thin"), (.light, "Light"), (.regular, "Regular"),
                                             (.medium, "Medium"), (.semibold, "Semibold"), (.bold, "Bold"), (.heavy, "Heavy"),
                                             (.black, "Black")]
            return named.min { abs($0.0.rawValue - rawValue) < abs($1.0.rawValue - rawValue) }!.1
        }
    }
}
