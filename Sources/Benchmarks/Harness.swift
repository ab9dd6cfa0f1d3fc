import Foundation

/// A benchmark: a named piece of work timed over repeated runs, with the figure it must meet.
/// Figures are medians over `iterations` runs after `warmup` runs, measured with a monotonic clock.
struct Benchmark {
    var name: String
    /// The figure the issue names, in seconds, or nil when the benchmark only reports.
    var budgetSeconds: Double?
    var warmup = 3
    var iterations = 50
    /// One run of the measured work. Setup belongs outside the closure.
    var body: () throws -> Void
    /// Figures a suite measured itself (the start-up suite interleaves its programs); `body` is then not run.
    var measured: Measurement? = nil
}

/// A group of benchmarks, one per part of the project (one file each in this folder).
struct BenchmarkSuite {
    var name: String
    /// Called once before the suite runs; returns the benchmarks so setup stays out of the timings.
    var make: () throws -> [Benchmark]
}

struct Measurement {
    var name: String
    var median: Double
    var p90: Double
    /// Median CPU time of the measuring thread: the machine is shared (2 cores, often busy with
    /// builds), which stretches wall-clock figures but not this. Work done in child processes
    /// (the kernel's compiles) does not show here, only in the wall-clock figures.
    var cpuMedian: Double
    var budget: Double?
    /// What `cpuMedian` is the CPU time of.
    var cpuLabel = "thread CPU"
    var passed: Bool { budget.map { median <= $0 } ?? true }
}

enum Harness {
    static func measure(_ benchmark: Benchmark) throws -> Measurement {
        let clock = ContinuousClock()
        for _ in 0..<benchmark.warmup { try benchmark.body() }
        var samples: [Double] = [], cpuSamples: [Double] = []
        samples.reserveCapacity(benchmark.iterations)
        for _ in 0..<benchmark.iterations {
            let cpuStart = threadCPUTime()
            let elapsed = try clock.measure { try benchmark.body() }
            cpuSamples.append(threadCPUTime() - cpuStart)
            samples.append(Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
        }
        samples.sort()
        cpuSamples.sort()
        return summary(benchmark.name, wall: samples, cpu: cpuSamples, budget: benchmark.budgetSeconds)
    }

    /// Median and 90th percentile of samples taken elsewhere.
    static func summary(_ name: String, wall: [Double], cpu: [Double], budget: Double?, cpuLabel: String = "thread CPU") -> Measurement {
        let wall = wall.sorted(), cpu = cpu.sorted()
        return Measurement(name: name, median: wall[wall.count / 2], p90: wall[min(wall.count - 1, wall.count * 9 / 10)],
                           cpuMedian: cpu[cpu.count / 2], budget: budget, cpuLabel: cpuLabel)
    }

    static func threadCPUTime() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now)
        return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
    }

    static func format(_ seconds: Double) -> String {
        switch seconds {
        case ..<1e-3: return String(format: "%.1f µs", seconds * 1e6)
        case ..<1: return String(format: "%.2f ms", seconds * 1e3)
        default: return String(format: "%.3f s", seconds)
        }
    }

    /// Runs the suites whose names match the filter (all when empty); exits 1 if a budget is missed.
    static func main(suites: [BenchmarkSuite], arguments: [String]) {
        let filters = arguments.filter { !$0.hasPrefix("-") }
        var failed = false
        for suite in suites where filters.isEmpty || filters.contains(where: { suite.name.localizedCaseInsensitiveContains($0) }) {
            print("== \(suite.name)")
            do {
                // `TUTOR_BENCH_ONLY=words`: only the benchmarks whose names hold them (to profile one).
                let only = ProcessInfo.processInfo.environment["TUTOR_BENCH_ONLY"]
                for benchmark in try suite.make() where only.map({ benchmark.name.contains($0) }) ?? true {
                    let m = try benchmark.measured ?? measure(benchmark)
                    let budget = m.budget.map { " (budget \(format($0)))" } ?? ""
                    print("\(m.passed ? "ok  " : "SLOW") \(m.name): median \(format(m.median)), p90 \(format(m.p90)), "
                          + "\(m.cpuLabel) \(format(m.cpuMedian))\(budget)")
                    failed = failed || !m.passed
                }
            } catch {
                print("FAIL \(suite.name): \(error)")
                failed = true
            }
        }
        exit(failed ? 1 : 0)
    }
}
