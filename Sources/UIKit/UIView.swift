import Foundation

/// A rectangular area of the screen and the root of the view hierarchy.
///
/// Geometry follows UIKit: `frame` is derived from `center`, `bounds.size` and `transform`;
/// `bounds.origin` shifts the content (a scroll view's `contentOffset` is its bounds origin).
/// Changes to animatable properties inside an animation block are recorded on the virtual clock,
/// while the model value changes at once, as on iOS.
open class UIView: UIResponder {
    private var storedCenter: CGPoint
    private var storedBounds: CGRect
    private var storedTransform: CGAffineTransform = .identity
    private var storedAlpha: CGFloat = 1
    private var needsLayout = true

    /// Not `weak`: a weak reference gives the object it points to a side table, which slows every
    /// retain and release of every container view. The invariant that keeps it safe: it is set
    /// only while the view is in the superview's `subviews` (which keeps the view alive), cleared
    /// on removal, and cleared by the superview's `deinit` for the subviews it still has.
    private unowned(unsafe) var storedSuperview: UIView?
    public var superview: UIView? { storedSuperview }
    public private(set) var subviews: [UIView] = []
    /// The controller whose root view this is; it comes next in the responder chain.
    package weak var owningViewController: UIViewController?

    /// A stack view lays its arranged subviews out again when one hides or shows (2.4.10).
    open var isHidden = false {
        didSet { if isHidden != oldValue, let stack = superview as? UIStackView { stack.arrangedSubviewVisibilityChanged(self) } }
    }
    open var isUserInteractionEnabled = true
    open var tag = 0
    open var clipsToBounds = false
    open var isOpaque = true
    open var backgroundColor: UIColor?
    open var autoresizingMask: AutoresizingMask = []
    open var autoresizesSubviews = true
    /// True for views made in code (2.1.7): the frame holds, as autoresizing-mask constraints
    /// when the view takes part in Auto Layout; false lets constraints set the frame.
    open var translatesAutoresizingMaskIntoConstraints = true {
        didSet { if autoLayoutState != nil { superview?.setNeedsLayout() } }
    }
    /// Variables, guides and priorities for Auto Layout, made when the view first takes part.
    package var autoLayoutState: ViewLayoutState?
    /// Names a view in tests and in the simulator's drawing and log.
    open var accessibilityIdentifier: String?
    open var accessibilityLabel: String?
    /// The layer once code has asked for it (`UIView+Layer.swift`).
    package var storedLayer: CALayer?

    private var storedTintColor: UIColor?
    open var tintColor: UIColor! {
        get { storedTintColor ?? superview?.tintColor ?? .systemBlue }
        set { storedTintColor = newValue }
    }

    public init(frame: CGRect) {
        let standard = frame.standardized
        storedCenter = CGPoint(x: standard.midX, y: standard.midY)
        storedBounds = CGRect(origin: .zero, size: standard.size)
        super.init()
    }

    public convenience override init() { self.init(frame: .zero) }

    deinit {
        // Subviews that outlive this view must not point at it (see `storedSuperview`).
        for subview in subviews { subview.storedSuperview = nil }
    }

    /// Views are not archived in the model; this exists so subclasses written as on iOS compile.
    public required init?(coder: NSCoder) {
        storedCenter = .zero
        storedBounds = .zero
        super.init()
    }

    // MARK: Geometry

    open var frame: CGRect {
        get {
            let size = storedBounds.size
            let local = CGRect(x: -size.width / 2, y: -size.height / 2, width: size.width, height: size.height)
            return local.applying(storedTransform).offsetBy(dx: storedCenter.x, dy: storedCenter.y)
        }
        set {
            let old = frame
            let standard = newValue.standardized
            guard standard != old else { return }
            animatableChange("frame", from: .rect(old), to: .rect(standard))
            let oldSize = storedBounds.size
            storedCenter = CGPoint(x: standard.midX, y: standard.midY)
            if autoLayoutState != nil { superview?.setNeedsLayout() }
            if storedTransform.isIdentity { storedBounds.size = standard.size }
            boundsSizeChanged(from: oldSize)
        }
    }

