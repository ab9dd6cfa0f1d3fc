import Foundation

/// The simulated device's screen. `UIScreen.main` belongs to the current simulated device.
open class UIScreen: NSObject {
    private unowned let world: World

    package init(world: World) {
        self.world = world
        super.init()
    }

    open class var main: UIScreen { World.current.screen }

    /// The screen's bounds in the interface orientation (iOS 8 and later, 1.10.4); portrait-fixed
    /// when the model runs with iOS 7 coordinates (1.10.1).
    open var bounds: CGRect {
        let size = world.usesFixedPortraitCoordinates ? world.device.portraitSize : world.orientedScreenSize
        return CGRect(origin: .zero, size: size)
    }

    /// The portrait-up bounds, whatever the orientation.
    open var nativeBounds: CGRect {
        let size = world.device.portraitSize
        return CGRect(x: 0, y: 0, width: size.width * world.device.scale, height: size.height * world.device.scale)
    }

    /// The screen's coordinates in the interface orientation: "the bounds of this coordinate
    /// space match the bounds property of the screen itself" (modern-uikit.md 7.2). Keyboard
    /// frames are in it (1.10.4).
    open var coordinateSpace: UICoordinateSpace { interfaceSpace }

    /// The portrait-up coordinates: "The bounds of this coordinate space always reflect the
    /// screen dimensions of the device in a portrait-up orientation" (7.3).
    open var fixedCoordinateSpace: UICoordinateSpace { fixedSpace }

    private lazy var interfaceSpace = ScreenCoordinateSpace(world: world, fixed: false)
    private lazy var fixedSpace = ScreenCoordinateSpace(world: world, fixed: true)

    open var scale: CGFloat { world.device.scale }
    open var nativeScale: CGFloat { world.device.scale }

    open override var description: String { "<UIScreen; bounds = \(NSStringFromCGRect(bounds)); scale = \(UIView.number(scale))>" }
}
