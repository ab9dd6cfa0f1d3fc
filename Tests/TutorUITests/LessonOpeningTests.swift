import Foundation
import Lessons
import Testing
import TestSupport
@testable import TutorUI

extension InterruptSharingTests {
    /// A lesson opens with its introduction, `back` from step 1 returns to it, and after each right
    /// answer the learner is told what is still to do on the step.
    @MainActor @Suite(.serialized) struct LessonOpeningTests {
        final class OutputBox { var lines: [String] = [] }

        /// `first`, then `demo` (which needs `first`): step 1 has two questions, step 2 one.
        static func course() throws -> URL {
            let root = FileManager.default.temporaryDirectory.appendingPathComponent("tutorui-opening-\(UUID().uuidString)")
            let question = { (id: String, prompt: String, answer: Int) in
                "```question\nid: \(id)\nprompt: \(prompt)\nvalidator: {type: number, answer: \(answer)}\n```\n"
            }
            let files = [
                "course.yaml": "format: 1\ntitle: Course\nlessons: [first, demo]\n",
                "first/lesson.md": "---\nformat: 1\nid: first\ntitle: The first lesson\nsummary: s\nobjectives: [o]\nestimated_minutes: 1\n---\n\n"
                    + "## Only\n<!-- step: only -->\n\nText.\n",
                "demo/lesson.md": "---\nformat: 1\nid: demo\ntitle: A demo\nsummary: s\nobjectives:\n  - Add two numbers\n  - Add `three` and three\n"
                    + "estimated_minutes: 5\nprerequisites: [first]\n---\n\n# A demo\n\nOpening words.\n\n"
                    + "## Sums\n<!-- step: sums -->\n\n" + question("two", "Two and two?", 4) + "\n" + question("three", "Three and three?", 6)
                    + "\n## Last\n<!-- step: last -->\n\n```swift norun\nlet x =\n```\n\n" + question("one", "One and zero?", 1)
                    + "\n```question\nid: word\nprompt: A word?\nvalidator: {type: regex, pattern: \"ok\"}\nexplanation: The word is ok.\n```\n",
            ]
            for (path, text) in files {
                let url = root.appendingPathComponent(path)
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(text.utf8).write(to: url)
            }
            return root
        }

        func session(content: URL, workspace: URL) -> (ReplSession, OutputBox) {
            let environment = TutorEnvironment(contentDirectory: content, workspace: workspace, capabilities: .plain)
            let (course, diagnostics) = Course.load(contentDirectory: content, language: "en")
            #expect(diagnostics.isEmpty, "\(diagnostics)")
            let box = OutputBox()
            return (ReplSession(environment: environment, course: course, runner: FakeRunner(), emit: { box.lines.append($0) }), box)
        }

        static let introduction = """
            ── demo 0/2 · Introduction ─────────────────────────────────────────────

            A demo

            Opening words.

            What you will learn:
              • Add two numbers
              • Add `three` and three

            Time: 5 min · Steps: 2
            Take first:
              • first — The first lesson (not started)
            """

        @Test func aNewLessonOpensWithItsIntroductionAndBackReturnsToIt() async throws {
            let content = try Self.course()
            let workspace = content.appendingPathComponent("workspace")
            let (session, box) = session(content: content, workspace: workspace)
            try session.begin(lessonID: "demo")
            #expect(box.lines.count == 2)
            #expect(box.lines.first == Self.introduction + "\n")
            #expect(box.lines.last?.hasPrefix("── demo 1/2 · Sums ──") == true)
            #expect(session.location == "demo 1/2")

            box.lines = []
            _ = await session.handle(.back)
            #expect(box.lines == [Self.introduction + "\n\n(next: the first step · steps · help)"])
            #expect(session.location == "demo 0/2")
            #expect(session.parseContext == .other, "the introduction has no question open")
            box.lines = []
            _ = await session.handle(.back)
            #expect(box.lines == ["This is the lesson's introduction; 'next' goes to step 1."])
            _ = await session.handle(.next)
            #expect(session.location == "demo 1/2")
            #expect(session.parseContext == .question)

            // Opened again, the lesson resumes at its step, without the introduction.
            let (again, againBox) = self.session(content: content, workspace: workspace)
            try again.begin(lessonID: "demo")
            #expect(againBox.lines.count == 1)
            #expect(againBox.lines.first?.hasPrefix("── demo 1/2 · Sums ──") == true)
        }

        @Test func aPrerequisiteShowsWhereTheLearnerStands() async throws {
            let content = try Self.course()
            let workspace = content.appendingPathComponent("workspace")
            let (session, box) = session(content: content, workspace: workspace)
            try session.begin(lessonID: "first")
            _ = await session.handle(.goto(step: 1))
            try session.begin(lessonID: "demo")
            #expect(box.lines.contains { $0.hasSuffix("Take first:\n  • first — The first lesson (started, not finished)\n") })
        }

        @Test func afterARightAnswerTheStepSaysWhatIsLeft() async throws {
            let content = try Self.course()
            let (session, box) = session(content: content, workspace: content.appendingPathComponent("workspace"))
            try session.begin(lessonID: "demo")
            box.lines = []
            _ = await session.handle(ReplCommand.parse("4", context: session.parseContext))
            #expect(box.lines == ["✓ Correct.", "Still to do on this step, the next question:", "Three and three?"])
            box.lines = []
            _ = await session.handle(ReplCommand.parse("6", context: session.parseContext))
            #expect(box.lines == ["✓ Correct.", "Type 'next' to go on."])
            _ = await session.handle(.next)
            box.lines = []
            _ = await session.handle(ReplCommand.parse("1", context: session.parseContext))
            #expect(box.lines == ["✓ Correct.", "Still to do on this step, the next question:", "A word?"])
            box.lines = []
            _ = await session.handle(ReplCommand.parse("ok", context: session.parseContext))
            #expect(box.lines == ["✓ Correct.\nThe word is ok.", "That was the last step.",
                                  "Lesson demo: 4 of 4 questions and exercises done, 4 of 4 points.\nThat was the course's last lesson."])
            box.lines = []
            _ = await session.handle(.next)
            #expect(box.lines == ["This is the last step of demo. Type 'lessons' to choose another lesson.",
                                  "Lesson demo: 4 of 4 questions and exercises done, 4 of 4 points.\nThat was the course's last lesson."])
        }

        /// A `norun` fragment is shown as code, not as a numbered cell; a solution that is the explanation is said once.
        @Test func norunIsNotACellAndASolutionIsNotRepeated() async throws {
            let content = try Self.course()
            let (session, box) = session(content: content, workspace: content.appendingPathComponent("workspace"))
            try session.begin(lessonID: "demo")
            box.lines = []
            _ = await session.handle(.goto(step: 2))
            let step = try #require(box.lines.last)
            #expect(step.contains("\n\n    let x =\n\n"))
            #expect(!step.contains("In ["))
            _ = await session.handle(.answer("1"))
            _ = await session.handle(.answer("no"))
            _ = await session.handle(.answer("nope"))
            box.lines = []
            _ = await session.handle(.solution)
            #expect(box.lines == ["Solution:", "The word is ok."])
        }
    }
}
