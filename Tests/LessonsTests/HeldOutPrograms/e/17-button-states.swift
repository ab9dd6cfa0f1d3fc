import UIKit
import Simulator

// Titles per control state on a classic (non-configuration) system button: a state without
// its own title falls back to the normal title; a tap toggles isSelected; a disabled button
// sends no actions.
final class FollowViewController: UIViewController {
    let followButton = UIButton(type: .system)
    var taps = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        followButton.frame = CGRect(x: 20, y: 100, width: 120, height: 44)
        followButton.setTitle("Follow", for: .normal)
        followButton.setTitle("Following", for: .selected)
        followButton.setTitle("Unavailable", for: .disabled)
        followButton.addAction(UIAction { [unowned self] _ in
            self.taps += 1
            self.followButton.isSelected.toggle()
        }, for: .touchUpInside)
        view.addSubview(followButton)
    }

    func report(_ label: String) {
        print(label, "state", followButton.state.rawValue, "title", followButton.currentTitle ?? "nil", "taps", taps)
    }
}

let sim = Simulator(device: .iPhone4Inch)
let screen = FollowViewController()
sim.show(screen)
let button = screen.followButton

print("normal:", button.title(for: .normal) ?? "nil")
print("highlighted:", button.title(for: .highlighted) ?? "nil")
print("selected:", button.title(for: .selected) ?? "nil")
screen.report("start")

let point = sim.tapPoint(for: button)!
sim.touchDown(at: point)
print("finger down: highlighted", button.isHighlighted, "tracking", button.isTracking)
screen.report("finger down")
sim.liftTouch()
sim.runUntilIdle()
print("finger up: highlighted", button.isHighlighted, "selected", button.isSelected)
screen.report("after tap")

sim.tap(button)
sim.runUntilIdle()
screen.report("second tap")

button.isEnabled = false
screen.report("disabled")
sim.tap(button)
sim.runUntilIdle()
screen.report("tapped while disabled")
