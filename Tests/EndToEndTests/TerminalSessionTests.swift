import Foundation
import Lessons
import Testing

/// readline itself, in a pseudo-terminal (python3's `pty`): history recall with the Up arrow, Tab
/// completion, and Ctrl-C during an endless loop returning to the prompt. Skips when python3 is missing.
@Suite(.serialized, .enabled(if: TutorProcess.executable != nil && PseudoTerminal.python != nil,
                             "skipped: needs the tutor binary and python3 (its pty module drives readline in a pseudo-terminal)"))
struct TerminalSessionTests {

    /// Runs the pty driver with the steps; returns its status and (on failure) the transcript.
    /// Runs the pty driver on a Dispatch thread, off the cooperative pool (see `TutorProcess.run`).
    func drive(_ steps: [[Any]], arguments: [String]) async throws -> (status: Int32, transcript: String) {
        nonisolated(unsafe) let steps = steps
        return try await withCheckedThrowingContinuation { continuation in
            DispatchQueue.global().async {
                continuation.resume(with: Swift.Result { try driveBlocking(steps, arguments: arguments) })
            }
        }
    }

    private func driveBlocking(_ steps: [[Any]], arguments: [String]) throws -> (status: Int32, transcript: String) {
        let workspace = try TutorProcess.temporaryWorkspace()
        let script = workspace.appendingPathComponent("script.json")
        try JSONSerialization.data(withJSONObject: steps).write(to: script)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: PseudoTerminal.python!)
        process.arguments = [TutorProcess.fixtures.appendingPathComponent("pty_driver.py").path, script.path, "--",
                             TutorProcess.executable!.path] + arguments
            + ["--workspace", workspace.path, "--content", TutorProcess.content.path]
        let output = Pipe(), error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        let transcript = output.fileHandleForReading.readToEndRetryingInterrupts()
        let problems = error.fileHandleForReading.readToEndRetryingInterrupts()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: transcript + problems, as: UTF8.self))
    }

    @Test func historyRecallWithUpArrow() async throws {
        let result = try await drive([
            ["expect", "keyboard 1/4 › ", 20],
            ["send", "steps\r"],
            ["expect", "Lift the field", 10],
            ["expect", "keyboard 1/4 › ", 10],
            ["send", "\u{1B}[A"],  // Up: the last line comes back
            ["expect", "steps", 5],
            ["send", "\r"],
            ["expect", "Lift the field", 10],
            ["send", "quit\r"],
            ["expect", "Progress saved", 10],
        ], arguments: ["start", "keyboard"])
        #expect(result.status == 0, "\(result.transcript)")
    }

    @Test func tabCompletesCommandsAndLessonIDs() async throws {
        let result = try await drive([
            ["expect", "tutor › ", 20],
            ["send", "start keyb\t"],
            ["expect", "start keyboard", 5],
            ["send", "\r"],
            ["expect", "keyboard 1/4 › ", 10],
            ["send", "prog\t\r"],
            ["expect", "Points: ", 10],
            ["send", "quit\r"],
            ["expect", "Progress saved", 10],
        ], arguments: [])
        #expect(result.status == 0, "\(result.transcript)")
    }

    @Test func ctrlCStopsAnEndlessLoopAndReturnsToThePrompt() async throws {
        let result = try await drive([
            ["expect", "keyboard 1/4 › ", 20],
            ["send", "while true {}\r"],
            ["sleep", 4],  // compile and start looping
            ["send", "\u{03}"],
            ["expect", "Cancelled\\.", 3],
            ["expect", "keyboard 1/4 › ", 3],
            ["send", "half\u{03}"],  // Ctrl-C on a half-typed line drops it
            ["expect", "keyboard 1/4 › ", 3],
            ["send", "quit\r"],
            ["expect", "Progress saved", 10],
        ], arguments: ["start", "keyboard"])
        #expect(result.status == 0, "\(result.transcript)")
    }
}

enum PseudoTerminal {
    /// python3 from PATH (or the usual places).
    static let python: String? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return (path.split(separator: ":").map { "\($0)/python3" } + ["/usr/bin/python3", "/usr/local/bin/python3"])
            .first { FileManager.default.isExecutableFile(atPath: $0) }
    }()
}
