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
    // The other fixed colors, and the system colors as iOS resolves them in light mode (Apple's Human Interface
    // Guidelines, Color: the default light values).
    public static let yellow = UIColor(named: "yellow", 1, 1, 0)
    public static let cyan = UIColor(named: "cyan", 0, 1, 1)
    public static let magenta = UIColor(named: "magenta", 1, 0, 1)
    public static let purple = UIColor(named: "purple", 0.5, 0, 0.5)
    public static let brown = UIColor(named: "brown", 0.6, 0.4, 0.2)
    public static let lightText = UIColor(named: "lightText", 1, 1, 1, 0.6)
    public static let darkText = UIColor(named: "darkText", 0, 0, 0)
    public static let systemOrange = UIColor(named: "systemOrange", 1, 149 / 255, 0)
    public static let systemYellow = UIColor(named: "systemYellow", 1, 204 / 255, 0)
    public static let systemPink = UIColor(named: "systemPink", 1, 45 / 255, 85 / 255)
    public static let systemPurple = UIColor(named: "systemPurple", 175 / 255, 82 / 255, 222 / 255)
    public static let systemTeal = UIColor(named: "systemTeal", 48 / 255, 176 / 255, 199 / 255)
    public static let systemIndigo = UIColor(named: "systemIndigo", 88 / 255, 86 / 255, 214 / 255)
    public static let systemCyan = UIColor(named: "systemCyan", 50 / 255, 173 / 255, 230 / 255)
    public static let systemMint = UIColor(named: "systemMint", 0, 199 / 255, 190 / 255)
    public static let systemBrown = UIColor(named: "systemBrown", 162 / 255, 132 / 255, 94 / 255)
    public static let systemGray2 = UIColor(named: "systemGray2", 174 / 255, 174 / 255, 178 / 255)
    public static let systemGray3 = UIColor(named: "systemGray3", 199 / 255, 199 / 255, 204 / 255)
    public static let systemGray4 = UIColor(named: "systemGray4", 209 / 255, 209 / 255, 214 / 255)
    public static let systemGray5 = UIColor(named: "systemGray5", 229 / 255, 229 / 255, 234 / 255)
    public static let systemGray6 = UIColor(named: "systemGray6", 242 / 255, 242 / 255, 247 / 255)
    public static let secondarySystemBackground = UIColor(named: "secondarySystemBackground", 242 / 255, 242 / 255, 247 / 255)
    public static let tertiarySystemBackground = UIColor(named: "tertiarySystemBackground", 1, 1, 1)
    public static let systemGroupedBackground = UIColor(named: "systemGroupedBackground", 242 / 255, 242 / 255, 247 / 255)
    public static let secondarySystemGroupedBackground = UIColor(named: "secondarySystemGroupedBackground", 1, 1, 1)
    public static let tertiarySystemGroupedBackground = UIColor(named: "tertiarySystemGroupedBackground", 242 / 255, 242 / 255, 247 / 255)
    public static let tertiaryLabel = UIColor(named: "tertiaryLabel", 60 / 255, 60 / 255, 67 / 255, 0.3)
    public static let quaternaryLabel = UIColor(named: "quaternaryLabel", 60 / 255, 60 / 255, 67 / 255, 0.18)
    public static let separator = UIColor(named: "separator", 60 / 255, 60 / 255, 67 / 255, 0.29)
    public static let opaqueSeparator = UIColor(named: "opaqueSeparator", 198 / 255, 198 / 255, 200 / 255)
    public static let link = UIColor(named: "link", 0, 122 / 255, 1)
    public static let systemFill = UIColor(named: "systemFill", 120 / 255, 120 / 255, 128 / 255, 0.2)
    public static let secondarySystemFill = UIColor(named: "secondarySystemFill", 120 / 255, 120 / 255, 128 / 255, 0.16)
    public static let tertiarySystemFill = UIColor(named: "tertiarySystemFill", 118 / 255, 118 / 255, 128 / 255, 0.12)
    public static let quaternarySystemFill = UIColor(named: "quaternarySystemFill", 116 / 255, 116 / 255, 128 / 255, 0.08)
    /// The tint color a view inherits by default: system blue.
    public static let tintColor = UIColor(named: "tintColor", 0, 122 / 255, 1)
}
