import Foundation
import Kernel
import Lessons
import Testing
@testable import TutorUI

/// What a hostile program or lesson prints reaches the terminal shown, never obeyed: OSC 52
/// (clipboard), clear screen, window title, C1 CSI, a bare carriage return. The tutor's own colors
/// still work around it.
enum Hostile {
    static let clipboard = "\u{1B}]52;c;cm0gLXJmIH4=\u{7}"
    static let clear = "\u{1B}[2J"
    static let title = "\u{1B}]0;pwned\u{7}"
    static let csi = "\u{9B}2J"
    static let carriageReturn = "ok\rFAKE"
    /// All five, in one line.
    static let all = clipboard + clear + title + csi + carriageReturn
    /// How `all` is shown.
    static let shown = "^[]52;c;cm0gLXJmIH4=^G^[[2J^[]0;pwned^G\\u{9B}2Jok^MFAKE"
}

@Suite struct TerminalSafeRenderingTests {
    static var colored: TerminalCapabilities {
        var capabilities = TerminalCapabilities.plain
        capabilities.colors = true
        capabilities.width = 200
        return capabilities
    }

    @Test("A cell's output: shown, with the tutor's own Out[n] label still colored")
    func cellOutput() {
        let plain = NotebookRenderer(capabilities: .plain)
        #expect(plain.output(2, text: Hostile.all + "\n" + Hostile.clear + "\n") == "Out[2]: \(Hostile.shown)\n        ^[[2J")
        #expect(NotebookRenderer(capabilities: Self.colored).output(2, text: Hostile.clear) == "\u{1B}[1;31mOut[2]: \u{1B}[0m^[[2J")
    }

    @Test("Code shown as In [n] (a lesson's cell, or typed) is shown, not obeyed")
    func cellInput() {
        #expect(NotebookRenderer(capabilities: .plain).input(1, code: "print(\"\(Hostile.title)\")") == "In [1]: print(\"^[]0;pwned^G\")")
    }

