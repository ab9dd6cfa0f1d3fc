import Foundation

/// A text field's delegate (reference 3.8). Apple's methods are optional Objective-C methods;
/// Linux has no Objective-C runtime, so each has a default here and you implement only the ones
/// you need, as on iOS. Order for one field: shouldBegin → didBegin → (shouldChangeCharacters for
/// each edit, shouldReturn on Return) → shouldEnd → didEnd (3.9).
public protocol UITextFieldDelegate: AnyObject {
    /// Return false to disallow editing. Called before the field becomes first responder.
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
    /// The field became first responder.
    func textFieldDidBeginEditing(_ textField: UITextField)
    /// Return false to keep editing (the field stays first responder), unless editing is forced to end.
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
    /// The field resigned first responder. May be called even if shouldEndEditing said no, when
    /// editing is forced to end (removed from the window, `endEditing(true)`).
    func textFieldDidEndEditing(_ textField: UITextField)
    /// iOS 10: called in place of `textFieldDidEndEditing(_:)`; the default calls that one.
    func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason)
    /// Return false to reject an edit (typing, deleting, pasting).
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool
    /// The clear button was tapped (or editing began with `clearsOnBeginEditing`). Return false to keep the text.
    func textFieldShouldClear(_ textField: UITextField) -> Bool
    /// The Return key was pressed. Return false to ignore it. The field does not resign by itself (3.11).
    func textFieldShouldReturn(_ textField: UITextField) -> Bool
}

extension UITextFieldDelegate {
    public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
    public func textFieldDidBeginEditing(_ textField: UITextField) {}
    public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
    public func textFieldDidEndEditing(_ textField: UITextField) {}
    public func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
        textFieldDidEndEditing(textField)
    }
    public func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool { true }
    public func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
}
