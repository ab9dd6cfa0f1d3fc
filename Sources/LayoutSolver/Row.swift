/// A symbol of the tableau: a variable of the user's (`external`), or one the solver makes for a
/// constraint: a slack for an inequality, error variables for an optional constraint, a dummy
/// for a required equality. Slacks and errors are restricted to be non-negative.
struct Symbol: Hashable, Comparable {
    enum Kind: UInt8 { case external, slack, error, dummy }
    let id: Int
    let kind: Kind

    static let invalid = Symbol(id: -1, kind: .dummy)
    var isValid: Bool { id >= 0 }
    /// Restricted symbols may not go negative; only they can leave the basis in a pivot.
    var isRestricted: Bool { kind != .external }
    var isPivotable: Bool { kind == .slack || kind == .error }

    /// Lowest id first: every choice among equals goes by it, so the same system always reaches
    /// the same solution (Bland's rule, which also keeps the simplex from cycling).
    static func < (a: Symbol, b: Symbol) -> Bool { a.id < b.id }

    // Ids are unique, so the id alone is the identity, and a multiplicative hash of it is enough
    // for the tableau's dictionaries: every substitution looks a symbol up in every row, and
    // SipHash was most of the time spent laying out a screen.
    static func == (a: Symbol, b: Symbol) -> Bool { a.id == b.id }
    func hash(into hasher: inout Hasher) { hasher.combine(id) }
    func _rawHashValue(seed: Int) -> Int { (id &* -7_046_029_254_386_353_131) ^ seed }
}

/// One row of the tableau. A constraint's row reads `0 = constant + Σ cᵢ·sᵢ`; once solved for
/// its basic symbol `b` it reads `b = constant + Σ cᵢ·sᵢ` over the parametric symbols.
final class Row {
    private(set) var cells: [Symbol: Double]
    private(set) var constant: Double

    init(constant: Double = 0) {
        cells = [:]
        self.constant = constant
    }

    init(copying other: Row) {
        cells = other.cells
        constant = other.constant
    }

    static let epsilon = 1.0e-8
    static func nearZero(_ value: Double) -> Bool { abs(value) < epsilon }

    func coefficient(for symbol: Symbol) -> Double { cells[symbol] ?? 0 }

    @discardableResult
    func add(_ value: Double) -> Double {
        constant += value
        return constant
    }

    func insert(_ symbol: Symbol, _ coefficient: Double = 1) {
        let sum = (cells[symbol] ?? 0) + coefficient
        if Row.nearZero(sum) { cells.removeValue(forKey: symbol) } else { cells[symbol] = sum }
    }

    func insert(_ row: Row, _ coefficient: Double = 1) {
        constant += row.constant * coefficient
        for (symbol, value) in row.cells { insert(symbol, value * coefficient) }
    }

    func remove(_ symbol: Symbol) { cells.removeValue(forKey: symbol) }

    func reverseSign() {
        constant = -constant
        for key in cells.keys { cells[key] = -cells[key]! }
    }

    /// Turns `0 = … + a·s + …` into `s = …`.
    func solve(for symbol: Symbol) {
        guard let coefficient = cells.removeValue(forKey: symbol) else { return }
        let factor = -1 / coefficient
        constant *= factor
        for key in cells.keys { cells[key]! *= factor }
    }

    /// Turns `lhs = … + a·rhs + …` into `rhs = …` (a pivot).
    func solve(for lhs: Symbol, _ rhs: Symbol) {
        insert(lhs, -1)
        solve(for: rhs)
    }

    /// Replaces `symbol` by the expression `row` stands for.
    func substitute(_ symbol: Symbol, with row: Row) {
        guard let coefficient = cells.removeValue(forKey: symbol) else { return }
        insert(row, coefficient)
    }

    /// The lowest-id symbol of a kind, if any: choices are deterministic.
    func lowest(where predicate: (Symbol, Double) -> Bool) -> Symbol? {
        var best: Symbol?
        for (symbol, value) in cells where predicate(symbol, value) {
            if best == nil || symbol < best! { best = symbol }
        }
        return best
    }
}
