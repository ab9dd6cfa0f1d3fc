import Foundation

/// A single line of editable text. Becoming first responder (when in a window, 3.14) starts an
/// editing session: the delegate, the text-field notifications (object: the field) and the
/// editing control events (3.12) come in iOS's order around the keyboard's notifications (1.4.1, 1.4.3).
open class UITextField: UIControl, UITextInputTraits {
    open weak var delegate: UITextFieldDelegate?

    private var storedText: String? { didSet { storedAttributedText = nil } }
    /// The text. Apple's header gives nil as the default (uikit-behavior.md 3.6), but what programs read at run time is
    /// an empty string, before anything is typed and after nil is assigned ("It starts out as an empty string instead
    /// of nil. Even when it is explicitly set to nil it remains an empty string": Stack Overflow 42861115 and its
    /// answers; `textField.text!` in a delegate relies on it). The model gives what programs read.
    open var text: String? {
        get { storedText ?? "" }
        set {
            storedText = newValue
            layoutOverlays()
        }
    }

    private var storedAttributedText: NSAttributedString?
    /// The styled text; nil while `text` is nil. Setting it replaces `text` with its string and,
    /// as UIKit does, sets `font` and `textColor` from the attributes at location 0 when it has
    /// them. Reading it gives the string last assigned while `text`, `font` and `textColor` are
    /// unchanged; otherwise the text with the field's font and, when set, its colour.
    open var attributedText: NSAttributedString? {
        get {
            if let storedAttributedText { return storedAttributedText }
            guard let storedText else { return nil }
            var attributes: [NSAttributedString.Key: Any] = [.font: font!]
            if let textColor { attributes[.foregroundColor] = textColor }
            return NSAttributedString(string: storedText, attributes: attributes)
        }
        set {
            text = newValue?.string
            let (font, color) = newValue?.leadingFontAndColor ?? (nil, nil)
            if let font { self.font = font }
            if let color { textColor = color }
            storedAttributedText = newValue?.copy() as? NSAttributedString
        }
    }

    /// Drawn in 70% gray while the text is empty (3.6). Setting it replaces the attributed placeholder.
    open var placeholder: String? {
        didSet { if storedAttributedPlaceholder?.string != placeholder { storedAttributedPlaceholder = nil } }
    }

    private var storedAttributedPlaceholder: NSAttributedString?
    /// "Assigning a new value to this property also replaces the value of the placeholder property
    /// with the same string data" (modern-uikit.md 7.8). Reading it after only `placeholder` was
    /// set gives the placeholder without attributes; nil while there is no placeholder.
    open var attributedPlaceholder: NSAttributedString? {
        get { storedAttributedPlaceholder ?? placeholder.map { NSAttributedString(string: $0) } }
        set {
            storedAttributedPlaceholder = newValue
            placeholder = newValue?.string
        }
    }

    /// The placeholder's colour: an explicit `.foregroundColor` in the attributed placeholder
    /// wins, else the system placeholder colour. Apple's text says the colour is "system-defined"
    /// (7.8) but apps set it and report it works, so the model honours it (UNCONFIRMED).
    package var placeholderColor: UIColor {
        guard let attributed = storedAttributedPlaceholder, attributed.length > 0,
              let color = attributed.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor else { return .placeholderText }
        return color
    }

    /// `UIKeyInput`: whether there is any text; a placeholder does not count (7.5).
    open var hasText: Bool { !(text ?? "").isEmpty }
    open var borderStyle: BorderStyle = .none
    private var storedFont: UIFont?
    /// nil means the system font at 12 pt (3.6); reading it gives the font in use.
    open var font: UIFont? {
        get { storedFont ?? .systemFont(ofSize: 12) }
        set {
            storedFont = newValue
            storedAttributedText = nil
        }
    }
    /// nil means opaque black (3.6).
    open var textColor: UIColor? { didSet { storedAttributedText = nil } }
    open var textAlignment: NSTextAlignment = .left
    open var adjustsFontSizeToFitWidth = false
    /// `UIContentSizeCategoryAdjusting`: whether the font follows the user's text size. Stored
    /// only; the model's content size category is always the default (Large).
    open var adjustsFontForContentSizeCategory = false
    open var minimumFontSize: CGFloat = 0
    open var clearsOnBeginEditing = false
    open var background: AnyObject?

