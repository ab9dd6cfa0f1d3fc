import UIKit

/// The delegate of a one-time-code field: at most six characters, digits only.
final class CodeFieldDelegate: NSObject, UITextFieldDelegate {
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        // Delete
        if string.isEmpty { return true }
        // a key press adds exactly one character
        guard string.count == 1, let typed = string.first, ("0"..."9").contains(typed) else {
            return false
        }
        let after = ((textField.text ?? "") as NSString).replacingCharacters(in: range, with: string)
        return after.count <= 6
    }
}
