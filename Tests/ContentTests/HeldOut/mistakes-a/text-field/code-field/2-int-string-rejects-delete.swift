import UIKit

/// The delegate of a one-time-code field: at most six characters, digits only.
final class CodeFieldDelegate: NSObject, UITextFieldDelegate {
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        guard Int(string) != nil else { return false }   // only numbers may be typed
        let current = (textField.text ?? "") as NSString
        let proposed = current.replacingCharacters(in: range, with: string)
        let digits = "0123456789"
        return proposed.count <= 6 && proposed.allSatisfy { digits.contains($0) }
    }
}
