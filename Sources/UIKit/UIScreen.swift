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

    open var scale: CGFloat { world.device.scale }
    open var nativeScale: CGFloat { world.device.scale }

    open override var description: String { "<UIScreen; bounds = \(NSStringFromCGRect(bounds)); scale = \(UIView.number(scale))>" }
}
