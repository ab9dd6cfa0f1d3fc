import UIKit

// Stack Overflow "Cocoa: What's the difference between the frame and the bounds?" (the answer
// with the rotated and scaled views) plus autoresizing masks: a transform changes the frame but
// not the bounds or center, changing a superview's bounds origin moves what it shows, and
// flexible masks resize subviews when their superview changes size.
func fmt(_ r: CGRect) -> String {
    String(format: "(%.2f, %.2f, %.2f, %.2f)", r.origin.x, r.origin.y, r.size.width, r.size.height)
}

let screenView = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 568))
let container = UIView(frame: CGRect(x: 0, y: 40, width: 320, height: 480))
let box = UIView(frame: CGRect(x: 110, y: 190, width: 100, height: 100))
screenView.addSubview(container)
container.addSubview(box)

print("frame", fmt(box.frame), "bounds", fmt(box.bounds), "center", NSStringFromCGPoint(box.center))

box.transform = CGAffineTransform(scaleX: 2, y: 2)
print("scaled: frame", fmt(box.frame), "bounds", fmt(box.bounds), "center", NSStringFromCGPoint(box.center))

box.transform = CGAffineTransform(rotationAngle: .pi / 4)
print("rotated: frame", fmt(box.frame), "bounds", fmt(box.bounds), "center", NSStringFromCGPoint(box.center))

box.transform = .identity
print("identity: frame", fmt(box.frame))

print("box origin on screen:", NSStringFromCGPoint(box.convert(CGPoint.zero, to: screenView)))
container.bounds.origin = CGPoint(x: 0, y: 50)
print("container scrolled by 50:", NSStringFromCGPoint(box.convert(CGPoint.zero, to: screenView)),
      "box frame unchanged:", fmt(box.frame))
container.bounds.origin = .zero

let banner = UIView(frame: CGRect(x: 20, y: 400, width: 280, height: 40))
banner.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
container.addSubview(banner)
print("autoresizesSubviews:", container.autoresizesSubviews, "box mask:", box.autoresizingMask.rawValue,
      "banner mask:", banner.autoresizingMask.rawValue)

container.frame = CGRect(x: 0, y: 0, width: 568, height: 300)
print("after resize: banner", fmt(banner.frame), "box", fmt(box.frame))
