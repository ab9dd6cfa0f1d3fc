import Foundation

/// What a navigation bar shows while its controller is on top: a title (the controller's unless set here), bar button
/// items on either side, and the back button the next controller shows.
open class UINavigationItem: NSObject {
    /// Whether `title` was set on the item rather than taken from its controller.
    package var hasOwnTitle = true
    private var storedTitle: String?
    open var title: String? {
        get { storedTitle }
        set { storedTitle = newValue; hasOwnTitle = true; barChanged() }
    }
    open var titleView: UIView? { didSet { barChanged() } }
    open var prompt: String?
    open var backButtonTitle: String? { didSet { barChanged() } }
    open var backBarButtonItem: UIBarButtonItem? { didSet { barChanged() } }
    open var hidesBackButton = false { didSet { barChanged() } }
    open var leftItemsSupplementBackButton = false { didSet { barChanged() } }
    open var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic { didSet { barChanged() } }
    open var leftBarButtonItems: [UIBarButtonItem]? { didSet { barChanged() } }
    open var rightBarButtonItems: [UIBarButtonItem]? { didSet { barChanged() } }

    /// The bar showing this item, told when it changes.
    package weak var bar: UINavigationBar?

    public init(title: String) {
        storedTitle = title
        super.init()
    }

    public required init?(coder: NSCoder) { super.init() }

    open var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }

    /// The first of the right items is the rightmost.
    open var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }

    open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) { self.hidesBackButton = hidesBackButton }
    open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) { leftBarButtonItem = item }
    open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) { rightBarButtonItem = item }
    open func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { leftBarButtonItems = items }
    open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { rightBarButtonItems = items }

    /// The controller's title changed and the item has none of its own.
    package func controllerTitleChanged(_ title: String?) {
        storedTitle = title
        barChanged()
    }

    private func barChanged() {
        bar?.setNeedsLayout()
        bar?.layoutIfNeeded()
    }
}