    open var leftView: UIView? { didSet { replaceOverlay(oldValue, with: leftView) } }
    open var rightView: UIView? { didSet { replaceOverlay(oldValue, with: rightView) } }
    open var leftViewMode: ViewMode = .never { didSet { layoutOverlays() } }
    open var rightViewMode: ViewMode = .never { didSet { layoutOverlays() } }
    /// Shown only while the field has text (3.4).
    open var clearButtonMode: ViewMode = .never { didSet { layoutOverlays() } }

    /// True between becoming and resigning first responder.
    open private(set) var isEditing = false

    // MARK: Input traits (3.7)

    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    open var autocorrectionType: UITextAutocorrectionType = .default
    open var spellCheckingType: UITextSpellCheckingType = .default
    open var smartQuotesType: UITextSmartQuotesType = .default
    open var smartDashesType: UITextSmartDashesType = .default
    open var smartInsertDeleteType: UITextSmartInsertDeleteType = .default
    open var keyboardType: UIKeyboardType = .default
    /// What the input holds, for AutoFill (`.password`, `.oneTimeCode`); nil by default.
    open var textContentType: UITextContentType!
    open var keyboardAppearance: UIKeyboardAppearance = .default
    open var returnKeyType: UIReturnKeyType = .default
    open var enablesReturnKeyAutomatically = false
    open var isSecureTextEntry = false

    // MARK: Input views

    private var storedInputView: UIView?
    private var storedInputAccessoryView: UIView?
    /// Replaces the system keyboard while editing. Set while first responder, it takes effect at
    /// `reloadInputViews()` (1.9.3).
    open override var inputView: UIView? {
        get { storedInputView }
        set { storedInputView = newValue }
    }
    /// Shown above the keyboard, or alone with a hardware keyboard; its height is part of the
    /// keyboard's frame (1.9.2, 1.8.2). Set while first responder, it takes effect at `reloadInputViews()`.
    open override var inputAccessoryView: UIView? {
        get { storedInputAccessoryView }
        set { storedInputAccessoryView = newValue }
    }

    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// The text's size (else the placeholder's) in the field's font, plus the border style's
    /// padding. iOS's numbers are UNCONFIRMED (modern-uikit.md 2.5.5); the model's padding gives
    /// a rounded-rect field 34 pt at 17 pt, the commonly quoted height. The model measures text as
    /// labels do (half the point size per character, lines `font.lineHeight` tall).
    open override var intrinsicContentSize: CGSize {
        let font = self.font ?? .systemFont(ofSize: 12)
        let shown = (text ?? "").isEmpty ? (placeholder ?? "") : (text ?? "")
        let width = UILabel.measure(shown, font: font, numberOfLines: 1, maxWidth: 0).width
        let padding: (horizontal: CGFloat, vertical: CGFloat)
        switch borderStyle {
        case .none: padding = (0, 0)
        case .line: padding = (4, 4)
        case .bezel: padding = (14, 12)
        case .roundedRect: padding = (14, 13)
        }
        return CGSize(width: width + padding.horizontal, height: font.lineHeight + padding.vertical)
    }

    open override var canBecomeFirstResponder: Bool { isEnabled && isUserInteractionEnabled }

    // MARK: The editing session (UIResponder hooks)

    package override var usesSoftwareKeyboard: Bool { true }

    package override func shouldBeginFirstResponderSession() -> Bool {
        guard let delegate else { return true }
        logDelegate("textFieldShouldBeginEditing")
        return delegate.textFieldShouldBeginEditing(self)
    }

    /// Set when editing begins again in a secure field that holds text: iOS replaces the whole text with the first key
    /// typed (or deletes it all with the first backspace), so a password is retyped, never edited in the middle.
    private var replacesSecureTextOnNextEdit = false

