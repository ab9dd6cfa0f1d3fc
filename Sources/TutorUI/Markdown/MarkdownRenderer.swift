import Ink
import Lessons

/// Renders lesson prose (Markdown) for a terminal. Ink parses the Markdown to HTML; this type
/// walks Ink's small, known tag set and lays the result out as styled lines wrapped to a width
/// by display width. Nothing here parses Markdown itself.
public struct MarkdownRenderer: Sendable {
    public var width: Int
    public var symbols: Symbols
    /// Inline code keeps its backticks when there are no colors to set it apart.
    public var backticksForInlineCode: Bool
    public var highlighter = SwiftHighlighter()
    /// Code blocks are wrapped to the width only on a terminal: piped output keeps code lines whole,
    /// as a file or `less` cannot join them again.
    public var wrapsCode: Bool

    public init(width: Int, unicode: Bool = true, colors: Bool = false, wrapsCode: Bool = true) {
        self.width = max(20, width)
        self.symbols = Symbols(unicode: unicode)
        self.backticksForInlineCode = !colors
        self.wrapsCode = wrapsCode
    }

    public init(capabilities: TerminalCapabilities) {
        self.init(width: capabilities.width, unicode: capabilities.unicode, colors: capabilities.colors,
                  wrapsCode: capabilities.interactiveOutput)
    }

    static let headingStyles: [String: TextStyle] = [
        "h1": TextStyle(bold: true, underline: true, color: .cyan),
        "h2": TextStyle(bold: true, color: .cyan),
        "h3": TextStyle(bold: true),
        "h4": TextStyle(bold: true), "h5": TextStyle(bold: true), "h6": TextStyle(bold: true),
    ]

    /// Renders Markdown to styled lines, blocks separated by one blank line.
    public func render(_ markdown: String) -> [StyledLine] {
        let html = InkMarkdown.html(Self.joiningLinesThatStartWithCode(markdown))
        return renderBlocks(HTMLNode.parse(html), width: width)
    }

    /// Renders Markdown to a string; escape codes only if `styler.colors`.
    public func renderText(_ markdown: String, styler: Styler) -> String {
        styler.render(render(markdown))
    }

    // MARK: Blocks

    func renderBlocks(_ nodes: [HTMLNode], width: Int) -> [StyledLine] {
        var lines: [StyledLine] = []
        var inlineRun: [HTMLNode] = []
        func flushInline() {
            let hasText = inlineRun.contains { !$0.textContent.trimmingSpaces().isEmpty || $0.name == "img" }
            if hasText {
                if !lines.isEmpty { lines.append([]) }
                lines += paragraph(inlineRun, width: width)
            }
            inlineRun = []
        }
        for node in nodes {
            guard let name = node.name, Self.blockElements.contains(name) else {
                inlineRun.append(node)
                continue
            }
            flushInline()
            let block = renderBlock(node, name: name, width: width)
            guard !block.isEmpty else { continue }
            if !lines.isEmpty { lines.append([]) }
            lines += block
        }
        flushInline()
        return lines
    }

    static let blockElements: Set<String> = ["h1", "h2", "h3", "h4", "h5", "h6", "p", "pre", "blockquote", "ul", "ol", "table", "hr", "div"]

    func renderBlock(_ node: HTMLNode, name: String, width: Int) -> [StyledLine] {
        switch name {
        case "h1", "h2", "h3", "h4", "h5", "h6":
            let style = Self.headingStyles[name] ?? TextStyle(bold: true)
            let prefix = name == "h1" || name == "h2" ? [] : [Span(String(repeating: "#", count: Int(name.dropFirst())! ) + " ", style)]
            return TextWrapper.wrap(prefix + inline(node.children, style: style), width: width)
        case "p", "div":
            return paragraph(node.children, width: width)
        case "pre":
            return codeBlock(node, width: width)
        case "blockquote":
            let bar = [Span(symbols.quoteBar + " ", TextStyle(color: .gray))]
            return renderBlocks(node.children, width: width - 2).map { line in
                bar + line.map { Span($0.text, $0.style.merging(TextStyle(italic: true))) }
            }
        case "ul", "ol":
            return list(node, ordered: name == "ol", width: width)
        case "table":
            return TableLayout(renderer: self).render(node, width: width)
        case "hr":
            return [[Span(String(repeating: symbols.rule, count: min(width, 40)), TextStyle(color: .gray))]]
        default:
            return paragraph(node.children, width: width)
        }
    }

