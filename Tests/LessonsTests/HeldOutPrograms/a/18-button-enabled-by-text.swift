import UIKit
import Simulator

// Log In button enabled only while both fields have text, re-evaluated from
// .editingChanged on each field. Setting text in code does not re-evaluate it.
let sim = Simulator(device: .iPhone4Inch)
let screen = UIViewController()
let email = UITextField(frame: CGRect(x: 20, y: 100, width: 280, height: 34))
email.borderStyle = .roundedRect
email.placeholder = "Email"
email.keyboardType = .emailAddress
email.autocapitalizationType = .none
let password = UITextField(frame: CGRect(x: 20, y: 144, width: 280, height: 34))
password.borderStyle = .roundedRect
password.placeholder = "Password"
password.isSecureTextEntry = true
let login = UIButton(type: .system)
login.frame = CGRect(x: 20, y: 200, width: 280, height: 44)
login.setTitle("Log In", for: .normal)
login.isEnabled = false
for view in [email, password, login] as [UIView] { screen.view.addSubview(view) }

func updateLoginButton() {
    let typedEmail = email.text?.trimmingCharacters(in: .whitespaces) ?? ""
    let typedPassword = password.text ?? ""
    login.isEnabled = !typedEmail.isEmpty && !typedPassword.isEmpty
}
email.addAction(UIAction { _ in updateLoginButton() }, for: .editingChanged)
password.addAction(UIAction { _ in updateLoginButton() }, for: .editingChanged)
var attempts: [String] = []
login.addAction(UIAction { _ in attempts.append(email.text ?? "") }, for: .touchUpInside)

sim.show(screen)
sim.runUntilIdle()
print("initial enabled \(login.isEnabled), state disabled \(login.state.contains(.disabled))")
sim.tap(login)
sim.runUntilIdle()
print("tap while disabled -> attempts \(attempts.count)")

sim.tap(email)
sim.runUntilIdle()
sim.type("amy@example.com")
sim.runUntilIdle()
print("email only -> enabled \(login.isEnabled)")

sim.tap(password)
sim.runUntilIdle()
sim.type("pw")
sim.runUntilIdle()
print("both -> enabled \(login.isEnabled)")

sim.tap(login)
sim.runUntilIdle()
print("login tapped -> attempts \(attempts)")

password.text = ""
print("password cleared in code -> enabled \(login.isEnabled)")
