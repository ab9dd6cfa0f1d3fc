import Foundation
import Testing
@testable import Kernel
@testable import Lessons

/// A trap is reported at the learner's line, from the backtrace, where the runtime names only its own
/// file (an index out of range is `Swift/ContiguousArrayBuffer.swift`), and a crash without the runtime's
/// words (a stack overflow) is blamed on the learner's function, not on the checks that called it.
@Suite struct TrapLocationTests {
    static func kernel() async throws -> SwiftKernel {
        _ = try await KernelFixture.available()
        return SwiftKernel(options: .init(cacheDirectory: KernelFixture.cacheDirectory, useCache: false))
    }

    @Test func anIndexOutOfRangeInACellIsAtTheLearnersLine() async throws {
        let kernel = try await Self.kernel()
        let result = await kernel.run([
            SourceUnit(name: "cell 1", code: "let values = [1, 2, 3]"),
            SourceUnit(name: "cell 2", code: "func pick(_ i: Int) -> Int {\n    return values[i]\n}\nprint(\"before\")\nprint(pick(5))"),
        ], limits: .standard)
        #expect(result.status == .crashed(signal: 4, message: "cell 2:2: Fatal error: Index out of range"))
        #expect(result.outputs == ["", "before\n"], "the backtrace itself is not shown")
    }

    @Test func anIndexOutOfRangeInTheExerciseDuringAScenarioIsAtTheExercisesLine() async throws {
        let kernel = try await Self.kernel()
        let result = await kernel.run([
            SourceUnit(name: "lift-field.swift", code: "func third(_ values: [Int]) -> Int {\n    values[2]\n}", role: .exercise),
            SourceUnit(name: "checks.swift", code: """
                import ExerciseKit
                check("Third", scenarios: 1) { scenario in
                    observe("third", third(Array(repeating: 1, count: scenario.int("count", 0...1))))
                }
                """, role: .checks),
        ], mode: .swift5, limits: .standard, draw: ScenarioDraw(seed: 3))
        #expect(result.status == .succeeded)
        #expect(result.reports.map(\.ending) == [.crashed("lift-field.swift:2: Fatal error: Index out of range")])
    }

    @Test func aStackOverflowInTheExerciseIsBlamedOnTheExerciseNotTheChecks() async throws {
        let kernel = try await Self.kernel()
        let result = await kernel.run([
            SourceUnit(name: "count-down.swift", code: "func countDown(_ n: Int) -> Int {\n    return countDown(n - 1) + 1\n}", role: .exercise),
            SourceUnit(name: "checks.swift", code: """
                import ExerciseKit
                check("Counts", scenarios: 1) { _ in
                    observe("count", countDown(3))
                }
                """, role: .checks),
        ], mode: .swift5, limits: .standard, draw: ScenarioDraw(seed: 3))
        #expect(result.reports.map(\.ending) == [.crashed("count-down.swift:2: endless recursion: the stack overflowed")])

        let cell = await kernel.run([SourceUnit(name: "cell 1", code: "func down(_ n: Int) -> Int {\n    return down(n + 1) + 1\n}\nprint(down(0))")],
                                    limits: .standard)
        #expect(cell.status == .crashed(signal: 11, message: "cell 1:2: the program crashed (endless recursion: the stack overflowed)"))
    }

