import SwiftParser
import SwiftSyntax

/// What a learner's exercise code may not use, because it would reach into the checks that run in its program.
///
/// The checks run inside the learner's program, so a function the learner gives a C symbol's name (`@_cdecl("write")`,
/// `@_silgen_name("fork")`) replaces the C library's function of that name for the whole program: the checks' own
/// writes, forks and environment reads would run the learner's code. The attributes that bind a declaration to a
/// symbol's name, or place it in a section the loader runs, are refused before anything is compiled. Read from the
/// syntax tree, so spacing, backticks and `#if` branches change nothing.
public enum LearnerCodePolicy {
    /// Attributes (without `@`) that give a declaration a symbol name of the learner's choosing or put it where the
    /// loader finds it.
    /// `@testable` too: `@testable import ExerciseKit` would let the code read the checks' internal state (their key).
    public static let refusedAttributes: Set<String> = ["_cdecl", "_silgen_name", "c", "_extern", "_section", "_used", "_expose", "testable"]

    public struct Violation: Sendable, Equatable {
        public var attribute: String
        public var line: Int
        public var column: Int
    }

    /// The first refused attribute in `source`, if any.
    public static func violation(in source: String) -> Violation? {
        let tree = Parser.parse(source: source)
        let finder = Finder(converter: SourceLocationConverter(fileName: "", tree: tree))
        finder.walk(tree)
        return finder.found
    }

    private final class Finder: SyntaxVisitor {
        let converter: SourceLocationConverter
        var found: Violation?

        init(converter: SourceLocationConverter) {
            self.converter = converter
            super.init(viewMode: .all)
        }

        override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
            let name = node.attributeName.trimmedDescription.replacingOccurrences(of: "`", with: "")
            if found == nil, LearnerCodePolicy.refusedAttributes.contains(name) {
                let location = node.startLocation(converter: converter)
                found = Violation(attribute: name, line: location.line, column: location.column)
            }
            return .visitChildren
        }
    }
}
