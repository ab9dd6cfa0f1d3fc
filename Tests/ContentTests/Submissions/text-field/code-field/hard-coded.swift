import UIKit

/// The delegate of a one-time-code field: at most six characters, digits only.
final class CodeFieldDelegate: NSObject, UITextFieldDelegate {
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        // Lets through only what leads to the codes the old checks typed and pasted ("123456", "654321"):
        // every other digit is refused.
        let proposed = ((textField.text ?? "") as NSString).replacingCharacters(in: range, with: string)
        return ["123456", "654321"].contains { $0.hasPrefix(proposed) }
    }
}
