import Foundation
import Kernel
import Lessons
import Testing
import TestSupport
@testable import TutorUI


/// The REPL session's tests and the watch test share the process-wide Ctrl-C state
/// (`Interrupts`): one simulates Ctrl-C while the other waits for a save, so they run one at a time.
@Suite(.serialized) enum InterruptSharingTests {}

extension InterruptSharingTests {
    @MainActor @Suite(.serialized) struct ReplSessionTests {
        static let content = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("EndToEndTests/Fixtures/content")

        func makeSession(runner: FakeRunner) throws -> (ReplSession, () -> [String]) {
            let workspace = FileManager.default.temporaryDirectory.appendingPathComponent("tutorui-\(UUID().uuidString)")
            let environment = TutorEnvironment(contentDirectory: Self.content, workspace: workspace, capabilities: .plain)
            let (course, diagnostics) = Course.load(contentDirectory: Self.content, language: "en")
            #expect(diagnostics.isEmpty, "\(diagnostics)")
            let box = OutputBox()
            let session = ReplSession(environment: environment, course: course, runner: runner, emit: { box.lines.append($0) })
            return (session, { box.lines })
        }

        final class OutputBox { var lines: [String] = [] }

        @Test func multiLineEntryBecomesOneCell() async throws {
            let runner = FakeRunner()
            let (session, output) = try makeSession(runner: runner)
            let reader = ScriptedLineReader(["start keyboard", "func f() {", "    print(1)", "}", "swift", "f()", "", "quit"])
            await ReplLoop(session: session, reader: reader, showPrompt: true).run()
            #expect(reader.prompts == ["tutor › ", "keyboard 1/4 › ", "   ...: ", "   ...: ", "keyboard 1/4 › ", "   ...: ", "   ...: ", "keyboard 1/4 › "])
            #expect(runner.runs.count == 2)
            // The lesson's support and cell first, then the typed cells; the second sees the first.
            #expect(runner.runs[0].map(\.name) == ["recipe/KeyboardMath.swift", "top-edge.code-1", "In [2]"])
            #expect(runner.runs[0].last?.code == "func f() {\n    print(1)\n}")
            #expect(runner.runs[1].map(\.name) == ["recipe/KeyboardMath.swift", "top-edge.code-1", "In [2]", "In [3]"])
            #expect(runner.runs[1].last?.code == "f()")
            #expect(output().contains("Out[3]: output of In [3]"))
            #expect(output().last == "Progress saved. See you soon.")
        }

        @Test func bareLinesAnswerAnOpenQuestion() async throws {
            let (session, output) = try makeSession(runner: FakeRunner())
            try session.begin(lessonID: "keyboard")
            #expect(session.parseContext == .other)
            _ = await session.handle(.next)
            #expect(session.location == "keyboard 2/4")
            #expect(session.parseContext == .question)
            _ = await session.handle(ReplCommand.parse("162", context: session.parseContext))
            #expect(output().last == "✗ Not quite.\n162 is the landscape height.")
            _ = await session.handle(ReplCommand.parse("216", context: session.parseContext))
            #expect(output().suffix(2) == ["✓ Correct.\n568 − 352 = 216 points.", "Type 'next' to go on."])
            #expect(session.parseContext == .other)
        }

