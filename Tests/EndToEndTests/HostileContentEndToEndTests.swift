import Foundation
import Testing

/// The real binary on hostile programs and lessons: output shown and never obeyed, broken lessons named.
@Suite(.serialized, .enabled(if: TutorProcess.executable != nil, "the tutor binary is not built; run `swift build --product tutor`"))
struct HostileContentEndToEndTests {
    @Test("tutor exec: a program printing OSC 52, clear screen, a window title, C1 CSI and a bare CR has them shown, not obeyed")
    func execShowsControlCharacters() async throws {
        let workspace = try TutorProcess.temporaryWorkspace()
        defer { try? FileManager.default.removeItem(at: workspace) }
        let file = workspace.appendingPathComponent("hostile.swift")
        // Swift escapes in the program's source: the program itself prints the raw controls.
        try #"""
        print("\u{1B}]52;c;cm0gLXJmIH4=\u{7}\u{1B}[2J\u{1B}]0;pwned\u{7}\u{9B}2Jok\rFAKE")
        print("line\u{202E}txt.exe", terminator: "\r\n")
        """#.write(to: file, atomically: true, encoding: .utf8)
        let result = try await TutorProcess.run(["exec", file.path], workspace: workspace)
        #expect(result.stderr == "")
        #expect(result.status == 0)
        #expect(result.stdout == "^[]52;c;cm0gLXJmIH4=^G^[[2J^[]0;pwned^G\\u{9B}2Jok^MFAKE\nline\\u{202E}txt.exe\n")
    }

    @Test("tutor export to standard output: a lesson's title and text with escapes have them shown, not obeyed")
    func exportShowsControlCharacters() async throws {
        let root = try TutorProcess.temporaryWorkspace()
        defer { try? FileManager.default.removeItem(at: root) }
        let content = root.appendingPathComponent("content")
        try FileManager.default.createDirectory(at: content.appendingPathComponent("odd"), withIntermediateDirectories: true)
        try "format: 1\ntitle: T\nlessons: [odd]\n".write(to: content.appendingPathComponent("course.yaml"), atomically: true, encoding: .utf8)
        try "---\nformat: 1\nid: odd\ntitle: \"Odd \\e]0;PWNED\\a\\e[2J\\u202Etitle\"\nsummary: s\nobjectives:\n  - o\nestimated_minutes: 1\n---\n\n## One\n<!-- step: one -->\n\nText.\n"
            .write(to: content.appendingPathComponent("odd/lesson.md"), atomically: true, encoding: .utf8)
        for format in ["md", "html"] {
            let result = try await TutorProcess.run(["export", "odd", "--format", format, "--content", content.path],
                                                    workspace: root, withFixtureOptions: false)
            #expect(result.status == 0, "\(format): \(result.stderr)")
            #expect(!TerminalSafeTextProbe.holdsControls(result.stdout), "\(format): \(result.stdout.debugDescription)")
            #expect(result.stdout.contains("^[]0;PWNED^G^[[2J\\u{202E}title"), "\(format): \(result.stdout)")
        }
    }

    @Test("tutor start, run and check on a lesson that does not parse: named broken, with its diagnostics, status 65")
    func brokenLessonIsNamed() async throws {
        let root = try TutorProcess.temporaryWorkspace()
        defer { try? FileManager.default.removeItem(at: root) }
        let content = root.appendingPathComponent("content")
        try FileManager.default.createDirectory(at: content.appendingPathComponent("broken"), withIntermediateDirectories: true)
        try "format: 1\ntitle: T\nlessons: [broken]\n".write(to: content.appendingPathComponent("course.yaml"), atomically: true, encoding: .utf8)
        try "---\nformat: 1\nid: broken\ntitle: [unclosed\n---\n\n## One\n"
            .write(to: content.appendingPathComponent("broken/lesson.md"), atomically: true, encoding: .utf8)
        let expected = """
            The lesson “broken” is broken and cannot be opened:
            \(content.path)/broken/lesson.md:5:1: error: YAML: did not find expected ',' or ']' (while parsing a flow sequence started at line 4, column 8)

            """
        for command in [["start", "broken"], ["run", "broken"], ["check", "broken"]] {
            let result = try await TutorProcess.run(command + ["--content", content.path, "--workspace", root.appendingPathComponent("ws").path],
                                                    workspace: root, withFixtureOptions: false)
            #expect(result.stderr == expected, "\(command)")
            #expect(result.status == 65, "\(command)")
        }
    }
}

/// Whether text holds a character a terminal would obey (C0 but newline and tab, DEL, C1, bidirectional controls).
enum TerminalSafeTextProbe {
    static func holdsControls(_ text: String) -> Bool {
        text.unicodeScalars.contains { scalar in
            let value = scalar.value
            return (value < 0x20 && value != 0x0A && value != 0x09) || value == 0x7F || (0x80...0x9F).contains(value)
                || (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value)
        }
    }
}
