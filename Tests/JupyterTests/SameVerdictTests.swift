import Classroom
import Foundation
import Kernel
import Lessons
import Testing
import TestSupport

/// An answer gets one verdict wherever it is given: through Jupyter's `%answer`, and when the teacher grades the
/// workspace it was saved in (and at the REPL's prompt: `SameVerdictAtThePromptTests` in TutorUITests, with these
/// answers). Code answers are the hard case: reading refuses what running accepts.
@Suite(.serialized) struct SameVerdictTests {
    @Test func jupyterAndGradingGiveEveryAnswerTheSameVerdict() async throws {
        let workspace = try ServeProcess.temporaryFolder("same-verdict-jupyter")
        defer { try? FileManager.default.removeItem(at: workspace) }
        let serve = try ServeProcess(workspace: workspace)
        _ = try await serve.execute("%lesson \(SameVerdictCases.lessonID)", count: 1)
        var jupyter: [Bool] = []
        for (index, answer) in SameVerdictCases.answers.enumerated() {
            let reply = try await serve.execute("%answer \(SameVerdictCases.questionID) \(answer)", count: index + 2)
            let verdict = try #require(ServeProcess.streams(reply).first { $0.hasPrefix("✓") || $0.hasPrefix("✗") }, "\(answer): \(reply)")
            jupyter.append(verdict.hasPrefix("✓"))
        }
        serve.stop()
        #expect(jupyter == SameVerdictCases.expected)

        // The teacher grades the workspace Jupyter saved: every answer as it was judged, and the points for the right one.
        let lesson = try #require(Course.open(contentDirectory: ServeProcess.content, language: "en").0.lessons.first { $0.id == SameVerdictCases.lessonID })
        let grade = await WorkspaceGrader(runner: SwiftKernel()).grade(lessons: [lesson], workspace: Workspace(root: workspace))
        let item = try #require(grade.lessons.first?.items.first { $0.id == SameVerdictCases.questionID })
        #expect(item.answers.map(\.text) == SameVerdictCases.answers)
        #expect(item.answers.map(\.correct) == SameVerdictCases.expected)
        #expect(item.earned == item.possible && item.possible > 0)
    }
}
