import SwiftParser
import SwiftSyntax

/// Whether a learner's code shows a recorded mistake's change in its own text, so that a mistake is named only for
/// code that did what the mistake does, not only for code whose failure looks the same.
///
/// Behaviour alone cannot tell causes apart: code that removes no observer leaves them registered exactly as code
/// that removes them with `removeObserver(self)` does, and code that scrolls before the inset exists stays under the
/// keyboard as code that never scrolls does. So the mistake's change is read from its code, in its words: the API's
/// names, the code's own properties, literals, operators and `self` passed as a value, each counted, with the names
/// its functions bind (a learner's `field` is the solution's `textField`) left out. A mistake agrees with the learner's
/// code when the code has more than the solution of at least one word the mistake adds (if it adds any) and fewer of
/// most of the words it takes away (if it takes any away; half of them will do when an added word shows too).
///
/// Words, not whole expressions: learners make a mistake in their own way and often only half of it (the frame
/// converted but not intersected is still the whole keyboard's height), and a rule asking for every removed
/// expression named 19 of 26 held-out mistakes that behaviour alone had named right. Most, not all, of the removed
/// words, for the same reason. A mistake whose words are the solution's but in other places (a call moved out of a
/// completion handler, removal moved into `deinit`) is judged on its words with their places (`placedWords`), and one
/// that only reorders lines agrees with any code: its behaviour alone can tell it.
public enum MistakeEvidence {
    /// Items the mistake has more of than the solution (`added`) and fewer of (`removed`), with their counts in the
    /// solution: the same call written once more, in another branch, is a change too.
    public struct Change: Sendable, Equatable {
        public var added: [String: Int]
        public var removed: [String: Int]
        /// How many of each removed item the mistake still has (0: it drops the item altogether).
        public var remainingInMistake: [String: Int] = [:]

        public var isEmpty: Bool { added.isEmpty && removed.isEmpty }
    }

    /// A program read once: its words and the same words with the declaration and closures each sits in, each with
    /// how often it occurs.
    public struct Reading: Sendable, Equatable {
        public var words: [String: Int]
        public var placedWords: [String: Int]
    }

    /// Reads `source`'s words.
    public static func read(_ source: String) -> Reading {
        let tree = Parser.parse(source: source)
        let declared = LocalNames(viewMode: .sourceAccurate)
        declared.walk(tree)
        let words = words(of: tree, locals: declared.names)
        return Reading(words: words.mapValues(\.count), placedWords: words.values.reduce(into: [:]) { placed, places in
            for place in places { placed[place, default: 0] += 1 }
        })
    }

    /// What `mistake` adds to `solution` and takes from it, in words.
    public static func change(from solution: String, to mistake: String) -> Change {
        change(from: read(solution).words, to: read(mistake).words)
    }

    static func change(from before: [String: Int], to after: [String: Int]) -> Change {
        var change = Change(added: [:], removed: [:])
        for (item, count) in after where count > before[item, default: 0] { change.added[item] = before[item, default: 0] }
        for (item, count) in before where count > after[item, default: 0] {
            change.removed[item] = count
            change.remainingInMistake[item] = after[item, default: 0]
        }
        return change
    }

    /// What `mistake` adds to `solution` and takes from it, in words with their places.
    public static func placedChange(from solution: String, to mistake: String) -> Change {
        change(from: read(solution).placedWords, to: read(mistake).placedWords)
    }

    /// Whether `learner`'s code agrees with the change `solution` → `mistake`.
    public static func agrees(learner: String, solution: String, mistake: String) -> Bool {
        agrees(learner: read(learner), solution: read(solution), mistake: read(mistake))
    }

    /// The same, on programs already read: the judge reads the learner's code and the solution once for all the
    /// mistakes.
    static func agrees(learner mine: Reading, solution: Reading, mistake: Reading) -> Bool {
        let inWords = change(from: solution.words, to: mistake.words)
        if !inWords.isEmpty { return shows(inWords, in: mine.words) }
        return shows(change(from: solution.placedWords, to: mistake.placedWords), in: mine.placedWords)
    }

    /// More than the solution of one added item (if any are added), and fewer of most removed ones (if any are
    /// removed): of half of them when the mistake adds something, which then shows; of more than half when it only
    /// takes away, where the lacking words are all the evidence there is. A change with nothing in it shows anywhere.
    ///
    /// Words the mistake drops altogether (`verticalScrollIndicatorInsets`, `<<`) are the strongest evidence: code that
    /// has none of them shows the removal however else it is arranged (a learner who inlines a helper repeats its other
    /// words). Steering keywords count as an addition only when the mistake adds nothing else (`return false` is shown
    /// by a `false`, not by another `return`).
    static func shows(_ change: Change, in mine: [String: Int]) -> Bool {
        let telling = change.added.filter { !steering.contains(Self.word(of: $0.key)) }
        let added = telling.isEmpty ? change.added : telling
        guard added.isEmpty || added.contains(where: { mine[$0.key, default: 0] > $0.value }) else { return false }
        guard !change.removed.isEmpty else { return true }
        let vanished = change.removed.keys.filter { change.remainingInMistake[$0, default: 0] == 0 }
        if !vanished.isEmpty, vanished.allSatisfy({ mine[$0, default: 0] == 0 }) { return true }
        let lacking = change.removed.filter { mine[$0.key, default: 0] < $0.value }.count
        return change.added.isEmpty ? lacking * 2 > change.removed.count : lacking * 2 >= change.removed.count
    }

