import Foundation
import Lessons
import Testing
@testable import Classroom

/// `tutor lint` on lessons written to hurt: it reports, it never crashes.
struct HostileLessonLintTests {
    /// A question without hints below line 2 and one byte that is not UTF-8: the hint finding looked
    /// for the question in a file read strictly as UTF-8 (no lines at all) from line 16, a range whose
    /// lower bound exceeded its upper bound (SIGILL; 3 of 500 random mutations of a lesson hit it).
    @Test("A question without hints in a lesson with invalid UTF-8 is linted, with both findings at their places")
    func hintlessQuestionWithInvalidUTF8() async throws {
        let root = try makeTemporaryDirectory("lint-hostile")
        defer { try? FileManager.default.removeItem(at: root) }
        let folder = root.appendingPathComponent("demo")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let before = "---\nformat: 1\nid: demo\ntitle: Demo\nsummary: s\nobjectives:\n  - o\nestimated_minutes: 1\n---\n\n## One\n<!-- step: one -->\n\nText "
        let after = " here.\n\n```question\nid: q\nprompt: What?\nvalidator:\n  type: text\n  answer: yes\n```\n"
        try Data(Array(before.utf8) + [0xFF] + Array(after.utf8)).write(to: folder.appendingPathComponent("lesson.md"))
        let findings = await LessonLinter(runner: nil).lint(path: folder)
        let file = folder.appendingPathComponent("lesson.md").path
        #expect(findings.map(\.description) == [
            "\(file):14:6: error: invalid UTF-8 at byte 0xFF; save the file as UTF-8",
            "\(file):17:5: warning: question 'q' has no hints; add at least one under `hints:`",
        ])
    }

    /// A control character in a question's YAML is reported where it stands, not at the block's first line.
    @Test("A control character in YAML is reported at its own line and column")
    func controlCharacterInYAML() async throws {
        let root = try makeTemporaryDirectory("lint-control")
        defer { try? FileManager.default.removeItem(at: root) }
        let folder = root.appendingPathComponent("demo")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let text = "---\nformat: 1\nid: demo\ntitle: Demo\nsummary: s\nobjectives:\n  - o\nestimated_minutes: 1\n---\n\n## One\n"
            + "<!-- step: one -->\n\n```question\nid: q\nprompt: What?\nvalidator:\n  type: text\n  answer: yes\nhints:\n"
            + "  - Ключ minus\u{1B}[2J here\n```\n"
        try text.write(to: folder.appendingPathComponent("lesson.md"), atomically: true, encoding: .utf8)
        let findings = await LessonLinter(runner: nil).lint(path: folder)
        let file = folder.appendingPathComponent("lesson.md").path
        #expect(findings.map(\.description) == ["\(file):21:15: error: YAML: control characters are not allowed"])
    }

    /// A lesson file that is a named pipe or a folder is named as what it is, not as missing (and never read: a pipe
    /// would wait for a writer for ever), and one too large to be a lesson is refused before it is read.
    @Test("A lesson.md that is a pipe, a folder or too large is reported as such")
    func irregularLessonFiles() async throws {
        let root = try makeTemporaryDirectory("lint-irregular")
        defer { try? FileManager.default.removeItem(at: root) }
        let piped = root.appendingPathComponent("piped")
        try FileManager.default.createDirectory(at: piped, withIntermediateDirectories: true)
        #expect(mkfifo(piped.appendingPathComponent("lesson.md").path, 0o644) == 0)
        let folded = root.appendingPathComponent("folded")
        try FileManager.default.createDirectory(at: folded.appendingPathComponent("lesson.md"), withIntermediateDirectories: true)
        // A lesson.md past 8 MB is refused whole (a 413 MB one took lint 114 s and 3.1 GB); a sparse file costs no disk.
        let huge = root.appendingPathComponent("huge")
        try FileManager.default.createDirectory(at: huge, withIntermediateDirectories: true)
        #expect(FileManager.default.createFile(atPath: huge.appendingPathComponent("lesson.md").path, contents: Data("---\n".utf8)))
        #expect(truncate(huge.appendingPathComponent("lesson.md").path, 9 << 20) == 0)
        #expect(await LessonLinter(runner: nil).lint(path: huge).map(\.description) == [
            "\(huge.appendingPathComponent("lesson.md").path):0:0: error: lesson.md is 9 MB; a lesson's file may be at most 8 MB",
        ])
        for (folder, kind) in [(piped, "a named pipe"), (folded, "a folder")] {
            let findings = await LessonLinter(runner: nil).lint(path: folder)
            #expect(findings.map(\.description) == [
                "\(folder.appendingPathComponent("lesson.md").path):0:0: error: lesson.md is \(kind), not a regular file: a lesson's files must be ordinary files",
            ])
        }
    }

    /// A lesson from elsewhere names the teacher's files: by `../`, by an absolute path, and by links inside its
    /// own folder. None is read into the lesson, and lint names each at its line.
    @Test("Paths that lead outside the lesson's folder are refused at their line, and nothing outside is read")
    func pathsOutsideTheLesson() async throws {
        let root = try makeTemporaryDirectory("lint-paths")
        defer { try? FileManager.default.removeItem(at: root) }
        let secret = root.appendingPathComponent("teacher/secret.swift")
        try write("let secret = \"TEACHER-PRIVATE\"\n", to: secret)
        let folder = root.appendingPathComponent("course/demo")
        try write("let shared = 1\n", to: folder.appendingPathComponent("support/ok.swift"))
        try FileManager.default.createSymbolicLink(at: folder.appendingPathComponent("support/linked.swift"), withDestinationURL: secret)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("recipe"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: folder.appendingPathComponent("recipe/Model.swift"), withDestinationURL: secret)
        let exercise = folder.appendingPathComponent("exercises/ex")
        try write("func f() {}\n", to: exercise.appendingPathComponent("starter.swift"))
        try write("func f() {}\n", to: exercise.appendingPathComponent("solution.swift"))
        try FileManager.default.createSymbolicLink(at: exercise.appendingPathComponent("checks.swift"), withDestinationURL: secret)
        try write("""
            ---
            format: 1
            id: demo
            title: Demo
            summary: s
            objectives:
              - o
            estimated_minutes: 1
            cell_support:
              - support/ok.swift
              - ../../teacher/secret.swift
              - \(secret.path)
              - support/linked.swift
            ---

            ## One
            <!-- step: one -->

            ```exercise
            id: ex
            title: Ex
            prompt: Do it.
            support:
              - support/linked.swift
            hints:
              - h
            ```

            """, to: folder.appendingPathComponent("lesson.md"))
        let (lesson, diagnostics) = Lesson.load(directory: folder, language: "en")
        let file = folder.appendingPathComponent("lesson.md").path
        #expect(diagnostics.filter { $0.severity == .error }.map(\.description) == [
            "\(file):11:5: error: support file ../../teacher/secret.swift is outside the lesson's folder (after its links are followed): it is not read",
            "\(file):12:5: error: support file \(secret.path) is outside the lesson's folder (after its links are followed): it is not read",
            "\(file):13:5: error: support file support/linked.swift is outside the lesson's folder (after its links are followed): it is not read",
            "\(file):20:5: error: exercises/ex/checks.swift leads outside the lesson's folder or is not a regular file: it is not read",
            "\(file):24:5: error: support file support/linked.swift is outside the lesson's folder (after its links are followed): it is not read",
        ])
        // Whatever did load holds none of the teacher's text.
        let loaded = lesson.map { "\($0.recipe.supportFiles.map(\.code)) \($0.exercises.map(\.checks))" } ?? ""
        #expect(!loaded.contains("TEACHER-PRIVATE"))
    }

    @Test("Positions asked for past the end of a file (or of an unreadable one) are the file's start, not a crash")
    func positionsPastTheEnd() {
        let missing = SourceText(URL(fileURLWithPath: "/nonexistent/lesson.md"))
        #expect(missing.position(ofKey: "id", value: "q", from: 40) == (40, 1))
        #expect(missing.position(of: "text", from: 40) == (1, 1))
    }
}
