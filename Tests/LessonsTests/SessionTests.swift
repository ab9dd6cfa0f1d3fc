import Foundation
import Testing
import TestSupport
@testable import Kernel
@testable import Lessons

@MainActor
struct LessonSessionTests {
    nonisolated static let date = Date(timeIntervalSince1970: 1_800_000_000)
    let directory = TemporaryDirectory()
    let lesson: Lesson

    init() throws {
        lesson = try #require(Lesson.load(directory: Fixtures.exampleLesson).0)
    }

    var workspace: Workspace { Workspace(root: directory.url) }

    func session(_ runner: FakeRunner = FakeRunner { _ in KernelResult(status: .succeeded) }) throws -> LessonSession {
        try LessonSession(lesson: lesson, workspace: workspace, runner: runner, now: { Self.date })
    }

    @Test("Walking: next, back, go by id or number; a new session resumes where the learner left")
    func walking() throws {
        let s = try session()
        #expect(s.currentStep.id == "keyboard-height")
        #expect(s.back() == nil)
        #expect(s.next()?.id == "frame-key")
        #expect(s.next()?.id == "moving")
        #expect(s.isAtEnd)
        #expect(s.next() == nil)
        #expect(s.currentStep.id == "moving")
        #expect(try s.go(to: "2").id == "frame-key")
        #expect(try s.go(to: "moving").id == "moving")
        #expect(throws: SessionError.unknownStep("nowhere")) { try s.go(to: "nowhere") }
        #expect(throws: SessionError.unknownStep("4")) { try s.go(to: "4") }
        let resumed = try session()
        #expect(resumed.currentStep.id == "moving")
        #expect(resumed.progress.startedAt == Self.date)
    }

