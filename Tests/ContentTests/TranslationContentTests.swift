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

    @Test("Russian lessons take answers in Russian: units, choices by their Russian text")
    func russianAnswers() throws {
        func lesson(_ id: String) throws -> Lesson {
            try #require(Lesson.load(directory: ContentFixture.contentDirectory.appendingPathComponent(id), language: "ru").0)
        }
        let textView = try lesson("text-view"), textField = try lesson("text-field")
        #expect(textView.question(id: "inset-top-default")?.judge("8 точек").result == .correct)
        #expect(textView.question(id: "landscape-inset")?.judge("162 пт").result == .correct)
        #expect(textView.question(id: "hardware-keyboard-inset")?.judge("0 — уведомление клавиатуры не приходит, обработчик не вызывается, и ничего не закрыто").result == .correct)
        #expect(textField.question(id: "unless-editing-while-typing")?.judge("Нет, потому что поле редактируется").result == .correct)
        let wrong = textField.question(id: "unless-editing-while-typing")?.judge("Да, потому что в поле есть текст")
        #expect(wrong?.feedback == "Для бокового вида текст не важен; `.unlessEditing` скрывает вид всё время, пока поле редактируется.")
    }

    @Test func everyTranslationLintsClean() async {
        let findings = await LessonLinter(runner: nil).lint(path: ContentFixture.contentDirectory)
        #expect(findings.filter { $0.file.hasSuffix(".ru.md") }.map(\.description) == [])
    }
}
