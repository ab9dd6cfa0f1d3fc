import Foundation

extension UIView {
    /// The part of the view the unsafe edges cover (iOS 11, modern-uikit.md 2.3): on each edge, how far the sensor
    /// housing, home indicator, status bar, a navigation bar or a controller's `additionalSafeAreaInsets` reach into the
    /// view's bounds, so a view pinned to the screen gets the screen's insets and a subview only its overlap
    /// (`top: 39` for a view at y = 20 under a 59-pt top, 2.3.7). The safe rectangle is that of the nearest view
    /// controller whose root view holds this one; a controller's root view adds its `additionalSafeAreaInsets` to what
    /// its container leaves it. Zero while the view is not in a window (2.3.8). A rotated or scaled view is measured
    /// by its bounding box.
    public var safeAreaInsets: UIEdgeInsets {
        guard window != nil else { return .zero }
        let world = World.current
        var controller: UIViewController?
        var ancestor: UIView? = self
        while let current = ancestor, controller == nil {
            controller = current.owningViewController
            ancestor = current.superview
        }
        let safe = controller?.safeRectOnScreen ?? world.screen.bounds.inset(by: world.screenSafeAreaInsets)
        let rect = CoordinateSpaceConversion.convert(bounds, from: self, to: world.screen.coordinateSpace)
        return Self.overlapInsets(of: rect, outside: safe)
    }

    /// How far each edge of `rect` lies outside `safe`, each at most the rectangle's size.
    package static func overlapInsets(of rect: CGRect, outside safe: CGRect) -> UIEdgeInsets {
        func clamp(_ value: CGFloat, _ limit: CGFloat) -> CGFloat { min(max(value, 0), max(limit, 0)) }
        return UIEdgeInsets(top: clamp(safe.minY - rect.minY, rect.height), left: clamp(safe.minX - rect.minX, rect.width),
                            bottom: clamp(rect.maxY - safe.maxY, rect.height), right: clamp(rect.maxX - safe.maxX, rect.width))
    }
}
