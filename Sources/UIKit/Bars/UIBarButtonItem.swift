import Foundation

/// A button in a toolbar or a navigation bar. On Linux a tap runs the item's `primaryAction` (its `sender` is the
/// item): there is no Objective-C runtime to send `action` to `target`, so those are kept and never called.
open class UIBarButtonItem: UIBarItem {
    open var style: Style = .plain { didSet { barItemChanged() } }
    /// The width of a fixed space, or of the item when positive.
    open var width: CGFloat = 0
    open var customView: UIView?
    open var primaryAction: UIAction?
    open weak var target: AnyObject?
    open var action: Selector?
    open var tintColor: UIColor?
    open var isSelected = false
    open var isHidden = false
    /// The bar showing the item, told when it changes.
    package weak var shownIn: UIView?

    package override func barItemChanged() {
        shownIn?.setNeedsLayout()
        shownIn?.layoutIfNeeded()
    }

    /// The system item it was made as, if any.
    package private(set) var systemItem: SystemItem?

    public override init() { super.init() }

    public convenience init(title: String?, style: Style, target: Any?, action: Selector?) {
        self.init(title: title, image: nil, style: style, target: target, action: action)
    }

    public convenience init(image: UIImage?, style: Style, target: Any?, action: Selector?) {
        self.init(title: nil, image: image, style: style, target: target, action: action)
    }

    private convenience init(title: String?, image: UIImage?, style: Style, target: Any?, action: Selector?) {
        self.init()
        self.title = title
        self.image = image
        self.style = style
        self.target = target as AnyObject?
        self.action = action
    }

    public convenience init(barButtonSystemItem systemItem: SystemItem, target: Any?, action: Selector?) {
        self.init()
        self.systemItem = systemItem
        self.style = systemItem == .done ? .done : .plain
        self.target = target as AnyObject?
        self.action = action
    }

    public convenience init(customView: UIView) {
        self.init()
        self.customView = customView
    }

    /// iOS 14: an item that runs `primaryAction` when tapped, titled by the action unless given a title.
    public convenience init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil) {
        self.init()
        self.title = title ?? primaryAction.flatMap { $0.title.isEmpty ? nil : $0.title }
        self.image = image ?? primaryAction?.image
        self.primaryAction = primaryAction
    }

    public convenience init(systemItem: SystemItem, primaryAction: UIAction? = nil) {
        self.init(barButtonSystemItem: systemItem, target: nil, action: nil)
        self.primaryAction = primaryAction
    }

    public convenience init(primaryAction: UIAction?) {
        self.init(title: nil, image: nil, primaryAction: primaryAction)
    }

    /// A space that takes what the other items leave (iOS 14).
    public static func flexibleSpace() -> UIBarButtonItem { UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil) }

    /// A space of a fixed width (iOS 14).
    public static func fixedSpace(_ width: CGFloat) -> UIBarButtonItem {
        let item = UIBarButtonItem(barButtonSystemItem: .fixedSpace, target: nil, action: nil)
        item.width = width
        return item
    }

    /// What the item shows as text: its title, or the system item's word.
    package var shownTitle: String? { title ?? systemItem?.shownTitle }

    /// Whether the item is a space rather than something to tap.
    package var isSpace: Bool { systemItem == .flexibleSpace || systemItem == .fixedSpace }

    /// A tap on the item: its primary action runs with the item as sender.
    package func performTap() {
        guard isEnabled else { return }
        World.current.log.record(.action, "bar item \(shownTitle ?? accessibilityIdentifier ?? "item")")
        primaryAction?.perform(sender: self)
    }
}
