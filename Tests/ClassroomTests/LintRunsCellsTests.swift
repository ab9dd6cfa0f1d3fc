import Foundation
import Kernel
import Lessons
import Testing
@testable import Classroom

/// Lint runs what a learner will run: every code cell (against its output block) and the recipe that
/// `tutor run` plays, with errors at lesson.md's own lines; `--no-run` (no runner) stays structural.
@Suite(.serialized) struct LintRunsCellsTests {
    static let lesson = """
    ---
    format: 1
    id: cells
    title: Cells that do not do what they say
    summary: A cell that does not compile, a wrong output block, a recipe that does not compile.
    objectives:
      - Be found out by lint
    estimated_minutes: 5
    prerequisites: []
    ---

    # Cells that do not do what they say

    ## Printing
    <!-- step: printing -->

    ```swift
    let width = 320
    print("width", width)
    ```

    ```output
    width 230
    ```

    ```swift
    print("height", width * 2)
    ```

    ```output
    height 640
    ```

    ## Broken
    <!-- step: broken -->

    ```swift
    let half = width / 2
    print(half.squareRoot)
    let wide = widht + 1
    ```

    """

    static func makeLesson(play: String, model: String) throws -> URL {
        let root = try makeTemporaryDirectory("lint-cells")
        let folder = root.appendingPathComponent("cells")
        try write(lesson, to: folder.appendingPathComponent("lesson.md"))
        try write(model, to: folder.appendingPathComponent("recipe/Model.swift"))
        try write(play, to: folder.appendingPathComponent("recipe/play.swift"))
        return root
    }

    func relative(_ findings: [LessonDiagnostic], root: URL) -> [String] {
        findings.map { $0.description.replacingOccurrences(of: root.path + "/", with: "") }
    }

    @Test func aCellThatDoesNotCompileAndARecipeThatDoesNotAreErrorsAtTheirLines() async throws {
        let kernel = SwiftKernel()
        if let reason = await kernel.unavailableReason() {
            Issue.record("the Swift kernel cannot run here: \(reason)")
            return
        }
        let root = try Self.makeLesson(play: "let model = Model(size: 3)\nprint(model.area())\n",
                                       model: "struct Model {\n    var side: Int\n    func area() -> Int { side * side }\n}\n")
        defer { try? FileManager.default.removeItem(at: root) }
        let findings = await LessonLinter(runner: kernel).lint(path: root.appendingPathComponent("cells"))
        #expect(relative(findings, root: root) == [
            "cells/lesson.md:39:12: error: code cell 'broken.code-1' does not compile: value of type 'Int' has no member 'squareRoot'",
            "cells/lesson.md:40:12: error: code cell 'broken.code-1' does not compile: cannot find 'widht' in scope",
            "cells/recipe/play.swift:1:18: error: the recipe does not compile, so `tutor run` fails: incorrect argument label in call (have 'size:', expected 'side:')",
        ])
        #expect(findings.containsErrors)
    }

    @Test func aWrongOutputBlockIsAnErrorAtTheBlockAndACrashingRecipeIsToo() async throws {
        let kernel = SwiftKernel()
        if let reason = await kernel.unavailableReason() {
            Issue.record("the Swift kernel cannot run here: \(reason)")
            return
        }
        let root = try Self.makeLesson(play: "let sides = [3]\nprint(Model(side: sides[1]).area())\n",
                                       model: "struct Model {\n    var side: Int\n    func area() -> Int { side * side }\n}\n")
        defer { try? FileManager.default.removeItem(at: root) }
        let folder = root.appendingPathComponent("cells")
        // Without the broken step, the cells compile and run: the first output block is wrong, and a cell crashes at its line 2.
        let text = try String(contentsOf: folder.appendingPathComponent("lesson.md"), encoding: .utf8)
        try write(String(text[..<text.range(of: "## Broken")!.lowerBound])
                  + "## Crash\n<!-- step: crash -->\n\n```swift\nlet few = [1]\nprint(few[width])\n```\n\n```swift\nprint(\"never\")\n```\n",
                  to: folder.appendingPathComponent("lesson.md"))
        let findings = await LessonLinter(runner: kernel).lint(path: folder)
        #expect(relative(findings, root: root) == [
            "cells/lesson.md:22:1: error: code cell 'printing.code-1' prints other than its ```output block: line 1 differs: expected “width 230”, got “width 320”.",
            "cells/lesson.md:39:1: error: code cell 'crash.code-1' does not run: The program crashed: crash.code-1:2: Fatal error: Index out of range",
            "cells/recipe/play.swift:2:1: error: recipe/play.swift does not run, so `tutor run` fails: The program crashed: recipe/play.swift:2: Fatal error: Index out of range",
        ])
    }

    @Test func noRunKeepsTheStructuralPass() async throws {
        let root = try Self.makeLesson(play: "this is not Swift\n", model: "")
        defer { try? FileManager.default.removeItem(at: root) }
        let findings = await LessonLinter(runner: nil).lint(path: root.appendingPathComponent("cells"))
        #expect(relative(findings, root: root) == [])
    }
}

