import UIKit

/// The lesson's recipe: a sign-in form whose fields can be seen, say what they are for, show a
/// clear button while typing, and walk the user from email to password to done with Return.
final class SignInFormController: UIViewController, UITextFieldDelegate {
    let emailField = UITextField()
    let passwordField = UITextField()
    /// What the form would send; set when Return is pressed in the last field.
    private(set) var submitted: (email: String, password: String)?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        let width = view.bounds.width - 40
        emailField.frame = CGRect(x: 20, y: 100, width: width, height: 31)
        passwordField.frame = CGRect(x: 20, y: 144, width: width, height: 31)

        configure(emailField, name: "email", placeholder: "Email", icon: "@")
        emailField.keyboardType = .emailAddress
        emailField.autocapitalizationType = .none
        emailField.returnKeyType = .next

        configure(passwordField, name: "password", placeholder: "Password", icon: "*")
        passwordField.isSecureTextEntry = true
        passwordField.returnKeyType = .done
    }

    /// What every field of the form shares: a visible border, a hint, an icon, a clear button.
    private func configure(_ field: UITextField, name: String, placeholder: String, icon: String) {
        field.accessibilityIdentifier = name
        field.borderStyle = .roundedRect
        field.placeholder = placeholder
        let iconView = UILabel(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        iconView.text = icon
        iconView.accessibilityIdentifier = "\(name)-icon"
        field.leftView = iconView
        field.leftViewMode = .always
        field.clearButtonMode = .whileEditing
        field.delegate = self
        view.addSubview(field)
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        if textField === emailField {
            passwordField.becomeFirstResponder()
        } else {
            textField.resignFirstResponder()
            submitted = (emailField.text ?? "", passwordField.text ?? "")
        }
        return true
    }
}