    open var bounds: CGRect {
        get { storedBounds }
        set {
            let standard = newValue.standardized
            guard standard != storedBounds else { return }
            animatableChange("bounds", from: .rect(storedBounds), to: .rect(standard))
            let old = storedBounds
            storedBounds = standard
            if standard.origin != old.origin { boundsOriginChanged() }
            boundsSizeChanged(from: old.size)
        }
    }

    open var center: CGPoint {
        get { storedCenter }
        set {
            guard newValue != storedCenter else { return }
            animatableChange("center", from: .point(storedCenter), to: .point(newValue))
            storedCenter = newValue
            if autoLayoutState != nil { superview?.setNeedsLayout() }
        }
    }

    open var transform: CGAffineTransform {
        get { storedTransform }
        set { storedTransform = newValue }
    }

    open var alpha: CGFloat {
        get { storedAlpha }
        set {
            let clamped = min(max(newValue, 0), 1)
            guard clamped != storedAlpha else { return }
            animatableChange("alpha", from: .scalar(storedAlpha), to: .scalar(clamped))
            storedAlpha = clamped
        }
    }

    /// Called when `bounds.origin` changes (a scroll view's content offset).
    package func boundsOriginChanged() {}

    /// Moves the bounds origin without recording a `bounds` animation: a scroll view records the
    /// change as `contentOffset` instead.
    package func setBoundsOrigin(_ origin: CGPoint) {
        guard origin != storedBounds.origin else { return }
        storedBounds.origin = origin
        boundsOriginChanged()
    }

    private func boundsSizeChanged(from oldSize: CGSize) {
        guard oldSize != storedBounds.size else { return }
        setNeedsLayout()
        guard autoresizesSubviews else { return }
        for subview in subviews { subview.autoresize(superviewSizeChangedFrom: oldSize, to: storedBounds.size) }
    }

    /// Records a change of an animatable property with the animation engine; subclasses call it
    /// for their own animatable properties (content insets, offsets).
    package func animatableChange(_ property: String, from: AnimatableValue, to: AnimatableValue) {
        guard from != to else { return }
        World.current.animator.propertyChanged(self, property: property, from: from, to: to)
    }

    // MARK: Hierarchy

    open var window: UIWindow? {
        var view: UIView? = self
        while let current = view {
            if let window = current as? UIWindow { return window }
            view = current.superview
        }
        return nil
    }

    open override var next: UIResponder? { owningViewController ?? superview }

    open func addSubview(_ view: UIView) {
        insertSubview(view, at: subviews.count)
    }

    open func insertSubview(_ view: UIView, at index: Int) {
        guard view !== self else { return }
        if view.superview === self, let current = subviews.firstIndex(where: { $0 === view }) {
            subviews.remove(at: current)
            subviews.insert(view, at: min(index, subviews.count))
            return
        }
        let oldWindow = view.window
        let newWindow = window
        view.willMove(toSuperview: self)
        if oldWindow !== newWindow { view.propagateWillMove(toWindow: newWindow) }
        view.detachFromSuperview()
        subviews.insert(view, at: max(0, min(index, subviews.count)))
        view.storedSuperview = self
        didAddSubview(view)
        view.didMoveToSuperview()
        if oldWindow !== newWindow { view.propagateDidMoveToWindow() }
        setNeedsLayout()
    }

