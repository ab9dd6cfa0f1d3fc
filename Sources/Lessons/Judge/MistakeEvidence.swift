import SwiftParser
import SwiftSyntax

/// Whether a learner's code shows a recorded mistake's change in its own text, so that a mistake is named only for
/// code that did what the mistake does, not only for code whose failure looks the same.
///
/// Behaviour alone cannot tell causes apart: code that removes no observer leaves them registered exactly as code
/// that removes them with `removeObserver(self)` does, and code that scrolls before the inset exists stays under the
/// keyboard as code that never scrolls does. So the mistake's change is read from its code: the pieces it adds
/// to the solution and the pieces it takes away, each a call, subscript, member access, reference, operation,
/// literal, capture list or overridden method, written without the names its functions bind (a learner's `field` is the
/// solution's `textField`). A mistake agrees with the learner's code when the code has more of at least one piece the
/// mistake adds (if it adds any) and fewer of every piece it takes away (if it takes any away), than the solution.
public enum MistakeEvidence {
    /// Pieces the mistake has more of than the solution (`added`) and fewer of (`removed`), with their counts in the
    /// solution: the same call written once more, in another branch, is a change too.
    public struct Change: Sendable, Equatable {
        public var added: [String: Int]
        public var removed: [String: Int]
    }

    /// What `mistake` adds to `solution` and takes from it.
    public static func change(from solution: String, to mistake: String) -> Change {
        change(from: pieces(of: solution), to: pieces(of: mistake))
    }

    static func change(from before: [String: Int], to after: [String: Int]) -> Change {
        var change = Change(added: [:], removed: [:])
        for (piece, count) in after where count > before[piece, default: 0] { change.added[piece] = before[piece, default: 0] }
        for (piece, count) in before where count > after[piece, default: 0] { change.removed[piece] = count }
        return change
    }

    /// Whether `learner`'s code agrees with the change `solution` → `mistake`: it has more than the solution of at
    /// least one piece the mistake adds (if it adds any), and fewer of every piece the mistake takes away.
    public static func agrees(learner: String, solution: String, mistake: String) -> Bool {
        agrees(learner: pieces(of: learner), solution: pieces(of: solution), mistake: pieces(of: mistake))
    }

    /// The same, on pieces already read (`pieces(of:)`): the judge reads the learner's code and the solution once for
    /// all the mistakes.
    static func agrees(learner mine: [String: Int], solution: [String: Int], mistake: [String: Int]) -> Bool {
        let change = change(from: solution, to: mistake)
        let showsAnAddition = change.added.isEmpty || change.added.contains { mine[$0.key, default: 0] > $0.value }
        let lacksTheRemoved = change.removed.allSatisfy { mine[$0.key, default: 0] < $0.value }
        return showsAnAddition && lacksTheRemoved
    }

    /// The code's pieces with how often each occurs, each as its tokens joined without spaces, the names the code's
    /// functions bind (locals, parameters) written `_`.
    public static func pieces(of source: String) -> [String: Int] {
        let tree = Parser.parse(source: source)
        let declared = LocalNames(viewMode: .sourceAccurate)
        declared.walk(tree)
        let collector = Pieces(locals: declared.names)
        collector.walk(tree)
        return collector.pieces
    }

    /// Names bound inside functions and closures: local variables and constants, parameters, closure parameters. A
    /// type's stored properties and the functions it declares keep their names: the starter gives them and the checks
    /// use them, so the learner's code shares them with the solution.
    private final class LocalNames: SyntaxVisitor {
        var names: Set<String> = []

        override func visit(_ node: IdentifierPatternSyntax) -> SyntaxVisitorContinueKind {
            if Self.isInsideABody(node) { names.insert(node.identifier.text) }
            return .visitChildren
        }
        override func visit(_ node: FunctionParameterSyntax) -> SyntaxVisitorContinueKind {
            names.insert((node.secondName ?? node.firstName).text)
            return .visitChildren
        }
        override func visit(_ node: ClosureShorthandParameterSyntax) -> SyntaxVisitorContinueKind {
            names.insert(node.name.text)
            return .visitChildren
        }
        override func visit(_ node: ClosureParameterSyntax) -> SyntaxVisitorContinueKind {
            names.insert((node.secondName ?? node.firstName).text)
            return .visitChildren
        }

        static func isInsideABody(_ node: some SyntaxProtocol) -> Bool {
            var current = node.parent
            while let parent = current {
                if parent.is(CodeBlockSyntax.self) || parent.is(ClosureExprSyntax.self) || parent.is(AccessorBlockSyntax.self) { return true }
                if parent.is(MemberBlockSyntax.self) || parent.is(SourceFileSyntax.self) { return false }
                current = parent.parent
            }
            return false
        }
    }

    private final class Pieces: SyntaxVisitor {
        let locals: Set<String>
        var pieces: [String: Int] = [:]

        init(locals: Set<String>) {
            self.locals = locals
            super.init(viewMode: .sourceAccurate)
        }

        func add(_ node: some SyntaxProtocol) {
            let text = node.tokens(viewMode: .sourceAccurate).map { token -> String in
                if case .identifier(let name) = token.tokenKind, locals.contains(name), Self.isAReference(token) { return "_" }
                return token.text
            }.joined()
            if text != "_" { pieces[text, default: 0] += 1 }
        }

        /// A name used on its own (`field`), not after a dot (`.field`, `note.field`), where it is a member's name.
        static func isAReference(_ token: TokenSyntax) -> Bool {
            guard let reference = token.parent?.as(DeclReferenceExprSyntax.self) else { return false }
            if let member = reference.parent?.as(MemberAccessExprSyntax.self), member.declName.id == reference.id { return false }
            return true
        }

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind { add(node); return .visitChildren }
        override func visit(_ node: SubscriptCallExprSyntax) -> SyntaxVisitorContinueKind { add(node); return .visitChildren }
        override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind { add(node); return .visitChildren }
        /// `self` alone says nothing of what the code does; `self.view` does.
        override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
            if !["self", "Self", "super"].contains(node.baseName.text) { add(node) }
            return .visitChildren
        }
        override func visit(_ node: IntegerLiteralExprSyntax) -> SyntaxVisitorContinueKind { add(node); return .visitChildren }
        override func visit(_ node: FloatLiteralExprSyntax) -> SyntaxVisitorContinueKind { add(node); return .visitChildren }
        override func visit(_ node: BooleanLiteralExprSyntax) -> SyntaxVisitorContinueKind { add(node); return .visitChildren }
        override func visit(_ node: StringLiteralExprSyntax) -> SyntaxVisitorContinueKind { add(node); return .visitChildren }
        override func visit(_ node: ClosureCaptureClauseSyntax) -> SyntaxVisitorContinueKind { add(node); return .visitChildren }
        override func visit(_ node: InfixOperatorExprSyntax) -> SyntaxVisitorContinueKind { add(node); return .visitChildren }
        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
            if node.modifiers.contains(where: { $0.name.tokenKind == .keyword(.override) }) { pieces["func " + node.name.text, default: 0] += 1 }
            return .visitChildren
        }
        override func visit(_ node: DeinitializerDeclSyntax) -> SyntaxVisitorContinueKind {
            pieces["deinit", default: 0] += 1
            return .visitChildren
        }
    }
}
