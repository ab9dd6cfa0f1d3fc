import Foundation

// Auto Layout on UIView: anchors, the guides UIKit provides, installed constraints, content
// priorities and intrinsic size. The engine (AutoLayoutEngine) solves with the Cassowary solver.
extension UIView {
    private func anchor<A: NSObject>(_ attribute: NSLayoutConstraint.Attribute, _ make: () -> A) -> A {
        let state = World.current.autoLayout.state(of: self)
        if let known = state.anchors[attribute.rawValue] as? A { return known }
        let made = make()
        state.anchors[attribute.rawValue] = made
        return made
    }

    public var leadingAnchor: NSLayoutXAxisAnchor { anchor(.leading) { NSLayoutXAxisAnchor(item: self, attribute: .leading) } }
    public var trailingAnchor: NSLayoutXAxisAnchor { anchor(.trailing) { NSLayoutXAxisAnchor(item: self, attribute: .trailing) } }
    public var leftAnchor: NSLayoutXAxisAnchor { anchor(.left) { NSLayoutXAxisAnchor(item: self, attribute: .left) } }
    public var rightAnchor: NSLayoutXAxisAnchor { anchor(.right) { NSLayoutXAxisAnchor(item: self, attribute: .right) } }
    public var topAnchor: NSLayoutYAxisAnchor { anchor(.top) { NSLayoutYAxisAnchor(item: self, attribute: .top) } }
    public var bottomAnchor: NSLayoutYAxisAnchor { anchor(.bottom) { NSLayoutYAxisAnchor(item: self, attribute: .bottom) } }
    public var widthAnchor: NSLayoutDimension { anchor(.width) { NSLayoutDimension(item: self, attribute: .width) } }
    public var heightAnchor: NSLayoutDimension { anchor(.height) { NSLayoutDimension(item: self, attribute: .height) } }
    public var centerXAnchor: NSLayoutXAxisAnchor { anchor(.centerX) { NSLayoutXAxisAnchor(item: self, attribute: .centerX) } }
    public var centerYAnchor: NSLayoutYAxisAnchor { anchor(.centerY) { NSLayoutYAxisAnchor(item: self, attribute: .centerY) } }
    /// Approximated from the font (see NSLayoutYAxisAnchor).
    public var firstBaselineAnchor: NSLayoutYAxisAnchor { anchor(.firstBaseline) { NSLayoutYAxisAnchor(item: self, attribute: .firstBaseline) } }
    public var lastBaselineAnchor: NSLayoutYAxisAnchor { anchor(.lastBaseline) { NSLayoutYAxisAnchor(item: self, attribute: .lastBaseline) } }

    // MARK: Guides

    /// The view's rectangle inset by its safe-area insets (iOS 11).
    public var safeAreaLayoutGuide: UILayoutGuide {
        let engine = World.current.autoLayout
        let state = engine.state(of: self)
        if let guide = state.safeAreaGuide { return guide }
        let guide = UILayoutGuide()
        guide.identifier = "UIViewSafeAreaLayoutGuide"
        state.safeAreaGuide = guide
        engine.adopt(guide, by: self)
        return guide
    }

    /// The view's rectangle inset by its layout margins.
    public var layoutMarginsGuide: UILayoutGuide {
        let engine = World.current.autoLayout
        let state = engine.state(of: self)
        if let guide = state.marginsGuide { return guide }
        let guide = UILayoutGuide()
        guide.identifier = "UIViewLayoutMarginsGuide"
        state.marginsGuide = guide
        engine.adopt(guide, by: self)
        return guide
    }

    /// The part of the view the keyboard covers, following it as it comes and goes (iOS 15).
    public var keyboardLayoutGuide: UIKeyboardLayoutGuide {
        let engine = World.current.autoLayout
        let state = engine.state(of: self)
        if let guide = state.keyboardGuide { return guide }
        let guide = UIKeyboardLayoutGuide()
        guide.identifier = "UIViewKeyboardLayoutGuide"
        state.keyboardGuide = guide
        engine.adopt(guide, by: self)
        return guide
    }

