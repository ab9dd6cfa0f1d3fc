import UIKit
import Simulator

// Live character counter under a bio field, driven by .editingChanged (UIAction)
// and UITextField.textDidChangeNotification -- plus the classic trap: setting
// `text` in code fires neither, so the counter goes stale until sendActions.
let sim = Simulator(device: .iPhone4Inch)
let screen = UIViewController()
let bio = UITextField(frame: CGRect(x: 20, y: 100, width: 280, height: 31))
bio.borderStyle = .roundedRect
bio.placeholder = "Short bio"
let counter = UILabel(frame: CGRect(x: 20, y: 135, width: 280, height: 21))
counter.text = "0/20"
screen.view.addSubview(bio)
screen.view.addSubview(counter)

var actionCount = 0
var notificationCount = 0
bio.addAction(UIAction { _ in
    actionCount += 1
    counter.text = "\(bio.text?.count ?? 0)/20"
}, for: .editingChanged)
let token = NotificationCenter.default.addObserver(forName: UITextField.textDidChangeNotification,
                                                   object: bio, queue: .main) { _ in
    notificationCount += 1
}

sim.show(screen)
sim.runUntilIdle()
sim.tap(bio)
sim.runUntilIdle()
sim.type("hello")
sim.runUntilIdle()
print("typed: counter \(counter.text ?? ""), actions \(actionCount), notifications \(notificationCount)")

bio.text = "hi"
sim.runUntilIdle()
print("set in code: counter \(counter.text ?? ""), actions \(actionCount), notifications \(notificationCount)")

bio.sendActions(for: .editingChanged)
print("after sendActions: counter \(counter.text ?? ""), actions \(actionCount)")
_ = token
