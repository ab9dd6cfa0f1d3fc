import Foundation
import Testing
@testable import Classroom
@testable import Kernel
@testable import Lessons

/// `tutor export --lang ru`: the notebook is made from lesson.ru.md (prose, questions' prompts and
/// choices in Russian; code and exercise files shared); a lesson without the translation is exported
/// in its own language with the tutor's one-line notice.
@Suite struct RussianExportTests {
    @Test func russianNotebookFromTheTranslation() async throws {
        var notices: [String] = []
        let text = try await ExportOperation.run(lesson: "text-field", content: ContentFixture.contentDirectory, format: .ipynb,
                                                 runOutputs: false, language: "ru", notice: { notices.append($0) })
        #expect(notices == [])
        let notebook = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let cells = try #require(notebook["cells"] as? [[String: Any]])
        let sources = cells.map { cell -> String in
            (cell["source"] as? [String])?.joined() ?? (cell["source"] as? String) ?? ""
        }
        #expect(sources.contains { $0.hasPrefix("# Текстовые поля\n\nТекстовое поле (`UITextField`) — самый маленький элемент UIKit") })
        #expect(sources.contains { $0.hasPrefix("## Поле на экране") })
        #expect(!sources.contains { $0.hasPrefix("# Text fields") })
        // The English export is unchanged.
        let english = try await ExportOperation.run(lesson: "text-field", content: ContentFixture.contentDirectory, format: .md,
                                                    runOutputs: false)
        #expect(english.contains("\n## Border styles\n") && !english.contains("## Стили рамки"))
        let russianMarkdown = try await ExportOperation.run(lesson: "text-field", content: ContentFixture.contentDirectory, format: .md,
                                                            runOutputs: false, language: "ru")
        #expect(russianMarkdown.contains("## Стили рамки"))
    }

    @Test func aLessonWithoutTheTranslationSaysSo() async throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("russian-export-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let lesson = root.appendingPathComponent("text-field")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: ContentFixture.contentDirectory.appendingPathComponent("text-field"), to: lesson)
        try FileManager.default.removeItem(at: lesson.appendingPathComponent("lesson.ru.md"))
        var notices: [String] = []
        let text = try await ExportOperation.run(lesson: lesson.path, content: nil, format: .md, runOutputs: false, language: "ru",
                                                 notice: { notices.append($0) })
        #expect(notices == ["Урок «text-field» ещё не переведён на этот язык и показан на языке оригинала."])
        #expect(text.contains("# Text fields") && !text.contains("Текстовые поля"))
    }
}
