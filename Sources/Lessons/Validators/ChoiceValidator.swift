import Foundation

/// One or several of the question's `choices`, answered by letter (`B`, `b)`, `A, C`, `c a`) or by the
/// choice's text (or, for a choice that names an API, any spelling of it; see `APIName`), in any order. Several right choices must all be given, and nothing else.
///
/// Options: `answer` (a letter or a choice's text) / `answers` (several) / `answer_sha256` (of the sorted
/// letters joined by commas, e.g. `A,C`), `multiple` (true when several are right; implied by `answers`).
public struct ChoiceValidator: AnswerValidator, CanonicalAnswering {
    public static let type = "choice"
    public static let optionKeys: Set<String> = ["answer", "answers", "answer_sha256", "multiple"]

    let choices: [String]
    let expected: ExpectedAnswer
    let right: Set<Int>
    let multiple: Bool

    public init(options: ValidatorOptions) throws(ValidatorOptionError) {
        choices = options.choices
        guard choices.count >= 2 else { throw ValidatorOptionError("a choice question needs at least two “choices”") }
        guard choices.count <= 26 else { throw ValidatorOptionError("a choice question can have at most 26 choices") }
        expected = try ExpectedAnswer.read(options, typeName: Self.type)
        var right: Set<Int> = []
        for value in expected.plain {
            guard let index = Self.index(of: value, in: choices) else {
                throw ValidatorOptionError("choice “\(value)” is not among the \(choices.count) choices",
                                           key: options.has("answers") ? "answers" : "answer")
            }
            right.insert(index)
        }
        self.right = right
        multiple = try options.bool("multiple") ?? (right.count > 1 || options.has("answers"))
    }

    static func letter(_ index: Int) -> String { String(UnicodeScalar(UInt8(65 + index))) }

    /// A letter (`b`, `B)`, `(b)`, `B.`) or a choice's text (without the backticks of its code, without a
    /// full stop), or any spelling of the API a choice names (`viewWillDisappear` for `` `viewWillDisappear(_:)` ``).
    static func index(of token: String, in choices: [String]) -> Int? {
        let trimmed = token.trimmingCharacters(in: CharacterSet(charactersIn: "()[]. ").union(.whitespaces))
        if trimmed.count == 1, let ascii = trimmed.uppercased().unicodeScalars.first?.value, (65..<65 + UInt32(choices.count)).contains(ascii) {
            return Int(ascii) - 65
        }
        let wanted = comparable(token)
        if let index = choices.firstIndex(where: { comparable($0) == wanted }) { return index }
        guard let name = APIName(token) else { return nil }
        let named = choices.indices.filter { index in APIName(choices[index]).map { name.matches($0) } == true }
        return named.count == 1 ? named[0] : nil
    }

    /// A choice's text as compared: whitespace collapsed, lowercased, without backticks or a final full stop.
    static func comparable(_ text: String) -> String {
        var text = AnswerText.collapseWhitespace(text.replacingOccurrences(of: "`", with: "")).lowercased()
        while text.hasSuffix(".") { text.removeLast() }
        return text
    }

    /// The chosen indices, or the first token that is not a choice.
    func read(_ answer: String) -> Result<Set<Int>, Message> {
        if let whole = Self.index(of: answer, in: choices) { return .success([whole]) }
        var chosen: Set<Int> = []
        for part in answer.split(whereSeparator: { ",;\n".contains($0) }) {
            let part = String(part)
            if let index = Self.index(of: part, in: choices) { chosen.insert(index); continue }
            // `A C` or `a and c`: several letters in one part.
            let words = part.split(whereSeparator: \.isWhitespace).map(String.init).filter { !["and", "и"].contains($0.lowercased()) }
            // More words than choices cannot all be letters of different choices.
            let indices = words.count > choices.count ? [] : words.compactMap { $0.count <= 3 ? Self.index(of: $0, in: choices) : nil }
            guard !words.isEmpty, indices.count == words.count else {
                return .failure(Message(.choiceUnknown, part.trimmingCharacters(in: .whitespaces), Self.letter(choices.count - 1)))
            }
            chosen.formUnion(indices)
        }
        return chosen.isEmpty ? .failure(Message(.choiceUnreadable, Self.letter(choices.count - 1))) : .success(chosen)
    }

    public func canonicalForm(_ answer: String) -> String? {
        guard case .success(let chosen) = read(answer) else { return nil }
        return chosen.sorted().map(Self.letter).joined(separator: ",")
    }

    public func validate(_ answer: String) -> ValidationResult {
        let chosen: Set<Int>
        switch read(answer) {
        case .failure(let message): return .unreadable(message)
        case .success(let value): chosen = value
        }
        if expected.hash != nil {
            return expected.hashMatches(chosen.sorted().map(Self.letter).joined(separator: ",")) ? .correct : .incorrect(detail: nil)
        }
        if chosen == right { return .correct }
        if !multiple, chosen.count > 1 { return .incorrect(detail: Message(.choiceOnlyOne)) }
        if let wrong = chosen.subtracting(right).min() { return .incorrect(detail: Message(.choiceWrongOne, Self.letter(wrong))) }
        if multiple, chosen.count == 1 { return .incorrect(detail: Message(.choiceNeedsAll)) }
        return .incorrect(detail: Message(.choiceMissingSome))
    }

    public var shownAnswer: String? {
        expected.hash != nil ? nil : right.sorted().map { "\(Self.letter($0))) \(choices[$0])" }.joined(separator: "\n")
    }

    public func sameAnswer(_ answer: String, _ other: String) -> Bool {
        guard case .success(let a) = read(answer), case .success(let b) = read(other) else { return false }
        return a == b
    }
}
