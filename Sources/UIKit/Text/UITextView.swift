import Foundation

/// Scrollable, multi-line editable text: a `UIScrollView` (reference 4.1). Text is laid out in
/// the text container (the bounds less `textContainerInset`, default (8, 0, 8, 0), and the
/// container's 5 pt line fragment padding at each end, 4.2), wrapped at word boundaries; the
/// content size follows. Typing happens at the caret (`selectedRange`) and scrolls it into view
/// inside the viewport the (adjusted) content inset leaves, so a bottom inset equal to the
/// keyboard's overlap keeps the caret above the keyboard (4.6).
///
/// The inherited `delegate` takes a `UITextViewDelegate` (Swift cannot narrow the property's
/// type as Objective-C does; assigning your text view delegate works as on iOS).
open class UITextView: UIScrollView, UITextInputTraits {
    private var storedText = ""
    /// The text. Setting it moves the caret to the end and lays the text out again.
    open var text: String! {
        get { storedText }
        set {
            storedText = newValue ?? ""
            storedAttributedText = nil
            storedSelectedRange = NSRange(location: storedText.utf16.count, length: 0)
            invalidateTextLayout()
        }
    }

    private var storedAttributedText: NSAttributedString?
    /// The styled text. Setting it replaces `text` with its string and, as UIKit does, sets
    /// `font` and `textColor` from the attributes at its first character when it has them
    /// (the model lays the text out in that one font). Reading it gives the string last assigned
    /// while `text`, `font` and `textColor` are unchanged; otherwise the text with the view's
    /// font and, when set, its colour.
    open var attributedText: NSAttributedString! {
        get {
            if let storedAttributedText { return storedAttributedText }
            var attributes: [NSAttributedString.Key: Any] = [.font: font!]
            if let textColor { attributes[.foregroundColor] = textColor }
            return NSAttributedString(string: storedText, attributes: attributes)
        }
        set {
            let attributed = newValue ?? NSAttributedString(string: "")
            text = attributed.string
            let (font, color) = attributed.leadingFontAndColor
            if let font { self.font = font }
            if let color { textColor = color }
            storedAttributedText = attributed.copy() as? NSAttributedString
        }
    }

    /// `UIKeyInput`: whether there is any text (modern-uikit.md 7.5).
    open var hasText: Bool { !storedText.isEmpty }

