import Foundation

/// Read-only text. Sizes come from `UIFont`'s metrics: each character advances half the point
/// size and each line is `font.lineHeight` tall; sizes are rounded up to whole points, so a
/// 17 pt "Hello" measures 43 × 21.
open class UILabel: UIView {
    open var text: String? {
        didSet {
            storedAttributedText = nil
            if oldValue != text { setNeedsLayout() }
        }
    }

    private var storedAttributedText: NSAttributedString?
    /// The styled text; nil while `text` is nil. Setting it replaces `text` with its string and,
    /// as UIKit does, sets `font` and `textColor` from the attributes at location 0 when it has
    /// them (the model measures the whole text in that one font). Reading it gives the string
    /// last assigned while `text`, `font` and `textColor` are unchanged; otherwise the text with
    /// the label's font and colour.
    open var attributedText: NSAttributedString? {
        get {
            if let storedAttributedText { return storedAttributedText }
            guard let text else { return nil }
            return NSAttributedString(string: text, attributes: [.font: font!, .foregroundColor: textColor!])
        }
        set {
            text = newValue?.string
            let (font, color) = newValue?.leadingFontAndColor ?? (nil, nil)
            if let font { self.font = font }
            if let color { textColor = color }
            storedAttributedText = newValue?.copy() as? NSAttributedString
        }
    }

    /// The system font at 17 pt, as on iOS.
    open var font: UIFont! = .systemFont(ofSize: UILabel.defaultFontSize) {
        didSet {
            storedAttributedText = nil
            if font == nil { font = .systemFont(ofSize: UILabel.defaultFontSize) }
        }
    }
    open var textColor: UIColor! = .label {
        didSet {
            storedAttributedText = nil
            if textColor == nil { textColor = .label }
        }
    }
    /// `.natural` since iOS 9 (left for left-to-right text).
    open var textAlignment: NSTextAlignment = .natural
    /// 1 by default; 0 means as many lines as the text needs.
    open var numberOfLines = 1
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail
    open var isEnabled = true
    open var isHighlighted = false
    open var highlightedTextColor: UIColor?
    open var adjustsFontSizeToFitWidth = false
    /// `UIContentSizeCategoryAdjusting`: whether the font follows the user's text size. Stored
    /// only; the model's content size category is always the default (Large).
    open var adjustsFontForContentSizeCategory = false
    open var minimumScaleFactor: CGFloat = 0
    /// The width multi-line text wraps at for `intrinsicContentSize`; 0 means none.
    open var preferredMaxLayoutWidth: CGFloat = 0

    package static let defaultFontSize: CGFloat = 17

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        isOpaque = false
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isUserInteractionEnabled = false
    }

    /// The size the text needs within `size` (width wraps when `numberOfLines` is not 1).
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        Self.measure(text ?? "", font: font, numberOfLines: numberOfLines, maxWidth: size.width)
    }

    open override var intrinsicContentSize: CGSize {
        let width = numberOfLines == 1 || preferredMaxLayoutWidth <= 0 ? CGFloat.greatestFiniteMagnitude : preferredMaxLayoutWidth
        return Self.measure(text ?? "", font: font, numberOfLines: numberOfLines, maxWidth: width)
    }

    /// Measures text: greedy word wrapping at `maxWidth` (0 or less: no limit), at most
    /// `numberOfLines` lines (0: no limit). Empty text measures zero.
    package static func measure(_ text: String, font: UIFont, numberOfLines: Int, maxWidth: CGFloat) -> CGSize {
        guard !text.isEmpty else { return .zero }
        let advance = font.averageCharacterWidth
        let limit = maxWidth > 0 ? maxWidth : .greatestFiniteMagnitude
        // No width limit is one line per paragraph (Int of the unlimited width divided by the advance would trap).
        let perLine = limit / advance
        let charactersPerLine = numberOfLines == 1 || perLine >= CGFloat(Int.max / 2) ? Int.max : max(1, Int(perLine.rounded(.down)))
        var lines = wrap(text, charactersPerLine: charactersPerLine)
        if numberOfLines > 0 { lines = Array(lines.prefix(numberOfLines)) }
        let longest = lines.map(\.count).max() ?? 0
        let width = min((CGFloat(longest) * advance).rounded(.up), limit < .greatestFiniteMagnitude ? limit.rounded(.up) : .greatestFiniteMagnitude)
        return CGSize(width: width, height: CGFloat(lines.count) * font.lineHeight)
    }

    /// Splits text into lines of at most `charactersPerLine` characters, breaking at spaces where
    /// it can and inside words that are longer than a line. Newlines always break.
    package static func wrap(_ text: String, charactersPerLine: Int) -> [String] {
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = ""
            for word in paragraph.split(separator: " ", omittingEmptySubsequences: false) {
                var word = String(word)
                let candidate = line.isEmpty ? word : line + " " + word
                if candidate.count <= charactersPerLine { line = candidate; continue }
                if !line.isEmpty { lines.append(line); line = "" }
                while word.count > charactersPerLine {
                    lines.append(String(word.prefix(charactersPerLine)))
                    word = String(word.dropFirst(charactersPerLine))
                }
                line = word
            }
            lines.append(line)
        }
        return lines
    }

    package override var drawingLabel: String? { text }
    package override var drawingLabelAlignment: NSTextAlignment { textAlignment }
}

