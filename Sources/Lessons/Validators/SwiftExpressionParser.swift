import Foundation

/// Recursive descent over one line of Swift; a failure carries its 1-based column.
struct SwiftExpressionParser {
    var characters: [Character]
    var position = 0
    var depth = 0
    /// Parts read so far; one line of Swift has a few dozen, and a pasted wall must not become a tree
    /// too deep to walk.
    var parts = 0
    static let maximumParts = 256

    init(_ characters: [Character]) { self.characters = characters }

    typealias Expression = SwiftExpression

    mutating func counted() throws(Failure) {
        parts += 1
        if parts > Self.maximumParts { throw fail("the expression is too long for one answer") }
    }
    typealias Failure = SwiftExpression.Failure

    func fail(_ message: String, at column: Int? = nil) -> Failure { Failure(message: message, column: (column ?? position) + 1) }

    mutating func skipSpaces() { while position < characters.count, characters[position].isWhitespace { position += 1 } }

    var current: Character? { position < characters.count ? characters[position] : nil }

    func isIdentifierCharacter(_ c: Character) -> Bool { c.isLetter || c.isNumber || c == "_" }

    /// A keyword or identifier at the position, without moving.
    func wordHere() -> String? {
        var end = position
        while end < characters.count, isIdentifierCharacter(characters[end]) { end += 1 }
        guard end > position, !characters[position].isNumber else { return nil }
        return String(characters[position..<end])
    }

    mutating func keyword(_ word: String) -> Bool {
        skipSpaces()
        guard wordHere() == word else { return false }
        position += word.count
        return true
    }

    mutating func statement() throws(Failure) -> Expression {
        skipSpaces()
        guard position < characters.count else { throw fail("an expression is missing") }
        var result: Expression
        if keyword("return") {
            result = try expression()
        } else if keyword("let") || keyword("var") {
            skipSpaces()
            guard wordHere() != nil else { throw fail("a name is missing") }
            position += wordHere()!.count
            skipSpaces()
            if current == ":" {
                // The type annotation, up to the `=`.
                while let c = current, c != "=" { position += 1 }
            }
            skipSpaces()
            guard current == "=" else { throw fail("“=” is missing") }
            position += 1
            result = try expression()
        } else {
            result = try expression()
            skipSpaces()
            if current == "=", position + 1 >= characters.count || characters[position + 1] != "=" {
                position += 1
                let value = try expression()
                result = result == .name("_") ? value : .assignment(result, value)
            }
        }
        skipSpaces()
        while current == ";" { position += 1; skipSpaces() }
        if let c = current { throw fail("unexpected “\(c)”") }
        return result
    }

    static let operatorCharacters = Set("+-*/%<>=!&|^~?")

    mutating func expression() throws(Failure) -> Expression {
        depth += 1
        defer { depth -= 1 }
        guard depth < 48 else { throw fail("too deeply nested") }
        var operands = [try prefixed()]
        var operators: [String] = []
        while true {
            skipSpaces()
            if keyword("as") {
                var kind = "as"
                if let c = current, c == "?" || c == "!" { kind.append(c); position += 1 }
                skipSpaces()
                let start = position
                while let c = current, isIdentifierCharacter(c) || c == "." || c == "<" || c == ">" || c == "?" { position += 1 }
                guard position > start else { throw fail("a type is missing after “\(kind)”") }
                let base: Expression = operators.isEmpty ? operands[0] : .operators(operands, operators)
                return .cast(base, kind + " " + String(characters[start..<position]))
            }
            let start = position
            while let c = current, Self.operatorCharacters.contains(c) { position += 1 }
            let op = String(characters[start..<position])
            guard !op.isEmpty else { break }
            if op == "=" || op == "->" {
                position = start
                break
            }
            operators.append(op)
            operands.append(try prefixed())
        }
        return operators.isEmpty ? operands[0] : .operators(operands, operators)
    }

    mutating func prefixed() throws(Failure) -> Expression {
        skipSpaces()
        if keyword("try") || keyword("await") {
            if let c = current, c == "?" || c == "!" { position += 1 }
            return try prefixed()
        }
        if let c = current, "-!~&".contains(c), position + 1 < characters.count, !characters[position + 1].isWhitespace {
            position += 1
            return .prefix(String(c), try postfixed())
        }
        return try postfixed()
    }

