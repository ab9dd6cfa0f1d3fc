import Foundation
import Lessons
import Testing
@testable import Classroom

/// `tutor lint` on a lesson and its translation: a faithful translation is clean; a reordered step, a
/// changed validator, changed code or output and an untranslated paragraph are each found, exactly.
struct TranslationLintTests {
    static let header = """
    ---
    format: 1
    id: pair
    title: Pair
    summary: A lesson and its translation.
    objectives:
      - Match
    estimated_minutes: 5
    ---

    """

    static func question(_ validator: String, hint: String) -> String {
        """
        ```question
        id: count
        prompt: How many?
        validator:
        \(validator)
        hints:
          - \(hint)
        ```
        """
    }

    static let english = header + """
    # Pair

    ## One
    <!-- step: one -->

    The first step prints a number and asks about it.

    ```swift
    print(2 + 2)
    ```

    ```output
    4
    ```

    \(question("  type: number\n  answer: 4", hint: "Add them."))

    ## Two
    <!-- step: two -->

    The second step only talks.

    """

    /// The Russian file, with `edit` applied to its body.
    static func russian(_ edit: (String) -> String = { $0 }) -> String {
        header.replacingOccurrences(of: "title: Pair", with: "title: Пара") + edit("""
        # Пара

        ## Первый
        <!-- step: one -->

        Первый шаг печатает число и спрашивает о нём.

        ```swift
        print(2 + 2)
        ```

        ```output
        4
        ```

        \(question("  type: number\n  answer: 4", hint: "Сложите их."))

        ## Второй
        <!-- step: two -->

        Второй шаг только рассказывает.

        """)
    }

    /// Lint's findings in `lesson.ru.md`, as `line:column: severity: message`.
    func findings(russian: String) async throws -> [String] {
        let root = try makeTemporaryDirectory("translation-lint")
        defer { try? FileManager.default.removeItem(at: root) }
        let lesson = root.appendingPathComponent("pair")
        try write(Self.english, to: lesson.appendingPathComponent("lesson.md"))
        try write(russian, to: lesson.appendingPathComponent("lesson.ru.md"))
        let all = await LessonLinter(runner: nil).lint(path: lesson)
        #expect(all.filter { !$0.file.hasSuffix("lesson.ru.md") } == [], "the original itself is clean")
        return all.filter { $0.file.hasSuffix("pair/lesson.ru.md") }.map { "\($0.line):\($0.column): \($0.severity.rawValue): \($0.message)" }
    }

    func expect(_ russian: String, _ expected: [String], sourceLocation: SourceLocation = #_sourceLocation) async throws {
        let found = try await findings(russian: russian)
        #expect(found == expected, sourceLocation: sourceLocation)
    }

    @Test("A faithful translation has no findings")
    func matchingPair() async throws {
        try await expect(Self.russian(), [])
    }

    @Test("A step moved is reported at the step that stands out of place")
    func reorderedStep() async throws {
        let reordered = Self.russian { body in
            let parts = body.components(separatedBy: "## Второй\n")
            return parts[0].replacingOccurrences(of: "## Первый\n", with: "## Второй\n" + parts[1] + "\n## Первый\n")
        }
        try await expect(reordered, [
            "12:1: error: step “two” is step 1 here but “one” is step 1 in lesson.md",
        ])
    }

    @Test("A changed validator, answer, code or output is an error at its block")
    func changedBlocks() async throws {
        let otherType = Self.russian { $0.replacingOccurrences(of: "  type: number\n  answer: 4", with: "  type: text\n  answer: четыре") }
        try await expect(otherType, [
            "25:1: error: question “count” uses validator “text” but lesson.md uses “number”",
        ])
        let otherAnswer = Self.russian { $0.replacingOccurrences(of: "answer: 4", with: "answer: 5") }
        try await expect(otherAnswer, [
            "25:1: error: question “count” does not accept lesson.md’s answer “4”",
        ])
        let otherOutput = Self.russian { $0.replacingOccurrences(of: "```output\n4\n", with: "```output\nчетыре\n") }
        try await expect(otherOutput, [
            "17:1: error: the output block of a code cell in step “one” differs from lesson.md’s",
        ])
        let otherCode = Self.russian { $0.replacingOccurrences(of: "print(2 + 2)", with: "print(2 + 2) // четыре") }
        try await expect(otherCode, [
            "17:1: error: a code cell in step “one” differs from lesson.md’s (code is not translated)",
        ])
        let lostCell = Self.russian { $0.replacingOccurrences(of: "```swift\nprint(2 + 2)\n```\n\n```output\n4\n```\n", with: "") }
        try await expect(lostCell, [
            "12:1: error: step “one” has cells [question “count”] but lesson.md has [code, question “count”]",
        ])
    }

    @Test("The translation's own questions are self-tested: a feedback rule that catches the right answer")
    func translatedFeedback() async throws {
        let caught = Self.russian { $0.replacingOccurrences(of: "  - Сложите их.\n", with: "  - Сложите их.\nfeedback:\n  - answer: 4\n    message: Это верно.\n") }
        try await expect(caught, [
            "34:1: error: question 'count': feedback 1 (answer “4”) is itself a right answer, so its message is never shown",
            "34:1: error: question 'count': feedback 1 (answer “4”) catches the right answer “4”",
        ])
    }

    @Test("A paragraph left in English is a warning at its first letter; code, headings with API names and comments are not")
    func untranslatedParagraph() async throws {
        let left = Self.russian {
            $0.replacingOccurrences(of: "Второй шаг только рассказывает.", with: "  The second step only talks, in `UITextField` terms.")
              .replacingOccurrences(of: "## Первый", with: "## UITextField и UITextFieldDelegate")
        }
        try await expect(left, [
            "38:3: warning: this paragraph looks untranslated (29 Latin letters, 0 Cyrillic)",
        ])
    }
}
