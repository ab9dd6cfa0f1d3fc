import Foundation

/// Manages a view hierarchy. The view loads lazily on first access (`loadView`, then
/// `viewDidLoad`, once); the appearance callbacks come in UIKit's order and each is written to
/// the simulator's event log, so a learner can see when their observers are registered.
open class UIViewController: UIResponder {
    private var loadedView: UIView?
    /// The controller's title; the navigation item shows it unless given its own.
    open var title: String? {
        didSet { if let item = storedNavigationItem, !item.hasOwnTitle { item.controllerTitleChanged(title) } }
    }
    private var storedNavigationItem: UINavigationItem?
    /// What a navigation bar shows for this controller: its title and bar button items, made on first use.
    open var navigationItem: UINavigationItem {
        if let storedNavigationItem { return storedNavigationItem }
        let item = UINavigationItem(title: title ?? "")
        item.hasOwnTitle = false
        item.controllerTitleChanged(title)
        storedNavigationItem = item
        return item
    }
    /// Whether the controller's content is being edited; setting it calls `setEditing(_:animated:)` without animation.
    open var isEditing: Bool {
        get { editingNow }
        set { setEditing(newValue, animated: false) }
    }
    private var editingNow = false
    private var storedEditButtonItem: UIBarButtonItem?

    /// Turns editing on or off; the edit button item then reads Done (in the done style) or Edit.
    open func setEditing(_ editing: Bool, animated: Bool) {
        editingNow = editing
        if let item = storedEditButtonItem {
            item.title = editing ? "Done" : "Edit"
            item.style = editing ? .done : .plain
        }
    }

    /// A bar button item that toggles editing: "Edit", then "Done" while editing.
    open var editButtonItem: UIBarButtonItem {
        if let storedEditButtonItem { return storedEditButtonItem }
        let item = UIBarButtonItem(title: isEditing ? "Done" : "Edit", primaryAction: UIAction { [weak self] _ in
            guard let self else { return }
            self.setEditing(!self.isEditing, animated: true)
        })
        item.style = isEditing ? .done : .plain
        storedEditButtonItem = item
        return item
    }

    /// Insets added to the safe area its container gives the root view (a player bar the content must stay above).
    open var additionalSafeAreaInsets: UIEdgeInsets = .zero {
        didSet { viewIfLoaded?.setNeedsLayout(); viewIfLoaded?.superview?.setNeedsLayout() }
    }
    /// The edges along which the view extends under translucent bars (all: under a translucent navigation bar the view
    /// starts at the top of the screen and the bar is in its safe area).
    open var edgesForExtendedLayout: UIRectEdge = .all
    /// Whether the view also extends under opaque bars (false: it starts below an opaque navigation bar).
    open var extendedLayoutIncludesOpaqueBars = false
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic
    /// Whether this controller, as the window's root, hides the status bar (false: iOS shows it). The safe area follows
    /// it after `setNeedsStatusBarAppearanceUpdate()` or the next layout.
    open var prefersStatusBarHidden: Bool { false }
    open var preferredStatusBarStyle: UIStatusBarStyle { .default }
    /// Asks for the status bar to follow `prefersStatusBarHidden` again: the window's views are laid out anew.
    open func setNeedsStatusBarAppearanceUpdate() {
        guard let window = viewIfLoaded?.window else { return }
        for view in [window] + window.subviews { view.setNeedsLayout() }
        window.layoutIfNeeded()
    }
    /// Whether the root view's layout margins are at least `systemMinimumLayoutMargins` (true, as on iOS 11+).
    open var viewRespectsSystemMinimumLayoutMargins = true
    /// The smallest margins the root view gets: none at the top and bottom, 16 at the sides, 20 on screens 414 points
    /// wide and wider (the split between 16 and 20 is the model's reading; Apple gives no number).
    open var systemMinimumLayoutMargins: NSDirectionalEdgeInsets {
        let side: CGFloat = (loadedView?.bounds.width ?? 0) >= 414 ? 20 : 16
        return NSDirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
    }

    public private(set) weak var parent: UIViewController?
    public private(set) var children: [UIViewController] = []
    /// Set while this controller presents another one modally.
    public internal(set) var presentedViewController: UIViewController?
    public internal(set) weak var presentingViewController: UIViewController?

    /// Where the controller is in its appearance cycle, so each callback comes once per transition.
    package enum AppearanceState: Sendable { case disappeared, appearing, appeared, disappearing }
    package private(set) var appearanceState = AppearanceState.disappeared
    private var pendingAppearance: (appearing: Bool, animated: Bool)?

