/// The status bar's text colour. Raw values are Apple's; the model draws no status bar, so the style is only kept.
public enum UIStatusBarStyle: Int, Sendable {
    case `default` = 0
    case lightContent = 1
    case darkContent = 3
}
