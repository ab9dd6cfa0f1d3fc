import Lessons

/// A style for a run of terminal text. Kept as data so that the same rendering is printed with
/// escape codes on a terminal and as plain text everywhere else.
public struct TextStyle: Sendable, Hashable {
    public var bold = false
    public var italic = false
    public var underline = false
    public var dim = false
    public var strikethrough = false
    public var color: TerminalColor?

    public init(bold: Bool = false, italic: Bool = false, underline: Bool = false, dim: Bool = false,
                strikethrough: Bool = false, color: TerminalColor? = nil) {
        self.bold = bold
        self.italic = italic
        self.underline = underline
        self.dim = dim
        self.strikethrough = strikethrough
        self.color = color
    }

    public static let plain = TextStyle()
    public var isPlain: Bool { self == .plain }

    /// SGR parameters for this style, e.g. `1;36`.
    var sgrParameters: String {
        var codes: [String] = []
        if bold { codes.append("1") }
        if dim { codes.append("2") }
        if italic { codes.append("3") }
        if underline { codes.append("4") }
        if strikethrough { codes.append("9") }
        if let color { codes.append(String(color.rawValue)) }
        return codes.joined(separator: ";")
    }

    /// This style with another laid over it (inner Markdown elements inherit outer ones).
    public func merging(_ other: TextStyle) -> TextStyle {
        TextStyle(bold: bold || other.bold, italic: italic || other.italic, underline: underline || other.underline,
                  dim: dim || other.dim, strikethrough: strikethrough || other.strikethrough, color: other.color ?? color)
    }
}

/// The eight ANSI colors tutor uses, by SGR foreground code.
public enum TerminalColor: Int, Sendable, Hashable {
    case red = 31, green = 32, yellow = 33, blue = 34, magenta = 35, cyan = 36, gray = 90
}

/// A run of text in one style.
public struct Span: Sendable, Hashable {
    public var text: String
    public var style: TextStyle
    public init(_ text: String, _ style: TextStyle = .plain) {
        self.text = text
        self.style = style
    }
}

/// One line of styled text.
public typealias StyledLine = [Span]

/// Turns styled text into what is printed: escape codes only when colors are on. A span's text is
/// made terminal-safe first (`TerminalSafeText`), so the only escape codes printed are the styler's
/// own, whatever a lesson or a learner's program put in the text.
public struct Styler: Sendable {
    public var colors: Bool
    public init(colors: Bool) { self.colors = colors }

    public func render(_ line: StyledLine) -> String {
        var out = ""
        for span in line {
            let text = span.text.terminalSafe
            if colors, !span.style.isPlain, !text.isEmpty {
                out += "\u{1B}[\(span.style.sgrParameters)m\(text)\u{1B}[0m"
            } else {
                out += text
            }
        }
        return out
    }

    public func render(_ lines: [StyledLine]) -> String {
        lines.map { render($0) }.joined(separator: "\n")
    }

    public func paint(_ text: String, _ style: TextStyle) -> String { render([Span(text, style)]) }
}

extension Array where Element == Span {
    /// The line's text without styles.
    public var plainText: String { map(\.text).joined() }
    public var displayWidth: Int { reduce(0) { $0 + $1.text.displayWidth } }
}
