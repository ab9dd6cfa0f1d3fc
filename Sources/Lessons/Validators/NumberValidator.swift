import Foundation

/// A number, within a tolerance, optionally with a unit: with `unit: pt`, `216`, `216pt`, `216 pt`
/// and `216 points` are all read as 216 (a different unit is wrong and says so).
///
/// Options: `answer` / `answers` / `answer_sha256` (of the canonical number, only when `tolerance` is 0),
/// `tolerance` (absolute, default 0), `unit`, `unit_aliases` (other spellings of the unit),
/// `tell_direction` (say "too high"/"too low", default false).
public struct NumberValidator: AnswerValidator, CanonicalAnswering {
    public static let type = "number"
    public static let optionKeys: Set<String> = ["answer", "answers", "answer_sha256", "tolerance", "unit", "unit_aliases", "tell_direction"]

    let expected: ExpectedAnswer
    let values: [Double]
    let tolerance: Double
    let units: NumberText.Units
    let tellDirection: Bool

    public init(options: ValidatorOptions) throws(ValidatorOptionError) {
        expected = try ExpectedAnswer.read(options, typeName: Self.type)
        tolerance = try options.double("tolerance") ?? 0
        guard tolerance >= 0 else { throw ValidatorOptionError("“tolerance” must not be negative", key: "tolerance") }
        if expected.hash != nil, tolerance > 0 {
            throw ValidatorOptionError("answer_sha256 cannot be used with a tolerance: the hash needs one exact answer", key: "answer_sha256")
        }
        units = NumberText.Units(unit: try options.string("unit"), aliases: try options.strings("unit_aliases") ?? [])
        tellDirection = try options.bool("tell_direction") ?? false
        var values: [Double] = []
        for text in expected.plain {
            guard case .number(let value, _) = NumberText.read(text, units: units) else {
                throw ValidatorOptionError("the answer “\(text)” is not a number\(units.unit.map { " (in \($0))" } ?? "")", key: "answer")
            }
            values.append(value)
        }
        self.values = values
    }

    public func canonicalForm(_ answer: String) -> String? {
        guard case .number(let value, _) = NumberText.read(answer, units: units) else { return nil }
        return NumberText.canonical(value)
    }

    public func validate(_ answer: String) -> ValidationResult {
        // A word that holds no digit, no case (`.none`), no bracket and does not start with a number word can be no
        // number: said at once, since a sentence's every word is tried (tutor-bench lessons).
        if NumberText.cannotBeANumber(answer) {
            return .unreadable(Message(.numberUnreadable, answer, NumberText.example(avoiding: values, units: units)))
        }
        let value: Double
        switch NumberText.read(answer, units: units) {
        case .number(let v, _): value = v
        case .wrongUnit(let unit): return .incorrect(detail: Message(.numberWrongUnit, units.unit ?? "", unit))
        case .otherDimension(let unit): return .incorrect(detail: Message(.numberOtherDimension, unit, units.unit ?? ""))
        case .unreadable:
            // `320 - 158`: a calculation is a number too, when it can be worked out.
            switch ArithmeticValidator.evaluateCalculation(answer, units: units) {
            case .value(let v): value = v
            case .wrong(let message): return .incorrect(detail: message)
            case .problem: return .unreadable(Message(.numberUnreadable, answer, NumberText.example(avoiding: values, units: units)))
            }
        }
        if let disagreement = EnumCases.disagreement(answer, value: value) { return .incorrect(detail: disagreement) }
        if expected.hash != nil { return expected.hashMatches(NumberText.canonical(value)) ? .correct : .incorrect(detail: nil) }
        if values.contains(where: { abs($0 - value) <= tolerance + 1e-9 * max(1, abs($0)) }) { return .correct }
        guard tellDirection, let nearest = values.min(by: { abs($0 - value) < abs($1 - value) }) else { return .incorrect(detail: nil) }
        return .incorrect(detail: Message(value > nearest ? .numberTooHigh : .numberTooLow))
    }

