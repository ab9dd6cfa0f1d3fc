import Foundation

/// A bar of items: 44 points high, the items from the leading edge 16 points in, 8 apart, flexible spaces sharing
/// what is left (the margins and gaps are the model's reading of iOS's layout). The usual Done bar above a keyboard.
open class UIToolbar: UIView {
    open var items: [UIBarButtonItem]? { didSet { setNeedsLayout(); layoutIfNeeded() } }
    open var isTranslucent = true
    open var barTintColor: UIColor?
    private var itemViews: [UIView] = []

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public convenience init() { self.init(frame: .zero) }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) { self.items = items }

    /// 44 points high, as wide as asked (the screen's width when asked for none).
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width > 0 ? size.width : World.current.screen.bounds.width, height: 44)
    }

    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: 44) }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let shown = BarItemsLayout.layout(items ?? [], in: self, from: 16, to: bounds.width - 16, spacing: 8, existing: itemViews)
        BarItemsLayout.removeViews(itemViews, keeping: shown)
        itemViews = shown
    }
}