    /// True while a container adds this controller (a push), from the transition's start to its end.
    public internal(set) var isMovingToParent = false
    /// True while a container removes this controller (a pop).
    public internal(set) var isMovingFromParent = false
    /// True while this controller is being presented modally.
    public internal(set) var isBeingPresented = false
    /// True while this controller is being dismissed.
    public internal(set) var isBeingDismissed = false

    /// Set on a presented controller whose presentation style removes the presenter's views
    /// (`.fullScreen`, `.currentContext`), so the presenter gets disappear/appear callbacks (6.7).
    package var presentationCoversPresenter = false
    /// Completes the container transition or presentation in flight at once (a new one started).
    package var finishTransitionInFlight: (() -> Void)?

    /// The children an appearance transition is forwarded to. A navigation controller forwards to
    /// its top controller only; other containers to all their children.
    package var appearanceForwardingChildren: [UIViewController] { children }

    /// A convenience initializer, as on iOS: "Sending init to a view controller calls
    /// initWithNibName:bundle: and passes nil for both arguments" (modern-uikit.md 7.9). So a
    /// subclass that overrides both designated initializers inherits `init()`, and a subclass's
    /// own designated initializer must call `super.init(nibName:bundle:)`, not `super.init()`.
    public convenience override init() { self.init(nibName: nil, bundle: nil) }
    /// The designated initializer (7.9).
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { super.init() }
    /// Controllers are not archived in the model; this exists so subclasses written as on iOS compile.
    public required init?(coder: NSCoder) { super.init() }

    // MARK: The view

    /// The root view, loaded on first access.
    open var view: UIView! {
        get {
            if loadedView == nil { loadViewIfNeeded() }
            return loadedView
        }
        set {
            loadedView?.owningViewController = nil
            loadedView = newValue
            newValue?.owningViewController = self
        }
    }

    open var viewIfLoaded: UIView? { loadedView }
    open var isViewLoaded: Bool { loadedView != nil }

    open func loadViewIfNeeded() {
        guard loadedView == nil else { return }
        logLifecycle("loadView")
        loadView()
        if loadedView == nil {
            view = UIView(frame: UIScreen.main.bounds)
        }
        logLifecycle("viewDidLoad")
        viewDidLoad()
    }

    /// Creates the view; the default makes a plain view the size of the screen that resizes with its superview.
    open func loadView() {
        let root = UIView(frame: UIScreen.main.bounds)
        root.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view = root
    }

    open func viewDidLoad() {}

    /// The part of the screen a child's root view may treat as safe, in screen coordinates: this controller's own safe
    /// rectangle; a navigation controller takes its bar's part away.
    package func safeRectForChild(_ child: UIViewController) -> CGRect { safeRectOnScreen }

    /// This controller's root view's safe rectangle in screen coordinates: what its container (or the screen) leaves
    /// safe over the view, inset by `additionalSafeAreaInsets`.
    package var safeRectOnScreen: CGRect {
        let world = World.current
        let container = parent?.safeRectForChild(self) ?? world.screen.bounds.inset(by: world.screenSafeAreaInsets)
        guard let view = loadedView else { return container }
        let rect = CoordinateSpaceConversion.convert(view.bounds, from: view, to: world.screen.coordinateSpace)
        var insets = UIView.overlapInsets(of: rect, outside: container)
        insets.top += additionalSafeAreaInsets.top
        insets.left += additionalSafeAreaInsets.left
        insets.bottom += additionalSafeAreaInsets.bottom
        insets.right += additionalSafeAreaInsets.right
        return rect.inset(by: insets)
    }
    open func viewWillAppear(_ animated: Bool) {}
    /// Called once per appearance, after `viewWillAppear(_:)` and before `viewDidAppear(_:)`,
    /// once the view is in the view hierarchy with its geometry set: the place for work that
    /// needs the view's size (iOS 13 and later, in the iOS 17 SDK). Not written to the event log,
    /// so logs of lessons stay as they were.
    open func viewIsAppearing(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    open func viewWillDisappear(_ animated: Bool) {}
    open func viewDidDisappear(_ animated: Bool) {}
    open func viewWillLayoutSubviews() {}
    open func viewDidLayoutSubviews() {}

    /// Called before the view's size changes (rotation). Animate alongside with the coordinator.
    open func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        for child in children { child.viewWillTransition(to: size, with: coordinator) }
    }

