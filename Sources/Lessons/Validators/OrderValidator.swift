import Foundation

/// A sequence in the right order (lifecycle calls, notification order). Items may be separated by
/// commas, new lines, arrows (`→`, `->`, `>`) and may be given by their text, by any spelling of the API
/// they name (`textFieldShouldBeginEditing(_:)`, `UITextFieldDelegate.textFieldShouldBeginEditing`,
/// `UIResponder.keyboardWillShowNotification` for `UIKeyboardWillShowNotification`; see `APIName`) or, when the
/// question lists `choices`, by letter (`B, D, C, A`, `BDCA`, `B-D-C-A`, Cyrillic look-alikes), or by the short
/// name the lessons use (`didBegin`, `WillShow`) when it names exactly one item. A wrong answer names the item it
/// does not know, two neighbours swapped, or the first position out of place; positions given as numbers are
/// answered with how to write letters, since a number could count either way.
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
    /// The items' cores (see `core`), to read the short names lessons use.
    let cores: [String]
    let hash: ExpectedAnswer?
    let choices: [String]
    let ignoreCase: Bool
    /// The lesson labels its choices а), б), в) (see `ChoiceValidator.cyrillicLabels`).
    let cyrillicLabels: Bool

    public init(options: ValidatorOptions) throws(ValidatorOptionError) {
        ignoreCase = try options.bool("ignore_case") ?? true
        choices = options.choices
        cyrillicLabels = ChoiceValidator.usesCyrillicLabels(options.language)
        if options.has("answer_sha256") {
            hash = try ExpectedAnswer.read(options, typeName: Self.type)
            expected = []
            written = []
            names = []
            cores = []
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
        cores = items.map(Self.core)
        if Set(expected).count != expected.count { throw ValidatorOptionError("the items in “answer” must differ from each other", key: "answer") }
    }

    /// An item compared without spaces, call parentheses or a leading dot.
    static func canonicalItem(_ text: String, ignoreCase: Bool) -> String {
        var item = text.trimmedSpace
        if item.hasSuffix("()") { item.removeLast(2) }
        if item.hasPrefix(".") { item.removeFirst() }
        item = item.filter { !$0.isWhitespace }
        return ignoreCase ? item.lowercased() : item
    }

    /// The items as typed (choices' letters replaced by the choices' text).
    func items(_ answer: String) -> [String] {
        var text = Self.withoutNumbering(answer)
        let bytes = Array(text.utf8)
        for arrow in ["→", "->", "=>", "⟶", ">"] where ByteSearch.first(Array(arrow.utf8), in: bytes) != nil {
            text = text.replacingOccurrences(of: arrow, with: ",")
        }
        let parts = text.split(separator: "\n").flatMap { line in Syntax.splitTopLevel(String(line), on: ",").flatMap { Syntax.splitTopLevel($0, on: ";") } }
            .map { $0.trimmedSpace }.filter { !$0.isEmpty }
        if let letters = letterRun(parts) { return letters.map { choices[$0] } }
        // Some letters among other items: each letter still names its choice, so what is wrong is the rest.
        let named = choices.isEmpty ? parts
            : parts.map { part in ChoiceValidator.letterIndex(part, count: choices.count, cyrillic: cyrillicLabels).map { choices[$0] } ?? part }
        return named.flatMap(sentenceItems)
    }

    nonisolated(unsafe) static let numberingPattern = try! NSRegularExpression(pattern: #"(?<![\w.(])\(?(\d{1,2})[.)]\s+"#)

    /// A numbered list (`1. touchDown 2. touchDragExit …`, `1) … 2) …`), its numbers 1, 2, 3… in order, as one item a
    /// line; any other text as it is.
    static func withoutNumbering(_ text: String) -> String {
        let matches = numberingPattern.matches(in: text, range: NSRange(text.startIndex..., in: text))
        let numbers = matches.compactMap { Range($0.range(at: 1), in: text).flatMap { Int(text[$0]) } }
        guard numbers.count >= 2, numbers == Array(1...numbers.count) else { return text }
        var result = text
        for match in matches.reversed() {
            guard let range = Range(match.range, in: result) else { return text }
            result.replaceSubrange(range, with: "\n")
        }
        return result
    }

    /// The choices named by letters: one per part (`b, d, c, a`), or several on one line (`B D C A`,
    /// `B-D-C-A`, `BDCA`, Cyrillic `В D С А`); nil when the parts are not all letters of choices.
    func letterRun(_ parts: [String]) -> [Int]? {
        guard !choices.isEmpty, !parts.isEmpty else { return nil }
        var tokens = parts
        if parts.count == 1 {
            tokens = parts[0].split(whereSeparator: { " -–—/".contains($0) }).map(String.init)
            // A run of letters, unless it is an item's own name.
            if tokens.count == 1, tokens[0].count >= 2, place(tokens[0]) == .unknown { tokens = tokens[0].map(String.init) }
        }
        let letters = tokens.compactMap { ChoiceValidator.letterIndex($0, count: choices.count, cyrillic: cyrillicLabels) }
        return letters.count == tokens.count ? letters : nil
    }

    /// Words that order a sentence ("first …, then …, and … last", «сначала …, потом …, затем … и в конце …»).
    static let sequenceWords: [String] = [
        "and then", "after that", "afterwards", "then", "next", "finally", "and", "first", "last", "lastly", "followed by",
        "после этого", "после анимации", "в конце", "в самом конце", "сначала", "потом", "затем", "далее", "наконец", "последним",
        "последней", "последним идёт", "и",
    ].sorted { $0.count > $1.count }
    /// Words around an item's name in a sentence that are not the item.
    static let itemFiller: Set<String> = ["the", "a", "an", "delegate's", "delegate", "method", "event", "notification", "call", "comes",
                                          "делегата", "метод", "событие", "уведомление", "вызов", "идёт", "приходит"]

    /// An item that is not one as typed, read as a sentence: split at the words that order it, each piece without
    /// the words around its name, or the one API name inside it that is an item. Pieces that are none stay as typed.
    func sentenceItems(_ part: String) -> [String] {
        guard !expected.isEmpty, part.count <= AnswerSentence.longestSentence, place(part) == .unknown else { return [part] }
        var text = " " + part.lowercased() + " "
        let original = " " + part + " "
        // Cut at sequence words, keeping the original spelling of what is between.
        var cuts: [Range<String.Index>] = []
        for word in Self.sequenceWords {
            var from = text.startIndex
            while let range = text.range(of: " \(word) ", range: from..<text.endIndex) {
                if !cuts.contains(where: { $0.overlaps(range) }) { cuts.append(range) }
                from = text.index(before: range.upperBound)
            }
        }
        cuts.sort { $0.lowerBound < $1.lowerBound }
        var pieces: [String] = []
        var start = original.startIndex
        for cut in cuts {
            let lower = original.index(original.startIndex, offsetBy: text.distance(from: text.startIndex, to: cut.lowerBound))
            let upper = original.index(original.startIndex, offsetBy: text.distance(from: text.startIndex, to: cut.upperBound))
            if lower > start { pieces.append(String(original[start..<lower])) }
            start = original.index(before: upper)
        }
        if start < original.endIndex { pieces.append(String(original[start...])) }
        text = ""
        // A piece that is only an ordering word ("и" before «последним») orders nothing by itself.
        let items = pieces.map { $0.trimmedSpace }
            .filter { !$0.isEmpty && !Self.sequenceWords.contains($0.lowercased()) }.flatMap(items(in:))
        return items.isEmpty ? [part] : items
    }

    /// One piece of a sentence as items: as typed, without filler words, the API name in it that is an item, or
    /// several items written one after another with spaces only (`touchDown touchDragExit touchUpOutside`).
    private func items(in piece: String) -> [String] {
        if place(piece) != .unknown { return [piece] }
        let kept = piece.split(separator: " ").filter { !Self.itemFiller.contains($0.lowercased()) }.joined(separator: " ")
        if !kept.isEmpty, place(kept) != .unknown { return [kept] }
        let words = kept.split(separator: " ").map(String.init)
        if words.count >= 2, words.allSatisfy({ place($0) != .unknown }) { return words }
        let named = AnswerSentence.identifiers(in: piece).filter { place($0) != .unknown }
        if named.count == 1 { return named }
        return [kept.isEmpty ? piece : kept]
    }

    /// What distinguishes an item among the others, without the words every spelling of it may add or drop:
    /// `WillShow` for `UIKeyboardWillShowNotification` and `keyboardWillShow`, `DidBeginEditing` for
    /// `textFieldDidBeginEditing(_:)`, `WillFinishLaunching` for `application(_:willFinishLaunchingWithOptions:)`.
    static func core(_ item: String) -> String {
        var core: String
        if let name = APIName(item) {
            if let labels = name.labels, labels.count > 1, labels[1] != "_", SymbolTable.delegateBaseNames.contains(name.member) {
                core = labels[1]
            } else {
                core = name.member
            }
        } else {
            core = item.filter { !$0.isWhitespace }
        }
        core = SymbolTable.selectorLabelRenames[core] ?? core
        for prefix in ["UIKeyboard", "keyboard", "textField", "application"] where core.count > prefix.count && core.lowercased().hasPrefix(prefix.lowercased()) {
            core.removeFirst(prefix.count)
            break
        }
        for suffix in ["Notification", "WithOptions"] where core.count > suffix.count && core.hasSuffix(suffix) { core.removeLast(suffix.count) }
        return core
    }

    /// The one item whose core the typed item's core equals, or begins with two or more of its words (`didBegin`
    /// for `textFieldDidBeginEditing`); nil when none or several items are named so.
    func itemByCore(_ typed: String) -> Int? {
        let wanted = ignoreCase ? Self.core(typed).lowercased() : Self.core(typed)
        guard !wanted.isEmpty else { return nil }
        let equal = cores.indices.filter { (ignoreCase ? cores[$0].lowercased() : cores[$0]) == wanted }
        if !equal.isEmpty { return equal.count == 1 ? equal[0] : nil }
        let starting = cores.indices.filter { index in
            let core = Array(cores[index])
            guard core.count > wanted.count, String(core[..<wanted.count]).compare(wanted, options: ignoreCase ? .caseInsensitive : []) == .orderedSame else { return false }
            // The prefix ends where a word of the item ends, and covers at least two of its words.
            return core[wanted.count].isUppercase && core[1..<wanted.count].contains(where: \.isUppercase)
        }
        if starting.count == 1 { return starting[0] }
        if !starting.isEmpty { return nil }
        // The end of an item's name, from one of its words on: `drag exit` for `touchDragExit`, `down` for `touchDown`.
        let joined = wanted.filter { !$0.isWhitespace }.lowercased()
        guard joined.count >= 2 else { return nil }
        let ending = cores.indices.filter { index in
            let core = cores[index]
            guard core.count > joined.count, core.lowercased().hasSuffix(joined) else { return false }
            return core[core.index(core.endIndex, offsetBy: -joined.count)].isUppercase
        }
        return ending.count == 1 ? ending[0] : nil
    }

    func read(_ answer: String) -> [String] { items(answer).map { Self.canonicalItem($0, ignoreCase: ignoreCase) } }

    /// Where one item of an answer stands among the expected items.
    enum Placement: Equatable { case at(Int), unknown, ambiguous([Int]) }

    func place(_ item: String) -> Placement {
        let canonical = Self.canonicalItem(item, ignoreCase: ignoreCase)
        if let index = expected.firstIndex(of: canonical) { return .at(index) }
        guard let name = APIName(item) else { return itemByCore(item).map { .at($0) } ?? .unknown }
        let relations = names.map { expected in expected.map { name.relation(to: $0, ignoringCase: ignoreCase) } }
        let same = relations.indices.filter { relations[$0] == .same }
        if same.count == 1 { return .at(same[0]) }
        if same.count > 1 { return .ambiguous(same) }
        let bare = relations.indices.filter { relations[$0] == .needsLabels }
        if bare.count == 1 { return .at(bare[0]) }
        if bare.count > 1 { return .ambiguous(bare) }
        return itemByCore(item).map { .at($0) } ?? .unknown
    }

    public func canonicalForm(_ answer: String) -> String? {
        let items = read(answer)
        return items.isEmpty ? nil : items.joined(separator: ",")
    }

    /// Items to show how answers are written, never the right order.
    var example: String {
        guard !choices.isEmpty else { return "first, second, third" }
        let language = cyrillicLabels ? "ru" : "en"
        let letters = choices.indices.map { ChoiceValidator.label($0, language: language) }
        let inOrder = written.isEmpty ? [] : written.map { item in choices.firstIndex(of: item).map { ChoiceValidator.label($0, language: language) } ?? "" }
        return (letters == inOrder ? Array(letters.reversed()) : letters).joined(separator: ", ")
    }

    public func validate(_ answer: String) -> ValidationResult {
        let typed = items(answer)
        // Positions as numbers (`2, 4, 3, 1`) could count from the list or rank the items: ask for letters
        // (unless the items are those numbers).
        let positionsAsNumbers = typed.allSatisfy { Int($0) != nil && place($0) == .unknown }
        guard typed.count >= 2, !positionsAsNumbers else { return .unreadable(Message(.orderUnreadable, example)) }
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
