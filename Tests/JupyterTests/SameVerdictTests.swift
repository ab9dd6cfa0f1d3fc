import Classroom
import Foundation
import Kernel
import Lessons
import Testing
import TutorUI

/// An answer gets one verdict wherever it is given: at the REPL's prompt, through Jupyter's `%answer`, and when the
/// teacher grades the workspace it was saved in. Code answers are the hard case: reading refuses what running accepts.
@Suite(.serialized) struct SameVerdictTests {
    static let questionID = "add-action-call"
    /// In the order given: two wrong, then one that only running accepts (a closure in place of the named action).
    static let answers = [
        "button.addAction(save, for: .touchDown)",
        "button.addAction(save, for: .valueChanged)",
        "button.addAction(UIAction { _ in store.save() }, for: .touchUpInside)",
    ]
    static let expected = [false, false, true]

    final class Lines: @unchecked Sendable { var all: [String] = [] }

    /// ✓ or ✗ for each answer typed at the REPL's prompt, with a real kernel.
    @MainActor func replVerdicts() async throws -> [Bool] {
        let workspace = try ServeProcess.temporaryFolder("same-verdict-repl")
        defer { try? FileManager.default.removeItem(at: workspace) }
        let environment = TutorEnvironment(contentDirectory: ServeProcess.content, workspace: workspace, capabilities: .plain)
        let lines = Lines()
        let repl = ReplSession(environment: environment, course: Course.open(contentDirectory: ServeProcess.content, language: "en").0,
                               runner: SwiftKernel(), emit: { lines.all.append($0) })
        try repl.begin(lessonID: "button")
        let lesson = try #require(Course.open(contentDirectory: ServeProcess.content, language: "en").0.lessons.first { $0.id == "button" })
        let step = try #require(lesson.steps.firstIndex { $0.cells.contains { $0.id == Self.questionID } })
        _ = await repl.handle(.goto(step: step + 1))
        var verdicts: [Bool] = []
        for answer in Self.answers {
            lines.all = []
            _ = await repl.handle(.answer(answer))
            let verdict = try #require(lines.all.first { $0.hasPrefix("✓") || $0.hasPrefix("✗") }, "\(answer): \(lines.all)")
            verdicts.append(verdict.hasPrefix("✓"))
        }
        return verdicts
    }

    @Test func theReplJupyterAndGradingGiveEveryAnswerTheSameVerdict() async throws {
        #expect(try await replVerdicts() == Self.expected)

        let workspace = try ServeProcess.temporaryFolder("same-verdict-jupyter")
        defer { try? FileManager.default.removeItem(at: workspace) }
        let serve = try ServeProcess(workspace: workspace)
        _ = try await serve.execute("%lesson button", count: 1)
        var jupyter: [Bool] = []
        for (index, answer) in Self.answers.enumerated() {
            let reply = try await serve.execute("%answer \(Self.questionID) \(answer)", count: index + 2)
            let verdict = try #require(ServeProcess.streams(reply).first { $0.hasPrefix("✓") || $0.hasPrefix("✗") }, "\(answer): \(reply)")
            jupyter.append(verdict.hasPrefix("✓"))
        }
        serve.stop()
        #expect(jupyter == Self.expected)

        // The teacher grades the workspace Jupyter saved: every answer as it was judged, and the points for the right one.
        let lesson = try #require(Course.open(contentDirectory: ServeProcess.content, language: "en").0.lessons.first { $0.id == "button" })
        let grade = await WorkspaceGrader(runner: SwiftKernel()).grade(lessons: [lesson], workspace: Workspace(root: workspace))
        let item = try #require(grade.lessons.first?.items.first { $0.id == Self.questionID })
        #expect(item.answers.map(\.text) == Self.answers)
        #expect(item.answers.map(\.correct) == Self.expected)
        #expect(item.earned == item.possible && item.possible > 0)
    }
}
