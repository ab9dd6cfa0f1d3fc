/// A small Swift lexer for coloring code on a terminal: keywords, strings (with interpolation
/// left plain), comments (line, nested block, doc), numbers, attributes and type names. It keeps
/// its state across lines, so block comments and multi-line strings color correctly.
public struct SwiftHighlighter: Sendable {
    public struct Theme: Sendable {
        public var keyword = TextStyle(bold: true, color: .magenta)
        public var string = TextStyle(color: .green)
        public var comment = TextStyle(color: .gray)
        public var number = TextStyle(color: .yellow)
        public var type = TextStyle(color: .cyan)
        public var attribute = TextStyle(color: .yellow)
        public init() {}
    }

    public var theme: Theme
    public init(theme: Theme = Theme()) { self.theme = theme }

    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows", "static",
        "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default", "defer", "do",
        "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while",
        "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try", "async",
        "override", "final", "lazy", "weak", "unowned", "mutating", "nonmutating", "convenience", "required",
        "optional", "dynamic", "some", "any", "package", "consume", "borrowing", "consuming", "nonisolated",
    ]

    private enum State { case code, blockComment(depth: Int), multilineString }

    /// The markers looked for at every position, as characters once: iterating a `String` literal's
    /// characters at each position was most of the time spent drawing a step's code.
    private static let lineComment: [Character] = ["/", "/"]
    private static let blockOpen: [Character] = ["/", "*"]
    private static let blockClose: [Character] = ["*", "/"]
    private static let tripleQuote: [Character] = ["\"", "\"", "\""]

    /// Highlights source text into styled lines, one per source line.
    public func highlight(_ code: String) -> [StyledLine] {
        var state = State.code
        return code.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            highlight(line: Array(line), state: &state)
        }
    }

    private func highlight(line chars: [Character], state: inout State) -> StyledLine {
        var spans: StyledLine = []
        func emit(_ text: String, _ style: TextStyle) {
            guard !text.isEmpty else { return }
            if let last = spans.last, last.style == style { spans[spans.count - 1].text += text } else { spans.append(Span(text, style)) }
        }
        var i = 0
        // Compared in place: this is asked at every position of every line drawn.
        func starts(_ marker: [Character]) -> Bool {
            guard i + marker.count <= chars.count else { return false }
            for offset in marker.indices where chars[i + offset] != marker[offset] { return false }
            return true
        }

        while i < chars.count {
            switch state {
            case .blockComment(let depth):
                var text = ""
                var depth = depth
                while i < chars.count, depth > 0 {
                    if starts(Self.blockClose) { depth -= 1; text += "*/"; i += 2 }
                    else if starts(Self.blockOpen) { depth += 1; text += "/*"; i += 2 }
                    else { text.append(chars[i]); i += 1 }
                }
                emit(text, theme.comment)
                state = depth > 0 ? .blockComment(depth: depth) : .code
            case .multilineString:
                var text = ""
                while i < chars.count, !starts(Self.tripleQuote) {
                    if chars[i] == "\\", i + 1 < chars.count { text.append(chars[i]); i += 1 }
                    text.append(chars[i]); i += 1
                }
                if starts(Self.tripleQuote) { text += "\"\"\""; i += 3; state = .code }
                emit(text, theme.string)
            case .code:
                let c = chars[i]
                if starts(Self.lineComment) {
                    emit(String(chars[i...]), theme.comment)
                    i = chars.count
                } else if starts(Self.blockOpen) {
                    emit("/*", theme.comment)
                    i += 2
                    state = .blockComment(depth: 1)
                } else if starts(Self.tripleQuote) {
                    emit("\"\"\"", theme.string)
                    i += 3
                    state = .multilineString
                } else if c == "\"" {
                    lexString(chars, &i, emit)
                } else if c.isNumber {
                    var text = ""
                    while i < chars.count, chars[i].isHexDigit || chars[i] == "." || chars[i] == "_" || chars[i] == "x" || chars[i] == "o" || chars[i] == "b" {
                        // Stop at a method call on a number literal (`1.description`) or a range (`0..<3`).
                        if chars[i] == ".", i + 1 < chars.count, !chars[i + 1].isNumber { break }
                        text.append(chars[i]); i += 1
                    }
                    emit(text, theme.number)
                } else if c.isLetter || c == "_" || c == "@" || c == "#" {
                    var text = String(c)
                    i += 1
                    while i < chars.count, chars[i].isLetter || chars[i].isNumber || chars[i] == "_" { text.append(chars[i]); i += 1 }
                    if c == "@" || c == "#" {
                        emit(text, theme.attribute)
                    } else if Self.keywords.contains(text) {
                        emit(text, theme.keyword)
                    } else if c.isUppercase {
                        emit(text, theme.type)
                    } else {
                        emit(text, .plain)
                    }
                } else {
                    emit(String(c), .plain)
                    i += 1
                }
            }
        }
        return spans
    }

    /// A one-line string literal; interpolations `\(…)` are shown plain, as code.
    private func lexString(_ chars: [Character], _ i: inout Int, _ emit: (String, TextStyle) -> Void) {
        var text = "\""
        i += 1
        while i < chars.count {
            let c = chars[i]
            if c == "\\", i + 1 < chars.count, chars[i + 1] == "(" {
                emit(text, theme.string)
                text = ""
                var depth = 0
                var inner = "\\"
                i += 1
                repeat {
                    if chars[i] == "(" { depth += 1 }
                    if chars[i] == ")" { depth -= 1 }
                    inner.append(chars[i])
                    i += 1
                } while i < chars.count && depth > 0
                emit(inner, .plain)
                continue
            }
            if c == "\\", i + 1 < chars.count { text.append(c); text.append(chars[i + 1]); i += 2; continue }
            text.append(c)
            i += 1
            if c == "\"" { break }
        }
        emit(text, theme.string)
    }
}
