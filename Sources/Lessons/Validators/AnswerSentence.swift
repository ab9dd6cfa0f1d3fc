import Foundation

/// An answer written as a sentence, and the values it may mean. Learners write the value inside words that frame it
/// ("it's 216", «ответ: б», "the repeatInterval property") or followed by why ("216 points, because…", «0 — уведомления
/// не приходят»); a teacher reads the value and sets the rest aside. The readings go from the most literal to the
/// least, and a validator judges each in turn (`Question.judge`): the first right one is right, else the first
/// readable one says what is wrong.
///
/// Nothing is read out of a sentence that offers two values ("216 or 162", «а или в», "maybe"), and a value the
/// sentence denies where it names it ("not 216", «не 162») is not taken; an explanation's own negations ("the
/// handler never runs") do not count against the value before it.
struct AnswerSentence {

    /// `choosing`: the answer picks among the question's choices or items, so negations are part of what is
    /// chosen ("No, because the field is edited") and single words are not read alone (an article "a" is no letter).
    init(_ answer: String, choosing: Bool) {
        let denialsMatter = !choosing
        let text = AnswerText.collapseWhitespace(answer).trimmingCharacters(in: .whitespacesAndNewlines)
        guard text.count <= Self.longestSentence, !Self.hedges(text) else {
            readings = []
            cuts = []
            spans = []
            equations = []
            return
        }
        var seen: Set<String> = [text]
        func kept(_ reading: String) -> String? {
            var kept = Substring(reading)
            while let first = kept.first, ",;:—–. ".contains(first) { kept = kept.dropFirst() }
            while let last = kept.last, ",;:—–-.!? ".contains(last) { kept = kept.dropLast() }
            let trimmed = String(kept)
            guard !trimmed.isEmpty, !seen.contains(trimmed) else { return nil }
            if denialsMatter, Self.denies(trimmed) { return nil }
            seen.insert(trimmed)
            return trimmed
        }
        let unframed = Self.withoutFraming(text)
        // The one API name in the answer, for a name or a value (a choice is picked by all its words, not one name).
        let names = choosing ? [] : Self.identifiers(in: text)
        // Several names where all but one are types (`registerUserNotificationSettings on UIApplication`): the member
        // is the value, the types its context; never in a sentence that denies.
        let members = names.filter { !Self.isTypeName($0) }
        let named = names.count == 1 ? names : (members.count == 1 && !(denialsMatter && Self.denies(text)) ? members : [])
        readings = [kept(unframed), kept(Self.withoutTrailingNames(unframed))].compactMap { $0 } + named.compactMap(kept)
        // Choices and orders read a label with words after it themselves: a cut here would drop what contradicts it.
        guard !choosing else {
            cuts = []
            spans = []
            equations = []
            return
        }
        var found: [String] = []
        for start in [text, unframed] {
            let value = Self.beforeExplanation(start)
            found += [kept(value), kept(Self.withoutTrailingNames(value))].compactMap { $0 }
            if let restated = Self.afterRestatement(start), let reading = kept(restated) { found.append(reading) }
        }
        cuts = found
        equations = [text, unframed, Self.beforeExplanation(unframed)].compactMap { candidate in
            let sides = Self.sidesOfEquals(candidate)
            return sides.count == 2 ? (sides[1], sides[0]) : nil
        }
        // The first span that reads as a value, word by word (a quantity named first: «высота 216 pt», "still 1").
        // The value may follow an opening clause ("Well, …", «Насколько я понял, …»): the words after the first
        // connector come next, unless they deny.
        let segment = Self.beforeExplanation(unframed)
        let rest = String(unframed.dropFirst(segment.count))
        var groups: [[String]] = []
        for piece in [segment, rest] where !piece.isEmpty && !Self.denies(piece) {
            let words = piece.split(separator: " ").map(String.init)
            for index in words.indices where groups.count < 24 {
                let pair = index + 1 < words.count ? [words[index] + " " + words[index + 1]] : []
                groups.append(pair + [words[index]])
            }
        }
        spans = groups
    }

    /// Readings that drop only the words framing the value (or that are the one API name in it): right ones are right
    /// even where the answer as typed reads as wrong.
    let readings: [String]
    /// Readings that drop an explanation after the value: tried when the answer as typed says nothing readable, or
    /// for a validator that reads any text (`AnswerValidator.readsAnyText`).
    let cuts: [String]
    /// Word spans, in order, longest first at each word: the first readable one is the value. Tried last, when
    /// nothing else was readable.
    let spans: [[String]]
    /// `left = right` statements in the answer (`7 << 16 = 458752`): the working and the value.
    let equations: [(String, String)]

