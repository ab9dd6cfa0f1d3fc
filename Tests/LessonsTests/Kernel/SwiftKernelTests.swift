import Foundation
import Testing
@testable import Kernel
@testable import Lessons

/// The kernel compiles real Swift against the compiled UIKit model, so these tests are slow
/// (about a second each) and need `swiftc` and a built model; without them they are skipped
/// with the reason. They share one kernel with a fresh cache folder, and run in parallel as
/// grading would.
enum KernelFixture {
    static let cacheDirectory = FileManager.default.temporaryDirectory.appendingPathComponent("tutor-kernel-tests-\(UUID().uuidString)")
    static let kernel: SwiftKernel = {
        atexit { try? FileManager.default.removeItem(at: KernelFixture.cacheDirectory) }
        return SwiftKernel(options: .init(cacheDirectory: cacheDirectory))
    }()

    /// The shared kernel, or the test is skipped saying why code cannot run here.
    static func available() async throws -> SwiftKernel {
        if let reason = await kernel.unavailableReason() {
            try Test.cancel("Skipped: \(reason)")
        }
        return kernel
    }
}

@Suite struct SwiftKernelTests {
    @Test func laterCellsSeeEarlierCellsStateAndEachCellKeepsItsOutput() async throws {
        let kernel = try await KernelFixture.available()
        let result = await kernel.run([
            SourceUnit(name: "cell 1", code: "var greeting = \"Hello\"\nprint(\"one\")"),
            SourceUnit(name: "cell 2", code: "let count = 3\nprint(\"two\", terminator: \"\")"),
            SourceUnit(name: "cell 3", code: "for i in 1...count { print(greeting, i) }"),
        ])
        #expect(result.status == .succeeded)
        #expect(result.outputs == ["one\n", "two", "Hello 1\nHello 2\nHello 3\n"])
        #expect(result.diagnostics.isEmpty)
    }

    @Test func importUIKitResolvesToTheModel() async throws {
        let kernel = try await KernelFixture.available()
        let result = await kernel.run([
            SourceUnit(name: "cell 1", code: """
                import UIKit
                let parent = UIView()
                parent.addSubview(UIView())
                print(type(of: parent), parent.subviews.count, parent.subviews[0].superview === parent)
                """),
        ])
        #expect(result.status == .succeeded)
        #expect(result.outputs == ["UIView 1 true\n"])
    }

    @Test func anEndlessLoopIsStoppedAndTheKernelGoesOn() async throws {
        let kernel = try await KernelFixture.available()
        let limits = RunLimits(timeoutSeconds: 2)
        let looping = await kernel.run([
            SourceUnit(name: "cell 1", code: "print(\"start\")"),
            SourceUnit(name: "cell 2", code: "var n = 0\nwhile true { n &+= 1 }"),
        ], limits: limits)
        #expect(looping.status == .timedOut(seconds: 2))
        #expect(looping.outputs == ["start\n", ""])
        // Stopped by the runner at the limit, not run on until the jail's own backstop (the limit, the crash report's
        // grace of `SwiftKernel.crashReportSeconds`, the setup allowance and 5 s: over 40 s). The bound leaves room for
        // a loaded machine: a fresh clone's run, beside the fuzzer's release build, measured over 10 s.
        #expect(looping.runSeconds >= 2 && looping.runSeconds < 30)

        let next = await kernel.run([SourceUnit(name: "cell 1", code: "print(6 * 7)")], limits: limits)
        #expect(next.status == .succeeded)
        #expect(next.outputs == ["42\n"])
    }

    @Test func aForceUnwrappedNilIsACrashAtTheLearnersLine() async throws {
        let kernel = try await KernelFixture.available()
        let result = await kernel.run([
            SourceUnit(name: "cell 1", code: "let name: String? = nil"),
            SourceUnit(name: "cell 2", code: "print(\"before\")\n\nprint(name!)\nprint(\"after\")"),
        ])
        guard case .crashed(let signal, let message) = result.status else {
            Issue.record("expected a crash, got \(result.status)")
            return
        }
        #expect(signal == SIGILL || signal == SIGTRAP)
        #expect(message == "cell 2:3: Fatal error: Unexpectedly found nil while unwrapping an Optional value")
        // What the cell printed before it crashed survives; the runtime's report does not clutter it.
        #expect(result.outputs == ["", "before\n"])
    }

