/// An incremental linear constraint solver: the Cassowary algorithm (Badros, Borning and Stuckey,
/// "The Cassowary Linear Arithmetic Constraint Solving Algorithm", ACM TOCHI 2001), the algorithm
/// Apple's Auto Layout engine descends from.
///
/// The constraints live in a simplex tableau in solved form. Required constraints must hold;
/// optional ones get error variables whose sum is minimized, level by level: the objective is a
/// vector with one row per strength, compared lexicographically (the paper's symbolic weights),
/// so a stronger constraint is never traded for any number of weaker ones. Adding or removing a
/// constraint re-optimizes from the current solution (primal simplex); a new value for an edit
/// variable, or a new constant of an optional constraint, only shifts constants and restores
/// feasibility with the dual simplex, which is what makes dragging and animating cheap.
///
/// Every choice among equal candidates goes to the symbol made first, so the same sequence of
/// calls always gives the same solution, even for an ambiguous system.
public final class Solver {
    private struct Tag {
        var marker: Symbol
        var other: Symbol = .invalid
    }

    private struct Record {
        let constraint: Constraint
        let tag: Tag
        /// The coefficient of `tag.marker` in the constraint's own row, before any sign reversal:
        /// how a change of the constraint's constant moves the marker.
        let markerCoefficient: Double
    }

    private struct Edit {
        let constraint: Constraint
        var constant: Double
    }

    /// One level of the objective: the errors of the constraints of one strength.
    private final class Level {
        let priority: Float
        let row = Row()
        init(priority: Float) { self.priority = priority }
    }

    private var records: [ObjectIdentifier: Record] = [:]
    private var rows: [Symbol: Row] = [:]
    private var symbols: [ObjectIdentifier: (variable: Variable, symbol: Symbol)] = [:]
    private var edits: [ObjectIdentifier: Edit] = [:]
    private var infeasible: [Symbol] = []
    /// Strongest level first.
    private var objective: [Level] = []
    private var artificial: Row?
    private var nextID = 0

    public init() {}

    /// The number of constraints added (edit variables count one each).
    public var constraintCount: Int { records.count }

    public func hasConstraint(_ constraint: Constraint) -> Bool { records[ObjectIdentifier(constraint)] != nil }
    public func hasEditVariable(_ variable: Variable) -> Bool { edits[ObjectIdentifier(variable)] != nil }

    // MARK: Constraints

    /// Adds a constraint. A required one that conflicts with the required constraints present
    /// throws `unsatisfiable` and leaves the solver as it was.
    public func addConstraint(_ constraint: Constraint) throws {
        let key = ObjectIdentifier(constraint)
        guard records[key] == nil else { throw SolverError.duplicateConstraint(constraint) }
        let (row, tag, markerCoefficient) = makeRow(for: constraint)
        var subject = chooseSubject(row, tag)
        if !subject.isValid && row.cells.keys.allSatisfy({ $0.kind == .dummy }) {
            // Only dummies: the constraint restates required equalities already present; it holds
            // if its constant is zero and contradicts them otherwise.
            guard Row.nearZero(row.constant) else { throw SolverError.unsatisfiable(constraint) }
            subject = tag.marker
        }
        if subject.isValid {
            row.solve(for: subject)
            substitute(subject, with: row)
            rows[subject] = row
        } else if !addWithArtificialVariable(row) {
            optimize(objective.map(\.row))
            throw SolverError.unsatisfiable(constraint)
        }
        records[key] = Record(constraint: constraint, tag: tag, markerCoefficient: markerCoefficient)
        optimize(objective.map(\.row))
    }

    public func removeConstraint(_ constraint: Constraint) throws {
        guard let record = records.removeValue(forKey: ObjectIdentifier(constraint)) else {
            throw SolverError.unknownConstraint(constraint)
        }
        let tag = record.tag
        let priority = constraint.strength.priority
        // The errors leave the objective before the marker leaves the tableau.
        if tag.marker.kind == .error { insertInObjective(tag.marker, priority: priority, -1) }
        if tag.other.kind == .error { insertInObjective(tag.other, priority: priority, -1) }
        if rows.removeValue(forKey: tag.marker) == nil {
            guard let leaving = markerLeavingSymbol(tag.marker), let row = rows.removeValue(forKey: leaving) else {
                optimize(objective.map(\.row))
                return
            }
            row.solve(for: leaving, tag.marker)
            substitute(tag.marker, with: row)
        }
        optimize(objective.map(\.row))
    }

