import Foundation
import Testing
import Lessons
import Classroom

/// Every shipped lesson has its Russian translation, and lint finds nothing in any of them: the same
/// steps, cells, questions, exercises and validators as the original, questions that self-test, and no
/// paragraph left in English.
struct TranslationContentTests {
    @Test func everyLessonIsTranslatedIntoRussian() {
        let ids = ContentFixture.course.lessonIDs
        #expect(ids.count == 5)
        for id in ids {
            let file = ContentFixture.contentDirectory.appendingPathComponent("\(id)/lesson.ru.md")
            #expect(FileManager.default.fileExists(atPath: file.path), "\(id) has no lesson.ru.md")
            let (lesson, diagnostics) = Lesson.load(directory: file.deletingLastPathComponent(), language: "ru")
            #expect(lesson?.language == "ru", "\(id)")
            #expect(diagnostics.map(\.description) == [], "\(id)")
        }
    }

    @Test func everyTranslationLintsClean() async {
        let findings = await LessonLinter(runner: nil).lint(path: ContentFixture.contentDirectory)
        #expect(findings.filter { $0.file.hasSuffix(".ru.md") }.map(\.description) == [])
    }
}