    /// Longer answers are essays, not sentences with a value: only the answer itself is read.
    static let longestSentence = 240

    // MARK: Words

    /// Words a learner frames a value with, at the start: lowercased, longest first within a language.
    static let framing: [String] = [
        "i'd call", "i would call", "i'd use", "i would use", "i'd", "i would", "i think the answer is", "the answer is", "the answer would be", "my answer is", "answer is", "answer", "i'd say", "i would say",
        "i'd go with", "i go with", "i pick", "i choose", "i think it's", "i think it is", "i think", "i guess", "i believe", "probably",
        "definitely", "surely", "it should be", "it would be", "it will be", "it'd be", "it'll be", "should be", "would be",
        "will be", "it's still", "it is still", "it stays", "it remains", "stays", "remains", "still", "it's", "it is", "its", "that's",
        "that is", "this is", "it gives", "it returns", "returns", "it will return", "will return", "it would return", "would return",
        "it prints", "prints", "it shows", "shows", "gives", "you get", "we get", "you'd get", "i get", "you call", "we call",
        "call", "calling", "use", "using", "with", "the value is", "the result is", "result:", "value:", "equals", "is", "=", "just",
        "so", "then", "at", "the", "option", "choice", "letter",
        "я думаю, что", "я думаю", "думаю, что", "думаю", "мне кажется", "кажется", "наверное", "наверно", "скорее всего", "по-моему",
        "ответ —", "ответ:", "ответ", "правильный ответ", "это будет", "это", "будет", "вернёт", "вернет", "вернётся", "вернется",
        "возвращает", "возвратит", "возвращается", "выдаст", "выдаёт", "выдает", "выведет", "напечатает", "покажет", "получится", "получаем", "выйдет", "останется",
        "остаётся", "остается", "равно", "равен", "равна", "значение", "сырое значение", "нужно вызвать", "надо вызвать", "вызвать",
        "вызываем", "вызов", "метод", "методом", "в методе", "свойство", "свойством", "ключ", "ключом", "под ключом", "по ключу",
        "уведомление", "константа", "вариант", "пункт", "тогда", "итак", "так что", "в методе", "в обработчике", "во",
    ].sorted { $0.count > $1.count }

    /// Words that name what kind of thing a value is, at its end: "the repeatInterval property".
    static let trailingNames: Set<String> = ["property", "method", "key", "function", "constant", "call", "свойство", "метод", "ключ"]

    /// Where an explanation starts: the value is what comes before.
    static let explanations: [String] = [
        ", because", " because ", ", since", " since ", ", as ", " as the ", ", so ", " so ", " — ", " – ", " - ", "; ", " (", ": ",
        " which ", ", which", " meaning ", ", the ", ", it ", ", and ", ", but ", ", потому что", " потому что ", ", так как", " так как ",
        ", т.к.", ", т. к.", ", ведь", " ведь ", ", ибо", ", а ", ", и ", ", но ", ", то есть", ", т.е.", ", значит", ", ",
    ]

    /// Where the value comes after a first wording of it: "the normal title, i.e. Save".
    static let restatements: [String] = [" i.e. ", " i.e., ", ", that is ", ", namely ", " namely ", " то есть ", " т.е. ", " т. е. ", " а именно "]

    /// Words that offer more than one value.
    static let hedgeWords: Set<String> = ["or", "either", "maybe", "perhaps", "possibly", "или", "либо", "может", "возможно", "то ли"]

    /// Words that deny what they stand beside.
    static let denials: Set<String> = ["not", "isn't", "isn’t", "never", "no", "nope", "wrong", "не", "нет", "никогда", "неверно"]

    /// The words of a text, a hyphenated compound kept whole ("OR-ed" is no "or", "non-zero" no "no").
    static func words(_ text: String) -> [String] {
        text.lowercased().split { !($0.isLetter || $0.isNumber || $0 == "'" || $0 == "’" || $0 == "-") }.compactMap { piece in
            // Hyphens only inside a word (a dash between words is no part of either); no Foundation trim, as this
            // runs on every reading of a sentence.
            var word = piece
            while word.first == "-" { word = word.dropFirst() }
            while word.last == "-" { word = word.dropLast() }
            return word.isEmpty ? nil : String(word)
        }
    }

