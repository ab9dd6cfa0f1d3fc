import Foundation
import LayoutSolver

extension World {
    /// The Auto Layout engine, made on first use.
    package var autoLayout: AutoLayoutEngine { service(AutoLayoutEngine.self) }
    /// The engine if some constraint is active, so a layout pass without Auto Layout costs one look-up.
    package var activeAutoLayout: AutoLayoutEngine? {
        guard let engine = existingService(AutoLayoutEngine.self), engine.isInUse else { return nil }
        return engine
    }
}

extension AutoLayoutEngine {
    // MARK: The layout pass

    /// Called as `layoutIfNeeded()` starts. The outermost call solves and sets the frames of the
    /// constrained views in `view`'s subtree (views' own `layoutSubviews` then run as usual);
    /// nested calls return false and do nothing. Changing a superview's size autoresizes its
    /// translating subviews, whose new frames are read again: a few rounds settle it.
    package func enterLayout(_ view: UIView) -> Bool {
        guard layoutDepth == 0 else { return false }
        layoutDepth = 1
        for _ in 0..<4 {
            updateSystemConstraints()
            solver.updateVariables()
            if !applyFrames(under: view) { break }
        }
        return true
    }

    package func exitLayout() { layoutDepth = 0 }

    /// The solved rectangle of a layout guide, in its owning view's coordinates.
    func layoutFrame(of guide: UILayoutGuide) -> CGRect {
        guard let owner = guide.owningView, let ownerState = owner.autoLayoutState, ownerState.isParticipant else { return .zero }
        if layoutDepth == 0 {
            updateSystemConstraints()
            solver.updateVariables()
        }
        let rect = absoluteRect(guide.variables)
        let origin = absoluteRect(ownerState.variables).origin
        return CGRect(x: rect.minX - origin.x, y: rect.minY - origin.y, width: rect.width, height: rect.height)
    }

