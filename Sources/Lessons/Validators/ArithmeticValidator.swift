import Foundation

/// A number the learner may give as a calculation (`480 - 264`, `568-216`, `(568 - 216) / 2`, `7 << 16`,
/// `2 | 4`): it is evaluated, then compared like a number. + - * / % and Swift's integer operators
/// << >> & | ~ with Swift's precedence (shifts bind tighter than * and &, which bind tighter than + and |),
/// parentheses, decimals, `0x`/`0b`/`0o` literals, `65_536`, superscript powers (`2¹⁶`), unit words after
/// numbers (converted like the number validator's) and small numbers in words (`sixty-three`).
///
/// Options: `answer` / `answers` (numbers or expressions) / `answer_sha256` (of the canonical
/// number, only when `tolerance` is 0), `tolerance` (default 0), `unit`, `unit_aliases`,
/// `tell_direction` (say "too high"/"too low", default false).
public struct ArithmeticValidator: AnswerValidator, CanonicalAnswering {
    public static let type = "arithmetic"
    public static let optionKeys: Set<String> = ["answer", "answers", "answer_sha256", "tolerance", "unit", "unit_aliases", "tell_direction"]

    let expected: ExpectedAnswer
    let values: [Double]
    let tolerance: Double
    let units: NumberText.Units
    let tellDirection: Bool

    public init(options: ValidatorOptions) throws(ValidatorOptionError) {
        expected = try ExpectedAnswer.read(options, typeName: Self.type)
        tolerance = try options.double("tolerance") ?? 0
        if expected.hash != nil, tolerance > 0 {
            throw ValidatorOptionError("answer_sha256 cannot be used with a tolerance: the hash needs one exact answer", key: "answer_sha256")
        }
        units = NumberText.Units(unit: try options.string("unit"), aliases: try options.strings("unit_aliases") ?? [])
        tellDirection = try options.bool("tell_direction") ?? false
        var values: [Double] = []
        for text in expected.plain {
            guard case .value(let value) = Self.evaluate(text, units: units) else {
                throw ValidatorOptionError("the answer “\(text)” is not a number or a calculation", key: "answer")
            }
            values.append(value)
        }
        self.values = values
    }

    enum Evaluation: Equatable {
        case value(Double)
        /// Read, but wrong whatever the numbers: a unit of another dimension or an unknown unit.
        case wrong(Message)
        /// What could not be read, in English (like the parser's other problems).
        case problem(String)
    }

    /// Evaluates the answer: a plain number (in words too) first, else an expression.
    static func evaluate(_ text: String, units: NumberText.Units) -> Evaluation {
        switch NumberText.read(text, units: units) {
        case .number(let value, _): return .value(value)
        case .otherDimension(let unit): return .wrong(Message(.numberOtherDimension, unit, units.unit ?? ""))
        case .wrongUnit(let unit): return .wrong(Message(.numberWrongUnit, units.unit ?? "", unit))
        case .unreadable: return evaluateCalculation(text, units: units)
        }
    }

    /// The text as a calculation, for a caller that has already found it is no plain number (`NumberValidator`).
    static func evaluateCalculation(_ text: String, units: NumberText.Units) -> Evaluation {
        let characters = NumberText.joinGroups(text).map { character -> Character in
            switch character {
            case "×": "*"
            case "÷": "/"
            case "−", "–": "-"
            default: character
            }
        }
        var parser = ExpressionParser(characters, units: units)
        switch parser.parseAll() {
        case .success(let value): return .value(value)
        case .failure(.message(let problem)): return .problem(problem)
        case .failure(.otherDimension(let unit)): return .wrong(Message(.numberOtherDimension, unit, units.unit ?? ""))
        case .failure(.wrongUnit(let unit)): return .wrong(Message(.numberWrongUnit, units.unit ?? "", unit))
        }
    }

    /// A calculation to show how answers are written, never one whose value is right.
    var example: String {
        let examples: [(text: String, value: Double)] = [("2 * (10 + 5)", 30), ("(1 << 4) + 3", 19), ("3 * 7", 21)]
        return examples.first { example in !values.contains { abs($0 - example.value) < 1e-9 } }!.text
    }

    public func canonicalForm(_ answer: String) -> String? {
        guard case .value(let value) = Self.evaluate(answer, units: units) else { return nil }
        return NumberText.canonical(value)
    }

