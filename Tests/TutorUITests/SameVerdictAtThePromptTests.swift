import Foundation
import Kernel
import Lessons
import Testing
import TestSupport
@testable import TutorUI

extension InterruptSharingTests {
    /// The REPL's verdicts on `SameVerdictCases`, with a real kernel: the same as Jupyter's and grading's
    /// (`SameVerdictTests` in JupyterTests). Here because the REPL waits interruptibly, and other tests press Ctrl-C.
    @Suite struct SameVerdictAtThePromptTests {
        static let content = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Content")

        final class Lines: @unchecked Sendable { var all: [String] = [] }

        @MainActor @Test func theReplGivesEachAnswerTheSameVerdictAsJupyterAndGrading() async throws {
            let workspace = FileManager.default.temporaryDirectory.appendingPathComponent("same-verdict-repl-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: workspace) }
            let environment = TutorEnvironment(contentDirectory: Self.content, workspace: workspace, capabilities: .plain)
            let course = Course.open(contentDirectory: Self.content, language: "en").0
            let lines = Lines()
            let repl = ReplSession(environment: environment, course: course, runner: SwiftKernel(), emit: { lines.all.append($0) })
            try repl.begin(lessonID: SameVerdictCases.lessonID)
            let lesson = try #require(course.lessons.first { $0.id == SameVerdictCases.lessonID })
            let step = try #require(lesson.steps.firstIndex { $0.cells.contains { $0.id == SameVerdictCases.questionID } })
            _ = await repl.handle(.goto(step: step + 1))
            var verdicts: [Bool] = []
            for answer in SameVerdictCases.answers {
                lines.all = []
                _ = await repl.handle(.answer(answer))
                let verdict = try #require(lines.all.first { $0.hasPrefix("✓") || $0.hasPrefix("✗") }, "\(answer): \(lines.all)")
                verdicts.append(verdict.hasPrefix("✓"))
            }
            #expect(verdicts == SameVerdictCases.expected)
        }
    }
}
