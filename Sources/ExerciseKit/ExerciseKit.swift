// ExerciseKit: how a lesson's `checks.swift` drives the learner's exercise and records what happened.
//
//     import ExerciseKit
//
//     check("The field stays visible above the keyboard") { scenario in
//         let device = scenario.pick("device", Device.all)
//         let sim = Simulator(device: device)
//         // … drive the simulator and the learner's code …
//         observe("bottom inset", form.scrollView.contentInset.bottom)
//     }
//
// This side is untrusted: it runs inside the learner's program, which can read and write anything the
// program can. So it decides nothing. A check draws a scenario from a seed and records observations —
// values in the lesson's terms, each with a label. The tutor runs the same checks with the reference
// solution on the same seed, compares the two records outside both programs, and decides there
// (`Lessons/Judge`). A program that writes records of its own only adds observations the reference
// did not make, which fails.
//
// - `check(name, scenarios:) { scenario in … }` runs its body once per scenario, each in a forked child
//   process: a fresh world every time (no observers, screens, scheduled notifications or clock carried
//   over from the previous scenario), and a crash ends only that scenario.
// - `scenario.pick`, `int`, `bool`, `text` draw what the scenario leaves free from the seed; the same
//   seed draws the same values in the reference's run and the learner's. Each draw is recorded with its
//   label, and the judge describes the scenario with them.
// - `observe(label, value)` records one observation. Values are compared as text, so give them in the
//   form the lesson prints them (`NSStringFromCGRect`, points, log lines).
// - A body that throws records where it stopped; `stop(_:)` is a shortcut for that.
//
// The channel: `TUTOR_EXERCISEKIT_CHANNEL=<path>`, `TUTOR_EXERCISEKIT_KEY=<hex>`, `TUTOR_EXERCISEKIT_SEED=<seed>[,<seed>…]`
// and `TUTOR_EXERCISEKIT_SCENARIOS=<count>` (read, wiped and removed on first use); one JSON object per line,
// appended with one `write` each and tagged under the run's key: `pick`, `obs` and `end` from a scenario's process,
// `crash` from the check's when a scenario's process did not end normally. A line the learner's code writes into
// the channel itself has no valid tag and fails the scenario it names; an `end` comes only from a body that returned. With several seeds every check runs its scenarios for each seed
// in turn (a lint run tries hundreds in one program). Without the channel (checks run by hand), records are
// printed as text.

@_exported import Simulator
import UIKit
import CheckChannel
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What a check body throws to stop a scenario early; the message is recorded as where it stopped.
public struct CheckFailure: Error, CustomStringConvertible {
    public let message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}

/// Stops the current scenario, recording `message` as where it stopped.
public func stop(_ message: String) throws -> Never {
    throw CheckFailure(message)
}

/// Runs the check `name` on `scenarios` scenarios drawn from the seed (the judge's count when nil).
public func check(_ name: String, scenarios: Int? = nil, _ body: (Scenario) throws -> Void) {
    CheckRecorder.shared.run(name, scenarios: scenarios, body)
}

/// Records one observation of the current scenario. Outside a check it records nothing.
public func observe<Value>(_ label: String, _ value: Value) {
    CheckRecorder.shared.observe(label, ObservedText.of(value))
}

/// The draws of one scenario. Every draw is recorded with its label.
public final class Scenario {
    /// 0, 1, 2 … within its check.
    public let index: Int
    private var generator: SplitMix64
    private let record: (String, String) -> Void

    init(index: Int, seed: UInt64, record: @escaping (String, String) -> Void) {
        self.index = index
        self.generator = SplitMix64(seed: seed)
        self.record = record
    }

    /// One of `options`, described by `describe` in messages.
    public func pick<T>(_ label: String, _ options: [T], describe: (T) -> String = { ObservedText.of($0) }) -> T {
        precondition(!options.isEmpty, "pick(\"\(label)\") needs at least one option")
        let value = options[Int(generator.next() % UInt64(options.count))]
        record(label, describe(value))
        return value
    }

    /// A whole number in `range`.
    public func int(_ label: String, _ range: ClosedRange<Int>) -> Int {
        let value = raw(range)
        record(label, String(value))
        return value
    }

    public func bool(_ label: String) -> Bool {
        let value = generator.next() & 1 == 1
        record(label, value ? "yes" : "no")
        return value
    }

    /// A string of `length` characters drawn from `alphabet`.
    public func text(_ label: String, from alphabet: [Character], length: ClosedRange<Int>) -> String {
        let count = raw(length)
        let value = String((0..<count).map { _ in alphabet[raw(0...(alphabet.count - 1))] })
        record(label, "\"\(value)\"")
        return value
    }

    /// `items` in an order drawn from the seed (not recorded: describe what matters with a pick).
    public func shuffled<T>(_ items: [T]) -> [T] {
        var result = items
        guard result.count > 1 else { return result }
        for index in stride(from: result.count - 1, to: 0, by: -1) {
            result.swapAt(index, raw(0...index))
        }
        return result
    }

