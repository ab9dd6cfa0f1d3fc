import Foundation

/// A space points and rectangles can be converted between (iOS 8): views, and the screen's
/// interface-oriented `coordinateSpace` and portrait-up `fixedCoordinateSpace`.
public protocol UICoordinateSpace: AnyObject {
    func convert(_ point: CGPoint, to coordinateSpace: UICoordinateSpace) -> CGPoint
    func convert(_ point: CGPoint, from coordinateSpace: UICoordinateSpace) -> CGPoint
    func convert(_ rect: CGRect, to coordinateSpace: UICoordinateSpace) -> CGRect
    func convert(_ rect: CGRect, from coordinateSpace: UICoordinateSpace) -> CGRect
    var bounds: CGRect { get }
}

/// How the model's coordinate spaces meet: each maps its points to and from the screen's
/// coordinates, the space windows are placed in (interface-oriented since iOS 8, 1.10.4).
package protocol ScreenMappedSpace: UICoordinateSpace {
    func pointOnScreen(_ point: CGPoint) -> CGPoint
    func pointFromScreen(_ point: CGPoint) -> CGPoint
}

package enum CoordinateSpaceConversion {
    /// A point from one space to another through the screen. A space the model did not make
    /// (a learner's own type) is taken to be the screen's coordinates.
    package static func convert(_ point: CGPoint, from source: UICoordinateSpace, to target: UICoordinateSpace) -> CGPoint {
        if source === target { return point }
        let onScreen = (source as? ScreenMappedSpace)?.pointOnScreen(point) ?? point
        return (target as? ScreenMappedSpace)?.pointFromScreen(onScreen) ?? onScreen
    }

    /// A rectangle by its four corners: the smallest rectangle holding them.
    package static func convert(_ rect: CGRect, from source: UICoordinateSpace, to target: UICoordinateSpace) -> CGRect {
        guard !rect.isNull else { return rect }
        let corners = [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                       CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY)]
            .map { convert($0, from: source, to: target) }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }
}

/// The screen's two coordinate spaces (modern-uikit.md 7.2, 7.3).
package final class ScreenCoordinateSpace: NSObject, ScreenMappedSpace {
    private unowned let world: World
    /// True for `fixedCoordinateSpace`: portrait-up whatever the orientation.
    private let fixed: Bool

    package init(world: World, fixed: Bool) {
        self.world = world
        self.fixed = fixed
        super.init()
    }

    /// `coordinateSpace`: the screen's bounds; `fixedCoordinateSpace`: the portrait-up size.
    package var bounds: CGRect {
        fixed ? CGRect(origin: .zero, size: world.device.portraitSize) : world.screen.bounds
    }

    /// From the screen's (window) coordinates to portrait-up ones: the rotation the window gives
    /// its root view in portrait-fixed coordinates (`World.fixedCoordinateRotation`). Identity when
    /// the screen itself is portrait-fixed (the iOS 7 option) or the device is upright.
    private var screenToFixed: CGAffineTransform {
        guard fixed, !world.usesFixedPortraitCoordinates, world.orientation != .portrait else { return .identity }
        let portrait = world.device.portraitSize
        let oriented = world.orientedScreenSize
        return CGAffineTransform(translationX: -oriented.width / 2, y: -oriented.height / 2)
            .concatenating(CGAffineTransform(rotationAngle: world.fixedCoordinateRotation))
            .concatenating(CGAffineTransform(translationX: portrait.width / 2, y: portrait.height / 2))
    }

    package func pointOnScreen(_ point: CGPoint) -> CGPoint { Self.rounded(point.applying(screenToFixed.inverted())) }
    package func pointFromScreen(_ point: CGPoint) -> CGPoint { Self.rounded(point.applying(screenToFixed)) }

    /// Rotations by quarter turns leave sin/cos residue (6e-17); whole points stay whole.
    private static func rounded(_ point: CGPoint) -> CGPoint {
        func clean(_ value: CGFloat) -> CGFloat { abs(value - value.rounded()) < 1e-9 ? value.rounded() : value }
        return CGPoint(x: clean(point.x), y: clean(point.y))
    }

    package func convert(_ point: CGPoint, to coordinateSpace: UICoordinateSpace) -> CGPoint {
        CoordinateSpaceConversion.convert(point, from: self, to: coordinateSpace)
    }
    package func convert(_ point: CGPoint, from coordinateSpace: UICoordinateSpace) -> CGPoint {
        CoordinateSpaceConversion.convert(point, from: coordinateSpace, to: self)
    }
    package func convert(_ rect: CGRect, to coordinateSpace: UICoordinateSpace) -> CGRect {
        CoordinateSpaceConversion.convert(rect, from: self, to: coordinateSpace)
    }
    package func convert(_ rect: CGRect, from coordinateSpace: UICoordinateSpace) -> CGRect {
        CoordinateSpaceConversion.convert(rect, from: coordinateSpace, to: self)
    }

    package override var description: String {
        "<\(fixed ? "_UIScreenFixedCoordinateSpace" : "UIScreen"); bounds = \(NSStringFromCGRect(bounds))>"
    }
}
