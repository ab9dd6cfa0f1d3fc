import UIKit
import Simulator

// `tutor run button`: the Follow toggle and the compose screen, touch by touch.

let sim = Simulator(device: .iPhone35Inch)
let compose = RecipeComposeController()
sim.show(compose)

/// Prints a scene: a title, the screen, the buttons' states, and the log since the last scene.
func scene(_ title: String) {
    sim.runUntilIdle()
    print("== \(title)")
    print(sim.render())
    print("Send enabled: \(compose.sendButton.isEnabled); Follow selected: \(compose.followButton.isSelected) (\(compose.followButton.currentTitle ?? ""))")
    for entry in sim.log { print("  " + entry.description) }
    print()
    sim.clearLog()
}

scene("1. The compose screen on the smallest iPhone: Send is disabled, nothing typed")
sim.tap(compose.sendButton)
scene("2. Tap the disabled Send: a touch, but no control events")
// An empty action per touch event, so that the log names every event the buttons send.
let touchEvents: [UIControl.Event] = [.touchDown, .touchDragInside, .touchDragExit, .touchDragOutside, .touchUpInside, .touchUpOutside]
for button in [compose.followButton, compose.sendButton] {
    for event in touchEvents { button.addAction(UIAction { _ in }, for: event) }
}
sim.tap(compose.followButton)
scene("3. Tap Follow: touchDown, touchUpInside; the action selects it and the title follows the state")
sim.drag(compose.followButton, outside: true)
scene("4. Press Follow and slide off: touchDragExit, touchDragOutside, touchUpOutside — no toggle")
sim.tap(compose.messageField)
sim.type("See you at 8")
scene("5. Type a message: editingChanged enables Send; the keyboard covers the bottom of the screen")
sim.tap(compose.sendButton)
scene("6. Tap Send above the keyboard: the message is sent, the field emptied, Send disabled again")
print("sent: \(compose.sent)")
