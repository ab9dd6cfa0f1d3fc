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