    /// Keywords that steer (`if`, `guard`, `return`, …), which the words of a program count as they are.
    static let steering: Set<String> = ["if", "guard", "else", "return", "for", "while", "switch"]

    /// The word an item names: itself, or what comes before " in " for a word with its place.
    static func word(of item: String) -> String {
        item.range(of: " in ").map { String(item[..<$0.lowerBound]) } ?? item
    }

    /// The code's words, each with the places it occurs in: names other than those its functions bind (a member
    /// written with its type left out is `.day`, apart from a property `day`), literals, operators, the keywords that
    /// steer (`guard granted else { return }` left out is a change), `deinit`, `weak`, and `self`
    /// where it is passed as a value (`delegate = self`, `removeObserver(self)`), not where it only leads to a member
    /// (`self.view`).
    static func words(of tree: SourceFileSyntax, locals: Set<String>) -> [String: [String]] {
        var words: [String: [String]] = [:]
        for token in tree.tokens(viewMode: .sourceAccurate) {
            let word: String
            switch token.tokenKind {
            case .identifier(let name):
                if locals.contains(name), isBoundLocally(token) { continue }
                word = isAMemberWithoutItsType(token) ? "." + name : name
            case .integerLiteral(let text), .floatLiteral(let text):
                word = text.replacingOccurrences(of: "_", with: "")
            case .stringSegment(let text):
                word = "\"" + text + "\""
            case .binaryOperator(let text):
                word = Self.boundaries[text] ?? text
            case .keyword(.true), .keyword(.false), .keyword(.nil), .keyword(.deinit), .keyword(.if), .keyword(.guard),
                 .keyword(.else), .keyword(.return), .keyword(.for), .keyword(.while), .keyword(.switch), .keyword(.weak):
                word = token.text
            case .keyword(.self):
                guard let reference = token.parent?.as(DeclReferenceExprSyntax.self) else { continue }
                if reference.parent?.as(MemberAccessExprSyntax.self)?.base?.id == reference.id { continue }
                word = "self"
            default:
                continue
            }
            words[word, default: []].append(word + " in " + place(of: token))
        }
        return words
    }

    /// Comparisons by where they put a boundary: allowing `count < 6` and refusing `count >= 6` both leave the sixth out,
    /// so a learner who writes the refusal shows the same off-by-one as a mistake written as the permission.
    static let boundaries: [String: String] = ["<": "< or >=", ">=": "< or >=", ">": "> or <=", "<=": "> or <="]

    /// `.day` in `repeatInterval = .day`: a member named after a dot with nothing before it.
    static func isAMemberWithoutItsType(_ token: TokenSyntax) -> Bool {
        guard let reference = token.parent?.as(DeclReferenceExprSyntax.self),
              let member = reference.parent?.as(MemberAccessExprSyntax.self) else { return false }
        return member.base == nil && member.declName.id == reference.id
    }

    /// The declarations and closures around a token, innermost last: `viewWillDisappear(_:)`, `deinit`,
    /// `schedule(minutes:) { }`. A word moved into a closure, out of one or into another method is in another place.
    static func place(of token: TokenSyntax) -> String {
        var parts: [String] = []
        var current = token.parent
        while let node = current {
            if let function = node.as(FunctionDeclSyntax.self) {
                parts.append(function.name.text)
            } else if node.is(DeinitializerDeclSyntax.self) {
                parts.append("deinit")
            } else if node.is(InitializerDeclSyntax.self) {
                parts.append("init")
            } else if node.is(ClosureExprSyntax.self) {
                parts.append("{ }")
            } else if let type = node.as(ClassDeclSyntax.self) {
                parts.append(type.name.text)
            }
            current = node.parent
        }
        return parts.reversed().joined(separator: " ")
    }

    /// A local's name where the function binds or uses it (`let field`, `(field: UITextField)`, `field.text`), not a
    /// member of the same name after a dot (`note.field`) nor an argument's label.
    static func isBoundLocally(_ token: TokenSyntax) -> Bool {
        guard let parent = token.parent else { return false }
        if parent.is(IdentifierPatternSyntax.self) || parent.is(ClosureShorthandParameterSyntax.self) { return true }
        if let parameter = parent.as(FunctionParameterSyntax.self) {
            return (parameter.secondName ?? parameter.firstName).id == token.id
        }
        if let parameter = parent.as(ClosureParameterSyntax.self) {
            return (parameter.secondName ?? parameter.firstName).id == token.id
        }
        return isAReference(token)
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

    /// A name used on its own (`field`), not after a dot (`.field`, `note.field`), where it is a member's name.
    static func isAReference(_ token: TokenSyntax) -> Bool {
        guard let reference = token.parent?.as(DeclReferenceExprSyntax.self) else { return false }
        if let member = reference.parent?.as(MemberAccessExprSyntax.self), member.declName.id == reference.id { return false }
        return true
    }
}
