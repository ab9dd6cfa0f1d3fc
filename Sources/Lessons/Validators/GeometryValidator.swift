import Foundation

/// A rectangle, point, size or edge insets, in any of the spellings a learner meets:
/// `{{0, 264}, {320, 216}}` (NSStringFromCGRect), `CGRect(x: 0, y: 264, width: 320, height: 216)`,
/// `CGRect(origin: CGPoint(x: 0, y: 264), size: CGSize(width: 320, height: 216))`, `0 264 320 216`,
/// `UIEdgeInsets(top: 0, left: 0, bottom: 216, right: 0)`, `{0, 0, 216, 0}`, `.zero`.
/// Labelled numbers may come in any order; unlabelled ones are in the type's own order.
///
/// Options: `shape` (`rect` | `point` | `size` | `insets`, required), `answer` / `answers` /
/// `answer_sha256` (of the numbers joined by spaces, e.g. `0 264 320 216`), `tolerance` (default 0),
/// `tell_component` (name the first wrong component, default true).
public struct GeometryValidator: AnswerValidator, CanonicalAnswering {
    public static let type = "geometry"
    public static let optionKeys: Set<String> = ["shape", "answer", "answers", "answer_sha256", "tolerance", "tell_component"]

    public enum Shape: String, Sendable, CaseIterable {
        case rect, point, size, insets

        /// The message for an answer that is not this shape: one per shape, so each language names it in its words.
        var unreadable: StringKey {
            switch self {
            case .rect: .geometryUnreadableRect
            case .point: .geometryUnreadablePoint
            case .size: .geometryUnreadableSize
            case .insets: .geometryUnreadableInsets
            }
        }

        var components: [String] {
            switch self {
            case .rect: ["x", "y", "width", "height"]
            case .point: ["x", "y"]
            case .size: ["width", "height"]
            case .insets: ["top", "left", "bottom", "right"]
            }
        }
        var typeNames: Set<String> {
            switch self {
            case .rect: ["CGRect", "NSRect", "CGRectMake"]
            case .point: ["CGPoint", "NSPoint", "CGPointMake"]
            case .size: ["CGSize", "NSSize", "CGSizeMake"]
            case .insets: ["UIEdgeInsets", "UIEdgeInsetsMake", "NSDirectionalEdgeInsets", "NSEdgeInsets"]
            }
        }
        var example: String {
            switch self {
            case .rect: "CGRect(x: 0, y: 264, width: 320, height: 216) or {{0, 264}, {320, 216}}"
            case .point: "CGPoint(x: 0, y: 264) or {0, 264}"
            case .size: "CGSize(width: 320, height: 216) or {320, 216}"
            case .insets: "UIEdgeInsets(top: 0, left: 0, bottom: 216, right: 0) or {0, 0, 216, 0}"
            }
        }
    }

    /// Label spellings mapped to component names.
    static let labels: [String: String] = [
        "x": "x", "y": "y", "width": "width", "w": "width", "height": "height", "h": "height",
        "top": "top", "left": "left", "bottom": "bottom", "right": "right", "leading": "left", "trailing": "right",
    ]
    /// Words allowed in an answer that carry no number.
    static let fillerWords: Set<String> = ["origin", "size", "zero", "pt", "points", "x", "by"]

    public let shape: Shape
    let expected: ExpectedAnswer
    let values: [[Double]]
    let tolerance: Double
    let tellComponent: Bool

    public init(options: ValidatorOptions) throws(ValidatorOptionError) {
        guard let name = try options.word("shape", in: Shape.allCases.map(\.rawValue)), let shape = Shape(rawValue: name) else {
            throw ValidatorOptionError("missing required key “shape” (rect, point, size or insets) in the geometry validator")
        }
        self.shape = shape
        expected = try ExpectedAnswer.read(options, typeName: Self.type)
        tolerance = try options.double("tolerance") ?? 0
        tellComponent = try options.bool("tell_component") ?? true
        var values: [[Double]] = []
        for text in expected.plain {
            guard let numbers = Self.read(text, shape: shape) else {
                throw ValidatorOptionError("the answer “\(text)” is not a \(shape.rawValue); write it like \(shape.example)", key: "answer")
            }
            values.append(numbers)
        }
        self.values = values
    }

