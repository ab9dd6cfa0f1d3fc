import Foundation

/// What toolbars and navigation bars hold: a title or an image, enabled or not.
open class UIBarItem: NSObject {
    open var title: String? { didSet { barItemChanged() } }
    open var image: UIImage? { didSet { barItemChanged() } }
    open var isEnabled = true { didSet { barItemChanged() } }
    open var tag = 0
    open var accessibilityIdentifier: String?
    open var accessibilityLabel: String?

    public override init() { super.init() }

    /// Something the bar shows changed: the bar showing the item lays it out again.
    package func barItemChanged() {}
}
