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
            guard case .number(let value) = NumberText.read(text, units: units) else {
                throw ValidatorOptionError("the answer “\(text)” is not a number\(units.unit.map { " (in \($0))" } ?? "")", key: "answer")
            }
            values.append(value)
        }
        self.values = values
    }

    public func canonicalForm(_ answer: String) -> String? {
        guard case .number(let value) = NumberText.read(answer, units: units) else { return nil }
        return NumberText.canonical(value)
    }

    public func validate(_ answer: String) -> ValidationResult {
        let value: Double
        switch NumberText.read(answer, units: units) {
        case .number(let v): value = v
        case .wrongUnit(let unit): return .incorrect(detail: Message(.numberWrongUnit, units.unit ?? "", unit))
        case .unreadable: return .unreadable(Message(.numberUnreadable, answer))
        }
        if expected.hash != nil { return expected.hashMatches(NumberText.canonical(value)) ? .correct : .incorrect(detail: nil) }
        if values.contains(where: { abs($0 - value) <= tolerance + 1e-9 * max(1, abs($0)) }) { return .correct }
        guard tellDirection, let nearest = values.min(by: { abs($0 - value) < abs($1 - value) }) else { return .incorrect(detail: nil) }
        return .incorrect(detail: Message(value > nearest ? .numberTooHigh : .numberTooLow))
    }

    public var shownAnswer: String? { expected.plain.first.map { text in units.unit.map { text.hasSuffix($0) ? text : "\(text) \($0)" } ?? text } }

    public func sameAnswer(_ answer: String, _ other: String) -> Bool {
        guard case .number(let a) = NumberText.read(answer, units: units), case .number(let b) = NumberText.read(other, units: units)
        else { return false }
        return abs(a - b) <= tolerance + 1e-9 * max(1, abs(b))
    }
}

/// Reading numbers as learners type them: `216`, `-0.5`, `2,5` (a decimal comma), `1e3`, with a unit after.
enum NumberText {
    struct Units: Sendable, Hashable {
        var unit: String?
        var aliases: [String]
        func accepts(_ text: String) -> Bool {
            guard let unit else { return false }
            let lower = text.lowercased()
            return lower == unit.lowercased() || aliases.contains { $0.lowercased() == lower }
        }
    }

    enum Reading: Equatable { case number(Double), wrongUnit(String), unreadable }

    static func read(_ text: String, units: Units) -> Reading {
        let text = text.trimmingCharacters(in: .whitespacesAndNewlines)
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
        guard let value = number(String(text[..<end])) else { return .unreadable }
        let rest = text[end...].trimmingCharacters(in: .whitespaces)
        if rest.isEmpty { return .number(value) }
        if units.accepts(rest) { return .number(value) }
        if rest.allSatisfy({ $0.isLetter || $0 == "%" }) { return units.unit == nil ? .unreadable : .wrongUnit(rest) }
        return .unreadable
    }

    static func number(_ text: String) -> Double? {
        var text = text
        if text.filter({ $0 == "," }).count == 1, !text.contains(".") { text = text.replacingOccurrences(of: ",", with: ".") }
        guard !text.isEmpty, !text.contains(","), let value = Double(text), value.isFinite else { return nil }
        return value
    }

    /// `216`, `0.5`, `-3.25`: integers without a decimal point, others in Swift's shortest form.
    static func canonical(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return String(value)
    }
}
