import Foundation

extension UIButton {
    /// How a configuration-based button looks (iOS 15, modern-uikit.md §3): a value type, made
    /// from one of the styles. The model draws text only, so colours, corner styles and sizes are
    /// kept for code to read back; what shows is the title (and the image's name), and the
    /// content insets, image and paddings make the intrinsic size.
    ///
    /// Defaults Apple does not document are UNCONFIRMED (3.3–3.8, the reference's plausible
    /// values): content insets top 6, leading 12, bottom 6, trailing 12 for every size; image
    /// padding 0 and title padding 0; size `.medium`; corner style `.dynamic`; image placement
    /// `.leading`; title alignment `.automatic`.
    public struct Configuration: Hashable {
        /// Which factory made it; the styles differ only in the colours they pick.
        package enum Style: String, Hashable, Sendable {
            case plain, tinted, gray, filled, borderless, bordered, borderedTinted, borderedProminent
        }

        public enum Size: Int, Sendable { case medium = 0, small, mini, large }
        public enum CornerStyle: Int, Sendable { case fixed = -1, dynamic, small, medium, large, capsule }
        public enum TitleAlignment: Int, Sendable { case automatic = 0, leading, center, trailing }

        package let style: Style
        public var title: String?
        public var subtitle: String?
        public var image: UIImage?
        public var imagePlacement: NSDirectionalRectEdge = .leading
        public var imagePadding: CGFloat = 0
        public var titlePadding: CGFloat = 0
        public var titleAlignment: TitleAlignment = .automatic
        public var contentInsets = Configuration.defaultInsets
        public var buttonSize: Size = .medium
        public var cornerStyle: CornerStyle = .dynamic
        /// nil lets the style choose ("Setting nil will cede full control to the configuration", 3.9).
        public var baseForegroundColor: UIColor?
        public var baseBackgroundColor: UIColor?
        public var showsActivityIndicator = false
        /// "Default varies by style" (3.11): on for the tinted and filled styles here.
        public var automaticallyUpdateForSelection: Bool

        static let defaultInsets = NSDirectionalEdgeInsets(top: 6, leading: 12, bottom: 6, trailing: 12)

        private init(style: Style) {
            self.style = style
            automaticallyUpdateForSelection = style != .plain && style != .borderless
        }

        public static func plain() -> Configuration { Configuration(style: .plain) }
        public static func tinted() -> Configuration { Configuration(style: .tinted) }
        public static func gray() -> Configuration { Configuration(style: .gray) }
        public static func filled() -> Configuration { Configuration(style: .filled) }
        public static func borderless() -> Configuration { Configuration(style: .borderless) }
        public static func bordered() -> Configuration { Configuration(style: .bordered) }
        public static func borderedTinted() -> Configuration { Configuration(style: .borderedTinted) }
        public static func borderedProminent() -> Configuration { Configuration(style: .borderedProminent) }

        /// "Restores the default content insets" for the button size.
        public mutating func setDefaultContentInsets() { contentInsets = Self.defaultInsets }

        /// "a copy of the configuration updated based on the given button, by applying the
        /// configuration's default values for that button's state to any properties that have
        /// not been customized" (3.12). The defaults that change with state are colours, which the
        /// model does not draw, so the copy equals the configuration.
        public func updated(for button: UIButton) -> Configuration { self }

        /// The text colour the style gives: the base colour if set, else white on the filled
        /// styles and the tint colour on the others.
        package func foregroundColor(tint: UIColor) -> UIColor {
            if let baseForegroundColor { return baseForegroundColor }
            return style == .filled || style == .borderedProminent ? .white : tint
        }

        /// The background the style gives: none for plain and borderless; the tint colour for
        /// the filled styles; a light wash for the others.
        package func backgroundColor(tint: UIColor) -> UIColor? {
            switch style {
            case .plain, .borderless: return baseBackgroundColor
            case .filled, .borderedProminent: return baseBackgroundColor ?? tint
            default: return baseBackgroundColor ?? .systemGray
            }
        }

        public static func == (a: Configuration, b: Configuration) -> Bool {
            a.style == b.style && a.title == b.title && a.subtitle == b.subtitle && a.image === b.image
                && a.imagePlacement == b.imagePlacement && a.imagePadding == b.imagePadding && a.titlePadding == b.titlePadding
                && a.titleAlignment == b.titleAlignment && a.contentInsets == b.contentInsets && a.buttonSize == b.buttonSize
                && a.cornerStyle == b.cornerStyle && a.baseForegroundColor == b.baseForegroundColor
                && a.baseBackgroundColor == b.baseBackgroundColor && a.showsActivityIndicator == b.showsActivityIndicator
                && a.automaticallyUpdateForSelection == b.automaticallyUpdateForSelection
        }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(style)
            hasher.combine(title)
            hasher.combine(contentInsets)
        }
    }
}
