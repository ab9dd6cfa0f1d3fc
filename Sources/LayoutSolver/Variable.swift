/// An unknown of the layout: a view's left edge, a guide's height. Its `value` is written by the
/// solver (`Solver.updateVariables()`); identity, not the name, tells variables apart.
public final class Variable: Hashable, CustomStringConvertible {
    public let name: String
    public internal(set) var value: Double = 0

    public init(_ name: String) { self.name = name }

    public static func == (a: Variable, b: Variable) -> Bool { a === b }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
    public var description: String { name }
}
