import Foundation
import Kernel

/// Cells run one at a time that later cells build on, as in a notebook. A Swift program has no state
/// between runs, so each run compiles the base (the lesson's support files, or its cells so far), the
/// cells kept so far, then the new cell; a cell that ran is kept for the next. A cell run again under
/// the same key (a notebook's cell id) replaces its earlier version in place, so re-running a cell
/// does not declare everything twice, and cells after it keep their place.
public struct CellReplay: Sendable, Hashable {
    private struct Kept: Sendable, Hashable {
        var key: String?
        var unit: SourceUnit
    }
    private var kept: [Kept] = []

    public init() {}

    /// The kept cells, in order.
    public var cells: [SourceUnit] { kept.map(\.unit) }

    /// The program for a new cell: the base, the kept cells before it (all of them for a new key, or
    /// those before its earlier version), then the cell.
    public func program(base: [SourceUnit], code: String, name: String, key: String? = nil) -> [SourceUnit] {
        let before = key.flatMap { key in kept.firstIndex { $0.key == key } } ?? kept.count
        return base + kept[..<before].map(\.unit) + [SourceUnit(name: name, code: code, role: .cell)]
    }

    /// Keeps a cell that ran, replacing its earlier version when the key was seen before.
    public mutating func keep(code: String, name: String, key: String? = nil) {
        let unit = SourceUnit(name: name, code: code, role: .cell)
        if let key, let index = kept.firstIndex(where: { $0.key == key }) {
            kept[index].unit = unit
        } else {
            kept.append(Kept(key: key, unit: unit))
        }
    }

    public mutating func reset() { kept = [] }

    /// What the new (last) cell printed: its slot of the outputs when every cell of the program got one.
    public static func output(of result: KernelResult, program: [SourceUnit]) -> String {
        result.outputs.count == program.filter({ $0.role == .cell }).count ? (result.outputs.last ?? "") : ""
    }
}
