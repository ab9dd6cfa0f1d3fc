import Foundation
import Lessons
import Testing
import TestSupport
@testable import TutorUI

/// What rustlings and Jupyter users expect: the lesson's items with ✓/✗, `check`/`hint`/`reset` of one
/// named item, running one of the lesson's cells again or all of them, and restarting typed cells.
@Suite struct NotebookCommandParsingTests {
    @Test func namedItemsCellsAndRestart() {
        #expect(ReplCommand.parse("hint lift-field") == .hintItem("lift-field"))
        #expect(ReplCommand.parse("check lift-field") == .checkItem("lift-field"))
        #expect(ReplCommand.parse("reset lift-field") == .resetItem("lift-field"))
        #expect(ReplCommand.parse("reset") == .invalid(message: "Usage: reset NAME"))
        #expect(ReplCommand.parse("run 3") == .runCell(3))
        #expect(ReplCommand.parse("run all") == .runAll)
        #expect(ReplCommand.parse("list") == .list)
        #expect(ReplCommand.parse("restart") == .restart)
        #expect(ReplCommand.parse("hint = 3") == .code("hint = 3"))
        #expect(ReplCommand.parse("hint", context: .question) == .hint)
    }
}

extension InterruptSharingTests {
    @MainActor @Suite(.serialized) struct NotebookCommandTests {
        final class OutputBox { var lines: [String] = [] }

        func makeSession(runner: FakeRunner = FakeRunner()) throws -> (ReplSession, OutputBox, URL) {
            let workspace = FileManager.default.temporaryDirectory.appendingPathComponent("tutorui-\(UUID().uuidString)")
            let content = ReplSessionTests.content
            let environment = TutorEnvironment(contentDirectory: content, workspace: workspace, capabilities: .plain)
            let box = OutputBox()
            let session = ReplSession(environment: environment, course: Course.open(contentDirectory: content, language: "en").0,
                                      runner: runner, emit: { box.lines.append($0) })
            try session.begin(lessonID: "keyboard")
            box.lines = []
            return (session, box, workspace)
        }

        @Test func listShowsEachItemWithItsState() async throws {
            let (session, box, _) = try makeSession()
            _ = await session.handle(.next)
            _ = await session.handle(.answer("162"))
            _ = await session.handle(.answer("216"))
            _ = await session.handle(.next)
            _ = await session.handle(.answer("A"))
            box.lines = []
            _ = await session.handle(.list)
            #expect(box.lines == ["""
                ✓ keyboard-height  question  2/4, 2 attempts
                ✗ end-key          question  3/4, 1 attempt
                · lift-field       exercise  4/4, not tried
                """])
        }

        /// "Stuck? … 'solution'" comes when `solution` will show it: after two different answers.
        @Test func theSolutionIsOfferedAsSolutionCountsAttempts() async throws {
            let (session, box, _) = try makeSession()
            _ = await session.handle(.next)
            _ = await session.handle(.answer("162"))
            _ = await session.handle(.answer("162"))
            #expect(!box.lines.contains { $0.hasPrefix("Stuck?") }, "\(box.lines)")
            _ = await session.handle(.answer("100"))
            #expect(box.lines.last == "Stuck? 'hint' gives the next hint; 'solution' shows the answer.")
            box.lines = []
            _ = await session.handle(.solution)
            #expect(box.lines.first == "Solution:")
        }

        @Test func hintAndResetByName() async throws {
            let (session, box, workspace) = try makeSession()
            _ = await session.handle(.hintItem("end-key"))
            #expect(box.lines == ["Hint 1 of 1:\nAfter the animation is the end."])
            box.lines = []
            _ = await session.handle(.hintItem("end-kye"))
            #expect(box.lines == ["There is no question or exercise “end-kye” in this lesson. Did you mean 'end-key'?"])

            let file = workspace.appendingPathComponent("exercises/keyboard/lift-field.swift")
            _ = await session.handle(.goto(step: 4))
            _ = await session.handle(.edit)  // without a terminal: names the file, which it prepares from the starter
            try "// mine\n".write(to: file, atomically: true, encoding: .utf8)
            box.lines = []
            _ = await session.handle(.resetItem("lift-field"))
            let kept = file.path + ".before-reset"
            #expect(box.lines == ["\(file.path) is back to its starting code; what you had is kept in \(kept)."])
            #expect(try String(contentsOf: file, encoding: .utf8).contains("return 0"))
            #expect(try String(contentsOfFile: kept, encoding: .utf8) == "// mine\n")
            box.lines = []
            _ = await session.handle(.resetItem("keyboard-height"))
            #expect(box.lines == ["There is no question or exercise “keyboard-height” in this lesson."], "a question has no file to reset")
        }

        @Test func runOneCellAgainRunAllAndRestart() async throws {
            let runner = FakeRunner()
            let (session, box, _) = try makeSession(runner: runner)
            _ = await session.handle(.runCell(1))
            #expect(runner.runs.last?.map(\.name) == ["recipe/KeyboardMath.swift", "top-edge.code-1"])
            #expect(box.lines.first == "In [1]: let top = keyboardTopEdge(screenHeight: 568, keyboardHeight: 216) …")
            box.lines = []
            _ = await session.handle(.runCell(9))
            #expect(box.lines == ["There is no cell In [9] to run: numbers go to 1."])
            _ = await session.handle(.goto(step: 3))
            let before = runner.runs.count
            _ = await session.handle(.runAll)
            #expect(runner.runs.count == before + 1, "the lesson's one runnable cell up to step 3")

            _ = await session.handle(.code("let a = 1"))
            _ = await session.handle(.code("print(a)"))
            #expect(runner.runs.last?.map(\.name).contains("In [2]") == true)
            box.lines = []
            _ = await session.handle(.restart)
            #expect(box.lines == ["The cells you typed are forgotten; code you type next runs after the lesson's cells only."])
            _ = await session.handle(.code("print(2)"))
            #expect(runner.runs.last?.map(\.name) == ["recipe/KeyboardMath.swift", "top-edge.code-1", "In [4]"])
        }
    }
}

/// After a pass the learner's file is shown beside the reference; before checking, the checks' names.
@Suite struct SolutionDiffTests {
    @Test func changedLinesWithOneLineOfContext() {
        #expect(LineDiff.changes(old: "a\nb\nc\nd\ne\nf", new: "a\nb\nX\nd\ne\nf") == ["…", "  b", "- c", "+ X", "  d", "…"])
        #expect(LineDiff.changes(old: "a\nb\n", new: "a  \nb") == [], "trailing spaces and blank lines are no difference")
        #expect(LineDiff.changes(old: "a", new: "a\nb") == ["  a", "+ b"])
    }

    @Test func theDiffAndTheCheckNamesAsShown() {
        let presenter = StepPresenter(capabilities: .plain)
        #expect(presenter.solutionDiff(yours: "let a = 1\nreturn a", reference: "let a = 1\nreturn 1") == """
            Your file beside the reference solution (- reference, + yours):
              let a = 1
            - return 1
            + return a
            """)
        #expect(presenter.solutionDiff(yours: "x\n", reference: "x") == "Your file is the reference solution, line for line.")
        #expect(StepPresenter.checkNames("import ExerciseKit\n\ncheck(\"covered field moves up\") { s in\n}\n  check(\"a \\\"quoted\\\" one\", scenarios: 5) {}\n")
            == ["covered field moves up", "a \"quoted\" one"])
    }
}
