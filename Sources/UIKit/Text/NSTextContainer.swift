import Foundation

/// The region a text view lays its text out in. The model keeps only what layout needs: the
/// padding at each end of a line, 5 pt by default (reference 4.2).
open class NSTextContainer: NSObject {
    open var lineFragmentPadding: CGFloat = 5 { didSet { onChange?() } }
    /// The size of the region; a text view keeps the width tracking its own.
    open var size: CGSize = .zero
    open var widthTracksTextView = true
    /// Kept as set; the model's text view grows its container's height with its own only through `size`.
    open var heightTracksTextView = false
    /// 0: as many lines as fit (Apple's default). Kept as set; the model's text measures do not cut lines.
    open var maximumNumberOfLines = 0
    /// How the last line ends when lines are limited; `.byWordWrapping` by default. Kept as set.
    open var lineBreakMode: NSLineBreakMode = .byWordWrapping
    var onChange: (() -> Void)?

    public init(size: CGSize) {
        self.size = size
        super.init()
    }

    public override convenience init() { self.init(size: .zero) }
}
