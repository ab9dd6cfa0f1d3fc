import Foundation
import Kernel

/// How a code question's answers are run (`run:` under an `expression` validator): Swift that builds
/// the scene an answer acts on (`setup`, which may draw values from `draw`), and Swift that turns what the
/// answer did into text to compare (`observe`, given the answer's value as `value`; by default the value
/// as Swift describes it). Each scenario draws its own values, so an answer that only fits one layout fails.
public struct AnswerHarness: Sendable, Hashable {
    /// Declarations put before everything (a small class the setup uses).
    public var prelude: String
    public var setup: String
    public var observe: String
    public var scenarios: Int

    public static let keys: Set<String> = ["prelude", "setup", "observe", "scenarios"]

    public init(prelude: String = "", setup: String, observe: String = "return String(describing: value)", scenarios: Int = 4) {
        self.prelude = prelude
        self.setup = setup
        self.observe = observe
        self.scenarios = scenarios
    }

    init(options: [String: String]) throws(ValidatorOptionError) {
        for key in options.keys.sorted() where !Self.keys.contains(key) {
            throw ValidatorOptionError("unknown key “run.\(key)”; expected one of: \(Self.keys.sorted().joined(separator: ", "))", key: "run")
        }
        guard let setup = options["setup"] else { throw ValidatorOptionError("“run” needs “setup”: the Swift that builds the answer's scene", key: "run") }
        var scenarios = 4
        if let text = options["scenarios"] {
            guard let count = Int(text.trimmingCharacters(in: .whitespaces)), (1...16).contains(count) else {
                throw ValidatorOptionError("“run.scenarios” must be a whole number from 1 to 16, not “\(text)”", key: "run")
            }
            scenarios = count
        }
        self.init(prelude: options["prelude"] ?? "", setup: setup,
                  observe: options["observe"] ?? "return String(describing: value)", scenarios: scenarios)
    }
}

/// Judges a typed code answer by what it does: the answer and the lesson's reference are each compiled into a
/// program against the UIKit model and run in the harness's scenarios; equal observations are right,
/// whatever the spelling. This is the trusted side: it writes the programs and reads back only the
/// observations printed under their marker. The answer's program never holds the reference, so nothing it
/// prints can say what the reference observed; a scenario it reports twice is its own forgery.
public struct CodeAnswerJudge: Sendable {
    public enum Outcome: Sendable, Hashable {
        /// Every scenario observed the same as the reference.
        case same
        /// The first scenario (1-based) where they differ, and what each gave.
        case differs(scenario: Int, yours: String, expected: String)
        /// The answer is not Swift that compiles here: the compiler's (or parser's) words and the column.
        case unreadable(message: String, column: Int)
        /// The answer compiled but its run went wrong (a crash, a time limit): what happened, in the reader's words.
        case failed(Message)
        /// Nothing could be decided (no toolchain, or the lesson's own harness is broken); the reason.
        case undecided(String)
    }

    public let runner: any CodeRunning
    public var limits: RunLimits

    public init(runner: any CodeRunning, limits: RunLimits = .standard) {
        self.runner = runner
        self.limits = limits
    }

    static let unitName = "answer"
    static let marker = "\u{1E}tutor-answer-scenario "
    /// Names the program uses for itself; an answer may not name them (it could call the reference).
    static let reservedPrefix = "__tutor"

