import Foundation

/// Shows an image (a text field's left view, an icon). Drawn by the simulator as the image's name.
open class UIImageView: UIView {
    open var image: UIImage?
    open var highlightedImage: UIImage?
    open var isHighlighted = false

    /// A view the size of the image, as on iOS.
    public init(image: UIImage?) {
        self.image = image
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        isUserInteractionEnabled = false
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isUserInteractionEnabled = false
    }

    open override var intrinsicContentSize: CGSize { image?.size ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { image?.size ?? .zero }

    package override var drawingLabel: String? {
        guard let image = isHighlighted ? (highlightedImage ?? image) : image else { return nil }
        return "[" + image.name + "]"
    }
}
