import Foundation
import TestSupport
import Testing

/// A real editor to test `edit` with: `vi` from PATH, else Debian's vim-tiny installed now (as root,
/// with apt-get); nil when neither works, and the editor tests are skipped saying so.
enum RealVi {
    static let path: String? = {
        if let found = lookUp("vi") { return found }
        guard getuid() == 0, FileManager.default.isExecutableFile(atPath: "/usr/bin/apt-get") else { return nil }
        let install = Process()
        install.executableURL = URL(fileURLWithPath: "/usr/bin/apt-get")
        install.arguments = ["install", "-y", "-q", "vim-tiny"]
        install.environment = ["DEBIAN_FRONTEND": "noninteractive", "PATH": "/usr/sbin:/usr/bin:/sbin:/bin"]
        install.standardOutput = FileHandle.nullDevice
        install.standardError = FileHandle.nullDevice
        try? install.run()
        install.waitUntilExit()
        return lookUp("vi") ?? lookUp("vim.tiny")
    }()

    static func lookUp(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }
}

/// The notebook as a learner meets it in a terminal, driven through a pseudo-terminal (`PTYSession`):
/// `edit` hands the terminal to the editor and takes it back clean.
@Suite(.serialized, .enabled(if: TutorProcess.executable != nil, "skipped: the tutor binary is not built (swift build --product tutor)"))
struct NotebookTerminalTests {
    static let fixedSolution = "return max(0, fieldBottom - keyboardTop)"

    /// tutor in a pty on the fixture course, with `extra` environment variables; the workspace is also HOME,
    /// so no personal editor configuration is read.
    func start(_ arguments: [String], workspace: URL, extra: [String: String] = [:], columns: Int = 80) throws -> PTYSession {
        var environment = ["TERM": "xterm", "HOME": workspace.path, "LANG": "C.UTF-8", "NO_COLOR": "1",
                           "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"]
        for key in ["TUTOR_SWIFTC", "TUTOR_RUNTIME_DIR", "TUTOR_MODULE_CACHE", "TMPDIR"] {
            if let value = ProcessInfo.processInfo.environment[key] { environment[key] = value }
        }
        for (key, value) in extra { environment[key] = value }
        return try PTYSession(executable: TutorProcess.executable!.path,
                              arguments: arguments + ["--workspace", workspace.path, "--content", TutorProcess.content.path],
                              environment: environment, columns: columns)
    }

