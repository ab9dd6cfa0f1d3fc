import Foundation

/// A button: titles, title colors and images per state with the fallback to the normal state
/// (5.8), and a tap (touch down, touch up inside) that sends `.touchUpInside` and then
/// `.primaryActionTriggered` (their relative order is UNCONFIRMED, 5.7; the model sends them
/// in bit order).
open class UIButton: UIControl {
    public let buttonType: ButtonType
    private var titles: [UInt: String] = [:]
    private var titleColors: [UInt: UIColor] = [:]
    private var images: [UInt: UIImage] = [:]
    private let label = UILabel(frame: .zero)
    /// Made on first use of `imageView`, as UIKit creates its views "if necessary".
    private lazy var storedImageView = UIImageView(frame: .zero)

    /// System buttons use the 15 pt system font (iOS 7 and later).
    package static let titleFontSize: CGFloat = 15
    /// The height of a system button's intrinsic size with a one-line 15 pt title (observed value, commonly 30).
    package static let systemButtonHeight: CGFloat = 30

    /// A button of the given type with a zero frame, as `UIButton(type:)` makes on iOS.
    public init(type buttonType: ButtonType) {
        self.buttonType = buttonType
        super.init(frame: .zero)
        configureLabel()
    }

    /// A custom button (the type `init(frame:)` gives on iOS).
    public override init(frame: CGRect) {
        buttonType = .custom
        super.init(frame: frame)
        configureLabel()
    }

    /// A system button whose action runs for `.primaryActionTriggered`; it takes the action's
    /// title and image (iOS 14, 5.6).
    public convenience init(frame: CGRect = .zero, primaryAction: UIAction?) {
        self.init(type: .system, frame: frame, primaryAction: primaryAction)
    }

    /// `UIButton(type:primaryAction:)` (iOS 14).
    public convenience init(type buttonType: ButtonType, primaryAction: UIAction?) {
        self.init(type: buttonType, frame: .zero, primaryAction: primaryAction)
    }

    private convenience init(type buttonType: ButtonType, frame: CGRect, primaryAction: UIAction?) {
        self.init(type: buttonType)
        self.frame = frame
        if let primaryAction {
            setTitle(primaryAction.title, for: .normal)
            if let image = primaryAction.image { setImage(image, for: .normal) }
            addAction(primaryAction, for: .primaryActionTriggered)
        }
    }

    public required init?(coder: NSCoder) {
        buttonType = .custom
        super.init(coder: coder)
        configureLabel()
    }

    private func configureLabel() {
        label.font = .systemFont(ofSize: Self.titleFontSize)
        label.textAlignment = .center
        refreshLabel()
    }

    // MARK: Per-state values (5.8)

    open func setTitle(_ title: String?, for state: State) {
        titles[state.rawValue] = title
        refreshLabel()
    }

    /// The title for the state, or the normal state's title when none was set for it (5.8).
    open func title(for state: State) -> String? { titles[state.rawValue] ?? titles[State.normal.rawValue] }

    open func setTitleColor(_ color: UIColor?, for state: State) {
        titleColors[state.rawValue] = color
        refreshLabel()
    }

    /// The title color for the state: one set for it, else the normal state's, else the type's default.
    open func titleColor(for state: State) -> UIColor? {
        titleColors[state.rawValue] ?? titleColors[State.normal.rawValue] ?? defaultTitleColor(for: state)
    }

    open func setImage(_ image: UIImage?, for state: State) {
        images[state.rawValue] = image
    }

    open func image(for state: State) -> UIImage? { images[state.rawValue] ?? images[State.normal.rawValue] }

    /// System buttons draw their title in the tint color (gray when disabled); custom ones in white
    /// (the 10.3 header's default).
    private func defaultTitleColor(for state: State) -> UIColor {
        guard buttonType != .custom else { return .white }
        return state.contains(.disabled) ? .systemGray : tintColor
    }

    open var currentTitle: String? { title(for: state) }
    /// Never nil (5.8).
    open var currentTitleColor: UIColor { titleColor(for: state) ?? .white }
    open var currentImage: UIImage? { image(for: state) }

    /// The header's comment on `titleLabel` and `imageView`: "will always create them if
    /// necessary. always returns nil for system buttons" (reference 5.8). The comment dates from
    /// iPhone OS 3, before `.system` (iOS 7) existed, so "system buttons" are the system-drawn
    /// types: detail disclosure, info light, info dark and contact add. Custom and `.system`
    /// buttons always have both views.
    private var hasTitleAndImageViews: Bool { buttonType == .custom || buttonType == .system }

    /// The label that shows the current title; its text follows the state. nil for the
    /// system-drawn button types (5.8).
    open var titleLabel: UILabel? {
        guard hasTitleAndImageViews else { return nil }
        refreshLabel()
        return label
    }

    /// The image view that shows the current image (nil when no image is set for the state or
    /// normal), sized to it; the model does not place it within the button. nil for the
    /// system-drawn button types (5.8).
    open var imageView: UIImageView? {
        guard hasTitleAndImageViews else { return nil }
        let view = storedImageView
        let image = currentImage
        if view.image !== image {
            view.image = image
            view.frame = CGRect(origin: .zero, size: image?.size ?? .zero)
        }
        return view
    }

    package override func stateDidChange() { refreshLabel() }

    private func refreshLabel() {
        label.text = titles[state.rawValue] ?? titles[State.normal.rawValue]
        label.textColor = titleColor(for: state)
        label.frame = CGRect(origin: .zero, size: bounds.size)
    }

    // MARK: Size and drawing

    /// The title's size, at least the system height for system buttons (an approximation of UIKit's insets).
    open override var intrinsicContentSize: CGSize {
        let title = UILabel.measure(currentTitle ?? "", font: label.font, numberOfLines: 1, maxWidth: 0)
        let imageSize = currentImage?.size ?? .zero
        let height = max(title.height, imageSize.height, buttonType == .custom ? 0 : Self.systemButtonHeight)
        return CGSize(width: title.width + imageSize.width, height: height)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    package override var touchUpInsideEvents: Event { [.touchUpInside, .primaryActionTriggered] }

    package override var drawingLabel: String? {
        let parts = [currentImage.map { "[" + $0.name + "]" }, currentTitle].compactMap { $0 }.filter { !$0.isEmpty }
        return parts.isEmpty ? nil : parts.joined(separator: " ")
    }

    package override var drawingLabelAlignment: NSTextAlignment { .center }
}