    /// A right answer in another unit of the question's dimension: which unit the question uses.
    public func note(on answer: String) -> Message? {
        NumberText.conversionNote(answer, units: units) ?? EnumCases.uncheckedNote(answer)
    }

    public var shownAnswer: String? { expected.plain.first.map { text in units.unit.map { text.hasSuffix($0) ? text : "\(text) \($0)" } ?? text } }

    public func sameAnswer(_ answer: String, _ other: String) -> Bool {
        guard case .number(let a, _) = NumberText.read(answer, units: units), case .number(let b, _) = NumberText.read(other, units: units)
        else { return false }
        return abs(a - b) <= tolerance + 1e-9 * max(1, abs(b))
    }
}

/// Reading numbers as learners type them: `216`, `-0.5`, `2,5` (a decimal comma), `1e3`, `sixty-three`,
/// `двести шестнадцать`, with a unit after (`216 points`, `1 min`) and perhaps a remark in parentheses.
enum NumberText {
    struct Units: Sendable, Hashable {
        var unit: String?
        var aliases: [String]
        /// The table's entry for `unit`, when it knows it: its spellings count as the unit, and units of
        /// the same dimension convert.
        var known: MeasureUnit?

        init(unit: String?, aliases: [String]) {
            self.unit = unit
            self.aliases = aliases
            known = unit.flatMap(MeasureUnit.named)
        }

        func accepts(_ text: String) -> Bool {
            guard let unit else { return false }
            let lower = text.lowercased()
            return lower == unit.lowercased() || aliases.contains { $0.lowercased() == lower } || known.map { MeasureUnit.named(text) == $0 } == true
        }

        /// What a unit word after a number does to it.
        func reading(_ word: String) -> UnitReading {
            if accepts(word) { return .factor(1) }
            if let known, let other = MeasureUnit.named(word) {
                return other.dimension == known.dimension ? .factor(other.factor / known.factor) : .otherDimension
            }
            return unit == nil ? .none : .wrongUnit
        }
    }

    enum UnitReading: Equatable { case factor(Double), otherDimension, wrongUnit, none }

    /// A number as written in another unit than the question's (`1 min`).
    struct Conversion: Equatable { var written: Double; var unit: String }

    enum Reading: Equatable { case number(Double, Conversion?), wrongUnit(String), otherDimension(String), unreadable }

    /// Whether `text` is surely no number, read cheaply: no digit, `.`, bracket or operator in it, and its first word no
    /// number word (`sixty`, `шестьдесят`, `zero`) and no article (`a minute`).
    static func cannotBeANumber(_ text: String) -> Bool {
        guard !text.unicodeScalars.contains(where: { $0.properties.numericType != nil || ".([{+-*/<|&".unicodeScalars.contains($0) })
        else { return false }
        guard let first = text.split(whereSeparator: { $0.isWhitespace }).first?.lowercased() else { return false }
        if ["a", "an"].contains(first) { return false }
        return NumberWords.ones[first] == nil && NumberWords.tens[first] == nil && NumberWords.hundreds[first] == nil
            && !NumberWords.zero.contains(first) && NumberWords.read([first]) == nil
    }

    static func read(_ text: String, units: Units) -> Reading {
        var text = joinGroups(dropRemark(text.trimmedSpace))
        if text.count > 1, text.hasSuffix(".") { text = String(text.dropLast()).trimmedSpace }
        if let value = radixLiteral(text) { return .number(value, nil) }
        // The number is the longest prefix of number characters; the rest, if any, is a unit.
        let numberCharacters = Set("0123456789+-.,eE")
        var end = text.startIndex
        while end < text.endIndex, numberCharacters.contains(text[end]) {
            // `e` only counts inside a number followed by a digit or sign (so `216em` is 216 em, not an exponent).
            if "eE".contains(text[end]) {
                let next = text.index(after: end)
                guard next < text.endIndex, "0123456789+-".contains(text[next]) else { break }
            }
            end = text.index(after: end)
        }
        if end > text.startIndex {
            guard let value = number(String(text[..<end])) else { return .unreadable }
            return withUnit(value, text[end...].trimmedSpace, units: units)
        }
        return readWords(text, units: units)
    }

