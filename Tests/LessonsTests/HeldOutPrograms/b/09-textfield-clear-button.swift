import UIKit
import Simulator

// Clear-button modes and clearsOnBeginEditing. The delegate's
// textFieldShouldClear decides whether the clearing really happens.
final class ClearPolicy: NSObject, UITextFieldDelegate {
    func textFieldShouldClear(_ textField: UITextField) -> Bool {
        print("textFieldShouldClear:", textField.placeholder ?? "?")
        // Never wipe an invite code the user pasted.
        return textField.placeholder != "Invite code"
    }
}

let fresh = UITextField()
print("default clear button mode is .never:", fresh.clearButtonMode == .never)
print("default clearsOnBeginEditing:", fresh.clearsOnBeginEditing)
print("raw values:", UITextField.ViewMode.never.rawValue, UITextField.ViewMode.whileEditing.rawValue,
      UITextField.ViewMode.unlessEditing.rawValue, UITextField.ViewMode.always.rawValue)

let sim = Simulator(device: .iPhone4Inch)
let screen = UIViewController()
let policy = ClearPolicy()

let searchField = UITextField(frame: CGRect(x: 20, y: 100, width: 280, height: 34))
searchField.placeholder = "Search"
searchField.text = "last query"
searchField.clearButtonMode = .whileEditing
searchField.clearsOnBeginEditing = true
searchField.autocapitalizationType = .none

let inviteField = UITextField(frame: CGRect(x: 20, y: 150, width: 280, height: 34))
inviteField.placeholder = "Invite code"
inviteField.text = "X7Q-22"
inviteField.clearButtonMode = .always
inviteField.clearsOnBeginEditing = true

for field in [searchField, inviteField] {
    field.borderStyle = .roundedRect
    field.delegate = policy
    screen.view.addSubview(field)
}
sim.show(screen)
sim.runUntilIdle()

sim.tap(searchField)
sim.runUntilIdle()
print("search text: \"\(searchField.text ?? "nil")\"")
sim.type("swift")
print("search text: \"\(searchField.text ?? "nil")\"")

sim.tap(inviteField)
sim.runUntilIdle()
print("invite text: \"\(inviteField.text ?? "nil")\"")
print("invite editing:", inviteField.isFirstResponder)