    /// Gives a constraint a new constant (`expression.constant`), as a changed
    /// `NSLayoutConstraint.constant` does. An optional constraint is updated in place (its
    /// marker's constants shift, then the dual simplex restores feasibility); a required one is
    /// removed and added again, so a conflict is found and reported as `unsatisfiable`, with the
    /// constraint then out of the solver and its constant unchanged.
    public func setConstant(_ constant: Double, of constraint: Constraint) throws {
        let key = ObjectIdentifier(constraint)
        guard let record = records[key] else { throw SolverError.unknownConstraint(constraint) }
        let delta = constant - constraint.expression.constant
        guard delta != 0 else { return }
        if constraint.strength.isRequired {
            try removeConstraint(constraint)
            let old = constraint.expression.constant
            constraint.expression.constant = constant
            do { try addConstraint(constraint) } catch {
                constraint.expression.constant = old
                throw error
            }
            return
        }
        constraint.expression.constant = constant
        shiftMarker(record.tag, by: delta / record.markerCoefficient)
        dualOptimize()
    }

    // MARK: Edit variables

    /// Makes `variable` an edit variable: `suggestValue` then asks for a value with this strength.
    public func addEditVariable(_ variable: Variable, strength: Strength) throws {
        let key = ObjectIdentifier(variable)
        guard edits[key] == nil else { throw SolverError.duplicateEditVariable(variable) }
        guard !strength.isRequired else { throw SolverError.requiredEditVariable(variable) }
        let constraint = Constraint(LinearExpression(variable), .equal, strength: strength)
        try addConstraint(constraint)
        edits[key] = Edit(constraint: constraint, constant: 0)
    }

    public func removeEditVariable(_ variable: Variable) throws {
        guard let edit = edits.removeValue(forKey: ObjectIdentifier(variable)) else {
            throw SolverError.unknownEditVariable(variable)
        }
        try removeConstraint(edit.constraint)
    }

    /// Asks for `value` for an edit variable; stronger constraints may keep it elsewhere.
    public func suggestValue(_ value: Double, for variable: Variable) throws {
        let key = ObjectIdentifier(variable)
        guard let edit = edits[key] else { throw SolverError.unknownEditVariable(variable) }
        // The edit constraint is `variable - value == 0`: its constant goes down by the change.
        try setConstant(-value, of: edit.constraint)
        edits[key]!.constant = value
    }

    // MARK: Values

    /// Writes every variable's value from the tableau.
    public func updateVariables() {
        for (variable, symbol) in symbols.values {
            variable.value = rows[symbol]?.constant ?? 0
        }
    }

    /// One variable's current value, without writing the others.
    public func value(of variable: Variable) -> Double {
        guard let symbol = symbols[ObjectIdentifier(variable)]?.symbol else { return 0 }
        return rows[symbol]?.constant ?? 0
    }

    // MARK: The tableau

    private func makeSymbol(_ kind: Symbol.Kind) -> Symbol {
        defer { nextID += 1 }
        return Symbol(id: nextID, kind: kind)
    }

    private func symbol(for variable: Variable) -> Symbol {
        let key = ObjectIdentifier(variable)
        if let known = symbols[key] { return known.symbol }
        let made = makeSymbol(.external)
        symbols[key] = (variable, made)
        return made
    }

    private func level(_ priority: Float) -> Level {
        if let found = objective.first(where: { $0.priority == priority }) { return found }
        let made = Level(priority: priority)
        let index = objective.firstIndex { $0.priority < priority } ?? objective.count
        objective.insert(made, at: index)
        return made
    }

    private func insertInObjective(_ symbol: Symbol, priority: Float, _ coefficient: Double) {
        let row = level(priority).row
        if let basic = rows[symbol] { row.insert(basic, coefficient) } else { row.insert(symbol, coefficient) }
    }