    /// Inline content wrapped to the width; `<br>` starts a new line.
    func paragraph(_ nodes: [HTMLNode], width: Int, firstIndent: StyledLine = [], indent: StyledLine = []) -> [StyledLine] {
        let segments = splitAtBreaks(inline(nodes, style: .plain))
        var lines: [StyledLine] = []
        for (index, segment) in segments.enumerated() {
            lines += TextWrapper.wrap(trimmed(segment), width: width, firstIndent: index == 0 ? firstIndent : indent, indent: indent)
        }
        return lines
    }

    func codeBlock(_ node: HTMLNode, width: Int) -> [StyledLine] {
        let codeNode = node.children.first { $0.name == "code" } ?? node
        let language = codeNode.attribute("class")?.replacingOccurrences(of: "language-", with: "") ?? ""
        var code = codeNode.textContent
        if code.hasSuffix("\n") { code.removeLast() }
        let highlighted: [StyledLine] = language.isEmpty || language == "swift"
            ? highlighter.highlight(code)
            : code.split(separator: "\n", omittingEmptySubsequences: false).map { [Span(String($0))] }
        let indent = [Span("    ")]
        return highlighted.flatMap { line in
            wrapsCode ? TextWrapper.wrapCode(line, prefix: indent, width: width, indent: indent) : [TextWrapper.merged(indent + line)]
        }
    }

    /// Ink ends a paragraph at a line that starts with inline code (`text\n`code` more` becomes two
    /// paragraphs). Such a line is joined to the line before it with a space — what a soft line break
    /// means in a paragraph anyway — unless that line is blank, a heading, a table row, a fence or in
    /// a fenced block, or the line is itself a fence or indented code.
    static func joiningLinesThatStartWithCode(_ markdown: String) -> String {
        guard markdown.contains("\n`") || markdown.contains("\n `") || markdown.contains("\n  `") else { return markdown }
        var out: [Substring] = []
        var fence: Character?
        var previousJoinable = false
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            let indentation = line.prefix(while: { $0 == " " }).count
            let body = line.dropFirst(indentation)
            let fenceMark = indentation <= 3 && (body.hasPrefix("```") || body.hasPrefix("~~~")) ? body.first : nil
            if let open = fence {
                if fenceMark == open { fence = nil }
                out.append(line)
                previousJoinable = false
                continue
            }
            if let mark = fenceMark {
                fence = mark
                out.append(line)
                previousJoinable = false
                continue
            }
            if previousJoinable, indentation <= 3, body.hasPrefix("`"), let last = out.popLast() {
                out.append(last + " " + body)
                continue
            }
            let trimmed = body.trimmingSpaces()
            previousJoinable = !trimmed.isEmpty && !trimmed.hasPrefix("#") && !trimmed.hasPrefix("|") && !trimmed.hasPrefix("<!--")
                && indentation <= 3
            out.append(line)
        }
        return out.joined(separator: "\n")
    }

    func list(_ node: HTMLNode, ordered: Bool, width: Int) -> [StyledLine] {
        var number = Int(node.attribute("start") ?? "") ?? 1
        var lines: [StyledLine] = []
        let items = node.children.filter { $0.name == "li" }
        let markerWidth = ordered ? "\(number + items.count - 1). ".displayWidth : symbols.bullet.displayWidth + 1
        for item in items {
            let marker = ordered ? "\(number). ".padded(toWidth: markerWidth) : symbols.bullet + " "
            number += 1
            let hanging = [Span(String(repeating: " ", count: markerWidth))]
            // The item's own text, then any nested blocks (sub-lists, paragraphs) indented under it.
            let inlineNodes = item.children.filter { !Self.blockElements.contains($0.name ?? "") }
            let blockNodes = item.children.filter { Self.blockElements.contains($0.name ?? "") }
            var itemLines: [StyledLine] = []
            if inlineNodes.contains(where: { !$0.textContent.trimmingSpaces().isEmpty }) {
                itemLines = paragraph(inlineNodes, width: width, firstIndent: [Span(marker, TextStyle(color: .cyan))], indent: hanging)
            }
            for block in blockNodes {
                let nested = renderBlock(block, name: block.name!, width: width - markerWidth)
                if itemLines.isEmpty, let first = nested.first {
                    itemLines.append([Span(marker, TextStyle(color: .cyan))] + first)
                    itemLines += nested.dropFirst().map { hanging + $0 }
                } else {
                    itemLines += nested.map { $0.isEmpty ? [] : hanging + $0 }
                }
            }
            lines += itemLines
        }
        return lines
    }

    // MARK: Inline

    func inline(_ nodes: [HTMLNode], style: TextStyle) -> StyledLine {
        var spans: StyledLine = []
        for node in nodes {
            switch node {
            case .text(let text):
                spans.append(Span(text.replacingOccurrences(of: "\n", with: " "), style))
            case .element(let name, let attributes, let children):
                switch name {
                case "em", "i": spans += inline(children, style: style.merging(TextStyle(italic: true)))
                case "strong", "b": spans += inline(children, style: style.merging(TextStyle(bold: true)))
                case "s", "del": spans += inline(children, style: style.merging(TextStyle(strikethrough: true)))
                case "code":
                    let text = node.textContent
                    let codeStyle = style.merging(TextStyle(color: .cyan))
                    spans.append(Span(backticksForInlineCode ? "`\(text)`" : text, codeStyle))
                case "a":
                    let label = inline(children, style: style.merging(TextStyle(underline: true, color: .blue)))
                    spans += label
                    if let href = attributes["href"], href != label.plainText {
                        spans.append(Span(" (\(href))", style.merging(TextStyle(dim: true))))
                    }
                case "img":
                    spans.append(Span("[image: \(attributes["alt"] ?? attributes["src"] ?? "")]", style.merging(TextStyle(dim: true))))
                case "br":
                    spans.append(Span("\n", style))
                default:
                    spans += inline(children, style: style)
                }
            }
        }
        return spans
    }

    private func splitAtBreaks(_ spans: StyledLine) -> [StyledLine] {
        var segments: [StyledLine] = [[]]
        for span in spans {
            let parts = span.text.split(separator: "\n", omittingEmptySubsequences: false)
            for (index, part) in parts.enumerated() {
                if index > 0 { segments.append([]) }
                if !part.isEmpty { segments[segments.count - 1].append(Span(String(part), span.style)) }
            }
        }
        return segments
    }

    /// Drops leading and trailing spaces of a paragraph (Ink keeps source newlines in text).
    private func trimmed(_ spans: StyledLine) -> StyledLine {
        var spans = spans
        while let first = spans.first, first.text.allSatisfy(\.isWhitespace) { spans.removeFirst() }
        if !spans.isEmpty { spans[0].text = String(spans[0].text.drop(while: \.isWhitespace)) }
        while let last = spans.last, last.text.allSatisfy(\.isWhitespace) { spans.removeLast() }
        if !spans.isEmpty {
            let text = spans[spans.count - 1].text
            spans[spans.count - 1].text = String(text[..<(text.lastIndex(where: { !$0.isWhitespace }).map(text.index(after:)) ?? text.endIndex)])
        }
        return spans
    }
}

