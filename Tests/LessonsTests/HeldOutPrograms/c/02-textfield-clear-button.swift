import UIKit
import Simulator

// A search field with the built-in clear button (clearButtonMode = .whileEditing) and a
// one-time-code field that empties itself when editing begins (clearsOnBeginEditing), as in
// the "detect when the clear button is tapped" answers on Stack Overflow: the delegate's
// textFieldShouldClear(_:) is asked, and an editingChanged action tracks every change.
final class SearchDelegate: NSObject, UITextFieldDelegate {
    var allowClear = true
    var clearRequests = 0

    func textFieldShouldClear(_ textField: UITextField) -> Bool {
        clearRequests += 1
        return allowClear
    }
}

let sim = Simulator(device: .iPhone4Inch)
let screen = UIViewController()
let delegate = SearchDelegate()

let searchField = UITextField(frame: CGRect(x: 20, y: 80, width: 280, height: 34))
searchField.borderStyle = .roundedRect
searchField.placeholder = "Search"
searchField.clearButtonMode = .whileEditing
searchField.autocorrectionType = .no
searchField.autocapitalizationType = .none
searchField.delegate = delegate

let codeField = UITextField(frame: CGRect(x: 20, y: 130, width: 280, height: 34))
codeField.borderStyle = .roundedRect
codeField.keyboardType = .numberPad
codeField.text = "483920"
codeField.clearsOnBeginEditing = true
codeField.delegate = delegate

screen.view.addSubview(searchField)
screen.view.addSubview(codeField)

var changes = 0
searchField.addAction(UIAction { _ in changes += 1 }, for: .editingChanged)
var notifications = 0
let token = NotificationCenter.default.addObserver(forName: UITextField.textDidChangeNotification,
                                                   object: searchField, queue: nil) { _ in
    notifications += 1
}

sim.show(screen)
sim.runUntilIdle()

sim.tap(searchField)
sim.type("milk")
print("typed:", searchField.text ?? "nil", "changes:", changes, "notifications:", notifications)

delegate.allowClear = false
_ = sim.tapClearButton(of: searchField)
print("refused:", searchField.text ?? "nil", "asked:", delegate.clearRequests, "changes:", changes)

delegate.allowClear = true
_ = sim.tapClearButton(of: searchField)
print("cleared: \"\(searchField.text ?? "nil")\"", "asked:", delegate.clearRequests,
      "changes:", changes, "notifications:", notifications)
print("still editing:", searchField.isFirstResponder)

sim.tap(codeField)
sim.runUntilIdle()
print("code field: \"\(codeField.text ?? "nil")\"", "asked:", delegate.clearRequests,
      "editing:", codeField.isFirstResponder)
NotificationCenter.default.removeObserver(token)
