/// A linear constraint `expression (==, <= or >=) 0` with a strength. Made with
/// `Constraint(lhs, .equal, rhs)`, which moves everything to the left side. A class: the solver
/// knows constraints by identity, so the same equation can be added twice as two constraints.
public final class Constraint: CustomStringConvertible {
    public enum Relation: Sendable, CustomStringConvertible {
        case equal, lessThanOrEqual, greaterThanOrEqual

        public var description: String {
            switch self {
            case .equal: return "=="
            case .lessThanOrEqual: return "<="
            case .greaterThanOrEqual: return ">="
            }
        }
    }

    public internal(set) var expression: LinearExpression
    public let relation: Relation
    public let strength: Strength

    public init(_ expression: LinearExpression, _ relation: Relation, strength: Strength = .required) {
        self.expression = expression
        self.relation = relation
        self.strength = strength
    }

    /// `lhs relation rhs`, stored as `lhs - rhs relation 0`.
    public convenience init(_ lhs: LinearExpression, _ relation: Relation, _ rhs: LinearExpression, strength: Strength = .required) {
        self.init(lhs - rhs, relation, strength: strength)
    }

    public convenience init(_ lhs: LinearExpression, _ relation: Relation, _ rhs: Double, strength: Strength = .required) {
        self.init(lhs - rhs, relation, strength: strength)
    }

    public convenience init(_ lhs: Variable, _ relation: Relation, _ rhs: LinearExpression, strength: Strength = .required) {
        self.init(LinearExpression(lhs) - rhs, relation, strength: strength)
    }

    public convenience init(_ lhs: Variable, _ relation: Relation, _ rhs: Variable, strength: Strength = .required) {
        self.init(LinearExpression(lhs) - LinearExpression(rhs), relation, strength: strength)
    }

    public convenience init(_ lhs: Variable, _ relation: Relation, _ rhs: Double, strength: Strength = .required) {
        self.init(LinearExpression(lhs) - rhs, relation, strength: strength)
    }

    public var description: String { "\(expression) \(relation) 0 (\(strength))" }
}

/// Why the solver refused a request.
public enum SolverError: Error, Equatable, CustomStringConvertible {
    /// A required constraint conflicts with the required constraints already in the solver; the
    /// solver is left as it was before the call.
    case unsatisfiable(Constraint)
    case duplicateConstraint(Constraint)
    case unknownConstraint(Constraint)
    case duplicateEditVariable(Variable)
    case unknownEditVariable(Variable)
    /// Edit variables are suggestions: a required one could make every later suggestion a conflict.
    case requiredEditVariable(Variable)

    public static func == (a: SolverError, b: SolverError) -> Bool {
        switch (a, b) {
        case let (.unsatisfiable(x), .unsatisfiable(y)), let (.duplicateConstraint(x), .duplicateConstraint(y)),
             let (.unknownConstraint(x), .unknownConstraint(y)):
            return x === y
        case let (.duplicateEditVariable(x), .duplicateEditVariable(y)), let (.unknownEditVariable(x), .unknownEditVariable(y)),
             let (.requiredEditVariable(x), .requiredEditVariable(y)):
            return x === y
        default: return false
        }
    }

    public var description: String {
        switch self {
        case .unsatisfiable(let c): return "unsatisfiable required constraint: \(c)"
        case .duplicateConstraint(let c): return "constraint already added: \(c)"
        case .unknownConstraint(let c): return "constraint not in the solver: \(c)"
        case .duplicateEditVariable(let v): return "edit variable already added: \(v)"
        case .unknownEditVariable(let v): return "not an edit variable: \(v)"
        case .requiredEditVariable(let v): return "an edit variable cannot be required: \(v)"
        }
    }
}
