import Foundation

extension UIView {
    /// The part of the view the screen's unsafe edges cover (iOS 11, modern-uikit.md 2.3): on
    /// each edge, how far the sensor housing, home indicator or a shown status bar reaches into
    /// the view's bounds, so a view pinned to the screen gets the screen's insets and a subview
    /// only its overlap (`top: 39` for a view at y = 20 under a 59-pt top, 2.3.7). Zero while the
    /// view is not in a window (2.3.8). The screen's insets come from the device and orientation
    /// (`Simulator.Options.statusBar` adds the status bar); the book's devices have none unless
    /// the status bar is shown. A rotated or scaled view is measured by its bounding box.
    /// View controllers' `additionalSafeAreaInsets` and bars are not modelled (the model draws no
    /// navigation bar).
    public var safeAreaInsets: UIEdgeInsets {
        let world = World.current
        let screenInsets = world.screenSafeAreaInsets
        guard screenInsets != .zero, window != nil else { return .zero }
        let safe = world.screen.bounds.inset(by: screenInsets)
        let rect = CoordinateSpaceConversion.convert(bounds, from: self, to: world.screen.coordinateSpace)
        func clamp(_ value: CGFloat, _ limit: CGFloat) -> CGFloat { min(max(value, 0), max(limit, 0)) }
        return UIEdgeInsets(top: clamp(safe.minY - rect.minY, rect.height), left: clamp(safe.minX - rect.minX, rect.width),
                            bottom: clamp(rect.maxY - safe.maxY, rect.height), right: clamp(rect.maxX - safe.maxX, rect.width))
    }
}
