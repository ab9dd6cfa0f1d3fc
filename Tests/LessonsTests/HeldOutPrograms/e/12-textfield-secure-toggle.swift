import UIKit
import Simulator

// A password field with a Show/Hide button as its rightView, plus editingDidBegin /
// editingDidEnd actions. A secure field that is edited again starts over with the first key typed.
final class PasswordViewController: UIViewController {
    let passwordField = UITextField(frame: CGRect(x: 20, y: 100, width: 280, height: 34))
    let toggleButton = UIButton(type: .system)
    var beginCount = 0
    var endCount = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        passwordField.borderStyle = .roundedRect
        passwordField.placeholder = "Password"
        passwordField.isSecureTextEntry = true
        passwordField.textContentType = .password

        toggleButton.frame = CGRect(x: 0, y: 0, width: 60, height: 34)
        toggleButton.setTitle("Show", for: .normal)
        toggleButton.setTitle("Hide", for: .selected)
        toggleButton.addAction(UIAction { [unowned self] _ in
            self.toggleButton.isSelected.toggle()
            self.passwordField.isSecureTextEntry = !self.toggleButton.isSelected
        }, for: .touchUpInside)
        passwordField.rightView = toggleButton
        passwordField.rightViewMode = .always

        passwordField.addAction(UIAction { [unowned self] _ in self.beginCount += 1 }, for: .editingDidBegin)
        passwordField.addAction(UIAction { [unowned self] _ in self.endCount += 1 }, for: .editingDidEnd)
        view.addSubview(passwordField)
    }

    func report(_ label: String) {
        print(label, "secure:", passwordField.isSecureTextEntry,
              "button:", toggleButton.currentTitle ?? "nil",
              "editing:", passwordField.isFirstResponder)
    }
}

let sim = Simulator(device: .iPhone4Inch)
let screen = PasswordViewController()
sim.show(screen)

sim.tap(screen.passwordField)
sim.runUntilIdle()
sim.type("abc123")
screen.report("typed")

sim.tap(screen.toggleButton)
sim.runUntilIdle()
screen.report("shown")
print("text:", screen.passwordField.text ?? "")

sim.tap(screen.toggleButton)
sim.runUntilIdle()
screen.report("hidden")

screen.passwordField.resignFirstResponder()
sim.runUntilIdle()
sim.tap(screen.passwordField)
sim.runUntilIdle()
print("refocused length:", screen.passwordField.text?.count ?? 0)
sim.type("x")
print("after typing:", screen.passwordField.text ?? "")
print("begin events:", screen.beginCount, "end events:", screen.endCount)
