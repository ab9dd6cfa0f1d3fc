import UIKit
import Simulator
import ExerciseKit

func followScreen() -> (Simulator, UIButton) {
    let sim = Simulator(device: .iPhone4Inch)
    let screen = UIViewController()
    screen.view.backgroundColor = .white
    let button = makeFollowButton()
    button.frame = CGRect(x: 20, y: 100, width: 120, height: 44)
    screen.view.addSubview(button)
    sim.show(screen)
    sim.clearLog()
    return (sim, button)
}

check("It is a system button with a title per state") {
    let (_, button) = followScreen()
    try expect(button.buttonType == .system,
               "The button's type has raw value \(button.buttonType.rawValue); make it with UIButton(type: .system) so its title is tinted and visible.")
    try expect(button.title(for: .normal) == "Follow",
               "title(for: .normal) is \(button.title(for: .normal).map { "\"\($0)\"" } ?? "nil"); it should be \"Follow\".")
    try expect(button.title(for: .selected) == "Following",
               "title(for: .selected) is \(button.title(for: .selected).map { "\"\($0)\"" } ?? "nil") — the fallback to the normal title: "
               + "call setTitle(\"Following\", for: .selected) instead of changing the title by hand.")
}

check("A tap toggles it, once") {
    let (sim, button) = followScreen()
    sim.tap(button)
    let actions = sim.log.filter { $0.kind == "action" }.map(\.message)
    let ran = ["touchDown", "touchUpInside", "primaryActionTriggered"].filter { name in actions.contains { $0.hasPrefix(name + "(") } }
    try expect(button.isSelected || ran.count < 2,
               "One tap ran the toggle twice (\(ran.joined(separator: " and "))), so the button ends up not selected: register the toggle for one event only.")
    try expect(button.isSelected, "After one tap the button is not selected: toggle isSelected in an action for .touchUpInside.")
    try expect(button.currentTitle == "Following", "After one tap the button is selected but reads \"\(button.currentTitle ?? "")\"; it should read \"Following\".")
    sim.tap(button)
    try expect(!button.isSelected && button.currentTitle == "Follow",
               "After a second tap the button should be back to \"Follow\" and not selected; it reads \"\(button.currentTitle ?? "")\".")
}

check("Sliding off the button does not toggle it") {
    let (sim, button) = followScreen()
    sim.drag(button, outside: true)
    try expect(!button.isSelected,
               "A finger that pressed the button and slid off before lifting toggled it: the action runs on touchDown. "
               + "Use .touchUpInside, which is not sent when the finger lifts outside.")
}