    /// Adds words to the scenario's description without drawing anything.
    public func note(_ label: String, _ value: String) { record(label, value) }

    private func raw(_ range: ClosedRange<Int>) -> Int {
        let span = UInt64(range.upperBound - range.lowerBound) + 1
        return range.lowerBound + Int(generator.next() % span)
    }
}

/// The text an observed value is compared and shown as: CGFloat and Double without a needless `.0`,
/// geometry as iOS's `NSStringFrom…` writes it, optionals as their value or `nil`.
public enum ObservedText {
    public static func of<Value>(_ value: Value) -> String {
        switch value {
        case let text as String: return text
        case let number as CGFloat: return points(Double(number))
        case let number as Double: return points(number)
        case let number as Float: return points(Double(number))
        case let flag as Bool: return flag ? "true" : "false"
        case let rect as CGRect: return NSStringFromCGRect(rect)
        case let point as CGPoint: return NSStringFromCGPoint(point)
        case let size as CGSize: return NSStringFromCGSize(size)
        case let insets as UIEdgeInsets: return NSStringFromUIEdgeInsets(insets)
        case let orientation as UIInterfaceOrientation: return name(of: orientation)
        case let texts as [String]: return "[" + texts.map { "\"\($0)\"" }.joined(separator: ", ") + "]"
        case let optional as OptionalDescribing: return optional.observedText
        default: return String(describing: value)
        }
    }

    static func points(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return String(value)
    }

    static func name(of orientation: UIInterfaceOrientation) -> String {
        switch orientation {
        case .portrait: return "portrait"
        case .portraitUpsideDown: return "portrait upside down"
        case .landscapeLeft: return "landscape left"
        case .landscapeRight: return "landscape right"
        default: return "unknown"
        }
    }
}

protocol OptionalDescribing { var observedText: String { get } }
extension Optional: OptionalDescribing {
    var observedText: String {
        switch self {
        case .some(let value): return ObservedText.of(value)
        case .none: return "nil"
        }
    }
}

/// A small, fast, well-known generator (Steele, Lea and Flood's SplitMix64): the same seed gives the
/// same draws on every machine, which Swift's own generator does not promise.
struct SplitMix64 {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Runs checks' scenarios in forked children and writes what they drew and observed.
final class CheckRecorder {
    static let shared = CheckRecorder()
    static let channelVariable = CheckChannelEnvironment.channel
    static let seedVariable = CheckChannelEnvironment.seeds
    static let scenariosVariable = CheckChannelEnvironment.scenarios
    static let outputLimitVariable = CheckChannelEnvironment.outputLimit
    /// Output of one scenario kept for the judge when it crashes (the runtime's message and the
    /// backtracer's report, which names the learner's line, are in it).
    static let keptOutput = 16 << 10

    private let descriptor: Int32
    /// The run's key every record is tagged with; nil when checks are run by hand.
    private let key: SipHash24?
    /// Without the kernel's channel (checks run by hand) records are printed as text to the original standard error.
    private let writesText: Bool
    private let seeds: [UInt64]
    private let defaultScenarios: Int
    /// A scenario printing more than this is stopped: the program's own output limit never sees a
    /// scenario's output, which goes to this process, not to the kernel.
    private let outputLimit: Int
    /// Whether a scenario already crashed in this run: later crashes skip the backtracer, which names the
    /// learner's line but costs a tenth of a second or more per crash (a program whose every scenario
    /// crashes would spend its time limit backtracing). Later crash messages still name the file.
    private var backtraced = false
    /// The seed, check and scenario being run in this (child) process, if any.
    private var current: (seed: UInt64, check: String, scenario: Int)?
    /// The number the scenario's next record gets (`CheckRecord.number`).
    private var nextNumber = 0

    private init() {
        /// Reads a variable, wipes its text where it lies (the environment block `/proc/self/environ` shows keeps
        /// it after `unsetenv`) and removes it.
        func take(_ name: String) -> String? {
            guard let raw = getenv(name) else { return nil }
            let value = String(cString: raw)
            memset(raw, 0, strlen(raw))
            unsetenv(name)
            return value
        }
        key = take(CheckChannelEnvironment.key).flatMap { SipHash24(hexadecimal: $0) }
        let path = take(Self.channelVariable)
        let seeds = take(Self.seedVariable).map { $0.split(separator: ",").compactMap { UInt64($0) } } ?? []
        self.seeds = seeds.isEmpty ? [1] : seeds
        defaultScenarios = take(Self.scenariosVariable).flatMap { Int($0) }.map { max(1, min($0, 64)) } ?? 3
        outputLimit = take(Self.outputLimitVariable).flatMap { Int($0) }.map { max(1, $0) } ?? 64 << 10
        writesText = path == nil
        descriptor = path.map { open($0, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o600) } ?? dup(2)
    }

    func run(_ name: String, scenarios: Int?, _ body: (Scenario) throws -> Void) {
        guard current == nil else { return } // a check inside a check: only the outer one counts
        let count = max(1, scenarios ?? defaultScenarios)
        for seed in seeds {
            for index in 0..<count {
                runScenario(name, seed: seed, index: index, body)
            }
        }
    }