    /// The components in the shape's order, or nil when the text is not such a shape.
    static func read(_ text: String, shape: Shape) -> [Double]? {
        var identifiers: [String] = []
        var numbers: [(label: String?, value: Double)] = []
        var pendingLabel: String?
        var index = text.startIndex
        var previousWasNumber = false
        while index < text.endIndex {
            let c = text[index]
            if c.isLetter || c == "_" {
                var end = index
                while end < text.endIndex, text[end].isLetter || text[end] == "_" { end = text.index(after: end) }
                let word = String(text[index..<end])
                var after = end
                while after < text.endIndex, text[after] == " " { after = text.index(after: after) }
                if after < text.endIndex, text[after] == ":" {
                    if let label = labels[word.lowercased()] {
                        pendingLabel = label
                    } else if fillerWords.contains(word.lowercased()) {
                        pendingLabel = nil
                    } else {
                        return nil
                    }
                    index = text.index(after: after)
                } else {
                    identifiers.append(word)
                    index = end
                }
                previousWasNumber = false
                continue
            }
            let next = text.index(after: index)
            let startsNumber = c.isNumber || c == "." && next < text.endIndex && text[next].isNumber
                || (c == "-" || c == "+") && !previousWasNumber && next < text.endIndex && (text[next].isNumber || text[next] == ".")
            if startsNumber {
                var end = next
                while end < text.endIndex, text[end].isNumber || text[end] == "." { end = text.index(after: end) }
                var isCalculation = false
                while let after = Self.operandAfterOperator(in: text, from: end) {
                    end = after
                    isCalculation = true
                }
                let value: Double
                if isCalculation {
                    // `100 + 44`, `568 - 216`: Swift integer arithmetic inside the shape, worked out.
                    var parser = ExpressionParser(Array(text[index..<end].replacingOccurrences(of: "−", with: "-")))
                    guard case .success(let result) = parser.parseAll() else { return nil }
                    value = result
                } else {
                    guard let plain = Double(text[index..<end]), plain.isFinite else { return nil }
                    value = plain
                }
                numbers.append((pendingLabel, value))
                pendingLabel = nil
                previousWasNumber = true
                index = end
                continue
            }
            if c == "×" || c == "," || c == ";" || c == "." || "{}()[] \t\n".contains(c) {
                if !c.isWhitespace { previousWasNumber = false }
                index = next
                continue
            }
            return nil
        }
        // The first identifier may name the type; it must be this shape's type.
        for word in identifiers {
            let allTypes = Shape.allCases.reduce(into: Set<String>()) { $0.formUnion($1.typeNames) }
            if allTypes.contains(word) {
                if word == identifiers.first, !shape.typeNames.contains(word) { return nil }
            } else if !fillerWords.contains(word.lowercased()) {
                return nil
            }
        }
        if numbers.isEmpty, identifiers.contains("zero") { return Array(repeating: 0, count: shape.components.count) }
        guard numbers.count == shape.components.count else { return nil }
        let labelled = numbers.filter { $0.label != nil }
        if labelled.isEmpty { return numbers.map(\.value) }
        guard labelled.count == numbers.count else { return nil }
        var result: [Double] = []
        for component in shape.components {
            let matching = numbers.filter { $0.label == component }
            guard matching.count == 1 else { return nil }
            result.append(matching[0].value)
        }
        return result
    }

    public func canonicalForm(_ answer: String) -> String? {
        Self.read(answer, shape: shape).map { $0.map(NumberText.canonical).joined(separator: " ") }
    }

    public func validate(_ answer: String) -> ValidationResult {
        guard let numbers = Self.read(answer, shape: shape) else {
            return .unreadable(Message(shape.unreadable, answer, shape.example))
        }
        if expected.hash != nil {
            return expected.hashMatches(numbers.map(NumberText.canonical).joined(separator: " ")) ? .correct : .incorrect(detail: nil)
        }
        if values.contains(where: { Self.close($0, numbers, tolerance) }) { return .correct }
        guard tellComponent, let first = values.first,
              let wrong = Array(zip(first, numbers)).firstIndex(where: { abs($0 - $1) > tolerance }) else { return .incorrect(detail: nil) }
        return .incorrect(detail: Message(.geometryComponentWrong, shape.components[wrong]))
    }

