import Foundation
import Testing

/// A whole fixture lesson driven through stdin, as a script or a classroom check would: right and
/// wrong answers, a code cell, a hint, quitting and resuming where it stopped.
@Suite(.serialized, .enabled(if: TutorProcess.executable != nil, "the tutor binary is not built; run `swift build --product tutor`"))
struct ScriptedSessionTests {
    @Test func wholeLessonWithQuitAndResume() async throws {
        let workspace = try TutorProcess.temporaryWorkspace()

        // First sitting: welcome, open the lesson, run its cell, answer wrong then right, take a hint, leave.
        let first = try await TutorProcess.run([], stdin: """
            lessons
            start keyboard
            run
            next
            hint
            162
            216
            next
            quit

            """, workspace: workspace)
        #expect(first.status == 0)
        #expect(!first.stdout.contains("\u{1B}"), "piped output must have no escape codes")
        let out = first.stdout
        #expect(out.hasPrefix("Welcome to tutor!"))
        #expect(out.contains("In [1]: let top = keyboardTopEdge(screenHeight: 568, keyboardHeight: 216)"))
        #expect(out.contains("Out[1]: keyboard top: 352.0"))
        #expect(out.contains("── keyboard 2/4 · How tall is it?"))
        #expect(out.contains("Hint 1 of 2:\nIt was in the previous step's prose."))
        #expect(out.contains("✗ Not quite.\n162 is the landscape height."))
        #expect(out.contains("✓ Correct.\n568 − 352 = 216 points."))
        #expect(out.contains("── keyboard 3/4 · Which key?"))
        #expect(out.hasSuffix("Progress saved. See you soon.\n"))

        // Second sitting: tutor resumes at step 3; a wrong choice, the right one, then EOF (no quit) saves and leaves.
        let second = try await TutorProcess.run([], stdin: "A\nB\nsteps\n", workspace: workspace)
        #expect(second.status == 0)
        #expect(second.stdout.hasPrefix("Welcome back. Resuming keyboard where you stopped.\n── keyboard 3/4 · Which key?"))
        #expect(second.stdout.contains("✗ "))
        #expect(second.stdout.contains("✓ Correct."))
        #expect(second.stdout.contains("›  3. Which key? ✓"))
        #expect(second.stdout.hasSuffix("Progress saved. See you soon.\n"))

        // The progress report agrees.
        let progress = try await TutorProcess.run(["progress"], workspace: workspace)
        #expect(progress.stdout.contains("  ✓ keyboard-height  (question, 2 attempts, 1 hint)"))
        #expect(progress.stdout.contains("  ✓ end-key  (question, 2 attempts)"))
        #expect(progress.stdout.contains("  · lift-field  (exercise)"))
    }

    /// A damaged progress file is moved aside on the first read; whichever command reads it first must
    /// say so and where the file went, or the learner's progress would vanish without a word.
    /// `question` (and the Russian «вопрос») shows the step's question again without the prose around it, in one
    /// screenful; on a step that asks nothing it says so.
    @Test func theQuestionCommandShowsTheOpenQuestionAgain() async throws {
        let workspace = try TutorProcess.temporaryWorkspace()
        defer { try? FileManager.default.removeItem(at: workspace) }
        let result = try await TutorProcess.run([], stdin: "start keyboard\nquestion\ngoto 2\nquestion\nвопрос\nquit\n", workspace: workspace)
        #expect(result.status == 0)
        #expect(result.stdout.contains("This step asks no question and has no exercise; `next` goes on."))
        // After `goto 2`: the step, then twice its question alone: the banner and the prompt, not the step's prose.
        let prompt = "How many points tall is the keyboard in portrait on this iPhone?"
        #expect(result.stdout.components(separatedBy: prompt).count - 1 == 3, "\(result.stdout)")
        #expect(result.stdout.components(separatedBy: "keyboard 2/4 · How tall is it?").count - 1 == 3, "\(result.stdout)")
        let afterLastBanner = try #require(result.stdout.components(separatedBy: "keyboard 2/4 · How tall is it?").last)
        #expect(afterLastBanner.contains(prompt))
    }

    @Test func damagedProgressIsReportedByWhicheverCommandReadsItFirst() async throws {
        for (arguments, stdin) in [([String](), "quit\n"), (["list"], ""), (["check", "keyboard"], "")] {
            let workspace = try TutorProcess.temporaryWorkspace()
            let file = workspace.appendingPathComponent("progress.json")
            try Data("{\"format\": 2, \"lessons\": {broken".utf8).write(to: file)
            let result = try await TutorProcess.run(arguments, stdin: stdin, workspace: workspace)
            let moved = try FileManager.default.contentsOfDirectory(atPath: workspace.path).filter { $0.hasPrefix("progress.json.damaged-") }
            #expect(moved.count == 1, "\(arguments): the damaged file is kept beside the new one")
            let said = result.stdout + result.stderr
            #expect(said.contains("The progress file \(file.path) was damaged"), "\(arguments) said: \(said)")
            #expect(said.contains("it was moved to \(workspace.path)/\(moved.first ?? "?") and a new one was started."), "\(arguments)")
        }
    }

