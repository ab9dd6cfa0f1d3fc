import Foundation

/// A stack of view controllers. Pushing and popping call the appearance methods in UIKit's order
/// (6.2, 6.3): the incoming controller's view loads, then `A.viewWillDisappear`,
/// `B.viewWillAppear`, the slide (0.35 s of virtual time when animated), then
/// `A.viewDidDisappear`, `B.viewDidAppear`.
///
/// The navigation bar sits below the status bar; each controller's view fills the navigation
/// controller's view under a translucent bar, or starts below an opaque one, and the bar's part
/// is taken out of the controller's safe area.
open class UINavigationController: UIViewController {
    private var stack: [UIViewController] = []
    open weak var delegate: UINavigationControllerDelegate?
    private lazy var bar: UINavigationBar = {
        let bar = UINavigationBar()
        bar.navigationController = self
        return bar
    }()
    /// The bar showing the top controller's navigation item.
    open var navigationBar: UINavigationBar { bar }
    open var isNavigationBarHidden = false {
        didSet { bar.isHidden = isNavigationBarHidden; barChanged() }
    }

    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        stack = [rootViewController]
        addChild(rootViewController)
        rootViewController.didMove(toParent: self)
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// The stack, root first. Setting it replaces the stack without animation.
    open var viewControllers: [UIViewController] {
        get { stack }
        set { setViewControllers(newValue, animated: false) }
    }