    public func validate(_ answer: String) -> ValidationResult {
        switch Self.evaluate(answer, units: units) {
        case .problem(let problem): return .unreadable(Message(.arithmeticUnreadable, answer, problem, example))
        case .wrong(let message): return .incorrect(detail: message)
        case .value(let value):
            if let disagreement = EnumCases.disagreement(answer, value: value) { return .incorrect(detail: disagreement) }
            if expected.hash != nil { return expected.hashMatches(NumberText.canonical(value)) ? .correct : .incorrect(detail: nil) }
            if values.contains(where: { abs($0 - value) <= tolerance + 1e-9 * max(1, abs($0)) }) { return .correct }
            guard tellDirection, let nearest = values.min(by: { abs($0 - value) < abs($1 - value) }) else { return .incorrect(detail: nil) }
            return .incorrect(detail: Message(value > nearest ? .numberTooHigh : .numberTooLow))
        }
    }

    public func note(on answer: String) -> Message? {
        NumberText.conversionNote(answer, units: units) ?? EnumCases.uncheckedNote(answer)
    }

    public var shownAnswer: String? { expected.plain.first }

    public func sameAnswer(_ answer: String, _ other: String) -> Bool {
        guard case .value(let a) = Self.evaluate(answer, units: units), case .value(let b) = Self.evaluate(other, units: units)
        else { return false }
        return abs(a - b) <= tolerance + 1e-9 * max(1, abs(b))
    }
}

/// Recursive descent with Swift's precedence:
/// sum = product (('+'|'-'|'|') product)*; product = shift (('*'|'/'|'%'|'&') shift)*;
/// shift = unary (('<<'|'>>') unary)*; unary = ('-'|'+'|'~') unary | power; power = primary superscript-digits?;
/// primary = number unit? | '(' sum ')'. Depth is capped so a pasted wall of parentheses cannot exhaust the stack.
struct ExpressionParser {
    var characters: [Character]
    var position = 0
    var depth = 0
    let units: NumberText.Units
    static let maximumDepth = 64
    /// Whole numbers the bitwise operators work on exactly (a Double holds every integer up to 2⁵³).
    static let integerLimit = 9_007_199_254_740_992.0

    init(_ characters: [Character], units: NumberText.Units = NumberText.Units(unit: nil, aliases: [])) {
        self.characters = characters
        self.units = units
    }

    enum Problem: Error, Equatable { case message(String), otherDimension(String), wrongUnit(String) }

    mutating func parseAll() -> Result<Double, Problem> {
        do {
            let value = try sum()
            skipSpaces()
            if position < characters.count { throw Problem.message(unexpected(characters[position])) }
            guard value.isFinite else { throw Problem.message(Localizer.english[.arithmeticDivisionByZero]) }
            return .success(value)
        } catch let problem as Problem {
            return .failure(problem)
        } catch {
            return .failure(.message("\(error)"))
        }
    }

    func unexpected(_ c: Character) -> String {
        c == "^" ? "“^” is not a power in Swift: write 1 << 16 or 65536 for 2¹⁶" : "unexpected “\(c)”"
    }

    mutating func skipSpaces() { while position < characters.count, characters[position].isWhitespace { position += 1 } }

    mutating func peek() -> Character? {
        skipSpaces()
        return position < characters.count ? characters[position] : nil
    }

    /// The operator at the current position among `operators` (longest first); `|` and `&` are not
    /// read out of `||` and `&&`, which the lessons' calculations never need.
    mutating func operatorHere(_ operators: [String]) -> String? {
        skipSpaces()
        for op in operators {
            let chars = Array(op)
            guard position + chars.count <= characters.count, Array(characters[position..<position + chars.count]) == chars else { continue }
            if op == "|" || op == "&", position + 1 < characters.count, characters[position + 1] == chars[0] { continue }
            return op
        }
        return nil
    }

    static func integer(_ value: Double, for op: String) throws -> Int64 {
        guard value == value.rounded(), abs(value) < integerLimit else { throw Problem.message("“\(op)” needs whole numbers") }
        return Int64(value)
    }

    mutating func sum() throws -> Double {
        var value = try product()
        while let op = operatorHere(["+", "-", "|"]) {
            position += op.count
            let rhs = try product()
            switch op {
            case "+": value += rhs
            case "-": value -= rhs
            default: value = Double(try Self.integer(value, for: op) | Self.integer(rhs, for: op))
            }
        }
        return value
    }

