import UIKit
import Simulator

// Observe all six keyboard notifications and record the order UIKit posts them
// when the keyboard comes up, when the focused field is tapped again, and on dismiss.
let sim = Simulator(device: .iPhone4Inch)
let screen = UIViewController()
let field = UITextField(frame: CGRect(x: 20, y: 80, width: 280, height: 31))
field.borderStyle = .roundedRect
screen.view.addSubview(field)

var events: [String] = []
let watched: [(Notification.Name, String)] = [
    (UIResponder.keyboardWillShowNotification, "willShow"),
    (UIResponder.keyboardDidShowNotification, "didShow"),
    (UIResponder.keyboardWillHideNotification, "willHide"),
    (UIResponder.keyboardDidHideNotification, "didHide"),
    (UIResponder.keyboardWillChangeFrameNotification, "willChangeFrame"),
    (UIResponder.keyboardDidChangeFrameNotification, "didChangeFrame"),
]
var tokens: [NSObjectProtocol] = []
for (name, label) in watched {
    tokens.append(NotificationCenter.default.addObserver(forName: name, object: nil, queue: .main) { _ in
        events.append(label)
    })
}

sim.show(screen)
sim.runUntilIdle()

sim.tap(field)
sim.runUntilIdle()
print("show: " + events.joined(separator: ", "))

events.removeAll()
sim.tap(field)
sim.runUntilIdle()
print("tap again: \(events.count)")

events.removeAll()
field.resignFirstResponder()
sim.runUntilIdle()
print("hide: " + events.joined(separator: ", "))
