import Foundation

/// Right answers written otherwise than the author wrote them: other label, receiver, module and unit
/// spellings, quotes, letters. `tutor lint` tries each one (every form must be accepted, and no
/// `feedback` entry may catch one), so a question proves it reads the forms its validator promises.
public protocol AnswerFormGenerating {
    /// Forms of the right answer(s), the author's own spelling first.
    var generatedForms: [String] { get }
}

extension NumberValidator: AnswerFormGenerating {
    public var generatedForms: [String] {
        values.flatMap { NumberText.forms(of: $0, units: units) } + expected.plain
    }
}

extension ArithmeticValidator: AnswerFormGenerating {
    public var generatedForms: [String] {
        expected.plain + values.flatMap { value -> [String] in
            let shown = NumberText.canonical(value)
            return NumberText.forms(of: value, units: units) + ["(\(shown))", "\(NumberText.canonical(value + 1)) - 1"]
        }
    }
}

extension NumberText {
    /// `216`, `216 pt`, `216pt`, `216 points`, `216 точек`, `two hundred and sixteen`; for 60 s also `1 min` and `60000 ms`.
    static func forms(of value: Double, units: Units) -> [String] {
        let number = canonical(value)
        var forms = [number]
        // `458,752` and `458 752` (a narrow no-break space, as Russian typography groups thousands).
        if value == value.rounded(), abs(value) >= 1000, abs(value) < 1e15 {
            forms += [",", "\u{202F}"].map { grouped(Int64(value), separator: $0) }
        }
        if value == value.rounded(), (0...999).contains(value) {
            forms.append(NumberWords.english(Int(value)) + (units.unit.map { " \($0)" } ?? ""))
            forms.append(NumberWords.russian(Int(value)))
        }
        guard let unit = units.unit else { return forms }
        forms += ["\(number) \(unit)", "\(number)\(unit)"]
        forms += units.aliases.map { "\(number) \($0)" }
        guard let known = units.known else { return forms }
        forms += known.spellings.sorted().map { "\(number) \($0)" }
        for other in MeasureUnit.all where other.dimension == known.dimension && other != known {
            let converted = value * known.factor / other.factor
            // Only conversions a learner would write: a whole number, or one with at most three decimals.
            if abs(converted * 1000 - (converted * 1000).rounded()) < 1e-9, converted >= 0.001 { forms.append("\(canonical(converted)) \(other.symbol)") }
        }
        return forms
    }
}

extension NumberText {
    /// `458752` → `458,752` with `separator` between groups of three digits.
    static func grouped(_ value: Int64, separator: String) -> String {
        let digits = String(value.magnitude)
        var groups: [String] = []
        var end = digits.endIndex
        while end > digits.startIndex {
            let start = digits.index(end, offsetBy: -3, limitedBy: digits.startIndex) ?? digits.startIndex
            groups.insert(String(digits[start..<end]), at: 0)
            end = start
        }
        return (value < 0 ? "-" : "") + groups.joined(separator: separator)
    }
}

extension NumberWords {
    static let englishOnes = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
                              "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"]
    static let englishTens = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]

    /// `216` → `two hundred and sixteen`, `63` → `sixty-three` (0…999).
    static func english(_ value: Int) -> String {
        if value < 20 { return englishOnes[value] }
        if value < 100 { return englishTens[value / 10] + (value % 10 == 0 ? "" : "-" + englishOnes[value % 10]) }
        let rest = value % 100
        return englishOnes[value / 100] + " hundred" + (rest == 0 ? "" : " and " + english(rest))
    }
}

extension NumberWords {
    static let russianOnes = ["ноль", "один", "два", "три", "четыре", "пять", "шесть", "семь", "восемь", "девять", "десять",
                              "одиннадцать", "двенадцать", "тринадцать", "четырнадцать", "пятнадцать", "шестнадцать",
                              "семнадцать", "восемнадцать", "девятнадцать"]
    static let russianTens = ["", "", "двадцать", "тридцать", "сорок", "пятьдесят", "шестьдесят", "семьдесят", "восемьдесят", "девяносто"]
    static let russianHundreds = ["", "сто", "двести", "триста", "четыреста", "пятьсот", "шестьсот", "семьсот", "восемьсот", "девятьсот"]

    /// `216` → `двести шестнадцать`, `0` → `ноль` (0…999).
    static func russian(_ value: Int) -> String {
        if value == 0 { return russianOnes[0] }
        var words: [String] = []
        if value >= 100 { words.append(russianHundreds[value / 100]) }
        let rest = value % 100
        if rest >= 20 {
            words.append(russianTens[rest / 10])
            if rest % 10 != 0 { words.append(russianOnes[rest % 10]) }
        } else if rest > 0 {
            words.append(russianOnes[rest])
        }
        return words.joined(separator: " ")
    }
}