    mutating func product() throws -> Double {
        var value = try shift()
        while let op = operatorHere(["*", "/", "%", "&"]) {
            position += op.count
            let rhs = try shift()
            switch op {
            case "*": value *= rhs
            case "/", "%":
                if rhs == 0 { throw Problem.message(Localizer.english[.arithmeticDivisionByZero]) }
                value = op == "/" ? value / rhs : value.truncatingRemainder(dividingBy: rhs)
            default: value = Double(try Self.integer(value, for: op) & Self.integer(rhs, for: op))
            }
        }
        return value
    }

    mutating func shift() throws -> Double {
        var value = try unary()
        while let op = operatorHere(["<<", ">>"]) {
            position += op.count
            let rhs = try unary()
            let base = try Self.integer(value, for: op), amount = try Self.integer(rhs, for: op)
            guard (0...62).contains(amount) else { throw Problem.message("a shift by \(amount) is out of range") }
            if op == "<<" {
                value = Double(base) * pow(2, Double(amount))
                guard abs(value) < Self.integerLimit else { throw Problem.message("\(base) << \(amount) is too large") }
            } else {
                value = Double(base >> amount)
            }
        }
        return value
    }

    mutating func unary() throws -> Double {
        depth += 1
        defer { depth -= 1 }
        guard depth < Self.maximumDepth else { throw Problem.message("too deeply nested") }
        if let c = peek(), c == "-" || c == "+" || c == "~" {
            position += 1
            let value = try unary()
            switch c {
            case "-": return -value
            case "~": return Double(~(try Self.integer(value, for: "~")))
            default: return value
            }
        }
        return try power()
    }

    static let superscripts: [Character: Int] = ["⁰": 0, "¹": 1, "²": 2, "³": 3, "⁴": 4, "⁵": 5, "⁶": 6, "⁷": 7, "⁸": 8, "⁹": 9]

    mutating func power() throws -> Double {
        let base = try primary()
        var exponent: Int?
        while position < characters.count, let digit = Self.superscripts[characters[position]] {
            exponent = (exponent ?? 0) * 10 + digit
            position += 1
            guard exponent! < 1000 else { throw Problem.message("the power is too large") }
        }
        return exponent.map { pow(base, Double($0)) } ?? base
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
        guard c.isASCII, c.isNumber || c == "." else { throw Problem.message(unexpected(c)) }
        let value = try literal()
        return value * (try unitFactor())
    }

    /// `216`, `0.5`, `2,5`, `0x70000`, `0b110`, `0o17`, `65_536`.
    mutating func literal() throws -> Double {
        let start = position
        if characters[position] == "0", position + 1 < characters.count, let radix = ["x": 16, "b": 2, "o": 8][characters[position + 1]] {
            position += 2
            let digitsStart = position
            while position < characters.count, characters[position].isHexDigit || characters[position] == "_" { position += 1 }
            let digits = String(characters[digitsStart..<position]).replacingOccurrences(of: "_", with: "")
            guard let value = Int64(digits, radix: radix), Double(value) < Self.integerLimit else {
                throw Problem.message("“\(String(characters[start..<position]))” is not a number")
            }
            return Double(value)
        }
        while position < characters.count,
              characters[position].isASCII && (characters[position].isNumber || characters[position] == "." || characters[position] == "," || characters[position] == "_") {
            position += 1
        }
        let written = String(characters[start..<position])
        guard let value = NumberText.number(written.replacingOccurrences(of: "_", with: "")) else {
            throw Problem.message("“\(written)” is not a number")
        }
        return value
    }

    /// A unit word after a number, when the question has a unit: the factor into the question's unit.
    mutating func unitFactor() throws -> Double {
        var end = position
        while end < characters.count, characters[end] == " " { end += 1 }
        let wordStart = end
        while end < characters.count, characters[end].isLetter || characters[end] == "%" { end += 1 }
        guard end > wordStart else { return 1 }
        let word = String(characters[wordStart..<end])
        // Without a unit in the question, a unit word (`16 - 5 pt`) says what is counted and changes nothing.
        guard units.unit != nil else {
            if MeasureUnit.named(word) != nil { position = end }
            return 1
        }
        switch units.reading(word) {
        case .factor(let factor):
            position = end
            return factor
        case .otherDimension: throw Problem.otherDimension(word)
        case .wrongUnit, .none: throw Problem.wrongUnit(word)
        }
    }
}
