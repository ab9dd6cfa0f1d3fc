import UIKit
import Simulator

// Stack Overflow "UIButton: set image/title for selected-highlighted state": a star toggle whose
// selected title disappears while the finger is down, because [.selected, .highlighted] has no
// title of its own and falls back to the normal one. The fix sets a title for that combination.
let sim = Simulator(device: .iPhone4Inch)
let screen = UIViewController()

let starButton = UIButton(type: .custom)
starButton.frame = CGRect(x: 110, y: 250, width: 100, height: 44)
starButton.setTitle("Star", for: .normal)
starButton.setTitle("Starred", for: .selected)
starButton.addAction(UIAction { _ in starButton.isSelected.toggle() }, for: .touchUpInside)
screen.view.addSubview(starButton)
sim.show(screen)
sim.runUntilIdle()

func report(_ label: String) {
    print(label, "highlighted", starButton.isHighlighted, "selected", starButton.isSelected,
          "state", starButton.state.rawValue, "title", starButton.currentTitle ?? "nil")
}

let center = sim.tapPoint(for: starButton)!
_ = sim.touchDown(at: center)
report("pressed:")
sim.liftTouch()
report("released:")

_ = sim.touchDown(at: center)
report("pressed while selected:")
sim.liftTouch()
report("released:")

starButton.setTitle("Starred", for: [.selected, .highlighted])
starButton.isSelected = true
_ = sim.touchDown(at: center)
report("pressed with fix:")
sim.liftTouch()
report("released:")