    /// The constraint's row with basic variables substituted out, its slack, error or dummy
    /// symbols added, and its constant made non-negative.
    private func makeRow(for constraint: Constraint) -> (Row, Tag, Double) {
        let expression = constraint.expression
        let row = Row(constant: expression.constant)
        for term in expression.terms where !Row.nearZero(term.coefficient) {
            let symbol = symbol(for: term.variable)
            if let basic = rows[symbol] { row.insert(basic, term.coefficient) } else { row.insert(symbol, term.coefficient) }
        }
        let priority = constraint.strength.priority
        var tag: Tag
        let markerCoefficient: Double
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            // e <= 0 becomes e + slack = 0; e >= 0 becomes e - slack = 0, slack >= 0.
            let coefficient: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
            let slack = makeSymbol(.slack)
            row.insert(slack, coefficient)
            tag = Tag(marker: slack)
            markerCoefficient = coefficient
            if !constraint.strength.isRequired {
                let error = makeSymbol(.error)
                row.insert(error, -coefficient)
                insertInObjective(error, priority: priority, 1)
                tag.other = error
            }
        case .equal:
            if constraint.strength.isRequired {
                let dummy = makeSymbol(.dummy)
                row.insert(dummy, 1)
                tag = Tag(marker: dummy)
                markerCoefficient = 1
            } else {
                // e = plus - minus, and the objective minimizes plus + minus.
                let plus = makeSymbol(.error), minus = makeSymbol(.error)
                row.insert(plus, -1)
                row.insert(minus, 1)
                insertInObjective(plus, priority: priority, 1)
                insertInObjective(minus, priority: priority, 1)
                tag = Tag(marker: plus, other: minus)
                markerCoefficient = -1
            }
        }
        if row.constant < 0 { row.reverseSign() }
        return (row, tag, markerCoefficient)
    }

    /// The symbol the new row is solved for: an unrestricted variable if it has one, else a
    /// new slack or error symbol with a negative coefficient (so it starts non-negative).
    private func chooseSubject(_ row: Row, _ tag: Tag) -> Symbol {
        if let external = row.lowest(where: { symbol, _ in symbol.kind == .external }) { return external }
        for candidate in [tag.marker, tag.other] where candidate.isPivotable {
            if row.coefficient(for: candidate) < 0 { return candidate }
        }
        return .invalid
    }

    /// Phase one of the simplex for a row no symbol can be solved for: an artificial variable
    /// stands for the row, and minimizing it to zero proves the row satisfiable. On failure the
    /// row is dropped and the tableau is what it was (pivots change only its basis).
    private func addWithArtificialVariable(_ row: Row) -> Bool {
        let art = makeSymbol(.slack)
        rows[art] = Row(copying: row)
        let goal = Row(copying: row)
        artificial = goal
        optimize([goal])
        let success = Row.nearZero(goal.constant)
        artificial = nil
        if let artRow = rows.removeValue(forKey: art) {
            if !success { return false }
            if artRow.cells.isEmpty { return true }
            guard let entering = artRow.lowest(where: { symbol, _ in symbol.isPivotable }) else { return false }
            artRow.solve(for: art, entering)
            substitute(entering, with: artRow)
            rows[entering] = artRow
        }
        for row in rows.values { row.remove(art) }
        for level in objective { level.row.remove(art) }
        return success
    }

    /// Replaces `symbol` everywhere by `row`; restricted basic symbols that go negative become
    /// infeasible, to be fixed by the dual simplex.
    private func substitute(_ symbol: Symbol, with row: Row) {
        for (basic, other) in rows {
            other.substitute(symbol, with: row)
            if basic.isRestricted && other.constant < 0 { infeasible.append(basic) }
        }
        for level in objective { level.row.substitute(symbol, with: row) }
        artificial?.substitute(symbol, with: row)
    }

    /// The objective's coefficients of a symbol, strongest level first.
    private func objectiveCoefficients(_ symbol: Symbol, _ goal: [Row]) -> [Double] {
        goal.map { $0.coefficient(for: symbol) }
    }

    /// Lexicographic sign of a coefficient vector: its first entry that is not near zero.
    private static func sign(_ vector: [Double]) -> Int {
        for value in vector where !Row.nearZero(value) { return value < 0 ? -1 : 1 }
        return 0
    }

    /// Primal simplex: while some parametric symbol would lower the objective, pivot it in.
    private func optimize(_ goal: [Row]) {
        while true {
            guard let entering = enteringSymbol(goal) else { return }
            guard let leaving = leavingSymbol(for: entering), let row = rows.removeValue(forKey: leaving) else {
                // Unbounded: cannot happen with non-negative errors; stop rather than loop.
                return
            }
            row.solve(for: leaving, entering)
            substitute(entering, with: row)
            rows[entering] = row
        }
    }

    /// At the strongest level that has one, the lowest-id symbol whose objective coefficients
    /// are lexicographically negative.
    private func enteringSymbol(_ goal: [Row]) -> Symbol? {
        for (index, level) in goal.enumerated() {
            let found = level.lowest { symbol, value in
                guard value < 0, !Row.nearZero(value), symbol.kind != .dummy else { return false }
                // Stronger levels must not care about this symbol.
                for stronger in goal[..<index] where !Row.nearZero(stronger.coefficient(for: symbol)) { return false }
                return true
            }
            if let found { return found }
        }
        return nil
    }

    /// The restricted row that limits how far `entering` can grow (the minimum ratio test).
    private func leavingSymbol(for entering: Symbol) -> Symbol? {
        var best: Symbol?
        var bestRatio = Double.greatestFiniteMagnitude
        for (symbol, row) in rows where symbol.isRestricted {
            let coefficient = row.coefficient(for: entering)
            guard coefficient < 0 else { continue }
            let ratio = -row.constant / coefficient
            if ratio < bestRatio || (ratio == bestRatio && symbol < best!) {
                bestRatio = ratio
                best = symbol
            }
        }
        return best
    }

    /// The row to pivot a removed constraint's marker into: a restricted row that limits it,
    /// else any row that has it.
    private func markerLeavingSymbol(_ marker: Symbol) -> Symbol? {
        var first: (Symbol, Double)?, second: (Symbol, Double)?, third: Symbol?
        for (symbol, row) in rows {
            let coefficient = row.coefficient(for: marker)
            guard coefficient != 0 else { continue }
            if symbol.kind == .external {
                if third == nil || symbol < third! { third = symbol }
            } else if coefficient < 0 {
                let ratio = -row.constant / coefficient
                if first == nil || ratio < first!.1 || (ratio == first!.1 && symbol < first!.0) { first = (symbol, ratio) }
            } else {
                let ratio = row.constant / coefficient
                if second == nil || ratio < second!.1 || (ratio == second!.1 && symbol < second!.0) { second = (symbol, ratio) }
            }
        }
        return first?.0 ?? second?.0 ?? third
    }

    /// Moves a constraint's marker by `amount` (the constraint's constant changed): a basic
    /// marker's row shifts; otherwise every row that has it shifts by its coefficient.
    private func shiftMarker(_ tag: Tag, by amount: Double) {
        if let row = rows[tag.marker] {
            if row.add(-amount) < 0 { infeasible.append(tag.marker) }
            return
        }
        for (basic, row) in rows {
            let coefficient = row.coefficient(for: tag.marker)
            guard coefficient != 0 else { continue }
            if row.add(coefficient * amount) < 0 && basic.isRestricted { infeasible.append(basic) }
        }
        for level in objective {
            let coefficient = level.row.coefficient(for: tag.marker)
            if coefficient != 0 { level.row.add(coefficient * amount) }
        }
    }

    /// Dual simplex: restores feasibility of rows that went negative, keeping optimality.
    private func dualOptimize() {
        let goal = objective.map(\.row)
        while let leaving = infeasible.popLast() {
            guard let row = rows[leaving], row.constant < 0, !Row.nearZero(row.constant) else { continue }
            var entering: Symbol?
            var bestRatio: [Double] = []
            for (symbol, coefficient) in row.cells where coefficient > 0 && symbol.kind != .dummy {
                let ratio = objectiveCoefficients(symbol, goal).map { $0 / coefficient }
                if entering == nil || Self.less(ratio, bestRatio) || (!Self.less(bestRatio, ratio) && symbol < entering!) {
                    entering = symbol
                    bestRatio = ratio
                }
            }
            guard let entering else { continue }
            rows.removeValue(forKey: leaving)
            row.solve(for: leaving, entering)
            substitute(entering, with: row)
            rows[entering] = row
        }
    }

    /// Lexicographic order of coefficient vectors, ignoring differences near zero.
    private static func less(_ a: [Double], _ b: [Double]) -> Bool {
        for (x, y) in zip(a, b) where !Row.nearZero(x - y) { return x < y }
        return false
    }
}
