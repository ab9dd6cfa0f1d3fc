// fails: Delete still works
// message: Int("") is nil
import UIKit

/// The delegate of a one-time-code field: at most six characters, digits only.
final class CodeFieldDelegate: NSObject, UITextFieldDelegate {
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        // "Is it a number?" — but deleting passes "", and Int("") is nil.
        let current = (textField.text ?? "") as NSString
        let proposed = current.replacingCharacters(in: range, with: string)
        return Int(string) != nil && proposed.count <= 6
    }
}