    private var storedFont: UIFont?
    /// nil means the system font at 12 pt; reading it gives the font in use.
    open var font: UIFont? {
        get { storedFont ?? .systemFont(ofSize: 12) }
        set {
            storedFont = newValue
            storedAttributedText = nil
            invalidateTextLayout()
        }
    }
    open var textColor: UIColor? { didSet { storedAttributedText = nil } }
    open var textAlignment: NSTextAlignment = .left
    /// `UIContentSizeCategoryAdjusting`: whether the font follows the user's text size. Stored
    /// only; the model's content size category is always the default (Large).
    open var adjustsFontForContentSizeCategory = false
    /// Defaults to true (4.3). Turning it off while editing ends editing.
    open var isEditable = true {
        didSet { if !isEditable, isFirstResponder { resignFirstResponder() } }
    }
    /// Defaults to true (4.3): the user may select text and interact with links.
    open var isSelectable = true
    /// What a read-only text view would link (none by default). Kept as set; the model detects nothing.
    open var dataDetectorTypes: UIDataDetectorTypes = []
    /// Default (8, 0, 8, 0) (4.2).
    open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0) { didSet { invalidateTextLayout() } }
    public let textContainer = NSTextContainer()
    open var clearsOnInsertion = false

    private var storedSelectedRange = NSRange(location: 0, length: 0)
    /// The selection; a length of 0 is the caret.
    open var selectedRange: NSRange {
        get { storedSelectedRange }
        set {
            let length = storedText.utf16.count
            let location = min(max(newValue.location, 0), length)
            storedSelectedRange = NSRange(location: location, length: min(max(newValue.length, 0), length - location))
        }
    }

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

    private var storedInputView: UIView?
    private var storedInputAccessoryView: UIView?
    /// Takes effect at `reloadInputViews()` while first responder (1.9.3).
    open override var inputView: UIView? {
        get { storedInputView }
        set { storedInputView = newValue }
    }
    /// Takes effect at `reloadInputViews()` while first responder (1.9.3).
    open override var inputAccessoryView: UIView? {
        get { storedInputAccessoryView }
        set { storedInputAccessoryView = newValue }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        textContainer.onChange = { [weak self] in self?.invalidateTextLayout() }
        invalidateTextLayout()
    }

    public convenience init(frame: CGRect, textContainer: NSTextContainer?) {
        self.init(frame: frame)
        if let textContainer { self.textContainer.lineFragmentPadding = textContainer.lineFragmentPadding }
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        textContainer.onChange = { [weak self] in self?.invalidateTextLayout() }
    }

    open override var canBecomeFirstResponder: Bool { isEditable && isUserInteractionEnabled }

    open override var frame: CGRect {
        didSet { if oldValue.size != frame.size { invalidateTextLayout() } }
    }

    open override var bounds: CGRect {
        didSet { if oldValue.size != bounds.size { invalidateTextLayout() } }
    }

    // MARK: Layout

    package private(set) var layout = TextLayout(text: "", charactersPerLine: 1)

    /// The width lines may fill: the bounds less the container inset and the line fragment padding.
    package var lineWidth: CGFloat {
        bounds.width - textContainerInset.left - textContainerInset.right - 2 * textContainer.lineFragmentPadding
    }

    private func invalidateTextLayout() {
        let font = self.font!
        let perLine = Int((lineWidth / font.averageCharacterWidth).rounded(.down))
        layout = TextLayout(text: storedText, charactersPerLine: perLine)
        textContainer.size = CGSize(width: bounds.width - textContainerInset.left - textContainerInset.right, height: .greatestFiniteMagnitude)
        contentSize = CGSize(width: bounds.width,
                             height: textContainerInset.top + CGFloat(layout.lines.count) * font.lineHeight + textContainerInset.bottom)
        // A self-sizing text view (scrolling off) tells Auto Layout when the text's height changes.
        if !isScrollEnabled, contentSize.height != measuredHeight {
            measuredHeight = contentSize.height
            invalidateIntrinsicContentSize()
        }
    }

    /// The text's height when Auto Layout last heard of it.
    private var measuredHeight: CGFloat = -1

    /// The height the text needs at `width`: the container insets and one line height per laid-out line (an empty text
    /// view is one line tall, the caret's).
    package func textHeight(fittingWidth width: CGFloat) -> CGFloat {
        let font = self.font!
        let lineWidth = width - textContainerInset.left - textContainerInset.right - 2 * textContainer.lineFragmentPadding
        let lines = TextLayout(text: storedText, charactersPerLine: Int((lineWidth / font.averageCharacterWidth).rounded(.down))).lines.count
        return (textContainerInset.top + CGFloat(max(lines, 1)) * font.lineHeight + textContainerInset.bottom).rounded(.up)
    }

    /// The size that shows all the text at the proposed width (the view's own width when none is proposed): what the
    /// common growing-text-view recipes read in `textViewDidChange(_:)`.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let width = size.width.isFinite && size.width > 0 ? size.width : bounds.width
        return CGSize(width: width, height: textHeight(fittingWidth: width))
    }

    /// With scrolling off, a text view is as tall as its text at its width, so Auto Layout can size it; with scrolling
    /// on it has no size of its own.
    open override var intrinsicContentSize: CGSize {
        guard !isScrollEnabled else { return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }
        return CGSize(width: UIView.noIntrinsicMetric, height: textHeight(fittingWidth: bounds.width))
    }

    /// The caret's rectangle at a position (UTF-16 offset), in content coordinates: 2 pt wide, a line tall.
    open func caretRect(forPosition position: Int) -> CGRect {
        let font = self.font!
        let index = layout.lineIndex(forCaretAt: position)
        let line = layout.lines[index]
        let column = CGFloat(min(max(position - line.start, 0), line.contentEnd - line.start))
        let x = textContainerInset.left + textContainer.lineFragmentPadding + column * font.averageCharacterWidth
        return CGRect(x: x, y: textContainerInset.top + CGFloat(index) * font.lineHeight, width: 2, height: font.lineHeight)
    }

    /// The caret's rectangle now (at the end of the selection).
    package var caretRect: CGRect { caretRect(forPosition: storedSelectedRange.location + storedSelectedRange.length) }

    /// Scrolls the least distance that shows the range's lines inside the viewport left by the
    /// (adjusted) content inset (4.6).
    open func scrollRangeToVisible(_ range: NSRange) {
        let first = caretRect(forPosition: range.location)
        let last = caretRect(forPosition: range.location + range.length)
        scrollRectToVisible(first.union(last), animated: false)
    }

    // MARK: The editing session (UIResponder hooks)

    package override var usesSoftwareKeyboard: Bool { true }

    private var textViewDelegate: UITextViewDelegate? { delegate as? UITextViewDelegate }

    package override func shouldBeginFirstResponderSession() -> Bool {
        guard let delegate = textViewDelegate else { return true }
        logDelegate("textViewShouldBeginEditing")
        return delegate.textViewShouldBeginEditing(self)
    }

    package override func firstResponderSessionDidBegin() {
        isEditing = true
        if let delegate = textViewDelegate {
            logDelegate("textViewDidBeginEditing")
            delegate.textViewDidBeginEditing(self)
        }
        postTextNotification(UITextView.textDidBeginEditingNotification)
    }

    package override func shouldEndFirstResponderSession(forced: Bool) -> Bool {
        guard let delegate = textViewDelegate, !forced else { return true }
        logDelegate("textViewShouldEndEditing")
        return delegate.textViewShouldEndEditing(self)
    }

    package override func firstResponderSessionDidEnd() {
        isEditing = false
        if let delegate = textViewDelegate {
            logDelegate("textViewDidEndEditing")
            delegate.textViewDidEndEditing(self)
        }
        postTextNotification(UITextView.textDidEndEditingNotification)
    }

    // MARK: Editing by the user (the simulator drives these)

    /// Replaces the selection with `string` if the delegate agrees; the caret moves after it,
    /// the delegate hears of the selection and the change (UNCONFIRMED order: selection first),
    /// the did-change notification is posted, and the caret is scrolled into view (4.6).
    @discardableResult
    package func userReplaceSelection(with string: String) -> Bool {
        userReplace(storedSelectedRange, with: string)
    }

    @discardableResult
    package func userReplace(_ range: NSRange, with string: String) -> Bool {
        if let delegate = textViewDelegate {
            logDelegate("textView(_:shouldChangeTextIn:replacementText:)")
            guard delegate.textView(self, shouldChangeTextIn: range, replacementText: string) else { return false }
        }
        guard let swiftRange = Range(range, in: storedText) else { return false }
        storedText.replaceSubrange(swiftRange, with: string)
        storedAttributedText = nil
        storedSelectedRange = NSRange(location: range.location + string.utf16.count, length: 0)
        invalidateTextLayout()
        if let delegate = textViewDelegate {
            logDelegate("textViewDidChangeSelection")
            delegate.textViewDidChangeSelection(self)
            logDelegate("textViewDidChange")
            delegate.textViewDidChange(self)
        }
        postTextNotification(UITextView.textDidChangeNotification)
        scrollRangeToVisible(storedSelectedRange)
        return true
    }

    /// Deletes the selection, or the character before the caret.
    @discardableResult
    package func userDeleteBackward() -> Bool {
        var range = storedSelectedRange
        if range.length == 0 {
            guard range.location > 0 else { return false }
            let prefix = String(storedText.utf16.prefix(range.location)) ?? ""
            let length = prefix.last.map { String($0).utf16.count } ?? 1
            range = NSRange(location: range.location - length, length: length)
        }
        return userReplace(range, with: "")
    }

    /// The simulator's drawing shows the text.
    package override var drawingLabel: String? { storedText }
    package override var drawingLabelAlignment: NSTextAlignment { textAlignment }

    package func logDelegate(_ method: String) {
        World.current.log.record(.delegate, call: method, argument: logName)
    }

    private func postTextNotification(_ name: Notification.Name) {
        World.current.log.record(.notification, name.rawValue)
        NotificationCenter.default.post(name: name, object: self)
    }

    public static let textDidBeginEditingNotification = Notification.Name("UITextViewTextDidBeginEditingNotification")
    public static let textDidChangeNotification = Notification.Name("UITextViewTextDidChangeNotification")
    public static let textDidEndEditingNotification = Notification.Name("UITextViewTextDidEndEditingNotification")
}

@available(*, deprecated, renamed: "UITextView.textDidBeginEditingNotification")
public let UITextViewTextDidBeginEditingNotification = UITextView.textDidBeginEditingNotification
@available(*, deprecated, renamed: "UITextView.textDidChangeNotification")
public let UITextViewTextDidChangeNotification = UITextView.textDidChangeNotification
@available(*, deprecated, renamed: "UITextView.textDidEndEditingNotification")
public let UITextViewTextDidEndEditingNotification = UITextView.textDidEndEditingNotification