/// Lint (and the parser under it) names the key, validator or option an author most likely meant.
@Suite struct LintDidYouMeanTests {
    static let lesson = """
    ---
    format: 1
    id: typos
    title: Typos
    summary: A misspelt key, validator type, option and fence word.
    objectives:
      - Be told what was meant
    estimated_minutes: 5
    ---

    # Typos

    ## Questions
    <!-- step: questions -->

    ```question
    id: height
    prompt: How tall?
    validator:
      type: numbr
      answer: 216
    hint:
      - Tall.
    ```

    ```question
    id: width
    prompt: How wide?
    validator:
      type: number
      answer: 320
      tolerence: 1
    hints:
      - Wide.
    ```

    ```question
    id: far
    prompt: Far off?
    validator:
      type: guess
      answer: 1
    hints:
      - Far.
    ```

    ```swift noru
    print(1)
    ```

    """

    @Test func misspeltNamesGetASuggestionAndFarOffOnesDoNot() async throws {
        let root = try makeTemporaryDirectory("lint-typos")
        defer { try? FileManager.default.removeItem(at: root) }
        try write(Self.lesson, to: root.appendingPathComponent("typos/lesson.md"))
        let findings = await LessonLinter(runner: nil).lint(path: root.appendingPathComponent("typos"))
        #expect(findings.map { $0.description.replacingOccurrences(of: root.path + "/", with: "") } == [
            "typos/lesson.md:20:3: error: unknown validator “numbr”; known validators: arithmetic, choice, expression, geometry, number, order, output, regex, symbol, text; did you mean “number”?",
            "typos/lesson.md:22:1: error: unknown key “hint” in question; expected one of: id, prompt, choices, validator, hints, explanation, feedback, points; did you mean “hints”?",
            "typos/lesson.md:32:3: error: unknown option “tolerence” for the number validator; expected one of: answer, answer_sha256, answers, tell_direction, tolerance, type, unit, unit_aliases; did you mean “tolerance”?",
            "typos/lesson.md:41:3: error: unknown validator “guess”; known validators: arithmetic, choice, expression, geometry, number, order, output, regex, symbol, text",
            "typos/lesson.md:47:10: error: unknown option “noru” after ```swift; known: norun; did you mean “norun”?",
        ])
    }

    @Test func theSuggestionIsInRussianToo() {
        #expect(Localizer(language: "ru")[.didYouMean, "hints"] == "; может быть, имелось в виду «hints»?")
        #expect(Localizer.english[.didYouMean, "hints"] == "; did you mean “hints”?")
    }
}

/// A starter the learner cannot even compile is a lint error at its compiler error.
@Suite struct LintStarterCompilesTests {
    @Test func aStarterThatDoesNotCompileIsAnError() async throws {
        let kernel = SwiftKernel()
        if let reason = await kernel.unavailableReason() {
            Issue.record("the Swift kernel cannot run here: \(reason)")
            return
        }
        let root = try LessonLinterTests.makeBrokenLesson()
        defer { try? FileManager.default.removeItem(at: root) }
        let starter = root.appendingPathComponent("broken/exercises/limit-text/starter.swift")
        try write("func limitText(_ text: String, to limit: Int) -> String {\n    return text.prefix(limt)\n}\n", to: starter)
        let findings = await LessonLinter(runner: kernel).lint(path: root.appendingPathComponent("broken"))
        let starterFindings = findings.filter { $0.file == starter.path }.map(\.description)
            .map { $0.replacingOccurrences(of: root.path + "/", with: "") }
        #expect(starterFindings == [
            "broken/exercises/limit-text/starter.swift:2:24: error: the starter of 'limit-text' does not compile, so the learner's first check shows compiler errors instead of the checks (limit-text.swift:2:24: error: cannot find 'limt' in scope)",
        ])
    }
}
