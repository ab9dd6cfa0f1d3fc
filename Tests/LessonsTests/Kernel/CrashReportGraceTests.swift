import Foundation
import Testing
@testable import Kernel
@testable import Lessons

/// The time limit covers the program, not the report of its crash: on a busy machine the Swift backtracer can
/// take longer to report a stack overflow than the program ran, and that crash must still be told as a crash.
@Suite struct CrashReportGraceTests {
    private func run(_ script: String, wall: Double, grace: Double?) async -> ProcessOutcome {
        await ProcessRunner().run(ProcessRequest(executable: "/bin/sh", arguments: ["-c", script], mergeStandardError: true,
                                                 limits: ProcessLimits(wallSeconds: wall, crashReportSeconds: grace)))
    }

    /// Judged only on a run whose banner was out before the limit (three tries): on a loaded machine the shell has
    /// taken longer than the 1 s limit to print it, and a limit reached before any report began rightly holds.
    @Test func aCrashWhoseReportOutlastsTheLimitIsStillACrash() async throws {
        let marker = FileManager.default.temporaryDirectory.appendingPathComponent("tutor-banner-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: marker) }
        var judged = false
        for _ in 0..<3 {
            try? FileManager.default.removeItem(atPath: marker)
            let begun = Date()
            let script = "echo '*** Signal 11: Backtracing from 0x0... done ***'; : > \(marker); sleep 2; kill -SEGV $$"
            let outcome = await run(script, wall: 1, grace: 10)
            let printed = (try? FileManager.default.attributesOfItem(atPath: marker)[.modificationDate] as? Date) ?? nil
            guard let printed, printed.timeIntervalSince(begun) < 0.5 else { continue }
            judged = true
            #expect(outcome.termination == .signaled(SIGSEGV))
            break
        }
        if !judged { Issue.record("the banner never came out within 0.5 s of its run in three tries") }
    }

    @Test func withoutAReportInProgressTheLimitHolds() async {
        let outcome = await run("echo working; sleep 120", wall: 1, grace: 10)
        #expect(outcome.termination == .timedOut)
        #expect(outcome.duration < 90)
    }

    @Test func withoutGraceAReportInProgressIsCutAtTheLimit() async {
        let outcome = await run("echo '*** Signal 11: Backtracing'; sleep 120", wall: 1, grace: nil)
        #expect(outcome.termination == .timedOut)
        #expect(outcome.duration < 90)
    }

    @Test func theGraceIsGrantedOnceAndBounded() async {
        let outcome = await run("echo '*** Signal 11: Backtracing'; sleep 120", wall: 1, grace: 2)
        #expect(outcome.termination == .timedOut)
        #expect(outcome.duration >= 2.5 && outcome.duration < 90)
    }

    /// A crash inside a forked scenario reports into its parent's pipe: the backtracer is seen as a process.
    ///
    /// The backtracer (a copy of the shell, named as Swift's is) notes when it started. On a machine whose cores a
    /// full test run holds, starting a process has stalled for 20 s; a run whose backtracer began only after the
    /// limit says nothing about the grace, so it is tried again (three times at most).
    @Test func aBacktracerAmongTheDescendantsCountsAsAReport() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tutor-grace-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let backtracer = folder.appendingPathComponent("swift-backtrace").path
        let marker = folder.appendingPathComponent("started").path
        try FileManager.default.copyItem(atPath: URL(fileURLWithPath: "/bin/sh").resolvingSymlinksInPath().path, toPath: backtracer)
        let limit = 4.0
        var judged = 0
        for _ in 0..<3 {
            try? FileManager.default.removeItem(atPath: marker)
            let begun = Date()
            // The backtracer outlives the limit by seconds and is running when it comes.
            let outcome = await run("(\(backtracer) -c ': > \(marker); sleep 8' > /dev/null); exit 3", wall: limit, grace: 20)
            let started = (try? FileManager.default.attributesOfItem(atPath: marker)[.modificationDate] as? Date) ?? nil
            guard let started, started.timeIntervalSince(begun) < limit - 1 else { continue }
            judged += 1
            #expect(outcome.termination == .exited(3))
            break
        }
        if judged == 0 { Issue.record("the backtracer never started within \(limit - 1) s of its run in three tries") }
    }
}
