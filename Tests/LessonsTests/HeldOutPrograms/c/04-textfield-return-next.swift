import UIKit
import Simulator

// "How to navigate through textfields (Next / Done buttons)" — the Stack Overflow answer that
// gives each field a tag and, in textFieldShouldReturn, moves to viewWithTag(tag + 1) or
// dismisses the keyboard on the last field. The first field also sets
// enablesReturnKeyAutomatically, so its Return key is disabled while it is empty.
final class FormDelegate: NSObject, UITextFieldDelegate {
    var returns = 0

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        returns += 1
        if let next = textField.superview?.viewWithTag(textField.tag + 1) as? UITextField {
            next.becomeFirstResponder()
        } else {
            textField.resignFirstResponder()
        }
        return false
    }
}

let sim = Simulator(device: .iPhone4Inch)
let screen = UIViewController()
let formDelegate = FormDelegate()

let placeholders = ["First name", "Last name", "City"]
var fields: [UITextField] = []
for (index, placeholder) in placeholders.enumerated() {
    let field = UITextField(frame: CGRect(x: 20, y: 80 + CGFloat(index) * 50, width: 280, height: 34))
    field.placeholder = placeholder
    field.tag = index + 1
    field.borderStyle = .roundedRect
    field.autocorrectionType = .no
    field.returnKeyType = index == placeholders.count - 1 ? .done : .next
    field.delegate = formDelegate
    screen.view.addSubview(field)
    fields.append(field)
}
fields[0].enablesReturnKeyAutomatically = true

func editingTag() -> String {
    fields.first(where: { $0.isFirstResponder }).map { String($0.tag) } ?? "none"
}
func keyboard() -> String { sim.keyboardFrame.map(NSStringFromCGRect) ?? "none" }

sim.show(screen)
sim.runUntilIdle()

sim.tap(fields[0])
sim.runUntilIdle()
sim.pressReturn()   // the Return key is grayed out: nothing happens
sim.runUntilIdle()
print("empty first name, Return: returns", formDelegate.returns, "editing tag", editingTag())

sim.type("Ann")
sim.pressReturn()
sim.runUntilIdle()
print("after Ann + Return: editing tag", editingTag(), "keyboard", keyboard())

sim.type("Lee")
sim.pressReturn()
sim.runUntilIdle()
print("after Lee + Return: editing tag", editingTag(), "keyboard", keyboard())

sim.type("Oslo")
sim.pressReturn()
sim.runUntilIdle()
print("after Oslo + Return: editing tag", editingTag(), "keyboard", keyboard())
print(fields.map { $0.text ?? "nil" }.joined(separator: " "), "returns:", formDelegate.returns)
print("return keys:", fields.map { $0.returnKeyType.rawValue })
