extension UIBarButtonItem {
    /// How an item's title is drawn: `.done` in bold. Raw values are Apple's (`.bordered` is deprecated).
    public enum Style: Int, Sendable {
        case plain = 0
        case bordered = 1
        case done = 2
    }
}
