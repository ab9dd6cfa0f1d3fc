import Foundation

/// The bar at the top of a navigation controller: 44 points high below the status bar (32 on an iPhone in landscape,
/// 96 with a large title), with the top item's title in the middle, its left items or a back button on the left and
/// its right items on the right, 16 points in and 8 apart (the margins and gaps are the model's reading of iOS's).
///
/// Translucent by default: the controller's view then runs under it and the bar is in the view's safe area; opaque,
/// the view starts below it (unless the controller's `extendedLayoutIncludesOpaqueBars`).
open class UINavigationBar: UIView {
    open var isTranslucent = true { didSet { navigationController?.barChanged() } }
    open var barTintColor: UIColor?
    open var prefersLargeTitles = false { didSet { navigationController?.barChanged() } }
    open var titleTextAttributes: [NSAttributedString.Key: Any]?
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any]?

    /// The navigation controller the bar belongs to; its items are then the controllers' items.
    package weak var navigationController: UINavigationController?
    private var ownItems: [UINavigationItem]?
    private var itemViews: [UIView] = []
    /// The back button's item while one is shown.
    private var backBarItem: UIBarButtonItem?
    /// The title as the bar shows it, for reading back and drawing.
    package let titleLabel = UILabel()

    public override init(frame: CGRect) {
        super.init(frame: frame)
        titleLabel.font = .boldSystemFont(ofSize: 17)
        titleLabel.textAlignment = .center
        addSubview(titleLabel)
    }

    public convenience init() { self.init(frame: .zero) }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// The stack of items, bottom first; in a navigation controller, its controllers' items.
    open var items: [UINavigationItem]? {
        get { navigationController.map { $0.viewControllers.map(\.navigationItem) } ?? ownItems }
        set { ownItems = newValue; setNeedsLayout(); layoutIfNeeded() }
    }

    open var topItem: UINavigationItem? { items?.last }
    open var backItem: UINavigationItem? { (items?.count ?? 0) > 1 ? items?[items!.count - 2] : nil }

    open func setItems(_ items: [UINavigationItem]?, animated: Bool) { self.items = items }

    open func pushItem(_ item: UINavigationItem, animated: Bool) { items = (items ?? []) + [item] }

    @discardableResult
    open func popItem(animated: Bool) -> UINavigationItem? {
        guard var stack = items, !stack.isEmpty else { return nil }
        let popped = stack.removeLast()
        items = stack
        return popped
    }

    /// The bar's height: 44, 32 on an iPhone in landscape, 96 with a large title shown.
    package var barHeight: CGFloat {
        let world = World.current
        if world.orientation.isLandscape, world.device.idiom == .phone { return 32 }
        let large = prefersLargeTitles && topItem?.largeTitleDisplayMode != .never
        return large ? 96 : 44
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: barHeight) }

    /// The back button's title: the previous item's back button item or back title, else its title, else "Back".
    package var backButtonTitle: String? {
        guard let backItem, let top = topItem, !top.hidesBackButton else { return nil }
        if top.leftBarButtonItems?.isEmpty == false, !top.leftItemsSupplementBackButton { return nil }
        return backItem.backBarButtonItem?.title ?? backItem.backButtonTitle ?? backItem.title.flatMap { $0.isEmpty ? nil : $0 } ?? "Back"
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        for item in items ?? [] { item.bar = self }
        let top = topItem
        var leftItems = top?.leftBarButtonItems ?? []
        if let title = backButtonTitle {
            if backBarItem?.title != title { backBarItem = backItem(titled: title) }
            leftItems.insert(backBarItem!, at: 0)
        } else {
            backBarItem = nil
        }
        let rightItems = Array((top?.rightBarButtonItems ?? []).reversed())
        let rightWidth = BarItemsLayout.width(of: rightItems, spacing: 8)
        let left = BarItemsLayout.layout(leftItems, in: self, from: 16, to: bounds.width / 2, spacing: 8, existing: itemViews)
        let right = BarItemsLayout.layout(rightItems, in: self, from: bounds.width - 16 - rightWidth, to: bounds.width - 16,
                                          spacing: 8, existing: itemViews)
        BarItemsLayout.removeViews(itemViews, keeping: left + right)
        itemViews = left + right
        titleLabel.text = top?.titleView == nil ? top?.title : nil
        let height = min(bounds.height, 44)
        UIView.performWithoutAnimation {
            titleLabel.frame = CGRect(x: 0, y: bounds.height - height, width: bounds.width, height: height)
        }
        if let titleView = top?.titleView, titleView.superview !== self { addSubview(titleView) }
    }

    /// A back button pops the top controller.
    private func backItem(titled title: String) -> UIBarButtonItem {
        UIBarButtonItem(title: title, primaryAction: UIAction { [weak self] _ in
            _ = self?.navigationController?.popViewController(animated: true)
        })
    }
}