    open override var next: UIResponder? { loadedView?.superview }

    // MARK: Appearance

    /// Starts an appearance transition: calls `viewWillAppear` or `viewWillDisappear` (once per
    /// transition) and forwards to children. Containers call this, as on iOS.
    open func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        switch (isAppearing, appearanceState) {
        case (true, .disappeared), (true, .disappearing):
            appearanceState = .appearing
            awaitsViewIsAppearing = true
            logLifecycle("viewWillAppear")
            viewWillAppear(animated)
        case (false, .appeared), (false, .appearing):
            appearanceState = .disappearing
            awaitsViewIsAppearing = false
            logLifecycle("viewWillDisappear")
            viewWillDisappear(animated)
        default:
            return
        }
        pendingAppearance = (isAppearing, animated)
        for child in appearanceForwardingChildren { child.beginAppearanceTransition(isAppearing, animated: animated) }
    }

    /// Ends the transition begun last: `viewDidAppear` or `viewDidDisappear`.
    open func endAppearanceTransition() {
        guard let pending = pendingAppearance else { return }
        pendingAppearance = nil
        if pending.appearing {
            viewIsAppearingIfNeeded(requiringWindow: false)
            appearanceState = .appeared
            logLifecycle("viewDidAppear")
            viewDidAppear(pending.animated)
        } else {
            appearanceState = .disappeared
            logLifecycle("viewDidDisappear")
            viewDidDisappear(pending.animated)
        }
        for child in appearanceForwardingChildren { child.endAppearanceTransition() }
    }

    /// Set by an appearing transition's start until `viewIsAppearing(_:)` has been called.
    private var awaitsViewIsAppearing = false

    /// Calls `viewIsAppearing(_:)` if this appearance has not had it yet and the view is in a
    /// window (containers call this once they have installed the view; a layout pass reaching
    /// the view calls it before `viewWillLayoutSubviews`; the transition's end, before
    /// `viewDidAppear(_:)`, in any case). Forwarded to the children that get appearance calls.
    package func viewIsAppearingIfNeeded(requiringWindow: Bool = true) {
        guard awaitsViewIsAppearing, appearanceState == .appearing, let pending = pendingAppearance, pending.appearing else { return }
        if requiringWindow, loadedView?.window == nil { return }
        awaitsViewIsAppearing = false
        viewIsAppearing(pending.animated)
        for child in appearanceForwardingChildren { child.viewIsAppearingIfNeeded(requiringWindow: requiringWindow) }
    }

    package func logLifecycle(_ callback: String) {
        World.current.log.record(.lifecycle, owner: logName, member: callback)
    }

    /// The controller's name in the log: its type, which names the class the learner wrote; its
    /// `title` is not used, so a titled controller logs the same as an untitled one.
    package var logName: String { TypeNames.name(of: self) }

    // MARK: Containment

    open func addChild(_ childController: UIViewController) {
        guard childController.parent !== self else { return }
        childController.removeFromParent()
        childController.willMove(toParent: self)
        children.append(childController)
        childController.parent = self
    }

    open func removeFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
        didMove(toParent: nil)
    }

    open func willMove(toParent parent: UIViewController?) {}
    open func didMove(toParent parent: UIViewController?) {}

    // MARK: Presentation (implemented in Controllers/UIViewController+Presentation.swift)

    /// Presents a controller modally; see `performPresentation` for the callbacks each style gets.
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        performPresentation(viewControllerToPresent, animated: flag, completion: completion)
    }

    /// Dismisses the controller this one presented, or asks this one's presenter to dismiss it.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        performDismissal(animated: flag, completion: completion)
    }

    /// Pushes onto the navigation controller if there is one, otherwise presents modally.
    open func show(_ vc: UIViewController, sender: Any?) {
        if let navigationController {
            navigationController.pushViewController(vc, animated: true)
        } else {
            present(vc, animated: true)
        }
    }

    open override var description: String { "<\(type(of: self))>" }
}

/// How a controller is presented modally. Raw values are Apple's.
public enum UIModalPresentationStyle: Int, Sendable {
    case fullScreen = 0
    case pageSheet = 1
    case formSheet = 2
    case currentContext = 3
    case custom = 4
    case overFullScreen = 5
    case overCurrentContext = 6
    case popover = 7
    case none = -1
    case automatic = -2
}
