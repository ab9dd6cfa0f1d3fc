import Foundation
import Testing
import TestSupport
@testable import Kernel
@testable import Lessons

struct LocalizationTests {
    @Test("Every interface string has a Russian translation with the same placeholders")
    func russianComplete() {
        let placeholders = try! NSRegularExpression(pattern: "\\{[1-9]\\}")
        func marks(_ text: String) -> [String] {
            placeholders.matches(in: text, range: NSRange(text.startIndex..., in: text)).map { String(text[Range($0.range, in: text)!]) }.sorted()
        }
        // Diagnostics are for authors and stay English; everything a learner reads is translated.
        let learnerFacing = StringKey.allCases.prefix(while: { $0 != .missingFile })
        for key in learnerFacing {
            let russian = Strings.russian[key]
            #expect(russian != nil, "no Russian for \(key)")
            if let russian { #expect(marks(russian) == marks(Strings.english(key)), "\(key)") }
        }
    }

    @Test("Templates are filled once, arguments with braces stay intact; unknown languages fall back to English")
    func filling() {
        let ru = Localizer(language: "ru_RU.UTF-8")
        #expect(ru.language == "ru")
        #expect(ru[.hintLabel, "1", "3"] == "Подсказка 1 из 3")
        #expect(ru[.correct] == "Верно.")
        #expect(Localizer(language: "de")[.correct] == "Correct.")
        #expect(Localizer.english[.orderUnknownItem, "{2}"] == "“{2}” is not one of the items.")
        #expect(Localizer.english.render(Message(.checksSomeFailed, "1", "2")) == "1 of 2 checks failed.")
        #expect(Localizer.fill("{1} {9} {x} {", ["a"]) == "a  {x} {")
        #expect(Localizer.availableLanguages == ["en", "ru"])
    }

    @Test("The language comes from an option, else LC_ALL, LC_MESSAGES, LANG")
    func languagePreference() {
        #expect(LanguagePreference.fromEnvironment(["LANG": "ru_RU.UTF-8"]) == "ru")
        #expect(LanguagePreference.fromEnvironment(["LC_ALL": "en_US.UTF-8", "LANG": "ru_RU.UTF-8"]) == "en")
        #expect(LanguagePreference.fromEnvironment(["LC_MESSAGES": "ru", "LANG": "en_GB"]) == "ru")
        #expect(LanguagePreference.fromEnvironment(["LC_ALL": "", "LANG": "C"]) == "en")
        #expect(LanguagePreference.fromEnvironment([:]) == "en")
        #expect(LanguagePreference.normalize("POSIX") == "en")
        #expect(LanguagePreference.normalize("sr@latin") == "sr")
    }
}

struct LanguageChoiceTests {
    @Test("--lang, then TUTOR_LANG, then LC_ALL, LC_MESSAGES, LANG; a locale without a table means English")
    func order() throws {
        let all = ["TUTOR_LANG": "en", "LC_ALL": "ru_RU.UTF-8", "LC_MESSAGES": "en_US", "LANG": "en_US"]
        #expect(try LanguagePreference.choose(option: "ru", environment: all) == "ru")
        #expect(try LanguagePreference.choose(option: nil, environment: all) == "en")
        #expect(try LanguagePreference.choose(option: nil, environment: ["TUTOR_LANG": "ru_RU", "LC_ALL": "en_US"]) == "ru")
        #expect(try LanguagePreference.choose(option: "", environment: ["TUTOR_LANG": "", "LC_ALL": "ru_RU.UTF-8", "LANG": "en_US"]) == "ru")
        #expect(try LanguagePreference.choose(option: nil, environment: ["LC_MESSAGES": "ru_RU.UTF-8", "LANG": "en_US"]) == "ru")
        #expect(try LanguagePreference.choose(option: nil, environment: ["LANG": "ru_RU.UTF-8"]) == "ru")
        #expect(try LanguagePreference.choose(option: nil, environment: ["LANG": "de_DE.UTF-8"]) == "en")
        #expect(try LanguagePreference.choose(option: nil, environment: [:]) == "en")
    }

    @Test("A language asked for by name that the tutor lacks is an error listing the available ones")
    func unknown() {
        #expect(throws: LanguagePreference.UnknownLanguage(code: "xx", source: "--lang")) {
            try LanguagePreference.choose(option: "xx", environment: ["LANG": "ru_RU.UTF-8"])
        }
        do {
            _ = try LanguagePreference.choose(option: nil, environment: ["TUTOR_LANG": "de_DE", "LANG": "ru_RU.UTF-8"])
            Issue.record("TUTOR_LANG=de_DE was accepted")
        } catch {
            #expect(error.description == "Unknown language “de_DE” (from TUTOR_LANG); available: en, ru.")
        }
    }
}