    mutating func postfixed() throws(Failure) -> Expression {
        var expression = try primary()
        while let c = current {
            try counted()
            switch c {
            case ".":
                position += 1
                guard let name = wordHere() else { throw fail("a name is missing after “.”") }
                position += name.count
                expression = .member(expression, name)
            case "(":
                expression = .call(expression, try arguments(closing: ")"))
            case "[":
                expression = .subscripted(expression, try arguments(closing: "]"))
            case "!", "?":
                let next = position + 1 < characters.count ? characters[position + 1] : " "
                guard next != "=", !(c == "?" && next == "?") else { return expression }
                position += 1
                expression = .unwrapped(expression)
            case "{":
                let closure = try closureBody()
                if case .call(let callee, let arguments) = expression {
                    expression = .call(callee, arguments + [SwiftExpression.Argument(label: nil, value: closure)])
                } else {
                    expression = .call(expression, [SwiftExpression.Argument(label: nil, value: closure)])
                }
            default:
                // A trailing closure after a space: `addAction(UIAction { _ in … })`.
                if c == " " {
                    let save = position
                    skipSpaces()
                    if current == "{" { continue }
                    position = save
                }
                return expression
            }
        }
        return expression
    }

    mutating func primary() throws(Failure) -> Expression {
        try counted()
        skipSpaces()
        guard let c = current else { throw fail("an expression is missing") }
        if c == "." {
            position += 1
            guard let name = wordHere() else { throw fail("a name is missing after “.”") }
            position += name.count
            return .implicitMember(name)
        }
        if c == "#" {
            position += 1
            guard let name = wordHere() else { throw fail("unexpected “#”", at: position - 1) }
            position += name.count
            return .macro(name, current == "(" ? try arguments(closing: ")") : nil)
        }
        if c == "\"" { return try stringLiteral() }
        if c.isNumber {
            let start = position
            while let d = current, d.isLetter || d.isNumber || d == "." || d == "_" {
                if d == ".", !(position + 1 < characters.count && characters[position + 1].isNumber) { break }
                position += 1
            }
            let text = String(characters[start..<position]).replacingOccurrences(of: "_", with: "")
            return .literal(NumberText.number(text).map(NumberText.canonical) ?? text)
        }
        if c == "[" {
            let items = try arguments(closing: "]")
            return .array(items.map(\.value))
        }
        if c == "(" {
            let items = try arguments(closing: ")")
            return .tuple(items.map(\.value))
        }
        if c == "{" { return try closureBody() }
        if let word = wordHere() {
            position += word.count
            return .name(word)
        }
        throw fail("unexpected “\(c)”")
    }

    /// `(a, label: b)` or `[a, b]`: the position is at the opening bracket.
    mutating func arguments(closing: Character) throws(Failure) -> [SwiftExpression.Argument] {
        let open = position
        position += 1
        var result: [SwiftExpression.Argument] = []
        skipSpaces()
        if current == closing {
            position += 1
            return result
        }
        while true {
            skipSpaces()
            var label: String?
            if let word = wordHere() {
                var after = position + word.count
                while after < characters.count, characters[after] == " " { after += 1 }
                if after < characters.count, characters[after] == ":", !(after + 1 < characters.count && characters[after + 1] == ":") {
                    label = word
                    position = after + 1
                }
            }
            result.append(SwiftExpression.Argument(label: label, value: try expression()))
            skipSpaces()
            guard let c = current else { throw fail("“\(closing)” is missing") }
            if c == "," {
                position += 1
                continue
            }
            if c == closing {
                position += 1
                return result
            }
            _ = open
            throw fail("unexpected “\(c)”")
        }
    }

    mutating func stringLiteral() throws(Failure) -> Expression {
        let start = position
        position += 1
        while let c = current, c != "\"" {
            position += c == "\\" ? 2 : 1
        }
        guard current == "\"" else { throw fail("the string has no closing “\"”", at: start) }
        position += 1
        return .literal(String(characters[start..<position]))
    }

    /// A closure, kept as its text without spaces (closures are compared as written).
    mutating func closureBody() throws(Failure) -> Expression {
        guard let end = Syntax.groupEnd(in: characters, at: position) else { throw fail("“}” is missing", at: characters.count) }
        let body = String(characters[(position + 1)..<(end - 1)]).filter { !$0.isWhitespace }
        position = end
        return .closure(body)
    }
}