extension TextWrapper {
    /// Wraps a line of code (or a program's output) after `prefix`, continuing after `indent`, keeping
    /// every space. A line breaks after a space when one falls in the second half of the line, else at
    /// the last boundary between a word character (letter, digit, `_`) and anything else, and only
    /// inside a word that is longer than the whole line: `keyboardWillChangeFrameNotification` stays whole.
    public static func wrapCode(_ line: StyledLine, prefix: StyledLine, width: Int, indent: StyledLine) -> [StyledLine] {
        typealias Cell = (character: Character, style: TextStyle, width: Int)
        var rest: [Cell] = line.flatMap { span in span.text.map { ($0, span.style, DisplayWidth.of($0)) } }
        guard prefix.displayWidth + rest.reduce(0, { $0 + $1.width }) > width else { return [merged(prefix + line)] }
        func isWord(_ c: Character) -> Bool { c.isLetter || c.isNumber || c == "_" }
        func spans(_ cells: ArraySlice<Cell>) -> StyledLine { cells.map { Span(String($0.character), $0.style) } }
        var lines: [StyledLine] = []
        var head = prefix
        while true {
            let available = max(1, width - head.displayWidth)
            var fits = 0, used = 0
            while fits < rest.count, used + rest[fits].width <= available { used += rest[fits].width; fits += 1 }
            if fits == rest.count {
                lines.append(merged(head + spans(rest[...])))
                break
            }
            var cut = 0
            for index in stride(from: fits, to: 0, by: -1) where rest[index - 1].character == " " && rest[index].character != " " {
                if index * 2 >= fits { cut = index }
                break
            }
            if cut == 0 {
                for index in stride(from: fits, to: 0, by: -1) where isWord(rest[index - 1].character) != isWord(rest[index].character)
                    || !isWord(rest[index].character) {
                    cut = index
                    break
                }
            }
            if cut == 0 { cut = max(1, fits) }
            var piece = rest[..<cut]
            while piece.count > 1, piece.last?.character == " " { piece = piece.dropLast() }
            lines.append(merged(head + spans(piece)))
            rest = Array(rest[cut...].drop { $0.character == " " })
            head = indent
            if rest.isEmpty { break }
        }
        return lines
    }
}
