import UIKit
import Simulator

// The number pad has no Return key, so the field gets an inputAccessoryView: a 44-pt bar with
// a Done button that ends editing. The keyboard notifications then report keys + bar.
final class AmountViewController: UIViewController {
    let amountField = UITextField(frame: CGRect(x: 20, y: 120, width: 280, height: 34))
    let accessoryBar = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    let doneButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        amountField.borderStyle = .roundedRect
        amountField.placeholder = "0.00"
        amountField.keyboardType = .decimalPad
        view.addSubview(amountField)

        accessoryBar.backgroundColor = .secondarySystemBackground
        doneButton.setTitle("Done", for: .normal)
        doneButton.frame = CGRect(x: 240, y: 0, width: 80, height: 44)
        doneButton.addAction(UIAction { [weak self] _ in
            self?.amountField.resignFirstResponder()
        }, for: .touchUpInside)
        accessoryBar.addSubview(doneButton)
        amountField.inputAccessoryView = accessoryBar

        NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillShowNotification,
                                               object: nil, queue: nil) { note in
            if let end = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue {
                print("willShow end", NSStringFromCGRect(end.cgRectValue))
            }
        }
        NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillHideNotification,
                                               object: nil, queue: nil) { note in
            if let end = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue {
                print("willHide end", NSStringFromCGRect(end.cgRectValue))
            }
        }
    }
}

let sim = Simulator(device: .iPhone4Inch)
let screen = AmountViewController()
sim.show(screen)

sim.tap(screen.amountField)
sim.runUntilIdle()
sim.type("12.50")
print("bar size", NSStringFromCGSize(screen.accessoryBar.bounds.size))
print("bar on screen", NSStringFromCGRect(screen.accessoryBar.convert(screen.accessoryBar.bounds, to: nil)))

sim.tap(screen.doneButton)
sim.runUntilIdle()
print("amount", screen.amountField.text ?? "")
print("editing", screen.amountField.isFirstResponder)
