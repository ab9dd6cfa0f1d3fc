import Foundation

extension UIView {
    /// Makes this view or the subview that is first responder resign; with `force`, even if its
    /// delegate says no (3.16). Returns true when no first responder is left in this view.
    @discardableResult
    public func endEditing(_ force: Bool) -> Bool {
        let world = World.current
        guard let responder = world.firstResponder as? UIView, responder.isDescendant(of: self) else { return true }
        return force ? world.keyboard.forceResign(responder) : responder.resignFirstResponder()
    }
}
