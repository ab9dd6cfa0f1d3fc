/// Whether the keyboard adds and removes spaces around pasted and deleted words (iOS 11). Raw values are Apple's.
public enum UITextSmartInsertDeleteType: Int, Sendable {
    case `default` = 0
    case no = 1
    case yes = 2
}
