/// How much a constraint matters, on UIKit's scale: 1000 is required, anything from 1 to 999 is
/// optional. Optional strengths are compared lexicographically, as the Cassowary paper's
/// symbolic weights are: no number of 250 constraints outweighs one of 251. (A solver that adds
/// strengths up as plain weights lets many weak constraints beat a strong one; UIKit's header says
/// "Higher priority constraints are met before lower priority constraints".)
public struct Strength: Hashable, Comparable, Sendable, CustomStringConvertible {
    public let priority: Float

    /// Clamped to 1…1000.
    public init(_ priority: Float) { self.priority = min(max(priority, 1), 1000) }

    public static let required = Strength(1000)
    /// The named strengths of the Cassowary literature, placed on UIKit's scale at its named
    /// levels (`defaultHigh`, the middle, `defaultLow`).
    public static let strong = Strength(750)
    public static let medium = Strength(500)
    public static let weak = Strength(250)

    public var isRequired: Bool { priority >= 1000 }

    public static func < (a: Strength, b: Strength) -> Bool { a.priority < b.priority }
    public var description: String { isRequired ? "required" : "\(priority)" }
}