    @Test func compileErrorsNameTheLearnersUnitLineAndColumn() async throws {
        let kernel = try await KernelFixture.available()
        let result = await kernel.run([
            SourceUnit(name: "cell 1", code: "let total = 1"),
            SourceUnit(name: "Helpers.swift", code: "struct Box {\n    var size: Int\n}", role: .support),
            SourceUnit(name: "cell 2", code: "print(total)\nlet box = Box(size: \"big\")"),
        ])
        #expect(result.status == .compileFailed)
        let errors = result.diagnostics.filter { $0.severity == .error }
        #expect(errors == [SourceDiagnostic(unit: "cell 2", line: 2, column: 21, severity: .error,
                                            message: "cannot convert value of type 'String' to expected argument type 'Int'")])
        #expect(result.outputs.isEmpty)
    }

    @Test func anOutputFloodIsCappedAndKeepsWhatWasPrinted() async throws {
        let kernel = try await KernelFixture.available()
        let result = await kernel.run([
            SourceUnit(name: "cell 1", code: "while true { print(\"flood\") }"),
        ], limits: RunLimits(timeoutSeconds: 10, outputBytes: 4096))
        #expect(result.status == .outputLimitExceeded(bytes: 4096))
        let output = try #require(result.outputs.first)
        // The marker (about 40 bytes) counts toward the limit; the rest is whole lines of the flood.
        #expect(output.utf8.count > 4000 && output.utf8.count < 4096)
        #expect(output.hasPrefix("flood\nflood\n"))
        // Stopped by the output limit, well before the 10 s time limit would have stopped it (6.1 s seen under load).
        #expect(result.runSeconds < 9)
    }

    @Test func runningOutOfMemoryIsReportedAsSuch() async throws {
        let kernel = try await KernelFixture.available()
        let result = await kernel.run([
            SourceUnit(name: "cell 1", code: """
                var blocks: [[UInt8]] = []
                print("allocating")
                // Address space taken without writing it: the limit is reached at once, however busy the machine, so
                // what is tested is how the crash is told, not how fast a loaded machine fills memory.
                while true { blocks.append([UInt8](unsafeUninitializedCapacity: 32 << 20) { _, count in count = 0 }) }
                """),
        ], limits: RunLimits(timeoutSeconds: 20, memoryBytes: 768 << 20))
        #expect(result.status == .memoryLimitExceeded)
        #expect(result.outputs == ["allocating\n"])
    }

    @Test func anUnchangedRunComesFromTheCache() async throws {
        let kernel = try await KernelFixture.available()
        let units = [SourceUnit(name: "cell 1", code: "let stamp = \(UInt32.random(in: 0...UInt32.max))\nprint(stamp % 1000)")]
        let first = await kernel.run(units)
        #expect(first.status == .succeeded)
        #expect(first.cached == false)
        #expect(first.compileSeconds > 0)

        // How fast a cached run comes back is tutor-bench kernel's to measure: on a busy machine it took 3.7 s here.
        let again = await kernel.run(units)
        #expect(again.cached == true)
        #expect(again.status == first.status)
        #expect(again.outputs == first.outputs)

        // A different language mode or limit is a different entry.
        let otherMode = await kernel.run(units, mode: .swift6)
        #expect(otherMode.cached == false)
        #expect(otherMode.outputs == first.outputs)
    }

    @Test func checksDriveTheSimulatorAndTheLearnersViews() async throws {
        let kernel = try await KernelFixture.available()
        let result = await kernel.run([
            SourceUnit(name: "exercise.swift", code: """
                import UIKit
                func makeContainer() -> UIView {
                    let container = UIView()
                    container.addSubview(UIView())
                    return container
                }
                """, role: .exercise),
            SourceUnit(name: "checks.swift", code: """
                import UIKit
                import ExerciseKit
                check("The simulator starts on the device asked for", scenarios: 1) { _ in
                    let sim = Simulator(device: .iPhone4Inch)
                    observe("device", sim.device.name)
                }
                check("The container holds two subviews", scenarios: 1) { _ in
                    observe("subviews", makeContainer().subviews.count)
                }
                """, role: .checks),
        ], mode: .swift5, limits: .standard, draw: ScenarioDraw(seed: 3))
        #expect(result.status == .succeeded)
        #expect(result.reports == [
            ScenarioReport(seed: 3, check: "The simulator starts on the device asked for", scenario: 0,
                           observations: [Observation("device", "iPhone 4-inch")], ending: .returned),
            ScenarioReport(seed: 3, check: "The container holds two subviews", scenario: 0,
                           observations: [Observation("subviews", "1")], ending: .returned),
        ])
    }

    @Test func swift6ModeRejectsWhatSwift5ModeAccepts() async throws {
        let kernel = try await KernelFixture.available()
        let units = [
            SourceUnit(name: "Counter.swift", code: "var counter = 0", role: .support),
            SourceUnit(name: "cell 1", code: "counter += 1\nprint(counter)"),
        ]
        let swift5 = await kernel.run(units, mode: .swift5)
        #expect(swift5.status == .succeeded)
        #expect(swift5.outputs == ["1\n"])

        let swift6 = await kernel.run(units, mode: .swift6)
        #expect(swift6.status == .compileFailed)
        let error = try #require(swift6.diagnostics.first { $0.severity == .error })
        #expect(error.unit == "Counter.swift")
        #expect(error.line == 1)
        #expect(error.column == 5)
        #expect(error.message == "var 'counter' is not concurrency-safe because it is nonisolated global shared mutable state")
    }

    /// Each scenario runs in a process of its own: a crash ends that scenario only, with the runtime's message
    /// at the learner's line; a line printed to look like a record is only output; draws are recorded.
    @Test func scenariosAreReportedInOrderAndACrashEndsOnlyItsScenario() async throws {
        let kernel = try await KernelFixture.available()
        let result = await kernel.run([
            SourceUnit(name: "exercise.swift", code: """
                func double(_ value: Int) -> Int { value * 2 }
                func label(_ value: Int?) -> String { "#\\(value!)" }
                """, role: .exercise),
            SourceUnit(name: "checks.swift", code: """
                import ExerciseKit
                print("{\\"k\\":\\"end\\",\\"c\\":\\"spoof\\",\\"s\\":0,\\"seed\\":\\"5\\",\\"how\\":\\"returned\\"}")
                check("Doubling", scenarios: 2) { scenario in
                    let value = scenario.int("value", -9...9)
                    observe("double(\\(value))", double(value))
                }
                check("Labels", scenarios: 1) { scenario in
                    _ = scenario.bool("a coin")
                    _ = label(nil)
                }
                check("Stops", scenarios: 1) { _ in
                    observe("before", true)
                    try stop("no more to see")
                }
                """, role: .checks),
        ], mode: .swift5, limits: .standard, draw: ScenarioDraw(seed: 5))
        #expect(result.status == .succeeded)
        #expect(result.reports.map(\.check) == ["Doubling", "Doubling", "Labels", "Stops"])
        let doubled = result.reports.prefix(2).map { ($0.draws.first?.value ?? "", $0.observations.first?.value ?? "") }
        for (value, observed) in doubled { #expect(Int(observed) == 2 * (Int(value) ?? 0)) }
        #expect(result.reports[2].ending == .crashed("exercise.swift:2: Fatal error: Unexpectedly found nil while unwrapping an Optional value"))
        #expect(result.reports[2].draws.map(\.label) == ["a coin"])
        #expect(result.reports[3].observations == [Observation("before", "true")])
        #expect(result.reports[3].ending == .stopped("no more to see"))
        #expect(!result.reports.contains { $0.check == "spoof" })

        // The same seed draws the same scenarios.
        let again = await kernel.run([SourceUnit(name: "checks.swift", code: """
            import ExerciseKit
            check("Doubling", scenarios: 2) { scenario in _ = scenario.int("value", -9...9) }
            """, role: .checks)], mode: .swift5, limits: .standard, draw: ScenarioDraw(seed: 5))
        #expect(again.reports.map(\.draws) == result.reports.prefix(2).map(\.draws))
    }
}

