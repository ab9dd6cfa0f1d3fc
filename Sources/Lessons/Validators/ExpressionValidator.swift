import Foundation

/// A Swift expression or statement, judged by what it means rather than how it is spelled: the answer and
/// the author's are parsed and compared after reading away what does not change the call. Alike:
/// `self.` and `!`/`?` on receivers, `let x =`, `_ =`, `return` and a final `;`, spaces, every spelling of an
/// enum case or constant (`.touchUpInside` ≡ `UIControl.Event.touchUpInside` ≡ `UIControlEventTouchUpInside`,
/// see `APIName`), an option set of one (`[.touchUpInside]`), the order of an option set's members, and a
/// conversion written from either end (`view.convert(r, from: nil)` ≡ `view.window!.convert(r, to: view)`:
/// `nil` is the receiver's window). A wrong answer is told what differs: another method, another receiver,
/// a missing or extra argument, which argument, or a conversion the other way round. A slip in the Swift
/// is unreadable, with its column.
///
/// Reading decides at once (no compiler) when it can. With `run:` (see `AnswerHarness`), an answer the
/// reading does not accept is then judged by what it does: compiled beside the reference and run in drawn
/// scenarios (`CodeAnswerJudge`), so a correct answer in a shape nobody listed is still right.
///
/// Options: `answer` / `answers` (Swift expressions), `run` (a mapping: `setup`, `observe`, `prelude`, `scenarios`).
public struct ExpressionValidator: AnswerValidator {
    public static let type = "expression"
    public static let optionKeys: Set<String> = ["answer", "answers", "run"]

    /// The answers as the author wrote them, the first being the yardstick runs compare with.
    public let written: [String]
    let references: [SwiftExpression]
    /// How answers are run when reading does not accept them; nil: reading only.
    public let harness: AnswerHarness?
    /// The answer the harness runs as the yardstick.
    public var runnableReference: String? { harness == nil ? nil : written.first }

    public init(options: ValidatorOptions) throws(ValidatorOptionError) {
        let expected = try ExpectedAnswer.read(options, hashable: false, typeName: Self.type)
        written = expected.plain
        var references: [SwiftExpression] = []
        for text in expected.plain {
            switch SwiftExpression.parse(text) {
            case .success(let expression): references.append(expression.normalized)
            case .failure(let failure):
                throw ValidatorOptionError("the answer “\(text)” is not a Swift expression: \(failure.message) (column \(failure.column))", key: "answer")
            }
        }
        self.references = references
        if let run = try options.mapping("run") { harness = try AnswerHarness(options: run) } else { harness = nil }
    }

    /// An expression to show how answers are written, never a right one.
    var example: String {
        ["textField.resignFirstResponder()", "view.endEditing(true)"].first { text in
            guard case .success(let e) = SwiftExpression.parse(text) else { return false }
            return !references.contains { $0.equivalent(to: e.normalized) }
        }!
    }

    public func validate(_ answer: String) -> ValidationResult {
        let parsed: SwiftExpression
        switch SwiftExpression.parse(answer) {
        case .success(let expression): parsed = expression.normalized
        case .failure(let failure): return .unreadable(Message(.expressionUnreadable, answer, failure.message, String(failure.column), example))
        }
        if references.contains(where: { $0.equivalent(to: parsed) }) { return .correct }
        // The reason, against the reference that calls the same method when there is one.
        let closest = references.first { $0.calledName == parsed.calledName && parsed.calledName != nil } ?? references[0]
        return .incorrect(detail: closest.difference(from: parsed))
    }

    public var shownAnswer: String? { written.first }

    public func sameAnswer(_ answer: String, _ other: String) -> Bool {
        guard case .success(let a) = SwiftExpression.parse(answer), case .success(let b) = SwiftExpression.parse(other) else { return false }
        return a.normalized.equivalent(to: b.normalized)
    }
}

