import UIKit
import Simulator

// frame vs bounds: shifting a container's bounds.origin moves what it shows (this is
// how UIScrollView scrolls) without moving the container; changing bounds.size keeps
// the center. convert(_:to:) follows both, and so does hit-testing.
final class CanvasViewController: UIViewController {
    let container = UIView(frame: CGRect(x: 40, y: 100, width: 240, height: 200))
    let child = UIButton(type: .system)
    var childTaps = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        container.backgroundColor = .systemGray6
        container.clipsToBounds = true
        view.addSubview(container)
        child.frame = CGRect(x: 20, y: 30, width: 100, height: 50)
        child.setTitle("Child", for: .normal)
        child.addAction(UIAction { [unowned self] _ in self.childTaps += 1 }, for: .touchUpInside)
        container.addSubview(child)
    }
}

extension UIView {
    var frameInRoot: String {
        var root: UIView = self
        while let parent = root.superview { root = parent }
        return NSStringFromCGRect(convert(bounds, to: root))
    }
}

let sim = Simulator(device: .iPhone4Inch)
let canvas = CanvasViewController()
sim.show(canvas)
print("child in root \(canvas.child.frameInRoot)")

canvas.container.bounds.origin = CGPoint(x: 0, y: 30)
print("container frame \(NSStringFromCGRect(canvas.container.frame))")
print("child frame \(NSStringFromCGRect(canvas.child.frame))")
print("child in root \(canvas.child.frameInRoot)")
print("point in child \(NSStringFromCGPoint(canvas.view.convert(CGPoint(x: 70, y: 110), to: canvas.child)))")

sim.tap(at: CGPoint(x: 70, y: 110))
print("child taps \(canvas.childTaps)")

canvas.container.bounds = CGRect(x: 0, y: 30, width: 200, height: 160)
print("container frame \(NSStringFromCGRect(canvas.container.frame))")
print("container center \(NSStringFromCGPoint(canvas.container.center))")
print("child in root \(canvas.child.frameInRoot)")
