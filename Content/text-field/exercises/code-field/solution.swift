import UIKit

/// The delegate of a one-time-code field: at most six characters, digits only.
final class CodeFieldDelegate: NSObject, UITextFieldDelegate {
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        // Judge the text as it would be after the edit: typing, deleting and pasting alike.
        let current = (textField.text ?? "") as NSString
        let proposed = current.replacingCharacters(in: range, with: string)
        // Deleting replaces a range with "", which passes both tests.
        return proposed.count <= 6 && proposed.allSatisfy { ("0"..."9").contains($0) }
    }
}
