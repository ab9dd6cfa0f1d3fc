import LayoutSolver
import Testing

/// Random systems, seeded: whatever is added, removed or refused, every required constraint in
/// the solver holds, and a refused one really conflicts with the required ones present.
@Suite struct SolverInvariantTests {
    /// SplitMix64: the same seed, the same systems.
    private struct Random {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        mutating func int(_ range: ClosedRange<Int>) -> Int { range.lowerBound + Int(next() % UInt64(range.count)) }
    }

    private static func holds(_ constraint: Constraint) -> Bool {
        let value = constraint.expression.value
        switch constraint.relation {
        case .equal: return abs(value) < 1e-6
        case .lessThanOrEqual: return value < 1e-6
        case .greaterThanOrEqual: return value > -1e-6
        }
    }

    /// Whether the required constraints can hold together, asked of a fresh solver.
    private static func satisfiable(_ constraints: [Constraint]) -> Bool {
        let fresh = Solver()
        for constraint in constraints {
            let copy = Constraint(constraint.expression, constraint.relation, strength: .required)
            do { try fresh.addConstraint(copy) } catch { return false }
        }
        return true
    }

    @Test(arguments: [1, 2, 3, 4, 5, 6, 7, 8] as [UInt64])
    func requiredConstraintsAlwaysHold(seed: UInt64) throws {
        var random = Random(state: seed)
        let solver = Solver()
        let variables = (0..<4).map { Variable("v\($0)") }
        var present: [Constraint] = []
        var refused = 0
        for _ in 0..<120 {
            if !present.isEmpty && random.int(0...4) == 0 {
                let victim = present.remove(at: random.int(0...(present.count - 1)))
                try solver.removeConstraint(victim)
            } else {
                var expression = LinearExpression(constant: Double(random.int(-50...50)))
                for variable in variables where random.int(0...1) == 1 {
                    expression = expression + variable * Double(random.int(-3...3))
                }
                let relation: Constraint.Relation = [.equal, .lessThanOrEqual, .greaterThanOrEqual][random.int(0...2)]
                let strength = [Strength.required, .required, .strong, .weak, Strength(999)][random.int(0...4)]
                let constraint = Constraint(expression, relation, strength: strength)
                do {
                    try solver.addConstraint(constraint)
                    present.append(constraint)
                } catch SolverError.unsatisfiable(let refusedConstraint) {
                    #expect(refusedConstraint === constraint)
                    #expect(strength.isRequired)
                    #expect(!Self.satisfiable(present.filter(\.strength.isRequired) + [constraint]))
                    refused += 1
                }
            }
            solver.updateVariables()
            for constraint in present where constraint.strength.isRequired {
                #expect(Self.holds(constraint), "\(constraint) with \(variables.map(\.value))")
            }
        }
        #expect(solver.constraintCount == present.count)
        #expect(refused > 0)
    }
}
