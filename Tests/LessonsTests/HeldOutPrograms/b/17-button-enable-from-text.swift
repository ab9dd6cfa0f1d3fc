import UIKit
import Simulator

// Enable "Sign In" only when the email looks like an email and the password
// has at least 6 characters, re-checked on every editingChanged.
final class LoginViewController: UIViewController {
    let emailField = UITextField(frame: CGRect(x: 20, y: 100, width: 280, height: 36))
    let passwordField = UITextField(frame: CGRect(x: 20, y: 150, width: 280, height: 36))
    let signInButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        emailField.placeholder = "Email"
        emailField.keyboardType = .emailAddress
        emailField.autocapitalizationType = .none
        emailField.autocorrectionType = .no
        passwordField.placeholder = "Password"
        passwordField.isSecureTextEntry = true
        signInButton.frame = CGRect(x: 20, y: 210, width: 280, height: 44)
        signInButton.setTitle("Sign In", for: .normal)
        signInButton.isEnabled = false

        for field in [emailField, passwordField] {
            field.borderStyle = .roundedRect
            field.addAction(UIAction { [unowned self] _ in self.validate() }, for: .editingChanged)
            view.addSubview(field)
        }
        signInButton.addAction(UIAction { [unowned self] _ in
            print("signing in as", self.emailField.text ?? "")
        }, for: .touchUpInside)
        view.addSubview(signInButton)
    }

    func validate() {
        let email = emailField.text ?? ""
        let password = passwordField.text ?? ""
        signInButton.isEnabled = email.contains("@") && password.count >= 6
    }
}

let sim = Simulator(device: .iPhone4Inch)
let login = LoginViewController()
sim.show(login)
sim.runUntilIdle()
print("enabled at start:", login.signInButton.isEnabled)

sim.tap(login.signInButton)
sim.tap(login.emailField)
sim.type("kim@example.com")
print("after email:", login.signInButton.isEnabled)

sim.tap(login.passwordField)
sim.type("abc")
print("after 3 characters:", login.signInButton.isEnabled)
sim.type("def")
print("after 6 characters:", login.signInButton.isEnabled)

sim.tap(login.signInButton)
sim.runUntilIdle()

// After a failed attempt the app clears the password in code:
login.passwordField.text = ""
print("password cleared in code:", login.signInButton.isEnabled)
login.validate()
print("after validate():", login.signInButton.isEnabled)
sim.tap(login.signInButton)
sim.runUntilIdle()
print("done")
