import Foundation

extension UIView {
    /// The view's own layer, made on first use and kept for the view's life: `view.layer ===
    /// view.layer`, and `view.layer.cornerRadius = 8` styles this view.
    public var layer: CALayer {
        if let existing = storedLayer { return existing }
        let made = CALayer(view: self)
        storedLayer = made
        return made
    }
}
