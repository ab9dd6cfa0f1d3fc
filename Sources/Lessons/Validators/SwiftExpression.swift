import Foundation

/// One line of Swift as the expression validator compares it: parsed, then normalized (`normalized`) so that
/// spellings that mean the same call compare equal (`equivalent(to:)`), and a wrong one is told what differs.
indirect enum SwiftExpression: Sendable, Hashable, CustomStringConvertible {
    case name(String)
    case literal(String)
    case implicitMember(String)
    case member(SwiftExpression, String)
    case call(SwiftExpression, [Argument])
    case subscripted(SwiftExpression, [Argument])
    case unwrapped(SwiftExpression)
    case array([SwiftExpression])
    case tuple([SwiftExpression])
    case closure(String)
    case macro(String, [Argument]?)
    case prefix(String, SwiftExpression)
    case operators([SwiftExpression], [String])
    case cast(SwiftExpression, String)
    case assignment(SwiftExpression, SwiftExpression)
    /// After normalizing: a static member, enum case or constant, compared as an API.
    case symbol(APIName)
    /// After normalizing: a rectangle or point converted between two coordinate spaces.
    case conversion(SwiftExpression, from: SwiftExpression, to: SwiftExpression)

    struct Argument: Sendable, Hashable {
        var label: String?
        var value: SwiftExpression
    }

    struct Failure: Error, Equatable {
        var message: String
        var column: Int
    }

    static func parse(_ text: String) -> Result<SwiftExpression, Failure> {
        var parser = SwiftExpressionParser(Array(text))
        do { return .success(try parser.statement()) } catch { return .failure(error) }
    }

    var description: String {
        switch self {
        case .name(let n), .literal(let n): return n
        case .implicitMember(let m): return "." + m
        case .member(let base, let m): return "\(base).\(m)"
        case .call(let callee, let arguments): return "\(callee)(\(Self.list(arguments)))"
        case .subscripted(let base, let arguments): return "\(base)[\(Self.list(arguments))]"
        case .unwrapped(let base): return "\(base)!"
        case .array(let items): return "[" + items.map(\.description).joined(separator: ", ") + "]"
        case .tuple(let items): return "(" + items.map(\.description).joined(separator: ", ") + ")"
        case .closure(let body): return "{ \(body) }"
        case .macro(let name, let arguments): return "#\(name)" + (arguments.map { "(\(Self.list($0)))" } ?? "")
        case .prefix(let op, let operand): return op + operand.description
        case .operators(let operands, let ops):
            return zip(operands, ops).map { "\($0) \($1) " }.joined() + (operands.last?.description ?? "")
        case .cast(let e, let type): return "\(e) as \(type)"
        case .assignment(let target, let value): return "\(target) = \(value)"
        case .symbol(let name): return name.description
        case .conversion(let rect, let from, let to): return "convert(\(rect), from: \(from), to: \(to))"
        }
    }

    static func list(_ arguments: [Argument]) -> String {
        arguments.map { ($0.label.map { "\($0): " } ?? "") + $0.value.description }.joined(separator: ", ")
    }

    // MARK: Normalizing

    /// Methods that say the same thing from either end: `a.convert(r, from: b)` ≡ `b.convert(r, to: a)`, and a
    /// `nil` space is the receiver's window. Data, not special cases: add a row when a lesson needs one.
    static let converseCalls: [(name: String, inward: String, outward: String, nilMeans: String)] = [
        ("convert", "from", "to", "window"),
    ]

    /// The expression with what does not change its meaning read away (see `ExpressionValidator`).
    var normalized: SwiftExpression {
        switch self {
        case .unwrapped(let base): return base.normalized
        case .member(.name("self"), let m): return SwiftExpression.name(m).normalized
        case .name(let n):
            if n.first?.isUppercase == true, let api = APIName(n), api.type != nil { return .symbol(api) }
            return self
        case .implicitMember(let m): return .symbol(APIName(type: nil, member: m))
        case .member(let base, let m):
            let base = base.normalized
            if base.isTypePath, let api = APIName("\(base).\(m)") { return .symbol(api) }
            if case .symbol(let type) = base, type.type != nil || type.member.first?.isUppercase == true, let api = APIName("\(type.description).\(m)") {
                return .symbol(api)
            }
            return .member(base, m)
        case .call(let callee, let arguments):
            let callee = callee.normalized
            let arguments = arguments.map { Argument(label: $0.label, value: $0.value.normalized) }
            if case .member(let receiver, let name) = callee, arguments.count == 2, arguments[0].label == nil,
               let rule = Self.converseCalls.first(where: { $0.name == name }), let label = arguments[1].label, label == rule.inward || label == rule.outward {
                let other = arguments[1].value == .name("nil") ? SwiftExpression.member(receiver, rule.nilMeans) : arguments[1].value
                return label == rule.inward ? .conversion(arguments[0].value, from: other, to: receiver)
                                            : .conversion(arguments[0].value, from: receiver, to: other)
            }
            return .call(callee, arguments)
        case .subscripted(let base, let arguments): return .subscripted(base.normalized, arguments.map { Argument(label: $0.label, value: $0.value.normalized) })
        case .array(let items):
            let items = items.map(\.normalized)
            return items.count == 1 ? items[0] : .array(items)
        case .tuple(let items): return items.count == 1 ? items[0].normalized : .tuple(items.map(\.normalized))
        case .macro(let name, let arguments): return .macro(name, arguments?.map { Argument(label: $0.label, value: $0.value.normalized) })
        case .prefix(let op, let operand): return .prefix(op, operand.normalized)
        case .operators(let operands, let ops): return .operators(operands.map(\.normalized), ops)
        case .cast(let e, let type): return .cast(e.normalized, type)
        case .assignment(let target, let value): return .assignment(target.normalized, value.normalized)
        case .literal, .closure, .symbol, .conversion: return self
        }
    }

    /// `UIControl.Event`, `UIControlEvents`: names of types only.
    var isTypePath: Bool {
        switch self {
        case .name(let n): return n.first?.isUppercase == true
        case .member(let base, let m): return m.first?.isUppercase == true && base.isTypePath
        default: return false
        }
    }

    /// Whether two normalized expressions mean the same: symbols compared as APIs, an option set's
    /// members in any order, everything else part by part.
    func equivalent(to other: SwiftExpression) -> Bool {
        switch (self, other) {
        case (.symbol(let a), .symbol(let b)): return a.matches(b)
        case (.member(let a, let m), .member(let b, let n)): return m == n && a.equivalent(to: b)
        case (.call(let f, let a), .call(let g, let b)), (.subscripted(let f, let a), .subscripted(let g, let b)):
            return f.equivalent(to: g) && Self.sameArguments(a, b)
        case (.macro(let m, let a), .macro(let n, let b)):
            return m == n && (a == nil) == (b == nil) && Self.sameArguments(a ?? [], b ?? [])
        case (.array(let a), .array(let b)):
            guard a.count == b.count else { return false }
            var unused = b
            for item in a {
                guard let index = unused.firstIndex(where: { item.equivalent(to: $0) }) else { return false }
                unused.remove(at: index)
            }
            return true
        case (.tuple(let a), .tuple(let b)): return a.count == b.count && zip(a, b).allSatisfy { $0.equivalent(to: $1) }
        case (.prefix(let p, let a), .prefix(let q, let b)): return p == q && a.equivalent(to: b)
        case (.operators(let a, let p), .operators(let b, let q)): return p == q && a.count == b.count && zip(a, b).allSatisfy { $0.equivalent(to: $1) }
        case (.cast(let a, let s), .cast(let b, let t)): return s == t && a.equivalent(to: b)
        case (.assignment(let a, let x), .assignment(let b, let y)): return a.equivalent(to: b) && x.equivalent(to: y)
        case (.conversion(let r, let f, let t), .conversion(let s, let g, let u)): return r.equivalent(to: s) && f.equivalent(to: g) && t.equivalent(to: u)
        default: return self == other
        }
    }

    static func sameArguments(_ a: [Argument], _ b: [Argument]) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { $0.label == $1.label && $0.value.equivalent(to: $1.value) }
    }

    /// The method a call names with its labels (`addAction(_:for:)`), or nil when it is not a call.
    var calledName: String? {
        switch self {
        case .call(let callee, let arguments):
            let base: String
            switch callee {
            case .member(_, let name), .name(let name): base = name
            case .symbol(let api): base = api.member
            default: return nil
            }
            return base + "(" + arguments.map { "\($0.label ?? "_"):" }.joined() + ")"
        case .conversion: return "convert"
        default: return nil
        }
    }

    var receiver: SwiftExpression? {
        if case .call(.member(let receiver, _), _) = self { return receiver }
        return nil
    }

    /// What a wrong answer does differently from this (the reference), in the learner's terms.
    func difference(from answer: SwiftExpression) -> Message? {
        switch (self, answer) {
        case (.conversion(let rect, let from, let to), .conversion(let r, let f, let t)):
            if !rect.equivalent(to: r) { return Message(.expressionArgument, "1") }
            if from.equivalent(to: t), to.equivalent(to: f) { return Message(.expressionOtherWay, f.description, t.description) }
            // Said in coordinates, not arguments: the learner's call may have the other label, and `from: nil`
            // is right whatever the receiver (the receiver's window).
            if !to.equivalent(to: t) { return Message(.expressionConversionTarget, t.description, to.description) }
            return Message(.expressionConversionSource, f.description, from.description)
        case (.call(let callee, let arguments), .call(let otherCallee, let others)):
            guard let name = calledName, let otherName = answer.calledName else { return nil }
            let base = { (callee: SwiftExpression) -> String? in
                switch callee {
                case .member(_, let n), .name(let n): n
                case .symbol(let api): api.member
                default: nil
                }
            }
            if base(callee) != base(otherCallee) { return Message(.expressionOtherMethod, otherName) }
            let labels = arguments.map { $0.label ?? "_" }, otherLabels = others.map { $0.label ?? "_" }
            if let missing = labels.first(where: { !otherLabels.contains($0) }) { return Message(.expressionMissingArgument, missing == "_" ? "1" : missing + ":") }
            if let extra = otherLabels.first(where: { !labels.contains($0) }) { return Message(.expressionExtraArgument, extra == "_" ? "1" : extra + ":") }
            if labels != otherLabels { return Message(.expressionOtherMethod, otherName) }
            if let mine = receiver, let theirs = answer.receiver, !mine.equivalent(to: theirs) {
                return Message(.expressionOtherReceiver, name, theirs.description)
            }
            for (index, (a, b)) in zip(arguments, others).enumerated() where !a.value.equivalent(to: b.value) {
                return Message(.expressionArgument, a.label.map { $0 + ":" } ?? String(index + 1))
            }
            return nil
        case (.call, _), (.conversion, _):
            return Message(.expressionNotACall)
        default:
            return nil
        }
    }
}
