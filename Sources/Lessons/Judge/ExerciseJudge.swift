import Foundation
import Kernel

/// Decides an exercise's checks — the trusted side of the line between running and judging.
///
/// The learner's program runs untrusted (`Untrusted/`): its checks draw scenarios from a seed and
/// write observations, and nothing it writes is believed. The judge runs the lesson's reference
/// solution with the same checks on the same seed, and decides each check by comparing the two runs'
/// observations here, outside both programs. When a check fails, it runs the exercise's recorded
/// mistakes on the same scenarios and names the one whose behaviour matches the learner's; where none
/// does, the message states what was observed against what was expected. `tutor check`, the REPL's
/// `check` and `watch`, grading and lint all decide through `judge`.
public struct ExerciseJudge: Sendable {
    public var runner: any CodeRunning
    public var mode: SwiftLanguageMode
    public var limits: RunLimits
    public var strings: Localizer
    /// Whether a failed check is matched against the recorded mistakes (lint turns it off while
    /// judging the mistakes themselves).
    public var diagnosesMistakes: Bool

    public init(runner: any CodeRunning, mode: SwiftLanguageMode = .swift5, limits: RunLimits = .standard,
                strings: Localizer = .english, diagnosesMistakes: Bool = true) {
        self.runner = runner
        self.mode = mode
        self.limits = limits
        self.strings = strings
        self.diagnosesMistakes = diagnosesMistakes
    }

    /// Everything one judgement saw: the verdict, and both runs for whoever wants to look further.
    public struct Judgement: Sendable {
        public var verdict: Verdict
        public var draw: ScenarioDraw
        public var learner: KernelResult
        public var reference: KernelResult?
    }

    /// A seed for a new judgement: random, small enough to type.
    public static func randomSeed() -> UInt64 { UInt64.random(in: 1...999_999) }

    /// A seed of the student's own, stable between gradings and different between students.
    public static func seed(forStudent student: String) -> UInt64 {
        let digest = ContentDigest.hex("tutor grading seed\u{0}" + student)
        return UInt64(digest.prefix(12), radix: 16).map { $0 % 999_999 + 1 } ?? 1
    }

