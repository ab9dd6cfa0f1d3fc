import Foundation

func liftDistance(fieldBottom: CGFloat, keyboardTop: CGFloat) -> CGFloat {
    return 0
}
