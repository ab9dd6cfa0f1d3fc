import UIKit
import Simulator

// "Allow only numbers and one decimal point with max 2 decimals in a UITextField"
// (the common shouldChangeCharactersIn answer: build the would-be text, then validate it).
final class AmountViewController: UIViewController, UITextFieldDelegate {
    let amountField = UITextField(frame: CGRect(x: 20, y: 100, width: 280, height: 34))
    var rejected: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        amountField.borderStyle = .roundedRect
        amountField.placeholder = "0.00"
        amountField.keyboardType = .numbersAndPunctuation
        amountField.autocorrectionType = .no
        amountField.autocapitalizationType = .none
        amountField.delegate = self
        view.addSubview(amountField)
    }

    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        let current = textField.text ?? ""
        guard let swiftRange = Range(range, in: current) else { return false }
        let updated = current.replacingCharacters(in: swiftRange, with: string)
        if updated.isEmpty { return true }

        let parts = updated.components(separatedBy: ".")
        let onlyDigitsAndPoint = updated.allSatisfy { $0.isNumber || $0 == "." }
        let ok = onlyDigitsAndPoint && parts.count <= 2 && (parts.count < 2 || parts[1].count <= 2)
        if !ok { rejected.append(string) }
        return ok
    }
}

let sim = Simulator(device: .iPhone4Inch)
let amount = AmountViewController()
sim.show(amount)

sim.tap(amount.amountField)
sim.type("12.3a4.56")
print("text \(amount.amountField.text ?? "")")
print("rejected \(amount.rejected)")

sim.deleteBackward()
sim.type("9")
print("text \(amount.amountField.text ?? "")")
print("value \(Double(amount.amountField.text ?? "") ?? 0)")