    /// Judges `code` as the learner's file of `exercise`. `hiddenChecks` replace the exercise's visible
    /// checks, sealed from the learner's code (grading).
    public func judge(_ exercise: Exercise, code: String, in lesson: Lesson, draw: ScenarioDraw, hiddenChecks: String? = nil) async -> Judgement {
        let learnerUnits = CodeUnits.forExercise(exercise, code: code, in: lesson, hiddenChecks: hiddenChecks)
        if let violation = LearnerCodePolicy.violation(in: code) {
            let unit = learnerUnits.first { $0.role == .exercise }?.name ?? exercise.id + ".swift"
            let diagnostic = SourceDiagnostic(unit: unit, line: violation.line, column: violation.column, severity: .error,
                                              message: strings[.judgeRefusedAttribute, "@" + violation.attribute])
            let refused = KernelResult(status: .compileFailed, diagnostics: [diagnostic])
            let message = Self.unjudgeable(.compileFailed, strings: strings) ?? strings[.incorrect]
            return Judgement(verdict: Verdict(outcome: .failedToRun, message: message, diagnostics: [diagnostic], seed: draw.seeds.first),
                             draw: draw, learner: refused, reference: nil)
        }
        let referenceUnits = CodeUnits.forExercise(exercise, code: exercise.solution, in: lesson, hiddenChecks: hiddenChecks)
        async let learnerRun = runner.run(learnerUnits, mode: mode, limits: limits, draw: draw)
        async let referenceRun = runner.run(referenceUnits, mode: mode, limits: limits, draw: draw)
        var (learner, reference) = await (learnerRun, referenceRun)
        // A time limit reached while both ran at once, on a machine busy with other work, says more about the machine than
        // about the code: the run is tried again alone before anything is decided. The reference always is (it is known to
        // finish); the learner's when the reference's run was slow too (the machine, not an endless loop).
        if Self.ranOutOfTime(reference.status) {
            reference = await runner.run(referenceUnits, mode: mode, limits: limits, draw: draw)
            if Self.ranOutOfTime(reference.status) {
                return Judgement(verdict: Verdict(outcome: .failedToRun, message: strings[.judgeMachineBusy], diagnostics: learner.diagnostics,
                                                  seed: draw.seeds.first),
                                 draw: draw, learner: learner, reference: reference)
            }
        }
        if Self.ranOutOfTime(learner.status), reference.runSeconds > limits.timeoutSeconds / 2 {
            learner = await runner.run(learnerUnits, mode: mode, limits: limits, draw: draw)
        }

        if let problem = Self.unjudgeable(learner.status, strings: strings) {
            return Judgement(verdict: Verdict(outcome: .failedToRun, message: problem, diagnostics: learner.diagnostics, seed: draw.seeds.first),
                             draw: draw, learner: learner, reference: reference)
        }
        if let fault = referenceFault(reference, draw: draw) {
            return Judgement(verdict: Verdict(outcome: .failedToRun, message: fault, diagnostics: learner.diagnostics, seed: draw.seeds.first),
                             draw: draw, learner: learner, reference: reference)
        }
        // The checks' own words in the learner's language: presentation only, the comparison is of the recorded English.
        let words = CheckWords.load(directory: exercise.directory, language: strings.language)
        var outcomes = ObservationComparison(reference: reference.reports, learner: learner.reports, strings: strings, words: words).outcomes()
        // The starter as given makes no mistake yet: naming one would blame the learner for code they did not write.
        let untouched = code.trimmed(.whitespacesAndNewlines) == exercise.starter.trimmed(.whitespacesAndNewlines)
        if diagnosesMistakes, !untouched, outcomes.contains(where: { !$0.passed }), !exercise.wrongVariants.isEmpty {
            outcomes = await diagnose(outcomes, learner: learner.reports, code: code, exercise: exercise, lesson: lesson, draw: draw,
                                      words: words)
        }
        let failed = outcomes.filter { !$0.passed }.count
        let verdict: Verdict
        if failed == 0, case .succeeded = learner.status {
            verdict = Verdict(outcome: .correct, message: strings[.checksAllPassed, String(outcomes.count)], checks: outcomes,
                              diagnostics: learner.diagnostics, seed: draw.seeds.first)
        } else if failed == 0 {
            // Every scenario behaved, but the program then ended badly (outside any scenario).
            verdict = Verdict(outcome: .incorrect, message: CodeChecksValidator.runProblem(learner.status, strings: strings, exitCodes: true)
                                ?? strings[.incorrect], checks: outcomes, diagnostics: learner.diagnostics, seed: draw.seeds.first)
        } else {
            var message = strings[.checksSomeFailed, String(failed), String(outcomes.count)]
            if let problem = CodeChecksValidator.runProblem(learner.status, strings: strings, exitCodes: true) { message += " " + problem }
            verdict = Verdict(outcome: .incorrect, message: message, checks: outcomes, diagnostics: learner.diagnostics, seed: draw.seeds.first)
        }
        return Judgement(verdict: verdict, draw: draw, learner: learner, reference: reference)
    }

    /// A run stopped by its time limit (or killed from outside before it could say why).
    public static func ranOutOfTime(_ status: RunStatus) -> Bool {
        switch status {
        case .timedOut: return true
        case .crashed(let signal, _): return signal == SIGKILL
        default: return false
        }
    }

    /// A run that cannot be compared at all: it did not compile, or no compiler.
    public static func unjudgeable(_ status: RunStatus, strings: Localizer) -> String? {
        switch status {
        case .compileFailed, .toolchainUnavailable: return CodeChecksValidator.runProblem(status, strings: strings)
        default: return nil
        }
    }

    /// Why the reference's run is no yardstick, or nil when it ran every scenario to its end.
    public func referenceFault(_ reference: KernelResult, draw: ScenarioDraw) -> String? {
        Self.referenceFault(reference, seed: draw.seeds.map(String.init).joined(separator: ","), strings: strings)
    }

    /// `referenceFault(_:draw:)`, worded for `seed`.
    public static func referenceFault(_ reference: KernelResult, seed: String, strings: Localizer) -> String? {
        if let problem = CodeChecksValidator.runProblem(reference.status, strings: strings, exitCodes: true) {
            let detail = reference.diagnostics.filter { $0.severity == .error }.prefix(3).map(\.description).joined(separator: "; ")
            return strings[.judgeReferenceFailed, seed, problem + (detail.isEmpty ? "" : " \(detail)")]
        }
        if reference.reports.isEmpty { return strings[.judgeReferenceFailed, seed, strings[.checksNoneReported]] }
        if let bad = reference.reports.first(where: { $0.ending.kind != "returned" || $0.foreignRecords > 0 }) {
            let how: String
            switch bad.ending {
            case .crashed(let message): how = "crashed: \(message)"
            case .stopped(let message): how = "stopped: \(message)"
            default: how = "did not finish"
            }
            return strings[.judgeReferenceFailed, seed, "“\(bad.check)”, \(bad.description): \(how)."]
        }
        return nil
    }

