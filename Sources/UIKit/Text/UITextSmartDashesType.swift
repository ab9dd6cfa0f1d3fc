/// Whether two hyphens become a dash as they are typed (iOS 11). Raw values are Apple's; the model types characters as given.
public enum UITextSmartDashesType: Int, Sendable {
    case `default` = 0
    case no = 1
    case yes = 2
}
