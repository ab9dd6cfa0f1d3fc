import Foundation
import Lessons
import Testing

/// The lesson parser under libFuzzer (`Fuzz/run`) for 30 seconds: no crash, hang or memory blow-up.
/// The first run builds the fuzzer (a release build of the engine, in Fuzz/.build: minutes); the
/// test is skipped, saying why, when this toolchain cannot build it. TUTOR_FUZZ_SECONDS changes the
/// time (0 skips the test).
@Suite(.serialized) struct LessonFuzzingTests {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let seconds = Int(ProcessInfo.processInfo.environment["TUTOR_FUZZ_SECONDS"] ?? "") ?? 30

    @Test("Fuzzing the lesson parser finds nothing", .timeLimit(.minutes(30)))
    func fuzzLessonParser() async throws {
        guard Self.seconds > 0 else { try Test.cancel("TUTOR_FUZZ_SECONDS=0") }
        // At the lowest priority: its release build takes both cores for minutes, and the tests that run beside it
        // (programs stopped within a bound, a compile awaited) must not starve behind it.
        let script = Self.packageRoot.appendingPathComponent("Fuzz/run").path
        // Budgets inside the test's 30 minutes: at the lowest priority on a machine busy with other work the build
        // (or the corpus's first pass) can get no processor time at all, which says nothing about the parser.
        let budgets = ["FUZZ_BUILD_SECONDS": "1200", "FUZZ_WALL_SECONDS": String(max(300, Self.seconds * 6))]
        let (status, output) = FileManager.default.isExecutableFile(atPath: "/usr/bin/nice")
            ? await Self.run("/usr/bin/nice", ["-n", "19", script, String(Self.seconds)], environment: budgets)
            : await Self.run(script, [String(Self.seconds)], environment: budgets)
        if status == 3 { try Test.cancel("the fuzzer could not be built with this toolchain: \(output.suffix(500))") }
        if status == 4 { try Test.cancel("the fuzzer's release build did not finish within 20 minutes at the lowest priority: this machine is busy") }
        if status == 5 { try Test.cancel("the fuzzer did not get through its \(Self.seconds) s in \(budgets["FUZZ_WALL_SECONDS"]!) s of wall time at the lowest priority: this machine is busy") }
        #expect(status == 0, "a crash or a hang; the input is in Fuzz/.work/crashes: \(output.suffix(3000))")
        // libFuzzer's summary, `Done 4960 runs in 31 second(s)`: the run went the whole time and did something.
        let done = try #require(output.split(separator: "\n").last { $0.hasPrefix("Done ") }, "no summary in: \(output.suffix(1000))")
        let words = done.split(separator: " ")
        #expect((Int(words[1]) ?? 0) > 100, "\(done)")
        #expect((Int(words[4]) ?? 0) >= Self.seconds, "\(done)")
    }

    /// Runs a program to its end off the cooperative pool; its status and its output and errors together.
    static func run(_ executable: String, _ arguments: [String], environment: [String: String] = [:]) async -> (Int32, String) {
        await withCheckedContinuation { continuation in
            DispatchQueue.global().async {
                let process = Process()
                process.executableURL = URL(fileURLWithPath: executable)
                process.arguments = arguments
                process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, new in new }
                let pipe = Pipe()
                process.standardOutput = pipe
                process.standardError = pipe
                do { try process.run() } catch {
                    continuation.resume(returning: (-1, "\(error)"))
                    return
                }
                let data = pipe.fileHandleForReading.readToEndRetryingInterrupts()
                process.waitUntilExit()
                continuation.resume(returning: (process.terminationStatus, String(decoding: data, as: UTF8.self)))
            }
        }
    }
}