    /// Runs the recorded mistakes whose change the learner's code shows (`MistakeEvidence`) on the same scenarios,
    /// and names, on each failed check, the one whose behaviour on that check is the learner's.
    func diagnose(_ outcomes: [CheckOutcome], learner: [ScenarioReport], code: String, exercise: Exercise, lesson: Lesson,
                  draw: ScenarioDraw, words: CheckWords? = nil) async -> [CheckOutcome] {
        let mine = MistakeEvidence.read(code), solution = MistakeEvidence.read(exercise.solution)
        let variants = exercise.wrongVariants.filter {
            MistakeEvidence.agrees(learner: mine, solution: solution, mistake: MistakeEvidence.read($0.code))
        }
        var runs: [(WrongVariant, [ScenarioReport])] = []
        // Two at a time: each is a compile the first time (then cached), and the machine may have two cores.
        var index = 0
        while index < variants.count {
            let batch = Array(variants[index..<min(index + 2, variants.count)])
            let results = await withTaskGroup(of: (Int, KernelResult).self) { group in
                for (offset, variant) in batch.enumerated() {
                    group.addTask {
                        (offset, await runner.run(CodeUnits.forExercise(exercise, code: variant.code, in: lesson),
                                                  mode: mode, limits: limits, draw: draw))
                    }
                }
                var collected: [(Int, KernelResult)] = []
                for await result in group { collected.append(result) }
                return collected.sorted { $0.0 < $1.0 }.map(\.1)
            }
            for (variant, result) in zip(batch, results) { runs.append((variant, result.reports)) }
            index += batch.count
        }
        let failed = outcomes.filter { !$0.passed }.map(\.name)
        guard let variant = Self.mistakeToName(failedChecks: failed, learner: learner, runs: runs) else { return outcomes }
        return outcomes.map { outcome in
            guard !outcome.passed else { return outcome }
            var named = outcome
            named.mistake = variant.name
            let translated = words?.mistakes[variant.name]
            named.message += "\n" + strings[.judgeMistake, translated?.mistake ?? variant.mistake, translated?.feedback ?? variant.feedback]
            return named
        }
    }
}

extension ExerciseJudge {
    /// The recorded mistake the learner's code makes, or nil: one that behaves as the learner's code does on
    /// every check, else one that behaves alike on every check the learner fails, so that it accounts for all of
    /// them. A mistake that matches one failed check but not another is only a guess (an untouched starter
    /// fails a toggle check exactly as a toggle run twice does), and naming it could blame the learner for a
    /// mistake they did not make; then each failed check says what was observed against what was expected.
    static func mistakeToName(failedChecks: [String], learner: [ScenarioReport], runs: [(WrongVariant, [ScenarioReport])]) -> WrongVariant? {
        func same(_ mine: [ScenarioReport], _ theirs: [ScenarioReport]) -> Bool {
            mine.count == theirs.count && zip(mine, theirs).allSatisfy { $0.behavesLike($1) }
        }
        if let whole = runs.first(where: { same(learner, $0.1) }) { return whole.0 }
        guard !failedChecks.isEmpty else { return nil }
        return runs.first { run in
            failedChecks.allSatisfy { check in
                let mine = learner.filter { $0.check == check }
                return !mine.isEmpty && same(mine, run.1.filter { $0.check == check })
            }
        }?.0
    }
}

/// Compares a learner's scenario reports with the reference's, check by check: pure, so every message
/// it writes is tested on its own.
public struct ObservationComparison {
    public var reference: [ScenarioReport]
    public var learner: [ScenarioReport]
    public var strings: Localizer
    /// The checks' names, labels and values in the learner's language; what is compared stays as recorded.
    public var words: CheckWords

    public init(reference: [ScenarioReport], learner: [ScenarioReport], strings: Localizer = .english, words: CheckWords? = nil) {
        self.reference = reference
        self.learner = learner
        self.strings = strings
        self.words = words ?? .none(strings.language)
    }

