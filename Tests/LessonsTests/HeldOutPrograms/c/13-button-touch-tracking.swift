import UIKit
import Simulator

// Stack Overflow "UIControlEventTouchDragExit triggers when 100 pixels away from UIButton" and
// "touchUpOutside not called": a button that counts its control events while the finger
// presses, slides a little below it (still counted as inside: UIControl tracks with a
// generous margin around its bounds), slides far away, and lifts.
let sim = Simulator(device: .iPhone4Inch)
let screen = UIViewController()

let recordButton = UIButton(type: .custom)
recordButton.frame = CGRect(x: 110, y: 250, width: 100, height: 44)
recordButton.setTitle("Hold to record", for: .normal)

var counts: [String: Int] = [:]
let events: [(String, UIControl.Event)] = [("touchDown", .touchDown), ("touchUpInside", .touchUpInside),
                                           ("touchUpOutside", .touchUpOutside), ("touchDragExit", .touchDragExit),
                                           ("touchCancel", .touchCancel)]
for (name, event) in events {
    recordButton.addAction(UIAction { _ in counts[name, default: 0] += 1 }, for: event)
}
func summary() -> String {
    events.map { "\($0.0)=\(counts[$0.0, default: 0])" }.joined(separator: " ")
}

screen.view.addSubview(recordButton)
sim.show(screen)
sim.runUntilIdle()

_ = sim.touchDown(at: CGPoint(x: 160, y: 272))
print("finger down: highlighted", recordButton.isHighlighted, "tracking", recordButton.isTracking)
sim.moveTouch(to: CGPoint(x: 160, y: 314))      // 20 pt below the button
print("20 pt below: highlighted", recordButton.isHighlighted)
sim.moveTouch(to: CGPoint(x: 160, y: 494))      // 200 pt below the button
print("200 pt below: highlighted", recordButton.isHighlighted)
sim.liftTouch()
print("lifted far away:", summary())
print("after lift: highlighted", recordButton.isHighlighted, "tracking", recordButton.isTracking)

sim.tap(recordButton)
print("after a tap:", summary())

recordButton.isEnabled = false
sim.tap(recordButton)
print("tap while disabled:", summary())
