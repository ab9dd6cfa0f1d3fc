import UIKit
import Simulator

// ZIP code field limited to 5 characters with the usual "would the new text be
// too long?" check in textField(_:shouldChangeCharactersIn:replacementString:).
final class ZipLimiter: NSObject, UITextFieldDelegate {
    let maxLength = 5
    var asked = 0
    var refused = 0

    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange,
                   replacementString string: String) -> Bool {
        asked += 1
        let current = textField.text ?? ""
        guard let swiftRange = Range(range, in: current) else { return false }
        let proposed = current.replacingCharacters(in: swiftRange, with: string)
        if proposed.count > maxLength {
            refused += 1
            return false
        }
        return true
    }
}

let sim = Simulator(device: .iPhone4Inch)
let screen = UIViewController()
let zip = UITextField(frame: CGRect(x: 20, y: 100, width: 120, height: 31))
zip.borderStyle = .roundedRect
zip.placeholder = "ZIP"
zip.keyboardType = .numberPad
let limiter = ZipLimiter()
zip.delegate = limiter
var changes = 0
zip.addAction(UIAction { _ in changes += 1 }, for: .editingChanged)
screen.view.addSubview(zip)

sim.show(screen)
sim.runUntilIdle()
sim.tap(zip)
sim.runUntilIdle()
sim.type("9410512")
sim.runUntilIdle()
print("text \(zip.text ?? "")")
print("asked \(limiter.asked) refused \(limiter.refused)")
print("editingChanged \(changes)")
