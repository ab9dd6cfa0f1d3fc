import Foundation
import Testing
import Lessons
@testable import Classroom

/// `tutor lint`'s self-test of questions: right answers in generated forms pass, no
/// feedback entry catches a right answer, every feedback answer is itself wrong.
@Suite struct QuestionSelfTestTests {
    @Test(arguments: ContentFixture.lessonIDs)
    func shippedQuestionsPassTheirSelfTest(_ id: String) throws {
        let lesson = try ContentFixture.lesson(id)
        #expect(QuestionSelfTest.findings(in: lesson).map(\.description) == [])
    }

    @Test func generatedFormsAreTheOnesAnAuthorWouldExpect() throws {
        let lesson = try ContentFixture.lesson("local-notifications")
        let minimum = try #require(lesson.question(id: "repeat-minimum")?.validator as? any AnswerFormGenerating)
        #expect(Set(["60 s", "60 seconds", "60 секунд", "1 min", "60000 ms", "sixty s"]).isSubset(of: minimum.generatedForms))
        let time = try #require(lesson.question(id: "nil-zone-in-new-york")?.validator as? any AnswerFormGenerating)
        #expect(Set(["23:00", "11:00 PM", "23.00"]).isSubset(of: time.generatedForms))
        let convert = try #require(try ContentFixture.lesson("keyboard").question(id: "convert-call")?.validator as? any AnswerFormGenerating)
        #expect(Set(["self.view.convert(endFrame, from: nil)", "view.window.convert(endFrame, to: view)"]).isSubset(of: convert.generatedForms))
        let key = try #require(lesson.question(id: "launch-key")?.validator as? any AnswerFormGenerating)
        #expect(Set(["UIKit.UIApplication.LaunchOptionsKey.localNotification", "self.localNotification"]).isSubset(of: key.generatedForms))
    }

    static let faulty = """
    ---
    format: 1
    id: faulty
    title: Questions that judge against their author
    summary: One of each fault the self-test finds.
    objectives: [Be found out]
    estimated_minutes: 1
    ---

    ## Questions
    <!-- step: questions -->

    ```question
    id: minimum
    prompt: How long?
    validator:
      type: number
      answer: 60
      unit: s
    hints: [A minute.]
    feedback:
      - answer: 1 min
        message: Seconds, please.
      - pattern: "min"
        message: Not in minutes.
    ```

    ```question
    id: twins
    prompt: Which one?
    choices:
      - "`save()`"
      - save()
    validator:
      type: choice
      answer: B
    hints: [The second.]
    ```
    """

    @Test func findsFeedbackThatCatchesARightAnswerAndAFormThatIsRefused() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("self-test-\(UUID().uuidString)/faulty")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        try Data(Self.faulty.utf8).write(to: folder.appendingPathComponent("lesson.md"))
        let (loaded, diagnostics) = Lesson.load(directory: folder, language: "en")
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let lesson = try #require(loaded)
        let file = lesson.file.path
        #expect(QuestionSelfTest.findings(in: lesson).map { $0.description.replacingOccurrences(of: file, with: "lesson.md") } == [
            "lesson.md:22:1: error: question 'minimum': feedback 1 (answer “1 min”) is itself a right answer, so its message is never shown",
            "lesson.md:22:1: error: question 'minimum': feedback 1 (answer “1 min”) catches the right answer “60”",
            "lesson.md:24:1: error: question 'minimum': feedback 2 (pattern “min”) catches the right answer “1 min”",
            "lesson.md:28:1: error: question 'twins': the right answer written “save()” is not accepted (wrong: “save()” (A) is not right.)",
        ])
        // Lint reports them with its other findings.
        let findings = LessonLinter.sorted(LessonLinter.unique(QuestionSelfTest.findings(in: lesson)))
        #expect(findings.containsErrors)
    }
}
