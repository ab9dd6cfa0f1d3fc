import Kernel

/// A runner that tries a run twice more when it reaches its time limit, for lint and for grading code answers. Lint's
/// findings blame the lesson and a grade blames the student, so a time limit reached once on a loaded machine is no
/// finding: at a load of 37 on two cores the reference solution of a shipped exercise did not finish in 10 s, and lint
/// said the lesson was at fault. A program that loops for ever still reaches the limit every time, and is reported.
struct TimeLimitRetrying: CodeRunning {
    let base: any CodeRunning

    init(_ base: any CodeRunning) { self.base = base }

    func run(_ units: [SourceUnit], mode: SwiftLanguageMode, limits: RunLimits, draw: ScenarioDraw?) async -> KernelResult {
        var result = await base.run(units, mode: mode, limits: limits, draw: draw)
        for _ in 0..<2 {
            guard case .timedOut = result.status else { break }
            result = await base.run(units, mode: mode, limits: limits, draw: draw)
        }
        return result
    }
}
