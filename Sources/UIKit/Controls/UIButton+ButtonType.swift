import Foundation

extension UIButton {
    /// The kinds of button. Raw values are Apple's (reference 5.1); `.roundedRect` is `.system`
    /// ("Deprecated, use UIButtonTypeSystem instead"). Later SDKs' `.plain` and `.close` have
    /// unconfirmed raw values and are not modelled.
    public enum ButtonType: Int, Sendable {
        case custom = 0
        case system = 1
        case detailDisclosure = 2
        case infoLight = 3
        case infoDark = 4
        case contactAdd = 5

        @available(*, deprecated, renamed: "system")
        public static var roundedRect: ButtonType { .system }
    }
}

/// Swift 4.0–4.1's name; unavailable with Apple's new name, so the compiler says
/// "'UIButtonType' has been renamed to 'UIButton.ButtonType'" and offers the fix, as Xcode does.
@available(*, unavailable, renamed: "UIButton.ButtonType")
public typealias UIButtonType = UIButton.ButtonType
