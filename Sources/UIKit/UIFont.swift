import Foundation

/// A font: its point size and the line height text layout uses. The model does not rasterize
/// glyphs; it measures text with an average advance so wrapping and content sizes are stable.
public final class UIFont: NSObject, @unchecked Sendable {
    public let fontName: String
    public let pointSize: CGFloat

    public init?(name: String, size: CGFloat) {
        guard size > 0 else { return nil }
        self.fontName = name
        self.pointSize = size
    }

    private init(systemName: String, size: CGFloat) {
        self.fontName = systemName
        self.pointSize = size
    }

    public class func systemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(systemName: ".SFUI-Regular", size: fontSize) }
    public class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(systemName: ".SFUI-Semibold", size: fontSize) }

    /// The system font in a weight (iOS 8.2, modern-uikit.md 7.7). The face's name follows the
    /// weight (`.SFUI-Medium`); the model measures every weight alike, as it does every font.
    /// `.regular` is the same font `systemFont(ofSize:)` gives and `.semibold` the one
    /// `boldSystemFont(ofSize:)` gives, as their names say.
    public class func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(systemName: ".SFUI-" + weight.faceName, size: fontSize)
    }
    /// The system font for a text style at the default content size category (Large); the
    /// model has no other category, so it does not grow with the user's text size setting.
    public class func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        let (size, weight) = style.defaultSizeAndWeight
        return systemFont(ofSize: size, weight: weight)
    }
    public class var systemFontSize: CGFloat { 14 }
    public class var labelFontSize: CGFloat { 17 }
    public class var buttonFontSize: CGFloat { 18 }

    /// The system font's line height is about 1.193 × its size (17 pt → 20.29 pt); rounded up to
    /// whole points here so layouts land on exact numbers.
    public var lineHeight: CGFloat { (pointSize * 1.193).rounded(.up) }
    public var ascender: CGFloat { (pointSize * 0.952).rounded() }
    public var descender: CGFloat { -(pointSize * 0.241).rounded() }

    /// Average advance of a character, used to wrap text: half the point size.
    package var averageCharacterWidth: CGFloat { pointSize / 2 }

    public func withSize(_ fontSize: CGFloat) -> UIFont { UIFont(systemName: fontName, size: fontSize) }

    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIFont else { return false }
        return fontName == other.fontName && pointSize == other.pointSize
    }

    public override var hash: Int { fontName.hashValue ^ pointSize.hashValue }
    public override var description: String { "\(fontName) \(pointSize)pt" }
}
