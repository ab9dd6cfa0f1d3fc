import UIKit
import Simulator

// iOS 15's keyboardLayoutGuide: pin the reply bar to the keyboard and let
// UIKit follow it – including when the phone is turned to landscape.
let sim = Simulator(device: .iPhone4Inch)
let controller = UIViewController()
let view = controller.view!
view.backgroundColor = .white

let replyBar = UIView()
let replyField = UITextField()
replyField.borderStyle = .roundedRect
replyBar.translatesAutoresizingMaskIntoConstraints = false
replyField.translatesAutoresizingMaskIntoConstraints = false
view.addSubview(replyBar)
replyBar.addSubview(replyField)

NSLayoutConstraint.activate([
    replyBar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
    replyBar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
    replyBar.heightAnchor.constraint(equalToConstant: 44),
    replyBar.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor),
    replyField.leadingAnchor.constraint(equalTo: replyBar.leadingAnchor, constant: 8),
    replyField.trailingAnchor.constraint(equalTo: replyBar.trailingAnchor, constant: -8),
    replyField.topAnchor.constraint(equalTo: replyBar.topAnchor, constant: 6),
    replyField.bottomAnchor.constraint(equalTo: replyBar.bottomAnchor, constant: -6),
])

var lastEndFrame = CGRect.zero
let token = NotificationCenter.default.addObserver(
    forName: UIResponder.keyboardWillChangeFrameNotification, object: nil, queue: .main) { note in
    if let end = (note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue {
        lastEndFrame = end
    }
}

sim.show(controller)
sim.runUntilIdle()
print("bar, no keyboard:", NSStringFromCGRect(replyBar.frame))

sim.tap(replyField)
sim.runUntilIdle()
print("keyboard:", NSStringFromCGRect(sim.keyboardFrame!))
print("bar, portrait:", NSStringFromCGRect(replyBar.frame))
print("field:", NSStringFromCGRect(replyField.frame))

sim.rotate(to: .landscapeLeft)
sim.runUntilIdle()
print("view:", NSStringFromCGSize(view.bounds.size))
print("keyboard:", NSStringFromCGRect(sim.keyboardFrame!))
print("last end frame:", NSStringFromCGRect(lastEndFrame))
print("bar, landscape:", NSStringFromCGRect(replyBar.frame))
print("still editing:", replyField.isFirstResponder)

replyField.resignFirstResponder()
sim.runUntilIdle()
print("bar, keyboard gone:", NSStringFromCGRect(replyBar.frame))
