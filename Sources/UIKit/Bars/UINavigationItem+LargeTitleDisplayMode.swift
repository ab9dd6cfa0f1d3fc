extension UINavigationItem {
    /// Whether a bar that prefers large titles shows this item's title large. Raw values are Apple's.
    public enum LargeTitleDisplayMode: Int, Sendable {
        case automatic = 0
        case always = 1
        case never = 2
    }
}
