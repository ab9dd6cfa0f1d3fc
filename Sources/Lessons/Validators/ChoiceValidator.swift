import Foundation

/// One or several of the question's `choices`, answered by letter (`B`, `b)`, `A, C`, `c a`, Cyrillic `В`) or by the
/// choice's text (or, for a choice that names an API, any spelling of it; see `APIName`; or its first words before
/// an explanation), in any order. Several right choices must all be given, and nothing else. A wrong choice is
/// quoted as typed, with its letter or its text, so the learner sees what they picked.
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

    /// Cyrillic capitals drawn like Latin ones: a Russian learner types `В` for B without switching layouts.
    /// Only look-alikes; what a key means on the other layout is not guessed.
    static let lookAlikes: [Character: Character] = [
        "А": "A", "В": "B", "С": "C", "Е": "E", "Н": "H", "К": "K", "М": "M", "О": "O", "Р": "P", "Т": "T", "Х": "X",
    ]

    /// The choice a letter names (`b`, `B)`, `(b)`, `B.`, Cyrillic `В`), among `count` choices.
    static func letterIndex(_ token: String, count: Int) -> Int? {
        let trimmed = token.trimmingCharacters(in: CharacterSet(charactersIn: "()[].:").union(.whitespaces))
        guard trimmed.count == 1, let typed = trimmed.uppercased().first else { return nil }
        guard let ascii = (lookAlikes[typed] ?? typed).asciiValue, ascii >= 65, Int(ascii) - 65 < count else { return nil }
        return Int(ascii) - 65
    }

    /// A letter (`b`, `B)`, `(b)`, `B.`, `В`) or a choice's text (without the backticks of its code, without a
    /// full stop), or any spelling of the API a choice names (`viewWillDisappear` for `` `viewWillDisappear(_:)` ``),
    /// or the part of one choice before its explanation (`No` for “No — …”) when no other choice starts so.
    static func index(of token: String, in choices: [String]) -> Int? {
        if let index = letterIndex(token, count: choices.count) { return index }
        let wanted = comparable(token)
        if let index = choices.firstIndex(where: { comparable($0) == wanted }) { return index }
        if let name = APIName(token) {
            let named = choices.indices.filter { index in APIName(choices[index]).map { name.matches($0) } == true }
            if named.count == 1 { return named[0] }
        }
        let headed = choices.indices.filter { head(of: choices[$0]) == wanted }
        return headed.count == 1 ? headed[0] : nil
    }

    /// What a choice says before its explanation (`no` for “No: the clear button…”, `0` for “0 — no keyboard…”),
    /// as compared; nil when it explains nothing.
    static func head(of choice: String) -> String? {
        let text = comparable(choice)
        let cuts = [" — ", " – ", " - ", ": ", " (", ", ", "; "].compactMap { text.range(of: $0)?.lowerBound }
        guard let cut = cuts.min() else { return nil }
        let head = text[..<cut].trimmingCharacters(in: .whitespaces)
        return head.isEmpty ? nil : head
    }

    /// A choice's text as compared: whitespace collapsed, lowercased, without backticks, quotes or a final full stop.
    static func comparable(_ text: String) -> String {
        var text = AnswerText.collapseWhitespace(text.replacingOccurrences(of: "`", with: "")).lowercased()
            .trimmingCharacters(in: CharacterSet(charactersIn: "\"'“”«»").union(.whitespaces))
        while text.hasSuffix(".") { text.removeLast() }
        return text
    }

    /// A choice as shown in a reason: without the backticks of its code.
    static func shown(_ choice: String) -> String { choice.replacingOccurrences(of: "`", with: "") }

    /// The chosen indices, each with what the learner typed for it, or the first part that is not a choice.
    /// A whole answer is tried before it is split, so a choice whose text has commas is read whole; an answer
    /// of which no part is a choice is quoted whole, not by its first part.
    func read(_ answer: String) -> Result<[Int: String], Message> {
        let whole = answer.trimmingCharacters(in: .whitespacesAndNewlines)
        if let index = Self.index(of: whole, in: choices) { return .success([index: whole]) }
        if let index = labelled(whole) { return .success([index: whole]) }
        if !multiple, let index = Self.paraphrased(whole, in: choices) { return .success([index: whole]) }
        var chosen: [Int: String] = [:]
        var unknown: String?
        for part in answer.split(whereSeparator: { ",;\n".contains($0) }) {
            let part = part.trimmingCharacters(in: .whitespaces)
            if let index = Self.index(of: part, in: choices) { chosen[index] = chosen[index] ?? part; continue }
            // `A C` or `a and c`: several letters in one part.
            let words = part.split(whereSeparator: \.isWhitespace).map(String.init).filter { !["and", "и"].contains($0.lowercased()) }
            // More words than choices cannot all be letters of different choices.
            let indices = words.count > choices.count ? [] : words.compactMap { Self.letterIndex($0, count: choices.count) }
            guard !words.isEmpty, indices.count == words.count else {
                if unknown == nil { unknown = part }
                continue
            }
            for (index, word) in zip(indices, words) { chosen[index] = chosen[index] ?? word }
        }
        if let unknown {
            return .failure(Message(.choiceUnknown, chosen.isEmpty ? whole : unknown, Self.letter(choices.count - 1)))
        }
        return chosen.isEmpty ? .failure(Message(.choiceUnreadable, Self.letter(choices.count - 1))) : .success(chosen)
    }

    /// Words that carry no meaning of their own in an answer; negations are not among them.
    static let fillerWords: Set<String> = ["a", "an", "the", "it", "its", "is", "are", "was", "be", "to", "of", "in", "on", "at", "and",
                                           "this", "that", "then", "so", "just", "это", "он", "она", "оно", "в", "на", "и", "а", "то", "же", "ли"]
    /// Words that turn a statement around: a choice that has one says something an answer without it does not.
    static let negations: Set<String> = ["not", "no", "never", "nothing", "without", "none", "не", "нет", "никогда", "ничего", "без"]

    /// The words of a text as compared: letters and digits, identifiers split at their capitals
    /// (`keyboardLayoutGuide` is keyboard, layout, guide), lowercased, without one-letter words.
    static func words(_ text: String) -> [String] {
        var words: [String] = []
        var current = ""
        var previous: Character = " "
        for character in text {
            if character.isLetter || character.isNumber {
                if character.isUppercase, previous.isLowercase, !current.isEmpty { words.append(current); current = "" }
                current.append(character)
            } else if !current.isEmpty {
                words.append(current)
                current = ""
            }
            previous = character
        }
        if !current.isEmpty { words.append(current) }
        return words.map { $0.lowercased() }.filter { $0.count > 1 }
    }

    /// The one choice an answer in the learner's own words names: every meaningful word of the answer is in it
    /// (a word also matches another form of itself: the same first five letters and more), in no other choice, and
    /// the choice has no negation the answer lacks. At least two such words, or one of six letters or more
    /// (`keyboardLayoutGuide`, `midnight`). Single-answer questions only: "delivered right away" picks
    /// “It is delivered right away”.
    static func paraphrased(_ answer: String, in choices: [String]) -> Int? {
        let said = words(answer).filter { !fillerWords.contains($0) }
        guard said.count >= 2 || said.first.map({ $0.count >= 6 }) == true else { return nil }
        func same(_ a: String, _ b: String) -> Bool {
            a == b || (min(a.count, b.count) >= 5 && a.commonPrefix(with: b).count >= 5)
        }
        let matching = choices.indices.filter { index in
            let choice = words(choices[index])
            guard said.allSatisfy({ word in choice.contains { same(word, $0) } }) else { return false }
            return !choice.contains { negations.contains($0) && !said.contains($0) }
        }
        return matching.count == 1 ? matching[0] : nil
    }

    /// `B) Because …`, `b. viewWillDisappear`, `C — text`: a letter and then its choice's text (or the start of it).
    func labelled(_ answer: String) -> Int? {
        guard let first = answer.first, let index = Self.letterIndex(String(first), count: choices.count) else { return nil }
        let rest = answer.dropFirst()
        guard let mark = rest.first, ").:—-–".contains(mark) else { return nil }
        let text = rest.dropFirst().trimmingCharacters(in: .whitespaces)
        guard !text.isEmpty else { return nil }
        if Self.index(of: text, in: choices) == index { return index }
        let wanted = Self.comparable(text)
        return wanted.count >= 3 && Self.comparable(choices[index]).hasPrefix(wanted) ? index : nil
    }

    public func canonicalForm(_ answer: String) -> String? {
        guard case .success(let chosen) = read(answer) else { return nil }
        return chosen.keys.sorted().map(Self.letter).joined(separator: ",")
    }

    public func validate(_ answer: String) -> ValidationResult {
        let typed: [Int: String]
        switch read(answer) {
        case .failure(let message): return .unreadable(message)
        case .success(let value): typed = value
        }
        let chosen = Set(typed.keys)
        if expected.hash != nil {
            return expected.hashMatches(chosen.sorted().map(Self.letter).joined(separator: ",")) ? .correct : .incorrect(detail: nil)
        }
        if chosen == right { return .correct }
        if !multiple, chosen.count > 1 { return .incorrect(detail: Message(.choiceOnlyOne)) }
        if let wrong = chosen.subtracting(right).min() {
            // Quote what was typed, and the other half: the choice's text for a letter, its letter for a text.
            let said = typed[wrong] ?? Self.letter(wrong)
            if Self.letterIndex(said, count: choices.count) != nil {
                let letter = said.trimmingCharacters(in: CharacterSet(charactersIn: "()[].:").union(.whitespaces))
                return .incorrect(detail: Message(.choiceWrongOne, letter, Self.shown(choices[wrong])))
            }
            return .incorrect(detail: Message(.choiceWrongOne, said, Self.letter(wrong)))
        }
        if multiple, chosen.count == 1 { return .incorrect(detail: Message(.choiceNeedsAll)) }
        return .incorrect(detail: Message(.choiceMissingSome))
    }

    public var shownAnswer: String? {
        expected.hash != nil ? nil : right.sorted().map { "\(Self.letter($0))) \(choices[$0])" }.joined(separator: "\n")
    }

    public func sameAnswer(_ answer: String, _ other: String) -> Bool {
        guard case .success(let a) = read(answer), case .success(let b) = read(other) else { return false }
        return Set(a.keys) == Set(b.keys)
    }
}