@Suite struct SwiftKernelEnvironmentTests {
    @Test func withoutACompilerEveryRunSaysWhatStillWorks() async {
        let kernel = SwiftKernel(options: .init(cacheDirectory: FileManager.default.temporaryDirectory.appendingPathComponent("unused"),
                                                environment: ["PATH": "/nonexistent", "HOME": "/tmp"]))
        let result = await kernel.run([SourceUnit(name: "cell 1", code: "print(1)")])
        guard case .toolchainUnavailable(let reason) = result.status else {
            Issue.record("expected toolchainUnavailable, got \(result.status)")
            return
        }
        #expect(reason.hasPrefix("No Swift compiler found (looked for `swiftc` on PATH and the TUTOR_SWIFTC variable)."))
        #expect(reason.contains("Lessons' questions still work; code cells, exercises and `run` need a Swift toolchain"))
        #expect(await kernel.unavailableReason() == reason)
    }

    @Test func aMissingModelIsNamedWithWhereItWasLookedFor() async throws {
        let environment = ProcessInfo.processInfo.environment.merging(["TUTOR_RUNTIME_DIR": "/nonexistent/build"]) { $1 }
        let kernel = SwiftKernel(options: .init(environment: environment))
        let reason = try #require(await kernel.unavailableReason())
        if reason.hasPrefix("No Swift compiler") { try Test.cancel("Skipped: \(reason)") }
        #expect(reason.hasPrefix("The compiled UIKit model was not found (looked in /nonexistent/build)."))
    }

