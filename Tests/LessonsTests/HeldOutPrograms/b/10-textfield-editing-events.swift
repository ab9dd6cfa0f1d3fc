import UIKit
import Simulator

// Editing events on a text field, the text-did-change notification, and a
// field that refuses to edit (it shows a picker instead of the keyboard).
final class AddressFormDelegate: NSObject, UITextFieldDelegate {
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
        if textField.placeholder == "Country" {
            print("show country picker instead")
            return false
        }
        return true
    }
}

let sim = Simulator(device: .iPhone4Inch)
let screen = UIViewController()
let formDelegate = AddressFormDelegate()

let cityField = UITextField(frame: CGRect(x: 20, y: 100, width: 280, height: 34))
cityField.placeholder = "City"
let countryField = UITextField(frame: CGRect(x: 20, y: 150, width: 280, height: 34))
countryField.placeholder = "Country"
for field in [cityField, countryField] {
    field.borderStyle = .roundedRect
    field.delegate = formDelegate
    screen.view.addSubview(field)
}

var changedEvents = 0
var changeNotifications = 0
cityField.addAction(UIAction { _ in print("editingDidBegin") }, for: .editingDidBegin)
cityField.addAction(UIAction { _ in changedEvents += 1 }, for: .editingChanged)
cityField.addAction(UIAction { _ in print("editingDidEnd") }, for: .editingDidEnd)
let observer = NotificationCenter.default.addObserver(
    forName: UITextField.textDidChangeNotification, object: cityField, queue: .main) { _ in
    changeNotifications += 1
}

sim.show(screen)
sim.runUntilIdle()

sim.tap(cityField)
sim.type("Oslo")
sim.runUntilIdle()
print("typed:", cityField.text ?? "", "| events:", changedEvents, "| notifications:", changeNotifications)

cityField.text = "Bergen"
sim.runUntilIdle()
print("set in code:", cityField.text ?? "", "| events:", changedEvents, "| notifications:", changeNotifications)

sim.tap(countryField)
sim.runUntilIdle()
print("country editing:", countryField.isFirstResponder, "| city editing:", cityField.isFirstResponder)

cityField.resignFirstResponder()
sim.runUntilIdle()
print("city editing:", cityField.isFirstResponder)