    /// One program that runs `code` (the answer, or the lesson's reference: never both, so that the answer's run
    /// cannot learn the values it is compared with) in each scenario and prints what it observed under the
    /// marker; and the 1-based line where the code's first line sits, with the column shift of that line.
    static func program(code: String, harness: AnswerHarness, seed: UInt64) -> (source: String, codeLine: Int, columnShift: Int) {
        /// The code as the body of a closure returning its value; its first line and the column shift of that
        /// line, for mapping the compiler's positions back to what the learner typed.
        func wrapped(_ code: String) -> (text: String, lineOffset: Int, columnShift: Int) {
            let trimmed = code.trimmingCharacters(in: .whitespacesAndNewlines)
            switch SwiftSyntaxCheck.form(of: trimmed) {
            case .expression(let expression, let offset):
                // On a line of its own after `return (`, so its columns are the learner's (less `_ = `).
                return ("return (\n\(expression)\n) as Any", 1, offset)
            case .binding(let name):
                return ("\(trimmed)\nreturn \(name) as Any", 0, 0)
            case .statements:
                return ("\(trimmed)\nreturn () as Any", 0, 0)
            }
        }
        var lines: [String] = [
            "import Foundation", "import UIKit", "import UserNotifications", "import Simulator",
            harness.prelude,
            "struct __tutorDraw {",
            "    var state: UInt64",
            "    mutating func next() -> UInt64 {",
            "        state &+= 0x9E37_79B9_7F4A_7C15",
            "        var z = state",
            "        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9",
            "        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB",
            "        return z ^ (z >> 31)",
            "    }",
            "    mutating func int(_ range: ClosedRange<Int>) -> Int { range.lowerBound + Int(next() % UInt64(range.count)) }",
            "    mutating func pick<T>(_ items: [T]) -> T { items[int(0...(items.count - 1))] }",
            "    mutating func bool() -> Bool { next() & 1 == 1 }",
            "}",
            "func __tutorRun(_ draw: inout __tutorDraw) -> String {",
            harness.setup,
            "let value: Any = { () -> Any in",
        ]
        let codeLine = lines.reduce(0) { $0 + $1.components(separatedBy: "\n").count } + 1
        let wrappedCode = wrapped(code)
        lines += [
            wrappedCode.text,
            "}()",
            "return { (value: Any) -> String in",
            harness.observe,
            "}(value)",
            "}",
            "func __tutorLine(_ text: String) -> String { text.replacingOccurrences(of: \"\\n\", with: \"\\\\n\") }",
            "for index in 0..<\(harness.scenarios) {",
            "    var draw = __tutorDraw(state: UInt64(\(seed)) &+ UInt64(index) &* 0x2545_F491_4F6C_DD1D)",
            "    let observed = __tutorLine(__tutorRun(&draw))",
            "    print(\"\\u{1E}tutor-answer-scenario \\(index)\\t\\(observed)\")",
            "}",
        ]
        return (lines.joined(separator: "\n") + "\n", codeLine + wrappedCode.lineOffset, wrappedCode.columnShift)
    }

    /// What a program printed under the marker, by scenario; nil when a scenario is reported twice (the code
    /// printed reports of its own) or not at all.
    static func observations(in outputs: [String], scenarios: Int) -> [Int: String]? {
        var seen: [Int: String] = [:]
        for line in outputs.joined().components(separatedBy: "\n") {
            guard let start = line.range(of: Self.marker) else { continue }
            let fields = line[start.upperBound...].split(separator: "\t", maxSplits: 1, omittingEmptySubsequences: false)
            guard fields.count == 2, let index = Int(fields[0]), (0..<scenarios).contains(index), seen[index] == nil else { return nil }
            seen[index] = String(fields[1])
        }
        return seen.count == scenarios ? seen : nil
    }

    /// The scenarios' seed for a question: the same for every answer, so that the reference's run is compiled and
    /// run once per question (then cached), and unlike any other question's.
    static func seed(questionID: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in questionID.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        return hash
    }

    public func judge(answer: String, reference: String, harness: AnswerHarness, questionID: String) async -> Outcome {
        // The same answer asked again in this process (a retry, `check` after `answer`) is not parsed or looked up again.
        let key = MemoKey(answer: answer, reference: reference, harness: harness, questionID: questionID, limits: limits.timeoutSeconds)
        if let known = Self.memo.value(for: key) { return known }
        let outcome = await decide(answer: answer, reference: reference, harness: harness, questionID: questionID)
        switch outcome {
        case .same, .differs, .unreadable: Self.memo.store(outcome, for: key)
        case .failed, .undecided: break // a time limit on a busy machine may pass next time
        }
        return outcome
    }

