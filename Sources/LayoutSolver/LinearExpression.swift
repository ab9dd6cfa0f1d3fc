/// A linear expression `c₁·v₁ + c₂·v₂ + … + constant`. Terms on the same variable are kept
/// apart until the solver folds them, so building one is cheap.
public struct LinearExpression: CustomStringConvertible {
    public var terms: [(variable: Variable, coefficient: Double)]
    public var constant: Double

    public init(_ terms: [(variable: Variable, coefficient: Double)] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    public init(_ variable: Variable) { self.init([(variable, 1)]) }
    public init(constant: Double) { self.init([], constant: constant) }

    /// The expression's value with the variables' current values.
    public var value: Double { terms.reduce(constant) { $0 + $1.coefficient * $1.variable.value } }

    public var description: String {
        var parts = terms.map { $0.coefficient == 1 ? $0.variable.name : "\($0.coefficient)*\($0.variable.name)" }
        if constant != 0 || parts.isEmpty { parts.append("\(constant)") }
        return parts.joined(separator: " + ")
    }

    public static func + (a: LinearExpression, b: LinearExpression) -> LinearExpression { LinearExpression(a.terms + b.terms, constant: a.constant + b.constant) }
    public static func + (a: LinearExpression, b: Double) -> LinearExpression { LinearExpression(a.terms, constant: a.constant + b) }
    public static func - (a: LinearExpression, b: LinearExpression) -> LinearExpression { a + b * -1 }
    public static func - (a: LinearExpression, b: Double) -> LinearExpression { a + -b }
    public static func * (a: LinearExpression, k: Double) -> LinearExpression {
        LinearExpression(a.terms.map { ($0.variable, $0.coefficient * k) }, constant: a.constant * k)
    }
    public static func * (k: Double, a: LinearExpression) -> LinearExpression { a * k }
}

// Variables take part in arithmetic as one-term expressions: `right - left`, `2 * width + 8`.
extension Variable {
    public static func + (a: Variable, b: Variable) -> LinearExpression { LinearExpression(a) + LinearExpression(b) }
    public static func + (a: Variable, b: Double) -> LinearExpression { LinearExpression(a) + b }
    public static func + (a: Variable, b: LinearExpression) -> LinearExpression { LinearExpression(a) + b }
    public static func + (a: LinearExpression, b: Variable) -> LinearExpression { a + LinearExpression(b) }
    public static func - (a: Variable, b: Variable) -> LinearExpression { LinearExpression(a) - LinearExpression(b) }
    public static func - (a: Variable, b: Double) -> LinearExpression { LinearExpression(a) - b }
    public static func - (a: Variable, b: LinearExpression) -> LinearExpression { LinearExpression(a) - b }
    public static func - (a: LinearExpression, b: Variable) -> LinearExpression { a - LinearExpression(b) }
    public static func * (a: Variable, k: Double) -> LinearExpression { LinearExpression(a) * k }
    public static func * (k: Double, a: Variable) -> LinearExpression { LinearExpression(a) * k }
}
