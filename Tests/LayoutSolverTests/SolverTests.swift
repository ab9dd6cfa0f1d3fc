import LayoutSolver
import Testing

/// The Cassowary solver on small systems whose solutions are known.
@Suite struct SolverTests {
    @Test func requiredEqualitiesAndInequalitiesHaveTheirSolution() throws {
        let solver = Solver()
        let left = Variable("left"), width = Variable("width"), right = Variable("right")
        try solver.addConstraint(Constraint(right, .equal, left + width))
        try solver.addConstraint(Constraint(left, .equal, 20))
        try solver.addConstraint(Constraint(right, .equal, 300))
        try solver.addConstraint(Constraint(width, .greaterThanOrEqual, 100))
        solver.updateVariables()
        #expect(left.value == 20)
        #expect(width.value == 280)
        #expect(right.value == 300)
        #expect(solver.constraintCount == 4)
    }

    @Test func anOptionalConstraintYieldsToARequiredOne() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addConstraint(Constraint(x, .equal, 100, strength: .strong))
        try solver.addConstraint(Constraint(x, .lessThanOrEqual, 40))
        solver.updateVariables()
        #expect(x.value == 40)
    }

    @Test func strengthsAreComparedLexicographicallyNotAddedUp() throws {
        // Five constraints of priority 250 pull x to 0; one of 251 pulls it to 100.
        // Summed as weights the five would win (1250 > 251); by priority the one must.
        let solver = Solver()
        let x = Variable("x")
        for _ in 0..<5 { try solver.addConstraint(Constraint(x, .equal, 0, strength: Strength(250))) }
        try solver.addConstraint(Constraint(x, .equal, 100, strength: Strength(251)))
        solver.updateVariables()
        #expect(x.value == 100)
    }

    @Test func prioritiesAreBrokenInOrder() throws {
        // width wants 300 (750), 200 (500) and 100 (250); a required cap of 250 leaves the 750
        // one broken, so the 500 one decides; remove the cap and the 750 one wins.
        let solver = Solver()
        let width = Variable("width")
        let cap = Constraint(width, .lessThanOrEqual, 250)
        try solver.addConstraint(Constraint(width, .equal, 100, strength: .weak))
        try solver.addConstraint(Constraint(width, .equal, 200, strength: .medium))
        try solver.addConstraint(Constraint(width, .equal, 300, strength: .strong))
        solver.updateVariables()
        #expect(width.value == 300)
        try solver.addConstraint(cap)
        solver.updateVariables()
        #expect(width.value == 250)
        try solver.addConstraint(Constraint(width, .lessThanOrEqual, 150, strength: Strength(999)))
        solver.updateVariables()
        #expect(width.value == 150)
        try solver.removeConstraint(cap)
        solver.updateVariables()
        #expect(width.value == 150)
    }

    @Test func anOptionalInequalityIsMetAsFarAsRequiredOnesAllow() throws {
        let solver = Solver()
        let a = Variable("a"), b = Variable("b")
        try solver.addConstraint(Constraint(a + b, .equal, LinearExpression(constant: 100)))
        try solver.addConstraint(Constraint(a, .greaterThanOrEqual, 70, strength: .strong))
        try solver.addConstraint(Constraint(b, .greaterThanOrEqual, 60, strength: .medium))
        solver.updateVariables()
        #expect(a.value == 70)
        #expect(b.value == 30)
    }

    @Test func aConflictingRequiredConstraintIsRefusedAndTheSolverKeepsWorking() throws {
        let solver = Solver()
        let width = Variable("width")
        try solver.addConstraint(Constraint(width, .equal, 100))
        let conflict = Constraint(width, .equal, 200)
        #expect(throws: SolverError.unsatisfiable(conflict)) { try solver.addConstraint(conflict) }
        #expect(!solver.hasConstraint(conflict))
        let inequality = Constraint(width, .greaterThanOrEqual, 150)
        #expect(throws: SolverError.unsatisfiable(inequality)) { try solver.addConstraint(inequality) }
        solver.updateVariables()
        #expect(width.value == 100)
        // A redundant restatement of a required equality is accepted.
        try solver.addConstraint(Constraint(width * 2, .equal, LinearExpression(constant: 200)))
        try solver.addConstraint(Constraint(width, .lessThanOrEqual, 120))
        solver.updateVariables()
        #expect(width.value == 100)
        #expect(solver.constraintCount == 3)
    }

    @Test func aConflictThroughAChainOfConstraintsIsFound() throws {
        let solver = Solver()
        let a = Variable("a"), b = Variable("b"), c = Variable("c")
        try solver.addConstraint(Constraint(b, .equal, a + 10))
        try solver.addConstraint(Constraint(c, .equal, b + 10))
        try solver.addConstraint(Constraint(a, .equal, 0))
        let conflict = Constraint(c, .lessThanOrEqual, 15)
        #expect(throws: SolverError.unsatisfiable(conflict)) { try solver.addConstraint(conflict) }
        try solver.addConstraint(Constraint(c, .lessThanOrEqual, 15, strength: Strength(999)))
        solver.updateVariables()
        #expect([a.value, b.value, c.value] == [0, 10, 20])
    }

    @Test func removingConstraintsRestoresTheEarlierSolution() throws {
        let solver = Solver()
        let x = Variable("x")
        let weak = Constraint(x, .equal, 10, strength: .weak)
        let strong = Constraint(x, .equal, 20, strength: .strong)
        let floor = Constraint(x, .greaterThanOrEqual, 30)
        try solver.addConstraint(weak)
        try solver.addConstraint(strong)
        try solver.addConstraint(floor)
        solver.updateVariables()
        #expect(x.value == 30)
        try solver.removeConstraint(floor)
        solver.updateVariables()
        #expect(x.value == 20)
        try solver.removeConstraint(strong)
        solver.updateVariables()
        #expect(x.value == 10)
        #expect(throws: SolverError.unknownConstraint(strong)) { try solver.removeConstraint(strong) }
        #expect(throws: SolverError.duplicateConstraint(weak)) { try solver.addConstraint(weak) }
    }

    @Test func editVariablesFollowSuggestionsWithinTheRequiredConstraints() throws {
        let solver = Solver()
        let left = Variable("left"), right = Variable("right"), mid = Variable("mid")
        try solver.addConstraint(Constraint(mid * 2, .equal, left + right))
        try solver.addConstraint(Constraint(left + 10, .lessThanOrEqual, LinearExpression(right)))
        try solver.addConstraint(Constraint(right, .lessThanOrEqual, 100))
        try solver.addConstraint(Constraint(left, .greaterThanOrEqual, 0))
        try solver.addEditVariable(mid, strength: .strong)
        try solver.suggestValue(50, for: mid)
        solver.updateVariables()
        #expect(mid.value == 50)
        #expect(left.value + right.value == 100)
        try solver.suggestValue(2, for: mid)
        solver.updateVariables()
        #expect(mid.value == 5)
        #expect(left.value == 0 && right.value == 10)
        try solver.suggestValue(98, for: mid)
        solver.updateVariables()
        #expect(mid.value == 95)
        #expect(left.value == 90 && right.value == 100)
        try solver.removeEditVariable(mid)
        #expect(!solver.hasEditVariable(mid))
        #expect(throws: SolverError.unknownEditVariable(mid)) { try solver.suggestValue(1, for: mid) }
        #expect(throws: SolverError.requiredEditVariable(mid)) { try solver.addEditVariable(mid, strength: .required) }
    }

    @Test func changingAConstantMovesTheSolutionBothWays() throws {
        let solver = Solver()
        let top = Variable("top"), height = Variable("height")
        let pinned = Constraint(top, .equal, 100)
        let tall = Constraint(height, .equal, 50, strength: Strength(750))
        try solver.addConstraint(pinned)
        try solver.addConstraint(tall)
        try solver.addConstraint(Constraint(top + height, .lessThanOrEqual, 568))
        try solver.addConstraint(Constraint(height, .greaterThanOrEqual, 0))
        // Optional: updated in place.
        try solver.setConstant(-600, of: tall)
        solver.updateVariables()
        #expect(height.value == 468)
        try solver.setConstant(-80, of: tall)
        solver.updateVariables()
        #expect(height.value == 80)
        // Required: removed and added again.
        try solver.setConstant(-300, of: pinned)
        solver.updateVariables()
        #expect(top.value == 300)
        #expect(height.value == 80)
        #expect(throws: SolverError.unsatisfiable(pinned)) { try solver.setConstant(-600, of: pinned) }
        #expect(pinned.expression.constant == -300)
        #expect(!solver.hasConstraint(pinned))
    }

    @Test func theSameCallsGiveTheSameSolutionForAnAmbiguousSystem() throws {
        func solve() throws -> [Double] {
            let solver = Solver()
            let a = Variable("a"), b = Variable("b"), c = Variable("c")
            try solver.addConstraint(Constraint(a + b + c, .equal, LinearExpression(constant: 90)))
            try solver.addConstraint(Constraint(a, .greaterThanOrEqual, 10))
            try solver.addConstraint(Constraint(b, .greaterThanOrEqual, 20))
            try solver.addConstraint(Constraint(c, .greaterThanOrEqual, 30))
            solver.updateVariables()
            return [a.value, b.value, c.value]
        }
        let first = try solve()
        #expect(first.reduce(0, +) == 90)
        for _ in 0..<20 { #expect(try solve() == first) }
    }

    @Test func manyVariablesSolveToExactValues() throws {
        // A column of 50 boxes, each 8 below the one before and 30 tall, inside 0…2000.
        let solver = Solver()
        var tops: [Variable] = []
        for index in 0..<50 {
            let top = Variable("top\(index)"), height = Variable("height\(index)")
            try solver.addConstraint(Constraint(height, .equal, 30))
            if let previous = tops.last {
                try solver.addConstraint(Constraint(top, .equal, previous + 38))
            } else {
                try solver.addConstraint(Constraint(top, .equal, 8))
            }
            tops.append(top)
        }
        solver.updateVariables()
        #expect(tops.map(\.value) == (0..<50).map { 8 + 38 * Double($0) })
        #expect(solver.value(of: tops[49]) == 1870)
    }
}
