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

    @Test("Positions asked for past the end of a file (or of an unreadable one) are the file's start, not a crash")
    func positionsPastTheEnd() {
        let missing = SourceText(URL(fileURLWithPath: "/nonexistent/lesson.md"))
        #expect(missing.position(ofKey: "id", value: "q", from: 40) == (40, 1))
        #expect(missing.position(of: "text", from: 40) == (1, 1))
    }
}
