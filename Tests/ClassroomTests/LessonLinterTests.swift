import Foundation
import Kernel
import Lessons
import Testing
@testable import Classroom

/// Lint on a lesson with one of each mistake: every finding, its file, line and column.
@Suite(.serialized) struct LessonLinterTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    static let brokenLesson = """
    ---
    format: 1
    id: broken
    title: A lesson with one of each mistake
    summary: Every finding lint knows, once.
    objectives:
      - Be found out
    estimated_minutes: 5
    prerequisites: [no-such-lesson]
    ---

    # A lesson with one of each mistake

    ## Questions
    <!-- step: questions -->

    See [the next lesson](../missing-lesson/lesson.md) and [the recipe](recipe/none.swift), [a site](https://example.com).

    ```question
    id: no-hints
    prompt: Which protocol?
    validator:
      type: text
      answer: UITextFieldDelegate
    ```

    ```question
    id: guess
    prompt: What?
    validator:
      type: guess
      answer: 1
    hints:
      - One.
    ```

    ```question
    id: height
    prompt: How tall?
    validator:
      type: number
      answer: lots
    hints:
      - Tall.
    ```

    ```question
    id: no-hints
    prompt: Again?
    validator:
      type: text
      answer: again
    hints:
      - Again.
    ```

    ## Exercises
    <!-- step: exercises -->

    ```exercise
    id: limit-text
    title: Limit the text
    prompt: Write it.
    hints:
      - Use prefix.
    support: []
    ```

    ```exercise
    id: bad-solution
    title: A wrong reference solution
    prompt: Write it.
    hints:
      - Use prefix.
    support: []
    ```

    """

    /// The broken lesson in a fresh folder: `<root>/broken/`.
    static func makeBrokenLesson() throws -> URL {
        let root = try makeTemporaryDirectory("lint")
        let lesson = root.appendingPathComponent("broken")
        let tiny = fixtures.appendingPathComponent("course/tiny/exercises/limit-text")
        let solution = try String(contentsOf: tiny.appendingPathComponent("solution.swift"), encoding: .utf8)
        let checks = try String(contentsOf: tiny.appendingPathComponent("checks.swift"), encoding: .utf8)
        try write(brokenLesson, to: lesson.appendingPathComponent("lesson.md"))
        let exercise = lesson.appendingPathComponent("exercises/limit-text")
        try write(solution, to: exercise.appendingPathComponent("starter.swift"))
        try write(solution, to: exercise.appendingPathComponent("solution.swift"))
        try write(checks, to: exercise.appendingPathComponent("checks.swift"))
        let header = { (what: String) in "// mistake: \(what)\n// feedback: Apply the limit.\n" }
        try write(header("Changes nothing") + solution, to: exercise.appendingPathComponent("wrong/passes.swift"))
        try write(header("Keeps all the text") + "func limitText(_ text: String, to limit: Int) -> String { text }\n",
                  to: exercise.appendingPathComponent("wrong/keeps-all.swift"))
        try write(header("Keeps all the text, said otherwise") + "func limitText(_ text: String, to limit: Int) -> String { String(text) }\n",
                  to: exercise.appendingPathComponent("wrong/keeps-all-too.swift"))
        // Crashes where it cuts: behaves unlike keeping everything, so both can be named.
        try write(header("Refuses long text")
                  + "func limitText(_ text: String, to limit: Int) -> String {\n"
                  + "    if text.count > limit { fatalError(\"too long to cut\") }\n    return text\n}\n",
                  to: exercise.appendingPathComponent("wrong/crashes-inside.swift"))
        try write("mistake: A diff that does not fit\nfeedback: x\n@@ -1,1 +1,1 @@\n-func nothingLikeThis() {\n+func f() {\n",
                  to: exercise.appendingPathComponent("wrong/stale.diff"))
        let bad = lesson.appendingPathComponent("exercises/bad-solution")
        try write("func limitText(_ text: String, to limit: Int) -> String { \"\" }\n", to: bad.appendingPathComponent("starter.swift"))
        try write("func limitText(_ text: String, to limit: Int) -> String {\n    String(text.prefix(limit > 3 ? 99 : -1))\n}\n",
                  to: bad.appendingPathComponent("solution.swift"))
        try write(checks, to: bad.appendingPathComponent("checks.swift"))
        return root
    }

    static let staticFindings = [
        "broken/exercises/limit-text/wrong/stale.diff:3:1: error: exercises/limit-text/wrong/stale.diff: the diff does not apply to solution.swift: its lines (from “func nothingLikeThis() {”) are not in solution.swift near line 1",
        "broken/lesson.md:9:17: error: prerequisite 'no-such-lesson' is not a lesson beside this one (no no-such-lesson/lesson.md)",
        "broken/lesson.md:17:23: error: link to '../missing-lesson/lesson.md' points at nothing (no missing-lesson/lesson.md)",
        "broken/lesson.md:17:69: error: link to 'recipe/none.swift' points at nothing (no broken/recipe/none.swift)",
        "broken/lesson.md:20:5: warning: question 'no-hints' has no hints; add at least one under `hints:`",
        "broken/lesson.md:31:3: error: unknown validator “guess”; known validators: arithmetic, choice, expression, geometry, number, order, output, regex, symbol, text",
        "broken/lesson.md:42:3: error: the answer “lots” is not a number",
        "broken/lesson.md:48:5: error: duplicate question id “no-hints”",
    ]

    func relative(_ findings: [LessonDiagnostic], root: URL) -> [String] {
        findings.map { $0.description.replacingOccurrences(of: root.path + "/", with: "") }
    }

    @Test func findsEveryStaticMistakeAtItsPosition() async throws {
        let root = try Self.makeBrokenLesson()
        defer { try? FileManager.default.removeItem(at: root) }
        let findings = await LessonLinter(runner: nil).lint(path: root.appendingPathComponent("broken"))
        #expect(relative(findings, root: root) == Self.staticFindings)
        #expect(findings.containsErrors)
    }

    @Test func runsStartersSolutionsAndWrongVariantsThroughTheKernel() async throws {
        let kernel = SwiftKernel()
        if let reason = await kernel.unavailableReason() {
            Issue.record("the Swift kernel cannot run here: \(reason)")
            return
        }
        let root = try Self.makeBrokenLesson()
        defer { try? FileManager.default.removeItem(at: root) }
        let findings = await LessonLinter(runner: kernel).lint(path: root.appendingPathComponent("broken"))
        #expect(relative(findings, root: root) == [
            "broken/exercises/bad-solution/solution.swift:1:1: error: the reference solution of 'bad-solution' cannot be judged against: The lesson's reference solution did not run cleanly (seed 1,2,3,4,5): “keeps short text”, text: \"\"; limit: 0: crashed: bad-solution.swift:2: Fatal error: Can't take a prefix of negative length from a collection. This is a fault in the lesson, not in your code; please tell its author.",
            "broken/exercises/limit-text/starter.swift:1:1: error: the starter of 'limit-text' passes every check on seed 1: the learner would have nothing to do",
            "broken/exercises/limit-text/wrong/keeps-all.swift:1:1: error: recorded mistakes 'keeps-all-too' and 'keeps-all' behave identically on seed 1, and the code of one shows the other's change, so neither can be named: observe something that tells them apart",
            "broken/exercises/limit-text/wrong/passes.swift:1:1: error: recorded mistake 'passes' passes every check on seed 1; the checks miss this mistake there",
        ] + Self.staticFindings)
    }

    /// A run that reaches its time limit once (a loaded machine) is tried again before lint blames the lesson.
    @Test func aTimeLimitReachedOnceIsTriedAgain() async throws {
        final class SlowOnce: CodeRunning, @unchecked Sendable {
            let kernel = SwiftKernel()
            let lock = NSLock()
            var timedOut = 0
            func run(_ units: [SourceUnit], mode: SwiftLanguageMode, limits: RunLimits, draw: ScenarioDraw?) async -> KernelResult {
                let first = lock.withLock { () -> Bool in
                    guard timedOut < 2 else { return false }
                    timedOut += 1
                    return true
                }
                if first { return KernelResult(status: .timedOut(seconds: limits.timeoutSeconds), outputs: [], reports: [], runSeconds: 10) }
                return await kernel.run(units, mode: mode, limits: limits, draw: draw)
            }
        }
        let runner = SlowOnce()
        if let reason = await runner.kernel.unavailableReason() {
            Issue.record("the Swift kernel cannot run here: \(reason)")
            return
        }
        let findings = await LessonLinter(runner: runner).lint(path: Self.fixtures.appendingPathComponent("course"))
        #expect(runner.timedOut == 2)
        #expect(findings.map(\.description) == [])
    }

    @Test func theFixtureCourseIsClean() async throws {
        let findings = await LessonLinter(runner: SwiftKernel()).lint(path: Self.fixtures.appendingPathComponent("course"))
        #expect(findings.map(\.description) == [])
        #expect(LessonLinter.summary(findings, path: "course") == "course: clean")
    }

    @Test func aFolderThatIsNeitherCourseNorLessonIsAnError() async throws {
        let root = try makeTemporaryDirectory("lint")
        defer { try? FileManager.default.removeItem(at: root) }
        let findings = await LessonLinter(runner: nil).lint(path: root)
        #expect(findings.map(\.description) == ["\(root.path):0:0: error: neither a course (no course.yaml) nor a lesson (no lesson.md)"])
    }
}