/// A parsed Swift expression: enough of the language for one-line answers (members, calls with labels,
/// subscripts, unwrapping, literals, arrays, closures, `#selector(…)`, operators, casts).
indirect enum SwiftExpression: Sendable, Hashable, CustomStringConvertible {
    case name(String)
    case literal(String)
    case implicitMember(String)
    case member(SwiftExpression, String)
    case call(SwiftExpression, [Argument])
    case subscripted(SwiftExpression, [Argument])
    case unwrapped(SwiftExpression)
    case array([SwiftExpression])
    case tuple([SwiftExpression])
    case closure(String)
    case macro(String, [Argument]?)
    case prefix(String, SwiftExpression)
    case operators([SwiftExpression], [String])
    case cast(SwiftExpression, String)
    case assignment(SwiftExpression, SwiftExpression)
    /// After normalizing: a static member, enum case or constant, compared as an API.
    case symbol(APIName)
    /// After normalizing: a rectangle or point converted between two coordinate spaces.
    case conversion(SwiftExpression, from: SwiftExpression, to: SwiftExpression)

    struct Argument: Sendable, Hashable {
        var label: String?
        var value: SwiftExpression
    }

    struct Failure: Error, Equatable {
        var message: String
        var column: Int
    }

    static func parse(_ text: String) -> Result<SwiftExpression, Failure> {
        var parser = SwiftExpressionParser(Array(text))
        do { return .success(try parser.statement()) } catch { return .failure(error) }
    }

    var description: String {
        switch self {
        case .name(let n), .literal(let n): return n
        case .implicitMember(let m): return "." + m
        case .member(let base, let m): return "\(base).\(m)"
        case .call(let callee, let arguments): return "\(callee)(\(Self.list(arguments)))"
        case .subscripted(let base, let arguments): return "\(base)[\(Self.list(arguments))]"
        case .unwrapped(let base): return "\(base)!"
        case .array(let items): return "[" + items.map(\.description).joined(separator: ", ") + "]"
        case .tuple(let items): return "(" + items.map(\.description).joined(separator: ", ") + ")"
        case .closure(let body): return "{ \(body) }"
        case .macro(let name, let arguments): return "#\(name)" + (arguments.map { "(\(Self.list($0)))" } ?? "")
        case .prefix(let op, let operand): return op + operand.description
        case .operators(let operands, let ops):
            return zip(operands, ops).map { "\($0) \($1) " }.joined() + (operands.last?.description ?? "")
        case .cast(let e, let type): return "\(e) as \(type)"
        case .assignment(let target, let value): return "\(target) = \(value)"
        case .symbol(let name): return name.description
        case .conversion(let rect, let from, let to): return "convert(\(rect), from: \(from), to: \(to))"
        }
    }

    static func list(_ arguments: [Argument]) -> String {
        arguments.map { ($0.label.map { "\($0): " } ?? "") + $0.value.description }.joined(separator: ", ")
    }

    // MARK: Normalizing

    /// Methods that say the same thing from either end: `a.convert(r, from: b)` ≡ `b.convert(r, to: a)`, and a
    /// `nil` space is the receiver's window. Data, not special cases: add a row when a lesson needs one.
    static let converseCalls: [(name: String, inward: String, outward: String, nilMeans: String)] = [
        ("convert", "from", "to", "window"),
    ]

    /// The expression with what does not change its meaning read away (see `ExpressionValidator`).
    var normalized: SwiftExpression {
        switch self {
        case .unwrapped(let base): return base.normalized
        case .member(.name("self"), let m): return SwiftExpression.name(m).normalized
        case .name(let n):
            if n.first?.isUppercase == true, let api = APIName(n), api.type != nil { return .symbol(api) }
            return self
        case .implicitMember(let m): return .symbol(APIName(type: nil, member: m))
        case .member(let base, let m):
            let base = base.normalized
            if base.isTypePath, let api = APIName("\(base).\(m)") { return .symbol(api) }
            if case .symbol(let type) = base, type.type != nil || type.member.first?.isUppercase == true, let api = APIName("\(type.description).\(m)") {
                return .symbol(api)
            }
            return .member(base, m)
        case .call(let callee, let arguments):
            let callee = callee.normalized
            let arguments = arguments.map { Argument(label: $0.label, value: $0.value.normalized) }
            if case .member(let receiver, let name) = callee, arguments.count == 2, arguments[0].label == nil,
               let rule = Self.converseCalls.first(where: { $0.name == name }), let label = arguments[1].label, label == rule.inward || label == rule.outward {
                let other = arguments[1].value == .name("nil") ? SwiftExpression.member(receiver, rule.nilMeans) : arguments[1].value
                return label == rule.inward ? .conversion(arguments[0].value, from: other, to: receiver)
                                            : .conversion(arguments[0].value, from: receiver, to: other)
            }
            return .call(callee, arguments)
        case .subscripted(let base, let arguments): return .subscripted(base.normalized, arguments.map { Argument(label: $0.label, value: $0.value.normalized) })
        case .array(let items):
            let items = items.map(\.normalized)
            return items.count == 1 ? items[0] : .array(items)
        case .tuple(let items): return items.count == 1 ? items[0].normalized : .tuple(items.map(\.normalized))
        case .macro(let name, let arguments): return .macro(name, arguments?.map { Argument(label: $0.label, value: $0.value.normalized) })
        case .prefix(let op, let operand): return .prefix(op, operand.normalized)
        case .operators(let operands, let ops): return .operators(operands.map(\.normalized), ops)
        case .cast(let e, let type): return .cast(e.normalized, type)
        case .assignment(let target, let value): return .assignment(target.normalized, value.normalized)
        case .literal, .closure, .symbol, .conversion: return self
        }
    }

    /// `UIControl.Event`, `UIControlEvents`: names of types only.
    var isTypePath: Bool {
        switch self {
        case .name(let n): return n.first?.isUppercase == true
        case .member(let base, let m): return m.first?.isUppercase == true && base.isTypePath
        default: return false
        }
    }

    /// Whether two normalized expressions mean the same: symbols compared as APIs, an option set's
    /// members in any order, everything else part by part.
    func equivalent(to other: SwiftExpression) -> Bool {
        switch (self, other) {
        case (.symbol(let a), .symbol(let b)): return a.matches(b)
        case (.member(let a, let m), .member(let b, let n)): return m == n && a.equivalent(to: b)
        case (.call(let f, let a), .call(let g, let b)), (.subscripted(let f, let a), .subscripted(let g, let b)):
            return f.equivalent(to: g) && Self.sameArguments(a, b)
        case (.macro(let m, let a), .macro(let n, let b)):
            return m == n && (a == nil) == (b == nil) && Self.sameArguments(a ?? [], b ?? [])
        case (.array(let a), .array(let b)):
            guard a.count == b.count else { return false }
            var unused = b
            for item in a {
                guard let index = unused.firstIndex(where: { item.equivalent(to: $0) }) else { return false }
                unused.remove(at: index)
            }
            return true
        case (.tuple(let a), .tuple(let b)): return a.count == b.count && zip(a, b).allSatisfy { $0.equivalent(to: $1) }
        case (.prefix(let p, let a), .prefix(let q, let b)): return p == q && a.equivalent(to: b)
        case (.operators(let a, let p), .operators(let b, let q)): return p == q && a.count == b.count && zip(a, b).allSatisfy { $0.equivalent(to: $1) }
        case (.cast(let a, let s), .cast(let b, let t)): return s == t && a.equivalent(to: b)
        case (.assignment(let a, let x), .assignment(let b, let y)): return a.equivalent(to: b) && x.equivalent(to: y)
        case (.conversion(let r, let f, let t), .conversion(let s, let g, let u)): return r.equivalent(to: s) && f.equivalent(to: g) && t.equivalent(to: u)
        default: return self == other
        }
    }

    static func sameArguments(_ a: [Argument], _ b: [Argument]) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { $0.label == $1.label && $0.value.equivalent(to: $1.value) }
    }

    /// The method a call names with its labels (`addAction(_:for:)`), or nil when it is not a call.
    var calledName: String? {
        switch self {
        case .call(let callee, let arguments):
            let base: String
            switch callee {
            case .member(_, let name), .name(let name): base = name
            case .symbol(let api): base = api.member
            default: return nil
            }
            return base + "(" + arguments.map { "\($0.label ?? "_"):" }.joined() + ")"
        case .conversion: return "convert"
        default: return nil
        }
    }

    var receiver: SwiftExpression? {
        if case .call(.member(let receiver, _), _) = self { return receiver }
        return nil
    }

    /// What a wrong answer does differently from this (the reference), in the learner's terms.
    func difference(from answer: SwiftExpression) -> Message? {
        switch (self, answer) {
        case (.conversion(let rect, let from, let to), .conversion(let r, let f, let t)):
            if !rect.equivalent(to: r) { return Message(.expressionArgument, "1") }
            if from.equivalent(to: t), to.equivalent(to: f) { return Message(.expressionOtherWay, f.description, t.description) }
            // Said in coordinates, not arguments: the learner's call may have the other label, and `from: nil`
            // is right whatever the receiver (the receiver's window).
            if !to.equivalent(to: t) { return Message(.expressionConversionTarget, t.description, to.description) }
            return Message(.expressionConversionSource, f.description, from.description)
        case (.call(let callee, let arguments), .call(let otherCallee, let others)):
            guard let name = calledName, let otherName = answer.calledName else { return nil }
            let base = { (callee: SwiftExpression) -> String? in
                switch callee {
                case .member(_, let n), .name(let n): n
                case .symbol(let api): api.member
                default: nil
                }
            }
            if base(callee) != base(otherCallee) { return Message(.expressionOtherMethod, otherName) }
            let labels = arguments.map { $0.label ?? "_" }, otherLabels = others.map { $0.label ?? "_" }
            if let missing = labels.first(where: { !otherLabels.contains($0) }) { return Message(.expressionMissingArgument, missing == "_" ? "1" : missing + ":") }
            if let extra = otherLabels.first(where: { !labels.contains($0) }) { return Message(.expressionExtraArgument, extra == "_" ? "1" : extra + ":") }
            if labels != otherLabels { return Message(.expressionOtherMethod, otherName) }
            if let mine = receiver, let theirs = answer.receiver, !mine.equivalent(to: theirs) {
                return Message(.expressionOtherReceiver, name, theirs.description)
            }
            for (index, (a, b)) in zip(arguments, others).enumerated() where !a.value.equivalent(to: b.value) {
                return Message(.expressionArgument, a.label.map { $0 + ":" } ?? String(index + 1))
            }
            return nil
        case (.call, _), (.conversion, _):
            return Message(.expressionNotACall)
        default:
            return nil
        }
    }
}

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
