import Foundation

/// An answer matching a regular expression (ICU syntax, as in NSRegularExpression).
///
/// Options: `pattern` (required), `ignore_case` (default false), `whole` (the whole answer must match,
/// default true).
public struct RegexValidator: AnswerValidator {
    public static let type = "regex"
    public static let optionKeys: Set<String> = ["pattern", "ignore_case", "whole"]

    let pattern: String
    let ignoreCase: Bool
    let whole: Bool

    public init(options: ValidatorOptions) throws(ValidatorOptionError) {
        guard let pattern = try options.string("pattern") else {
            throw ValidatorOptionError("missing required key “pattern” in the regex validator")
        }
        ignoreCase = try options.bool("ignore_case") ?? false
        whole = try options.bool("whole") ?? true
        self.pattern = whole ? "^(?:\(pattern))$" : pattern
        guard !options.checksPatterns || (try? NSRegularExpression(pattern: self.pattern)) != nil else {
            throw ValidatorOptionError("invalid regular expression “\(pattern)”", key: "pattern")
        }
    }

    func matches(_ answer: String) -> Bool { match(answer) == .match }

    func match(_ answer: String) -> BoundedRegex.Outcome {
        BoundedRegex.firstMatch(pattern: pattern, options: ignoreCase ? [.caseInsensitive] : [], in: answer) ?? .noMatch
    }

    /// Right or wrong when the pattern decides within its budget; otherwise undecided (`ValidationResult.undecided`),
    /// which is neither counted as an attempt nor graded.
    public func validate(_ answer: String) -> ValidationResult {
        switch match(answer) {
        case .match: return .correct
        case .noMatch: return .incorrect(detail: nil)
        case .undecided: return .undecided
        }
    }

    public func sameAnswer(_ answer: String, _ other: String) -> Bool {
        AnswerText.collapseWhitespace(answer) == AnswerText.collapseWhitespace(other)
    }
}