@Suite(.serialized) struct LessonScaffoldTests {
    @Test func newLessonLintsCleanIncludingItsExerciseAndJoinsTheCourse() async throws {
        let content = try makeTemporaryDirectory("scaffold")
        defer { try? FileManager.default.removeItem(at: content) }
        try write("format: 1\ntitle: Course\nlessons:\n  - first\n", to: content.appendingPathComponent("course.yaml"))
        try write(LessonScaffold.lesson(id: "first", title: "First"), to: content.appendingPathComponent("first/lesson.md"))
        for (path, text) in LessonScaffold.files(id: "first", title: "First") where path != "lesson.md" {
            try write(text, to: content.appendingPathComponent("first/\(path)"))
        }
        let result = try LessonScaffold.create(id: "text-field-basics", title: nil, in: content)
        #expect(result.addedToCourse)
        #expect(result.files == [
            "exercises/fit-field/checks.swift", "exercises/fit-field/solution.swift", "exercises/fit-field/starter.swift",
            "exercises/fit-field/wrong/below-keyboard.diff", "lesson.md", "recipe/Layout.swift", "recipe/play.swift",
        ])
        #expect(try String(contentsOf: content.appendingPathComponent("course.yaml"), encoding: .utf8)
                == "format: 1\ntitle: Course\nlessons:\n  - first\n  - text-field-basics\n")

        let (lesson, diagnostics) = Lesson.load(directory: result.directory, language: "en")
        #expect(diagnostics.map(\.description) == [])
        let loaded = try #require(lesson)
        #expect(loaded.title == "Text field basics")
        // One of each kind of cell, and one question per validator.
        #expect(loaded.codeCells.map(\.runnable) == [true, false])
        #expect(loaded.questions.map { type(of: $0.validator).type }.sorted()
                == ["arithmetic", "choice", "geometry", "number", "order", "output", "regex", "symbol", "text"])
        #expect(loaded.exercises.map(\.id) == ["fit-field"])
        #expect(loaded.exercises.first?.wrongVariants.map(\.name) == ["below-keyboard"])

        let findings = await LessonLinter(runner: SwiftKernel()).lint(path: content)
        #expect(findings.map(\.description) == [])
    }

    @Test func refusesBadIdsAndExistingFolders() throws {
        let content = try makeTemporaryDirectory("scaffold")
        defer { try? FileManager.default.removeItem(at: content) }
        #expect(throws: ClassroomError.self) { try LessonScaffold.create(id: "Bad_Id", title: nil, in: content) }
        _ = try LessonScaffold.create(id: "twice", title: "Twice", in: content)
        #expect(throws: ClassroomError.self) { try LessonScaffold.create(id: "twice", title: nil, in: content) }
    }
}