    @Test("Check names and messages, written by the learner's program, are shown in verdicts; the marks keep their colors")
    func checkMessages() {
        let renderer = NotebookRenderer(capabilities: Self.colored)
        let outcomes = [CheckOutcome(name: "covered \(Hostile.clipboard)", passed: false, message: Hostile.csi + Hostile.carriageReturn),
                        CheckOutcome(name: "visible", passed: true, message: Hostile.title)]
        #expect(renderer.checks(outcomes) == [
            "\u{1B}[1;31m✗\u{1B}[0m covered ^[]52;c;cm0gLXJmIH4=^G: \\u{9B}2Jok^MFAKE",
            "\u{1B}[1;32m✓\u{1B}[0m visible: ^[]0;pwned^G",
            "\u{1B}[1m1/2 checks passed\u{1B}[0m",
        ].joined(separator: "\n"))
    }

    @Test("A verdict's message, the author's feedback and a check's message through the step presenter")
    func verdict() {
        let presenter = StepPresenter(capabilities: .plain)
        let verdict = Verdict(outcome: .incorrect, message: "Not quite: " + Hostile.clear, feedback: "See " + Hostile.title,
                              checks: [CheckOutcome(name: "c", passed: false, message: Hostile.csi)])
        #expect(presenter.verdict(verdict) == "✗ Not quite: ^[[2J\n✗ c: \\u{9B}2J\nSee ^[]0;pwned^G")
        let failed = Verdict(outcome: .failedToRun, message: "The program crashed: " + Hostile.clipboard)
        #expect(presenter.verdict(failed) == "The program crashed: ^[]52;c;cm0gLXJmIH4=^G")
    }

    @Test("What went wrong with a run (the crash message comes from the learner's program), as the REPL prints it")
    func runProblem() {
        let result = KernelResult(status: .crashed(signal: 4, message: Hostile.title), outputs: [Hostile.clear])
        #expect(NotebookRenderer(capabilities: Self.colored).problem(result) == "\u{1B}[31mThe program crashed: ^[]0;pwned^G\u{1B}[0m")
    }

    @Test("Lesson prose with escape sequences, raw or as HTML entities, is shown; headings keep their style")
    func prose() {
        let renderer = MarkdownRenderer(width: 200, colors: true)
        let styler = Styler(colors: true)
        #expect(renderer.renderText("# Title \(Hostile.clear)\n\nText \(Hostile.clipboard) and `\(Hostile.title)`.", styler: styler) ==
                "\u{1B}[1;4;36mTitle ^[[2J\u{1B}[0m\n\nText ^[]52;c;cm0gLXJmIH4=^G and \u{1B}[36m^[]0;pwned^G\u{1B}[0m.")
        #expect(renderer.renderText("Entities &#27;[2J &#x9b;2J &#x202E;", styler: Styler(colors: false)) == "Entities ^[[2J \\u{9B}2J \\u{202E}")
        #expect(renderer.renderText("```\n\(Hostile.carriageReturn)\n```", styler: Styler(colors: false)) == "    ok^MFAKE")
    }

    @Test("Widths are those of what is shown: a hostile word wraps like any other")
    func widths() {
        let renderer = MarkdownRenderer(width: 20)
        #expect(renderer.renderText("abcdefgh \u{1B}[2J\u{1B}[2J\u{1B}[2J", styler: Styler(colors: false)) == "abcdefgh\n^[[2J^[[2J^[[2J")
    }

    @Test("Anything a span holds is escaped by the styler before its own codes are added")
    func styler() {
        #expect(Styler(colors: true).paint(Hostile.all, TextStyle(bold: true)) == "\u{1B}[1m\(Hostile.shown)\u{1B}[0m")
        #expect(Styler(colors: false).render([Span(Hostile.clear), Span(Hostile.csi, TextStyle(color: .red))]) == "^[[2J\\u{9B}2J")
    }

    @Test("A banner with a hostile step title lays out by what is shown")
    func titles() {
        var narrow = TerminalCapabilities.plain
        narrow.width = 30
        #expect(NotebookRenderer(capabilities: narrow).banner("demo 1/1 · \(Hostile.clear)") == "── demo 1/1 · ^[[2J ──────────")
    }

    @Test("check --json: C1 and bidirectional controls written as JSON escapes, decoding to the same text")
    func json() throws {
        let value = ["message": Hostile.all + "\u{202E}\u{7F}"]
        let encoded = String(decoding: try JSONEncoder().encode(value), as: UTF8.self)
        let safe = TutorApp.terminalSafeJSON(encoded)
        #expect(safe == #"{"message":"\u001b]52;c;cm0gLXJmIH4=\u0007\u001b[2J\u001b]0;pwned\u0007\u009b2Jok\rFAKE\u202e\u007f"}"#)
        #expect(try JSONDecoder().decode([String: String].self, from: Data(safe.utf8)) == value)
        #expect(!TerminalSafeText.needsEscaping(safe))
    }

    @Test("The prompt's position names the lesson by its id, which a broken lesson may give with escape sequences")
    func prompt() {
        let lesson = Lesson(id: "evil\u{1B}]0;x\u{7}", title: "T", steps: [Step(id: "one", title: "One", line: 1)],
                            directory: URL(fileURLWithPath: "/tmp"), file: URL(fileURLWithPath: "/tmp/lesson.md"))
        #expect(StepPresenter.position(lesson: lesson, stepIndex: 0) == "evil^[]0;x^G 1/1")
    }

    @Test("Failures are terminal-safe: they quote ids and diagnostics")
    func failures() {
        #expect(TutorFailure(.content, "lesson \(Hostile.clear)").message == "lesson ^[[2J")
    }
}

extension InterruptSharingTests {
    /// The REPL with a kernel whose programs print hostile output.
    @MainActor @Suite(.serialized) struct TerminalSafeReplTests {
        final class HostileRunner: CodeRunning, @unchecked Sendable {
            func run(_ units: [SourceUnit], mode: SwiftLanguageMode, limits: RunLimits, draw: ScenarioDraw?) async -> KernelResult {
                KernelResult(status: .succeeded, outputs: units.filter { $0.role == .cell }.map { _ in Hostile.all + "\n" })
            }
        }

        final class OutputBox { var lines: [String] = [] }

        func session() throws -> (ReplSession, OutputBox) {
            let workspace = FileManager.default.temporaryDirectory.appendingPathComponent("tutorui-\(UUID().uuidString)")
            let content = ReplSessionTests.content
            let environment = TutorEnvironment(contentDirectory: content, workspace: workspace, capabilities: .plain)
            let box = OutputBox()
            let session = ReplSession(environment: environment, course: Course.open(contentDirectory: content, language: "en").0,
                                      runner: HostileRunner(), emit: { box.lines.append($0) })
            try session.begin(lessonID: "keyboard")
            return (session, box)
        }