    /// `sixty-three`, `a minute`, `одна минута`: number words, then a unit.
    static func readWords(_ text: String, units: Units) -> Reading {
        let tokens = text.lowercased().split(whereSeparator: \.isWhitespace).map(String.init)
        var parts: [(word: String, token: Int)] = []
        for (index, token) in tokens.enumerated() {
            for part in token.split(separator: "-") { parts.append((String(part), index)) }
        }
        let value: Int, used: Int
        if let words = NumberWords.read(parts.map(\.word)) {
            (value, used) = words
        } else if ["a", "an"].contains(parts.first?.word), parts.count > 1 {
            (value, used) = (1, 1)
        } else {
            return .unreadable
        }
        if used < parts.count, parts[used].token == parts[used - 1].token { return .unreadable }
        let restTokens = used < parts.count ? Array(text.split(whereSeparator: \.isWhitespace).dropFirst(parts[used].token)) : []
        let rest = restTokens.joined(separator: " ")
        // `a minute` is one minute; `a lot` is no number.
        if ["a", "an"].contains(parts[0].word) {
            switch units.reading(rest) {
            case .factor, .otherDimension: break
            case .wrongUnit, .none: return .unreadable
            }
        }
        return withUnit(Double(value), rest, units: units)
    }

    static func withUnit(_ value: Double, _ rest: String, units: Units) -> Reading {
        if rest.isEmpty { return .number(value, nil) }
        switch units.reading(rest) {
        case .factor(let factor): return .number(value * factor, factor == 1 ? nil : Conversion(written: value, unit: rest))
        case .otherDimension: return .otherDimension(rest)
        case .wrongUnit, .none: break
        }
        // `216 points tall`, `8 пунктов сверху`: a unit, then plain words that describe it.
        let words = rest.split(whereSeparator: \.isWhitespace).map(String.init)
        if words.count > 1, isPlainWords(words.dropFirst()) {
            switch units.reading(words[0]) {
            case .factor(let factor): return .number(value * factor, factor == 1 ? nil : Conversion(written: value, unit: words[0]))
            case .otherDimension: return .otherDimension(words[0])
            case .wrongUnit, .none: break
            }
        }
        // Without a unit in the question, `63 reminders` or `11 pt` count the same thing as `63`.
        if units.unit == nil { return isPlainWords(words[...]) ? .number(value, nil) : .unreadable }
        if words.count == 1, rest.allSatisfy({ $0.isLetter || $0 == "%" || $0 == "." }) { return .wrongUnit(rest) }
        if isPlainWords(words[...]) { return .wrongUnit(words[0]) }
        return .unreadable
    }

    /// A few words of letters (`tall`, `reminders`, `от края`): a description, never a number or code.
    /// Words that are another number, or deny or hedge the first (`zero or one`, `8 not 5`): never a description.
    static func isPlainWords(_ words: ArraySlice<String>) -> Bool {
        words.count <= 4 && words.allSatisfy { word in
            let lower = word.lowercased()
            return word.allSatisfy { $0.isLetter || "-'’.".contains($0) } && word.contains(where: \.isLetter) && !hedges.contains(lower)
                && NumberWords.read(lower.split(separator: "-").map(String.init)) == nil
        }
    }

    static let hedges: Set<String> = ["or", "not", "no", "never", "maybe", "plus", "minus", "times", "или", "не", "нет", "либо", "плюс", "минус"]

    /// `0 (.none)`, `1 — set, not added` → `0`, `1`: a remark after the answer.
    static func dropRemark(_ text: String) -> String { splitRemark(text).answer }

