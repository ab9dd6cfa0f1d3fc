import Foundation
import Lessons
import Testing
@testable import Classroom

/// `tutor lint` holds an exercise's `checks.ru.yaml` to its `checks.swift`: a check name, label, stop
/// message or phrase value without Russian is an error at its line and column in checks.swift; an
/// entry nothing writes is a warning in the sidecar; a template whose placeholders differ is an error.
struct CheckWordsLintTests {
    static func lesson(title: String, prompt: String) -> String {
        """
        ---
        format: 1
        id: tap
        title: \(title)
        summary: One exercise.
        objectives:
          - Tap
        estimated_minutes: 5
        ---

        # \(title)

        ## One
        <!-- step: one -->

        \(prompt)

        ```exercise
        id: counter
        title: \(title)
        prompt: \(prompt)
        support: []
        ```

        """
    }

    static let checks = """
        import ExerciseKit

        let kinds = ["a short tap", "a long press"]

        check("Counts every tap") { scenario in
            let kind = scenario.pick("touch", kinds)
            for round in 1...scenario.int("taps", 1...3) {
                observe("count after tap \\(round)", round)
            }
            if kind == "a long press" { try stop("the press never ended") }
        }

        """

    /// Lint's findings outside lesson.md, as `file:line:column: severity: message` with the file's name only.
    func findings(sidecar: String?, mistake: Bool = false) async throws -> [String] {
        let root = try makeTemporaryDirectory("check-words-lint")
        defer { try? FileManager.default.removeItem(at: root) }
        let lesson = root.appendingPathComponent("tap")
        let exercise = lesson.appendingPathComponent("exercises/counter")
        try write(Self.lesson(title: "Taps", prompt: "Count the taps on the button."), to: lesson.appendingPathComponent("lesson.md"))
        try write(Self.lesson(title: "Касания", prompt: "Посчитайте касания кнопки."), to: lesson.appendingPathComponent("lesson.ru.md"))
        try write("var count = 0\n", to: exercise.appendingPathComponent("starter.swift"))
        try write("var count = 0\n", to: exercise.appendingPathComponent("solution.swift"))
        try write(Self.checks, to: exercise.appendingPathComponent("checks.swift"))
        if let sidecar { try write(sidecar, to: exercise.appendingPathComponent("checks.ru.yaml")) }
        if mistake {
            try write("// mistake: Starts at one\n// feedback: Count from zero.\nvar count = 1\n",
                      to: exercise.appendingPathComponent("wrong/from-one.swift"))
        }
        let all = await LessonLinter(runner: nil).lint(path: lesson)
        return all.filter { $0.file.contains("/exercises/counter/") }
            .map { "\(URL(fileURLWithPath: $0.file).lastPathComponent):\($0.line):\($0.column): \($0.severity.rawValue): \($0.message)" }
    }

    static let complete = """
        checks:
          Counts every tap: Считает каждое касание
        labels:
          touch: касание
          taps: касаний
          count after tap {1}: счёт после касания {1}
        values:
          a short tap: короткое касание
          a long press: долгое нажатие
        stops:
          the press never ended: нажатие так и не закончилось

        """

    @Test("A complete sidecar has no findings")
    func completeSidecar() async throws {
        #expect(try await findings(sidecar: Self.complete) == [])
    }

    @Test("Each missing translation is an error at its place in checks.swift")
    func missingTranslations() async throws {
        let none = try await findings(sidecar: nil)
        #expect(none == [
            "checks.swift:3:14: error: the value “a short tap” has no translation in checks.ru.yaml (under values:)",
            "checks.swift:3:29: error: the value “a long press” has no translation in checks.ru.yaml (under values:)",
            "checks.swift:5:7: error: the check name “Counts every tap” has no translation in checks.ru.yaml (under checks:)",
            "checks.swift:6:30: error: the label “touch” has no translation in checks.ru.yaml (under labels:)",
            "checks.swift:7:35: error: the label “taps” has no translation in checks.ru.yaml (under labels:)",
            "checks.swift:8:17: error: the label “count after tap {1}” has no translation in checks.ru.yaml (under labels:)",
            "checks.swift:10:42: error: the stop message “the press never ended” has no translation in checks.ru.yaml (under stops:)",
        ], "\(none)")
        let oneLabelLeft = Self.complete.replacingOccurrences(of: "  taps: касаний\n", with: "")
        #expect(try await findings(sidecar: oneLabelLeft) == [
            "checks.swift:7:35: error: the label “taps” has no translation in checks.ru.yaml (under labels:)",
        ])
    }

    @Test("Once a sidecar translates mistakes, each recorded mistake needs one")
    func mistakes() async throws {
        // Without a mistakes: section the recorded mistakes stay in the original's words.
        #expect(try await findings(sidecar: Self.complete, mistake: true) == [])
        let other = Self.complete + "mistakes:\n  from-two:\n    mistake: Начинает с двух\n    feedback: Считайте с нуля.\n"
        #expect(try await findings(sidecar: other, mistake: true) == [
            "checks.ru.yaml:13:3: warning: “from-two” (under mistakes:) is not a recorded mistake of this exercise (wrong/)",
            "from-one.swift:1:1: error: the mistake “from-one” has no translation in checks.ru.yaml (under mistakes:)",
        ])
        let right = Self.complete + "mistakes:\n  from-one:\n    mistake: Начинает с единицы\n    feedback: Считайте с нуля.\n"
        #expect(try await findings(sidecar: right, mistake: true) == [])
    }

    @Test("A stale entry is a warning, a lost placeholder an error, in the sidecar")
    func staleAndBrokenEntries() async throws {
        let stale = Self.complete.replacingOccurrences(of: "  Counts every tap: Считает каждое касание\n",
                                                       with: "  Counts every tap: Считает каждое касание\n  Counts twice: Считает дважды\n")
        #expect(try await findings(sidecar: stale) == [
            "checks.ru.yaml:3:1: warning: “Counts twice” (under checks:) is not written by checks.swift",
        ])
        let lost = Self.complete.replacingOccurrences(of: "счёт после касания {1}", with: "счёт после касания")
        #expect(try await findings(sidecar: lost) == [
            "checks.ru.yaml:6:24: error: the translation of “count after tap {1}” has the placeholders [] but the original has [1]",
        ])
    }
}