struct TranslationTests {
    @Test("A translated lesson is chosen by language; lessons without one fall back to English")
    func chooseTranslation() throws {
        let (course, diagnostics) = Course.load(contentDirectory: Fixtures.translatedCourse, language: "ru")
        #expect(diagnostics == [])
        #expect(course.language == "ru")
        let greeting = try #require(course.lesson(id: "greeting"))
        #expect(greeting.title == "Приветствие")
        #expect(greeting.language == "ru")
        #expect(greeting.file.lastPathComponent == "lesson.ru.md")
        #expect(greeting.steps.map(\.id) == ["hello"])
        #expect(greeting.question(id: "word")?.judge("ПРИВЕТ").result == .correct)
        #expect(greeting.question(id: "word")?.judge("пока").feedback == "Это слово прощается.")
        let farewell = try #require(course.lesson(id: "farewell"))
        #expect(farewell.title == "Farewell")
        #expect(farewell.language == "en")
        let english = Course.load(contentDirectory: Fixtures.translatedCourse, language: "de").0
        #expect(english.lesson(id: "greeting")?.title == "Greeting")
    }

    @Test("course.yaml's title_ru is the course's title in Russian; other languages keep title; title_xx is an unknown key")
    func courseTitle() {
        let directory = TemporaryDirectory()
        directory.write([
            "course.yaml": "format: 1\ntitle: Text input\ntitle_ru: Ввод текста\nlessons: [demo]\n",
            "demo/lesson.md": frontMatter() + "## One\n<!-- step: one -->\n\nText.\n",
        ])
        #expect(Course.open(contentDirectory: directory.url, language: "ru").0.title == "Ввод текста")
        #expect(Course.load(contentDirectory: directory.url, language: "ru").0.title == "Ввод текста")
        #expect(Course.open(contentDirectory: directory.url, language: "en").0.title == "Text input")
        directory.write(["course.yaml": "format: 1\ntitle: Text input\ntitle_xx: Titel\nlessons: [demo]\n"])
        let diagnostics = Course.open(contentDirectory: directory.url, language: "en").1
        #expect(diagnostics.map { "\($0.line):\($0.column): \($0.message)" } == [
            "3:1: unknown key “title_xx” in course.yaml; expected one of: format, title, lessons, title_ru; did you mean “title_ru”?",
        ])
    }

    @Test("A translation with different ids is an error in the translation")
    func mismatchedIDs() {
        let directory = TemporaryDirectory()
        directory.write([
            "demo/lesson.md": frontMatter() + "## One\n<!-- step: one -->\n\nText.\n\n## Two\n<!-- step: two -->\n\nText.\n",
            "demo/lesson.ru.md": frontMatter() + "## Один\n<!-- step: one -->\n\nТекст.\n\n## Три\n<!-- step: three -->\n\nТекст.\n",
        ])
        let (lesson, diagnostics) = Lesson.load(directory: directory.url.appendingPathComponent("demo"), language: "ru")
        #expect(lesson?.language == "ru")
        #expect(diagnostics.map { "\($0.line):\($0.column): \($0.message)" } == [
            "1:1: the translation lacks step “two” that lesson.md has",
            "15:1: the translation has step “three” that lesson.md does not have",
        ])
        #expect(diagnostics.allSatisfy { $0.file.hasSuffix("demo/lesson.ru.md") })
    }

    @Test("Verdicts speak the learner's language")
    @MainActor
    func russianVerdicts() throws {
        let directory = TemporaryDirectory()
        let lesson = try #require(Lesson.load(directory: Fixtures.exampleLesson).0)
        let session = try LessonSession(lesson: lesson, workspace: Workspace(root: directory.url),
                                        runner: FakeRunner { _ in KernelResult(status: .succeeded) }, strings: Localizer(language: "ru"))
        #expect(try session.answer("0 264 320 216", to: "keyboard-frame").message == "Не совсем: y — неверно.")
        #expect(try session.answer("0 352 320 216", to: "keyboard-frame").message == "Верно.")
        #expect(try session.hint(for: "frame-key").label == "Подсказка 1 из 1")
    }
}