    /// The answer and the remark after it: in parentheses at the end, or after a dash (`—`, `–`, or ` - `
    /// before a word, so `320 - 158` stays a calculation).
    static func splitRemark(_ text: String) -> (answer: String, remark: String?) {
        // Searched as bytes (`ByteSearch`): this runs on every word of a sentence (tutor-bench lessons).
        let bytes = Array(text.utf8)
        func range(_ found: Int, _ needle: [UInt8]) -> Range<String.Index> {
            text.utf8.index(text.startIndex, offsetBy: found)..<text.utf8.index(text.startIndex, offsetBy: found + needle.count)
        }
        if text.hasSuffix(")"), let found = ByteSearch.last(Array(" (".utf8), in: bytes) {
            let open = range(found, Array(" (".utf8))
            let inside = text[open.upperBound...].dropLast()
            if !inside.contains("("), !inside.contains(")") {
                return (text[..<open.lowerBound].trimmedSpace, inside.trimmedSpace)
            }
        }
        for dash in ["—", "–", " -- ", " - "] {
            let needle = Array(dash.utf8)
            guard let found = ByteSearch.first(needle, in: bytes), found > 0 else { continue }
            let range = range(found, needle)
            let after = text[range.upperBound...].trimmedSpace
            // A hyphen between spaces is a note only before a word (`1 - set, not added`), not a letter (`320 - x`).
            if dash == " - " || dash == " -- ", after.prefix(while: \.isLetter).count < 2 { continue }
            // `320 – 158` uses the dash as a minus: a note starts with a word, a case or a quote.
            guard let first = after.first, first.isLetter || ".\"“«'`".contains(first) else { continue }
            return (text[..<range.lowerBound].trimmedSpace, after)
        }
        // `162, the keyboard covers it all`: the first comma, semicolon or colon after the number, then words.
        if let digit = text.firstIndex(where: \.isNumber),
           let separator = text[digit...].firstIndex(where: { ",;:".contains($0) }) {
            let after = text[text.index(after: separator)...]
            let head = text[..<separator].trimmedSpace
            if after.first?.isWhitespace == true, after.drop(while: \.isWhitespace).first?.isLetter == true,
               !head.contains(where: { "([{".contains($0) }) {
                return (head, after.trimmedSpace)
            }
        }
        return (text, nil)
    }

    /// `458 752`, `458\u{00A0}752`, `1\u{202F}234\u{202F}567` → digits without the grouping spaces (groups of three
    /// after a head of one to three digits, as Russian and French typography write them).
    static func joinGroups(_ text: String) -> String {
        guard text.contains(where: { " \u{00A0}\u{202F}\u{2009}".contains($0) }), text.utf8.contains(where: { (0x30...0x39).contains($0) })
        else { return text }
        var result = text
        for match in groupPattern.matches(in: text, range: NSRange(text.startIndex..., in: text)).reversed() {
            guard let found = Range(match.range, in: text) else { continue }
            result.replaceSubrange(found, with: text[found].filter(\.isNumber))
        }
        return result
    }

    nonisolated(unsafe) static let groupPattern = try! NSRegularExpression(pattern: "(?<![\\d.,])\\d{1,3}(?:([ \u{00A0}\u{202F}\u{2009}])\\d{3})(?:\\1\\d{3})*(?![\\d])")

    /// `0x1`, `0b110`, `0o17`: a Swift integer literal in another base.
    static func radixLiteral(_ text: String) -> Double? {
        let lower = text.lowercased()
        guard lower.count > 2, lower.hasPrefix("0"), let radix = ["x": 16, "b": 2, "o": 8][lower[lower.index(after: lower.startIndex)]] else { return nil }
        let digits = lower.dropFirst(2).replacingOccurrences(of: "_", with: "")
        return Int64(digits, radix: radix).map(Double.init)
    }

