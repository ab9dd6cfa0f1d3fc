import Foundation

// The contract between the lessons engine and the Swift kernel.
// The session layer, grading and the tutor speak only these types; `SwiftKernel` implements them.

/// One piece of learner or lesson source that the kernel compiles, named the way the learner
/// knows it ("cell 3", "exercise.swift"), so that diagnostics point at the learner's own lines.
public struct SourceUnit: Sendable, Hashable, Codable {
    public enum Role: String, Sendable, Hashable, Codable {
        /// Top-level learner code: a notebook cell or a whole file run as a program.
        case cell
        /// Declarations the lesson ships (its runnable model of the recipe, helpers).
        case support
        /// The learner's exercise file (declarations only; checks drive it).
        case exercise
        /// A lesson's checks for an exercise (top-level code that reports through ExerciseKit).
        case checks
        /// Checks the learner's code must neither see nor name (grading's hidden checks): the program's support
        /// and exercise units are compiled first as a module of their own, which these import `@testable`. A
        /// name the learner declares cannot clash with theirs (theirs shadows it), and a name only they declare
        /// is not in scope for the learner's code.
        case sealedChecks
    }
    public var name: String
    public var code: String
    public var role: Role

    public init(name: String, code: String, role: Role = .cell) {
        self.name = name
        self.code = code
        self.role = role
    }
}

/// The language mode learners' code compiles in. Swift 5 is the default: the book's recipes and
/// beginners' code are not written for strict concurrency checking.
public enum SwiftLanguageMode: String, Sendable, Hashable, Codable {
    case swift5 = "5"
    case swift6 = "6"
}

/// Limits on a learner's program: it is untrusted code.
public struct RunLimits: Sendable, Hashable, Codable {
    /// Wall-clock time for the program itself (compilation is not counted).
    public var timeoutSeconds: Double
    /// Address-space limit for the program.
    public var memoryBytes: UInt64
    /// Bytes of standard output and standard error kept before the program is stopped.
    public var outputBytes: Int
    /// Processes the program may create (fork bombs).
    public var processes: Int
    /// Bytes of source a unit may have: more is refused before the compiler starts (a 5 MB file
    /// would keep it busy for minutes). The largest lesson file is about 20 KB.
    public var sourceBytes: Int

    public init(timeoutSeconds: Double = 10, memoryBytes: UInt64 = 2 << 30, outputBytes: Int = 64 << 10, processes: Int = 64,
                sourceBytes: Int = 256 << 10) {
        self.timeoutSeconds = timeoutSeconds
        self.memoryBytes = memoryBytes
        self.outputBytes = outputBytes
        self.processes = processes
        self.sourceBytes = sourceBytes
    }

    public static let standard = RunLimits()
}

/// A compiler diagnostic mapped back to the learner's own source unit and line.
public struct SourceDiagnostic: Sendable, Hashable, Codable, CustomStringConvertible {
    public enum Severity: String, Sendable, Hashable, Codable { case error, warning, note }
    /// The `SourceUnit.name` it belongs to.
    public var unit: String
    public var line: Int
    public var column: Int
    public var severity: Severity
    public var message: String

    public init(unit: String, line: Int, column: Int, severity: Severity, message: String) {
        self.unit = unit
        self.line = line
        self.column = column
        self.severity = severity
        self.message = message
    }

    public var description: String { "\(unit):\(line):\(column): \(severity.rawValue): \(message)" }
}

/// How a learner's program ended.
public enum RunStatus: Sendable, Hashable, Codable {
    case succeeded
    /// It did not compile; see the diagnostics.
    case compileFailed
    /// It exited with a non-zero status.
    case exited(code: Int32)
    /// A trap or signal (force-unwrapping nil, an index out of range, …). `message` is the
    /// runtime's explanation with the learner's unit and line where the runtime gave one.
    case crashed(signal: Int32, message: String)
    /// Stopped after the wall-clock limit (an infinite loop, say).
    case timedOut(seconds: Double)
    /// Stopped after printing more than the output limit.
    case outputLimitExceeded(bytes: Int)
    /// Stopped after reaching the memory limit.
    case memoryLimitExceeded
    /// No Swift toolchain was found; `reason` says what was looked for and what still works.
    case toolchainUnavailable(reason: String)
}

/// The scenarios an exercise's checks draw: from which seeds, and how many per check.
public struct ScenarioDraw: Sendable, Hashable, Codable {
    public var seeds: [UInt64]
    /// Scenarios per check for checks that do not name their own count.
    public var scenarios: Int

    public init(seeds: [UInt64], scenarios: Int = ScenarioDraw.defaultScenarios) {
        self.seeds = seeds
        self.scenarios = scenarios
    }

    public init(seed: UInt64, scenarios: Int = ScenarioDraw.defaultScenarios) {
        self.init(seeds: [seed], scenarios: scenarios)
    }

    public static let defaultScenarios = 3
}

/// What running a list of source units produced.
public struct KernelResult: Sendable, Hashable, Codable {
    public var status: RunStatus
    /// Output of each `.cell` unit, in order, attributed to the cell that printed it.
    public var outputs: [String]
    public var diagnostics: [SourceDiagnostic]
    /// What `.checks` units reported through ExerciseKit, in the order the scenarios began:
    /// unverified observations, for the judge to compare.
    public var reports: [ScenarioReport]
    /// True when the result came from the content-addressed cache without compiling.
    public var cached: Bool
    /// Seconds spent compiling and running (zero for a cache hit).
    public var compileSeconds: Double
    public var runSeconds: Double

    public init(status: RunStatus, outputs: [String] = [], diagnostics: [SourceDiagnostic] = [], reports: [ScenarioReport] = [],
                cached: Bool = false, compileSeconds: Double = 0, runSeconds: Double = 0) {
        self.status = status
        self.outputs = outputs
        self.diagnostics = diagnostics
        self.reports = reports
        self.cached = cached
        self.compileSeconds = compileSeconds
        self.runSeconds = runSeconds
    }
}

/// Runs Swift against the UIKit model. Implemented by `SwiftKernel`.
///
/// This is the untrusted side's door: what comes back describes what a learner's program did and
/// wrote, and decides nothing by itself (see `ExerciseJudge`).
public protocol CodeRunning: Sendable {
    /// Compiles the units as one program and runs it. Units run in order, so later cells see
    /// earlier cells' declarations and state, as in a notebook. `draw` tells checks which scenarios
    /// to draw.
    func run(_ units: [SourceUnit], mode: SwiftLanguageMode, limits: RunLimits, draw: ScenarioDraw?) async -> KernelResult
}

extension CodeRunning {
    public func run(_ units: [SourceUnit], mode: SwiftLanguageMode = .swift5, limits: RunLimits = .standard) async -> KernelResult {
        await run(units, mode: mode, limits: limits, draw: nil)
    }
}
