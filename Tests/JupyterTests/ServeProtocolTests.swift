import Foundation
import Lessons
import Testing

/// `tutor jupyter serve`, the tutor side of the tutor kernel: requests as JSON lines, replies pinned.
@Suite(.serialized) struct ServeProtocolTests {
    @Test func cellsShareStateErrorsNameTheLearnersLineAndARerunCellReplacesItself() async throws {
        let workspace = try ServeProcess.temporaryFolder("cells")
        defer { try? FileManager.default.removeItem(at: workspace) }
        let serve = try ServeProcess(workspace: workspace)
        defer { serve.stop() }

        let first = try await serve.execute("let x = 41\nprint(x + 1)", cellID: "c1", count: 1)
        #expect(first["status"] as? String == "ok")
        #expect(first["type"] as? String == "execute_reply")
        #expect(first["execution_count"] as? Int == 1)
        #expect(ServeProcess.streams(first) == ["42\n"])

        let broken = try await serve.execute("print(x * 2)\nlet y: Int = \"a\"", cellID: "c2", count: 2)
        #expect(broken["status"] as? String == "error")
        #expect(broken["ename"] as? String == "CompileError")
        #expect(broken["evalue"] as? String == "In [2]:2:14: error: cannot convert value of type 'String' to specified type 'Int'")
        #expect(broken["traceback"] as? [String] == [
            "In [2]:2:14: error: cannot convert value of type 'String' to specified type 'Int'", "    let y: Int = \"a\"", "                 ^",
        ])

        // The same cell fixed: it replaces its failed version; the kept cell c1 still declares x.
        let fixed = try await serve.execute("print(x * 2)", cellID: "c2", count: 3)
        #expect(ServeProcess.streams(fixed) == ["82\n"])
        // Run again unchanged under a new number: the same program, so the kernel's cache answers.
        let again = try await serve.execute("print(x * 2)", cellID: "c2", count: 31)
        #expect(ServeProcess.streams(again) == ["82\n"])
        #expect(again["execution_count"] as? Int == 31)
        #expect(again["cached"] as? Bool == true)
        // c1 run again with another value: c2 is not replayed before it, so nothing is declared twice.
        let rerun = try await serve.execute("let x = 1\nprint(x + 1)", cellID: "c1", count: 4)
        #expect(ServeProcess.streams(rerun) == ["2\n"])
        let after = try await serve.execute("print(x * 3)", count: 5)
        #expect(ServeProcess.streams(after) == ["3\n"])

        let crash = try await serve.execute("let a: [Int] = []\nprint(\"before\")\nprint(a[1])", cellID: "c3", count: 6)
        #expect(crash["status"] as? String == "error")
        #expect(crash["ename"] as? String == "Crash")
        #expect((crash["evalue"] as? String)?.contains("In [6]:3") == true, "\(crash["evalue"] ?? "")")
        #expect((crash["evalue"] as? String)?.contains("cell c3") == false)
    }

    @Test func theScreenIsDrawnAsSVGBesideItsText() async throws {
        let workspace = try ServeProcess.temporaryFolder("screen")
        defer { try? FileManager.default.removeItem(at: workspace) }
        let serve = try ServeProcess(workspace: workspace)
        defer { serve.stop() }
        func cell(_ device: String, _ name: String) -> String {
            """
            import UIKit
            import Simulator
            let \(name) = Simulator(device: .\(device))
            \(name).show(UIViewController())
            print("drawn:")
            print(\(name).render(), terminator: "")
            """
        }
        let reply = try await serve.execute(cell("iPhone4Inch", "sim"), cellID: "screen", count: 1)
        let outputs = try #require(reply["outputs"] as? [[String: Any]])
        #expect(outputs.map { $0["output_type"] as? String } == ["stream", "display_data"])
        #expect(outputs[0]["text"] as? String == "drawn:\n")
        let data = try #require(outputs[1]["data"] as? [String: String])
        #expect(data["text/plain"]?.hasPrefix("iPhone 4-inch portrait 320×568 pt, 1 column = 8 pt, 1 row = 16 pt\n+----------------------------------------+\n") == true)
        #expect(data["image/svg+xml"]?.hasPrefix("<svg xmlns='http://www.w3.org/2000/svg' width='336' height='608'") == true)

        // The same cell again (the kernel cache's answer; the session keeps its last conversion): the same
        // outputs. Another screen after it is drawn anew, not given the kept one.
        let again = try await serve.execute(cell("iPhone4Inch", "sim"), cellID: "screen", count: 2)
        #expect(again["cached"] as? Bool == true)
        let againOutputs = try #require(again["outputs"] as? [[String: Any]])
        #expect(againOutputs[0]["text"] as? String == "drawn:\n")
        #expect(againOutputs[1]["data"] as? [String: String] == data)
        let other = try await serve.execute(cell("iPhone35Inch", "small"), cellID: "other", count: 3)
        let otherData = try #require((other["outputs"] as? [[String: Any]])?.last?["data"] as? [String: String])
        #expect(otherData["text/plain"]?.hasPrefix("iPhone 3.5-inch portrait 320×480 pt") == true)
        #expect(otherData["image/svg+xml"]?.hasPrefix("<svg xmlns='http://www.w3.org/2000/svg' width='336' height='512'") == true)
    }

    @Test func magicsAnswerHintAndCheckThroughTheLessonAndSaveProgressInTheWorkspace() async throws {
        let workspace = try ServeProcess.temporaryFolder("magics")
        defer { try? FileManager.default.removeItem(at: workspace) }
        let serve = try ServeProcess(workspace: workspace)
        defer { serve.stop() }

        let early = try await serve.execute("%answer system-raw 1", count: 1)
        #expect(early["evalue"] as? String == "No lesson is open: run %lesson ID first (the exported notebook's first cell does).")
        let opened = try await serve.execute("%lesson button", count: 2)
        #expect(ServeProcess.streams(opened) == [
            "Lesson button: Buttons. Answer questions with %answer ID …, check exercises with %check ID, ask for a hint with %hint ID.\n",
        ])
        let wrong = try await serve.execute("%answer system-raw 0", count: 3)
        #expect(wrong["status"] as? String == "ok")
        #expect(ServeProcess.streams(wrong) == [
            "✗ Not quite: that is too low.\n0 is `.custom`, the type `UIButton(frame:)` gives you. `.system` comes right after it.\n",
        ])
        let hint = try await serve.execute("%hint system-raw", count: 4)
        #expect(ServeProcess.streams(hint) == ["Hint 1 of 1:\n`.custom` comes first in the enumeration.\n"])
        let right = try await serve.execute("%answer system-raw 1", count: 5)
        #expect(ServeProcess.streams(right).first?.hasPrefix("✓ ") == true)
        let noID = try await serve.execute("%hint", count: 6)
        #expect((noID["evalue"] as? String)?.hasPrefix("%hint needs an id: one of system-raw, ") == true)
        let unknown = try await serve.execute("%anwser x", count: 7)
        #expect(unknown["evalue"] as? String == "Unknown magic %anwser. The magics: %lesson, %answer, %check, %hint, %solution, %help.")

        // The same progress file as the terminal tutor's.
        let saved = try Workspace(root: workspace).progressStore().load()[lesson: "button"].items["system-raw"]
        #expect(saved?.attempts == 2)
        #expect(saved?.completed == true)
        #expect(saved?.hintsUsed == 1)
    }

    @Test func completeInspectIsCompleteAndShutdown() async throws {
        let workspace = try ServeProcess.temporaryFolder("complete")
        defer { try? FileManager.default.removeItem(at: workspace) }
        let serve = try ServeProcess(workspace: workspace)
        defer { serve.stop() }
        let completion = try await serve.request(["type": "complete", "code": "let v = UIScr", "cursor_pos": 13])
        #expect(completion["matches"] as? [String] == ["UIScreen", "UIScrollView", "UIScrollViewDelegate"])
        #expect(completion["cursor_start"] as? Int == 8)
        #expect(completion["cursor_end"] as? Int == 13)
        let member = try await serve.request(["type": "complete", "code": "field.becomeFirst", "cursor_pos": 17])
        #expect(member["matches"] as? [String] == ["becomeFirstResponder"])
        #expect(member["cursor_start"] as? Int == 6)
        let magic = try await serve.request(["type": "complete", "code": "%lesson key", "cursor_pos": 11])
        #expect(magic["matches"] as? [String] == ["keyboard"])

        let inspect = try await serve.request(["type": "inspect", "code": "let s = UIScrollView()", "cursor_pos": 12])
        #expect(inspect["found"] as? Bool == true)
        #expect((inspect["data"] as? [String: String])?["text/plain"] == "UIScrollView: a type or function of the UIKit model\nUsed in the lessons: text-view")
        let nothing = try await serve.request(["type": "inspect", "code": "zzz", "cursor_pos": 1])
        #expect(nothing["found"] as? Bool == false)

        #expect(try await serve.request(["type": "is_complete", "code": "func f() {"])["status"] as? String == "incomplete")
        #expect(try await serve.request(["type": "is_complete", "code": "func f() {}"])["status"] as? String == "complete")
        #expect(try await serve.request(["type": "is_complete", "code": "%hint x"])["status"] as? String == "complete")

        let shutdown = try await serve.request(["type": "shutdown"])
        #expect(shutdown["type"] as? String == "shutdown_reply")
        serve.process.waitUntilExit()
        #expect(serve.process.terminationStatus == 0)
    }

    @Test func restartForgetsTheCellsAndTheLessonAndKernelInfoNamesTheFolders() async throws {
        let workspace = try ServeProcess.temporaryFolder("restart")
        defer { try? FileManager.default.removeItem(at: workspace) }
        let serve = try ServeProcess(workspace: workspace)
        defer { serve.stop() }
        let info = try await serve.request(["type": "kernel_info"])
        #expect(info["workspace"] as? String == workspace.standardizedFileURL.path)
        #expect(info["content"] as? String == ServeProcess.content.standardizedFileURL.path)
        _ = try await serve.execute("%lesson button", count: 1)
        _ = try await serve.execute("let kept = 1", cellID: "k", count: 2)
        let restart = try await serve.request(["type": "restart"])
        #expect(restart["type"] as? String == "restart_reply")
        #expect(restart["status"] as? String == "ok")
        let gone = try await serve.execute("print(kept)", count: 1)
        #expect(gone["ename"] as? String == "CompileError")
        #expect(gone["evalue"] as? String == "In [1]:1:7: error: cannot find 'kept' in scope")
        let noLesson = try await serve.execute("%hint system-raw", count: 2)
        #expect(noLesson["evalue"] as? String == "No lesson is open: run %lesson ID first (the exported notebook's first cell does).")
    }

    @Test func sigintStopsTheRunningCellAndTheServerGoesOn() async throws {
        let workspace = try ServeProcess.temporaryFolder("interrupt")
        defer { try? FileManager.default.removeItem(at: workspace) }
        let serve = try ServeProcess(workspace: workspace)
        defer { serve.stop() }
        _ = try await serve.execute("print(0)", count: 1)  // compiled once, so the loop below runs quickly
        let start = Date()
        async let reply = serve.execute("while true { }", count: 2)
        try await Task.sleep(for: .seconds(2))
        serve.interrupt()
        let stopped = try await reply
        #expect(stopped["ename"] as? String == "Interrupted")
        #expect(stopped["evalue"] as? String == "Interrupted.")
        #expect(Date().timeIntervalSince(start) < 9, "stopped by the interrupt, not by the 10 s limit")
        let next = try await serve.execute("print(\"still here\")", count: 3)
        #expect(ServeProcess.streams(next) == ["still here\n"])
    }

    @Test func russianLearnersGetTheKernelsMessagesInRussian() async throws {
        let workspace = try ServeProcess.temporaryFolder("ru")
        defer { try? FileManager.default.removeItem(at: workspace) }
        let serve = try ServeProcess(workspace: workspace, arguments: ["--lang", "ru"])
        defer { serve.stop() }
        let early = try await serve.execute("%check x", count: 1)
        #expect(early["evalue"] as? String == "Урок не открыт: сначала выполните %lesson ID (в экспортированном блокноте это первая ячейка).")
    }
}

