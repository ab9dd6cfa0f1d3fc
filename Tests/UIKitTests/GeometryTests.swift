import Foundation
import Testing
import UIKit

/// Geometry helpers the book's code uses, exactly as iOS prints and bridges them.
@Suite struct GeometryTests {
    @Test func edgeInsetsMakeAndZero() {
        let insets = UIEdgeInsetsMake(1, 2, 216, 4)
        #expect(insets == UIEdgeInsets(top: 1, left: 2, bottom: 216, right: 4))
        #expect(UIEdgeInsets.zero == UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0))
        #expect(NSStringFromUIEdgeInsets(insets) == "{1, 2, 216, 4}")
        // Not CustomStringConvertible, as on iOS: printing shows Swift's struct form (PrintedFormTests).
        #expect(String(describing: insets) == "UIEdgeInsets(top: 1.0, left: 2.0, bottom: 216.0, right: 4.0)")
    }

    @Test func rectInsetByInsets() {
        let rect = CGRect(x: 0, y: 0, width: 320, height: 568)
        #expect(rect.inset(by: UIEdgeInsetsMake(0, 0, 216, 0)) == CGRect(x: 0, y: 0, width: 320, height: 352))
        #expect(rect.inset(by: UIEdgeInsets(top: 10, left: 20, bottom: 30, right: 40)) == CGRect(x: 20, y: 10, width: 260, height: 528))
        #expect(UIEdgeInsetsInsetRect(rect, UIEdgeInsets(top: -5, left: -5, bottom: -5, right: -5)) == CGRect(x: -5, y: -5, width: 330, height: 578))
    }

    @Test func stringsOfGeometry() {
        #expect(NSStringFromCGRect(CGRect(x: 0, y: 264, width: 320, height: 216)) == "{{0, 264}, {320, 216}}")
        #expect(NSStringFromCGRect(CGRect(x: 0.5, y: -1, width: 2.25, height: 3)) == "{{0.5, -1}, {2.25, 3}}")
        #expect(NSStringFromCGPoint(CGPoint(x: 160, y: 300)) == "{160, 300}")
        #expect(NSStringFromCGSize(CGSize(width: 320, height: 216)) == "{320, 216}")
        #expect(CGRectFromString("{{0, 352}, {320, 216}}") == CGRect(x: 0, y: 352, width: 320, height: 216))
        #expect(CGRectFromString("nonsense") == .zero)
        #expect(CGPointFromString("{3, 4}") == CGPoint(x: 3, y: 4))
        #expect(CGSizeFromString("{5, 6}") == CGSize(width: 5, height: 6))
    }

    @Test func keyboardFrameReadsBothWaysFromUserInfo() {
        let frame = CGRect(x: 0, y: 352, width: 320, height: 216)
        let userInfo: [AnyHashable: Any] = ["end": NSValue(cgRect: frame), "begin": NSValue(rect: CGRect(x: 0, y: 568, width: 320, height: 216))]
        #expect((userInfo["end"] as? NSValue)?.cgRectValue == frame)
        #expect(userInfo["end"] as? CGRect == frame)
        #expect(userInfo["begin"] as? CGRect == CGRect(x: 0, y: 568, width: 320, height: 216))
        // A value that is not a rectangle does not cast to one.
        let other: [AnyHashable: Any] = ["duration": NSNumber(value: 0.25), "point": NSValue(cgPoint: CGPoint(x: 1, y: 2))]
        #expect(other["duration"] as? CGRect == nil)
        #expect(other["point"] as? CGRect == nil)
        #expect((other["point"] as? NSValue)?.cgPointValue == CGPoint(x: 1, y: 2))
    }

    @Test func affineTransformQuarterTurnIsExact() {
        let quarter = CGAffineTransform(rotationAngle: .pi / 2)
        #expect(quarter == CGAffineTransform(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0))
        #expect(CGPoint(x: 10, y: 0).applying(quarter) == CGPoint(x: 0, y: 10))
        #expect(quarter.concatenating(quarter.inverted()).isIdentity)
        #expect(CGRect(x: 0, y: 0, width: 20, height: 10).applying(quarter) == CGRect(x: -10, y: 0, width: 10, height: 20))
    }
}
