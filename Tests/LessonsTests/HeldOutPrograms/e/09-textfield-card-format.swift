import UIKit
import Simulator

// Card-number formatting in shouldChangeCharactersIn: keep digits only, at most 16, group
// them in fours, set the text yourself and return false. Text set in code sends no
// editingChanged event.
final class PaymentViewController: UIViewController, UITextFieldDelegate {
    let cardField = UITextField(frame: CGRect(x: 20, y: 100, width: 280, height: 34))
    private(set) var editingChangedCount = 0
    private let maxDigits = 16

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        cardField.borderStyle = .roundedRect
        cardField.placeholder = "Card number"
        cardField.delegate = self
        cardField.addAction(UIAction { [unowned self] _ in self.editingChangedCount += 1 }, for: .editingChanged)
        view.addSubview(cardField)
    }

    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange,
                   replacementString string: String) -> Bool {
        let current = textField.text ?? ""
        guard let swiftRange = Range(range, in: current) else { return false }
        let updated = current.replacingCharacters(in: swiftRange, with: string)
        let digits = updated.filter { $0.isNumber }
        guard digits.count <= maxDigits else { return false }
        textField.text = grouped(digits)
        return false
    }

    private func grouped(_ digits: String) -> String {
        var result = ""
        for (index, digit) in digits.enumerated() {
            if index > 0 && index % 4 == 0 { result.append(" ") }
            result.append(digit)
        }
        return result
    }
}

let sim = Simulator(device: .iPhone4Inch)
let payment = PaymentViewController()
sim.show(payment)

sim.tap(payment.cardField)
sim.runUntilIdle()
sim.type("4111 1111-1111 1111")
print("[\(payment.cardField.text ?? "")]")
sim.type("9")
print("[\(payment.cardField.text ?? "")]")
print("digits", (payment.cardField.text ?? "").filter { $0.isNumber }.count)
sim.deleteBackward()
print("[\(payment.cardField.text ?? "")]")
sim.deleteBackward()
sim.deleteBackward()
sim.deleteBackward()
print("[\(payment.cardField.text ?? "")]")
print("editingChanged events", payment.editingChangedCount)
