/// The keyboard settings a text input offers (reference 3.7). Defaults: autocapitalization
/// `.sentences`, autocorrection `.default`, keyboard `.default`, Return key `.default`,
/// `enablesReturnKeyAutomatically` false, `isSecureTextEntry` false.
public protocol UITextInputTraits: AnyObject {
    var autocapitalizationType: UITextAutocapitalizationType { get set }
    var autocorrectionType: UITextAutocorrectionType { get set }
    var keyboardType: UIKeyboardType { get set }
    var keyboardAppearance: UIKeyboardAppearance { get set }
    var returnKeyType: UIReturnKeyType { get set }
    var enablesReturnKeyAutomatically: Bool { get set }
    var isSecureTextEntry: Bool { get set }
}