/// `%check`: the cell's code becomes the learner's exercise file and is judged as `tutor check` judges it.
@Suite(.serialized) struct ServeCheckTests {
    static let exercise = ServeProcess.content.appendingPathComponent("text-field/exercises/code-field")

    @Test func theCellsCodeIsSavedAsTheExerciseFileAndJudgedAndTheUntouchedStarterOverwritesNothing() async throws {
        let workspace = try ServeProcess.temporaryFolder("check")
        defer { try? FileManager.default.removeItem(at: workspace) }
        let serve = try ServeProcess(workspace: workspace)
        defer { serve.stop() }
        let solution = try String(contentsOf: Self.exercise.appendingPathComponent("solution.swift"), encoding: .utf8)
        let starter = try String(contentsOf: Self.exercise.appendingPathComponent("starter.swift"), encoding: .utf8)
        _ = try await serve.execute("%lesson text-field", count: 1)

        let passed = try await serve.execute("%check code-field\n" + solution, count: 2)
        #expect(passed["status"] as? String == "ok")
        #expect(ServeProcess.streams(passed).first?.hasPrefix("✓ ") == true, "\(ServeProcess.streams(passed))")
        let file = workspace.appendingPathComponent("exercises/text-field/code-field.swift")
        #expect(try String(contentsOf: file, encoding: .utf8) == solution.trimmingCharacters(in: .newlines) + "\n")
        let saved = try Workspace(root: workspace).progressStore().load()[lesson: "text-field"].items["code-field"]
        #expect(saved?.completed == true)

        // The exported notebook's cell is the untouched starter: run again, it must not overwrite the solved file.
        let kept = try await serve.execute("%check code-field\n" + starter, count: 3)
        #expect(ServeProcess.streams(kept).first == "This cell is the untouched starter, so your file \(file.path) was checked as it is.\n")
        #expect(ServeProcess.streams(kept).dropFirst().first?.hasPrefix("✓ ") == true)
        #expect(try String(contentsOf: file, encoding: .utf8) == solution.trimmingCharacters(in: .newlines) + "\n")
    }
}