    @Test func theModelsIdentityChangesWhenItIsRebuilt() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tutor-fake-build-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Modules"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("UIKit.build"), withIntermediateDirectories: true)
        try Data("module".utf8).write(to: folder.appendingPathComponent("Modules/UIKit.swiftmodule"))
        try Data("code".utf8).write(to: folder.appendingPathComponent("UIKit.build/UIView.swift.o"))
        try Data("wrapper".utf8).write(to: folder.appendingPathComponent("UIKit.build/UIKit.swiftmodule.o"))

        #expect(ModelRuntime.isRuntimeDirectory(folder.path))
        let before = try ModelRuntime.scan(folder.path)
        #expect(before.objectFiles == [folder.path + "/UIKit.build/UIView.swift.o"])
        #expect(before.availableTargets == ["UIKit"])
        #expect(try ModelRuntime.scan(folder.path).identity == before.identity)

        try Data("rebuilt code".utf8).write(to: folder.appendingPathComponent("UIKit.build/UIView.swift.o"))
        #expect(try ModelRuntime.scan(folder.path).identity != before.identity)
    }

    @Test func aDamagedCacheEntryIsIgnoredAndRebuilt() async throws {
        let cacheDirectory = FileManager.default.temporaryDirectory.appendingPathComponent("tutor-kernel-damage-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: cacheDirectory) }
        let kernel = SwiftKernel(options: .init(cacheDirectory: cacheDirectory))
        if let reason = await kernel.unavailableReason() { try Test.cancel("Skipped: \(reason)") }
        let units = [SourceUnit(name: "cell 1", code: "print(\"intact\")")]
        let first = await kernel.run(units)
        #expect(first.outputs == ["intact\n"], "\(first.status) \(first.diagnostics)")

        let results = cacheDirectory.appendingPathComponent("results")
        let entries = try #require(FileManager.default.enumerator(atPath: results.path)).compactMap { $0 as? String }.filter { $0.hasSuffix(".json") }
        #expect(entries.count == 1)
        for entry in entries { try Data("{\"status\": tru".utf8).write(to: results.appendingPathComponent(entry)) }

        let second = await kernel.run(units)
        #expect(second.cached == false)
        #expect(second.status == .succeeded, "\(second.diagnostics)")
        #expect(second.outputs == ["intact\n"])
        let third = await kernel.run(units)
        #expect(third.cached == true, "\(third.status) \(third.diagnostics)")
        #expect(third.outputs == ["intact\n"])
    }

    @Test func studentsRunInParallelWithoutMixingUp() async throws {
        let kernel = try await KernelFixture.available()
        let results = await withTaskGroup(of: (Int, KernelResult).self) { group in
            for student in 1...3 {
                group.addTask {
                    (student, await kernel.run([
                        SourceUnit(name: "exercise.swift", code: "func answer() -> Int { \(student) * 100 }", role: .exercise),
                        SourceUnit(name: "cell 1", code: "print(\"student \(student):\", answer())"),
                    ]))
                }
            }
            var collected: [Int: KernelResult] = [:]
            for await (student, result) in group { collected[student] = result }
            return collected
        }
        for student in 1...3 {
            #expect(results[student]?.status == .succeeded)
            #expect(results[student]?.outputs == ["student \(student): \(student * 100)\n"])
        }
    }
}
