// fails: visible field stays
// message: must not move
import Foundation

func liftDistance(fieldBottom: CGFloat, keyboardTop: CGFloat) -> CGFloat {
    return fieldBottom - keyboardTop
}
