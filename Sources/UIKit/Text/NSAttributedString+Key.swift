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
