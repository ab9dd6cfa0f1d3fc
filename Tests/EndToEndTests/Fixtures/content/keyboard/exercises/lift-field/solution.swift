import Foundation

func liftDistance(fieldBottom: CGFloat, keyboardTop: CGFloat) -> CGFloat {
    return max(0, fieldBottom - keyboardTop)
}
