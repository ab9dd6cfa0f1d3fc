import Foundation
import Kernel

/// A kernel stand-in: records what it was asked to run and answers from a script (by default each cell's canned
/// output, `output of <cell name>`). With `hangs`, a program whose last unit loops (`while true`) runs until its task
/// is cancelled, as Ctrl-C cancels it.
public final class FakeRunner: CodeRunning, @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [[SourceUnit]] = []
    private let respond: @Sendable ([SourceUnit]) -> KernelResult
    private let hangs: Bool

    public init(hangs: Bool = false, respond: @escaping @Sendable ([SourceUnit]) -> KernelResult = FakeRunner.cannedOutput) {
        self.hangs = hangs
        self.respond = respond
    }

    public static let cannedOutput: @Sendable ([SourceUnit]) -> KernelResult = { units in
        KernelResult(status: .succeeded, outputs: units.filter { $0.role == .cell }.map { "output of \($0.name)\n" })
    }

    /// Every program it was asked to run, in order.
    public var calls: [[SourceUnit]] { lock.withLock { recorded } }
    public var runs: [[SourceUnit]] { calls }

    public func run(_ units: [SourceUnit], mode: SwiftLanguageMode, limits: RunLimits, draw: ScenarioDraw?) async -> KernelResult {
        lock.withLock { recorded.append(units) }
        if hangs, units.last?.code.contains("while true") == true {
            while !Task.isCancelled { try? await Task.sleep(nanoseconds: 5_000_000) }
            return KernelResult(status: .crashed(signal: 9, message: "killed"))
        }
        return respond(units)
    }
}