    struct MemoKey: Hashable {
        var answer, reference: String
        var harness: AnswerHarness
        var questionID: String
        var limits: Double
    }

    /// Outcomes decided in this process, at most `capacity` (the oldest forgotten first).
    final class Memo: @unchecked Sendable {
        private let lock = NSLock()
        private var entries: [MemoKey: Outcome] = [:]
        private var order: [MemoKey] = []
        let capacity = 512
        func value(for key: MemoKey) -> Outcome? { lock.withLock { entries[key] } }
        func clear() { lock.withLock { entries = [:]; order = [] } }
        func store(_ outcome: Outcome, for key: MemoKey) {
            lock.withLock {
                if entries.updateValue(outcome, forKey: key) == nil { order.append(key) }
                if order.count > capacity { entries[order.removeFirst()] = nil }
            }
        }
    }
    static let memo = Memo()

    /// Forgets the outcomes decided in this process, as a new tutor starts (benchmarks measure the disk cache so).
    public static func forgetDecidedAnswers() { memo.clear() }

    func decide(answer: String, reference: String, harness: AnswerHarness, questionID: String) async -> Outcome {
        if let problem = SwiftSyntaxCheck.problem(in: answer) { return .unreadable(message: problem.message, column: problem.column) }
        if answer.contains(Self.reservedPrefix) {
            return .unreadable(message: "names starting with \(Self.reservedPrefix) belong to the tutor", column:
                                (answer.range(of: Self.reservedPrefix).map { answer.distance(from: answer.startIndex, to: $0.lowerBound) } ?? 0) + 1)
        }
        let seed = Self.seed(questionID: questionID)
        let (source, answerLine, columnShift) = Self.program(code: answer, harness: harness, seed: seed)
        let answerLines = answerLine..<(answerLine + answer.components(separatedBy: "\n").count)
        async let answerRun = runner.run([SourceUnit(name: Self.unitName, code: source)], mode: .swift5, limits: limits, draw: nil)
        async let referenceRun = runner.run([SourceUnit(name: Self.unitName, code: Self.program(code: reference, harness: harness, seed: seed).source)],
                                            mode: .swift5, limits: limits, draw: nil)
        let (result, referenceResult) = await (answerRun, referenceRun)
        switch result.status {
        case .toolchainUnavailable(let reason): return .undecided(reason)
        case .compileFailed:
            let errors = result.diagnostics.filter { $0.severity == .error }
            if let mine = errors.first(where: { answerLines.contains($0.line) }) {
                return .unreadable(message: mine.message, column: mine.column + (mine.line == answerLine ? columnShift : 0))
            }
            // An error outside the answer's lines is still about the answer when the reference alone compiles
            // (a value of the wrong type reaching `as Any`): say what the compiler said, without a column.
            if case .succeeded = referenceResult.status, let first = errors.first { return .unreadable(message: first.message, column: 1) }
            return .undecided("the answer's program did not compile")
        case .succeeded:
            break
        case .crashed(_, let message):
            return .failed(Message(.codeAnswerCrashed, message.replacingOccurrences(of: "\(Self.unitName):\(answerLine)", with: "your answer")))
        case .timedOut(let seconds):
            return .failed(Message(.codeAnswerTimedOut, String(Int(seconds))))
        case .exited(let code):
            return .failed(Message(.codeAnswerExited, String(code)))
        case .outputLimitExceeded, .memoryLimitExceeded:
            return .failed(Message(.codeAnswerOverLimits))
        }
        guard case .succeeded = referenceResult.status,
              let expected = Self.observations(in: referenceResult.outputs, scenarios: harness.scenarios) else {
            return .undecided("the lesson's reference answer did not run to its end (\(referenceResult.status))")
        }
        guard let yours = Self.observations(in: result.outputs, scenarios: harness.scenarios) else {
            return .failed(Message(.codeAnswerForgedReports))
        }
        for index in 0..<harness.scenarios where expected[index] != yours[index] {
            return .differs(scenario: index + 1, yours: yours[index] ?? "", expected: expected[index] ?? "")
        }
        return .same
    }
}
