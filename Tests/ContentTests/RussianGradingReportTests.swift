import Foundation
import Testing
@testable import Classroom
@testable import Kernel
@testable import Lessons

/// A class graded in Russian (`tutor grade --lang ru`): the grader's verdicts, the checks' names and
/// messages (checks.ru.yaml) and the report's own words in feedback.md and feedback.html are Russian.
@Suite struct RussianGradingReportTests {
    @Test func russianFeedbackReport() async throws {
        let lesson = try ContentFixture.lesson("button")
        let exercise = try #require(lesson.exercise(id: "follow-button"))
        let mistake = try #require(exercise.wrongVariants.first { $0.name == "always-selects" })
        let kernel = try await ContentFixture.availableKernel()
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("russian-grading-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let file = root.appendingPathComponent("exercises/button/follow-button.swift")
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try mistake.code.write(to: file, atomically: true, encoding: .utf8)

        let russian = Localizer.grading(environment: ["TUTOR_LANG": "ru", "LANG": "C.UTF-8"])
        #expect(russian.language == "ru")
        let graded = await WorkspaceGrader(runner: kernel, limits: ContentFixture.limits, seed: 7, strings: russian)
            .grade(lessons: [lesson], workspace: Workspace(root: root))
        let grade = StudentGrade(student: "маша", contentHash: "h", seed: 7, lessons: graded.lessons, containments: graded.containments,
                                 isolation: "test")
        let markdown = FeedbackReport.markdown(for: grade, strings: russian)
        #expect(markdown.hasPrefix("# Результаты: маша\n\n**Итого: 0.5 из 12 баллов**\n\n## Кнопки (button): 0.5 / 12\n\n"
                                    + "- **system-raw** (вопрос): 0 / 1. Ответа нет.\n"), "\(markdown)")
        let followButton: String = [
            "\n- **follow-button** (упражнение): 0.5 / 2, проверок пройдено: 1 из 4. Не пройдено проверок: 3 из 4.\n",
            "  - Это системная кнопка со своим заголовком для каждого состояния: пройдена (Это системная кнопка со своим заголовком для каждого состояния)\n",
            "  - Касание переключает кнопку, и только один раз: не пройдена (В сценарии 1 (устройство: iPad 9.7-inch; ориентация: альбомная вправо; ",
            "ширина кнопки: 98; высота кнопки: 41; x кнопки: 754; y кнопки: 221; касаний: 5): выбрана после касания 2: ожидалось нет, получено да. ",
            "Здесь ваш код ведёт себя точно так же, как типичная ошибка: Ставит isSelected = true вместо того, чтобы переключать. ",
            "Если на каждом касании присваивать isSelected = true, кнопка выбирается один раз и остаётся выбранной: ",
            "подписаться можно, отписаться — нет. Переключайте состояние: button.isSelected.toggle().)\n",
        ].joined()
        #expect(markdown.contains(followButton), "\(markdown)")
        #expect(markdown.hasSuffix("\n- **send-button** (упражнение): 0 / 3. Не начато.\n"))
        let html = FeedbackReport.html(for: grade, strings: russian)
        #expect(html.contains("<html lang=\"ru\">"))
        #expect(html.contains("<title>Результаты: маша</title>"))
    }
}
