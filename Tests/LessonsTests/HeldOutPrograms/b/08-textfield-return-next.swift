import UIKit
import Simulator

// Sign-up form: the return key says Next and moves to the following field;
// on the last field it says Done, dismisses the keyboard and submits.
final class SignUpViewController: UIViewController, UITextFieldDelegate {
    let nameField = UITextField(frame: CGRect(x: 20, y: 100, width: 280, height: 34))
    let emailField = UITextField(frame: CGRect(x: 20, y: 150, width: 280, height: 34))
    let passwordField = UITextField(frame: CGRect(x: 20, y: 200, width: 280, height: 34))
    var fields: [UITextField] { [nameField, emailField, passwordField] }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        nameField.placeholder = "Name"
        emailField.placeholder = "Email"
        passwordField.placeholder = "Password"
        emailField.keyboardType = .emailAddress
        emailField.autocapitalizationType = .none
        passwordField.isSecureTextEntry = true
        for (index, field) in fields.enumerated() {
            field.borderStyle = .roundedRect
            field.tag = index
            field.returnKeyType = index == fields.count - 1 ? .done : .next
            field.delegate = self
            view.addSubview(field)
        }
    }

    func textFieldDidBeginEditing(_ textField: UITextField) {
        print("begin", textField.placeholder ?? "?")
    }

    func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
        print("end", textField.placeholder ?? "?", reason == .committed ? "(committed)" : "(other)")
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        let next = textField.tag + 1
        if next < fields.count {
            fields[next].becomeFirstResponder()
        } else {
            textField.resignFirstResponder()
            submit()
        }
        return true
    }

    func submit() {
        print("submit:", nameField.text ?? "", emailField.text ?? "", "\(passwordField.text?.count ?? 0) chars")
    }
}

let sim = Simulator(device: .iPhone4Inch)
let signUp = SignUpViewController()
sim.show(signUp)
sim.runUntilIdle()
print("return keys:", signUp.nameField.returnKeyType == .next, signUp.passwordField.returnKeyType == .done)

sim.tap(signUp.nameField)
sim.type("Ana")
sim.type("\n")
sim.type("ana@example.com")
sim.type("\n")
sim.type("secret1")
sim.type("\n")
sim.runUntilIdle()

print("first responder:", signUp.fields.first(where: { $0.isFirstResponder })?.placeholder ?? "none")
print("keyboard hidden:", sim.keyboardFrame == nil)
