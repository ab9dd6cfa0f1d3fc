import Foundation

/// How far a field must move up so that a keyboard whose top edge is at `keyboardTop` does not cover it.
func liftDistance(fieldBottom: CGFloat, keyboardTop: CGFloat) -> CGFloat {
    return max(0, fieldBottom - keyboardTop)
}
