import Lessons

/// A tree of the small HTML subset Ink produces (`h1`–`h6`, `p`, `em`, `strong`, `s`, `code`,
/// `pre`, `blockquote`, `ul`, `ol`, `li`, `table`…`td`, `a`, `img`, `hr`, `br`). It is not a
/// general HTML parser: Ink's output is well formed, and unknown tags keep their children.
/// Text and attribute values are terminal-safe (`TerminalSafeText`): a lesson's prose cannot act
/// on the terminal, even through an entity such as `&#27;`.
indirect enum HTMLNode: Equatable {
    case text(String)
    case element(name: String, attributes: [String: String], children: [HTMLNode])

    var children: [HTMLNode] {
        if case .element(_, _, let children) = self { return children }
        return []
    }

    var name: String? {
        if case .element(let name, _, _) = self { return name }
        return nil
    }

    func attribute(_ key: String) -> String? {
        if case .element(_, let attributes, _) = self { return attributes[key] }
        return nil
    }

    /// All text below this node, entities decoded.
    var textContent: String {
        switch self {
        case .text(let text): return text
        case .element(_, _, let children): return children.map(\.textContent).joined()
        }
    }

    private static let voidElements: Set<String> = ["br", "hr", "img"]

    /// Parses Ink's HTML into a list of top-level nodes.
    static func parse(_ html: String) -> [HTMLNode] {
        // A stack of open elements; index 0 is the document root.
        var stack: [(name: String, attributes: [String: String], children: [HTMLNode])] = [("#root", [:], [])]
        var index = html.startIndex
        var text = ""

        func flushText() {
            if !text.isEmpty { stack[stack.count - 1].children.append(.text(decodeEntities(text).terminalSafe)) }
            text = ""
        }
        func close() {
            let element = stack.removeLast()
            stack[stack.count - 1].children.append(.element(name: element.name, attributes: element.attributes, children: element.children))
        }

        while index < html.endIndex {
            let character = html[index]
            guard character == "<", let end = html[index...].firstIndex(of: ">") else {
                text.append(character)
                index = html.index(after: index)
                continue
            }
            var tag = html[html.index(after: index)..<end]
            index = html.index(after: end)
            flushText()
            if tag.hasPrefix("/") {
                let name = tag.dropFirst().trimmingSpaces().lowercased()
                // Close up to the matching open element, if there is one.
                if let depth = stack.lastIndex(where: { $0.name == name }), depth > 0 {
                    while stack.count > depth { close() }
                }
                continue
            }
            if tag.hasPrefix("!") { continue }  // comments, doctype
            var selfClosing = false
            if tag.hasSuffix("/") { selfClosing = true; tag = tag.dropLast() }
            let (name, attributes) = parseTag(tag)
            stack.append((name, attributes, []))
            if selfClosing || voidElements.contains(name) { close() }
        }
        flushText()
        while stack.count > 1 { close() }
        return stack[0].children
    }

    private static func parseTag(_ tag: Substring) -> (String, [String: String]) {
        let trimmed = tag.trimmingSpaces()
        let nameEnd = trimmed.firstIndex(where: { $0 == " " || $0 == "\n" }) ?? trimmed.endIndex
        let name = trimmed[..<nameEnd].lowercased()
        var attributes: [String: String] = [:]
        var rest = trimmed[nameEnd...]
        while let equals = rest.firstIndex(of: "=") {
            let key = rest[..<equals].trimmingSpaces().lowercased()
            var valueStart = rest.index(after: equals)
            guard valueStart < rest.endIndex else { break }
            let quote = rest[valueStart]
            if quote == "\"" || quote == "'" {
                valueStart = rest.index(after: valueStart)
                let valueEnd = rest[valueStart...].firstIndex(of: quote) ?? rest.endIndex
                attributes[key] = decodeEntities(String(rest[valueStart..<valueEnd])).terminalSafe
                rest = valueEnd < rest.endIndex ? rest[rest.index(after: valueEnd)...] : rest[rest.endIndex...]
            } else {
                let valueEnd = rest[valueStart...].firstIndex(of: " ") ?? rest.endIndex
                attributes[key] = String(rest[valueStart..<valueEnd]).terminalSafe
                rest = rest[valueEnd...]
            }
        }
        return (name, attributes)
    }

    static func decodeEntities(_ text: String) -> String {
        guard text.contains("&") else { return text }
        var out = ""
        var index = text.startIndex
        while index < text.endIndex {
            if text[index] == "&", let semicolon = text[index...].prefix(10).firstIndex(of: ";") {
                let entity = text[text.index(after: index)..<semicolon]
                if let decoded = decode(entity) {
                    out.append(decoded)
                    index = text.index(after: semicolon)
                    continue
                }
            }
            out.append(text[index])
            index = text.index(after: index)
        }
        return out
    }

    private static func decode(_ entity: Substring) -> Character? {
        switch entity {
        case "lt": return "<"
        case "gt": return ">"
        case "amp": return "&"
        case "quot": return "\""
        case "apos": return "'"
        case "nbsp": return "\u{A0}"
        default:
            if entity.hasPrefix("#x"), let value = UInt32(entity.dropFirst(2), radix: 16), let scalar = Unicode.Scalar(value) {
                return Character(scalar)
            }
            if entity.hasPrefix("#"), let value = UInt32(entity.dropFirst()), let scalar = Unicode.Scalar(value) {
                return Character(scalar)
            }
            return nil
        }
    }
}

extension StringProtocol {
    func trimmingSpaces() -> Substring {
        let text = Substring(self)
        guard let first = text.firstIndex(where: { !$0.isWhitespace }),
              let last = text.lastIndex(where: { !$0.isWhitespace }) else { return text[text.endIndex...] }
        return text[first...last]
    }
}
