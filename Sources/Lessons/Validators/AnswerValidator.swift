import Foundation
import Kernel

/// Judges typed answers. Built from a question's `validator:` mapping; one type per file in this folder,
/// each with its messages in `Strings.swift`. A bad option is a parse diagnostic, never a runtime surprise.
public protocol AnswerValidator: Sendable {
    /// The `type:` value that selects this validator in lesson YAML.
    static var type: String { get }
    /// Option keys it reads besides `type` (unknown keys are diagnostics).
    static var optionKeys: Set<String> { get }
    init(options: ValidatorOptions) throws(ValidatorOptionError)
    /// Judges a cleaned answer (see `AnswerText.clean`): never traps, whatever the text.
    func validate(_ answer: String) -> ValidationResult
    /// Whether two answers read the same way (feedback rules name wrong answers in any spelling).
    func sameAnswer(_ answer: String, _ other: String) -> Bool
    /// The right answer as the author wrote it, shown when the learner asks for the solution
    /// (nil when the lesson stores only a hash, or for patterns).
    var shownAnswer: String? { get }
    /// Something to add to "Correct." for a right answer written unlike the question's own form (`1 min`
    /// where seconds are asked: which unit the question uses); nil for most answers.
    func note(on answer: String) -> Message?
    /// Readings of a sentence that only this kind of value has (a rect's four numbers named in words), tried after
    /// the general ones (`AnswerSentence`).
    func sentenceReadings(_ answer: String) -> [String]
    /// Whether every text reads as an answer of this kind (a text, a pattern): then "readable" says nothing about
    /// whether the learner's sentence held something else besides the value.
    var readsAnyText: Bool { get }
    /// Whether one word or two of a learner's sentence, read alone, are a value of this kind rather than a word of the
    /// sentence ("you call it" holds no API name, though each word is spelt like one).
    func isValue(inSentence reading: String) -> Bool
}

extension AnswerValidator {
    public var shownAnswer: String? { nil }
    public func note(on answer: String) -> Message? { nil }
    public func sentenceReadings(_ answer: String) -> [String] { [] }
    public var readsAnyText: Bool { false }
    public func isValue(inSentence reading: String) -> Bool { true }
}

/// A validator's judgement, before the session turns it into a `Verdict` in the learner's language.
public enum ValidationResult: Sendable, Hashable {
    case correct
    /// Wrong; `detail` says which part, when the validator can tell without giving the answer away.
    case incorrect(detail: Message?)
    /// Not readable as this kind of answer; not counted as an attempt.
    case unreadable(Message)

    /// An answer no validator could decide in time (a lesson's pattern that backtracks without end): shown as such,
    /// never counted as an attempt, and never graded.
    public static let undecided = ValidationResult.unreadable(Message(.answerUndecided))

    /// Whether this is `undecided`.
    public var isUndecided: Bool { self == .undecided || self == .undecidedByRunning }

    /// A code answer that reading did not accept and running could not decide (no toolchain, or the lesson's
    /// reference did not run): shown as such, not an attempt, never graded.
    public static let undecidedByRunning = ValidationResult.unreadable(Message(.codeAnswerUndecided))

    public var isCorrect: Bool { self == .correct }
    /// Read as an answer of this kind, right or wrong.
    public var isReadable: Bool {
        if case .unreadable = self { return false }
        return true
    }
}

/// A bad validator option, reported at the option's position in the lesson file.
public struct ValidatorOptionError: Error, Sendable, Hashable {
    public var message: String
    /// The option key the problem is about, or nil for the mapping as a whole.
    public var key: String?

    public init(_ message: String, key: String? = nil) {
        self.message = message
        self.key = key
    }
}

/// The validators this engine knows, by `type:` name.
public enum ValidatorRegistry {
    public static let builtIn: [String: any AnswerValidator.Type] = Dictionary(uniqueKeysWithValues: [
        TextValidator.self, ChoiceValidator.self, NumberValidator.self, RegexValidator.self, GeometryValidator.self,
        SymbolValidator.self, OrderValidator.self, ArithmeticValidator.self, OutputValidator.self, ExpressionValidator.self,
    ].map { ($0.type, $0 as any AnswerValidator.Type) })

    public static var names: [String] { builtIn.keys.sorted() }

