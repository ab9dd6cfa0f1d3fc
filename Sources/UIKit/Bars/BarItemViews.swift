import Foundation

/// The view a bar shows for one of its items: the item's custom view, or this button, which shows the item's title
/// and taps it. iOS draws items in private views too; these are the model's.
package final class BarButtonItemControl: UIButton {
    package let item: UIBarButtonItem

    package init(item: UIBarButtonItem) {
        self.item = item
        super.init(frame: .zero)
        setTitle(item.shownTitle, for: .normal)
        accessibilityIdentifier = item.accessibilityIdentifier
        accessibilityLabel = item.accessibilityLabel ?? item.shownTitle
        addAction(UIAction { [weak item] _ in item?.performTap() }, for: .touchUpInside)
    }

    package required init?(coder: NSCoder) { nil }

    /// The width the item takes in a bar: a custom view's, a fixed space's, the title's at 17 pt (bold for `.done`),
    /// or an image's 24 pt; 8 more on each side for what is tapped.
    package static func width(of item: UIBarButtonItem) -> CGFloat {
        if let custom = item.customView { return custom.frame.width > 0 ? custom.frame.width : custom.intrinsicContentSize.width }
        if item.width > 0 || item.systemItem == .fixedSpace { return item.width }
        if let title = item.shownTitle {
            let font = item.style == .done ? UIFont.boldSystemFont(ofSize: 17) : UIFont.systemFont(ofSize: 17)
            return UILabel.measure(title, font: font, numberOfLines: 1, maxWidth: 0).width
        }
        return 24
    }
}

/// Places bar items in a row: the ones given from the leading edge, spaces flexible or fixed, each item's view
/// centred on the bar's height.
package enum BarItemsLayout {
    /// Lays out `items` in `bar` between `minX` and `maxX` (flexible spaces share what is left) and returns their
    /// views, reusing `existing` where the item is the same (the caller takes the others out).
    package static func layout(_ items: [UIBarButtonItem], in bar: UIView, from minX: CGFloat, to maxX: CGFloat,
                               spacing: CGFloat, existing: [UIView]) -> [UIView] {
        let shown = items.filter { !$0.isHidden }
        let widths = shown.map { $0.systemItem == .flexibleSpace ? 0 : BarButtonItemControl.width(of: $0) }
        let flexibleCount = shown.filter { $0.systemItem == .flexibleSpace }.count
        let fixedTotal = widths.reduce(0, +) + spacing * CGFloat(max(shown.count - 1, 0))
        let flexibleWidth = flexibleCount > 0 ? max(0, (maxX - minX - fixedTotal) / CGFloat(flexibleCount)) : 0
        var x = minX
        var views: [UIView] = []
        for (item, width) in zip(shown, widths) {
            let itemWidth = item.systemItem == .flexibleSpace ? flexibleWidth : width
            defer { x += itemWidth + spacing }
            guard !item.isSpace else { continue }
            let view = view(for: item, existing: existing)
            let height = item.customView.map { $0.frame.height > 0 ? $0.frame.height : bar.bounds.height } ?? bar.bounds.height
            UIView.performWithoutAnimation {
                view.frame = CGRect(x: x, y: ((bar.bounds.height - height) / 2).rounded(), width: itemWidth, height: height)
            }
            item.shownIn = bar
            if let control = view as? BarButtonItemControl {
                control.isEnabled = item.isEnabled
                if control.title(for: .normal) != item.shownTitle { control.setTitle(item.shownTitle, for: .normal) }
                control.accessibilityLabel = item.accessibilityLabel ?? item.shownTitle
            }
            if view.superview !== bar { bar.addSubview(view) }
            views.append(view)
        }
        return views
    }

    /// Takes the views of items no longer shown out of the bar.
    package static func removeViews(_ old: [UIView], keeping shown: [UIView]) {
        for view in old where !shown.contains(where: { $0 === view }) { view.removeFromSuperview() }
    }

    private static func view(for item: UIBarButtonItem, existing: [UIView]) -> UIView {
        if let custom = item.customView { return custom }
        if let reused = existing.first(where: { ($0 as? BarButtonItemControl)?.item === item }) { return reused }
        return BarButtonItemControl(item: item)
    }

    /// The total width of items laid out in a row.
    package static func width(of items: [UIBarButtonItem], spacing: CGFloat) -> CGFloat {
        let shown = items.filter { !$0.isHidden }
        return shown.map { BarButtonItemControl.width(of: $0) }.reduce(0, +) + spacing * CGFloat(max(shown.count - 1, 0))
    }
}
