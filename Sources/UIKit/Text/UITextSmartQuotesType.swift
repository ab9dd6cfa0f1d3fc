/// Whether straight quotes become curly ones as they are typed (iOS 11). Raw values are Apple's; the model types characters as given.
public enum UITextSmartQuotesType: Int, Sendable {
    case `default` = 0
    case no = 1
    case yes = 2
}
