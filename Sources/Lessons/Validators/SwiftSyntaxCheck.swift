import Foundation
import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax

/// Learners' typed Swift read by the real Swift parser (swift-syntax), so a slip is named as the compiler
/// would name it, at its column, and a right answer in a shape the hand reading does not know (a closure, a
/// trailing closure, a `guard`) is still recognised as Swift worth running.
public enum SwiftSyntaxCheck {
    /// The first syntax error in `code`, with its 1-based column on the line it is on, or nil when it parses.
    public static func problem(in code: String) -> (message: String, line: Int, column: Int)? {
        let tree = Parser.parse(source: code)
        guard let first = ParseDiagnosticsGenerator.diagnostics(for: tree).first else { return nil }
        let place = first.location(converter: SourceLocationConverter(fileName: "answer", tree: tree))
        return (first.message, place.line, place.column)
    }

    /// The Swift inside a learner's sentence, when the answer as typed is not Swift but a part of it is: the one span
    /// in backticks (`` `view.convert(r, from: nil)` ``), or what follows words that only frame it ("I'd write …",
    /// «Так: …», «Выражение: …»). The span must look like code (a call, a member, an assignment), so that a plain
    /// sentence is never cut down to a word that happens to parse. Nil when the answer is Swift already or holds none.
    public static func codeSpan(in answer: String) -> String? {
        let text = answer.trimmingCharacters(in: .whitespacesAndNewlines)
        guard problem(in: text) != nil else { return nil }
        func looksLikeCode(_ span: String) -> Bool {
            span.contains("(") || span.contains("=") || span.range(of: #"[A-Za-z_]\.[A-Za-z_]"#, options: .regularExpression) != nil
        }
        func usable(_ span: Substring) -> String? {
            let span = span.trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: "."))
            return !span.isEmpty && looksLikeCode(span) && problem(in: span) == nil ? span : nil
        }
        let ticks = text.split(separator: "`", omittingEmptySubsequences: false)
        if ticks.count == 3, let span = usable(ticks[1]) { return span }
        if ticks.count == 7, ticks[1].isEmpty, ticks[2].isEmpty, let span = usable(ticks[3]) { return span }
        // Words before the code: letters, apostrophes and a closing colon or dash only, at most six of them.
        var rest = Substring(text)
        for _ in 0..<6 {
            guard let space = rest.firstIndex(where: { $0 == " " }) else { break }
            let word = rest[..<space]
            guard word.allSatisfy({ $0.isLetter || "'’:—–-,".contains($0) }) else { break }
            rest = rest[space...].drop { $0 == " " }
            if let span = usable(rest) { return span }
        }
        return nil
    }

    /// What an answer is as a program fragment: the value it computes (an expression, `let x = e`, `_ = e`,
    /// `return e`) or statements run for their effect.
    public enum Form: Sendable, Hashable {
        /// An expression, or the expression of `_ = e` / `return e`, and where it starts in the answer.
        case expression(String, offset: Int)
        /// `let name = e` or `var name = e`: the value is the name's.
        case binding(name: String)
        case statements
    }

    public static func form(of code: String) -> Form {
        let tree = Parser.parse(source: code)
        let items = Array(tree.statements)
        guard items.count == 1, let item = items.first?.item else { return .statements }
        func found(_ node: some SyntaxProtocol) -> Form {
            .expression(node.trimmedDescription, offset: node.positionAfterSkippingLeadingTrivia.utf8Offset)
        }
        if let expression = item.as(ExprSyntax.self) {
            // `_ = e` (unfolded, as the parser leaves operators): its value is e's.
            if let sequence = expression.as(SequenceExprSyntax.self) {
                let elements = Array(sequence.elements)
                if elements.count == 3, elements[0].is(DiscardAssignmentExprSyntax.self), elements[1].is(AssignmentExprSyntax.self) {
                    return found(elements[2])
                }
            }
            if let infix = expression.as(InfixOperatorExprSyntax.self), infix.operator.is(AssignmentExprSyntax.self),
               infix.leftOperand.is(DiscardAssignmentExprSyntax.self) {
                return found(infix.rightOperand)
            }
            return found(expression)
        }
        if let declaration = item.as(VariableDeclSyntax.self), declaration.bindings.count == 1,
           let binding = declaration.bindings.first, binding.initializer != nil,
           let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
            return .binding(name: name)
        }
        if let statement = item.as(ReturnStmtSyntax.self), let value = statement.expression { return found(value) }
        return .statements
    }
}