    /// "For most views, the default layout margins are 8 points on each side" (2.3.9). A view
    /// controller's root view has the system minimum margins instead: none at the top and bottom
    /// and 16 at the sides, 20 on screens 414 points wide and wider (the split between 16 and 20
    /// is UNCONFIRMED, 2.3.10). The guide and the margin attributes keep them inside the safe
    /// area. Margin attributes of constraints take the margins current when they are activated.
    public var layoutMargins: UIEdgeInsets {
        get {
            if let explicit = autoLayoutState?.explicitMargins { return explicit }
            guard let controller = owningViewController else { return UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8) }
            let minimum = controller.viewRespectsSystemMinimumLayoutMargins ? controller.systemMinimumLayoutMargins : .zero
            return UIEdgeInsets(top: minimum.top, left: minimum.leading, bottom: minimum.bottom, right: minimum.trailing)
        }
        set {
            World.current.autoLayout.state(of: self).explicitMargins = newValue
            setNeedsLayout()
        }
    }

    /// The layout margins by leading and trailing edge (iOS 11): the same margins as `layoutMargins`, leading being
    /// left in the model's left-to-right layout, so setting either changes both.
    public var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get {
            let margins = layoutMargins
            return NSDirectionalEdgeInsets(top: margins.top, leading: margins.left, bottom: margins.bottom, trailing: margins.right)
        }
        set { layoutMargins = UIEdgeInsets(top: newValue.top, left: newValue.leading, bottom: newValue.bottom, right: newValue.trailing) }
    }

    public var layoutGuides: [UILayoutGuide] { autoLayoutState?.guides ?? [] }

    public func addLayoutGuide(_ layoutGuide: UILayoutGuide) {
        let state = World.current.autoLayout.state(of: self)
        guard !state.guides.contains(where: { $0 === layoutGuide }) else { return }
        layoutGuide.owningView?.removeLayoutGuide(layoutGuide)
        state.guides.append(layoutGuide)
        layoutGuide.owningView = self
    }

    public func removeLayoutGuide(_ layoutGuide: UILayoutGuide) {
        guard let state = autoLayoutState, state.guides.contains(where: { $0 === layoutGuide }) else { return }
        state.guides.removeAll { $0 === layoutGuide }
        World.current.autoLayout.guideRemoved(layoutGuide)
        layoutGuide.owningView = nil
    }

    // MARK: Installed constraints

    /// The active constraints installed on this view: those whose items' closest common ancestor it is.
    public var constraints: [NSLayoutConstraint] {
        guard let engine = World.current.activeAutoLayout else { return [] }
        return engine.constraints(ownedBy: self)
    }

    /// The iOS 6–7 way to activate a constraint; `isActive = true` is the modern one.
    public func addConstraint(_ constraint: NSLayoutConstraint) { constraint.isActive = true }
    public func addConstraints(_ constraints: [NSLayoutConstraint]) { NSLayoutConstraint.activate(constraints) }
    public func removeConstraint(_ constraint: NSLayoutConstraint) { constraint.isActive = false }
    public func removeConstraints(_ constraints: [NSLayoutConstraint]) { NSLayoutConstraint.deactivate(constraints) }

    // MARK: Content priorities and intrinsic size

    /// 250 on both axes for views made in code (2.1.8).
    public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        UILayoutPriority(autoLayoutState?.hugging[axis.rawValue] ?? 250)
    }

    public func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        World.current.autoLayout.state(of: self).hugging[axis.rawValue] = priority.rawValue
        superview?.setNeedsLayout()
    }

    /// 750 on both axes (2.1.8).
    public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        UILayoutPriority(autoLayoutState?.compressionResistance[axis.rawValue] ?? 750)
    }

    public func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        World.current.autoLayout.state(of: self).compressionResistance[axis.rawValue] = priority.rawValue
        superview?.setNeedsLayout()
    }

    /// Tells Auto Layout the intrinsic size changed. The model also reads the size again at
    /// every layout pass, so a label's new text is noticed without it.
    public func invalidateIntrinsicContentSize() {
        autoLayoutState?.intrinsicSize = nil
        superview?.setNeedsLayout()
    }
}
