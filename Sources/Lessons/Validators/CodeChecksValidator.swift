import Foundation
import Kernel

/// Words for a program run that could not be judged, shared by cells, exercises and grading. Exercises
/// are decided by `ExerciseJudge`; this only names what stopped a run.
public enum CodeChecksValidator {
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
