import Foundation

/// Exact text, read forgivingly by default: case-insensitive, runs of whitespace as one space, Unicode
/// compatibility-normalized (so `ﬁ` is `fi` and a decomposed `й` equals the composed one).
///
/// Options: `answer` / `answers` / `answer_sha256`, `case_sensitive` (false), `whitespace`
/// (`collapse` | `ignore` | `exact`, default `collapse`), `unicode` (`nfkc` | `nfc`, default `nfkc`).
public struct TextValidator: AnswerValidator, CanonicalAnswering {
    public static let type = "text"
    public static let optionKeys: Set<String> = ["answer", "answers", "answer_sha256", "case_sensitive", "whitespace", "unicode"]

    let expected: ExpectedAnswer
    let caseSensitive: Bool
    let whitespace: String
    let unicode: String
    let expectedCanonical: Set<String>

    public init(options: ValidatorOptions) throws(ValidatorOptionError) {
        expected = try ExpectedAnswer.read(options, typeName: Self.type)
        caseSensitive = try options.bool("case_sensitive") ?? false
        whitespace = try options.word("whitespace", in: ["collapse", "ignore", "exact"]) ?? "collapse"
        unicode = try options.word("unicode", in: ["nfkc", "nfc"]) ?? "nfkc"
        let (c, w, u) = (caseSensitive, whitespace, unicode)
        expectedCanonical = Set(expected.plain.map { Self.normalize($0, caseSensitive: c, whitespace: w, unicode: u) })
    }

    public func canonicalForm(_ answer: String) -> String? {
        Self.normalize(answer, caseSensitive: caseSensitive, whitespace: whitespace, unicode: unicode)
    }

    static func normalize(_ text: String, caseSensitive: Bool, whitespace: String, unicode: String) -> String {
        var text = unicode == "nfkc" ? text.precomposedStringWithCompatibilityMapping : text.precomposedStringWithCanonicalMapping
        switch whitespace {
        case "ignore": text = String(text.unicodeScalars.filter { !$0.properties.isWhitespace }.map(Character.init))
        case "collapse": text = AnswerText.collapseWhitespace(text)
        default: break
        }
        return caseSensitive ? text : text.lowercased()
    }

    public func validate(_ answer: String) -> ValidationResult {
        guard let canonical = canonicalForm(answer) else { return .unreadable(Message(.textUnreadable)) }
        let right = expected.hash == nil ? expectedCanonical.contains(canonical) : expected.hashMatches(canonical)
        return right ? .correct : .incorrect(detail: nil)
    }

    public var shownAnswer: String? { expected.plain.first }

    public func sameAnswer(_ answer: String, _ other: String) -> Bool {
        canonicalForm(answer) == canonicalForm(other)
    }
}

/// Validators whose answers have one canonical spelling, so the answer can be stored as a salted hash.
public protocol CanonicalAnswering {
    /// The answer in canonical form, or nil when it cannot be read.
    func canonicalForm(_ answer: String) -> String?
}

extension CanonicalAnswering {
    /// The `answer_sha256:` value for `answer`, to paste into a lesson instead of the answer.
    public func answerHashOption(for answer: String, salt: String) -> String? {
        canonicalForm(answer).map { ExpectedAnswer.hashOption(salt: salt, canonical: $0) }
    }
}
