import Foundation

/// Lays a row or column of views out with constraints it makes itself, as UIKit's does (its
/// constraints carry UIKit's `UISV-…` identifiers and show in the unsatisfiable-constraints log).
/// A non-rendering view (2.4.11): it draws nothing of its own. Hidden arranged views take no
/// room (2.4.10).
open class UIStackView: UIView {
    public private(set) var arrangedSubviews: [UIView] = []

    /// `.horizontal` by default (2.4.1).
    open var axis: NSLayoutConstraint.Axis = .horizontal { didSet { arrangementChanged() } }
    open var distribution: Distribution = .fill { didSet { arrangementChanged() } }
    open var alignment: Alignment = .fill { didSet { arrangementChanged() } }
    /// 0 by default (UNCONFIRMED as an explicit default, 2.4.1): exact for the fill
    /// distributions, the least gap for equal spacing and centring (2.4.8).
    open var spacing: CGFloat = 0 { didSet { arrangementChanged() } }

    package var needsArrangement = true
    private var arrangement: [NSLayoutConstraint] = []
    private var spacers: [UILayoutGuide] = []

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    /// Adds the view at the end, as a subview too if it is not one (2.4.10).
    open func addArrangedSubview(_ view: UIView) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.insert(view, at: max(0, min(stackIndex, arrangedSubviews.count)))
        if view.superview !== self { addSubview(view) }
        view.translatesAutoresizingMaskIntoConstraints = false
        arrangementChanged()
    }

    /// "Removes a subview from the list of arranged subviews without removing it as a subview" (2.4.10).
    open func removeArrangedSubview(_ view: UIView) {
        guard arrangedSubviews.contains(where: { $0 === view }) else { return }
        arrangedSubviews.removeAll { $0 === view }
        arrangementChanged()
    }

    /// Removing an arranged view from the stack's subviews also removes it from the arrangement.
    open override func willRemoveSubview(_ subview: UIView) {
        super.willRemoveSubview(subview)
        removeArrangedSubview(subview)
    }

    func arrangedSubviewVisibilityChanged(_ view: UIView) {
        if arrangedSubviews.contains(where: { $0 === view }) { arrangementChanged() }
    }

    private func arrangementChanged() {
        needsArrangement = true
        World.current.autoLayout.join(view: self)
        setNeedsLayout()
    }

    /// Replaces the stack's constraints by ones for its current views and settings.
    func arrange(engine: AutoLayoutEngine) {
        needsArrangement = false
        for spacer in spacers { removeLayoutGuide(spacer) }
        spacers = []
        let horizontal = axis == .horizontal
        let lead: NSLayoutConstraint.Attribute = horizontal ? .leading : .top
        let trail: NSLayoutConstraint.Attribute = horizontal ? .trailing : .bottom
        let length: NSLayoutConstraint.Attribute = horizontal ? .width : .height
        let center: NSLayoutConstraint.Attribute = horizontal ? .centerX : .centerY
        let across: (lead: NSLayoutConstraint.Attribute, trail: NSLayoutConstraint.Attribute, length: NSLayoutConstraint.Attribute,
                     center: NSLayoutConstraint.Attribute) = horizontal ? (.top, .bottom, .height, .centerY) : (.leading, .trailing, .width, .centerX)
        var made: [NSLayoutConstraint] = []
        func add(_ a: AnyObject, _ attrA: NSLayoutConstraint.Attribute, _ relation: NSLayoutConstraint.Relation, _ b: AnyObject?,
                 _ attrB: NSLayoutConstraint.Attribute, multiplier: CGFloat = 1, constant: CGFloat = 0,
                 priority: UILayoutPriority = .required, _ id: String) {
            made.append(NSLayoutConstraint.system(.stackView, first: a, attrA, relation, second: b, b == nil ? .notAnAttribute : attrB,
                                               multiplier: multiplier, constant: constant, priority: priority, identifier: id))
        }
        let visible = arrangedSubviews.filter { !$0.isHidden }
        for view in arrangedSubviews where view.isHidden {
            add(view, length, .equal, nil, .notAnAttribute, "UISV-hiding")
            add(view, lead, .equal, self, lead, "UISV-hiding")
            add(view, across.lead, .equal, self, across.lead, "UISV-hiding")
        }
        if let first = visible.first, let last = visible.last {
            add(first, lead, .equal, self, lead, "UISV-canvas-connection")
            add(last, trail, .equal, self, trail, "UISV-canvas-connection")
        }
        var previousSpacer: UILayoutGuide?
        for (previous, next) in zip(visible, visible.dropFirst()) {
            switch distribution {
            case .fill, .fillEqually, .fillProportionally:
                add(next, lead, .equal, previous, trail, constant: spacing, "UISV-spacing")
            case .equalSpacing, .equalCentering:
                add(next, lead, .greaterThanOrEqual, previous, trail, constant: spacing, "UISV-spacing")
                let spacer = UILayoutGuide()
                spacer.identifier = distribution == .equalSpacing ? "UISV-distributing" : "UISV-distributing-centers"
                addLayoutGuide(spacer)
                spacers.append(spacer)
                let edges: (NSLayoutConstraint.Attribute, NSLayoutConstraint.Attribute) = distribution == .equalSpacing ? (trail, lead) : (center, center)
                add(spacer, lead, .equal, previous, edges.0, "UISV-distributing-edge")
                add(spacer, trail, .equal, next, edges.1, "UISV-distributing-edge")
                if let reference = previousSpacer { add(spacer, length, .equal, reference, length, "UISV-fill-equally") }
                previousSpacer = spacers.first
            }
        }
        if let first = visible.first {
            for view in visible.dropFirst() {
                if distribution == .fillEqually { add(view, length, .equal, first, length, "UISV-fill-equally") }
                if distribution == .fillProportionally {
                    let a = horizontal ? first.intrinsicContentSize.width : first.intrinsicContentSize.height
                    let b = horizontal ? view.intrinsicContentSize.width : view.intrinsicContentSize.height
                    if a > 0 && b > 0 { add(view, length, .equal, first, length, multiplier: b / a, priority: UILayoutPriority(999), "UISV-fill-proportionally") }
                }
            }
        }
        for view in visible {
            switch alignment {
            case .fill:
                add(view, across.lead, .equal, self, across.lead, "UISV-alignment")
                add(view, across.trail, .equal, self, across.trail, "UISV-alignment")
            case .leading:
                add(view, across.lead, .equal, self, across.lead, "UISV-alignment")
                add(view, across.trail, .lessThanOrEqual, self, across.trail, "UISV-spanning-boundary")
            case .trailing:
                add(view, across.trail, .equal, self, across.trail, "UISV-alignment")
                add(view, across.lead, .greaterThanOrEqual, self, across.lead, "UISV-spanning-boundary")
            case .center:
                add(view, across.center, .equal, self, across.center, "UISV-alignment")
                add(view, across.lead, .greaterThanOrEqual, self, across.lead, "UISV-spanning-boundary")
            case .firstBaseline, .lastBaseline:
                let baseline: NSLayoutConstraint.Attribute = alignment == .firstBaseline ? .firstBaseline : .lastBaseline
                if horizontal, let first = visible.first, view !== first { add(view, baseline, .equal, first, baseline, "UISV-alignment") }
                add(view, across.lead, .greaterThanOrEqual, self, across.lead, "UISV-spanning-boundary")
                add(view, across.trail, .lessThanOrEqual, self, across.trail, "UISV-spanning-boundary")
            }
        }
        if alignment != .fill && !visible.isEmpty {
            // Hug the tallest (widest) view when nothing else sizes the stack across.
            add(self, across.length, .equal, nil, .notAnAttribute, priority: UILayoutPriority(25), "UISV-canvas-fit")
        }
        engine.replace(&arrangement, with: made)
    }
}
