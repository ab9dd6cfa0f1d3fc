import Foundation

/// Turns what the kernel reported for an exercise (its checks' outcomes, or why the program could not
/// be judged) into a verdict. Each check keeps its own message; compile errors, crashes, endless loops and a
/// missing toolchain each get a clear verdict of their own rather than "failed".
public enum CodeChecksValidator {
    public static func verdict(for result: KernelResult, strings: Localizer = .english) -> Verdict {
        if let problem = runProblem(result.status, strings: strings) {
            return Verdict(outcome: .failedToRun, message: problem, checks: result.checks, diagnostics: result.diagnostics)
        }
        if result.checks.isEmpty {
            if case .exited(let code) = result.status {
                return Verdict(outcome: .failedToRun, message: strings[.runExited, String(code)], diagnostics: result.diagnostics)
            }
            return Verdict(outcome: .failedToRun, message: strings[.checksNoneReported], diagnostics: result.diagnostics)
        }
        let failed = result.checks.filter { !$0.passed }.count
        // A program that reported all checks passed but then exited non-zero has not passed.
        if failed == 0, case .succeeded = result.status {
            return Verdict(outcome: .correct, message: strings[.checksAllPassed, String(result.checks.count)],
                           checks: result.checks, diagnostics: result.diagnostics)
        }
        let message = failed == 0 ? (runProblem(result.status, strings: strings, exitCodes: true) ?? strings[.incorrect])
            : strings[.checksSomeFailed, String(failed), String(result.checks.count)]
        return Verdict(outcome: .incorrect, message: message, checks: result.checks, diagnostics: result.diagnostics)
    }

    /// Words for a run that could not be judged, or nil when it ran to the end (a non-zero exit after
    /// checks were reported is left to the checks unless `exitCodes`).
    public static func runProblem(_ status: RunStatus, strings: Localizer = .english, exitCodes: Bool = false) -> String? {
        switch status {
        case .succeeded: return nil
        case .compileFailed: return strings[.runCompileFailed]
        case .exited(let code): return exitCodes ? strings[.runExited, String(code)] : nil
        case .crashed(_, let message): return strings[.runCrashed, message]
        case .timedOut(let seconds): return strings[.runTimedOut, NumberText.canonical(seconds)]
        case .outputLimitExceeded(let bytes): return strings[.runOutputLimit, String(bytes)]
        case .memoryLimitExceeded: return strings[.runMemoryLimit]
        case .toolchainUnavailable(let reason): return strings[.runToolchainUnavailable, reason]
        }
    }
}
