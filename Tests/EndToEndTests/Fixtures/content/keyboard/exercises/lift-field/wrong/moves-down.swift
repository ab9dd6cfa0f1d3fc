// mistake: Moves the field down when the keyboard does not cover it
// feedback: When the field's bottom is above the keyboard's top, fieldBottom - keyboardTop is negative: take max(0, …) so a visible field stays where it is.
import Foundation

func liftDistance(fieldBottom: CGFloat, keyboardTop: CGFloat) -> CGFloat {
    return fieldBottom - keyboardTop
}