    /// Runs blocking pty work off the cooperative pool (see `TutorProcess.run`).
    func offPool<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
        try await withCheckedThrowingContinuation { continuation in
            DispatchQueue.global().async { continuation.resume(with: Result { try work() }) }
        }
    }

    @Test(.enabled(if: RealVi.path != nil, "skipped: no vi, and vim-tiny could not be installed (apt-get needs root and the network)"))
    func editWithRealViThenCheck() async throws {
        let workspace = try TutorProcess.temporaryWorkspace()
        let file = workspace.appendingPathComponent("exercises/keyboard/lift-field.swift")
        let screen = try await offPool {
            let tutor = try start(["start", "keyboard"], workspace: workspace, extra: ["EDITOR": RealVi.path!])
            tutor.answerDeviceAttributesAfter = 0  // a terminal answers vim's ESC[>c; vim must be the one to read it
            try tutor.expect("keyboard 1/4 › ")
            tutor.send("goto 4\r")
            try tutor.expect("keyboard 4/4 › ")
            tutor.send("edit\r")
            try tutor.expect("lift-field\\.swift", timeout: 10)  // vi's status line
            tutor.settle(0.5)
            tutor.send(":%s/return 0/\(Self.fixedSolution)/\r")
            tutor.send(":wq\r")
            try tutor.expect("2/2 checks passed", timeout: 60)
            try tutor.expect("keyboard 4/4 › ")
            tutor.send("steps\r")
            try tutor.expect("4\\. Lift the field ✓")
            try tutor.expect("keyboard 4/4 › ")
            tutor.send("quit\r")
            #expect(tutor.waitForExit() == 0)
            return tutor.screenText
        }
        #expect(!screen.contains("Error reading input"), "\(screen)")
        #expect(screen.contains("Checks: covered field moves up · visible field stays\n"), "\(screen)")
        #expect(screen.contains("2/2 checks passed\nYour file is the reference solution, line for line.\n"), "\(screen)")
        #expect(!screen.contains("84;0;0c"), "a terminal reply became input:\n\(screen)")
        let code = try String(contentsOf: file, encoding: .utf8)
        #expect(code.contains(Self.fixedSolution))
    }

    /// An editor that asks the terminal who it is and exits before the answer comes (what left
    /// `2RR84;0;0c` on the prompt): the late reply is dropped, and the next line typed is read whole.
    @Test func aLateTerminalReplyNeverBecomesInput() async throws {
        let workspace = try TutorProcess.temporaryWorkspace()
        let editor = workspace.appendingPathComponent("quick-editor")
        try """
            #!/bin/sh
            printf '\\033[>c'
            sed -i 's/return 0/\(Self.fixedSolution)/' "$1"
            """.write(to: editor, atomically: true, encoding: .utf8)
        chmod(editor.path, 0o755)
        let screen = try await offPool {
            let tutor = try start(["start", "keyboard"], workspace: workspace, extra: ["EDITOR": editor.path])
            tutor.answerDeviceAttributesAfter = 60
            try tutor.expect("keyboard 1/4 › ")
            tutor.send("goto 4\r")
            try tutor.expect("keyboard 4/4 › ")
            tutor.send("edit\r")
            try tutor.expect("2/2 checks passed", timeout: 60)
            try tutor.expect("keyboard 4/4 › ")
            tutor.send("steps\r")
            try tutor.expect("4\\. Lift the field ✓")
            tutor.send("quit\r")
            #expect(tutor.waitForExit() == 0)
            return tutor.screenText
        }
        #expect(!screen.contains("84;0;0c"), "a terminal reply became input:\n\(screen)")
        #expect(!screen.contains("Unknown command"), "\(screen)")
    }

    /// An editor that fails is reported, and the file is not checked.
    @Test func aFailingEditorIsReportedAndNothingIsChecked() async throws {
        let workspace = try TutorProcess.temporaryWorkspace()
        let screen = try await offPool {
            let tutor = try start(["start", "keyboard"], workspace: workspace, extra: ["EDITOR": "false"])
            try tutor.expect("keyboard 1/4 › ")
            tutor.send("goto 4\r")
            try tutor.expect("keyboard 4/4 › ")
            tutor.send("edit\r")
            try tutor.expect("The editor \\(false\\) exited with status 1; the exercise was not checked\\.\r\n")
            try tutor.expect("keyboard 4/4 › ")
            tutor.send("quit\r")
            #expect(tutor.waitForExit() == 0)
            return tutor.screenText
        }
        #expect(!screen.contains("checks passed"), "\(screen)")
    }

    /// With a question open the prompt says `(answer)`; Swift typed then runs — one line, and a block
    /// read whole through its continuation lines — and a bare answer still answers.
    @Test func swiftRunsWhileAQuestionIsOpen() async throws {
        let workspace = try TutorProcess.temporaryWorkspace()
        try await offPool {
            let tutor = try start(["start", "keyboard"], workspace: workspace)
            try tutor.expect("keyboard 1/4 › ")
            tutor.send("goto 2\r")
            try tutor.expect("keyboard 2/4 \\(answer\\) › ")
            tutor.send("print(568 - 352)\r")
            try tutor.expect("Out\\[\\d+\\]: 216\r\n", timeout: 60)
            try tutor.expect("keyboard 2/4 \\(answer\\) › ")
            tutor.send("for i in 0..<3 {\r")
            try tutor.expect("   \\.\\.\\.: ")
            tutor.send("print(i * 2)\r")
            try tutor.expect("   \\.\\.\\.: ")
            tutor.send("}\r")
            try tutor.expect("Out\\[\\d+\\]: 0\r\n +2\r\n +4\r\n", timeout: 60)
            try tutor.expect("keyboard 2/4 \\(answer\\) › ")
            tutor.send("216\r")
            try tutor.expect("✓ Correct\\.")
            try tutor.expect("keyboard 2/4 › ")
            tutor.send("quit\r")
            #expect(tutor.waitForExit() == 0)
            #expect(!tutor.screenText.contains("I could not"), "\(tutor.screenText)")
        }
    }

    /// A lesson opened for the first time shows its introduction above step 1; after the window is
    /// made narrower, the next step is laid out to the new width (SIGWINCH).
    @Test func theIntroductionThenAResize() async throws {
        let workspace = try TutorProcess.temporaryWorkspace()
        try await offPool {
            let tutor = try start(["start", "keyboard"], workspace: workspace, columns: 80)
            try tutor.expect("── keyboard 0/4 · Introduction ─")
            try tutor.expect("What you will learn:\r\n  • Work out where the keyboard's top edge is\r\n")
            try tutor.expect("Time: 10 min · Steps: 4\r\n")
            try tutor.expect("── keyboard 1/4 · The keyboard's top edge ─{30}\r\n")  // 72 columns
            try tutor.expect("keyboard 1/4 › ")
            tutor.resize(columns: 50, rows: 24)
            tutor.settle(0.3)
            tutor.send("goto 1\r")
            let shown = try tutor.expect("keyboard 1/4 › ")
            #expect(shown.contains("── keyboard 1/4 · The keyboard's top edge ────────\r\n"), "\(shown)")
            #expect(shown.contains("The screen is 568 points tall and the keyboard\r\n216. Run the cell."), "\(shown)")
            tutor.send("back\r")
            try tutor.expect("── keyboard 0/4 · Introduction ─")
            try tutor.expect("\\(next: the first step · steps · help\\)")
            try tutor.expect("keyboard 0/4 › ")
            tutor.send("quit\r")
            #expect(tutor.waitForExit() == 0)
        }
    }

    /// In a pipe, code and program output are not cut at 80 columns.
    @Test func pipedOutputKeepsLongLinesWhole() async throws {
        let workspace = try TutorProcess.temporaryWorkspace()
        let long = String(repeating: "keyboardWillChangeFrameNotification ", count: 3) + "end"
        let result = try await TutorProcess.run(["start", "keyboard"], stdin: "goto 2\nprint(\"\(long)\")\n", workspace: workspace)
        #expect(result.stdout.contains("\nIn [2]: print(\"\(long)\")\nOut[2]: \(long)\n"), "\(result.stdout)")
    }

    /// `watch` stops once the exercise passes and moves on to the next step, as rustlings does.
    @Test func watchMovesOnOnceTheExercisePasses() async throws {
        let workspace = try TutorProcess.temporaryWorkspace()
        let shipped = TutorProcess.packageRoot.appendingPathComponent("Content")
        let solution = shipped.appendingPathComponent("keyboard/exercises/keyboard-inset/solution.swift")
        let file = workspace.appendingPathComponent("exercises/keyboard/keyboard-inset.swift")
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: solution, to: file)
        let result = try await TutorProcess.run(["start", "keyboard", "--workspace", workspace.path, "--content", shipped.path],
                                                stdin: "goto 6\nwatch\nquit\n", workspace: workspace, withFixtureOptions: false)
        let out = result.stdout
        #expect(out.contains("Watching \(file.path). Save it to check again; Ctrl-C stops watching.\n"), "\(out)")
        #expect(out.contains("checks passed"), "\(out)")
        #expect(out.contains("Passed — on to the next step.\n── keyboard 7/"), "\(out)")
        #expect(!out.contains("Stopped watching."))
    }

    /// `tutor hint LESSON` gives the hint of the first unfinished item in the lesson's order: exercises
    /// were taken first, which skipped the questions before them.
    @Test func hintFollowsTheLessonsOrder() async throws {
        let workspace = try TutorProcess.temporaryWorkspace()
        let result = try await TutorProcess.run(["hint", "keyboard"], workspace: workspace)
        #expect(result.stdout == "Hint 1 of 2:\nIt was in the previous step's prose.\n", "\(result.stdout)")
    }

    /// The README's transcript of Swift typed while a question is open, typed as it stands on the
    /// shipped course: each entry's output must start with the lines the README shows after it.
    @Test func theReadmeQuestionTranscriptRuns() async throws {
        let readme = try String(contentsOf: TutorProcess.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let block = try #require(readme.components(separatedBy: "```text\n").dropFirst().first { $0.contains("(answer) › ") })
        let lines = block.components(separatedBy: "\n```")[0].split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let prompt = try #require(lines.first?.components(separatedBy: " › ").first).appending(" › ")
        // Entries: the typed lines (a prompt line and its `...:` lines) and the output lines after them.
        var entries: [(typed: [String], expected: [String])] = []
        for line in lines where !line.isEmpty {
            if line.hasPrefix(prompt) { entries.append(([String(line.dropFirst(prompt.count))], [])) }
            else if line.hasPrefix("   ...: ") { entries[entries.count - 1].typed.append(String(line.dropFirst(8))) }
            else { entries[entries.count - 1].expected.append(line) }
        }
        #expect(entries.count == 3)
        let transcript = entries
        let workspace = try TutorProcess.temporaryWorkspace()
        let shipped = TutorProcess.packageRoot.appendingPathComponent("Content").path
        try await offPool {
            let tutor = try PTYSession(executable: TutorProcess.executable!.path,
                                       arguments: ["start", "keyboard", "--workspace", workspace.path, "--content", shipped],
                                       environment: ["TERM": "xterm", "NO_COLOR": "1", "LANG": "C.UTF-8", "HOME": workspace.path,
                                                     "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"])
            try tutor.expect(NSRegularExpression.escapedPattern(for: prompt))
            for entry in transcript {
                for (index, typed) in entry.typed.enumerated() {
                    tutor.send(typed + "\r")
                    if index < entry.typed.count - 1 { try tutor.expect("   \\.\\.\\.: ") }
                }
                let shown = try tutor.expect(NSRegularExpression.escapedPattern(for: prompt) + "|keyboard 1/\\d+ › ", timeout: 60)
                // As the terminal shows it: a carriage return and erase-line (the waiting line's end) wipe the line so far.
                let output = shown.replacingOccurrences(of: "[^\n]*\r\u{1B}\\[2K", with: "", options: .regularExpression)
                    .replacingOccurrences(of: "\u{1B}\\[[0-9;?>]*[A-Za-z]", with: "", options: .regularExpression)
                    .replacingOccurrences(of: "\r", with: "").split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
                    .filter { line in !entry.typed.contains { line == $0 || line.hasSuffix(": " + $0) } }
                #expect(Array(output.prefix(entry.expected.count)) == entry.expected, "after \(entry.typed): \(output)")
            }
            tutor.send("quit\r")
            #expect(tutor.waitForExit() == 0)
        }
    }

    /// A wait longer than a moment is shown on the terminal with its time so far, and the line is wiped before what
    /// the cell printed: a first compile on a busy machine never looks like a hang.
    @Test func aSlowCellShowsItsWaitAndWipesItBeforeItsOutput() async throws {
        let workspace = try TutorProcess.temporaryWorkspace()
        defer { try? FileManager.default.removeItem(at: workspace) }
        try await offPool {
            let tutor = try start(["start", "keyboard"], workspace: workspace)
            try tutor.expect("keyboard 1/4 › ")
            // New code each time, so that no cache answers it at once; it sleeps past the line's 0.3 s.
            tutor.send("import Foundation; Thread.sleep(forTimeInterval: 1.0); print(\"slept\") // \(UUID().uuidString)\r")
            let shown = try tutor.expect("keyboard 1/4 › ", timeout: 120)
            #expect(shown.range(of: "⋯ compiling and running… [0-9]+\\.[0-9] s", options: .regularExpression) != nil, "\(shown)")
            let wiped = try #require(shown.range(of: "\r\u{1B}[2K", options: .backwards))
            let printed = try #require(shown.range(of: "slept\r\n", options: .backwards))
            #expect(wiped.upperBound <= printed.lowerBound, "the waiting line was not wiped before the output: \(shown)")
            tutor.send("quit\r")
            #expect(tutor.waitForExit() == 0)
        }
    }

    /// From a pipe, `edit` starts no editor (it would draw into the output and read the script): it says
    /// which file to edit.
    @Test func editFromAPipeSaysWhichFileToEdit() async throws {
        let workspace = try TutorProcess.temporaryWorkspace()
        let marker = workspace.appendingPathComponent("editor-ran")
        let result = try await TutorProcess.run(["start", "keyboard"], stdin: "goto 4\nedit\n", workspace: workspace,
                                                environment: ["EDITOR": "touch \(marker.path); true"])
        let file = workspace.appendingPathComponent("exercises/keyboard/lift-field.swift").path
        #expect(result.stdout.contains("There is no terminal to open an editor in. Edit \(file) in your editor, save it, then type 'check'.\n"),
                "\(result.stdout)")
        #expect(!FileManager.default.fileExists(atPath: marker.path))
        #expect(!result.stdout.contains("checks passed"))
    }
}
