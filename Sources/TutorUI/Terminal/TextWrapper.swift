/// Wraps styled text to a width in terminal columns, by display width. Breaks at spaces, and
/// between wide (CJK) characters, which Chinese and Japanese text allows; a word longer than the
/// line is broken by characters. Cyrillic and other narrow scripts wrap at spaces like Latin.
public enum TextWrapper {
    private struct Token {
        var spans: [Span]
        var spaceBefore: Bool
        var spaceStyle: TextStyle
        var width: Int
    }

    /// Wraps `text` into lines of at most `width` columns; the first line starts after
    /// `firstIndent`, the rest after `indent` (both are styled prefixes).
    public static func wrap(_ text: StyledLine, width: Int, firstIndent: StyledLine = [], indent: StyledLine = []) -> [StyledLine] {
        let tokens = tokenize(text)
        var lines: [StyledLine] = []
        var line: StyledLine = firstIndent
        var lineWidth = firstIndent.displayWidth
        var lineHasWords = false

        func startLine() {
            lines.append(line)
            line = indent
            lineWidth = indent.displayWidth
            lineHasWords = false
        }

        for token in tokens {
            let space = lineHasWords && token.spaceBefore ? 1 : 0
            if lineHasWords, lineWidth + space + token.width > width { startLine() }
            if lineHasWords, token.spaceBefore {
                line.append(Span(" ", token.spaceStyle))
                lineWidth += 1
            }
            if lineWidth + token.width <= width || token.width == 0 {
                line.append(contentsOf: token.spans)
                lineWidth += token.width
                lineHasWords = true
                continue
            }
            // Longer than a whole line: break it by characters.
            for span in token.spans {
                var chunk = ""
                for character in span.text {
                    let w = DisplayWidth.of(character)
                    if lineWidth + w > width, lineWidth > indent.displayWidth || lineHasWords || !chunk.isEmpty {
                        if !chunk.isEmpty { line.append(Span(chunk, span.style)) }
                        chunk = ""
                        startLine()
                    }
                    chunk.append(character)
                    lineWidth += w
                    lineHasWords = true
                }
                if !chunk.isEmpty { line.append(Span(chunk, span.style)) }
            }
        }
        if lineHasWords || lines.isEmpty { lines.append(line) }
        return lines.map(merged)
    }

    /// Wraps plain text (convenience for tests and messages).
    public static func wrap(_ text: String, width: Int) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).flatMap { paragraph in
            wrap([Span(String(paragraph))], width: width).map(\.plainText)
        }
    }

    /// Splits text into breakable tokens: words between spaces, and each wide character alone.
    private static func tokenize(_ text: StyledLine) -> [Token] {
        var tokens: [Token] = []
        var current: Token?
        var pendingSpace = false
        var spaceStyle = TextStyle.plain

        func flush() {
            if let token = current { tokens.append(token) }
            current = nil
        }
        func append(_ character: Character, _ style: TextStyle, width: Int) {
            if current == nil {
                current = Token(spans: [], spaceBefore: pendingSpace, spaceStyle: spaceStyle, width: 0)
                pendingSpace = false
            }
            if let last = current!.spans.last, last.style == style {
                current!.spans[current!.spans.count - 1].text.append(character)
            } else {
                current!.spans.append(Span(String(character), style))
            }
            current!.width += width
        }

        for span in text {
            for character in span.text {
                if character == " " || character == "\t" || character == "\n" {
                    flush()
                    pendingSpace = true
                    spaceStyle = span.style
                    continue
                }
                let width = DisplayWidth.of(character)
                if width == 2 {
                    // A break is allowed before and after a wide character.
                    flush()
                    append(character, span.style, width: width)
                    flush()
                } else {
                    append(character, span.style, width: width)
                }
            }
        }
        flush()
        return tokens
    }

    /// Joins neighbouring spans of the same style, so output and goldens stay small.
    static func merged(_ line: StyledLine) -> StyledLine {
        var out: StyledLine = []
        for span in line where !span.text.isEmpty {
            if let last = out.last, last.style == span.style {
                out[out.count - 1].text += span.text
            } else {
                out.append(span)
            }
        }
        return out
    }
}
