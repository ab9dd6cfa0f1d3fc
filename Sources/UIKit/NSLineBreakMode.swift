import Foundation

/// How a label shortens text that does not fit. Raw values are Apple's.
public enum NSLineBreakMode: Int, Sendable {
    case byWordWrapping = 0, byCharWrapping = 1, byClipping = 2, byTruncatingHead = 3, byTruncatingTail = 4, byTruncatingMiddle = 5
}