    /// The name of the one failed outcome that stands for every check name only the learner's program reported.
    public static let unknownChecks = "(checks this exercise does not have)"

    /// One outcome per check of the reference, in the order they ran, then, when the learner's program reported
    /// checks the exercise does not have, one failed outcome for all of them: how many such names a program
    /// writes never changes how many checks there are (hidden checks' count would otherwise carry whatever
    /// the program chose to say), and the names, the program's words, are quoted only in its message.
    public func outcomes() -> [CheckOutcome] {
        var names: [String] = []
        for report in reference where !names.contains(report.check) { names.append(report.check) }
        var learnerByKey: [String: ScenarioReport] = [:]
        for report in learner { learnerByKey[Self.key(report)] = learnerByKey[Self.key(report)] ?? report }
        let showSeeds = Set(reference.map(\.seed)).count > 1
        var outcomes = names.map { name -> CheckOutcome in
            let scenarios = reference.filter { $0.check == name }
            let title = words.check(name)
            for expected in scenarios {
                if let problem = compare(expected, learnerByKey[Self.key(expected)], showSeed: showSeeds) {
                    return CheckOutcome(name: name, passed: false, message: problem, title: title)
                }
            }
            return CheckOutcome(name: name, passed: true, message: title ?? name, title: title)
        }
        var foreign: [String] = []
        for report in learner where !names.contains(report.check) && !foreign.contains(report.check) { foreign.append(report.check) }
        if !foreign.isEmpty {
            let quoted = foreign.prefix(3).map { String($0.prefix(60)) }.joined(separator: "”, “") + (foreign.count > 3 ? "”, “…" : "")
            outcomes.append(CheckOutcome(name: Self.unknownChecks, passed: false, message: strings[.judgeUnknownCheck, quoted]))
        }
        return outcomes
    }

    static func key(_ report: ScenarioReport) -> String { "\(report.seed)\u{0}\(report.check)\u{0}\(report.scenario)" }

    /// Why the learner's scenario is not the reference's, or nil when it behaved the same.
    func compare(_ expected: ScenarioReport, _ observed: ScenarioReport?, showSeed: Bool) -> String? {
        let number = String(expected.scenario + 1) + (showSeed ? words.judgeWord("ofSeed", String(expected.seed)) : "")
        let scenario = words.scenario(expected.draws, number: expected.scenario + 1, word: words.judgeWord("scenario"))
        let label = words.label, value = { Self.quoted(words.value($0)) }
        guard let observed else { return strings[.judgeNotRun, number] }
        if observed.foreignRecords > 0 || observed.draws != expected.draws { return strings[.judgeForeign, number, scenario] }
        for (index, want) in expected.observations.enumerated() {
            guard index < observed.observations.count else {
                if case .crashed(let message) = observed.ending { return strings[.judgeCrashed, number, scenario, words.crash(message)] }
                var why = ""
                if case .stopped(let message) = observed.ending { why = strings[.judgeStoppedEarly, words.stop(message)] }
                return strings[.judgeMissing, number, scenario, label(want.label), value(want.value), why]
            }
            let got = observed.observations[index]
            if got.label != want.label { return strings[.judgeForeign, number, scenario] }
            if got.value != want.value {
                return strings[.judgeDifference, number, scenario, label(want.label), value(want.value), value(got.value)]
            }
        }
        if observed.observations.count > expected.observations.count {
            let extra = observed.observations[expected.observations.count]
            return strings[.judgeExtra, number, scenario, label(extra.label), value(extra.value)]
        }
        if case .crashed(let message) = observed.ending { return strings[.judgeCrashed, number, scenario, words.crash(message)] }
        if observed.ending.kind != expected.ending.kind {
            return strings[.judgeEnding, number, scenario, ending(expected.ending), ending(observed.ending)]
        }
        return nil
    }

    func ending(_ ending: ScenarioReport.Ending) -> String {
        switch ending {
        case .returned: return words.judgeWord("returned")
        case .stopped(let message): return words.judgeWord("stopped", words.stop(message))
        case .crashed(let message): return words.judgeWord("crashed", words.crash(message))
        case .unfinished: return words.judgeWord("unfinished")
        }
    }

    /// Values as the learner reads them: empty text shown as "" rather than nothing.
    static func quoted(_ value: String) -> String {
        value.isEmpty ? "\"\"" : value
    }
}
