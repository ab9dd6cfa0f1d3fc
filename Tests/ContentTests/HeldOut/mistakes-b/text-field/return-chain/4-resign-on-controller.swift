import UIKit

/// A sign-in form: Return in the email field should lead to the password field,
/// and Return in the password field should put the keyboard away.
final class SignInViewController: UIViewController, UITextFieldDelegate {
    let emailField = UITextField(frame: CGRect(x: 20, y: 100, width: 280, height: 31))
    let passwordField = UITextField(frame: CGRect(x: 20, y: 144, width: 280, height: 31))

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        emailField.accessibilityIdentifier = "email"
        emailField.borderStyle = .roundedRect
        emailField.placeholder = "Email"
        emailField.keyboardType = .emailAddress
        emailField.returnKeyType = .next
        emailField.delegate = self

        passwordField.accessibilityIdentifier = "password"
        passwordField.borderStyle = .roundedRect
        passwordField.placeholder = "Password"
        passwordField.isSecureTextEntry = true
        passwordField.returnKeyType = .done
        passwordField.delegate = self

        view.addSubview(emailField)
        view.addSubview(passwordField)
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        if textField == emailField {
            passwordField.becomeFirstResponder()
            return true
        }
        // done: put the keyboard away
        resignFirstResponder()
        return true
    }
}
