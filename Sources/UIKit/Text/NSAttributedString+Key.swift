import Foundation

// The attribute names UIKit declares for attributed strings (`NSFontAttributeName` and friends).
// Foundation on Linux has `NSAttributedString` and its `Key` type but none of these names,
// which on Apple platforms come from UIKit. The raw values are the Objective-C constants'.
extension NSAttributedString.Key {
    /// A `UIFont`.
    public static let font = NSAttributedString.Key("NSFont")
    /// A `UIColor` for the text.
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// A `UIColor` behind the text.
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    /// An `NSNumber` of points between characters.
    public static let kern = NSAttributedString.Key("NSKern")
    /// An `NSNumber` of `NSUnderlineStyle` raw value.
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
    /// An `NSParagraphStyle`.
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
}

extension NSAttributedString {
    /// The font and colour at location 0: what UIKit copies into a label's, field's or text view's `font` and
    /// `textColor` when its `attributedText` is set (nil for an empty string or a missing attribute).
    var leadingFontAndColor: (font: UIFont?, color: UIColor?) {
        guard length > 0 else { return (nil, nil) }
        let first = attributes(at: 0, effectiveRange: nil)
        return (first[.font] as? UIFont, first[.foregroundColor] as? UIColor)
    }
}
