import Foundation
import Testing
@testable import Classroom
@testable import Kernel
@testable import Lessons

/// The shipped exercises' checks in Russian (`checks.ru.yaml`): complete against checks.swift, and a
/// failed check told in Russian through the real kernel while the judge still compares the English records.
@Suite struct RussianCheckWordsTests {
    /// Every check name, label, stop message, phrase value and recorded mistake of every shipped exercise has
    /// its Russian, and every sidecar entry is one checks.swift writes.
    @Test(arguments: ContentFixture.exerciseKeys)
    func everyExerciseHasItsRussianWords(_ key: String) throws {
        let parts = key.split(separator: "/").map(String.init)
        let exercise = try #require(try ContentFixture.lesson(parts[0]).exercise(id: parts[1]))
        let findings = TranslationLint.checkWords(of: exercise, language: "ru")
        #expect(findings.isEmpty, "\(key):\n\(findings.map(\.description).joined(separator: "\n"))")
        let words = CheckWords.load(directory: exercise.directory, language: "ru")
        #expect(!words.checks.isEmpty && words.checks.count == CheckTexts.entries(in: exercise.checks).filter { $0.kind == .check }.count)
        // Every recorded mistake is named in Russian too.
        #expect(Set(words.mistakes.keys) == Set(exercise.wrongVariants.map(\.name)), "\(key)")
        #expect(words.mistakes.values.allSatisfy { !$0.mistake.isEmpty && !$0.feedback.isEmpty && !$0.feedback.contains("\n") })
    }

    /// A follow button that only ever selects fails "A tap toggles it, once"; in Russian the learner reads
    /// the check, the scenario, the label (a template filled with a part) and the values in Russian.
    @Test func russianVerdictOfAFailedCheckThroughTheKernel() async throws {
        let lesson = try ContentFixture.lesson("button")
        let exercise = try #require(lesson.exercise(id: "follow-button"))
        let mistake = try #require(exercise.wrongVariants.first { $0.name == "always-selects" })
        let kernel = try await ContentFixture.availableKernel()
        let russian = ExerciseJudge(runner: kernel, limits: ContentFixture.limits, strings: Localizer(language: "ru"), diagnosesMistakes: false)
        let english = ExerciseJudge(runner: kernel, limits: ContentFixture.limits, diagnosesMistakes: false)
        let inRussian = await russian.judge(exercise, code: mistake.code, in: lesson, draw: ScenarioDraw(seed: 7)).verdict
        let inEnglish = await english.judge(exercise, code: mistake.code, in: lesson, draw: ScenarioDraw(seed: 7)).verdict
        // The same decision in both languages: translation is presentation only.
        #expect(inRussian.checks.map(\.passed) == inEnglish.checks.map(\.passed))
        #expect(inRussian.checks.map(\.name) == inEnglish.checks.map(\.name))
        let toggles = try #require(inRussian.checks.first { $0.name == "A tap toggles it, once" })
        #expect(!toggles.passed)
        #expect(toggles.shownName == "Касание переключает кнопку, и только один раз")
        #expect(toggles.message == "В сценарии 1 (устройство: iPad 9.7-inch; ориентация: альбомная вправо; ширина кнопки: 98; высота кнопки: 41; "
                + "x кнопки: 754; y кнопки: 221; касаний: 5): выбрана после касания 2: ожидалось нет, получено да.")
        let englishToggles = try #require(inEnglish.checks.first { $0.name == "A tap toggles it, once" })
        #expect(englishToggles.message == "In scenario 1 (device: iPad 9.7-inch; orientation: landscape right; button width: 98; button height: 41; "
                + "button x: 754; button y: 221; taps: 5): selected after tap 2: expected false, observed true.")
        #expect(englishToggles.title == nil)
        #expect(inRussian.message == "Не пройдено проверок: 3 из 4.")
    }
}
