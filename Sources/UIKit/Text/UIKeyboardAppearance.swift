/// The keyboard's look. Raw values are Apple's.
public enum UIKeyboardAppearance: Int, Sendable {
    case `default` = 0
    case dark = 1
    case light = 2
    /// Deprecated spelling of `.dark`.
    public static let alert = UIKeyboardAppearance.dark
}
