import Foundation

/// A number the learner may give as a calculation (`480 - 264`, `568-216`, `(568 - 216) / 2`):
/// it is evaluated, then compared like a number. Only + - * / parentheses and decimals.
///
/// Options: `answer` / `answers` (numbers or expressions) / `answer_sha256` (of the canonical
/// number, only when `tolerance` is 0), `tolerance` (default 0), `unit`, `unit_aliases`.
public struct ArithmeticValidator: AnswerValidator, CanonicalAnswering {
    public static let type = "arithmetic"
    public static let optionKeys: Set<String> = ["answer", "answers", "answer_sha256", "tolerance", "unit", "unit_aliases"]

    let expected: ExpectedAnswer
    let values: [Double]
    let tolerance: Double
    let units: NumberText.Units

    public init(options: ValidatorOptions) throws(ValidatorOptionError) {
        expected = try ExpectedAnswer.read(options, typeName: Self.type)
        tolerance = try options.double("tolerance") ?? 0
        if expected.hash != nil, tolerance > 0 {
            throw ValidatorOptionError("answer_sha256 cannot be used with a tolerance: the hash needs one exact answer", key: "answer_sha256")
        }
        units = NumberText.Units(unit: try options.string("unit"), aliases: try options.strings("unit_aliases") ?? [])
        var values: [Double] = []
        for text in expected.plain {
            guard case .success(let value) = Self.evaluate(text, units: units) else {
                throw ValidatorOptionError("the answer “\(text)” is not a number or a calculation", key: "answer")
            }
            values.append(value)
        }
        self.values = values
    }

    /// Evaluates the expression; a unit word after any number (`568pt - 216pt`) is dropped when it is the
    /// validator's unit.
    static func evaluate(_ text: String, units: NumberText.Units) -> Result<Double, Message> {
        var cleaned = text
        if let unit = units.unit {
            for spelling in ([unit] + units.aliases).sorted(by: { $0.count > $1.count }) {
                cleaned = cleaned.replacingOccurrences(of: spelling, with: " ", options: .caseInsensitive)
            }
        }
        var parser = ExpressionParser(Array(cleaned.replacingOccurrences(of: "×", with: "*").replacingOccurrences(of: "÷", with: "/")
            .replacingOccurrences(of: "−", with: "-")))
        switch parser.parseAll() {
        case .success(let value): return .success(value)
        case .failure(.message(let problem)): return .failure(Message(.arithmeticUnreadable, text, problem))
        }
    }

    public func canonicalForm(_ answer: String) -> String? {
        guard case .success(let value) = Self.evaluate(answer, units: units) else { return nil }
        return NumberText.canonical(value)
    }

    public func validate(_ answer: String) -> ValidationResult {
        switch Self.evaluate(answer, units: units) {
        case .failure(let message): return .unreadable(message)
        case .success(let value):
            if expected.hash != nil { return expected.hashMatches(NumberText.canonical(value)) ? .correct : .incorrect(detail: nil) }
            return values.contains { abs($0 - value) <= tolerance + 1e-9 * max(1, abs($0)) } ? .correct : .incorrect(detail: nil)
        }
    }

    public var shownAnswer: String? { expected.plain.first }

    public func sameAnswer(_ answer: String, _ other: String) -> Bool {
        guard case .success(let a) = Self.evaluate(answer, units: units), case .success(let b) = Self.evaluate(other, units: units)
        else { return false }
        return abs(a - b) <= tolerance + 1e-9 * max(1, abs(b))
    }
}

/// Recursive descent over: sum = product (('+'|'-') product)*; product = unary (('*'|'/') unary)*;
/// unary = '-' unary | '+' unary | primary; primary = number | '(' sum ')'. Depth is capped so a
/// pasted wall of parentheses cannot exhaust the stack.
struct ExpressionParser {
    var characters: [Character]
    var position = 0
    var depth = 0
    static let maximumDepth = 64

    init(_ characters: [Character]) { self.characters = characters }

    enum Problem: Error { case message(String) }

    mutating func parseAll() -> Result<Double, Problem> {
        do {
            let value = try sum()
            skipSpaces()
            if position < characters.count { throw Problem.message("unexpected “\(characters[position])”") }
            guard value.isFinite else { throw Problem.message(Localizer.english[.arithmeticDivisionByZero]) }
            return .success(value)
        } catch let problem as Problem {
            return .failure(problem)
        } catch {
            return .failure(.message("\(error)"))
        }
    }

    mutating func skipSpaces() { while position < characters.count, characters[position].isWhitespace { position += 1 } }

    mutating func peek() -> Character? {
        skipSpaces()
        return position < characters.count ? characters[position] : nil
    }

    mutating func sum() throws -> Double {
        var value = try product()
        while let c = peek(), c == "+" || c == "-" {
            position += 1
            let rhs = try product()
            value = c == "+" ? value + rhs : value - rhs
        }
        return value
    }

    mutating func product() throws -> Double {
        var value = try unary()
        while let c = peek(), c == "*" || c == "/" {
            position += 1
            let rhs = try unary()
            if c == "/", rhs == 0 { throw Problem.message(Localizer.english[.arithmeticDivisionByZero]) }
            value = c == "*" ? value * rhs : value / rhs
        }
        return value
    }

    mutating func unary() throws -> Double {
        depth += 1
        defer { depth -= 1 }
        guard depth < Self.maximumDepth else { throw Problem.message("too deeply nested") }
        if let c = peek(), c == "-" || c == "+" {
            position += 1
            let value = try unary()
            return c == "-" ? -value : value
        }
        return try primary()
    }

    mutating func primary() throws -> Double {
        guard let c = peek() else { throw Problem.message("a number is missing at the end") }
        if c == "(" {
            position += 1
            let value = try sum()
            guard peek() == ")" else { throw Problem.message("“)” is missing") }
            position += 1
            return value
        }
        let start = position
        while position < characters.count, characters[position].isASCII && (characters[position].isNumber || characters[position] == "." || characters[position] == ",") {
            position += 1
        }
        guard position > start else { throw Problem.message("unexpected “\(c)”") }
        guard let value = NumberText.number(String(characters[start..<position])) else {
            throw Problem.message("“\(String(characters[start..<position]))” is not a number")
        }
        return value
    }
}
