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

    @Test func aCrashWhoseReportOutlastsTheLimitIsStillACrash() async {
        let script = "echo '*** Signal 11: Backtracing from 0x0... done ***'; sleep 2; kill -SEGV $$"
        let outcome = await run(script, wall: 1, grace: 10)
        #expect(outcome.termination == .signaled(SIGSEGV))
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
        #expect(outcome.duration >= 2.5 && outcome.duration < 40)
    }

    /// A crash inside a forked scenario reports into its parent's pipe: the backtracer is seen as a process.
    @Test func aBacktracerAmongTheDescendantsCountsAsAReport() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tutor-grace-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let backtracer = folder.appendingPathComponent("swift-backtrace").path
        try FileManager.default.copyItem(atPath: "/bin/sleep", toPath: backtracer)
        // The backtracer starts at once and outlives the limit by seconds: 4 s for it to be running when the limit
        // comes, even on a machine whose cores a full test run holds (at 1 s it once had not started yet).
        let outcome = await run("(\(backtracer) 8 > /dev/null); exit 3", wall: 4, grace: 20)
        #expect(outcome.termination == .exited(3))
    }
}
