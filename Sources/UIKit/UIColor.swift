import Foundation

/// A color, enough for backgrounds, tints and title colors per state.
public final class UIColor: NSObject, @unchecked Sendable {
    public let red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat
    /// The name the simulator's drawing shows (`systemBlue`, `#FF8000`).
    package let name: String

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
        self.name = String(format: "#%02X%02X%02X", Int(red * 255), Int(green * 255), Int(blue * 255))
    }

    public convenience init(white: CGFloat, alpha: CGFloat) { self.init(red: white, green: white, blue: white, alpha: alpha) }

    init(named name: String, _ red: CGFloat, _ green: CGFloat, _ blue: CGFloat, _ alpha: CGFloat = 1) {
        (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
        self.name = name
    }

    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor { UIColor(named: name, red, green, blue, alpha) }

    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIColor else { return false }
        return (red, green, blue, alpha) == (other.red, other.green, other.blue, other.alpha)
    }

    public override var hash: Int { Int(red * 255) << 24 ^ Int(green * 255) << 16 ^ Int(blue * 255) << 8 ^ Int(alpha * 255) }
    public override var description: String { name }

    public static let black = UIColor(named: "black", 0, 0, 0)
    public static let white = UIColor(named: "white", 1, 1, 1)
    public static let clear = UIColor(named: "clear", 0, 0, 0, 0)
    public static let red = UIColor(named: "red", 1, 0, 0)
    public static let green = UIColor(named: "green", 0, 1, 0)
    public static let blue = UIColor(named: "blue", 0, 0, 1)
    public static let gray = UIColor(named: "gray", 0.5, 0.5, 0.5)
    public static let lightGray = UIColor(named: "lightGray", 2 / 3, 2 / 3, 2 / 3)
    public static let darkGray = UIColor(named: "darkGray", 1 / 3, 1 / 3, 1 / 3)
    public static let orange = UIColor(named: "orange", 1, 0.5, 0)
    public static let systemBlue = UIColor(named: "systemBlue", 0, 122 / 255, 1)
    public static let systemRed = UIColor(named: "systemRed", 1, 59 / 255, 48 / 255)
    public static let systemGreen = UIColor(named: "systemGreen", 52 / 255, 199 / 255, 89 / 255)
    public static let systemBackground = UIColor(named: "systemBackground", 1, 1, 1)
    public static let label = UIColor(named: "label", 0, 0, 0)
    public static let secondaryLabel = UIColor(named: "secondaryLabel", 60 / 255, 60 / 255, 67 / 255, 0.6)
    public static let placeholderText = UIColor(named: "placeholderText", 60 / 255, 60 / 255, 67 / 255, 0.3)
    public static let systemGray = UIColor(named: "systemGray", 142 / 255, 142 / 255, 147 / 255)
}
