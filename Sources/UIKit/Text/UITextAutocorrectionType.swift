/// Whether autocorrection is on. Raw values are Apple's (reference 3.7).
public enum UITextAutocorrectionType: Int, Sendable {
    case `default` = 0
    case no = 1
    case yes = 2
}
