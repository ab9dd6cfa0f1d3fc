import Foundation

/// The backdrop of the app's user interface. Windows fill the screen; with the model's iOS 7
/// coordinates in landscape the window stays portrait and the root view is rotated, as before iOS 8.
open class UIWindow: UIView {
    open var windowLevel: UIWindow.Level = .normal

    open var rootViewController: UIViewController? {
        didSet {
            guard oldValue !== rootViewController else { return }
            if let old = oldValue, old.isViewLoaded, old.view.superview === self {
                old.view.removeFromSuperview()
            }
            installRootView()
        }
    }

    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// A window the size of the screen.
    public convenience init() { self.init(frame: UIScreen.main.bounds) }

    open var screen: UIScreen { UIScreen.main }
    open var isKeyWindow: Bool { World.current.keyWindow === self }

    open override var window: UIWindow? { self }
    open override var next: UIResponder? { nil }

    open func makeKey() {
        let world = World.current
        if !world.windows.contains(where: { $0 === self }) { world.windows.append(self) }
        world.keyWindow = self
    }

    /// Makes this the key window and shows it; its root view controller's view appears.
    open func makeKeyAndVisible() {
        makeKey()
        isHidden = false
        installRootView()
        if let root = rootViewController {
            root.beginAppearanceTransition(true, animated: false)
            root.viewIsAppearingIfNeeded()
            layoutIfNeeded()
            root.endAppearanceTransition()
        }
    }

    /// Puts the root view controller's view in the window, sized to the interface orientation.
    package func installRootView() {
        guard let root = rootViewController else { return }
        let view = root.view!
        if view.superview !== self { addSubview(view) }
        applyInterfaceOrientation()
    }

    /// Sizes the window and the root view for the world's orientation.
    package func applyInterfaceOrientation() {
        let world = World.current
        frame = CGRect(origin: .zero, size: UIScreen.main.bounds.size)
        guard let root = rootViewController, root.isViewLoaded else { return }
        let view = root.view!
        let interface = world.orientedScreenSize
        if world.usesFixedPortraitCoordinates && world.orientation != .portrait {
            // Before iOS 8 the window kept portrait coordinates and the root view was rotated:
            // −π/2 in landscape left (Home button left), +π/2 in landscape right (World.fixedCoordinateRotation).
            let angle = world.fixedCoordinateRotation
            view.transform = CGAffineTransform(rotationAngle: angle)
            view.bounds = CGRect(origin: view.bounds.origin, size: interface)
            view.center = CGPoint(x: bounds.midX, y: bounds.midY)
        } else {
            view.transform = .identity
            view.frame = CGRect(origin: .zero, size: interface)
        }
    }

    public struct Level: RawRepresentable, Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        public static let normal = Level(0)
        public static let statusBar = Level(1000)
        public static let alert = Level(2000)
    }
}
