import UIKit

/// The delegate of a one-time-code field: at most six characters, digits only.
final class CodeFieldDelegate: NSObject, UITextFieldDelegate {
    private let allowed = Set("0123456789")

    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        let length = textField.text?.count ?? 0
        guard length < 6 else { return false }
        for ch in string where !allowed.contains(ch) {
            return false
        }
        return true
    }
}