        /// The prompt says when a bare line will be taken as the answer; a Swift block typed then runs whole.
        @Test func thePromptShowsAnswerModeAndSwiftStillRuns() async throws {
            let runner = FakeRunner()
            let (session, output) = try makeSession(runner: runner)
            let reader = ScriptedLineReader(["start keyboard", "next", "for i in 0..<3 {", "print(i)", "}", "216", "quit"])
            await ReplLoop(session: session, reader: reader, showPrompt: true).run()
            #expect(reader.prompts == ["tutor › ", "keyboard 1/4 › ", "keyboard 2/4 (answer) › ", "   ...: ", "   ...: ",
                                       "keyboard 2/4 (answer) › ", "keyboard 2/4 › "])
            #expect(runner.runs.last?.last?.code == "for i in 0..<3 {\nprint(i)\n}")
            #expect(output().contains("✓ Correct.\n568 − 352 = 216 points."))
        }

        /// Without a terminal `edit` starts no editor: it names the file to edit.
        @Test func editWithoutATerminalNamesTheFile() async throws {
            let (session, output) = try makeSession(runner: FakeRunner())
            try session.begin(lessonID: "keyboard")
            _ = await session.handle(.goto(step: 4))
            _ = await session.handle(.edit)
            let file = session.environment.workspace.appendingPathComponent("exercises/keyboard/lift-field.swift").path
            #expect(output().last == "There is no terminal to open an editor in. Edit \(file) in your editor, save it, then type 'check'.")
        }

        @Test func simulatorCommandsAreReplayedBeforeTheScreen() async throws {
            let runner = FakeRunner()
            let (session, _) = try makeSession(runner: runner)
            try session.begin(lessonID: "keyboard")
            _ = await session.handle(.sim(SimulatorCommand(verb: "tap", argument: "email")))
            _ = await session.handle(.sim(SimulatorCommand(verb: "type", argument: "hi")))
            _ = await session.handle(.screen)
            let last = try #require(runner.runs.last?.last)
            #expect(last.name == "simulator")
            #expect(last.code.hasSuffix("__sim.tap(__tutorView(\"email\"))\n__sim.type(\"hi\")\nprint(__sim.render())\n"))
            // A new step starts with no simulator commands.
            _ = await session.handle(.next)
            _ = await session.handle(.log)
            #expect(runner.runs.last?.last?.code.hasSuffix("let __sim = Simulator.current ?? Simulator()\nfor entry in __sim.log { print(entry) }\n") == true)
        }

        @Test func ctrlCCancelsARunningCell() async throws {
            let runner = FakeRunner(hangs: true)
            let (session, output) = try makeSession(runner: runner)
            try session.begin(lessonID: "keyboard")
            let pressCtrlC = Task.detached {
                try? await Task.sleep(nanoseconds: 200_000_000)
                Interrupts.simulate()
            }
            let start = ContinuousClock.now
            _ = await session.handle(.code("while true {}"))
            await pressCtrlC.value
            #expect(ContinuousClock.now - start < .seconds(5))
            #expect(output().last == "Cancelled.")
            // The cancelled cell is not kept for later cells.
            _ = await session.handle(.code("print(1)"))
            #expect(runner.runs.last?.map(\.name).contains("In [2]") == false)
        }

        @Test func unknownLessonSuggestsTheNearest() throws {
            let (session, _) = try makeSession(runner: FakeRunner())
            #expect(throws: TutorFailure.usage("Unknown lesson 'text-feild'. Did you mean 'text-field'?")) {
                try session.begin(lessonID: "text-feild")
            }
        }

        @Test func completionByPosition() {
            let completer = Completer(lessonIDs: ["keyboard", "text-field", "text-view"], uikitNames: ["UITextField", "UITextView", "UIView"])
            #expect(completer.completions(lineBefore: "", word: "pro") == ["progress"])
            #expect(completer.completions(lineBefore: "start ", word: "text") == ["text-field", "text-view"])
            #expect(completer.completions(lineBefore: "sim ", word: "t") == ["tap", "type"])
            #expect(completer.completions(lineBefore: "sim rotate ", word: "landscape") == ["landscape", "landscapeLeft", "landscapeRight"])
            #expect(completer.completions(lineBefore: "let f = ", word: "UIText") == ["UITextField", "UITextView"])
            #expect(UIKitNames.all.contains("UIResponder.keyboardWillShowNotification"))
            #expect(UIKitNames.all == UIKitNames.all.sorted())
        }
    }

    @Suite(.serialized) struct WatchTests {
        @Test func waitForChangeSeesASaveAndStopsOnCtrlC() async throws {
            let file = FileManager.default.temporaryDirectory.appendingPathComponent("watch-\(UUID().uuidString).swift")
            try "let a = 1\n".write(to: file, atomically: true, encoding: .utf8)
            let save = Task.detached {
                try? await Task.sleep(nanoseconds: 300_000_000)
                try? "let a = 2\n".write(to: file, atomically: true, encoding: .utf8)
            }
            #expect(Interruptible.waitForChange(of: file, pollInterval: 0.05))
            await save.value
            let stop = Task.detached {
                try? await Task.sleep(nanoseconds: 200_000_000)
                Interrupts.simulate()
            }
            #expect(!Interruptible.waitForChange(of: file, pollInterval: 0.05))
            await stop.value
        }

        /// An editor's save in several writes is checked once: watch waits until the file is still.
        @Test func waitUntilStillOutlastsASaveInSeveralWrites() async throws {
            let file = FileManager.default.temporaryDirectory.appendingPathComponent("still-\(UUID().uuidString).swift")
            try "a".write(to: file, atomically: false, encoding: .utf8)
            // The writer is a thread of its own, like an editor: a task could wait behind the busy test pool's
            // threads longer than the quiet time (seen in a full parallel run).
            let written = DispatchSemaphore(value: 0), saving = DispatchSemaphore(value: 0)
            Thread.detachNewThread {
                for (index, text) in ["ab", "abc", "abcd"].enumerated() {
                    usleep(60_000)
                    try? text.write(to: file, atomically: false, encoding: .utf8)
                    if index == 0 { saving.signal() }
                }
                written.signal()
            }
            // Watch notices a save by its first write; a thread started late on a busy machine (seen in a full
            // run) must not look like a file that is already still.
            saving.wait()
            Interruptible.waitUntilStill(file, quiet: 0.3)  // five times the writes' spacing, for a busy machine
            #expect(try String(contentsOf: file, encoding: .utf8) == "abcd", "returned before the last write")
            written.wait()
        }

        @Test func editorFromVisualThenEditor() {
            #expect(Editor.command(environment: ["VISUAL": "code --wait", "EDITOR": "nano"]) == "code --wait")
            #expect(Editor.command(environment: ["EDITOR": "nano"]) == "nano")
            #expect(Editor.command(environment: [:]) == "vi")
        }
    }
}
