/// The kind of keyboard a text input asks for. Raw values are Apple's (reference 3.7).
public enum UIKeyboardType: Int, Sendable {
    case `default` = 0
    case asciiCapable = 1
    case numbersAndPunctuation = 2
    case URL = 3
    case numberPad = 4
    case phonePad = 5
    case namePhonePad = 6
    case emailAddress = 7
    /// iOS 4.1.
    case decimalPad = 8
    /// iOS 5.0.
    case twitter = 9
    /// iOS 7.0.
    case webSearch = 10
    /// iOS 10.0.
    case asciiCapableNumberPad = 11

    /// Deprecated spelling of `.asciiCapable`.
    public static let alphabet = UIKeyboardType.asciiCapable
}
