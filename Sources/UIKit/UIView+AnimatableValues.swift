import Foundation

extension UIView {
    /// Sets an animatable property by the name the animation engine records it under; a
    /// property animator uses it to leave views where a paused or stopped animation shows them.
    /// False for a name this view does not have.
    @discardableResult
    package func setAnimatableValue(_ value: AnimatableValue, for property: String) -> Bool {
        switch (property, value) {
        case ("frame", .rect(let rect)): frame = rect
        case ("bounds", .rect(let rect)): bounds = rect
        case ("center", .point(let point)): center = point
        case ("alpha", .scalar(let scalar)): alpha = scalar
        default:
            guard let scrollView = self as? UIScrollView else { return false }
            switch (property, value) {
            case ("contentOffset", .point(let point)): scrollView.contentOffset = point
            case ("contentInset", .insets(let insets)): scrollView.contentInset = insets
            case ("verticalScrollIndicatorInsets", .insets(let insets)): scrollView.verticalScrollIndicatorInsets = insets
            case ("horizontalScrollIndicatorInsets", .insets(let insets)): scrollView.horizontalScrollIndicatorInsets = insets
            default: return false
            }
        }
        return true
    }
}
