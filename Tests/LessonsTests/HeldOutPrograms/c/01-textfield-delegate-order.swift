import UIKit
import Simulator

// The "log every UITextFieldDelegate method" demo found in many tutorials
// (e.g. "UITextFieldDelegate methods explained", codewithchris / Hacking with Swift style):
// each callback appends a line, and the Return key dismisses the keyboard.
final class LoggingDelegate: NSObject, UITextFieldDelegate {
    var calls: [String] = []

    func textFieldDidBeginEditing(_ textField: UITextField) {
        calls.append("didBegin \(textField.placeholder ?? "")")
    }

    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange,
                   replacementString string: String) -> Bool {
        calls.append("shouldChange {\(range.location), \(range.length)} \"\(string)\"")
        return true
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        calls.append("shouldReturn")
        textField.resignFirstResponder()
        return true
    }

    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool {
        calls.append("shouldEnd")
        return true
    }

    func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
        calls.append("didEnd \(reason == .committed ? "committed" : "other")")
    }
}

// A field that must not be edited (e.g. a read-only "Country" field).
final class LockedDelegate: NSObject, UITextFieldDelegate {
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { false }
}

let sim = Simulator(device: .iPhone4Inch)
let screen = UIViewController()
let logger = LoggingDelegate()
let locker = LockedDelegate()

let cityField = UITextField(frame: CGRect(x: 20, y: 100, width: 280, height: 34))
cityField.placeholder = "City"
cityField.borderStyle = .roundedRect
cityField.autocorrectionType = .no
cityField.autocapitalizationType = .none
cityField.delegate = logger

let countryField = UITextField(frame: CGRect(x: 20, y: 150, width: 280, height: 34))
countryField.placeholder = "Country"
countryField.text = "Norway"
countryField.borderStyle = .roundedRect
countryField.delegate = locker

screen.view.addSubview(cityField)
screen.view.addSubview(countryField)
sim.show(screen)
sim.runUntilIdle()

sim.tap(cityField)
sim.runUntilIdle()
print("editing:", cityField.isFirstResponder)
sim.type("abc")
print("text after typing:", cityField.text ?? "nil")
_ = sim.deleteBackward()
print("text after delete:", cityField.text ?? "nil")
sim.pressReturn()
sim.runUntilIdle()
print("editing after Return:", cityField.isFirstResponder)
for call in logger.calls { print(call) }

sim.tap(countryField)
sim.runUntilIdle()
print("country editing:", countryField.isFirstResponder, "text:", countryField.text ?? "nil")
print("keyboard:", sim.keyboardFrame.map(NSStringFromCGRect) ?? "none")
