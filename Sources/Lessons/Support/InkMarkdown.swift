import Ink

/// Markdown to HTML with Ink, safe from Ink's one exponential case. Ink reads a link's text by
/// reading the text after `[` up to its `]`, and an inner `[` starts another link the same way; a
/// link that never closes is read again as plain text, so every unclosed level doubles the work:
/// a line of 22 `[` took 15 s and 26 took 196 s (found by fuzzing the lesson parser). Every `[` that
/// would open a link nested deeper than `maximumNesting` is written `\[`, which Ink shows as `[`
/// and never reads as a link; links, images in links and brackets in code are as before.
public enum InkMarkdown {
    /// Nesting that lessons use (an image inside a link is two) with room to spare.
    public static let maximumNesting = 3

    public static func html(_ markdown: String) -> String {
        MarkdownParser().html(from: escapingUnclosedParagraphTags(boundingLinkNesting(markdown)))
    }

    /// Ink's other endless case: text stops before `<p` (so that a `<p>` can start a new block), and the
    /// block reader then takes `<p` for HTML, which fails when no `>` follows anywhere after it; it falls
    /// back to a paragraph that stops at once, and so on for ever, each round keeping an empty paragraph
    /// (the lesson parser's fuzzer found `sim.<ppName = "Tea"` using 2 GB). Each `<p` or `<P` with no `>`
    /// after it is written `&lt;p`, which shows as `<p`; code spans and code blocks are left alone. Unlike
    /// `boundingLinkNesting` it does not spare a character after a backslash: Ink skips the backslash and
    /// still stops at `<p`.
    public static func escapingUnclosedParagraphTags(_ markdown: String) -> String {
        let bytes = Array(markdown.utf8)
        let lastClose = bytes.lastIndex(of: UInt8(ascii: ">")) ?? -1
        let opensParagraph = { (at: Int) in
            at > lastClose && bytes[at] == UInt8(ascii: "<") && at + 1 < bytes.count && bytes[at + 1] | 0x20 == UInt8(ascii: "p")
        }
        guard bytes.indices.contains(where: opensParagraph) else { return markdown }
        var out = ""
        out.reserveCapacity(bytes.count + 16)
        var offset = 0  // the UTF-8 offset of the character being written
        var fence: Int?
        for (index, line) in markdown.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if index > 0 { out += "\n"; offset += 1 }
            if let opened = fence {
                if line.prefix(while: { $0 == "`" }).count == opened { fence = nil }
                out += line
                offset += line.utf8.count
                continue
            }
            let indented = line.drop(while: { $0 == " " || $0 == "\t" })
            let ticks = indented.prefix(while: { $0 == "`" }).count
            if ticks >= 3 {
                fence = ticks
                out += line
                offset += line.utf8.count
                continue
            }
            var position = line.startIndex
            while position < line.endIndex {
                let character = line[position]
                if character == "`", let close = line[line.index(after: position)...].firstIndex(of: "`") {
                    let span = line[position...close]
                    out += span
                    offset += span.utf8.count
                    position = line.index(after: close)
                    continue
                }
                if opensParagraph(offset) { out += "&lt;" } else { out.append(character) }
                offset += character.utf8.count
                position = line.index(after: position)
            }
        }
        return out
    }

    /// The Markdown with each `[` that Ink would read as a link nested deeper than `maximumNesting`
    /// escaped. It follows Ink's reading: a character after a backslash never opens or closes a
    /// link; a backtick starts inline code up to the next backtick on its line; a line that starts
    /// (after spaces) with three or more backticks opens a code block, which a line starting with
    /// as many backticks closes; a blank line ends the paragraph, and with it every open link.
    public static func boundingLinkNesting(_ markdown: String) -> String {
        guard markdown.utf8.lazy.filter({ $0 == UInt8(ascii: "[") }).count > maximumNesting else { return markdown }
        var out = ""
        out.reserveCapacity(markdown.utf8.count + 16)
        var depth = 0
        var fence: Int?  // the opening backticks of the code block the line is in
        for (index, line) in markdown.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if index > 0 { out += "\n" }
            if let opened = fence {
                if line.prefix(while: { $0 == "`" }).count == opened { fence = nil }
                out += line
                continue
            }
            let indented = line.drop(while: { $0 == " " || $0 == "\t" })
            let ticks = indented.prefix(while: { $0 == "`" }).count
            if ticks >= 3 {
                fence = ticks
                depth = 0
                out += line
                continue
            }
            if indented.isEmpty { depth = 0 }
            var previous: Character?
            var position = line.startIndex
            while position < line.endIndex {
                let character = line[position]
                defer { previous = character }
                position = line.index(after: position)
                guard previous != "\\" else { out.append(character); continue }
                switch character {
                case "`":
                    out.append(character)
                    if let close = line[position...].firstIndex(of: "`") {
                        out += line[position...close]
                        position = line.index(after: close)
                    }
                case "[":
                    if depth >= maximumNesting {
                        out += "\\["
                    } else {
                        depth += 1
                        out.append(character)
                    }
                case "]":
                    depth = max(0, depth - 1)
                    out.append(character)
                default:
                    out.append(character)
                }
            }
        }
        return out
    }
}
