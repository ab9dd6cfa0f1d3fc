import Foundation
import Testing
@testable import Kernel
@testable import Lessons

@Suite struct KernelPartsTests {
    @Test func sha256MatchesTheStandardVectors() {
        #expect(ContentDigest.hex(Array("".utf8)) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(ContentDigest.hex(Array("abc".utf8)) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(ContentDigest.hex(Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8))
                == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
        #expect(ContentDigest.hex([UInt8](repeating: 0x61, count: 1_000)) == "41edece42d63e8d9bf515a9ba6932e1c20cbc9f5a5d134645adb5db1b9737ea3")
    }

    @Test func outputIsSplitAtTheRunsMarkersOnly() {
        let output = "\u{1}n1:0\u{2}a\n\u{1}fake:1\u{2}b\u{1}n1:2\u{2}c\n\u{1}n1:3\u{2}"
        let (segments, last) = ProgramAssembler.split(output, nonce: "n1")
        #expect(segments == [0: "a\n\u{1}fake:1\u{2}b", 2: "c\n", 3: ""])
        #expect(last == 3)
    }

    @Test func unitsBecomeMainPlusDeclarationFilesWithSourceLocations() {
        let files = ProgramAssembler.files(for: [
            SourceUnit(name: "cell \"1\"", code: "print(1)"),
            SourceUnit(name: "Model.swift", code: "struct A {}", role: .support),
            SourceUnit(name: "checks", code: "check()", role: .checks),
        ])
        #expect(files.map(\.name) == ["main.swift", "unit1.swift"])
        #expect(files[0].contents == """
            import TutorKernelSupport
            _tutorKernelBegin()
            _tutorKernelEnter(0)
            #sourceLocation(file: "cell _1_", line: 1)
            print(1)
            #sourceLocation()
            _tutorKernelEnter(2)
            #sourceLocation(file: "checks", line: 1)
            check()
            #sourceLocation()

            """)
        #expect(files[1].contents == "#sourceLocation(file: \"Model.swift\", line: 1)\nstruct A {}\n#sourceLocation()\n")
    }

    @Test func compilerDiagnosticsAreReadInTheLearnersTerms() {
        let output = """
            cell 2:3:9: error: cannot find 'Main.Widget' in scope [#SomeGroup]
            let w = Widget()
                    ^~~~~~
            /tmp/tutor-kernel-x/main.swift:1:1: warning: something generated
            Helpers.swift:4:2: note: did you mean 'widget'?
            error: link command failed with exit code 1 (use -v to see invocation)
            """
        let diagnostics = CompilerOutputParser.diagnostics(from: output, unitNames: ["cell 2", "Helpers.swift"])
        #expect(diagnostics == [
            SourceDiagnostic(unit: "cell 2", line: 3, column: 9, severity: .error, message: "cannot find 'Widget' in scope"),
            SourceDiagnostic(unit: "main.swift", line: 1, column: 1, severity: .warning, message: "something generated"),
            SourceDiagnostic(unit: "Helpers.swift", line: 4, column: 2, severity: .note, message: "did you mean 'widget'?"),
        ]) // the driver's link echo goes: the error above says more (`theDriversLinkEchoGoesWhenTheLinkerSaidWhy`)
    }

    /// The driver's echo of a failed link goes when the linker said why; alone, it is all there is, so it stays.
    @Test func theDriversLinkEchoGoesWhenTheLinkerSaidWhy() {
        let echoed = """
            ld.lld: error: undefined symbol: limitText(_:to:)
            clang: error: linker command failed with exit code 1 (use -v to see invocation)
            error: link command failed with exit code 1 (use -v to see invocation)
            """
        #expect(CompilerOutputParser.diagnostics(from: echoed, unitNames: []).map(\.message) == ["undefined symbol: limitText(_:to:)"])
        let alone = "clang: error: linker command failed with exit code 1 (use -v to see invocation)\n"
        #expect(CompilerOutputParser.diagnostics(from: alone, unitNames: []).map(\.message)
                == ["linker command failed with exit code 1 (use -v to see invocation)"])
    }

    @Test func runtimeReportsAreMappedToTheLearnersUnit() {
        let located = CompilerOutputParser.crash(
            in: "partial Main/cell 3:7: Fatal error: Division by zero\nCurrent stack trace:\n0 libswiftCore.so\n",
            unit: "cell 3", unitNames: ["cell 3"])
        #expect(located == .init(message: "cell 3:7: Fatal error: Division by zero", outOfMemory: false, remainingOutput: "partial "))
        let stdlib = CompilerOutputParser.crash(
            in: "x\nSwift/ContiguousArrayBuffer.swift:691: Fatal error: Index out of range\n", unit: "cell 1", unitNames: ["cell 1"])
        #expect(stdlib == .init(message: "cell 1: Fatal error: Index out of range", outOfMemory: false, remainingOutput: "x\n"))
    }

    @Test func theRunnerFeedsInputAndReportsTheExitStatus() async {
        let outcome = await ProcessRunner().run(ProcessRequest(
            executable: "/bin/sh", arguments: ["-c", "read line; echo \"got $line\"; echo oops >&2; exit 3"],
            standardInput: Data("hello\n".utf8), limits: ProcessLimits(wallSeconds: 10)))
        #expect(outcome.termination == .exited(3))
        #expect(String(decoding: outcome.standardOutput, as: UTF8.self) == "got hello\n")
        #expect(String(decoding: outcome.standardError, as: UTF8.self) == "oops\n")
    }

    // What tells each mechanism apart from its absence is what happened, not how long the test waited: in a full
    // test run on two cores, synchronous tests can hold the cooperative pool (where the run's end is picked up) for
    // twenty seconds and more. The bound on `duration` only separates the limit from the 30 s the run would take.

    @Test func theRunnerKillsTheWholeGroupAtTheTimeLimit() async {
        // The shell's child keeps the pipe open: only killing the group ends the run before the sleeps (30 s) do.
        let marker = "30.\(UInt32.random(in: 100_000...999_999))"
        let outcome = await ProcessRunner().run(ProcessRequest(
            executable: "/bin/sh", arguments: ["-c", "echo started; sleep \(marker) & sleep \(marker); echo never"],
            limits: ProcessLimits(wallSeconds: 0.5)))
        #expect(outcome.termination == .timedOut)
        #expect(String(decoding: outcome.standardOutput, as: UTF8.self) == "started\n")
        // A SIGKILLed process takes a moment to leave the process table: looked for again for up to 2 s.
        var left = Self.processes(withArgument: marker)
        for _ in 0..<20 where left > 0 {
            try? await Task.sleep(for: .milliseconds(100))
            left = Self.processes(withArgument: marker)
        }
        #expect(left == 0, "the group's sleeps were killed with it")
        #expect(outcome.duration < 90)
    }

    /// The limit holds while synchronous work holds every thread of Swift's cooperative pool: the run starts, arms its
    /// limit and reads on threads of its own (`ProcessRunExecutor`). Without them the child ran its 2 s to the end
    /// before the run could notice it had started, and was reported as having exited by itself (as in a CI run).
    @Test func theLimitHoldsWhileThePoolIsHeld() async {
        let request = ProcessRequest(executable: "/bin/sh", arguments: ["-c", "echo started; sleep 2; echo never"],
                                     limits: ProcessLimits(wallSeconds: 0.5))
        let run = Task.detached { await ProcessRunner().run(request) }
        // Queued behind the run's first step: everything the run does next waits for them on the pool.
        let held = (0..<(ProcessInfo.processInfo.activeProcessorCount + 2)).map { _ in Task.detached { usleep(4_000_000) } }
        let outcome = await run.value
        for holder in held { await holder.value }
        // Killed before its `echo never` at 2 s. (The run's end is still told late: swift-subprocess ends its cleanup in
        // an unstructured task, on the pool.)
        #expect(outcome.termination == .timedOut)
        #expect(String(decoding: outcome.standardOutput, as: UTF8.self) == "started\n")
    }

    /// A child that ends before its limit is not reported as timed out when the end reaches the run late: swift-subprocess
    /// reaps it at once on its own thread but finishes the run through the pool, and with the pool held the limit
    /// came first and found no zombie to ask.
    @Test func anEndReportedLateIsStillTheChildsOwn() async {
        let request = ProcessRequest(executable: "/bin/sh", arguments: ["-c", "echo bye; exit 3"], limits: ProcessLimits(wallSeconds: 0.5))
        let run = Task.detached { await ProcessRunner().run(request) }
        let held = (0..<(ProcessInfo.processInfo.activeProcessorCount + 2)).map { _ in Task.detached { usleep(3_000_000) } }
        let outcome = await run.value
        for holder in held { await holder.value }
        #expect(outcome.termination == .exited(3))
        #expect(String(decoding: outcome.standardOutput, as: UTF8.self) == "bye\n")
    }

    /// Processes whose command line holds `argument`.
    static func processes(withArgument argument: String) -> Int {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.filter { Int($0) != nil }.filter { pid in
            guard let data = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline") else { return false }
            return data.split(separator: 0).contains { String(decoding: $0, as: UTF8.self) == argument }
        }.count
    }

    @Test func theRunnerStopsAFloodAtTheOutputLimit() async {
        // `yes` never ends: without the output limit only the wall-clock limit (30 s) would stop it, as `.timedOut`.
        let outcome = await ProcessRunner().run(ProcessRequest(
            executable: "/usr/bin/yes", arguments: ["flood"], limits: ProcessLimits(wallSeconds: 30, outputBytes: 10_000)))
        #expect(outcome.termination == .outputLimitExceeded)
        #expect(outcome.standardOutput.count == 10_000)
        #expect(outcome.duration < 90)
    }

    @Test func theRunnerAppliesResourceLimitsAndReportsMissingPrograms() async {
        let limited = await ProcessRunner().run(ProcessRequest(
            executable: "/bin/sh", arguments: ["-c", "ulimit -v; ulimit -c"],
            limits: ProcessLimits(wallSeconds: 10, memoryBytes: 256 << 20)))
        #expect(String(decoding: limited.standardOutput, as: UTF8.self) == "262144\n0\n")
        let missing = await ProcessRunner().run(ProcessRequest(executable: "/nonexistent/program"))
        guard case .launchFailed(let reason) = missing.termination else {
            Issue.record("expected a launch failure, got \(missing.termination)")
            return
        }
        #expect(reason.hasPrefix("/nonexistent/program"))
    }
}

/// The compiler's probe is kept between tutor processes and taken again when the compiler changes.
@Suite struct ToolchainProbeTests {
    @Test func theProbeIsKeptAndRedoneWhenTheCompilerChanges() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tutor-probe-test-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let counter = folder.appendingPathComponent("runs")
        let swiftc = folder.appendingPathComponent("swiftc")
        func write(_ version: String) throws {
            try "#!/bin/sh\necho x >> '\(counter.path)'\necho 'Swift version \(version) (fake)'\n".write(to: swiftc, atomically: true, encoding: .utf8)
            chmod(swiftc.path, 0o755)
        }
        try write("6.3")
        let probes = folder.appendingPathComponent("probes")
        func discover() async -> String? {
            guard case .success(let toolchain) = await SwiftToolchain.discover(environment: ["TUTOR_SWIFTC": swiftc.path], runner: ProcessRunner(),
                                                                             probes: probes) else { return nil }
            return toolchain.version
        }
        func runs() -> Int { ((try? String(contentsOf: counter, encoding: .utf8)) ?? "").split(separator: "\n").count }
        #expect(await discover() == "Swift version 6.3 (fake)")
        #expect(runs() == 1)
        #expect(await discover() == "Swift version 6.3 (fake)")
        #expect(runs() == 1, "the second tutor reads the kept probe")
        try await Task.sleep(for: .milliseconds(20))
        try write("6.4")
        #expect(await discover() == "Swift version 6.4 (fake)")
        #expect(runs() == 2, "a changed compiler is probed again")
    }
}