    /// Builds a validator from options; the `type` option picks it.
    public static func make(_ options: ValidatorOptions) throws(ValidatorOptionError) -> any AnswerValidator {
        guard let type = try options.string("type") else {
            throw ValidatorOptionError("missing required key “type” in validator; known validators: \(names.joined(separator: ", "))")
        }
        guard let validatorType = builtIn[type] else {
            throw ValidatorOptionError("unknown validator “\(type)”; known validators: \(names.joined(separator: ", "))"
                                       + didYouMean(type, in: names), key: "type")
        }
        let allowed = validatorType.optionKeys.union(["type"])
        for key in options.keys where !allowed.contains(key) {
            throw ValidatorOptionError("unknown option “\(key)” for the \(type) validator; expected one of: \(allowed.sorted().joined(separator: ", "))"
                                       + didYouMean(key, in: allowed.sorted()), key: key)
        }
        return try validatorType.init(options: options)
    }

    /// `; did you mean “number”?` when a known name is one plausible typo away, else nothing.
    static func didYouMean(_ word: String, in names: [String]) -> String {
        NearestName.nearest(to: word, in: names).map { "; did you mean “\($0)”?" } ?? ""
    }
}

/// Cleaning what a learner typed, whatever it is: a line from a terminal, a pipe with invalid UTF-8,
/// control characters, a pasted novel.
public enum AnswerText {
    /// Longer answers are refused with a message rather than judged.
    public static let maximumLength = 10_000

    /// Decodes bytes as UTF-8, replacing invalid sequences with U+FFFD (never fails).
    public static func decode(_ bytes: some Sequence<UInt8>) -> String {
        String(decoding: Array(bytes), as: UTF8.self)
    }

    /// Drops control characters (keeping line breaks; tabs become spaces), unifies line ends, trims.
    public static func clean(_ text: String) -> String {
        var scalars = String.UnicodeScalarView()
        for scalar in text.replacingOccurrences(of: "\r\n", with: "\n").unicodeScalars {
            switch scalar.value {
            case 0x0A: scalars.append(scalar)
            case 0x09, 0x0D: scalars.append(" ")
            case 0x00...0x1F, 0x7F...0x9F: continue
            default: scalars.append(scalar)
            }
        }
        return String(scalars).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Collapses runs of whitespace to one space.
    static func collapseWhitespace(_ text: String) -> String {
        text.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
    }
}

/// The expected answer of a validator: plain values, or a salted hash of the canonical form so the
/// lesson file does not give it away (`answer_sha256: "<salt>:<hex of sha256(salt + canonical)>"`).
struct ExpectedAnswer: Sendable, Hashable {
    var plain: [String]
    var hash: (salt: String, hex: String)?

    static func == (a: Self, b: Self) -> Bool { a.plain == b.plain && a.hash?.salt == b.hash?.salt && a.hash?.hex == b.hash?.hex }
    func hash(into hasher: inout Hasher) { hasher.combine(plain) }

    /// Reads `answer` (a value), `answers` (a list of accepted values) or `answer_sha256`.
    static func read(_ options: ValidatorOptions, hashable: Bool = true, typeName: String) throws(ValidatorOptionError) -> ExpectedAnswer {
        let single = try options.string("answer")
        let several = try options.strings("answers")
        let hashed = try options.string("answer_sha256")
        if hashed != nil, single != nil || several != nil {
            throw ValidatorOptionError("give either the answer or answer_sha256, not both", key: "answer_sha256")
        }
        if let hashed {
            guard hashable else { throw ValidatorOptionError("answer_sha256 cannot be used with the \(typeName) validator", key: "answer_sha256") }
            let parts = hashed.split(separator: ":", maxSplits: 1).map(String.init)
            guard parts.count == 2, parts[1].count == 64, parts[1].allSatisfy(\.isHexDigit) else {
                throw ValidatorOptionError("answer_sha256 must be “<salt>:<64 hex digits>”", key: "answer_sha256")
            }
            return ExpectedAnswer(plain: [], hash: (parts[0], parts[1].lowercased()))
        }
        let values = (single.map { [$0] } ?? []) + (several ?? [])
        guard !values.isEmpty else { throw ValidatorOptionError("missing required key “answer” (or “answers”, “answer_sha256”) in the \(typeName) validator") }
        return ExpectedAnswer(plain: values, hash: nil)
    }

    /// For a hashed answer: whether the canonical form hashes to it.
    func hashMatches(_ canonical: String) -> Bool {
        guard let hash else { return false }
        return ContentDigest.hex(hash.salt + canonical) == hash.hex
    }

    /// `answer_sha256` value for a canonical answer (what `tutor` prints for authors).
    static func hashOption(salt: String, canonical: String) -> String { "\(salt):\(ContentDigest.hex(salt + canonical))" }
}