    /// A solved rectangle in the hierarchy's top coordinates, its edges snapped to the device's pixels.
    private func absoluteRect(_ v: LayoutVariables) -> CGRect {
        let scale = Double(world.device.scale)
        func snap(_ x: Double) -> CGFloat { CGFloat((x * scale).rounded() / scale) }
        let minX = snap(v.left.value), maxX = snap(v.left.value + v.width.value)
        let minY = snap(v.top.value), maxY = snap(v.top.value + v.height.value)
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// Sets the frames of constrained views below `root`, parents before children. Returns true
    /// when a translating view's frame changed meanwhile (autoresizing), so another round is due.
    private func applyFrames(under root: UIView) -> Bool {
        func visit(_ view: UIView) {
            for subview in view.subviews {
                if let state = subview.autoLayoutState, state.isParticipant, !subview.translatesAutoresizingMaskIntoConstraints,
                   let superState = view.autoLayoutState, superState.isParticipant {
                    let rect = absoluteRect(state.variables)
                    let origin = absoluteRect(superState.variables).origin
                    let frame = CGRect(x: rect.minX - origin.x, y: rect.minY - origin.y, width: rect.width, height: rect.height)
                    if subview.transform.isIdentity {
                        subview.frame = frame
                    } else {
                        // As UIKit's engine does, a transformed view gets its bounds and centre; the transform stays.
                        subview.bounds.size = frame.size
                        subview.center = CGPoint(x: frame.midX, y: frame.midY)
                    }
                }
                visit(subview)
            }
        }
        visit(root)
        return participants.contains { view in
            view.translatesAutoresizingMaskIntoConstraints
                && (view.autoLayoutState!.autoresizingFrame != Self.untransformedFrame(view)
                    || view.autoLayoutState!.autoresizingSuperview !== view.superview)
        }
    }

    // MARK: System constraints

    /// Brings the constraints the model makes itself up to date: autoresizing masks, intrinsic
    /// sizes, the safe-area, margins and keyboard guides, and stack views' arrangements.
    func updateSystemConstraints() {
        var index = 0
        while index < participants.count {
            let view = participants[index]
            index += 1
            let state = view.autoLayoutState!
            if let superview = view.superview, superview.autoLayoutState?.isParticipant != true { join(view: superview) }
            if view.translatesAutoresizingMaskIntoConstraints {
                updateAutoresizing(view, state)
                if !state.intrinsic.isEmpty { replace(&state.intrinsic, with: []) }
            } else {
                if !state.autoresizing.isEmpty {
                    replace(&state.autoresizing, with: [])
                    state.autoresizingFrame = nil
                }
                updateIntrinsic(view, state)
            }
            if let guide = state.safeAreaGuide { updateInsetGuide(guide, of: view, insets: safeAreaInsets(of: view), id: "UIViewSafeAreaLayoutGuide") }
            if let guide = state.marginsGuide { updateInsetGuide(guide, of: view, insets: effectiveMargins(of: view), id: "UIViewLayoutMarginsGuide") }
            if let guide = state.keyboardGuide { updateKeyboardGuide(guide, of: view) }
            if let stack = view as? UIStackView, stack.needsArrangement { stack.arrange(engine: self) }
        }
    }

    /// Gives a view (and its ancestors, whose positions its own is measured from) variables and
    /// system constraints.
    func join(view: UIView) {
        let state = state(of: view)
        guard !state.isParticipant || state.engine !== self else { return }
        state.isParticipant = true
        state.engine = self
        participants.append(view)
        if let superview = view.superview { join(view: superview) }
    }

    /// Swaps a set of system constraints for another: the old ones out of the solver, the new in.
    func replace(_ constraints: inout [NSLayoutConstraint], with new: [NSLayoutConstraint]) {
        for constraint in constraints { deactivate(constraint) }
        constraints = new
        for constraint in new { activate(constraint) }
    }

    /// A translating view holds its frame, relative to its superview (reference 2.1.7).
    private func updateAutoresizing(_ view: UIView, _ state: ViewLayoutState) {
        let frame = Self.untransformedFrame(view)
        let superview = view.superview
        if !state.autoresizing.isEmpty && state.autoresizingSuperview === superview {
            guard state.autoresizingFrame != frame else { return }
            let values = [frame.minX, frame.minY, frame.width, frame.height]
            for (constraint, value) in zip(state.autoresizing, values) where constraint.constant != value { constraint.constant = value }
            state.autoresizingFrame = frame
            return
        }
        let mask = Self.maskDescription(view.autoresizingMask)
        func make(_ attribute: NSLayoutConstraint.Attribute, _ value: CGFloat) -> NSLayoutConstraint {
            let relative = attribute == .left || attribute == .top
            return NSLayoutConstraint.system(.autoresizing(mask: mask), first: view, attribute, .equal, second: relative ? superview : nil,
                                          relative ? attribute : .notAnAttribute, constant: value)
        }
        replace(&state.autoresizing, with: [make(.left, frame.minX), make(.top, frame.minY), make(.width, frame.width), make(.height, frame.height)])
        state.autoresizingFrame = frame
        state.autoresizingSuperview = superview
    }

    /// A view's rectangle in its superview without its transform (centre and bounds size), which
    /// is what Auto Layout works with: a rotated root view (iOS 7 coordinates) lays its subviews
    /// out in its own bounds.
    static func untransformedFrame(_ view: UIView) -> CGRect {
        let size = view.bounds.size
        return CGRect(x: view.center.x - size.width / 2, y: view.center.y - size.height / 2, width: size.width, height: size.height)
    }

    /// Where a view's origin is in the top coordinates the solver uses (transforms left out).
    private static func topOrigin(of view: UIView) -> CGPoint {
        var origin = CGPoint.zero
        var current: UIView? = view
        while let item = current {
            let frame = untransformedFrame(item)
            origin.x += frame.minX
            origin.y += frame.minY
            current = item.superview
        }
        return origin
    }

    /// `h=--& v=--&`: per axis the leading margin, the size and the trailing margin, `&` where
    /// flexible; the trailing margin takes up changes when nothing else is flexible.
    static func maskDescription(_ mask: UIView.AutoresizingMask) -> String {
        func axis(_ lead: Bool, _ size: Bool, _ trail: Bool) -> String {
            (lead ? "&" : "-") + (size ? "&" : "-") + (trail || (!lead && !size) ? "&" : "-")
        }
        return "h=" + axis(mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth), mask.contains(.flexibleRightMargin))
            + " v=" + axis(mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight), mask.contains(.flexibleBottomMargin))
    }

    /// A constrained view with an intrinsic size hugs it (`<=` at its hugging priority) and
    /// resists compression (`>=` at its compression-resistance priority), per axis.
    private func updateIntrinsic(_ view: UIView, _ state: ViewLayoutState) {
        let size = view.intrinsicContentSize
        let priorities = state.hugging + state.compressionResistance
        guard size != state.intrinsicSize || priorities != state.intrinsicPriorities else { return }
        state.intrinsicSize = size
        state.intrinsicPriorities = priorities
        var made: [NSLayoutConstraint] = []
        for (axis, value) in [(NSLayoutConstraint.Attribute.width, size.width), (.height, size.height)] where value != UIView.noIntrinsicMetric {
            let index = axis == .width ? 0 : 1
            made.append(NSLayoutConstraint.system(.contentSize, first: view, axis, .lessThanOrEqual, second: nil, .notAnAttribute,
                                               constant: value, priority: UILayoutPriority(state.hugging[index])))
            made.append(NSLayoutConstraint.system(.contentSize, first: view, axis, .greaterThanOrEqual, second: nil, .notAnAttribute,
                                               constant: value, priority: UILayoutPriority(state.compressionResistance[index])))
        }
        replace(&state.intrinsic, with: made)
    }

    /// The safe area and margins guides: the owning view's rectangle inset.
    private func updateInsetGuide(_ guide: UILayoutGuide, of view: UIView, insets: UIEdgeInsets, id: String) {
        let values = [insets.left, insets.top, -(insets.left + insets.right), -(insets.top + insets.bottom)]
        if guide.systemConstraints.count == 4 {
            for (constraint, value) in zip(guide.systemConstraints, values) where constraint.constant != value { constraint.constant = value }
            return
        }
        let attributes: [NSLayoutConstraint.Attribute] = [.left, .top, .width, .height]
        let names = ["left", "top", "width", "height"]
        replace(&guide.systemConstraints, with: (0..<4).map { index in
            NSLayoutConstraint.system(.guide, first: guide, attributes[index], .equal, second: view, attributes[index],
                                   constant: values[index], identifier: "\(id)-\(names[index])")
        })
    }

    /// The owning view's safe-area insets, which its guides follow (read from its current frame;
    /// a constrained view's new frame is read again in the next round).
    func safeAreaInsets(of view: UIView) -> UIEdgeInsets { view.safeAreaInsets }

    /// The margins the margins guide and margin attributes use: the view's layout margins, each
    /// moved inside the safe area where it falls outside it (`insetsLayoutMarginsFromSafeArea`,
    /// true by default: "margins that are outside the safe area are automatically modified to
    /// fall within the safe area boundary").
    func effectiveMargins(of view: UIView) -> UIEdgeInsets {
        let margins = view.layoutMargins, safe = view.safeAreaInsets
        return UIEdgeInsets(top: max(margins.top, safe.top), left: max(margins.left, safe.left),
                            bottom: max(margins.bottom, safe.bottom), right: max(margins.right, safe.right))
    }

    /// Where the keyboard guide's edges go now (see `UIKeyboardLayoutGuide`).
    private enum KeyboardGuideForm: Equatable {
        case hidden(inset: CGFloat)
        case docked(top: CGFloat)
        case floating(CGRect)
    }

    private func keyboardGuideForm(_ guide: UIKeyboardLayoutGuide, of view: UIView) -> KeyboardGuideForm {
        let inset = guide.usesBottomSafeArea ? safeAreaInsets(of: view).bottom : 0
        guard view.window != nil, let placement = world.keyboard.placement else { return .hidden(inset: inset) }
        // The keyboard's screen frame brought into the view (through any rotation of the iOS 7
        // option), then into the solver's top coordinates.
        let origin = Self.topOrigin(of: view)
        func place(_ screenRect: CGRect) -> CGRect {
            view.convert(world.keyboard.reported(screenRect), from: nil).offsetBy(dx: origin.x, dy: origin.y)
        }
        if placement.postsShowHide { return .docked(top: place(placement.visibleFrame).minY) }
        if guide.followsUndockedKeyboard { return .floating(place(placement.frame)) }
        return .hidden(inset: inset)
    }

    private func updateKeyboardGuide(_ guide: UIKeyboardLayoutGuide, of view: UIView) {
        let form = keyboardGuideForm(guide, of: view)
        let current = guide.systemConstraints
        func guideConstraint(_ attribute: NSLayoutConstraint.Attribute, _ second: AnyObject?, _ attr2: NSLayoutConstraint.Attribute,
                             _ constant: CGFloat) -> NSLayoutConstraint {
            NSLayoutConstraint.system(.guide, first: guide, attribute, .equal, second: second, second == nil ? .notAnAttribute : attr2,
                                   constant: constant, identifier: "UIKeyboardLayoutGuide-\(attribute.logName)")
        }
        var made: [NSLayoutConstraint]
        switch form {
        case .hidden(let inset):
            made = [guideConstraint(.left, view, .left, 0), guideConstraint(.width, view, .width, 0),
                    guideConstraint(.bottom, view, .bottom, 0), guideConstraint(.top, view, .bottom, -inset)]
        case .docked(let top):
            made = [guideConstraint(.left, view, .left, 0), guideConstraint(.width, view, .width, 0),
                    guideConstraint(.bottom, view, .bottom, 0), guideConstraint(.top, nil, .notAnAttribute, top)]
        case .floating(let frame):
            made = [guideConstraint(.left, nil, .notAnAttribute, frame.minX), guideConstraint(.width, nil, .notAnAttribute, frame.width),
                    guideConstraint(.bottom, nil, .notAnAttribute, frame.maxY), guideConstraint(.top, nil, .notAnAttribute, frame.minY)]
        }
        // The same shape: only constants change (one solver update each); else rebuild.
        if current.count == 4, zip(current, made).allSatisfy({ $0.secondItem === $1.secondItem && $0.secondAttribute == $1.secondAttribute }) {
            for (constraint, new) in zip(current, made) where constraint.constant != new.constant { constraint.constant = new.constant }
            return
        }
        replace(&guide.systemConstraints, with: made)
    }

    // MARK: Guides and the keyboard

    /// A guide UIKit provides: owned by `view`, which joins the layout.
    func adopt(_ guide: UILayoutGuide, by view: UIView) {
        guide.owningView = view
        join(view: view)
        if let keyboard = guide as? UIKeyboardLayoutGuide { keyboardGuides.append(keyboard) }
        updateSystemConstraints()
    }

    /// A guide leaves its view: the constraints that name it go.
    func guideRemoved(_ guide: UILayoutGuide) {
        for constraint in active.values where constraint.firstItem === guide || constraint.secondItem === guide { deactivate(constraint) }
        guide.systemConstraints = []
    }

    func keyboardGuideChanged(_ guide: UIKeyboardLayoutGuide) {
        guard let view = guide.owningView else { return }
        updateKeyboardGuide(guide, of: view)
        needsLayout(view)
    }

    /// The keyboard moved: inside its animation block, views constrained to a keyboard guide
    /// are laid out now, so their frames animate with the keyboard (0.25 s, curve 7).
    package func keyboardDidMove() {
        guard !keyboardGuides.isEmpty else { return }
        for window in world.windows { window.layoutIfNeeded() }
    }
}
