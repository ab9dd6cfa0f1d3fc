import UIKit
import Simulator

// Logs every UITextFieldDelegate call and the editingChanged event, as in the many
// "which delegate method is called when" answers.
final class NameViewController: UIViewController, UITextFieldDelegate {
    let nameField = UITextField(frame: CGRect(x: 20, y: 100, width: 280, height: 34))

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        nameField.borderStyle = .roundedRect
        nameField.placeholder = "Name"
        nameField.returnKeyType = .done
        nameField.delegate = self
        nameField.addAction(UIAction { [unowned self] _ in
            print("editingChanged \"\(self.nameField.text ?? "")\"")
        }, for: .editingChanged)
        view.addSubview(nameField)
    }

    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
        print("shouldBeginEditing")
        return true
    }

    func textFieldDidBeginEditing(_ textField: UITextField) {
        print("didBeginEditing")
    }

    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange,
                   replacementString string: String) -> Bool {
        print("shouldChangeCharacters \(range.location),\(range.length) \"\(string)\"")
        return true
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        print("shouldReturn")
        textField.resignFirstResponder()
        return true
    }

    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool {
        print("shouldEndEditing")
        return true
    }

    func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
        print("didEndEditing committed:", reason == .committed)
    }
}

let sim = Simulator(device: .iPhone4Inch)
let screen = NameViewController()
sim.show(screen)

sim.tap(screen.nameField)
sim.runUntilIdle()
sim.type("Al")
sim.deleteBackward()
sim.pressReturn()
sim.runUntilIdle()
print("text:", screen.nameField.text ?? "nil")
print("first responder:", screen.nameField.isFirstResponder)
