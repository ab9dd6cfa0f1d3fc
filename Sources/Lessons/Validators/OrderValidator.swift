import Foundation

/// A sequence in the right order (lifecycle calls, notification order). Items may be separated by
/// commas, new lines, arrows (`→`, `->`, `>`) and may be given by their text, by any spelling of the API
/// they name (`textFieldShouldBeginEditing(_:)`, `UITextFieldDelegate.textFieldShouldBeginEditing`,
/// `UIResponder.keyboardWillShowNotification` for `UIKeyboardWillShowNotification`; see `APIName`) or, when the
/// question lists `choices`, by letter. A wrong answer names the item it does not know, two neighbours
/// swapped, or the first position out of place.
///
/// Options: `answer` (the items in order, a list) or `answer_sha256` (of the items' canonical forms
/// joined by commas), `ignore_case` (default true).
public struct OrderValidator: AnswerValidator, CanonicalAnswering {
    public static let type = "order"
    public static let optionKeys: Set<String> = ["answer", "answer_sha256", "ignore_case"]

    let expected: [String]
    /// The items as the author wrote them.
    let written: [String]
    /// The items read as APIs, where they are names.
    let names: [APIName?]
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
            names = []
            return
        }
        hash = nil
        guard let items = try options.strings("answer"), items.count >= 2 else {
            throw ValidatorOptionError("the order validator needs “answer”: a list of at least two items in order", key: options.has("answer") ? "answer" : nil)
        }
        let ignore = ignoreCase
        written = items
        expected = items.map { Self.canonicalItem($0, ignoreCase: ignore) }
        names = items.map { APIName($0) }
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

    /// The items as typed (choices' letters replaced by the choices' text).
    func items(_ answer: String) -> [String] {
        var text = answer
        for arrow in ["→", "->", "=>", "⟶", ">"] { text = text.replacingOccurrences(of: arrow, with: ",") }
        let parts = text.split(separator: "\n").flatMap { line in Syntax.splitTopLevel(String(line), on: ",").flatMap { Syntax.splitTopLevel($0, on: ";") } }
            .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        // Several bare letters on one line (`B A C`) name choices.
        let tokens = parts.count == 1 && !choices.isEmpty ? parts[0].split(separator: " ").map(String.init) : parts
        if !choices.isEmpty, tokens.allSatisfy({ $0.count <= 3 && ChoiceValidator.index(of: $0, in: choices) != nil }) {
            return tokens.map { choices[ChoiceValidator.index(of: $0, in: choices)!] }
        }
        return parts
    }

    func read(_ answer: String) -> [String] { items(answer).map { Self.canonicalItem($0, ignoreCase: ignoreCase) } }

    /// Where one item of an answer stands among the expected items.
    enum Placement: Equatable { case at(Int), unknown, ambiguous([Int]) }

    func place(_ item: String) -> Placement {
        let canonical = Self.canonicalItem(item, ignoreCase: ignoreCase)
        if let index = expected.firstIndex(of: canonical) { return .at(index) }
        guard let name = APIName(item) else { return .unknown }
        let relations = names.map { expected in expected.map { name.relation(to: $0, ignoringCase: ignoreCase) } }
        let same = relations.indices.filter { relations[$0] == .same }
        if same.count == 1 { return .at(same[0]) }
        if same.count > 1 { return .ambiguous(same) }
        let bare = relations.indices.filter { relations[$0] == .needsLabels }
        if bare.count == 1 { return .at(bare[0]) }
        return bare.count > 1 ? .ambiguous(bare) : .unknown
    }

    public func canonicalForm(_ answer: String) -> String? {
        let items = read(answer)
        return items.isEmpty ? nil : items.joined(separator: ",")
    }

    /// Items to show how answers are written, never the right order.
    var example: String {
        guard !choices.isEmpty else { return "first, second, third" }
        let letters = choices.indices.map(ChoiceValidator.letter)
        let inOrder = written.isEmpty ? [] : written.map { item in choices.firstIndex(of: item).map(ChoiceValidator.letter) ?? "" }
        return (letters == inOrder ? Array(letters.reversed()) : letters).joined(separator: ", ")
    }

    public func validate(_ answer: String) -> ValidationResult {
        let typed = items(answer)
        guard typed.count >= 2 else { return .unreadable(Message(.orderUnreadable, example)) }
        if let hash { return hash.hashMatches(typed.map { Self.canonicalItem($0, ignoreCase: ignoreCase) }.joined(separator: ",")) ? .correct : .incorrect(detail: nil) }
        var positions: [Int] = []
        for item in typed {
            switch place(item) {
            case .at(let index): positions.append(index)
            case .unknown: return .incorrect(detail: Message(.orderUnknownItem, item))
            case .ambiguous(let indices):
                return .unreadable(Message(.orderAmbiguous, item, indices.map { written[$0] }.joined(separator: ", ")))
            }
        }
        if positions == Array(expected.indices) { return .correct }
        if positions.count != expected.count { return .incorrect(detail: Message(.orderCount, String(expected.count), String(positions.count))) }
        let first = positions.indices.first { positions[$0] != $0 } ?? 0
        var swapped = positions
        if first + 1 < swapped.count {
            swapped.swapAt(first, first + 1)
            if swapped == Array(expected.indices) { return .incorrect(detail: Message(.orderSwapped, String(first + 1), String(first + 2))) }
        }
        return .incorrect(detail: Message(.orderFirstWrong, String(first + 1)))
    }

    public var shownAnswer: String? { written.isEmpty ? nil : written.joined(separator: " → ") }

    public func sameAnswer(_ answer: String, _ other: String) -> Bool {
        if hash == nil {
            let a = items(answer).map(place), b = items(other).map(place)
            if !a.isEmpty, a.allSatisfy({ if case .at = $0 { true } else { false } }) { return a == b }
        }
        return read(answer) == read(other)
    }
}
