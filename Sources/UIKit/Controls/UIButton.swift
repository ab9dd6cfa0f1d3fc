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

    /// `UIButton(configuration:primaryAction:)` (iOS 15): "`configuration` will be installed on
    /// the created button, and `primaryAction` added to handle the .primaryActionTriggered
    /// control event. If `primaryAction` has a title or image, they will be copied to
    /// `configuration`" (3.17). The button is a `.system` one (its type there is UNCONFIRMED).
    public convenience init(configuration: Configuration, primaryAction: UIAction? = nil) {
        self.init(type: .system)
        var configuration = configuration
        if let primaryAction {
            if !primaryAction.title.isEmpty { configuration.title = primaryAction.title }
            if let image = primaryAction.image { configuration.image = image }
            addAction(primaryAction, for: .primaryActionTriggered)
        }
        self.configuration = configuration
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

    package override func stateDidChange() {
        refreshLabel()
        if isConfigurationBased { setNeedsUpdateConfiguration() }
    }

    private func refreshLabel() {
        label.text = shownTitle
        label.textColor = configuration.map { $0.foregroundColor(tint: tintColor) } ?? titleColor(for: state)
        label.frame = CGRect(origin: .zero, size: bounds.size)
    }

    // MARK: Configuration (iOS 15, modern-uikit.md 3.13–3.19)

    private var storedConfiguration: Configuration?
    /// "Setting a non-nil value for `configuration` will opt into configuration-based behavior"
    /// (3.13): the configuration's title and image are what the button shows.
    open var configuration: Configuration? {
        get { storedConfiguration }
        set {
            storedConfiguration = newValue
            if newValue != nil { usesConfiguration = true }
            refreshLabel()
            setNeedsUpdateConfiguration()
        }
    }

    /// "Block-based equivalent to overriding -updateConfiguration in a subclass. Setting this
    /// handler will force the button into configuration-based behavior" (3.14).
    open var configurationUpdateHandler: ((UIButton) -> Void)? {
        didSet {
            usesConfiguration = true
            setNeedsUpdateConfiguration()
        }
    }

    /// "When YES, the button will automatically call -updatedConfigurationForButton: on its
    /// `configuration` when the button's state changes … The default value is YES" (3.15).
    open var automaticallyUpdatesConfiguration = true

    private var usesConfiguration = false
    private var isConfigurationBased: Bool { usesConfiguration }
    private var updateScheduled = false
    /// True while `updateConfiguration()` runs: the handler setting `configuration` asks for no
    /// further update.
    private var updatingConfiguration = false

    /// Asks for `updateConfiguration()`; "Multiple requests may be coalesced into a single update
    /// at the appropriate time" (3.16): the model runs one update on the virtual clock's next
    /// turn, as UIKit runs it before the next layout.
    open func setNeedsUpdateConfiguration() {
        guard isConfigurationBased, !updateScheduled, !updatingConfiguration else { return }
        updateScheduled = true
        _ = World.current.clock.schedule(after: 0, label: "button configuration update") { [weak self] in
            guard let self, self.updateScheduled else { return }
            self.updateScheduled = false
            self.updateConfiguration()
        }
    }

    /// Applies the state to the configuration, then calls `configurationUpdateHandler` ("This
    /// block is called after `-updateConfiguration`", 3.14). Override it, calling super, to
    /// update the configuration yourself; "should not be called directly" (3.16).
    open func updateConfiguration() {
        updatingConfiguration = true
        defer { updatingConfiguration = false }
        if automaticallyUpdatesConfiguration, let current = storedConfiguration {
            storedConfiguration = current.updated(for: self)
        }
        configurationUpdateHandler?(self)
        refreshLabel()
    }

    /// With a configuration, a title set for the current state still shows (the state's title
    /// is copied into what is shown, UNCONFIRMED 3.19); otherwise the configuration's title.
    private var shownTitle: String? {
        let stateTitle = titles[state.rawValue] ?? titles[State.normal.rawValue]
        guard let configuration else { return stateTitle }
        return stateTitle ?? configuration.title
    }

    private var shownImage: UIImage? {
        guard let configuration else { return currentImage }
        return currentImage ?? configuration.image
    }

    // MARK: Size and drawing

    /// The title's size, at least the system height for system buttons (an approximation of UIKit's insets).
    open override var intrinsicContentSize: CGSize {
        if let configuration { return configuredSize(configuration) }
        let title = UILabel.measure(currentTitle ?? "", font: label.font, numberOfLines: 1, maxWidth: 0)
        let imageSize = currentImage?.size ?? .zero
        let height = max(title.height, imageSize.height, buttonType == .custom ? 0 : Self.systemButtonHeight)
        return CGSize(width: title.width + imageSize.width, height: height)
    }

    /// With a configuration: the title and the image side by side (stacked when the image is
    /// placed on top or at the bottom) with `imagePadding` between, plus the content insets.
    private func configuredSize(_ configuration: Configuration) -> CGSize {
        let title = shownTitle.map { UILabel.measure($0, font: label.font, numberOfLines: 1, maxWidth: 0) } ?? .zero
        let image = shownImage?.size ?? .zero
        let both = title != .zero && image != .zero
        let padding = both ? configuration.imagePadding : 0
        let vertical = configuration.imagePlacement == .top || configuration.imagePlacement == .bottom
        let content = vertical
            ? CGSize(width: max(title.width, image.width), height: title.height + padding + image.height)
            : CGSize(width: title.width + padding + image.width, height: max(title.height, image.height))
        let insets = configuration.contentInsets
        return CGSize(width: content.width + insets.leading + insets.trailing, height: content.height + insets.top + insets.bottom)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    package override var touchUpInsideEvents: Event { [.touchUpInside, .primaryActionTriggered] }

    /// Whether a tap toggles `isSelected` before the button's actions run (iOS 15; Apple's documentation of
    /// `changesSelectionAsPrimaryAction`): a toggle button's action reads the new state.
    open var changesSelectionAsPrimaryAction = false

    package override func touchWillSendPrimaryAction() {
        if changesSelectionAsPrimaryAction { isSelected.toggle() }
    }

    package override var drawingLabel: String? {
        let parts = [shownImage.map { "[" + $0.name + "]" }, shownTitle].compactMap { $0 }.filter { !$0.isEmpty }
        return parts.isEmpty ? nil : parts.joined(separator: " ")
    }

    package override var drawingLabelAlignment: NSTextAlignment { .center }
}
