import UIKit
import Simulator

// The "Next / Done" chain: textFieldShouldReturn moves to the field with the next tag and
// the last field submits. The keyboard stays up while focus moves between fields.
final class SignUpViewController: UIViewController, UITextFieldDelegate {
    let nameField = UITextField()
    let emailField = UITextField()
    let passwordField = UITextField()
    var began: [String] = []
    var ended: [String] = []
    var keyboardHides = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        let specs: [(UITextField, String, UIReturnKeyType)] = [
            (nameField, "name", .next), (emailField, "email", .next), (passwordField, "password", .done),
        ]
        for (index, spec) in specs.enumerated() {
            let (field, name, returnKey) = spec
            field.frame = CGRect(x: 20, y: 80 + CGFloat(index) * 50, width: 280, height: 34)
            field.borderStyle = .roundedRect
            field.placeholder = name
            field.accessibilityIdentifier = name
            field.returnKeyType = returnKey
            field.tag = index + 1
            field.delegate = self
            view.addSubview(field)
        }
        emailField.keyboardType = .emailAddress
        emailField.autocapitalizationType = .none
        passwordField.isSecureTextEntry = true

        NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillHideNotification,
                                               object: nil, queue: .main) { [weak self] _ in
            self?.keyboardHides += 1
        }
    }

    func textFieldDidBeginEditing(_ textField: UITextField) {
        began.append(textField.accessibilityIdentifier ?? "?")
    }

    func textFieldDidEndEditing(_ textField: UITextField) {
        ended.append(textField.accessibilityIdentifier ?? "?")
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        if let next = view.viewWithTag(textField.tag + 1) as? UITextField {
            next.becomeFirstResponder()
        } else {
            textField.resignFirstResponder()
            submit()
        }
        return false
    }

    private func submit() {
        print("submit", nameField.text ?? "", emailField.text ?? "", (passwordField.text ?? "").count)
    }
}

let sim = Simulator(device: .iPhone4Inch)
let signUp = SignUpViewController()
sim.show(signUp)

sim.tap(signUp.nameField)
sim.runUntilIdle()
sim.type("Ann\n")
sim.runUntilIdle()
print("after name:", signUp.emailField.isFirstResponder)
sim.type("ann@example.com\n")
sim.runUntilIdle()
print("after email:", signUp.passwordField.isFirstResponder)
sim.type("secret\n")
sim.runUntilIdle()

print("began:", signUp.began.joined(separator: ", "))
print("ended:", signUp.ended.joined(separator: ", "))
print("keyboard hides:", signUp.keyboardHides)
print("anyone editing:", [signUp.nameField, signUp.emailField, signUp.passwordField].contains { $0.isFirstResponder })
