import Foundation

/// A program's output (or a learner's prediction of it), compared line by line, ignoring trailing
/// spaces on each line and blank lines at the end. A difference names the first line that differs.
///
/// Options: `answer` (the expected output, usually a `|` block).
public struct OutputValidator: AnswerValidator {
    public static let type = "output"
    public static let optionKeys: Set<String> = ["answer"]

    let expected: String

    public init(options: ValidatorOptions) throws(ValidatorOptionError) {
        guard let answer = try options.string("answer") else { throw ValidatorOptionError("missing required key “answer” in the output validator") }
        expected = answer
    }

    public init(expected: String) { self.expected = expected }

    static func lines(_ text: String) -> [String] {
        var lines = text.replacingOccurrences(of: "\r\n", with: "\n").split(separator: "\n", omittingEmptySubsequences: false)
            .map { String($0.reversed().drop(while: { $0 == " " || $0 == "\t" }).reversed()) }
        while lines.last?.isEmpty == true { lines.removeLast() }
        return lines
    }

    /// Compares an actual output with the expected one.
    public static func compare(expected: String, actual: String) -> ValidationResult {
        let want = lines(expected), got = lines(actual)
        for (index, line) in want.enumerated() {
            guard index < got.count else { return .incorrect(detail: Message(.outputMissingLines, String(got.count), String(want.count))) }
            if got[index] != line { return .incorrect(detail: Message(.outputLineDiffers, String(index + 1), line, got[index])) }
        }
        if got.count > want.count { return .incorrect(detail: Message(.outputExtraLines, String(got.count), String(want.count))) }
        return .correct
    }

    public func validate(_ answer: String) -> ValidationResult { Self.compare(expected: expected, actual: answer) }

    public var shownAnswer: String? { expected }

    public func sameAnswer(_ answer: String, _ other: String) -> Bool { Self.lines(answer) == Self.lines(other) }
}
