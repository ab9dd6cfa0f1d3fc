import Foundation

/// How a sandboxed process ended, with what it printed (bounded).
public struct SandboxOutcome: Sendable, Hashable {
    public enum Ending: Sendable, Hashable {
        case exited(Int32)
        case signaled(Int32)
        /// Killed after the wall-clock limit.
        case timedOut
        case failedToStart(String)
    }

    public var ending: Ending
    /// Standard output, at most the policy's byte limit.
    public var output: Data
    /// True when the process printed more than the limit (it was killed).
    public var outputTruncated: Bool
    /// The last few hundred bytes of standard error, for the instructor.
    public var errorTail: String
    public var seconds: Double
}

/// Starts one sandboxed process through the kernel's `ProcessRunner` (the one place tutor spawns
/// processes): its own process group, killed at the time limit or past the output limit. The sandbox's
/// command line already holds its resource limits and namespaces (see `SandboxCapabilities`).
public enum SandboxedProcess {
    public static func run(_ command: [String], environment: [String: String], workingDirectory: URL,
                    timeoutSeconds: Double, outputLimit: Int) async -> SandboxOutcome {
        let request = ProcessRequest(executable: command[0], arguments: Array(command.dropFirst()), environment: environment,
                                     workingDirectory: workingDirectory.path,
                                     limits: ProcessLimits(wallSeconds: timeoutSeconds, outputBytes: outputLimit))
        let outcome = await ProcessRunner().run(request)
        let ending: SandboxOutcome.Ending
        var truncated = false
        switch outcome.termination {
        case .exited(let code): ending = .exited(code)
        case .signaled(let signal): ending = .signaled(signal)
        case .timedOut: ending = .timedOut
        case .outputLimitExceeded: ending = .signaled(SIGKILL); truncated = true
        case .launchFailed(let reason): ending = .failedToStart(reason)
        }
        return SandboxOutcome(ending: ending, output: outcome.standardOutput, outputTruncated: truncated,
                              errorTail: String(decoding: outcome.standardError.suffix(6000), as: UTF8.self),
                              seconds: outcome.duration)
    }
}