    open var topViewController: UIViewController? { stack.last }
    /// The controller presented by the top one, if any, else the top one.
    open var visibleViewController: UIViewController? { topViewController?.presentedViewController ?? topViewController }

    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) { isNavigationBarHidden = hidden }

    // MARK: The bar

    /// The bar's frame and the top controller's view follow a change of the bar (hidden, opaque, large title).
    package func barChanged() {
        guard isViewLoaded else { return }
        layoutBarAndTop()
    }

    /// Puts the bar below the status bar (the part of the screen's unsafe top over this view) and the top controller's
    /// view where the bar leaves it, then lays out the views whose safe area changed.
    private func layoutBarAndTop() {
        let world = World.current
        let onScreen = CoordinateSpaceConversion.convert(view.bounds, from: view, to: world.screen.coordinateSpace)
        let statusTop = max(0, safeRectOnScreen.minY - onScreen.minY)
        UIView.performWithoutAnimation {
            bar.frame = CGRect(x: 0, y: statusTop, width: view.bounds.width, height: bar.barHeight)
        }
        if bar.superview !== view { view.addSubview(bar) } else { view.bringSubviewToFront(bar) }
        bar.setNeedsLayout()
        bar.layoutIfNeeded()
        if finishTransitionInFlight == nil, let top = topViewController, let topView = top.viewIfLoaded, topView.superview === view {
            let frame = contentFrame(for: top)
            if topView.frame != frame { UIView.performWithoutAnimation { topView.frame = frame } }
            topView.setNeedsLayout()
        }
    }

    /// Where a child's view goes: the whole view, or below the bar when the bar is opaque (or the child does not extend
    /// under the top bar) and shown.
    private func contentFrame(for child: UIViewController) -> CGRect {
        let bounds = view.bounds
        guard !isNavigationBarHidden else { return bounds }
        let underBar = child.edgesForExtendedLayout.contains(.top) && (bar.isTranslucent || child.extendedLayoutIncludesOpaqueBars)
        guard !underBar else { return bounds }
        let top = bar.frame.maxY
        return CGRect(x: bounds.minX, y: top, width: bounds.width, height: max(0, bounds.height - top))
    }

    /// The bar's part of the screen is not safe for the children.
    package override func safeRectForChild(_ child: UIViewController) -> CGRect {
        var safe = safeRectOnScreen
        guard isViewLoaded, !isNavigationBarHidden, bar.superview === view else { return safe }
        let barBottom = CoordinateSpaceConversion.convert(bar.bounds, from: bar, to: World.current.screen.coordinateSpace).maxY
        if barBottom > safe.minY {
            safe.size.height = max(0, safe.maxY - barBottom)
            safe.origin.y = barBottom
        }
        return safe
    }

    open override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        layoutBarAndTop()
    }

    package override var appearanceForwardingChildren: [UIViewController] { topViewController.map { [$0] } ?? [] }

    private var isOnScreen: Bool { isViewLoaded && appearanceState == .appeared }

    // MARK: The view

    open override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(bar)
        layoutBarAndTop()
        if let top = topViewController { install(top) }
    }

    /// Puts a child's view in the container, under the bar, filling what the bar leaves it.
    private func install(_ controller: UIViewController) {
        let childView = controller.view!
        childView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        UIView.performWithoutAnimation { childView.frame = contentFrame(for: controller) }
        if childView.superview !== view { view.insertSubview(childView, belowSubview: bar) }
        bar.setNeedsLayout()
        bar.layoutIfNeeded()
    }

    // MARK: Push and pop

    /// Pushes a controller. Pushing one already on the stack does nothing (UIKit raises an exception).
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        finishTransitionInFlight?()
        guard !stack.contains(where: { $0 === viewController }) else {
            World.current.log.record(.lifecycle, "warning: pushing \(viewController.logName) more than once is not supported")
            return
        }
        let outgoing = topViewController
        stack.append(viewController)
        addChild(viewController)
        guard isViewLoaded else {
            viewController.didMove(toParent: self)
            return
        }
        _ = viewController.view // loadView, viewDidLoad (6.2)
        guard isOnScreen else {
            outgoing?.viewIfLoaded?.removeFromSuperview()
            install(viewController)
            viewController.didMove(toParent: self)
            return
        }
        viewController.isMovingToParent = true
        outgoing?.beginAppearanceTransition(false, animated: animated)
        viewController.beginAppearanceTransition(true, animated: animated)
        tellDelegate(willShow: viewController, animated: animated)
        let target = contentFrame(for: viewController)
        ViewControllerTransition.animate(owner: self, appearing: viewController, animated: animated, prepare: {
            self.install(viewController)
            if animated { viewController.view.frame = target.offsetBy(dx: target.width, dy: 0) }
        }, animations: {
            viewController.view.frame = target
        }, finish: { [weak self] in
            guard let self else { return }
            outgoing?.viewIfLoaded?.removeFromSuperview()
            outgoing?.endAppearanceTransition()
            viewController.endAppearanceTransition()
            viewController.isMovingToParent = false
            viewController.didMove(toParent: self)
            self.tellDelegate(didShow: viewController, animated: animated)
        })
    }

    /// Pops the top controller; nil when only the root is left.
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard stack.count > 1 else { return nil }
        return pop(toIndex: stack.count - 2, animated: animated)?.last
    }

    /// Pops everything above the root; returns the popped controllers, nil if none.
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard stack.count > 1 else { return nil }
        return pop(toIndex: 0, animated: animated)
    }

    /// Pops until `viewController` is on top; nil if it is not on the stack or already on top.
    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        guard let index = stack.firstIndex(where: { $0 === viewController }), index < stack.count - 1 else { return nil }
        return pop(toIndex: index, animated: animated)
    }

    /// Pops above `index`. Controllers between the target and the top leave without appearance
    /// callbacks (their views are not on screen); the top one transitions out (6.3).
    private func pop(toIndex index: Int, animated: Bool) -> [UIViewController]? {
        finishTransitionInFlight?()
        let popped = Array(stack[(index + 1)...])
        stack.removeSubrange((index + 1)...)
        guard let outgoing = popped.last, let incoming = topViewController else { return nil }
        for controller in popped.dropLast() {
            controller.willMove(toParent: nil)
            controller.viewIfLoaded?.removeFromSuperview()
            controller.removeFromParent()
        }
        guard isOnScreen else {
            outgoing.willMove(toParent: nil)
            outgoing.viewIfLoaded?.removeFromSuperview()
            outgoing.removeFromParent()
            if isViewLoaded { install(incoming) }
            return popped
        }
        outgoing.isMovingFromParent = true
        outgoing.willMove(toParent: nil)
        outgoing.beginAppearanceTransition(false, animated: animated)
        incoming.beginAppearanceTransition(true, animated: animated)
        tellDelegate(willShow: incoming, animated: animated)
        let bounds = view.bounds
        ViewControllerTransition.animate(owner: self, appearing: incoming, animated: animated, prepare: {
            self.install(incoming)
            if let outgoingView = outgoing.viewIfLoaded { self.view.bringSubviewToFront(outgoingView) }
        }, animations: {
            outgoing.viewIfLoaded?.frame = bounds.offsetBy(dx: bounds.width, dy: 0)
        }, finish: { [weak self] in
            guard let self else { return }
            outgoing.viewIfLoaded?.removeFromSuperview()
            outgoing.endAppearanceTransition()
            incoming.endAppearanceTransition()
            outgoing.removeFromParent()
            outgoing.isMovingFromParent = false
            self.tellDelegate(didShow: incoming, animated: animated)
        })
        return popped
    }

    /// `willShow` comes after the appearance will-callbacks and `didShow` after the did-callbacks
    /// (6.5); both are logged, like other delegate calls, when there is a delegate.
    private func tellDelegate(willShow viewController: UIViewController, animated: Bool) {
        guard let delegate else { return }
        World.current.log.record(.delegate, "navigationController(_:willShow:animated:) " + viewController.logName)
        delegate.navigationController(self, willShow: viewController, animated: animated)
    }

    private func tellDelegate(didShow viewController: UIViewController, animated: Bool) {
        guard let delegate else { return }
        World.current.log.record(.delegate, "navigationController(_:didShow:animated:) " + viewController.logName)
        delegate.navigationController(self, didShow: viewController, animated: animated)
    }

    /// Replaces the stack. On screen, the old top disappears and the new top appears at once
    /// (the model does not animate a replacement).
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        finishTransitionInFlight?()
        let oldTop = topViewController
        let removed = stack.filter { old in !viewControllers.contains { $0 === old } }
        for controller in removed {
            controller.willMove(toParent: nil)
        }
        stack = viewControllers
        for controller in viewControllers where controller.parent !== self {
            addChild(controller)
            controller.didMove(toParent: self)
        }
        let newTop = topViewController
        if isViewLoaded, oldTop !== newTop {
            let onScreen = isOnScreen
            if onScreen {
                oldTop?.beginAppearanceTransition(false, animated: false)
                newTop?.beginAppearanceTransition(true, animated: false)
            }
            oldTop?.viewIfLoaded?.removeFromSuperview()
            if let newTop { install(newTop) }
            if onScreen {
                newTop?.viewIsAppearingIfNeeded()
                oldTop?.endAppearanceTransition()
                newTop?.endAppearanceTransition()
            }
        }
        for controller in removed { controller.removeFromParent() }
        barChanged()
    }
}

extension UIViewController {
    /// The nearest navigation controller among this controller's ancestors.
    public var navigationController: UINavigationController? {
        var node = parent
        while let current = node {
            if let navigation = current as? UINavigationController { return navigation }
            node = current.parent
        }
        return nil
    }
}
