import Foundation

/// A Core Graphics colour, as `CALayer`'s colour properties take them (`view.layer.borderColor =
/// UIColor.red.cgColor`). Foundation on Linux has no Core Graphics, so the model declares the
/// part layers need: RGBA components in the sRGB space.
public final class CGColor: @unchecked Sendable, Equatable, Hashable, CustomStringConvertible {
    /// Red, green, blue, alpha.
    public let components: [CGFloat]?
    public var numberOfComponents: Int { 4 }
    public var alpha: CGFloat { components?[3] ?? 1 }
    /// The UIColor it came from, so `UIColor(cgColor:)` and the drawing keep the colour's name.
    package let uiColor: UIColor

    package init(_ color: UIColor) {
        uiColor = color
        components = [color.red, color.green, color.blue, color.alpha]
    }

    /// `CGColor(red:green:blue:alpha:)` (iOS 13).
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(UIColor(red: red, green: green, blue: blue, alpha: alpha))
    }

    public convenience init(gray: CGFloat, alpha: CGFloat) { self.init(UIColor(white: gray, alpha: alpha)) }

    public static func == (a: CGColor, b: CGColor) -> Bool { a.components == b.components }
    public func hash(into hasher: inout Hasher) { hasher.combine(components) }

    /// `<CGColor; systemBlue>`: the model names colours rather than listing a colour space.
    public var description: String { "<CGColor; \(uiColor.name)>" }
}

extension UIColor {
    /// The same colour as a `CGColor`.
    public var cgColor: CGColor { CGColor(self) }

    public convenience init(cgColor: CGColor) {
        let c = cgColor.components ?? [0, 0, 0, 1]
        self.init(red: c[0], green: c[1], blue: c[2], alpha: c[3])
    }
}
