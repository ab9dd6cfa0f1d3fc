import Foundation

/// A sequence in the right order (lifecycle calls, notification order). Items may be separated by
/// commas, new lines, arrows (`→`, `->`, `>`) and may be given by their text or, when the question lists
/// `choices`, by letter. A wrong answer says which position is the first one out of place.
///
/// Options: `answer` (the items in order, a list) or `answer_sha256` (of the items' canonical forms
/// joined by commas), `ignore_case` (default true).
public struct OrderValidator: AnswerValidator, CanonicalAnswering {
    public static let type = "order"
    public static let optionKeys: Set<String> = ["answer", "answer_sha256", "ignore_case"]

    let expected: [String]
    /// The items as the author wrote them.
    let written: [String]
    let hash: ExpectedAnswer?
    let choices: [String]
    let ignoreCase: Bool

    public init(options: ValidatorOptions) throws(ValidatorOptionError) {
        ignoreCase = try options.bool("ignore_case") ?? true
        choices = options.choices
        if options.has("answer_sha256") {
            hash = try ExpectedAnswer.read(options, typeName: Self.type)
            expected = []
            written = []
            return
        }
        hash = nil
        guard let items = try options.strings("answer"), items.count >= 2 else {
            throw ValidatorOptionError("the order validator needs “answer”: a list of at least two items in order", key: options.has("answer") ? "answer" : nil)
        }
        let ignore = ignoreCase
        written = items
        expected = items.map { Self.canonicalItem($0, ignoreCase: ignore) }
        if Set(expected).count != expected.count { throw ValidatorOptionError("the items in “answer” must differ from each other", key: "answer") }
    }

    /// An item compared without spaces, call parentheses or a leading dot.
    static func canonicalItem(_ text: String, ignoreCase: Bool) -> String {
        var item = text.trimmingCharacters(in: .whitespacesAndNewlines)
        if item.hasSuffix("()") { item.removeLast(2) }
        if item.hasPrefix(".") { item.removeFirst() }
        item = item.filter { !$0.isWhitespace }
        return ignoreCase ? item.lowercased() : item
    }

    func read(_ answer: String) -> [String] {
        var text = answer
        for arrow in ["→", "->", "=>", ">"] { text = text.replacingOccurrences(of: arrow, with: ",") }
        let parts = text.split(whereSeparator: { ",;\n".contains($0) }).map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        // Several bare letters on one line (`B A C`) name choices.
        let tokens = parts.count == 1 && !choices.isEmpty ? parts[0].split(separator: " ").map(String.init) : parts
        let items = tokens.allSatisfy({ ChoiceValidator.index(of: $0, in: choices) != nil && $0.count <= 3 }) && !choices.isEmpty
            ? tokens.map { choices[ChoiceValidator.index(of: $0, in: choices)!] } : parts
        return items.map { Self.canonicalItem($0, ignoreCase: ignoreCase) }
    }

    public func canonicalForm(_ answer: String) -> String? {
        let items = read(answer)
        return items.isEmpty ? nil : items.joined(separator: ",")
    }

    public func validate(_ answer: String) -> ValidationResult {
        let items = read(answer)
        guard items.count >= 2 else { return .unreadable(Message(.orderUnreadable)) }
        if let hash { return hash.hashMatches(items.joined(separator: ",")) ? .correct : .incorrect(detail: nil) }
        if items == expected { return .correct }
        if let unknown = items.first(where: { !expected.contains($0) }) { return .incorrect(detail: Message(.orderUnknownItem, unknown)) }
        if items.count != expected.count { return .incorrect(detail: Message(.orderCount, String(expected.count), String(items.count))) }
        let first = Array(zip(items, expected)).firstIndex { $0 != $1 } ?? 0
        return .incorrect(detail: Message(.orderFirstWrong, String(first + 1)))
    }

    public var shownAnswer: String? { written.isEmpty ? nil : written.joined(separator: " → ") }

    public func sameAnswer(_ answer: String, _ other: String) -> Bool { read(answer) == read(other) }
}
