import Foundation
import Simulator
import Testing
import UIKit

/// hitTest and point(inside:) as reference 5.10–5.12 and 10.9 describe them.
@MainActor @Suite(.serialized) struct HitTestTests {
    @Test func pointInsideIsHalfOpen() {
        _ = Simulator(device: .iPhone4Inch)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(view.point(inside: CGPoint(x: 99, y: 99), with: nil))
        #expect(view.point(inside: CGPoint(x: 0, y: 0), with: nil))
        #expect(!view.point(inside: CGPoint(x: 100, y: 100), with: nil))
        #expect(!view.point(inside: CGPoint(x: 100, y: 50), with: nil))
        #expect(!view.point(inside: CGPoint(x: -0.5, y: 50), with: nil))
        // The bounds origin moves what is inside (flowkey's test).
        view.bounds.origin = CGPoint(x: 50, y: 50)
        #expect(view.point(inside: CGPoint(x: 149, y: 149), with: nil))
        #expect(!view.point(inside: CGPoint(x: 10, y: 10), with: nil))
    }

    @Test func hiddenNonInteractiveAndTransparentViewsAreSkipped() {
        _ = Simulator(device: .iPhone4Inch)
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 568))
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        root.addSubview(child)
        #expect(root.hitTest(CGPoint(x: 50, y: 50), with: nil) === child)
        child.isHidden = true
        #expect(root.hitTest(CGPoint(x: 50, y: 50), with: nil) === root)
        child.isHidden = false
        child.isUserInteractionEnabled = false
        #expect(root.hitTest(CGPoint(x: 50, y: 50), with: nil) === root)
        child.isUserInteractionEnabled = true
        child.alpha = 0.009
        #expect(root.hitTest(CGPoint(x: 50, y: 50), with: nil) === root)
        // Exactly 0.01 is hittable: Apple ignores alpha "less than 0.01" (5.12, UNCONFIRMED).
        child.alpha = 0.01
        #expect(root.hitTest(CGPoint(x: 50, y: 50), with: nil) === child)
        // The same rules apply to the receiver itself.
        root.isHidden = true
        #expect(root.hitTest(CGPoint(x: 50, y: 50), with: nil) == nil)
        root.isHidden = false
        root.isUserInteractionEnabled = false
        #expect(root.hitTest(CGPoint(x: 50, y: 50), with: nil) == nil)
    }

    @Test func subviewOutsideTheParentsBoundsIsNotHit() {
        _ = Simulator(device: .iPhone4Inch)
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 568))
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let sticking = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        root.addSubview(parent)
        parent.addSubview(sticking)
        #expect(root.hitTest(CGPoint(x: 75, y: 75), with: nil) === sticking)
        // (120, 120) lies in `sticking` but outside `parent`'s bounds (5.10).
        #expect(root.hitTest(CGPoint(x: 120, y: 120), with: nil) === root)
        #expect(parent.hitTest(CGPoint(x: 100, y: 100), with: nil) == nil)
    }

    @Test func frontMostSubviewWinsAndDeepestDescendantIsReturned() {
        _ = Simulator(device: .iPhone4Inch)
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 568))
        let back = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let front = UIView(frame: CGRect(x: 100, y: 100, width: 200, height: 200))
        let inner = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        back.accessibilityIdentifier = "back"
        front.accessibilityIdentifier = "front"
        root.addSubview(back)
        root.addSubview(front)
        front.addSubview(inner)
        #expect(root.hitTest(CGPoint(x: 150, y: 150), with: nil) === front)
        #expect(root.hitTest(CGPoint(x: 50, y: 50), with: nil) === back)
        #expect(root.hitTest(CGPoint(x: 115, y: 115), with: nil) === inner)
        root.bringSubviewToFront(back)
        #expect(root.hitTest(CGPoint(x: 150, y: 150), with: nil) === back)
        #expect(root.hitTest(CGPoint(x: 250, y: 250), with: nil) === front)
    }

    @Test func transformedViewsAreHitWhereTheyAreDrawn() {
        _ = Simulator(device: .iPhone4Inch)
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 568))
        let rotated = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        rotated.transform = CGAffineTransform(rotationAngle: .pi / 2)
        root.addSubview(rotated)
        // The 100×20 view turned a quarter now covers x 40..60, y -40..60.
        #expect(rotated.frame == CGRect(x: 40, y: -40, width: 20, height: 100))
        #expect(root.hitTest(CGPoint(x: 50, y: 50), with: nil) === rotated)
        #expect(root.hitTest(CGPoint(x: 80, y: 10), with: nil) === root)
    }

    @Test func viewsBeingAnimatedIgnoreTouchesUnlessAllowed() {
        let sim = Simulator(device: .iPhone4Inch)
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 568))
        let moving = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        root.addSubview(moving)
        UIView.animate(withDuration: 1) { moving.alpha = 0.5 }
        #expect(root.hitTest(CGPoint(x: 50, y: 50), with: nil) === root)
        sim.advance(by: 1)
        #expect(root.hitTest(CGPoint(x: 50, y: 50), with: nil) === moving)
        UIView.animate(withDuration: 1, delay: 0, options: [.allowUserInteraction], animations: { moving.alpha = 1 })
        #expect(root.hitTest(CGPoint(x: 50, y: 50), with: nil) === moving)
    }
}
