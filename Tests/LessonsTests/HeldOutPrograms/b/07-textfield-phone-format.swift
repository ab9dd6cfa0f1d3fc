import UIKit
import Simulator

// Format a US phone number while the user types: take the digits of the text
// the edit would produce, reformat them, write the text yourself and return false.
final class PhoneNumberFormatter: NSObject, UITextFieldDelegate {
    static let maxDigits = 10

    static func format(_ digits: String) -> String {
        var result = ""
        for (index, digit) in digits.enumerated() {
            switch index {
            case 0: result += "("
            case 3: result += ") "
            case 6: result += "-"
            default: break
            }
            result.append(digit)
        }
        return result
    }

    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange,
                   replacementString string: String) -> Bool {
        let current = textField.text ?? ""
        guard let stringRange = Range(range, in: current) else { return false }
        let proposed = current.replacingCharacters(in: stringRange, with: string)
        let digits = proposed.filter { $0.isNumber }
        guard digits.count <= Self.maxDigits else { return false }
        textField.text = Self.format(digits)
        // Setting text in code sends no events, so tell listeners ourselves.
        textField.sendActions(for: .editingChanged)
        return false
    }
}

let sim = Simulator(device: .iPhone4Inch)
let screen = UIViewController()
let formatter = PhoneNumberFormatter()
let phoneField = UITextField(frame: CGRect(x: 20, y: 120, width: 280, height: 40))
phoneField.borderStyle = .roundedRect
phoneField.keyboardType = .phonePad
phoneField.placeholder = "(555) 555-5555"
phoneField.delegate = formatter

var changes = 0
let continueButton = UIButton(type: .system)
continueButton.setTitle("Continue", for: .normal)
continueButton.isEnabled = false
phoneField.addAction(UIAction { _ in
    changes += 1
    let digits = (phoneField.text ?? "").filter { $0.isNumber }
    continueButton.isEnabled = digits.count == PhoneNumberFormatter.maxDigits
}, for: .editingChanged)

screen.view.addSubview(phoneField)
sim.show(screen)
sim.runUntilIdle()

sim.tap(phoneField)
sim.type("555")
print(phoneField.text ?? "")
sim.type("1")
print(phoneField.text ?? "")
sim.type("234567")
print(phoneField.text ?? "", "| continue enabled:", continueButton.isEnabled)
sim.type("8")
print(phoneField.text ?? "", "| events:", changes)
