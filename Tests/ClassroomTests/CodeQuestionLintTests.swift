import Foundation
import Kernel
import Lessons
import Testing
@testable import Classroom

/// Lint runs a code question's listed answers and its feedback's wrong answers through the question's
/// harness: a listed answer that behaves otherwise, or a "wrong" answer that running would accept, is an error.
@Suite struct CodeQuestionLintTests {
    static let lesson = """
    ---
    format: 1
    id: sums
    title: Sums
    summary: Adding.
    objectives:
      - Add
    estimated_minutes: 5
    ---

    # Sums

    ## Adding
    <!-- step: adding -->

    ```question
    id: add
    prompt: Write the sum of `a` and `b`.
    validator:
      type: expression
      answers:
        - "a + b"
        - "a - b"
      run:
        setup: |
          let a = draw.int(1...100)
          let b = draw.int(1...100)
    hints:
      - Use +.
    feedback:
      - answer: "b + a"
        message: Order does not matter, so this is not wrong at all.
      - answer: "a * b"
        message: That multiplies.
    ```

    """

    @Test func listedAnswersAndWrongAnswersAreRun() async throws {
        let kernel = SwiftKernel()
        if let reason = await kernel.unavailableReason() { try Test.cancel("Skipped: \(reason)") }
        let root = try makeTemporaryDirectory("lint-code-question")
        defer { try? FileManager.default.removeItem(at: root) }
        let folder = root.appendingPathComponent("sums")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Self.lesson.write(to: folder.appendingPathComponent("lesson.md"), atomically: true, encoding: .utf8)
        let findings = await LessonLinter(runner: kernel).lint(path: folder)
        let messages = findings.filter { $0.message.hasPrefix("question 'add'") }.map { "\($0.line): \($0.message)" }
        #expect(messages.count == 2, "\(findings.map(\.description))")
        #expect(messages.first?.hasPrefix("16: question 'add': the answer “a - b” behaves unlike “a + b” in scenario 1 (") == true, "\(messages)")
        #expect(messages.last == "16: question 'add': the wrong answer “b + a” behaves as the right one in every scenario: running would accept it")
    }
}