    /// `458,752`, `1,234,567.5`: commas grouping thousands (a head of one to three digits, then groups of three).
    static func isCommaGrouped(_ text: String) -> Bool {
        var body = Substring(text)
        if body.first == "-" || body.first == "+" { body = body.dropFirst() }
        let whole = body.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)[0]
        let groups = whole.split(separator: ",", omittingEmptySubsequences: false)
        return groups.count > 1 && (1...3).contains(groups[0].count) && groups.dropFirst().allSatisfy { $0.count == 3 }
            && groups.allSatisfy { $0.allSatisfy(\.isNumber) }
    }

    static func number(_ text: String) -> Double? {
        var text = text
        if isCommaGrouped(text) {
            text.removeAll { $0 == "," }
        } else if text.filter({ $0 == "," }).count == 1, !text.contains(".") {
            text = text.replacingOccurrences(of: ",", with: ".")
        }
        guard !text.isEmpty, !text.contains(","), let value = Double(text), value.isFinite else { return nil }
        return value
    }

    /// `216`, `0.5`, `-3.25`: integers without a decimal point, others in Swift's shortest form.
    static func canonical(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return String(value)
    }

    /// For messages: a converted value rounded to a millionth, so `0.0166666666667 h` shows as 60.
    static func shown(_ value: Double) -> String {
        let rounded = (value * 1e6).rounded() / 1e6
        return canonical(abs(rounded - value.rounded()) < 1e-6 ? value.rounded() : rounded)
    }

    /// The note for a right answer written in another unit: `1 min is 60 s; this question uses s.`
    static func conversionNote(_ answer: String, units: Units) -> Message? {
        guard let unit = units.unit, case .number(let value, let conversion?) = read(answer, units: units) else { return nil }
        return Message(.numberConverted, shown(conversion.written), conversion.unit, shown(value), unit)
    }

    /// A number to show how answers are written, never one of the right values (`12 pt`).
    static func example(avoiding values: [Double], units: Units) -> String {
        let number = [12.0, 25, 40].first { candidate in !values.contains { abs($0 - candidate) < 1 } } ?? 7
        return canonical(number) + (units.unit.map { " \($0)" } ?? "")
    }
}

/// Raw values of the enumerations the lessons ask about, so a number with a remark naming a case
/// (`1 (.custom)`) is checked against it: `.custom` is 0, so the remark contradicts the 1. Data, not special
/// cases: add a type when a lesson asks for another raw value.
enum EnumCases {
    static let types: [(name: String, cases: [String: Int])] = [
        ("ButtonType", ["custom": 0, "system": 1, "roundedRect": 1, "detailDisclosure": 2, "infoLight": 3, "infoDark": 4,
                        "contactAdd": 5, "plain": 6, "close": 7]),
        ("BorderStyle", ["none": 0, "line": 1, "bezel": 2, "roundedRect": 3]),
        ("ViewMode", ["never": 0, "whileEditing": 1, "unlessEditing": 2, "always": 3]),
        ("State", ["normal": 0, "highlighted": 1, "disabled": 2, "selected": 4, "focused": 8]),
        ("AnimationCurve", ["easeInOut": 0, "easeIn": 1, "easeOut": 2, "linear": 3]),
    ]

