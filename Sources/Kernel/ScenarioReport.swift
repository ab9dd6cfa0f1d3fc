import Foundation

/// One labelled value a check drew or observed.
public struct Observation: Sendable, Hashable, Codable {
    public var label: String
    public var value: String

    public init(_ label: String, _ value: String) {
        self.label = label
        self.value = value
    }
}

/// What one scenario of one check reported, as the program under test wrote it: unverified.
///
/// Nothing here is believed. The judge (`ExerciseJudge`) only compares a learner's reports with the
/// reports the reference solution's run wrote for the same seed; the reports never carry a verdict.
public struct ScenarioReport: Sendable, Hashable, Codable {
    public enum Ending: Sendable, Hashable, Codable {
        /// The check's body returned.
        case returned
        /// The body stopped early (it threw); the check's words for where.
        case stopped(String)
        /// The scenario's process died; the runtime's message at the learner's line where there is one.
        case crashed(String)
        /// No end was written: the whole program stopped inside the scenario.
        case unfinished
    }

    public var seed: UInt64
    public var check: String
    public var scenario: Int
    /// What the scenario drew, in order: its description.
    public var draws: [Observation]
    public var observations: [Observation]
    public var ending: Ending
    /// Records that do not fit the protocol's order for this scenario (a second end, records after the
    /// end): something besides ExerciseKit wrote into the channel.
    public var foreignRecords: Int
    /// How the scenario's process was stopped when it crashed: a signal (with the runtime's message) or the
    /// output limit. Grading reports it as what was contained.
    public var stoppedBy: RunStatus?

    public init(seed: UInt64, check: String, scenario: Int, draws: [Observation] = [], observations: [Observation] = [],
                ending: Ending = .unfinished, foreignRecords: Int = 0, stoppedBy: RunStatus? = nil) {
        self.seed = seed
        self.check = check
        self.scenario = scenario
        self.draws = draws
        self.observations = observations
        self.ending = ending
        self.foreignRecords = foreignRecords
        self.stoppedBy = stoppedBy
    }

    /// The scenario in words, from its draws: `device: iPad; orientation: landscape left`.
    public var description: String {
        draws.isEmpty ? "scenario \(scenario + 1)" : draws.map { "\($0.label): \($0.value)" }.joined(separator: "; ")
    }

    /// Whether two reports show the same behaviour (draws, observations and how the scenario ended).
    public func behavesLike(_ other: ScenarioReport) -> Bool {
        draws == other.draws && observations == other.observations && ending.kind == other.ending.kind && foreignRecords == 0
            && other.foreignRecords == 0
    }
}

extension ScenarioReport.Ending {
    /// The ending without its words: a crash's message may name a path or a line that differs between
    /// programs that behave alike.
    public var kind: String {
        switch self {
        case .returned: return "returned"
        case .stopped(let message): return "stopped: \(message)"
        case .crashed: return "crashed"
        case .unfinished: return "unfinished"
        }
    }
}