        @Test("Typed code, the step's cells and the simulator's screen: their programs' output is shown, not obeyed")
        func outputs() async throws {
            let (session, box) = try session()
            box.lines = []
            _ = await session.handle(.code("print(1)"))
            #expect(box.lines == ["In [2]: print(1)", "Out[2]: " + Hostile.shown])
            box.lines = []
            _ = await session.handle(.run)
            // The lesson's cell expects other output: the validator's message quotes what was printed, shown too.
            #expect(box.lines.last == "Out[1]: \(Hostile.shown)\n✗ Unexpected output: line 1 differs: expected “keyboard top: 352.0”, got\n  “\(Hostile.shown)”.")
            box.lines = []
            _ = await session.handle(.screen)
            #expect(box.lines == [Hostile.shown])
        }

        /// A course of two lessons: `hostile`, whose titles carry escape sequences, and `broken`, which cannot be parsed.
        static func hostileCourse() throws -> URL {
            let root = FileManager.default.temporaryDirectory.appendingPathComponent("tutorui-hostile-\(UUID().uuidString)")
            let files = [
                "course.yaml": "format: 1\ntitle: Course\nlessons: [hostile, broken]\n",
                "hostile/lesson.md": "---\nformat: 1\nid: hostile\ntitle: \"Evil\\e]0;pwned\\a\"\nsummary: s\nobjectives: [o]\nestimated_minutes: 1\n---\n\n"
                    + "## One \(Hostile.clear)\n<!-- step: one -->\n\nProse \(Hostile.clipboard).\n",
                "broken/lesson.md": "---\nformat: 1\nid: broken\ntitle: [unclosed\n---\n\n## One\n",
            ]
            for (path, text) in files {
                let url = root.appendingPathComponent(path)
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(text.utf8).write(to: url)
            }
            return root
        }

        @Test("Lesson titles, step titles and prose from a hostile lesson are shown, not obeyed; a broken lesson is named broken")
        func hostileLesson() async throws {
            let content = try Self.hostileCourse()
            defer { try? FileManager.default.removeItem(at: content) }
            let environment = TutorEnvironment(contentDirectory: content, workspace: content.appendingPathComponent("workspace"), capabilities: .plain)
            let box = OutputBox()
            let session = ReplSession(environment: environment, course: Course.open(contentDirectory: content, language: "en").0,
                                      runner: HostileRunner(), emit: { box.lines.append($0) })
            _ = await session.handle(.lessons)
            #expect(box.lines.last == "Course\n\n 1. hostile  Evil^[]0;pwned^G  1 min    not started\n\nStart one with: tutor start LESSON   (in the tutor: start LESSON)")
            box.lines = []
            _ = await session.handle(.start(lesson: "hostile"))
            // The banner is 72 columns and the head 27 as shown (with ESC [ 2 J counted as no columns it had 50 dashes).
            let rule = String(repeating: "─", count: 72 - 27)
            // A lesson opened for the first time shows its introduction above step 1: its prose is made safe too.
            #expect(box.lines.count == 2)
            #expect(box.lines.first?.hasPrefix("── hostile 0/1 · Introduction ──") == true)
            #expect(box.lines.first?.contains("\n\nEvil^[]0;pwned^G\n\n") == true)
            #expect(box.lines.allSatisfy { !$0.contains("\u{1B}") && !$0.contains("\u{07}") })
            #expect(box.lines.last == "── hostile 1/1 · One ^[[2J \(rule)\n\nProse ^[]52;c;cm0gLXJmIH4=^G.\n\n(hint · next · help)")
            box.lines = []
            _ = await session.handle(.steps)
            #expect(box.lines == ["›  1. One ^[[2J"])
            box.lines = []
            _ = await session.handle(.start(lesson: "broken"))
            let file = content.appendingPathComponent("broken/lesson.md").path
            #expect(box.lines == ["The lesson “broken” is broken and cannot be opened:\n"
                                  + "\(file):5:1: error: YAML: did not find expected ',' or ']' (while parsing a flow sequence started at line 4, column 8)"])
        }
    }
}