    package override func firstResponderSessionDidBegin() {
        isEditing = true
        replacesSecureTextOnNextEdit = isSecureTextEntry && !(storedText ?? "").isEmpty
        if clearsOnBeginEditing, let current = storedText, !current.isEmpty {
            // textFieldShouldClear is also asked when editing begins with clearsOnBeginEditing (3.4).
            var clear = true
            if let delegate {
                logDelegate("textFieldShouldClear")
                clear = delegate.textFieldShouldClear(self)
            }
            if clear { storedText = "" }
        }
        layoutOverlays()
        if let delegate {
            logDelegate("textFieldDidBeginEditing")
            delegate.textFieldDidBeginEditing(self)
        }
        postTextNotification(UITextField.textDidBeginEditingNotification)
        sendEditingEvent(.didBegin)
    }

    package override func shouldEndFirstResponderSession(forced: Bool) -> Bool {
        guard let delegate, !forced else { return true }
        logDelegate("textFieldShouldEndEditing")
        return delegate.textFieldShouldEndEditing(self)
    }

    package override func firstResponderSessionDidEnd() {
        isEditing = false
        layoutOverlays()
        if let delegate {
            logDelegate("textFieldDidEndEditing")
            delegate.textFieldDidEndEditing(self, reason: .committed)
        }
        postTextNotification(UITextField.textDidEndEditingNotification)
        sendEditingEvent(.didEnd)
    }

    // MARK: Editing by the user (the simulator drives these)

    /// Replaces the characters in `range` (UTF-16, as NSRange counts) if the delegate agrees,
    /// then sends EditingChanged and posts the did-change notification. Returns whether it changed.
    @discardableResult
    package func userReplace(_ range: NSRange, with string: String) -> Bool {
        let current = storedText ?? ""
        if let delegate {
            logDelegate("textField(_:shouldChangeCharactersIn:replacementString:)")
            guard delegate.textField(self, shouldChangeCharactersIn: range, replacementString: string) else { return false }
        }
        guard let swiftRange = Range(range, in: current) else { return false }
        storedText = current.replacingCharacters(in: swiftRange, with: string)
        layoutOverlays()
        // UNCONFIRMED relative order; the control event first, then the notification.
        sendEditingEvent(.changed)
        postTextNotification(UITextField.textDidChangeNotification)
        return true
    }

    /// Types at the caret, which the model keeps at the end of the text.
    @discardableResult
    package func userInsert(_ string: String) -> Bool {
        let length = (storedText ?? "").utf16.count
        if replacesSecureTextOnNextEdit {
            replacesSecureTextOnNextEdit = false
            return userReplace(NSRange(location: 0, length: length), with: string)
        }
        return userReplace(NSRange(location: length, length: 0), with: string)
    }

    /// Deletes the character before the caret.
    @discardableResult
    package func userDeleteBackward() -> Bool {
        let current = storedText ?? ""
        guard let last = current.last else { return false }
        if replacesSecureTextOnNextEdit {
            replacesSecureTextOnNextEdit = false
            return userReplace(NSRange(location: 0, length: current.utf16.count), with: "")
        }
        let length = String(last).utf16.count
        return userReplace(NSRange(location: current.utf16.count - length, length: length), with: "")
    }

    /// The Return key: asks `textFieldShouldReturn`; if it agrees, sends EditingDidEndOnExit
    /// (3.11, 3.12). The field does not resign by itself, unless an action is registered for
    /// EditingDidEndOnExit ("'return key' ending editing"), as Interface Builder's Did End On Exit.
    ///
    /// With `enablesReturnKeyAutomatically` the key is disabled while the field is empty ("the keyboard disables the
    /// Return key when the text entry area contains no text"): a press does nothing.
    package func userPressReturn() {
        if enablesReturnKeyAutomatically, (storedText ?? "").isEmpty {
            World.current.log.record(.simulator, "Return is disabled: the field is empty (enablesReturnKeyAutomatically)")
            return
        }
        var allowed = true
        if let delegate {
            logDelegate("textFieldShouldReturn")
            allowed = delegate.textFieldShouldReturn(self)
        }
        guard allowed else { return }
        sendEditingEvent(.didEndOnExit)
        if allControlEvents.contains(.editingDidEndOnExit), isFirstResponder { resignFirstResponder() }
    }