    /// The seed of one scenario: the run's seed, the check's name and the scenario's number, mixed.
    func scenarioSeed(_ seed: UInt64, _ name: String, _ index: Int) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325 // FNV-1a
        for byte in name.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        var mixer = SplitMix64(seed: seed ^ hash ^ (UInt64(index) &* 0x9E37_79B9_7F4A_7C15))
        return mixer.next()
    }

    private func runScenario(_ name: String, seed: UInt64, index: Int, _ body: (Scenario) throws -> Void) {
        func record(_ kind: CheckRecord.Kind) -> CheckRecord { CheckRecord(kind, seed: seed, check: name, scenario: index) }
        fflush(stdout)
        fflush(stderr)
        var pipeEnds: [Int32] = [0, 0]
        guard pipe(&pipeEnds) == 0 else {
            var failure = record(.crash)
            failure.why = "no pipe for the scenario: errno \(errno)"
            send(failure)
            return
        }
        let child = fork()
        if child < 0 {
            close(pipeEnds[0]); close(pipeEnds[1])
            var failure = record(.crash)
            failure.why = "the scenario could not start a process (fork failed: errno \(errno))"
            send(failure)
            return
        }
        if child == 0 {
            if backtraced {
                for signal in [SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGFPE, SIGABRT] { Glibc.signal(signal, SIG_DFL) }
            }
            close(pipeEnds[0])
            dup2(pipeEnds[1], 1)
            dup2(pipeEnds[1], 2)
            close(pipeEnds[1])
            current = (seed, name, index)
            nextNumber = 0
            let scenario = Scenario(index: index, seed: scenarioSeed(seed, name, index)) { [unowned self] label, value in
                var pick = record(.pick)
                pick.label = label
                pick.value = value
                send(pick)
            }
            do {
                try body(scenario)
                var end = record(.end)
                end.how = "returned"
                send(end)
            } catch {
                var end = record(.end)
                end.how = "stopped"
                end.message = "\(error)"
                send(end)
            }
            fflush(stdout)
            _exit(0)
        }
        close(pipeEnds[1])
        var status: Int32 = 0
        let (output, flooded) = readAll(pipeEnds[0], keeping: Self.keptOutput, limit: outputLimit, child: child, status: &status)
        if flooded {
            kill(child, SIGKILL)
            while waitpid(child, &status, 0) < 0 && errno == EINTR {}
        }
        close(pipeEnds[0])
        if flooded {
            var flood = record(.crash)
            flood.flood = outputLimit
            send(flood)
            return
        }
        let exited = status & 0x7f == 0
        let code = (status >> 8) & 0xff
        if exited && code == 0 { return }
        backtraced = true
        var crash = record(.crash)
        crash.output = output
        if exited { crash.exit = Int(code) } else { crash.signal = Int(status & 0x7f) }
        send(crash)
    }

    /// Reads a scenario's output until its process has ended and the pipe holds nothing more, keeping the
    /// last `keeping` bytes (a crash's message comes last), or until more than `limit` bytes came
    /// (`flooded`). Not to the pipe's end: a process the scenario left behind (a daemon) may hold it open.
    private func readAll(_ descriptor: Int32, keeping: Int, limit: Int, child: pid_t, status: inout Int32)
        -> (output: String, flooded: Bool) {
        var kept: [UInt8] = []
        var total = 0
        var buffer = [UInt8](repeating: 0, count: 4096)
        var ended = false
        while true {
            var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            let ready = poll(&poller, 1, ended ? 0 : 20)
            if ready < 0 && errno == EINTR { continue }
            if ready == 0 {
                if ended { break }
                if waitpid(child, &status, WNOHANG) == child { ended = true }
                continue
            }
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, 4096) }
            if count < 0 && errno == EINTR { continue }
            if count <= 0 {
                if !ended { while waitpid(child, &status, 0) < 0 && errno == EINTR {} }
                break
            }
            total += count
            if total > limit { return ("", true) }
            kept.append(contentsOf: buffer[0..<count])
            if kept.count > 2 * keeping { kept.removeFirst(kept.count - keeping) }
        }
        if kept.count > keeping { kept.removeFirst(kept.count - keeping) }
        return (String(decoding: kept, as: UTF8.self), false)
    }

    func observe(_ label: String, _ value: String) {
        guard let current else { return }
        send(CheckRecord(.observation, seed: current.seed, check: current.check, scenario: current.scenario, label: label, value: value))
    }

    /// One `write` per record, so a crash right after leaves whole lines behind.
    private func send(_ record: CheckRecord) {
        guard descriptor >= 0 else { return }
        var record = record
        if current != nil {
            record.number = nextNumber
            nextNumber += 1
        }
        if writesText {
            _ = record.text.withCString { write(descriptor, $0, strlen($0)) }
            return
        }
        guard let data = record.line(signedWith: key) else { return }
        _ = data.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
    }
}
