import Foundation

/// One line of the channel between an exercise's checks and the kernel. ExerciseKit, compiled into the learner's
/// program, writes these; the kernel reads them back as unverified data for the judge. One definition, so the
/// writer and the reader cannot drift apart.
///
/// A record is one JSON object on one line, written with a single `write` so a crash right after leaves whole
/// lines behind. Every record names the scenario it belongs to (`seed`, `c`, `s`); `k` says what it is; `t` is its
/// tag under the run's secret key (SipHash-2-4 of the record's line without `t`), so a line the learner's code
/// writes into the channel by itself is told apart from ExerciseKit's.
public struct CheckRecord: Codable, Sendable, Hashable {
    /// What a record says. A kind the reader does not know is something other than ExerciseKit writing.
    public enum Kind: String, Codable, Sendable {
        /// A value the scenario drew (`label`, `value`): part of its description.
        case pick
        /// A value the check observed (`label`, `value`).
        case observation = "obs"
        /// The check's body ended: `how` is `returned` or `stopped` (with `message`).
        case end
        /// The scenario's process did not end well: `why` (it never ran), `flood` (the output limit it passed),
        /// or its `output` with `signal` or `exit`.
        case crash
    }

    public var kind: String
    /// The run's seed, as decimal text (JSON numbers lose the high bits of a UInt64).
    public var seed: String
    public var check: String
    public var scenario: Int
    public var label: String?
    public var value: String?
    public var how: String?
    public var message: String?
    public var why: String?
    public var signal: Int?
    public var exit: Int?
    public var output: String?
    public var flood: Int?
    /// The record's place among its scenario's records from the scenario's process (`pick`, `obs`, `end`): 0, 1, 2 …
    /// A record left out, repeated or moved leaves a gap the reader sees. A `crash`, written by the check's process,
    /// has none.
    public var number: Int?
    /// The record's tag under the run's key, as 16 hexadecimal digits.
    public var tag: String?

    enum CodingKeys: String, CodingKey {
        case kind = "k", seed, check = "c", scenario = "s", label, value, how, message, why, signal, exit, output, flood, number = "n", tag = "t"
    }

    public init(_ kind: Kind, seed: UInt64, check: String, scenario: Int, label: String? = nil, value: String? = nil,
                how: String? = nil, message: String? = nil, why: String? = nil, signal: Int? = nil, exit: Int? = nil,
                output: String? = nil, flood: Int? = nil) {
        self.kind = kind.rawValue
        self.seed = String(seed)
        self.check = check
        self.scenario = scenario
        self.label = label
        self.value = value
        self.how = how
        self.message = message
        self.why = why
        self.signal = signal
        self.exit = exit
        self.output = output
        self.flood = flood
    }

    /// The record's kind, if it is one the protocol has.
    public var knownKind: Kind? { Kind(rawValue: kind) }

    /// The record as one line of the channel, with its newline, tagged under `key` when there is one.
    public func line(signedWith key: SipHash24? = nil) -> Data? {
        var record = self
        record.tag = nil
        guard var data = record.encoded() else { return nil }
        if let key {
            record.tag = key.tagText(data)
            guard let tagged = record.encoded() else { return nil }
            data = tagged
        }
        data.append(UInt8(ascii: "\n"))
        return data
    }

    /// Whether the record carries the tag `key` gives its text: written by ExerciseKit in this run, unchanged.
    public func isAuthentic(under key: SipHash24) -> Bool {
        guard let tag else { return false }
        var record = self
        record.tag = nil
        guard let text = record.encoded() else { return false }
        return key.tagText(text) == tag
    }

    /// The record as JSON (sorted keys: the same record always gives the same bytes, which the tag is made over).
    private func encoded() -> Data? {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return try? encoder.encode(self)
    }

    /// A line read back; nil when it is not a record (the reader counts nothing for it).
    public static func read(_ line: Data) -> CheckRecord? {
        try? JSONDecoder().decode(CheckRecord.self, from: line)
    }

    /// The record as text, for checks run by hand without the kernel's channel.
    public var text: String {
        let fields: [(String, String?)] = [("seed", seed), ("c", check), ("s", String(scenario)), ("label", label), ("value", value),
                                           ("how", how), ("message", message), ("why", why), ("signal", signal.map(String.init)),
                                           ("output", output)]
        return kind + " " + fields.compactMap { key, value in value.map { "\(key)=\($0)" } }.joined(separator: " ") + "\n"
    }
}

/// The environment through which the kernel tells a checks program where its channel is and what to draw. ExerciseKit
/// reads each variable once and removes it, so the learner's code never sees them.
public enum CheckChannelEnvironment {
    /// The path of the channel file the records are appended to.
    public static let channel = "TUTOR_EXERCISEKIT_CHANNEL"
    /// The run's secret key (32 hexadecimal digits) every record is tagged with; ExerciseKit also wipes its text from
    /// the process's environment block, which `/proc/self/environ` would still show after `unsetenv`.
    public static let key = "TUTOR_EXERCISEKIT_KEY"
    /// The seeds to draw from, comma-separated.
    public static let seeds = "TUTOR_EXERCISEKIT_SEED"
    /// Scenarios per check for checks that name no count.
    public static let scenarios = "TUTOR_EXERCISEKIT_SCENARIOS"
    /// Bytes one scenario may print before it is stopped.
    public static let outputLimit = "TUTOR_EXERCISEKIT_OUTPUT_LIMIT"
}
