import UIKit
import Simulator

// Sign-up form: Return moves to the field with the next tag, the last one
// dismisses the keyboard. The delegate logs each call so the order is visible.
final class FormDelegate: NSObject, UITextFieldDelegate {
    var log: [String] = []
    weak var root: UIView?

    private func name(_ field: UITextField) -> String { field.placeholder ?? "?" }

    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
        log.append("shouldBegin \(name(textField))"); return true
    }
    func textFieldDidBeginEditing(_ textField: UITextField) { log.append("didBegin \(name(textField))") }
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool {
        log.append("shouldEnd \(name(textField))"); return true
    }
    func textFieldDidEndEditing(_ textField: UITextField) { log.append("didEnd \(name(textField))") }
    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        log.append("shouldReturn \(name(textField))")
        if let next = root?.viewWithTag(textField.tag + 1) as? UITextField {
            next.becomeFirstResponder()
        } else {
            textField.resignFirstResponder()
        }
        return true
    }
}

let sim = Simulator(device: .iPhone4Inch)
let screen = UIViewController()
let delegate = FormDelegate()
delegate.root = screen.view
var fields: [UITextField] = []
for (index, title) in ["Name", "Email", "Password"].enumerated() {
    let field = UITextField(frame: CGRect(x: 20, y: 80 + CGFloat(index) * 44, width: 280, height: 31))
    field.borderStyle = .roundedRect
    field.placeholder = title
    field.tag = index + 1
    field.returnKeyType = index == 2 ? .done : .next
    field.isSecureTextEntry = index == 2
    field.delegate = delegate
    screen.view.addSubview(field)
    fields.append(field)
}

sim.show(screen)
sim.runUntilIdle()
sim.tap(fields[0])
sim.runUntilIdle()
sim.type("Ann\n")
sim.runUntilIdle()
delegate.log.forEach { print($0) }
print("--")
delegate.log.removeAll()
sim.type("ann@example.com\n")
sim.runUntilIdle()
sim.type("pw\n")
sim.runUntilIdle()
delegate.log.forEach { print($0) }
print("--")
print(fields.map { $0.text ?? "" }.joined(separator: "|"))
print("keyboard hidden \(sim.keyboardFrame == nil)")
