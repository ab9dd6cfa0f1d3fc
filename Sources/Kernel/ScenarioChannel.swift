import CheckChannel
import Foundation

/// Reads the channel file ExerciseKit appends to: `CheckRecord`s, one per line (see `Sources/CheckChannel`).
///
/// Only records tagged under the run's key count as ExerciseKit's, and a scenario's own records only in the order
/// they were numbered (0, 1, 2 …, none left out or repeated); any other line naming a scenario is a foreign record of
/// it, which fails it. The key reaches the program in its environment, which ExerciseKit wipes before the
/// learner's code runs.
enum ScenarioChannel {
    static let keyVariable = CheckChannelEnvironment.key
    static let variable = CheckChannelEnvironment.channel
    static let seedVariable = CheckChannelEnvironment.seeds
    static let scenariosVariable = CheckChannelEnvironment.scenarios
    static let outputLimitVariable = CheckChannelEnvironment.outputLimit
    /// More than this is not read: a program that floods its channel gets what fits, and fails.
    static let byteLimit = 16 << 20

    /// The scenarios reported, in the order they began. `crashMessage` turns a crashed scenario's
    /// output into the learner's words (the runtime's message at the learner's line).
    static func reports(fileAt path: String, runKey: SipHash24, crashMessage: (String) -> String) -> [ScenarioReport] {
        guard let handle = FileHandle(forReadingAtPath: path) else { return [] }
        defer { try? handle.close() }
        let data = (try? handle.read(upToCount: byteLimit)) ?? Data()
        return reports(from: data, runKey: runKey, crashMessage: crashMessage)
    }

    struct Key: Hashable {
        var seed: UInt64
        var check: String
        var scenario: Int
    }

    static func reports(from data: Data, runKey: SipHash24, crashMessage: (String) -> String) -> [ScenarioReport] {
        var order: [Key] = []
        var byKey: [Key: ScenarioReport] = [:]
        var ended: Set<Key> = []
        var nextNumber: [Key: Int] = [:]
        for line in data.split(separator: UInt8(ascii: "\n")) {
            guard let record = CheckRecord.read(Data(line)), let seed = UInt64(record.seed) else { continue }
            let key = Key(seed: seed, check: record.check, scenario: record.scenario)
            if byKey[key] == nil {
                order.append(key)
                byKey[key] = ScenarioReport(seed: seed, check: record.check, scenario: record.scenario)
            }
            guard !ended.contains(key) else {
                byKey[key]?.foreignRecords += 1
                continue
            }
            let label = record.label ?? ""
            let value = record.value ?? ""
            var kind = record.isAuthentic(under: runKey) ? record.knownKind : nil
            if let known = kind, known != .crash {
                if record.number == nextNumber[key, default: 0] { nextNumber[key, default: 0] += 1 } else { kind = nil }
            }
            switch kind {
            case .pick:
                byKey[key]?.draws.append(Observation(label, value))
            case .observation:
                byKey[key]?.observations.append(Observation(label, value))
            case .end:
                ended.insert(key)
                byKey[key]?.ending = record.how == "returned" ? .returned : .stopped(record.message ?? "")
            case .crash:
                ended.insert(key)
                if let why = record.why {
                    byKey[key]?.ending = .crashed(why)
                } else if let limit = record.flood {
                    byKey[key]?.ending = .crashed("printed more than \(limit) bytes")
                    byKey[key]?.stoppedBy = .outputLimitExceeded(bytes: limit)
                } else {
                    let signal = record.signal
                    var message = crashMessage(record.output ?? "")
                    if message.isEmpty {
                        message = signal.map { "killed by \(CompilerOutputParser.signalName(Int32(truncatingIfNeeded: $0)))" }
                            ?? "exited with status \(record.exit ?? -1)"
                    }
                    byKey[key]?.ending = .crashed(message)
                    if let signal { byKey[key]?.stoppedBy = .crashed(signal: Int32(truncatingIfNeeded: signal), message: message) }
                }
            case nil:
                byKey[key]?.foreignRecords += 1
            }
        }
        return order.compactMap { byKey[$0] }
    }
}