    /// Built once: each number answer with a remark is read twice (`disagreement`, `uncheckedNote`).
    nonisolated(unsafe) static let casePattern = try! NSRegularExpression(pattern: #"(?<![\w.])((?:[A-Za-z_]\w*)(?:\.[A-Za-z_]\w*)*)?\.([A-Za-z_]\w*)(?![\w(])"#)

    /// Case names in a remark: `.custom`, `UIButton.ButtonType.custom`, `ButtonType.custom` (a bare word is
    /// prose, not a case), each with the type named before it, if any, and the value the remark gives it there.
    static func named(in remark: String) -> [(type: String?, name: String, stated: Int?, leads: Bool)] {
        let lead = leadingWords(of: remark)
        return casePattern.matches(in: remark, range: NSRange(remark.startIndex..., in: remark)).compactMap { match in
            // `i.e.` is no case: a case's name has two letters at least.
            guard let range = Range(match.range(at: 2), in: remark), let whole = Range(match.range, in: remark), remark[range].count > 1
            else { return nil }
            let type = Range(match.range(at: 1), in: remark).map { remark[$0].split(separator: ".").last.map(String.init) ?? "" }
            return (type, String(remark[range]), statedValue(after: remark[range.upperBound...]), whole.lowerBound == lead)
        }
    }

    /// Where a remark's own words begin, past words that only restate (`i.e.`, `that is`, `это`, `то есть`) and
    /// brackets: a case there is what the remark says the number is (`1 — .custom`, `6 (i.e. [.disabled, .selected])`);
    /// a case further on is context (`1, right after .custom`).
    static func leadingWords(of remark: String) -> String.Index {
        var rest = Substring(remark)
        var changed = true
        while changed {
            changed = false
            rest = rest.drop { $0.isWhitespace || "[(,:".contains($0) }
            for word in ["i.e.", "ie", "that is", "that's", "which is", "namely", "aka", "it's", "это", "то есть", "т.е.", "т. е.", "а именно"]
            where rest.lowercased().hasPrefix(word) {
                let after = rest.dropFirst(word.count)
                if let next = after.first, next.isLetter { continue }
                rest = after
                changed = true
                break
            }
        }
        return rest.startIndex
    }

    /// `is 0`, `= 0`, `== 0`, `(0)`, `: 0`, `— 0`, `равен 0`, `это 0` right after a case: the remark says what the case is
    /// (`1 — .custom is 0 and .system comes after it`), which names no rival for the answer.
    nonisolated(unsafe) static let statedPattern = try! NSRegularExpression(
        pattern: #"^\s*(?:(?:is|=|==|:|—|–|-|равен|равна|равно|это)\s*)?\(?\s*(\d+)\s*\)?(?![\d.,]\d)"#, options: [.caseInsensitive])

    static func statedValue(after text: Substring) -> Int? {
        let text = String(text)
        guard let match = statedPattern.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)),
              let digits = Range(match.range(at: 1), in: text) else { return nil }
        return Int(text[digits])
    }

    /// The raw values a case may have: in the named type, or in any type that has a case of that name.
    static func values(of name: String, type: String?) -> Set<Int> {
        let matching = types.filter { type == nil || $0.name == type || "UI\($0.name)" == type }
        return Set(matching.compactMap { $0.cases[name] })
    }

    /// A remark naming a case whose raw value is not the number written: `you wrote 1, but .custom is 0.`
    static func disagreement(_ answer: String, value: Double) -> Message? {
        guard let remark = NumberText.splitRemark(answer.trimmingCharacters(in: .whitespacesAndNewlines)).remark else { return nil }
        let cases = named(in: remark).filter { !values(of: $0.name, type: $0.type).isEmpty }
        // An option set written out (`6 — [.disabled, .selected]`): its cases together are the number.
        let single = cases.compactMap { named in values(of: named.name, type: named.type).count == 1 ? values(of: named.name, type: named.type).first : nil }
        if cases.count > 1, single.count == cases.count, Double(single.reduce(0, |)) == value { return nil }
        for (type, name, stated, leads) in cases where leads {
            let known = values(of: name, type: type)
            guard !known.contains(where: { Double($0) == value }) else { continue }
            if let stated, known.contains(stated) { continue }
            let written = NumberText.canonical(value)
            return known.count == 1 ? Message(.numberNoteDisagrees, written, ".\(name)", String(known.first!))
                : Message(.numberNoteNotThis, written, ".\(name)")
        }
        return nil
    }

    /// A remark naming a case this table does not know: the number is judged, the remark is not.
    static func uncheckedNote(_ answer: String) -> Message? {
        guard let remark = NumberText.splitRemark(answer.trimmingCharacters(in: .whitespacesAndNewlines)).remark,
              let unknown = named(in: remark).first(where: { values(of: $0.name, type: $0.type).isEmpty }) else { return nil }
        return Message(.numberNoteUnchecked, ".\(unknown.name)")
    }
}
