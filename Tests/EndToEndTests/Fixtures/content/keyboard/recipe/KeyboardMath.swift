import Foundation

/// The y of the keyboard's top edge once it is fully shown.
func keyboardTopEdge(screenHeight: CGFloat, keyboardHeight: CGFloat) -> CGFloat {
    screenHeight - keyboardHeight
}
