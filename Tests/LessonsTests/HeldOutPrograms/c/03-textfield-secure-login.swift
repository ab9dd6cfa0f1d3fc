import UIKit
import Simulator

// A login form built in code: an email field with the email keyboard and a "Next" key,
// a secure password field with a "Go" key, and the familiar eye button that shows or
// hides the password (Stack Overflow "show/hide password UITextField" answers).
let sim = Simulator(device: .iPhone4Inch)
let screen = UIViewController()

let fresh = UITextField()
print("fresh text: \"\(fresh.text ?? "nil")\"", "placeholder:", fresh.placeholder ?? "nil")
print("fresh borderStyle:", fresh.borderStyle.rawValue, "keyboardType:", fresh.keyboardType.rawValue,
      "returnKeyType:", fresh.returnKeyType.rawValue)
print("fresh secure:", fresh.isSecureTextEntry, "clearButtonMode:", fresh.clearButtonMode.rawValue,
      "autocapitalization:", fresh.autocapitalizationType.rawValue)

let emailField = UITextField(frame: CGRect(x: 20, y: 100, width: 280, height: 34))
emailField.placeholder = "Email"
emailField.keyboardType = .emailAddress
emailField.returnKeyType = .next
emailField.autocapitalizationType = .none
emailField.autocorrectionType = .no
emailField.textContentType = .username
emailField.borderStyle = .roundedRect

let passwordField = UITextField(frame: CGRect(x: 20, y: 150, width: 240, height: 34))
passwordField.placeholder = "Password"
passwordField.isSecureTextEntry = true
passwordField.returnKeyType = .go
passwordField.textContentType = .password
passwordField.borderStyle = .roundedRect

let eyeButton = UIButton(type: .system)
eyeButton.frame = CGRect(x: 264, y: 150, width: 44, height: 34)
eyeButton.setTitle("Show", for: .normal)
eyeButton.setTitle("Hide", for: .selected)
eyeButton.addAction(UIAction { _ in
    passwordField.isSecureTextEntry.toggle()
    eyeButton.isSelected = !passwordField.isSecureTextEntry
}, for: .touchUpInside)

for view in [emailField, passwordField, eyeButton] as [UIView] { screen.view.addSubview(view) }
sim.show(screen)
sim.runUntilIdle()

print("email keyboard:", emailField.keyboardType.rawValue, "return key:", emailField.returnKeyType.rawValue)
print("password return key:", passwordField.returnKeyType.rawValue, "secure:", passwordField.isSecureTextEntry)
print("placeholder as attributed:", emailField.attributedPlaceholder?.string ?? "nil")
print("pad keyboards:", [UIKeyboardType.numberPad, .decimalPad, .phonePad, .URL].map(\.rawValue))

sim.tap(passwordField)
sim.type("Secr3t!")
print("password length:", passwordField.text?.count ?? 0, "secure:", passwordField.isSecureTextEntry)

sim.tap(eyeButton)
print("after Show:", passwordField.text ?? "nil", "secure:", passwordField.isSecureTextEntry,
      "button:", eyeButton.currentTitle ?? "nil")
print("password still editing:", passwordField.isFirstResponder)

sim.tap(eyeButton)
print("after Hide: secure:", passwordField.isSecureTextEntry, "button:", eyeButton.currentTitle ?? "nil",
      "length:", passwordField.text?.count ?? 0)
