import UIKit
import Simulator

// Keep the user in the email field until the address looks valid:
// textFieldShouldEndEditing returns false and shows a message.
final class SignUpViewController: UIViewController, UITextFieldDelegate {
    let emailField = UITextField(frame: CGRect(x: 20, y: 80, width: 280, height: 34))
    let passwordField = UITextField(frame: CGRect(x: 20, y: 130, width: 280, height: 34))
    let errorLabel = UILabel(frame: CGRect(x: 20, y: 170, width: 280, height: 20))
    var ended: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        emailField.placeholder = "Email"
        emailField.keyboardType = .emailAddress
        emailField.autocapitalizationType = .none
        emailField.autocorrectionType = .no
        passwordField.placeholder = "Password"
        passwordField.isSecureTextEntry = true
        for field in [emailField, passwordField] {
            field.borderStyle = .roundedRect
            field.delegate = self
            view.addSubview(field)
        }
        view.addSubview(errorLabel)
    }

    private func isValidEmail(_ text: String) -> Bool {
        let parts = text.split(separator: "@")
        return parts.count == 2 && parts[1].contains(".")
    }

    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool {
        guard textField === emailField else { return true }
        if isValidEmail(textField.text ?? "") {
            errorLabel.text = nil
            return true
        }
        errorLabel.text = "Enter a valid email"
        return false
    }

    func textFieldDidEndEditing(_ textField: UITextField) {
        ended.append(textField.placeholder ?? "?")
    }
}

let sim = Simulator(device: .iPhone4Inch)
let signUp = SignUpViewController()
sim.show(signUp)

sim.tap(signUp.emailField)
sim.type("bob")
sim.tap(signUp.passwordField)
sim.runUntilIdle()
print("error: \(signUp.errorLabel.text ?? "none")")
print("email editing: \(signUp.emailField.isFirstResponder), password editing: \(signUp.passwordField.isFirstResponder)")
print("ended: \(signUp.ended)")

sim.type("@mail.com")
sim.tap(signUp.passwordField)
sim.runUntilIdle()
print("email: \(signUp.emailField.text ?? "")")
print("error: \(signUp.errorLabel.text ?? "none")")
print("email editing: \(signUp.emailField.isFirstResponder), password editing: \(signUp.passwordField.isFirstResponder)")
print("ended: \(signUp.ended)")
