import Foundation

/// The spinning wheel that says work is going on. It does not spin in the model's drawing; what code reads is iOS's:
/// `isAnimating`, and (while `hidesWhenStopped`, the default) hidden whenever it is stopped, from the start.
open class UIActivityIndicatorView: UIView {
    /// Apple's styles and raw values; `.medium` (20 pt) and `.large` (37 pt) since iOS 13.
    public enum Style: Int, Sendable {
        case whiteLarge = 0
        case white = 1
        case gray = 2
        case medium = 100
        case large = 101

        var side: CGFloat { self == .large || self == .whiteLarge ? 37 : 20 }
    }

    open var style: Style { didSet { invalidateIntrinsicContentSize() } }
    open private(set) var isAnimating = false
    open var hidesWhenStopped = true { didSet { if !isAnimating { isHidden = hidesWhenStopped } } }
    open var color: UIColor! = .gray

    public init(style: Style) {
        self.style = style
        super.init(frame: CGRect(x: 0, y: 0, width: style.side, height: style.side))
        isHidden = true
    }

    public override init(frame: CGRect) {
        style = .medium
        super.init(frame: frame)
        isHidden = true
    }

    public required init?(coder: NSCoder) {
        style = .medium
        super.init(coder: coder)
        isHidden = true
    }

    open func startAnimating() {
        isAnimating = true
        isHidden = false
    }

    open func stopAnimating() {
        isAnimating = false
        if hidesWhenStopped { isHidden = true }
    }

    open override var intrinsicContentSize: CGSize { CGSize(width: style.side, height: style.side) }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }
}