    static func hedges(_ text: String) -> Bool {
        !Set(words(text)).isDisjoint(with: hedgeWords) || text.contains(" / ")
    }

    static func denies(_ text: String) -> Bool {
        !Set(words(text)).isDisjoint(with: denials)
    }

    /// The text without the framing words at its start (and the punctuation after them), as many as there are.
    static func withoutFraming(_ text: String) -> String {
        var rest = Substring(text)
        var changed = true
        while changed {
            changed = false
            let lowered = rest.lowercased()
            for phrase in framing where lowered.hasPrefix(phrase) {
                let after = lowered.dropFirst(phrase.count)
                // A whole word: what follows is not a letter (`answer` but not `answers`, `in` but not `inset`).
                if let next = after.first, next.isLetter || next.isNumber || next == "_" { continue }
                guard after.count < lowered.count else { continue }
                rest = rest.dropFirst(phrase.count)
                while let first = rest.first, first.isWhitespace || ",:—–-".contains(first) { rest = rest.dropFirst() }
                changed = !rest.isEmpty
                break
            }
        }
        return rest.isEmpty ? text : String(rest)
    }

    /// The part before the first explanation; the text itself when there is none.
    static func beforeExplanation(_ text: String) -> String {
        let lowered = Array(text.lowercased().utf8)
        // A connector inside brackets is part of the value (`(0, 416, 1024, 352) — the bottom of the view`).
        var depth = 0
        var outside = [Bool](repeating: false, count: lowered.count)
        for (index, byte) in lowered.enumerated() {
            switch byte {
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"): depth = max(0, depth - 1)
            default: break
            }
            outside[index] = depth == 0
        }
        var cut = lowered.count
        for connector in explanationBytes {
            var from = 0
            while let found = ByteSearch.first(connector, in: lowered, from: from), found < cut {
                if found > 0, outside[found] { cut = found; break }
                from = found + 1
            }
        }
        return String(text.prefix(characterCount(ofLoweredBytes: lowered, upTo: cut)))
    }

    /// What follows the last restatement connector, if any.
    static func afterRestatement(_ text: String) -> String? {
        let lowered = Array(text.lowercased().utf8)
        for connector in restatementBytes {
            if let found = ByteSearch.last(connector, in: lowered) {
                return beforeExplanation(String(text.dropFirst(characterCount(ofLoweredBytes: lowered, upTo: found + connector.count))))
            }
        }
        return nil
    }

    /// How many characters the first `bytes` bytes of a lowercased answer hold: the same count in the answer as typed
    /// (lowercasing keeps characters whole).
    static func characterCount(ofLoweredBytes lowered: [UInt8], upTo bytes: Int) -> Int {
        guard bytes < lowered.count else { return String(decoding: lowered, as: UTF8.self).count }
        return String(decoding: lowered[..<bytes], as: UTF8.self).count
    }

    static let explanationBytes = explanations.map { Array($0.utf8) }
    static let restatementBytes = restatements.map { Array($0.utf8) }

    static func withoutTrailingNames(_ text: String) -> String {
        var words = text.split(separator: " ")
        while words.count > 1, let last = words.last, trailingNames.contains(last.lowercased()) { words.removeLast() }
        return words.joined(separator: " ")
    }

    /// `7 << 16 = 458752`: the value after the last spaced `=`, and the expression before the first.
    static func sidesOfEquals(_ text: String) -> [String] {
        let parts = text.components(separatedBy: " = ")
        guard parts.count > 1 else { return [] }
        return [parts.last!.trimmingCharacters(in: .whitespaces), parts.first!.trimmingCharacters(in: .whitespaces)]
    }

    nonisolated(unsafe) static let identifierPattern = try! NSRegularExpression(
        pattern: #"[A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z_][A-Za-z0-9_]*)*(?:\([A-Za-z0-9_:]*\))?"#)

    /// Tokens that look like API names: a capital inside, a dot, an underscore or call parentheses.
    /// `UIApplication`: a capitalized name with no member after it.
    static func isTypeName(_ name: String) -> Bool {
        name.first?.isUppercase == true && !name.contains(".") && !name.contains("(")
    }

    static func identifiers(in text: String) -> [String] {
        identifierPattern.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap { match in
            guard let range = Range(match.range, in: text) else { return nil }
            let token = String(text[range])
            guard token.count >= 4 else { return nil }
            let inner = token.dropFirst()
            return inner.contains(where: \.isUppercase) || token.contains(".") || token.contains("_") || token.contains("(") ? token : nil
        }
    }
}
