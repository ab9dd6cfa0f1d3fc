import UIKit
import Simulator

// A login button that is enabled only when the email is filled in and the password has at
// least 6 characters; validation runs on every editingChanged event.
final class LoginViewController: UIViewController {
    let emailField = UITextField(frame: CGRect(x: 20, y: 60, width: 280, height: 34))
    let passwordField = UITextField(frame: CGRect(x: 20, y: 110, width: 280, height: 34))
    let loginButton = UIButton(type: .system)
    var loginTaps = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        emailField.borderStyle = .roundedRect
        emailField.placeholder = "Email"
        emailField.autocapitalizationType = .none
        passwordField.borderStyle = .roundedRect
        passwordField.placeholder = "Password"
        passwordField.isSecureTextEntry = true
        loginButton.setTitle("Log In", for: .normal)
        loginButton.frame = CGRect(x: 20, y: 170, width: 280, height: 44)

        for field in [emailField, passwordField] {
            field.addAction(UIAction { [weak self] _ in self?.validate() }, for: .editingChanged)
            view.addSubview(field)
        }
        loginButton.addAction(UIAction { [weak self] _ in self?.logIn() }, for: .touchUpInside)
        view.addSubview(loginButton)
        validate()
    }

    func validate() {
        let email = emailField.text ?? ""
        let password = passwordField.text ?? ""
        loginButton.isEnabled = !email.isEmpty && password.count >= 6
    }

    private func logIn() {
        loginTaps += 1
        print("Logging in", emailField.text ?? "")
        view.endEditing(true)
        emailField.text = ""
        passwordField.text = ""
        validate()
    }
}

let sim = Simulator(device: .iPhone4Inch)
let login = LoginViewController()
sim.show(login)
print("enabled at start:", login.loginButton.isEnabled, "disabled state:", login.loginButton.state == .disabled)
sim.tap(login.loginButton)
sim.runUntilIdle()
print("taps while disabled:", login.loginTaps)

sim.tap(login.emailField)
sim.runUntilIdle()
sim.type("ann@example.com")
print("email only:", login.loginButton.isEnabled)

sim.tap(login.passwordField)
sim.runUntilIdle()
sim.type("12345")
print("5 characters:", login.loginButton.isEnabled)
sim.type("6")
print("6 characters:", login.loginButton.isEnabled)

sim.tap(login.loginButton)
sim.runUntilIdle()
print("taps:", login.loginTaps)
print("password editing:", login.passwordField.isFirstResponder)
print("enabled after reset:", login.loginButton.isEnabled)