    /// Where the number after a binary operator ends (`568 - 216` from after `568`), or nil. The operator is
    /// binary when spaced alike on both sides, so `0 -5` stays two numbers.
    static func operandAfterOperator(in text: String, from start: String.Index) -> String.Index? {
        var index = start
        var spacesBefore = 0
        while index < text.endIndex, text[index] == " " { index = text.index(after: index); spacesBefore += 1 }
        guard index < text.endIndex, "+-*/−".contains(text[index]) else { return nil }
        index = text.index(after: index)
        var spacesAfter = 0
        while index < text.endIndex, text[index] == " " { index = text.index(after: index); spacesAfter += 1 }
        guard (spacesBefore == 0) == (spacesAfter == 0), index < text.endIndex, text[index].isNumber else { return nil }
        while index < text.endIndex, text[index].isNumber || text[index] == "." { index = text.index(after: index) }
        return index
    }

    static func close(_ a: [Double], _ b: [Double], _ tolerance: Double) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) <= tolerance + 1e-9 }
    }

    public var shownAnswer: String? { expected.plain.first }

    /// Component names a sentence may use, in English and Russian, beside the Swift labels.
    static let spokenLabels: [String: String] = [
        "x": "x", "y": "y", "w": "width", "width": "width", "wide": "width", "h": "height", "height": "height", "tall": "height",
        "top": "top", "left": "left", "bottom": "bottom", "right": "right", "ширина": "width", "ширину": "width", "шириной": "width",
        "высота": "height", "высоту": "height", "высотой": "height", "верх": "top", "сверху": "top", "слева": "left", "лево": "left",
        "низ": "bottom", "снизу": "bottom", "справа": "right", "право": "right",
    ]

    nonisolated(unsafe) static let numberPattern = try! NSRegularExpression(pattern: #"-?\d+(?:[.,]\d+)?"#)

    /// A shape named in words: every component by name (`x 20, y 144, width 280, height 31`, «ширина 280, высота 31»,
    /// `x=0 y=352 w=320 h=216`), or exactly as many numbers as the shape has, in its order (`origin (0, 352), size
    /// 320×216`), written back as Swift so `read` takes it.
    public func sentenceReadings(_ answer: String) -> [String] {
        let text = answer.replacingOccurrences(of: "×", with: " ")
        let matches = Self.numberPattern.matches(in: text, range: NSRange(text.startIndex..., in: text))
        var numbers: [String] = []
        var named: [String: String] = [:]
        for match in matches {
            guard let range = Range(match.range, in: text) else { continue }
            let number = text[range].replacingOccurrences(of: ",", with: ".")
            numbers.append(number)
            let before = text[..<range.lowerBound].lowercased()
            let word = before.split { !$0.isLetter }.last.map(String.init) ?? ""
            let gap = before.reversed().prefix { !$0.isLetter }
            if let component = Self.spokenLabels[word], gap.allSatisfy({ " :=".contains($0) }), named[component] == nil {
                named[component] = number
            }
        }
        let type = shape.typeNames.sorted().first { !$0.hasSuffix("Make") && !$0.hasPrefix("NS") } ?? "CGRect"
        func written(_ values: [String]) -> String {
            type + "(" + zip(shape.components, values).map { "\($0): \($1)" }.joined(separator: ", ") + ")"
        }
        var readings: [String] = []
        let components = shape.components.compactMap { named[$0] }
        if components.count == shape.components.count { readings.append(written(components)) }
        if numbers.count == shape.components.count { readings.append(written(numbers)) }
        return readings
    }

    public func sameAnswer(_ answer: String, _ other: String) -> Bool {
        guard let a = Self.read(answer, shape: shape), let b = Self.read(other, shape: shape) else { return false }
        return Self.close(a, b, tolerance)
    }
}
