import UIKit

/// The delegate of a one-time-code field: at most six characters, digits only.
final class CodeFieldDelegate: NSObject, UITextFieldDelegate {
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        let text = textField.text ?? ""
        let updated = (text as NSString).replacingCharacters(in: range, with: string)
        if updated.isEmpty { return true }
        let hasDigits = updated.rangeOfCharacter(from: .decimalDigits) != nil
        return hasDigits && updated.count <= 6
    }
}
