import UIKit
import Simulator

// The usual "max length" delegate: build the text the edit would produce and
// refuse the edit when it is too long. Each field keeps its limit in `tag`.
final class LengthLimiter: NSObject, UITextFieldDelegate {
    var refused = 0

    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange,
                   replacementString string: String) -> Bool {
        let current = textField.text ?? ""
        guard let stringRange = Range(range, in: current) else { return false }
        let updated = current.replacingCharacters(in: stringRange, with: string)
        if updated.count > textField.tag {
            refused += 1
            return false
        }
        return true
    }
}

let sim = Simulator(device: .iPhone4Inch)
let screen = UIViewController()
let limiter = LengthLimiter()

let usernameField = UITextField(frame: CGRect(x: 20, y: 100, width: 280, height: 34))
usernameField.tag = 10
usernameField.autocorrectionType = .no
let pinField = UITextField(frame: CGRect(x: 20, y: 150, width: 280, height: 34))
pinField.tag = 4
pinField.keyboardType = .numberPad
let counterLabel = UILabel(frame: CGRect(x: 20, y: 190, width: 280, height: 20))
counterLabel.text = "0/10"

var changeEvents = 0
usernameField.addAction(UIAction { _ in
    changeEvents += 1
    counterLabel.text = "\(usernameField.text?.count ?? 0)/\(usernameField.tag)"
}, for: .editingChanged)

for field in [usernameField, pinField] {
    field.borderStyle = .roundedRect
    field.delegate = limiter
    screen.view.addSubview(field)
}
screen.view.addSubview(counterLabel)
sim.show(screen)
sim.runUntilIdle()

sim.tap(usernameField)
sim.type("Hello")
print(usernameField.text ?? "", counterLabel.text ?? "")
sim.type(" World!")
print(usernameField.text ?? "", counterLabel.text ?? "")

sim.tap(pinField)
sim.type("12345")
print("pin:", pinField.text ?? "")

print("refused edits:", limiter.refused)
print("editingChanged events:", changeEvents)

// Setting text in code does not go through the delegate.
usernameField.text = "a_really_long_username"
print("set in code:", usernameField.text?.count ?? 0, counterLabel.text ?? "")
