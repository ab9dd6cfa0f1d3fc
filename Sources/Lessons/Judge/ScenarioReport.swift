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
    var kind: String {
        switch self {
        case .returned: return "returned"
        case .stopped(let message): return "stopped: \(message)"
        case .crashed: return "crashed"
        case .unfinished: return "unfinished"
        }
    }
}

/// Reads the channel file ExerciseKit appends to (see `Sources/ExerciseKit/ExerciseKit.swift`).
enum ScenarioChannel {
    static let variable = "TUTOR_EXERCISEKIT_CHANNEL"
    static let seedVariable = "TUTOR_EXERCISEKIT_SEED"
    static let scenariosVariable = "TUTOR_EXERCISEKIT_SCENARIOS"
    static let outputLimitVariable = "TUTOR_EXERCISEKIT_OUTPUT_LIMIT"
    /// More than this is not read: a program that floods its channel gets what fits, and fails.
    static let byteLimit = 16 << 20

    /// The scenarios reported, in the order they began. `crashMessage` turns a crashed scenario's
    /// output into the learner's words (the runtime's message at the learner's line).
    static func reports(fileAt path: String, crashMessage: (String) -> String) -> [ScenarioReport] {
        guard let handle = FileHandle(forReadingAtPath: path) else { return [] }
        defer { try? handle.close() }
        let data = (try? handle.read(upToCount: byteLimit)) ?? Data()
        return reports(from: data, crashMessage: crashMessage)
    }

    struct Key: Hashable {
        var seed: UInt64
        var check: String
        var scenario: Int
    }

    static func reports(from data: Data, crashMessage: (String) -> String) -> [ScenarioReport] {
        var order: [Key] = []
        var byKey: [Key: ScenarioReport] = [:]
        var ended: Set<Key> = []
        for line in data.split(separator: UInt8(ascii: "\n")) {
            guard let object = try? JSONSerialization.jsonObject(with: Data(line)) as? [String: Any],
                  let kind = object["k"] as? String, let check = object["c"] as? String,
                  let scenario = (object["s"] as? NSNumber)?.intValue,
                  let seed = (object["seed"] as? String).flatMap({ UInt64($0) }) else { continue }
            let key = Key(seed: seed, check: check, scenario: scenario)
            if byKey[key] == nil {
                order.append(key)
                byKey[key] = ScenarioReport(seed: seed, check: check, scenario: scenario)
            }
            guard !ended.contains(key) else {
                byKey[key]?.foreignRecords += 1
                continue
            }
            let label = object["label"] as? String ?? ""
            let value = object["value"] as? String ?? ""
            switch kind {
            case "pick":
                byKey[key]?.draws.append(Observation(label, value))
            case "obs":
                byKey[key]?.observations.append(Observation(label, value))
            case "end":
                ended.insert(key)
                byKey[key]?.ending = (object["how"] as? String) == "returned" ? .returned : .stopped(object["message"] as? String ?? "")
            case "crash":
                ended.insert(key)
                if let why = object["why"] as? String {
                    byKey[key]?.ending = .crashed(why)
                } else if let limit = (object["flood"] as? NSNumber)?.intValue {
                    byKey[key]?.ending = .crashed("printed more than \(limit) bytes")
                    byKey[key]?.stoppedBy = .outputLimitExceeded(bytes: limit)
                } else {
                    let signal = (object["signal"] as? NSNumber)?.intValue
                    let output = object["output"] as? String ?? ""
                    var message = crashMessage(output)
                    if message.isEmpty {
                        message = signal.map { "killed by \(CompilerOutputParser.signalName(Int32($0)))" }
                            ?? "exited with status \((object["exit"] as? NSNumber)?.intValue ?? -1)"
                    }
                    byKey[key]?.ending = .crashed(message)
                    if let signal { byKey[key]?.stoppedBy = .crashed(signal: Int32(signal), message: message) }
                }
            default:
                byKey[key]?.foreignRecords += 1
            }
        }
        return order.compactMap { byKey[$0] }
    }
}