    /// Another tutor storing the same program, or a prune, replaces the cache's file while this run's program
    /// is running: the backtracer reads the line tables by the file's path, so the run must not depend on it
    /// (CI saw `bad-solution.swift: Fatal error` without its line when two tests ran one program at once).
    @Test(arguments: ["replaced", "removed", "replaced on a cache hit"])
    func aCachedProgramReplacedWhileItRunsStillNamesTheLine(_ what: String) async throws {
        _ = try await KernelFixture.available()
        let cache = FileManager.default.temporaryDirectory.appendingPathComponent("tutor-replaced-program-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: cache) }
        let kernel = SwiftKernel(options: .init(cacheDirectory: cache))
        let programs = cache.appendingPathComponent("programs")
        let cell = SourceUnit(name: "cell 1", code: "import Foundation\nlet values = [1, 2, 3]\nThread.sleep(forTimeInterval: 1.5)\nprint(values[5])")
        var limits = RunLimits.standard
        if what.hasSuffix("cache hit") {
            // The first run keeps the program; the second (another time limit, so not the kept result) starts it from the cache.
            limits.timeoutSeconds += 1
            _ = await kernel.run([cell], limits: limits)
            limits = .standard
        }
        let meddler = Task.detached {
            // Once the program is kept (the compile is over and it sleeps), the cache's file changes under it.
            for _ in 0..<1200 {
                let names = ((try? FileManager.default.contentsOfDirectory(atPath: programs.path)) ?? []).filter { !$0.contains(".") }
                if !names.isEmpty {
                    try? await Task.sleep(for: .milliseconds(300))
                    for name in names {
                        let path = programs.appendingPathComponent(name).path
                        if what.hasPrefix("replaced") {
                            try? FileManager.default.copyItem(atPath: path, toPath: path + ".new")
                            _ = rename(path + ".new", path)
                        } else {
                            try? FileManager.default.removeItem(atPath: path)
                        }
                    }
                    return true
                }
                try? await Task.sleep(for: .milliseconds(50))
            }
            return false
        }
        let result = await kernel.run([cell], limits: limits)
        #expect(await meddler.value, "the program was never kept in the cache")
        #expect(result.status == .crashed(signal: 4, message: "cell 1:4: Fatal error: Index out of range"))
    }

    @Test func anOversizeSourceIsRefusedAtOnceNamingTheLimit() async throws {
        let kernel = try await Self.kernel()
        let huge = String(repeating: "let x = 1 // padding padding padding padding padding padding padding padding\n", count: 70_000)
        let started = ContinuousClock.now
        let result = await kernel.run([SourceUnit(name: "cell 1", code: "print(1)"), SourceUnit(name: "big.swift", code: huge)],
                                      limits: .standard)
        #expect(ContinuousClock.now - started < .seconds(1))
        #expect(result.status == .compileFailed)
        #expect(result.diagnostics.map(\.description)
                == ["big.swift:1:1: error: this file is \((huge.utf8.count + 1023) / 1024) KiB, over the limit of 256 KiB per file: it was not compiled"])
    }

    @Test func theBacktraceParserFindsTheInnermostLearnerFrame() {
        let output = """
            before
            Swift/ContiguousArrayBuffer.swift:692: Fatal error: Index out of range

            *** Signal 4: Backtracing from 0x7fb151b6df7f... done ***

            *** Program crashed: Illegal instruction at 0x00007fb151b6df7f ***

            Thread 0 "program" crashed:

              0      0x00007fb151b6df7f closure #1 in _assertionFailure(_:_:file:line:flags:) + 623 in libswiftCore.so
              2 [ra] 0x00007fb152328f65 specialized Array.subscript.getter + 84 in libswiftSwiftOnoneSupport.so
              3 [ra] 0x0000555c5870ded5 pick(_:) + 52 in program at cell 2:3:18
              4 [ra] 0x0000555c5870df9f main + 94 in program at checks.swift:5:7

            Backtrace took 0.01s

            after
            """
        let frame = CompilerOutputParser.backtraceLocation(in: output, units: ["cell 2", "checks.swift"])
        #expect(frame?.unit == "cell 2" && frame?.line == 3 && frame?.frames == 4)
        #expect(CompilerOutputParser.backtraceLocation(in: output, units: ["checks.swift"])?.line == 5)
        #expect(CompilerOutputParser.backtraceLocation(in: "no crash here", units: ["cell 2"]) == nil)
        #expect(CompilerOutputParser.removingBacktrace(output)
                == "before\nSwift/ContiguousArrayBuffer.swift:692: Fatal error: Index out of range\n\n\nafter")
    }
}
