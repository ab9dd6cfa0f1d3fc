import Foundation
import Simulator
import Testing
import UIKit

@MainActor @Suite(.serialized) struct UIViewGeometryTests {
    @Test func frameBoundsAndCenterStayConsistent() {
        let sim = Simulator(device: .iPhone4Inch)
        _ = sim
        let view = UIView(frame: CGRect(x: 20, y: 100, width: 280, height: 31))
        #expect(view.bounds == CGRect(x: 0, y: 0, width: 280, height: 31))
        #expect(view.center == CGPoint(x: 160, y: 115.5))
        view.center = CGPoint(x: 160, y: 200)
        #expect(view.frame == CGRect(x: 20, y: 184.5, width: 280, height: 31))
        view.bounds = CGRect(x: 0, y: 0, width: 100, height: 50)
        #expect(view.frame == CGRect(x: 110, y: 175, width: 100, height: 50))
        // A negative size is standardized, as Core Graphics does.
        view.frame = CGRect(x: 50, y: 50, width: -10, height: -20)
        #expect(view.frame == CGRect(x: 40, y: 30, width: 10, height: 20))
    }

    @Test func transformChangesFrameButNotBounds() {
        _ = Simulator(device: .iPhone4Inch)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        view.transform = CGAffineTransform(rotationAngle: .pi / 2)
        #expect(view.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(view.center == CGPoint(x: 50, y: 25))
        #expect(view.frame == CGRect(x: 25, y: -25, width: 50, height: 100))
        view.transform = CGAffineTransform(scaleX: 2, y: 2)
        #expect(view.frame == CGRect(x: -50, y: -25, width: 200, height: 100))
        view.transform = .identity
        #expect(view.frame == CGRect(x: 0, y: 0, width: 100, height: 50))
    }

