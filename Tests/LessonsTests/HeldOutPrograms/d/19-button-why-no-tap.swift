import UIKit
import Simulator

// "My UIButton doesn't respond to taps": the usual causes, side by side.
// hitTest(_:with:) skips hidden views, views with alpha below 0.01, views whose
// isUserInteractionEnabled is false (and their subviews), and points outside a
// superview's bounds even when the button is drawn there (clipsToBounds = false).
final class PitfallsViewController: UIViewController {
    var counts: [String: Int] = [:]
    let normal = UIButton(type: .system)
    let hidden = UIButton(type: .system)
    let invisible = UIButton(type: .system)
    let lockedPanel = UIView(frame: CGRect(x: 20, y: 240, width: 280, height: 60))
    let inLockedPanel = UIButton(type: .system)
    let shortPanel = UIView(frame: CGRect(x: 20, y: 320, width: 280, height: 40))
    let overflowing = UIButton(type: .system)

    private func make(_ button: UIButton, _ name: String, _ frame: CGRect, in parent: UIView) {
        button.setTitle(name, for: .normal)
        button.frame = frame
        button.addAction(UIAction { [unowned self] _ in self.counts[name, default: 0] += 1 }, for: .touchUpInside)
        parent.addSubview(button)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        make(normal, "normal", CGRect(x: 20, y: 60, width: 120, height: 44), in: view)
        make(hidden, "hidden", CGRect(x: 20, y: 120, width: 120, height: 44), in: view)
        hidden.isHidden = true
        make(invisible, "invisible", CGRect(x: 20, y: 180, width: 120, height: 44), in: view)
        invisible.alpha = 0
        view.addSubview(lockedPanel)
        lockedPanel.isUserInteractionEnabled = false
        make(inLockedPanel, "locked", CGRect(x: 0, y: 0, width: 120, height: 44), in: lockedPanel)
        view.addSubview(shortPanel)
        make(overflowing, "overflowing", CGRect(x: 0, y: 50, width: 120, height: 44), in: shortPanel)
    }

    func report() {
        let names = ["normal", "hidden", "invisible", "locked", "overflowing"]
        print(names.map { "\($0)=\(counts[$0, default: 0])" }.joined(separator: " "))
    }
}

let sim = Simulator(device: .iPhone4Inch)
let screen = PitfallsViewController()
sim.show(screen)

let points = [CGPoint(x: 80, y: 82), CGPoint(x: 80, y: 142), CGPoint(x: 80, y: 202),
              CGPoint(x: 80, y: 262), CGPoint(x: 80, y: 392)]
points.forEach { sim.tap(at: $0) }
screen.report()

// The fixes: show it, make it (barely) visible, enable the panel, grow the panel.
screen.hidden.isHidden = false
screen.invisible.alpha = 0.02
screen.lockedPanel.isUserInteractionEnabled = true
screen.shortPanel.frame.size.height = 100
points.forEach { sim.tap(at: $0) }
screen.report()
