import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// How a sandboxed process ended, with what it printed (bounded).
public struct SandboxOutcome: Sendable, Hashable {
    public enum Ending: Sendable, Hashable {
        case exited(Int32)
        case signaled(Int32)
        /// Killed by the parent after the wall-clock limit.
        case timedOut
        case failedToStart(String)
    }

    public var ending: Ending
    /// Standard output, at most the policy's byte limit.
    public var output: Data
    /// True when the process printed more than the limit.
    public var outputTruncated: Bool
    /// The last few hundred bytes of standard error, for the instructor.
    public var errorTail: String
    public var seconds: Double
}

/// Starts one sandboxed process and waits for it, killing it at the time limit. Standard output and
/// error go to files in a folder only the parent can read (mode 700), never into the student's scratch directory.
enum SandboxedProcess {
    static func run(_ command: [String], environment: [String: String], workingDirectory: URL, logs: URL,
                    timeoutSeconds: Double, outputLimit: Int) async -> SandboxOutcome {
        let started = Date()
        let outURL = logs.appendingPathComponent("stdout")
        let errURL = logs.appendingPathComponent("stderr")
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        func outcome(_ ending: SandboxOutcome.Ending) -> SandboxOutcome {
            let data = (try? FileHandle(forReadingFrom: outURL)).map { handle -> Data in
                defer { try? handle.close() }
                return (try? handle.read(upToCount: outputLimit + 1)) ?? Data()
            } ?? Data()
            let errors = (try? Data(contentsOf: errURL)) ?? Data()
            let tail = String(decoding: errors.suffix(600), as: UTF8.self)
            return SandboxOutcome(ending: ending, output: data.prefix(outputLimit), outputTruncated: data.count > outputLimit,
                                  errorTail: tail, seconds: Date().timeIntervalSince(started))
        }
        guard let outHandle = try? FileHandle(forWritingTo: outURL), let errHandle = try? FileHandle(forWritingTo: errURL) else {
            return outcome(.failedToStart("cannot create log files in \(logs.path)"))
        }
        defer { try? outHandle.close(); try? errHandle.close() }

        let process = Process()
        process.executableURL = URL(fileURLWithPath: command[0])
        process.arguments = Array(command.dropFirst())
        process.environment = environment
        process.currentDirectoryURL = workingDirectory
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = outHandle
        process.standardError = errHandle
        let finished = ProcessEnd()
        process.terminationHandler = { _ in finished.signal() }
        do { try process.run() } catch { return outcome(.failedToStart("\(command[0]): \(error.localizedDescription)")) }
        let pid = process.processIdentifier

        // Wait for the end, the time limit, or more output than allowed, whichever comes first.
        let deadline = Date().addingTimeInterval(timeoutSeconds)
        var stoppedForTime = false
        while !finished.isDone {
            if Date() >= deadline { stoppedForTime = true; break }
            let printed = (try? FileManager.default.attributesOfItem(atPath: outURL.path)[.size] as? Int) ?? 0
            if printed > outputLimit { break }
            try? await Task.sleep(nanoseconds: 20_000_000)
        }
        if !finished.isDone {
            // The outermost tool execs into `unshare --kill-child`; killing it ends the pid namespace and
            // with it every process the student started.
            kill(pid, SIGKILL)
            _ = await finished.wait(timeoutSeconds: 10)
            return outcome(stoppedForTime ? .timedOut : .signaled(SIGKILL))
        }
        switch process.terminationReason {
        case .uncaughtSignal: return outcome(.signaled(process.terminationStatus))
        default: return outcome(.exited(process.terminationStatus))
        }
    }
}

/// A one-shot signal that an async caller can wait for with a timeout.
private final class ProcessEnd: @unchecked Sendable {
    private let lock = NSLock()
    private var done = false

    func signal() {
        lock.withLock { done = true }
    }

    var isDone: Bool { lock.withLock { done } }

    /// Returns true when the time ran out first.
    func wait(timeoutSeconds: Double) async -> Bool {
        let deadline = Date().addingTimeInterval(timeoutSeconds)
        while true {
            if isDone { return false }
            if Date() >= deadline { return true }
            try? await Task.sleep(nanoseconds: 20_000_000)
        }
    }
}
