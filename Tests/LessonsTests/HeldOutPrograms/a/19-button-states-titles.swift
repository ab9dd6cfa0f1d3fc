import UIKit
import Simulator

// Follow button with per-state titles (normal / selected / disabled), toggled by
// a tap; shows the documented fallback to the normal title for unset states.
let sim = Simulator(device: .iPhone4Inch)
let screen = UIViewController()
let follow = UIButton(type: .custom)
follow.frame = CGRect(x: 100, y: 200, width: 120, height: 44)
follow.setTitle("Follow", for: .normal)
follow.setTitle("Following", for: .selected)
follow.setTitle("Unavailable", for: .disabled)
follow.setTitleColor(.systemBlue, for: .normal)
follow.setTitleColor(.white, for: .selected)
follow.addAction(UIAction { _ in follow.isSelected.toggle() }, for: .touchUpInside)
screen.view.addSubview(follow)

print("raw values \(UIControl.State.normal.rawValue) \(UIControl.State.highlighted.rawValue) \(UIControl.State.disabled.rawValue) \(UIControl.State.selected.rawValue)")
print("highlighted title falls back to \(follow.title(for: .highlighted) ?? "nil")")

sim.show(screen)
sim.runUntilIdle()
print("shown: current \(follow.currentTitle ?? "nil"), state \(follow.state.rawValue)")

sim.tap(follow)
sim.runUntilIdle()
print("tapped: selected \(follow.isSelected), current \(follow.currentTitle ?? "nil"), state \(follow.state.rawValue)")

follow.isEnabled = false
print("disabled+selected: state \(follow.state.rawValue), title(for:) \(follow.title(for: [.disabled, .selected]) ?? "nil")")
sim.tap(follow)
sim.runUntilIdle()
print("tap while disabled: selected \(follow.isSelected)")

follow.isEnabled = true
sim.tap(follow)
sim.runUntilIdle()
print("tapped again: selected \(follow.isSelected), current \(follow.currentTitle ?? "nil"), state \(follow.state.rawValue)")