extension SymbolTable {
    /// The Objective-C spellings of a Swift constant or enum case (`UIResponder.keyboardWillShowNotification` →
    /// `UIKeyboardWillShowNotification`), kept only when reading them back gives the same name.
    static func objectiveCSpellings(type: String, member: String) -> [String] {
        guard let first = member.first else { return [] }
        let upper = first.uppercased() + member.dropFirst()
        var candidates: [String] = []
        for entry in enumCasePrefixes where entry.swiftType == type { candidates.append(entry.prefix + upper) }
        for entry in keyPrefixes where entry.swiftType == type { candidates.append(entry.prefix + upper + entry.suffix) }
        for entry in constantPrefixes where entry.swiftType == type {
            let rest = entry.memberPrefix.isEmpty ? upper : (member.hasPrefix(entry.memberPrefix) ? String(member.dropFirst(entry.memberPrefix.count)) : "")
            if !rest.isEmpty { candidates.append(entry.prefix + rest) }
        }
        return candidates.filter { candidate in
            guard let back = objectiveCConstant(candidate) else { return false }
            return back.type == type && back.member == member
        }
    }
}

extension SymbolValidator: AnswerFormGenerating {
    public var generatedForms: [String] {
        expected.plain + symbols.flatMap { name -> [String] in
            // A delegate method's base name is shared; its forms keep the labels.
            let bare = name.labels != nil && SymbolTable.delegateBaseNames.contains(name.member) ? name.signature : name.member
            var forms = [name.signature, "`\(name.signature)`"]
            if let type = name.type {
                forms.append("UIKit.\(type).\(bare)")
                if name.labels == nil { forms += SymbolTable.objectiveCSpellings(type: type, member: name.member) }
            }
            if !requireType { forms += [bare, "self.\(bare)", "value.\(bare)"] }
            return forms
        }
    }
}

extension OrderValidator: AnswerFormGenerating {
    public var generatedForms: [String] {
        guard !written.isEmpty else { return [] }
        var forms = [written.joined(separator: ", "), written.joined(separator: " → "), written.joined(separator: "\n")]
        if written.allSatisfy({ choices.contains($0) }) {
            forms.append(written.map { ChoiceValidator.letter(choices.firstIndex(of: $0)!) }.joined(separator: ", "))
        }
        if names.allSatisfy({ $0 != nil }) {
            forms.append(names.map { $0!.signature }.joined(separator: " → "))
            forms.append(names.map { name in name!.type == nil ? name!.signature : name!.member }.joined(separator: ", "))
        }
        return forms
    }
}

extension ChoiceValidator: AnswerFormGenerating {
    public var generatedForms: [String] {
        guard expected.hash == nil else { return [] }
        let letters = right.sorted().map(Self.letter)
        var forms = [letters.joined(separator: ", "), letters.map { $0.lowercased() }.joined(separator: " "), letters.map { "\($0))" }.joined(separator: ", ")]
        if right.count == 1, let index = right.first {
            forms += [choices[index], choices[index].replacingOccurrences(of: "`", with: ""), "(\(Self.letter(index).lowercased()))"]
        }
        return forms
    }
}

extension TextValidator: AnswerFormGenerating {
    public var generatedForms: [String] {
        if !times.isEmpty {
            return expected.plain + times.flatMap { time -> [String] in
                let twelve = time.hour % 12 == 0 ? 12 : time.hour % 12
                let half = time.hour < 12 ? "AM" : "PM"
                return [time.canonical, String(format: "%d:%02d %@", twelve, time.minute, half), String(format: "%02d.%02d", time.hour, time.minute)]
            }
        }
        guard whitespace != "exact" else { return expected.plain }
        return expected.plain.flatMap { text in ["\"\(text)\"", "'\(text)'", "Optional(\"\(text)\")", "\(text).", " \(text) "] + (caseSensitive ? [] : [text.uppercased()]) }
    }
}

extension GeometryValidator: AnswerFormGenerating {
    public var generatedForms: [String] {
        expected.plain + values.flatMap { numbers -> [String] in
            let shown = numbers.map(NumberText.canonical)
            let labelled = zip(shape.components, shown).map { "\($0): \($1)" }.joined(separator: ", ")
            let type = ["rect": "CGRect", "point": "CGPoint", "size": "CGSize", "insets": "UIEdgeInsets"][shape.rawValue]!
            return [shown.joined(separator: " "), "\(type)(\(labelled))"]
        }
    }
}

extension ExpressionValidator: AnswerFormGenerating {
    public var generatedForms: [String] {
        written + written.flatMap { text -> [String] in
            var forms = ["let result = \(text)", "\(text);", "  \(text)  "]
            if text.first?.isLowercase == true, !text.hasPrefix("self.") { forms.append("self.\(text)") }
            return forms
        } + references.compactMap { reference in
            // The same conversion asked of its other end.
            guard case .conversion(let rect, let from, let to) = reference else { return nil }
            return "\(from).convert(\(rect), to: \(to))"
        }
    }
}
