import UIKit

/// The delegate of a one-time-code field: at most six characters, digits only.
final class CodeFieldDelegate: NSObject, UITextFieldDelegate {
    static let maxLength = 6

    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        let oldText = textField.text ?? ""
        let newText = (oldText as NSString).replacingCharacters(in: range, with: string)
        if newText.count >= CodeFieldDelegate.maxLength {
            return false
        }
        let onlyDigits = newText.unicodeScalars.allSatisfy { $0.value >= 48 && $0.value <= 57 }
        return onlyDigits
    }
}
