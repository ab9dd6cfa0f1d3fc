import Foundation
import TutorUI

/// The REPL's wait for a result (`Interruptible.run`): a result that is ready at once — a cache hit —
/// must come back at once, not on a timer's next tick. Budget: 2 ms (the figure for a cache hit
/// end to end; this is the part the waiting adds).
enum ReplBenchmarks {
    static var suite: BenchmarkSuite {
        BenchmarkSuite(name: "repl") {
            [Benchmark(name: "Interruptible.run of a ready result", budgetSeconds: 0.002, warmup: 5, iterations: 200, body: {
                _ = blocking { await Interruptible.run { 42 } }
            })]
        }
    }
}