    /// The REPL opens a lesson with its steps' question and exercise blocks unread and reads each
    /// step's when it is first shown: a broken block is reported then, once, with its position;
    /// subcommands read the whole lesson and report it at once, as before.
    @Test func aBrokenBlockIsReportedWhenItsStepIsFirstShown() async throws {
        let content = try TutorProcess.temporaryWorkspace()
        let lesson = content.appendingPathComponent("demo")
        try FileManager.default.createDirectory(at: lesson, withIntermediateDirectories: true)
        try "format: 1\ntitle: Demo course\nlessons:\n  - demo\n".write(to: content.appendingPathComponent("course.yaml"), atomically: true, encoding: .utf8)
        try """
            ---
            format: 1
            id: demo
            title: Demo
            summary: Two steps.
            objectives: [Read a step]
            estimated_minutes: 5
            ---

            ## First

            ```question
            id: one
            prompt: Two and two?
            validator: {type: number, answer: 4}
            ```

            ## Second

            ```question
            id: two
            prompt: Three and three?
            ```

            """.write(to: lesson.appendingPathComponent("lesson.md"), atomically: true, encoding: .utf8)
        let workspace = try TutorProcess.temporaryWorkspace()
        let options = ["--workspace", workspace.path, "--content", content.path, "--no-color"]
        let problem = "\(lesson.path)/lesson.md:20:1: error: missing required key “validator” in question"

        let opened = try await TutorProcess.run(["start", "demo"] + options, stdin: "quit\n", workspace: workspace, withFixtureOptions: false)
        #expect(opened.stdout.contains("Two and two?"))
        #expect(opened.stderr == "", "the second step is not read yet")

        let walked = try await TutorProcess.run(["start", "demo"] + options, stdin: "next\nback\nnext\nquit\n", workspace: workspace,
                                                withFixtureOptions: false)
        #expect(walked.stderr == problem + "\n", "reported when the step is first shown, and only then")

        let checked = try await TutorProcess.run(["check", "demo"] + options, workspace: workspace, withFixtureOptions: false)
        #expect(checked.stderr.hasPrefix(problem + "\n"), "a subcommand reads the whole lesson first: \(checked.stderr)")
    }

    @Test func typedSwiftRunsAfterTheLessonCells() async throws {
        let workspace = try TutorProcess.temporaryWorkspace()
        let result = try await TutorProcess.run(["start", "keyboard"], stdin: """
            print(top + 1)
            func twice(_ x: Double) -> Double {
                return 2 * x
            }
            swift
            print(twice(Double(top)))

            quit

            """, workspace: workspace)
        #expect(result.status == 0)
        #expect(result.stdout.contains("Out[2]: 353.0"))
        #expect(result.stdout.contains("Out[4]: 704.0"))
    }

    @Test func exerciseFailsAsShippedAndPassesWithTheSolution() async throws {
        let workspace = try TutorProcess.temporaryWorkspace()
        let failing = try await TutorProcess.run(["start", "keyboard"], stdin: "goto 4\ncheck 157451\ncheck\nquit\n", workspace: workspace)
        let seeded = """
            ✗ 1 of 2 checks failed.
            ✗ covered field moves up: In scenario 1 (keyboard top: 344; field bottom: 481):
              distance moved up: expected 137, observed 0.
            ✓ visible field stays
            1/2 checks passed
            Scenarios drawn from seed 157451; `check 157451` draws the same ones again.
            """
        #expect(failing.stdout.contains(seeded))
        // A check without a seed draws new scenarios and names its seed.
        #expect(failing.stdout.components(separatedBy: "1/2 checks passed\nScenarios drawn from seed ").count == 3)
        #expect(failing.stdout.components(separatedBy: "observed 0.").count == 3)
        let json = try await TutorProcess.run(["check", "keyboard", "--json"], workspace: workspace)
        #expect(json.status == 1)
        #expect(json.stdout.contains("\"passed\" : false"))

        let solution = TutorProcess.content.appendingPathComponent("keyboard/exercises/lift-field/solution.swift")
        let file = workspace.appendingPathComponent("exercises/keyboard/lift-field.swift")
        try FileManager.default.removeItem(at: file)
        try FileManager.default.copyItem(at: solution, to: file)
        let passing = try await TutorProcess.run(["check", "keyboard"], workspace: workspace)
        #expect(passing.status == 0)
        #expect(passing.stdout.contains("✓ covered field moves up"))
        #expect(passing.stdout.contains("✓ visible field stays"))
    }

    @Test func runPlaysTheRecipeAndExecRunsAFile() async throws {
        let workspace = try TutorProcess.temporaryWorkspace()
        let run = try await TutorProcess.run(["run", "keyboard"], workspace: workspace)
        #expect(run.status == 0)
        #expect(run.stdout.contains("portrait: the keyboard's top edge is at y = 352.0"))

        let file = workspace.appendingPathComponent("hello.swift")
        try "import Foundation\nimport UIKit\nlet v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 20))\nprint(v.frame.height)\n".write(to: file, atomically: true, encoding: .utf8)
        let exec = try await TutorProcess.run(["exec", file.path], workspace: workspace)
        #expect(exec.stdout == "20.0\n")
        #expect(exec.status == 0)
    }

    @Test func simulatorCommandsDriveTheLearnersScreen() async throws {
        let workspace = try TutorProcess.temporaryWorkspace()
        let result = try await TutorProcess.run(["start", "keyboard"], stdin: """
            swift
            import Foundation
            import UIKit
            import Simulator
            let sim = Simulator(device: .iPhone4Inch)
            let controller = UIViewController()
            let save = UIButton(frame: CGRect(x: 20, y: 100, width: 100, height: 44))
            save.accessibilityIdentifier = "save"
            controller.view.addSubview(save)
            sim.show(controller)

            sim tap save
            sim tap missing
            log
            screen
            quit

            """, workspace: workspace)
        #expect(result.status == 0)
        #expect(result.stdout.contains("✓ sim tap save"))
        #expect(result.stdout.contains("No view with accessibilityIdentifier 'missing' is on screen."))
        #expect(result.stdout.contains("touch down (70, 122) save"))
        #expect(!result.stdout.contains("missing)"), "a failed sim command is not replayed")
    }
}
