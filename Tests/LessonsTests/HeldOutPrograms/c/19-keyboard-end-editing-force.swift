import UIKit
import Simulator

// "Dismiss the keyboard when tapping outside" answers use view.endEditing(true). This sign-up
// form validates the email in textFieldShouldEndEditing, so the field refuses to give up the
// keyboard (resignFirstResponder and endEditing(false) fail, and tapping another field does not
// move focus) until endEditing(true) forces it.
final class EmailValidator: NSObject, UITextFieldDelegate {
    var didEnd = 0

    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool {
        (textField.text ?? "").contains("@")
    }

    func textFieldDidEndEditing(_ textField: UITextField) {
        didEnd += 1
    }
}

let sim = Simulator(device: .iPhone4Inch)
let screen = UIViewController()
let validator = EmailValidator()

let emailField = UITextField(frame: CGRect(x: 20, y: 100, width: 280, height: 34))
emailField.borderStyle = .roundedRect
emailField.keyboardType = .emailAddress
emailField.autocapitalizationType = .none
emailField.autocorrectionType = .no
emailField.delegate = validator

let passwordField = UITextField(frame: CGRect(x: 20, y: 150, width: 280, height: 34))
passwordField.borderStyle = .roundedRect
passwordField.isSecureTextEntry = true

screen.view.addSubview(emailField)
screen.view.addSubview(passwordField)

var willHide = 0
let token = NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillHideNotification,
                                                   object: nil, queue: nil) { _ in willHide += 1 }

sim.show(screen)
sim.runUntilIdle()

sim.tap(emailField)
sim.type("bob")
sim.runUntilIdle()

sim.tap(passwordField)
sim.runUntilIdle()
print("tap password: email editing", emailField.isFirstResponder, "password editing", passwordField.isFirstResponder)
print("resignFirstResponder:", emailField.resignFirstResponder())
print("endEditing(false):", screen.view.endEditing(false), "email editing", emailField.isFirstResponder)
print("didEnd so far:", validator.didEnd, "willHide so far:", willHide)

print("endEditing(true):", screen.view.endEditing(true))
sim.advance(by: 1)
print("email editing", emailField.isFirstResponder, "didEnd", validator.didEnd, "willHide", willHide,
      "keyboard", sim.keyboardFrame.map(NSStringFromCGRect) ?? "none")
print("text kept:", emailField.text ?? "nil")
NotificationCenter.default.removeObserver(token)
