import Foundation
import Kernel
import Testing
import Lessons
import Classroom

/// Submissions an independent probe wrote against the exercises' checks (`Submissions/<lesson>/<exercise>/probe-*.swift`):
/// right solutions written differently from the reference must pass, wrong ones that a lucky draw let
/// through must fail, on every seed tried, with the message that says what is wrong.
@Suite struct ExerciseProbeTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let key: String
        let file: String
        /// nil: the submission is right and passes.
        let mistake: String?
        /// Words the failed check's message holds.
        let says: String
        var testDescription: String { "\(key) \(file)" }
    }

    static let cases: [Case] = [
        // 0.25 s and curve 7 hard-coded: the first scenario's keyboard never animates so.
        Case(key: "keyboard/keyboard-inset", file: "probe-usual-timing", mistake: "keyboards-usual-timing",
             says: "the inset's duration or curve does not follow the keyboard's"),
        Case(key: "keyboard/keyboard-inset", file: "probe-begin-from-current-state", mistake: nil, says: ""),
        // scrollRectToVisible with an 8-pt margin shows the whole field: any such offset passes.
        Case(key: "keyboard/keyboard-inset", file: "probe-margin8", mistake: nil, says: ""),
        // The curve passed without `<< 16` (and the 8-pt margin, which is right on its own): the first scenario's curve
        // 7 catches it, and the recorded mistake for it is named.
        Case(key: "keyboard/keyboard-inset", file: "probe-unshifted-curve-margin8", mistake: "curve-not-shifted",
             says: "inset animations while the keyboard goes down: expected [\"form.contentInset"),
        // Midnight plus hours × 3600: the first scenario's first day is one when the clocks change.
        Case(key: "local-notifications/alarm-clock", file: "probe-seconds-from-midnight", mistake: "(none)",
             says: "In scenario 1 (the clocks change: on the alarm's first day;"),
        Case(key: "local-notifications/alarm-clock", file: "probe-ok2", mistake: nil, says: ""),
        // Observers added once in viewDidLoad, never removed, calls ignored while covered: counted.
        Case(key: "keyboard/observe-while-visible", file: "probe-observes-forever", mistake: "(none)",
             says: "keyboard observers registered while the other screen is shown: expected 0, observed 2."),
        Case(key: "keyboard/observe-while-visible", file: "probe-ok3", mistake: nil, says: ""),
        // The .normal title rewritten on each tap (the selected one set too): title(for: .normal) shows it.
        Case(key: "button/follow-button", file: "probe-normal-title-by-hand", mistake: "(none)",
             says: "title(for: .normal) after t"),
        Case(key: "button/follow-button", file: "probe-ok2", mistake: nil, says: ""),
    ]

    @Test(arguments: cases)
    func probeVerdicts(_ item: Case) async throws {
        let parts = item.key.split(separator: "/").map(String.init)
        let lesson = try ContentFixture.lesson(parts[0])
        let exercise = try #require(lesson.exercise(id: parts[1]))
        let kernel = try await ContentFixture.availableKernel()
        let code = try String(contentsOf: ContentFixture.submissions.appendingPathComponent(item.key)
            .appendingPathComponent("\(item.file).swift"), encoding: .utf8)
        let judge = ExerciseJudge(runner: kernel, limits: ContentFixture.limits)
        for seed: UInt64 in [1, 2, 3, 77] {
            let verdict = await judge.judge(exercise, code: code, in: lesson, draw: ScenarioDraw(seed: seed)).verdict
            if let mistake = item.mistake {
                #expect(verdict.outcome == .incorrect, "seed \(seed): \(verdict.message)")
                let failed = verdict.checks.filter { !$0.passed }
                #expect(Set(failed.map { $0.mistake ?? "(none)" }) == [mistake], "seed \(seed): \(failed.map(\.message))")
                #expect(failed.allSatisfy { $0.message.contains(item.says) }, "seed \(seed): \(failed.map(\.message))")
            } else {
                #expect(verdict.outcome == .correct, "seed \(seed): \(verdict.checks.filter { !$0.passed }.map(\.message))")
            }
        }
    }
}