    /// The clear button: asks `textFieldShouldClear`; "return NO to ignore (no notifications)" (3.4).
    @discardableResult
    package func userTapClearButton() -> Bool {
        guard visibleOverlays.contains(.clearButton) else { return false }
        if !isFirstResponder { _ = becomeFirstResponder() }
        if let delegate {
            logDelegate("textFieldShouldClear")
            guard delegate.textFieldShouldClear(self) else { return false }
        }
        storedText = ""
        layoutOverlays()
        sendEditingEvent(.changed)
        postTextNotification(UITextField.textDidChangeNotification)
        return true
    }

    // MARK: Overlay and text rectangles (plausible metrics; Apple documents none of them)

    /// Centred in `height` with `side`, on a whole device pixel as UIKit places views (5.5 on a 2× screen).
    private func centred(_ side: CGFloat, in height: CGFloat) -> CGFloat {
        let scale = World.current.device.scale
        return ((height - side) / 2 * scale).rounded() / scale
    }

    /// Where the left view goes: at the left edge, centered vertically.
    open func leftViewRect(forBounds bounds: CGRect) -> CGRect {
        guard let size = leftView?.frame.size else { return .zero }
        return CGRect(x: bounds.minX, y: bounds.minY + centred(size.height, in: bounds.height), width: size.width, height: size.height)
    }

    /// Where the right view goes: at the right edge, centered vertically.
    open func rightViewRect(forBounds bounds: CGRect) -> CGRect {
        guard let size = rightView?.frame.size else { return .zero }
        return CGRect(x: bounds.maxX - size.width, y: bounds.minY + centred(size.height, in: bounds.height),
                      width: size.width, height: size.height)
    }

    /// A 19×19 button 6 pt inside the right edge, or left of a visible right view.
    open func clearButtonRect(forBounds bounds: CGRect) -> CGRect { clearButtonRect(forBounds: bounds, editing: isEditing) }

    func clearButtonRect(forBounds bounds: CGRect, editing: Bool) -> CGRect {
        let rightWidth = overlays(editing: editing).contains(.right) ? rightViewRect(forBounds: bounds).width : 0
        let side = Self.clearButtonSide
        return CGRect(x: bounds.maxX - rightWidth - Self.clearButtonMargin - side,
                      y: bounds.minY + centred(side, in: bounds.height), width: side, height: side)
    }

    /// The text's area when not editing: the bounds less the border's padding and the overlays shown then.
    open func textRect(forBounds bounds: CGRect) -> CGRect { contentRect(forBounds: bounds, editing: false) }

    /// The text's area while editing: the bounds less the padding and the overlays shown while editing.
    open func editingRect(forBounds bounds: CGRect) -> CGRect { contentRect(forBounds: bounds, editing: true) }

    open func placeholderRect(forBounds bounds: CGRect) -> CGRect { contentRect(forBounds: bounds, editing: isEditing) }

    open func borderRect(forBounds bounds: CGRect) -> CGRect { bounds }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutOverlays()
    }

    // MARK: Log, notifications, control events

    package func logDelegate(_ method: String) {
        World.current.log.record(.delegate, call: method, argument: logName)
    }

    private func postTextNotification(_ name: Notification.Name) {
        World.current.log.record(.notification, name.rawValue)
        NotificationCenter.default.post(name: name, object: self)
    }

    package enum EditingEvent { case didBegin, changed, didEnd, didEndOnExit }

    /// Sends the editing control event (3.12) to the field's actions.
    package func sendEditingEvent(_ event: EditingEvent) {
        switch event {
        case .didBegin: sendActions(for: .editingDidBegin)
        case .changed: sendActions(for: .editingChanged)
        case .didEnd: sendActions(for: .editingDidEnd)
        case .didEndOnExit: sendActions(for: .editingDidEndOnExit)
        }
    }

    // MARK: Drawing

    /// The simulator's drawing shows the text, or the placeholder while the text is empty;
    /// secure entry shows bullets.
    package override var drawingLabel: String? {
        let current = text ?? ""
        if current.isEmpty { return placeholder }
        return isSecureTextEntry ? String(repeating: "•", count: current.count) : current
    }

    package override var drawingLabelAlignment: NSTextAlignment { textAlignment }
}
