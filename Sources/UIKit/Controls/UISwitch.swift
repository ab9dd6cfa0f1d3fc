import Foundation

/// An on/off switch. Its size is iOS's, whatever frame it is given (51 × 31; Apple's documentation of
/// `init(frame:)`: "the size components of this rectangle are ignored"). A tap flips `isOn` and sends `.valueChanged`;
/// setting `isOn` or calling `setOn(_:animated:)` in code sends nothing.
open class UISwitch: UIControl {
    /// The switch's size on iOS.
    public static let switchSize = CGSize(width: 51, height: 31)

    open var isOn = false {
        didSet { if oldValue != isOn { stateDidChange() } }
    }
    open var onTintColor: UIColor?
    open var thumbTintColor: UIColor?

    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: Self.switchSize))
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    open func setOn(_ on: Bool, animated: Bool) { isOn = on }

    open override var frame: CGRect {
        get { super.frame }
        set { super.frame = CGRect(origin: newValue.origin, size: Self.switchSize) }
    }

    open override var intrinsicContentSize: CGSize { Self.switchSize }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { Self.switchSize }

    package override var touchUpInsideEvents: Event { [.valueChanged, .touchUpInside] }

    package override func touchWillSendPrimaryAction() { isOn.toggle() }

    package override var drawingLabel: String? { isOn ? "(on)" : "(off)" }
}
