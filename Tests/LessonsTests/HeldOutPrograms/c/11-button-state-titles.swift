import UIKit
import Simulator

// A "Follow" button with a title per control state (setTitle(_:for:)), as in the classic
// "UIButton different title for selected state" answers, checked through `state`,
// `currentTitle` and `title(for:)` — including the documented fallback to the normal title.
let sim = Simulator(device: .iPhone4Inch)
let screen = UIViewController()

let followButton = UIButton(type: .system)
followButton.frame = CGRect(x: 100, y: 200, width: 120, height: 44)
followButton.setTitle("Follow", for: .normal)
followButton.setTitle("Following", for: .selected)
followButton.setTitle("Unavailable", for: .disabled)

print("type:", followButton.buttonType.rawValue)
print("state:", followButton.state.rawValue, "title:", followButton.currentTitle ?? "nil")
print("title for highlighted:", followButton.title(for: .highlighted) ?? "nil")

followButton.isSelected = true
print("selected state:", followButton.state.rawValue, "title:", followButton.currentTitle ?? "nil")
followButton.isSelected = false
followButton.isEnabled = false
print("disabled state:", followButton.state.rawValue, "title:", followButton.currentTitle ?? "nil")
followButton.isEnabled = true

followButton.setTitle(nil, for: .selected)
print("selected title removed:", followButton.title(for: .selected) ?? "nil")
followButton.setTitle("Following", for: .selected)

print("raw values:", UIControl.State.normal.rawValue, UIControl.State.highlighted.rawValue,
      UIControl.State.disabled.rawValue, UIControl.State.selected.rawValue)

followButton.addAction(UIAction { action in
    guard let button = action.sender as? UIButton else { return }
    button.isSelected.toggle()
}, for: .touchUpInside)
screen.view.addSubview(followButton)
sim.show(screen)
sim.runUntilIdle()

sim.tap(followButton)
print("after tap:", followButton.isSelected, followButton.currentTitle ?? "nil")
sim.tap(followButton)
print("after second tap:", followButton.isSelected, followButton.currentTitle ?? "nil")

followButton.isEnabled = false
sim.tap(followButton)
print("tap while disabled:", followButton.isSelected, followButton.currentTitle ?? "nil")
