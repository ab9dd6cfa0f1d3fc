import Foundation

// A view is a coordinate space (iOS 8): `view.convert(keyboardFrame, from: screen.coordinateSpace)`
// is how modern code brings the keyboard's screen frame into a view (modern-uikit.md 7.4).
extension UIView: ScreenMappedSpace {
    /// The point in the screen's coordinates: up to the topmost view (the window), then through
    /// the window's own placement on the screen (its centre, bounds and transform).
    package func pointOnScreen(_ point: CGPoint) -> CGPoint {
        var root: UIView = self
        while let parent = root.superview { root = parent }
        let inRoot = root === self ? point : convert(point, to: root)
        return Self.placed(inRoot, by: root)
    }

    package func pointFromScreen(_ point: CGPoint) -> CGPoint {
        var root: UIView = self
        while let parent = root.superview { root = parent }
        let bounds = root.bounds
        let offset = CGPoint(x: point.x - root.center.x, y: point.y - root.center.y).applying(root.transform.inverted())
        let inRoot = CGPoint(x: offset.x + bounds.midX, y: offset.y + bounds.midY)
        return root === self ? inRoot : convert(inRoot, from: root)
    }

    /// A point in a topmost view's bounds, in the coordinates that view's frame is in.
    private static func placed(_ point: CGPoint, by root: UIView) -> CGPoint {
        let bounds = root.bounds
        let local = CGPoint(x: point.x - bounds.midX, y: point.y - bounds.midY).applying(root.transform)
        return CGPoint(x: local.x + root.center.x, y: local.y + root.center.y)
    }

    public func convert(_ point: CGPoint, to coordinateSpace: UICoordinateSpace) -> CGPoint {
        if let view = coordinateSpace as? UIView { return convert(point, to: view as UIView?) }
        return CoordinateSpaceConversion.convert(point, from: self, to: coordinateSpace)
    }

    public func convert(_ point: CGPoint, from coordinateSpace: UICoordinateSpace) -> CGPoint {
        if let view = coordinateSpace as? UIView { return convert(point, from: view as UIView?) }
        return CoordinateSpaceConversion.convert(point, from: coordinateSpace, to: self)
    }

    public func convert(_ rect: CGRect, to coordinateSpace: UICoordinateSpace) -> CGRect {
        if let view = coordinateSpace as? UIView { return convert(rect, to: view as UIView?) }
        return CoordinateSpaceConversion.convert(rect, from: self, to: coordinateSpace)
    }

    public func convert(_ rect: CGRect, from coordinateSpace: UICoordinateSpace) -> CGRect {
        if let view = coordinateSpace as? UIView { return convert(rect, from: view as UIView?) }
        return CoordinateSpaceConversion.convert(rect, from: coordinateSpace, to: self)
    }
}