    open func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
        let index = subviews.firstIndex(where: { $0 === siblingSubview }).map { $0 + 1 } ?? subviews.count
        insertSubview(view, at: index)
    }

    open func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
        let index = subviews.firstIndex(where: { $0 === siblingSubview }) ?? 0
        insertSubview(view, at: index)
    }

    open func bringSubviewToFront(_ view: UIView) {
        guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.append(subviews.remove(at: index))
    }

    open func sendSubviewToBack(_ view: UIView) {
        guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.insert(subviews.remove(at: index), at: 0)
    }

    open func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        subviews.swapAt(index1, index2)
    }

    /// Removes the view from its superview. A first responder inside it resigns first, as on iOS.
    open func removeFromSuperview() {
        guard let parent = superview else { return }
        if let responder = World.current.firstResponder as? UIView, responder.isDescendant(of: self) {
            // Forced: "didEndEditing may be called … even if shouldEndEditing returns NO (e.g. view removed from window)" (3.8).
            World.current.keyboard.forceResign(responder)
        }
        let oldWindow = window
        parent.willRemoveSubview(self)
        willMove(toSuperview: nil)
        if oldWindow != nil { propagateWillMove(toWindow: nil) }
        detachFromSuperview()
        didMoveToSuperview()
        if oldWindow != nil { propagateDidMoveToWindow() }
        parent.setNeedsLayout()
    }

    private func detachFromSuperview() {
        guard let parent = superview else { return }
        // Constraints between this subtree and views outside it go with the move (Auto Layout).
        World.current.activeAutoLayout?.viewWillLeaveSuperview(self)
        parent.subviews.removeAll { $0 === self }
        storedSuperview = nil
    }

    private func propagateWillMove(toWindow newWindow: UIWindow?) {
        willMove(toWindow: newWindow)
        for subview in subviews { subview.propagateWillMove(toWindow: newWindow) }
    }

    private func propagateDidMoveToWindow() {
        didMoveToWindow()
        for subview in subviews { subview.propagateDidMoveToWindow() }
    }

    open func isDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superview
        }
        return false
    }

    open func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for subview in subviews {
            if let found = subview.viewWithTag(tag) { return found }
        }
        return nil
    }

    open func didAddSubview(_ subview: UIView) {}
    open func willRemoveSubview(_ subview: UIView) {}
    open func willMove(toSuperview newSuperview: UIView?) {}
    open func didMoveToSuperview() {}
    open func willMove(toWindow newWindow: UIWindow?) {}
    open func didMoveToWindow() {}

    // MARK: Layout

    open func setNeedsLayout() {
        guard !needsLayout else { return }
        needsLayout = true
        World.current.scheduleLayoutPass()
    }

    /// Lays out this view now if it needs it, then its subviews. With Auto Layout in use, the
    /// outermost call first sets the constrained views' frames in this subtree from the solver.
    open func layoutIfNeeded() {
        let engine = World.current.activeAutoLayout
        let solvedHere = engine?.enterLayout(self) ?? false
        defer { if solvedHere { engine!.exitLayout() } }
        if needsLayout {
            needsLayout = false
            owningViewController?.viewIsAppearingIfNeeded()
            owningViewController?.viewWillLayoutSubviews()
            layoutSubviews()
            owningViewController?.viewDidLayoutSubviews()
        }
        for subview in subviews { subview.layoutIfNeeded() }
    }

    /// Override to position subviews; the default does nothing (autoresizing already ran).
    open func layoutSubviews() {}

    open func setNeedsDisplay() {}

    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

    open func sizeToFit() {
        let fitted = sizeThatFits(bounds.size)
        frame = CGRect(origin: frame.origin, size: fitted)
    }

    public static let noIntrinsicMetric: CGFloat = -1
    open var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }

    /// Applies the autoresizing mask after the superview's bounds changed size, sharing the change
    /// among the flexible parts in proportion to their current sizes, as UIKit does.
    private func autoresize(superviewSizeChangedFrom old: CGSize, to new: CGSize) {
        guard !autoresizingMask.isEmpty else { return }
        var rect = frame
        let horizontal = Self.distribute(
            delta: new.width - old.width,
            parts: [(autoresizingMask.contains(.flexibleLeftMargin), rect.minX),
                    (autoresizingMask.contains(.flexibleWidth), rect.width),
                    (autoresizingMask.contains(.flexibleRightMargin), old.width - rect.maxX)])
        let vertical = Self.distribute(
            delta: new.height - old.height,
            parts: [(autoresizingMask.contains(.flexibleTopMargin), rect.minY),
                    (autoresizingMask.contains(.flexibleHeight), rect.height),
                    (autoresizingMask.contains(.flexibleBottomMargin), old.height - rect.maxY)])
        rect.origin.x += horizontal[0]
        rect.size.width += horizontal[1]
        rect.origin.y += vertical[0]
        rect.size.height += vertical[1]
        frame = rect
    }

    private static func distribute(delta: CGFloat, parts: [(flexible: Bool, size: CGFloat)]) -> [CGFloat] {
        let flexible = parts.filter(\.flexible)
        guard delta != 0, !flexible.isEmpty else { return [0, 0, 0] }
        let total = flexible.reduce(0) { $0 + max($1.size, 0) }
        return parts.map { part in
            guard part.flexible else { return 0 }
            return total > 0 ? delta * max(part.size, 0) / total : delta / CGFloat(flexible.count)
        }
    }

    // MARK: Converting coordinates

    /// A point in this view's bounds, expressed in its superview's bounds.
    private func pointInSuperview(_ point: CGPoint) -> CGPoint {
        let local = CGPoint(x: point.x - storedBounds.midX, y: point.y - storedBounds.midY).applying(storedTransform)
        return CGPoint(x: local.x + storedCenter.x, y: local.y + storedCenter.y)
    }

    /// A point in the superview's bounds, expressed in this view's bounds.
    private func pointFromSuperview(_ point: CGPoint) -> CGPoint {
        let local = CGPoint(x: point.x - storedCenter.x, y: point.y - storedCenter.y).applying(storedTransform.inverted())
        return CGPoint(x: local.x + storedBounds.midX, y: local.y + storedBounds.midY)
    }

    /// The topmost ancestor and the point mapped up to it, view by view from self: no array is
    /// built (conversions run several times per keyboard notification and per visibility check).
    private func pointInRoot(_ point: CGPoint) -> (root: UIView, point: CGPoint) {
        var point = point
        var view = self
        while let parent = view.superview {
            point = view.pointInSuperview(point)
            view = parent
        }
        return (view, point)
    }

    /// The topmost ancestor, without mapping anything.
    private var rootView: UIView {
        var view = self
        while let parent = view.superview { view = parent }
        return view
    }

    /// A point in the root's coordinates mapped down to this view's, topmost ancestor first.
    private func pointFromRoot(_ point: CGPoint) -> CGPoint {
        guard let parent = superview else { return point }
        return pointFromSuperview(parent.pointFromRoot(point))
    }

    /// Converts a point from this view's coordinates to `view`'s; nil means the window's.
    open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        let (root, inRoot) = pointInRoot(point)
        guard let view else { return inRoot }
        return view.pointFromRoot(inRoot, of: root, target: view.rootView)
    }

    /// Maps a point given in `root`'s coordinates down to this view, whose topmost ancestor is
    /// `target`; different roots (windows) go through the screen.
    private func pointFromRoot(_ inRoot: CGPoint, of root: UIView, target: UIView) -> CGPoint {
        if target === root { return pointFromRoot(inRoot) }
        let onScreen = root.pointInSuperview(inRoot)
        return pointFromRoot(target.pointFromSuperview(onScreen))
    }

    /// Converts a point from `view`'s coordinates (nil: the window's) to this view's.
    open func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        guard let view else { return pointFromRoot(point) }
        return view.convert(point, to: self)
    }

    open func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        guard !rect.isNull else { return rect }
        let (root, inRoot) = cornersInRoot(Corners(rect))
        guard let view else { return inRoot.boundingBox }
        return view.cornersFromRoot(inRoot, of: root, target: view.rootView).boundingBox
    }

    open func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        guard !rect.isNull else { return rect }
        guard let view else { return cornersFromRoot(Corners(rect)).boundingBox }
        let (root, inRoot) = view.cornersInRoot(Corners(rect))
        return cornersFromRoot(inRoot, of: root, target: rootView).boundingBox
    }

    // A rectangle is converted by its four corners, moved together: one walk up (and down) the
    // hierarchy instead of four. Each corner takes exactly the steps `convert(_:to:)` takes for
    // a point, so the results are the same to the bit.

    private func cornersInRoot(_ corners: Corners) -> (root: UIView, corners: Corners) {
        var corners = corners
        var view = self
        while let parent = view.superview {
            corners = corners.map { view.pointInSuperview($0) }
            view = parent
        }
        return (view, corners)
    }

    private func cornersFromRoot(_ corners: Corners) -> Corners {
        guard let parent = superview else { return corners }
        return parent.cornersFromRoot(corners).map { pointFromSuperview($0) }
    }

    private func cornersFromRoot(_ inRoot: Corners, of root: UIView, target: UIView) -> Corners {
        if target === root { return cornersFromRoot(inRoot) }
        let onScreen = inRoot.map { root.pointInSuperview($0) }
        return cornersFromRoot(onScreen.map { target.pointFromSuperview($0) })
    }

    /// The four corners of a rectangle as they move through the hierarchy.
    private struct Corners {
        var a, b, c, d: CGPoint

        init(a: CGPoint, b: CGPoint, c: CGPoint, d: CGPoint) { (self.a, self.b, self.c, self.d) = (a, b, c, d) }

        init(_ rect: CGRect) {
            self.init(a: CGPoint(x: rect.minX, y: rect.minY), b: CGPoint(x: rect.maxX, y: rect.minY),
                      c: CGPoint(x: rect.minX, y: rect.maxY), d: CGPoint(x: rect.maxX, y: rect.maxY))
        }

        func map(_ transform: (CGPoint) -> CGPoint) -> Corners {
            Corners(a: transform(a), b: transform(b), c: transform(c), d: transform(d))
        }

        /// The smallest rectangle holding the corners; min and max are taken in the order and
        /// with the comparisons `Array.min()`/`max()` use.
        var boundingBox: CGRect {
            var minX = a.x, maxX = a.x, minY = a.y, maxY = a.y
            func include(_ p: CGPoint) {
                if p.x < minX { minX = p.x }
                if maxX < p.x { maxX = p.x }
                if p.y < minY { minY = p.y }
                if maxY < p.y { maxY = p.y }
            }
            include(b)
            include(c)
            include(d)
            return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
        }
    }

    // MARK: Hit-testing

    /// The farthest descendant that contains the point, skipping hidden views, views with user
    /// interaction disabled and views with alpha below 0.01; subviews are tried front-most first.
    /// Points outside the receiver's bounds never hit, even over a subview that sticks out (5.10).
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard !isHidden, isUserInteractionEnabled, alpha >= 0.01, self.point(inside: point, with: event) else { return nil }
        // "user interactions are temporarily disabled for the views being animated" unless the
        // animation allows them (5.14, 7.10).
        guard !World.current.animator.blocksInteraction(with: self) else { return nil }
        for subview in subviews.reversed() {
            if let hit = subview.hitTest(subview.pointFromSuperview(point), with: event) { return hit }
        }
        return self
    }

    /// True when the point lies in the bounds; the right and bottom edges are outside (5.11).
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        point.x >= storedBounds.minX && point.x < storedBounds.maxX && point.y >= storedBounds.minY && point.y < storedBounds.maxY
    }

    // MARK: Description

    /// `<UITextField; frame = (20 100; 280 31); id = email>`, close to UIKit's own.
    open override var description: String {
        var text = "<\(type(of: self)); frame = (\(Self.number(frame.minX)) \(Self.number(frame.minY)); "
            + "\(Self.number(frame.width)) \(Self.number(frame.height)))"
        if let id = accessibilityIdentifier { text += "; id = \(id)" }
        if tag != 0 { text += "; tag = \(tag)" }
        if isHidden { text += "; hidden = YES" }
        return text + ">"
    }

    // MARK: Drawing hooks for the simulator

    /// The text the simulator's screen drawing shows in this view's box: a label's text, a
    /// button's title, a text field's text or placeholder. Subclasses in the model override it.
    package var drawingLabel: String? { nil }

    /// Where the drawing places `drawingLabel` in the box.
    package var drawingLabelAlignment: NSTextAlignment { .left }

    /// The name the log and the screen drawing use: the accessibility identifier, else the type.
    package var logName: String { accessibilityIdentifier ?? TypeNames.name(of: self) }

    package static func number(_ value: CGFloat) -> String {
        value == value.rounded() ? String(Int(value)) : shortDecimal(value) ?? String(format: "%g", Double(value))
    }
}
