import SwiftParser
import SwiftSyntax

/// The words an exercise's `checks.swift` shows learners, read from its syntax (swift-syntax) without
/// running it, so `tutor lint` can hold `checks.<lang>.yaml` to them at their line and column.
///
/// What counts: `check("name")`; the label of `observe`, and of `pick`, `int`, `bool`, `text` and `note`
/// called on anything; `note`'s value; the string literals among `pick`'s options (written in the call,
/// or in the initializer of a variable of that name in the file); `stop("…")` and `CheckFailure("…")`.
/// An interpolation becomes `{1}`, `{2}` … in order, as in the sidecar's templates. A label that is not
/// a string literal (a variable) cannot be read here and is skipped.
public enum CheckTexts {
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        case check, label, value, stop
        /// The sidecar's section for this kind.
        public var section: String { self == .check ? "checks" : rawValue + "s" }
    }

    public struct Entry: Sendable, Hashable {
        public var kind: Kind
        /// The literal, interpolations as `{n}`.
        public var text: String
        public var line: Int
        public var column: Int
    }

    /// Every entry in source order; each (kind, text) once, at its first place.
    public static func entries(in source: String, file: String = "checks.swift") -> [Entry] {
        let tree = Parser.parse(source: source)
        let converter = SourceLocationConverter(fileName: file, tree: tree)
        let collector = Collector(converter: converter, variables: Self.variables(tree))
        collector.walk(tree)
        var seen: Set<String> = []
        return collector.entries.filter { seen.insert($0.kind.rawValue + "\u{0}" + $0.text).inserted }
    }

    /// Initializers of variables by name, for `pick("label", options)` where `options` is a variable.
    /// Every variable of a name counts (two checks may each have their own `kinds`).
    static func variables(_ tree: SourceFileSyntax) -> [String: [ExprSyntax]] {
        final class Finder: SyntaxVisitor {
            var found: [String: [ExprSyntax]] = [:]
            override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
                if let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let value = node.initializer?.value {
                    found[name, default: []].append(value)
                }
                return .visitChildren
            }
            // `for ring in ["first ring", "second ring"] { observe(ring, …) }`: the loop's texts.
            override func visit(_ node: ForStmtSyntax) -> SyntaxVisitorContinueKind {
                if let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
                    found[name, default: []].append(node.sequence)
                }
                return .visitChildren
            }
        }
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(tree)
        return finder.found
    }

    /// A string literal's text with interpolations as `{1}`, `{2}` …, also when literals are joined
    /// with `+` to other expressions (`prefix + "contentInset.bottom"` is `{1}contentInset.bottom`);
    /// nil for anything without a literal.
    static func template(_ expression: ExprSyntax) -> String? {
        var text = "", number = 0, literals = 0
        func add(_ expression: ExprSyntax) {
            guard let literal = expression.as(StringLiteralExprSyntax.self) else {
                number += 1
                text += "{\(number)}"
                return
            }
            literals += 1
            for segment in literal.segments {
                if let plain = segment.as(StringSegmentSyntax.self) {
                    text += unescape(plain.content.text)
                } else {
                    number += 1
                    text += "{\(number)}"
                }
            }
        }
        if let sequence = expression.as(SequenceExprSyntax.self) {
            let elements = Array(sequence.elements)
            let operators = elements.enumerated().filter { $0.offset % 2 == 1 }.map(\.element)
            guard operators.allSatisfy({ $0.as(BinaryOperatorExprSyntax.self)?.operator.text == "+" }) else { return nil }
            for (index, element) in elements.enumerated() where index % 2 == 0 { add(element) }
        } else {
            add(expression)
        }
        return literals > 0 ? text : nil
    }

    /// The common escapes written in checks' literals.
    static func unescape(_ raw: String) -> String {
        guard raw.contains("\\") else { return raw }
        var result = "", escaping = false
        for character in raw {
            if escaping {
                switch character {
                case "n": result += "\n"
                case "t": result += "\t"
                case "0": result += "\0"
                default: result.append(character)
                }
                escaping = false
            } else if character == "\\" {
                escaping = true
            } else {
                result.append(character)
            }
        }
        return result
    }

    final class Collector: SyntaxVisitor {
        let converter: SourceLocationConverter
        let variables: [String: [ExprSyntax]]
        var entries: [Entry] = []

        init(converter: SourceLocationConverter, variables: [String: [ExprSyntax]]) {
            self.converter = converter
            self.variables = variables
            super.init(viewMode: .sourceAccurate)
        }

        func add(_ kind: Kind, _ expression: ExprSyntax?) {
            guard let expression else { return }
            guard let text = CheckTexts.template(expression) else {
                // A label held in a variable (or a loop's variable): the literals it is given.
                if kind != .value, let name = expression.as(DeclReferenceExprSyntax.self)?.baseName.text,
                   let values = variables[name] {
                    for value in values {
                        let literals = value.as(ArrayExprSyntax.self).map { $0.elements.map(\.expression) } ?? [value]
                        for literal in literals where literal.is(StringLiteralExprSyntax.self) { add(kind, literal) }
                    }
                }
                return
            }
            let place = expression.startLocation(converter: converter)
            entries.append(Entry(kind: kind, text: text, line: place.line, column: place.column))
        }

        /// String literals among pick's options: in an array literal, a ternary's branches, or a variable's initializer.
        func addOptions(_ expression: ExprSyntax, depth: Int = 0) {
            guard depth < 4 else { return }
            if expression.is(StringLiteralExprSyntax.self) { add(.value, expression); return }
            if let name = expression.as(DeclReferenceExprSyntax.self)?.baseName.text, let values = variables[name] {
                for value in values { addOptions(value, depth: depth + 1) }
                return
            }
            if let array = expression.as(ArrayExprSyntax.self) {
                for element in array.elements { addOptions(element.expression, depth: depth) }
                return
            }
            if let ternary = expression.as(TernaryExprSyntax.self) {
                addOptions(ternary.thenExpression, depth: depth)
                addOptions(ternary.elseExpression, depth: depth)
                return
            }
            if let ternary = expression.as(UnresolvedTernaryExprSyntax.self) {
                addOptions(ternary.thenExpression, depth: depth)
                return
            }
            if let sequence = expression.as(SequenceExprSyntax.self) {
                // An unfolded ternary `c ? [..] : [..]` parses as a sequence.
                for element in sequence.elements { addOptions(element, depth: depth) }
            }
        }

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            let arguments = Array(node.arguments)
            let first = arguments.first?.expression
            if let name = node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text {
                switch name {
                case "check": add(.check, first)
                case "observe": add(.label, first)
                case "stop", "CheckFailure": add(.stop, first)
                default: break
                }
            } else if let member = node.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text {
                switch member {
                case "pick":
                    add(.label, first)
                    if arguments.count > 1 { addOptions(arguments[1].expression) }
                case "int", "bool", "text":
                    if arguments.first?.label == nil { add(.label, first) }
                case "note":
                    add(.label, first)
                    if arguments.count > 1 { add(.value, arguments[1].expression) }
                default: break
                }
            }
            return .visitChildren
        }
    }
}