    @Test func convertPointsAndRectsBetweenViews() {
        _ = Simulator(device: .iPhone4Inch)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 568))
        let container = UIView(frame: CGRect(x: 10, y: 20, width: 300, height: 500))
        let field = UIView(frame: CGRect(x: 5, y: 30, width: 100, height: 31))
        window.addSubview(container)
        container.addSubview(field)
        #expect(field.convert(CGPoint(x: 0, y: 0), to: nil) == CGPoint(x: 15, y: 50))
        #expect(field.convert(CGPoint(x: 0, y: 0), to: window) == CGPoint(x: 15, y: 50))
        #expect(field.convert(field.bounds, to: nil) == CGRect(x: 15, y: 50, width: 100, height: 31))
        #expect(container.convert(CGRect(x: 15, y: 50, width: 100, height: 31), from: nil) == CGRect(x: 5, y: 30, width: 100, height: 31))
        #expect(field.convert(CGPoint(x: 15, y: 50), from: nil) == .zero)
        #expect(container.convert(CGPoint(x: 1, y: 1), from: field) == CGPoint(x: 6, y: 31))
        #expect(field.convert(CGPoint(x: 6, y: 31), from: container) == CGPoint(x: 1, y: 1))
    }

    /// A rectangle converts as its four corners do (rectangles move all corners in one walk,
    /// points one at a time): across windows, through rotated, scaled and scrolled ancestors.
    @Test func rectsConvertAsTheirCornersDo() {
        _ = Simulator(device: .iPhone4Inch)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 568))
        let other = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 568))
        other.center = CGPoint(x: 170, y: 300)
        let rotated = UIView(frame: CGRect(x: 10, y: 20, width: 300, height: 500))
        rotated.transform = CGAffineTransform(rotationAngle: .pi / 6)
        let scrolled = UIView(frame: CGRect(x: 7, y: 9, width: 200, height: 300))
        scrolled.bounds.origin = CGPoint(x: 3, y: 41.5)
        let scaled = UIView(frame: CGRect(x: 30, y: 60, width: 50, height: 40))
        scaled.transform = CGAffineTransform(scaleX: 1.5, y: 0.75)
        let elsewhere = UIView(frame: CGRect(x: 12, y: 34, width: 100, height: 100))
        window.addSubview(rotated)
        rotated.addSubview(scrolled)
        scrolled.addSubview(scaled)
        other.addSubview(elsewhere)
        func cornerBox(_ rect: CGRect, _ map: (CGPoint) -> CGPoint) -> CGRect {
            let points = [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                          CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY)].map(map)
            let xs = points.map(\.x), ys = points.map(\.y)
            return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
        }
        let rect = CGRect(x: 1.25, y: -3, width: 17, height: 9.5)
        for (from, to) in [(scaled, nil), (scaled, elsewhere), (elsewhere, scaled), (scrolled, rotated), (rotated, scaled)] as [(UIView, UIView?)] {
            #expect(from.convert(rect, to: to) == cornerBox(rect) { from.convert($0, to: to) })
            #expect(from.convert(rect, from: to) == cornerBox(rect) { from.convert($0, from: to) })
        }
        #expect(scaled.convert(CGRect.null, to: nil).isNull)
        // 50×40 scaled to 75×30, then turned 30°: 75 cos 30° + 30 sin 30° by 75 sin 30° + 30 cos 30°.
        let onScreen = scaled.convert(scaled.bounds, to: nil)
        #expect(abs(onScreen.width - 79.95) < 0.01 && abs(onScreen.height - 63.48) < 0.01)
    }

    @Test func boundsOriginShiftsConvertedCoordinates() {
        _ = Simulator(device: .iPhone4Inch)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 568))
        let scroller = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 568))
        let field = UIView(frame: CGRect(x: 20, y: 400, width: 280, height: 31))
        window.addSubview(scroller)
        scroller.addSubview(field)
        scroller.bounds.origin = CGPoint(x: 0, y: 79)
        #expect(field.convert(field.bounds, to: nil) == CGRect(x: 20, y: 321, width: 280, height: 31))
        #expect(scroller.convert(CGPoint(x: 0, y: 0), to: nil) == CGPoint(x: 0, y: -79))
        #expect(scroller.convert(CGRect(x: 0, y: 352, width: 320, height: 216), from: nil) == CGRect(x: 0, y: 431, width: 320, height: 216))
    }

    @Test func rotatedRootViewConvertsThePortraitKeyboardFrame() {
        // Before iOS 8 a landscape app's root view was rotated inside a portrait window (1.10.1);
        // in landscape right (+π/2) converting the iPad's keyboard {{0, 0}, {352, 1024}} gives
        // {{0, 416}, {1024, 352}} (10.5).
        _ = Simulator(device: .iPad)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 768, height: 1024))
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 1024, height: 768))
        window.addSubview(root)
        root.transform = CGAffineTransform(rotationAngle: .pi / 2)
        root.center = CGPoint(x: 384, y: 512)
        #expect(root.frame == CGRect(x: 0, y: 0, width: 768, height: 1024))
        #expect(root.bounds == CGRect(x: 0, y: 0, width: 1024, height: 768))
        #expect(root.convert(CGRect(x: 0, y: 0, width: 352, height: 1024), from: nil) == CGRect(x: 0, y: 416, width: 1024, height: 352))
        #expect(root.convert(CGPoint(x: 0, y: 0), to: nil) == CGPoint(x: 768, y: 0))
        #expect(root.convert(CGPoint(x: 1024, y: 768), to: nil) == CGPoint(x: 0, y: 1024))

        // Landscape left turns the root view the other way (−π/2): the keyboard along the portrait
        // right edge, {{416, 0}, {352, 1024}}, lands at the same place in the view.
        root.transform = CGAffineTransform(rotationAngle: -.pi / 2)
        #expect(root.frame == CGRect(x: 0, y: 0, width: 768, height: 1024))
        #expect(root.convert(CGRect(x: 416, y: 0, width: 352, height: 1024), from: nil) == CGRect(x: 0, y: 416, width: 1024, height: 352))
        #expect(root.convert(CGPoint(x: 0, y: 0), to: nil) == CGPoint(x: 0, y: 1024))
    }

    @Test func autoresizingShareTheChangeAmongFlexibleParts() {
        _ = Simulator(device: .iPhone4Inch)
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 568))
        let stretch = UIView(frame: CGRect(x: 20, y: 100, width: 280, height: 31))
        stretch.autoresizingMask = [.flexibleWidth]
        let pinnedBottom = UIView(frame: CGRect(x: 0, y: 518, width: 320, height: 50))
        pinnedBottom.autoresizingMask = [.flexibleTopMargin, .flexibleWidth]
        let centered = UIView(frame: CGRect(x: 110, y: 0, width: 100, height: 10))
        centered.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin]
        let fixed = UIView(frame: CGRect(x: 5, y: 5, width: 10, height: 10))
        for view in [stretch, pinnedBottom, centered, fixed] { parent.addSubview(view) }
        parent.frame = CGRect(x: 0, y: 0, width: 568, height: 320)
        #expect(stretch.frame == CGRect(x: 20, y: 100, width: 528, height: 31))
        #expect(pinnedBottom.frame == CGRect(x: 0, y: 270, width: 568, height: 50))
        #expect(centered.frame == CGRect(x: 234, y: 0, width: 100, height: 10))
        #expect(fixed.frame == CGRect(x: 5, y: 5, width: 10, height: 10))
        // Turned off for the parent: nothing moves.
        parent.autoresizesSubviews = false
        parent.frame = CGRect(x: 0, y: 0, width: 320, height: 568)
        #expect(stretch.frame == CGRect(x: 20, y: 100, width: 528, height: 31))
    }

    @Test func descriptionNamesTypeFrameAndIdentifier() {
        _ = Simulator(device: .iPhone4Inch)
        let view = UIView(frame: CGRect(x: 20, y: 100, width: 280, height: 31))
        view.accessibilityIdentifier = "email"
        view.tag = 3
        #expect(view.description == "<UIView; frame = (20 100; 280 31); id = email; tag = 3>")
    }

    /// `superview` is not a counted reference: a subview that outlives its superview reads nil,
    /// as with a weak reference, and a removed subview reads nil at once.
    @Test func aSubviewOutlivingItsSuperviewHasNoSuperview() {
        _ = Simulator(device: .iPhone4Inch)
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let grandchild = UIView(frame: .zero)
        child.addSubview(grandchild)
        weak var weakParent: UIView?
        do {
            let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            weakParent = parent
            parent.addSubview(child)
            #expect(child.superview === parent)
            #expect(child.convert(CGPoint(x: 1, y: 1), to: nil) == CGPoint(x: 1, y: 1))
        }
        #expect(weakParent == nil)
        #expect(child.superview == nil)
        #expect(child.window == nil)
        #expect(grandchild.superview === child)
        grandchild.removeFromSuperview()
        #expect(grandchild.superview == nil)
        #expect(child.subviews.isEmpty)
    }
}
