/// How the user interacted with a link in a text view (iOS 10). Raw values are Apple's.
public enum UITextItemInteraction: Int, Sendable {
    case invokeDefaultAction = 0
    case presentActions = 1
    case preview = 2
}
