import Foundation
import Lessons
import Testing
import TestSupport
@testable import TutorUI

extension InterruptSharingTests {
    /// `reload` for authors: a lesson that now has errors is not swapped in; the learner keeps the last good
    /// version, in the same place, and hears the errors and that once.
    @MainActor @Suite(.serialized) struct ReloadTests {
        static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("EndToEndTests/Fixtures/content")

        final class OutputBox { var lines: [String] = [] }

        func makeSession() throws -> (ReplSession, OutputBox, URL) {
            let root = FileManager.default.temporaryDirectory.appendingPathComponent("reload-\(UUID().uuidString)")
            let content = root.appendingPathComponent("content")
            try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: Self.fixture, to: content)
            let environment = TutorEnvironment(contentDirectory: content, workspace: root.appendingPathComponent("workspace"),
                                               capabilities: .plain, language: "en")
            let (course, diagnostics) = Course.load(contentDirectory: content, language: "en")
            #expect(diagnostics.isEmpty, "\(diagnostics)")
            let box = OutputBox()
            let session = ReplSession(environment: environment, course: course, runner: FakeRunner(), emit: { box.lines.append($0) })
            return (session, box, root)
        }

        @Test func aFailedReloadKeepsTheLastGoodLessonAndSaysSoOnce() async throws {
            let (session, box, root) = try makeSession()
            defer { try? FileManager.default.removeItem(at: root) }
            try session.begin(lessonID: "keyboard")
            _ = await session.handle(.next)
            #expect(session.location == "keyboard 2/4")
            #expect(session.parseContext == .question)

            let file = root.appendingPathComponent("content/keyboard/lesson.md")
            let good = try String(contentsOf: file, encoding: .utf8)
            try good.replacingOccurrences(of: "  type: number\n  answer: 216\n", with: "  type: number\n  answer: [216\n")
                .write(to: file, atomically: true, encoding: .utf8)
            box.lines = []
            _ = await session.handle(.reload)
            #expect(box.lines.count == 2, "\(box.lines)")
            #expect(box.lines.first == file.path + ":41:6: error: YAML: did not find expected ',' or ']' (while parsing a flow sequence started at line 40, column 11)")
            #expect(box.lines.last == "The lesson was not reloaded: fix the errors above and reload again. Still showing the last good version of \(file.path).")
            // Same place, the question still there and still answerable.
            #expect(session.location == "keyboard 2/4")
            #expect(session.parseContext == .question)
            _ = await session.handle(ReplCommand.parse("216", context: session.parseContext))
            #expect(box.lines.contains("✓ Correct.\n568 − 352 = 216 points."))

            try good.write(to: file, atomically: true, encoding: .utf8)
            box.lines = []
            _ = await session.handle(.reload)
            #expect(box.lines.last == "Reloaded \(file.path).")
            #expect(session.location == "keyboard 2/4")
        }

        @Test func theRussianWordsForAFailedReload() {
            #expect(Localizer(language: "ru")[.replReloadFailed, "/c/lesson.md"]
                    == "Урок не перечитан: исправьте ошибки выше и перечитайте снова. Показана последняя исправная версия /c/lesson.md.")
        }
    }
}