    @Test("Answering: specific feedback, attempts, explanation and points once right")
    func answering() throws {
        let s = try session()
        let wrong = try s.answer("CGRect(x: 0, y: 264, width: 320, height: 216)", to: "keyboard-frame")
        #expect(wrong == Verdict(outcome: .incorrect, message: "Not quite: the y is not right.",
                                 feedback: "264 is right for a 480-point screen (iPhone 4s), not for the iPhone SE.", attempts: 1))
        let unreadable = try s.answer("somewhere low", to: "keyboard-frame")
        #expect(unreadable.outcome == .unreadable)
        #expect(unreadable.attempts == 1)
        #expect(unreadable.message.hasPrefix("I could not read a rect in “somewhere low”."))
        let right = try s.answer("{{0, 352}, {320, 216}}", to: "keyboard-frame")
        #expect(right.outcome == .correct)
        #expect(right.message == "Correct.")
        #expect(right.attempts == 2)
        #expect(right.points == 2)
        #expect(right.explanation?.hasPrefix("The keyboard is pinned to the bottom edge") == true)
        let saved = try workspace.progressStore().load()[lesson: "keyboard-basics"].items["keyboard-frame"]
        #expect(saved?.answers == ["CGRect(x: 0, y: 264, width: 320, height: 216)", "{{0, 352}, {320, 216}}"])
        #expect(saved?.completedAt == Self.date)
        #expect(throws: SessionError.unknownItem("nope")) { try s.answer("1", to: "nope") }
        #expect(throws: SessionError.notAQuestion("lift-field")) { try s.answer("1", to: "lift-field") }
    }

    @Test("Hints come one at a time and are recorded")
    func hints() throws {
        let s = try session()
        let first = try s.hint(for: "keyboard-frame")
        #expect(first == Hint(number: 1, total: 2, text: "The keyboard is as wide as the screen and sits at its bottom.", label: "Hint 1 of 2"))
        #expect(try s.hint(for: "keyboard-frame").text == "Its origin's y is the screen height minus the keyboard height.")
        #expect(try s.hint(for: "keyboard-frame") == Hint(number: 2, total: 2, text: nil, label: "No more hints."))
        #expect(try session().progress.items["keyboard-frame"]?.hintsUsed == 2)
        #expect(try s.hint(for: "lift-field").label == "Hint 1 of 2")
    }

    @Test("The solution only after two different real attempts")
    func solution() throws {
        let s = try session()
        #expect(try s.solution(for: "frame-key") == .notYet(message: "Make at least 2 real attempts first (so far: 0).", attemptsNeeded: 2))
        _ = try s.answer("UIKeyboardFrameBeginUserInfoKey", to: "frame-key")
        _ = try s.answer("UIKeyboardFrameBeginUserInfoKey", to: "frame-key")
        _ = try s.answer("", to: "frame-key")
        #expect(try s.solution(for: "frame-key") == .notYet(message: "Make at least 2 real attempts first (so far: 1).", attemptsNeeded: 1))
        _ = try s.answer("keyboardFrameKey", to: "frame-key")
        #expect(try s.solution(for: "frame-key") == .available(solution: "UIResponder.keyboardFrameEndUserInfoKey",
                                                               explanation: "The end frame is where the keyboard will rest; the begin frame is where it starts.\n"))
        #expect(s.progress.items["frame-key"]?.solutionShown == true)
        // After the solution was shown, a wrong answer comes with the explanation.
        #expect(try s.answer("nope", to: "frame-key").explanation != nil)
    }

    @Test("Running a cell replays the cells before it with the cell support, and checks its expected output")
    func runCell() async throws {
        let runner = FakeRunner { units in
            KernelResult(status: .succeeded, outputs: units.filter { $0.role == .cell }.map { _ in "keyboard top: 352.0\n" })
        }
        let s = try session(runner)
        let run = try await s.run(cellID: "keyboard-height.code-1")
        let units = try #require(runner.calls.first)
        #expect(units.map(\.name) == ["recipe/KeyboardMath.swift", "keyboard-height.code-1"])
        #expect(units.map(\.role) == [.support, .cell])
        #expect(run.output == "keyboard top: 352.0\n")
        #expect(run.expectation == .correct)
        #expect(run.problem == nil)
        let scratch = await s.run(code: "print(1)")
        #expect(scratch.cellID == "scratch")
        #expect(runner.calls.last?.map(\.name) == ["recipe/KeyboardMath.swift", "keyboard-height.code-1", "scratch"])
        await #expect(throws: SessionError.notACodeCell("frame-key")) { try await s.run(cellID: "frame-key") }
    }

    @Test("A cell that prints the wrong thing or crashes says so")
    func runCellProblems() async throws {
        let wrong = try session(FakeRunner { _ in KernelResult(status: .succeeded, outputs: ["keyboard top: 264.0\n"]) })
        #expect(try await wrong.run(cellID: "keyboard-height.code-1").expectation
                == .incorrect(detail: Message(.outputLineDiffers, "1", "keyboard top: 352.0", "keyboard top: 264.0")))
        let crash = try session(FakeRunner { _ in KernelResult(status: .crashed(signal: 4, message: "Fatal error at keyboard-height.code-1:2")) })
        let run = try await crash.run(cellID: "keyboard-height.code-1")
        #expect(run.problem == "The program crashed: Fatal error at keyboard-height.code-1:2")
        #expect(run.expectation == .incorrect(detail: nil))
    }

    @Test("Checking an exercise: the learner's file from the starter, the checks, a verdict, progress")
    func checkExercise() async throws {
        // The reference solution (it has `max(0`) moves a covered field up by 148; the starter by 0.
        let runner = FakeRunner { units in
            let code = units.first { $0.role == .exercise }?.code ?? ""
            let moved = code.contains("max(0") ? "148" : "0"
            return KernelResult(status: .succeeded, reports: [
                ScenarioReport(seed: 7, check: "covered field moves up", scenario: 0, draws: [Observation("field bottom", "500")],
                               observations: [Observation("distance moved up", moved)], ending: .returned),
                ScenarioReport(seed: 7, check: "visible field stays", scenario: 0, draws: [Observation("field bottom", "300")],
                               observations: [Observation("distance moved up", "0")], ending: .returned),
            ])
        }
        let s = try session(runner)
        let first = try await s.check(exerciseID: "lift-field", seed: 7)
        #expect(first.outcome == .incorrect)
        #expect(first.message == "1 of 2 checks failed.")
        #expect(first.seed == 7)
        #expect(first.checks == [
            CheckOutcome(name: "covered field moves up", passed: false,
                         message: "In scenario 1 (field bottom: 500): distance moved up: expected 148, observed 0."),
            CheckOutcome(name: "visible field stays", passed: true, message: "visible field stays"),
        ])
        #expect(first.attempts == 1)
        // The learner's program and the reference solution's; the file is the untouched starter, so no recorded
        // mistake is run to name one (the starter makes none yet).
        #expect(runner.calls.first?.map(\.name) == ["lift-field.swift", "checks.swift"])
        #expect(runner.calls.first?.map(\.role) == [.exercise, .checks])
        #expect(runner.calls.count == 2)
        // The untouched starter is not a real attempt towards the solution.
        #expect(s.progress.items["lift-field"]?.distinctAnswers == 0)

        let file = try s.exerciseFile(for: "lift-field")
        try Data(lesson.exercise(id: "lift-field")!.solution.utf8).write(to: file)
        let second = try await s.check(exerciseID: "lift-field")
        #expect(second.outcome == .correct)
        #expect(second.points == 3)
        #expect(second.attempts == 2)
        #expect(s.progress.items["lift-field"]?.completed == true)
    }

    @Test("A lesson is complete when every question and exercise is")
    func completion() async throws {
        let runner = FakeRunner { _ in
            KernelResult(status: .succeeded, reports: [ScenarioReport(seed: 1, check: "c", scenario: 0, observations: [Observation("x", "1")],
                                                                      ending: .returned)])
        }
        let s = try session(runner)
        _ = try s.answer("0 352 320 216", to: "keyboard-frame")
        _ = try s.answer("keyboardFrameEndUserInfoKey", to: "frame-key")
        _ = try s.answer("B, A, C", to: "show-order")
        #expect(s.progress.completedAt == nil)
        _ = try s.answer("500-352", to: "lift")
        _ = try await s.check(exerciseID: "lift-field")
        #expect(s.progress.completedAt == Self.date)
        #expect(s.progress.points == 8)
    }

    @Test("A session opened on progress the caller has read uses it and leaves the file alone")
    func sessionOpenedOnASnapshot() throws {
        var snapshot = Progress()
        snapshot.lessons[lesson.id] = LessonProgress(currentStep: lesson.steps[1].id)
        let s = try LessonSession(lesson: lesson, workspace: workspace, runner: FakeRunner { _ in KernelResult(status: .succeeded) }, saved: snapshot)
        #expect(s.stepIndex == 1)
        #expect(!FileManager.default.fileExists(atPath: workspace.progressFile.path))
    }

    @Test("Progress that cannot be saved becomes a notice, not a crash")
    func unwritable() throws {
        let s = try session()
        // A directory where the progress file should be makes the rename fail.
        try FileManager.default.createDirectory(at: workspace.progressFile.appendingPathComponent("x"), withIntermediateDirectories: true)
        let verdict = try s.answer("0 352 320 216", to: "keyboard-frame")
        #expect(verdict.outcome == .correct)
        #expect(s.notices.count == 1)
        #expect(s.notices.first?.hasPrefix("Cannot read the progress file") == true)
    }
}

@MainActor
struct LessonSessionEdgeTests {
    @Test("A lesson without steps and a progress file from a newer tutor are errors, not crashes")
    func refusals() throws {
        let directory = TemporaryDirectory()
        let empty = Lesson(id: "empty", title: "Empty", directory: directory.url, file: directory.url.appendingPathComponent("lesson.md"))
        let runner = FakeRunner { _ in KernelResult(status: .succeeded) }
        #expect(throws: SessionError.noSteps("empty")) {
            try LessonSession(lesson: empty, workspace: Workspace(root: directory.url), runner: runner)
        }
        directory.write(["progress.json": "{\"format\": 9, \"lessons\": {}}"])
        let lesson = try #require(Lesson.load(directory: Fixtures.exampleLesson).0)
        let file = directory.url.appendingPathComponent("progress.json").path
        #expect(throws: SessionError.progress(.newerFormat(file: file, found: 9))) {
            try LessonSession(lesson: lesson, workspace: Workspace(root: directory.url), runner: runner)
        }
    }
}
