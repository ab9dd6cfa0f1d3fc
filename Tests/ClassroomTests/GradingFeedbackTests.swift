import Foundation
import Kernel
import Lessons
import Testing
@testable import Classroom

/// A student whose exercise does not compile hears the compiler's own errors, at their own lines, in
/// feedback.md, feedback.html, `--json` and a grade reused from the gradebook — the words `tutor check` prints.
@Suite(.serialized) struct GradingFeedbackTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    /// Line 2 misspells `limit`; line 3 calls a function that does not exist.
    static let brokenExercise = """
    func limitText(_ text: String, to limit: Int) -> String {
        let kept = text.prefix(limt)
        return String(kept).trimmed()
    }

    """

    static let errors = [
        "limit-text.swift:2:28: error: cannot find 'limt' in scope",
        "limit-text.swift:3:25: error: reference to member 'trimmed' cannot be resolved without a contextual type",
    ]

    func gradeBrokenStudent(kernel: SwiftKernel) async throws -> (StudentGrade, Lesson) {
        let (loaded, diagnostics) = Lesson.load(directory: Self.fixtures.appendingPathComponent("course/tiny"), language: "en")
        #expect(diagnostics.map(\.description) == [])
        let lesson = try #require(loaded)
        let root = try makeTemporaryDirectory("feedback")
        defer { try? FileManager.default.removeItem(at: root) }
        try write(Self.brokenExercise, to: root.appendingPathComponent("exercises/tiny/limit-text.swift"))
        let graded = await WorkspaceGrader(runner: kernel, seed: 7).grade(lessons: [lesson], workspace: Workspace(root: root))
        return (StudentGrade(student: "ada", contentHash: "h1", seed: 7, lessons: graded.lessons, containments: graded.containments,
                             isolation: "test"), lesson)
    }

    @Test func feedbackCarriesTheCompilerErrorsAsTutorCheckPrintsThem() async throws {
        let kernel = SwiftKernel()
        if let reason = await kernel.unavailableReason() {
            Issue.record("the Swift kernel cannot run here: \(reason)")
            return
        }
        let (grade, lesson) = try await gradeBrokenStudent(kernel: kernel)
        let item = try #require(grade.lessons.first?.items.first { $0.id == "limit-text" })
        #expect(item.message == "The code does not compile; see the errors below.")
        #expect(item.diagnostics == Self.errors)

        // `tutor check` prints the judge's error diagnostics' descriptions: the same lines.
        let exercise = try #require(lesson.exercises.first)
        let checked = await ExerciseJudge(runner: kernel).judge(exercise, code: Self.brokenExercise, in: lesson,
                                                                draw: ScenarioDraw(seed: 7))
        #expect(checked.verdict.diagnostics.filter { $0.severity == .error }.map(\.description) == Self.errors)

        let markdown = FeedbackReport.markdown(for: grade)
        #expect(markdown.contains("""
        - **limit-text** (exercise): 0 / 2. The code does not compile; see the errors below.
          - limit-text.swift:2:28: error: cannot find 'limt' in scope
          - limit-text.swift:3:25: error: reference to member 'trimmed' cannot be resolved without a contextual type

        """))
        let html = FeedbackReport.html(for: grade)
        #expect(html.contains("<li>limit-text.swift:2:28: error: cannot find 'limt' in scope</li>"))
        #expect(html.contains("<li>limit-text.swift:3:25: error: reference to member 'trimmed' cannot be resolved without a contextual type</li>"))

        let json = try GradeOperation.json(ClassGrader.Summary(grades: [grade], gradedNow: ["ada"], seconds: 1, gradebook: "g"))
        #expect(json.contains("""
                      "diagnostics" : [
                        "limit-text.swift:2:28: error: cannot find 'limt' in scope",
                        "limit-text.swift:3:25: error: reference to member 'trimmed' cannot be resolved without a contextual type"
                      ],
        """))
    }

    @Test func theErrorsSurviveTheGradebookAndOldJSON() throws {
        var grade = sampleGrade(student: "ada", hash: "h1", questionEarned: 0, checksPassed: 0)
        grade.lessons[0].items[1].message = "The code does not compile; see the errors below."
        grade.lessons[0].items[1].diagnostics = Self.errors
        let folder = try makeTemporaryDirectory("gradebook")
        defer { try? FileManager.default.removeItem(at: folder) }
        let gradebook = try Gradebook(url: folder.appendingPathComponent("grades.sqlite"))
        try gradebook.record(outlines: [sampleOutline])
        #expect(try gradebook.record(grade))
        let reused = try #require(try gradebook.grade(student: "ada", contentHash: "h1"))
        #expect(reused.lessons[0].items[1].diagnostics == Self.errors)
        #expect(reused.lessons[0].items[0].diagnostics == [])

        // A grade-one result written before items carried diagnostics still decodes.
        let old = #"{"id":"q","kind":"question","possible":1,"earned":1,"checksPassed":1,"checksTotal":1,"message":"Correct.","checks":[]}"#
        let decoded = try JSONDecoder().decode(GradedItem.self, from: Data(old.utf8))
        #expect(decoded.diagnostics == [])
    }
}
