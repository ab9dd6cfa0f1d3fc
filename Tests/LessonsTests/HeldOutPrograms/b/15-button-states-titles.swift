import UIKit
import Simulator

// A Follow / Following toggle built the classic way: one title per state,
// isSelected flipped in the tap handler, isEnabled while a request runs.
let sim = Simulator(device: .iPhone4Inch)
let profileScreen = UIViewController()
profileScreen.view.backgroundColor = .white

let followButton = UIButton(type: .system)
followButton.frame = CGRect(x: 100, y: 200, width: 120, height: 44)
followButton.setTitle("Follow", for: .normal)
followButton.setTitle("Following", for: .selected)
followButton.addAction(UIAction { _ in
    followButton.isSelected.toggle()
    print("tapped -> selected:", followButton.isSelected)
}, for: .touchUpInside)
profileScreen.view.addSubview(followButton)

sim.show(profileScreen)
sim.runUntilIdle()

print("current:", followButton.currentTitle ?? "nil")
print("highlighted title:", followButton.title(for: .highlighted) ?? "nil")
print("selected title:", followButton.title(for: .selected) ?? "nil")
print("state:", followButton.state.rawValue)

sim.tap(followButton)
sim.runUntilIdle()
print("current:", followButton.currentTitle ?? "nil")
print("state:", followButton.state.rawValue)

// While the follow request is in flight the button is disabled.
followButton.isEnabled = false
print("state:", followButton.state.rawValue, "| disabled:", followButton.state.contains(.disabled))
sim.tap(followButton)
sim.runUntilIdle()
print("still selected:", followButton.isSelected)

followButton.isEnabled = true
sim.tap(followButton)
sim.runUntilIdle()
print("current:", followButton.currentTitle ?? "nil")
print("disabled title:", followButton.title(for: .disabled) ?? "nil")
print("state:", followButton.state.rawValue, "| highlighted:", followButton.isHighlighted)
