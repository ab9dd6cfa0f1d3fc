import Foundation
import Testing

/// The shipped text-field lesson in Russian through the real binary with piped input: a question
/// answered by the Russian text of its choice, the exercise checked with its reference solution, the
/// interface in Russian, and the progress the English interface then reports. Also the language's
/// sources and errors as a learner meets them.
@Suite(.serialized, .enabled(if: TutorProcess.executable != nil, "the tutor binary is not built; run `swift build --product tutor`"))
struct RussianSessionTests {
    static let content = TutorProcess.packageRoot.appendingPathComponent("Content")

    @Test func russianSessionToAPassedExercise() async throws {
        let workspace = try TutorProcess.temporaryWorkspace()
        let file = workspace.appendingPathComponent("exercises/text-field/code-field.swift")
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Self.content.appendingPathComponent("text-field/exercises/code-field/solution.swift"), to: file)
        let options = ["--workspace", workspace.path, "--content", Self.content.path]

        let session = try await TutorProcess.run(["start", "text-field", "--lang", "ru"] + options, stdin: """
            goto 3
            да, потому что в поле есть текст
            нет, потому что поле редактируется
            goto 6
            check
            quit

            """, workspace: workspace, withFixtureOptions: false)
        #expect(session.status == 0, "\(session.stderr)")
        let out = session.stdout
        #expect(out.hasPrefix("── text-field 0/10 · Введение ─"))
        #expect(out.contains("Чему вы научитесь:\n"))
        #expect(out.contains("── text-field 1/10 · Поле на экране ─"))
        #expect(out.contains("── text-field 3/10 · Левый и правый виды ─"))
        #expect(out.contains("  б) Нет, потому что поле редактируется\n"))
        #expect(out.contains("(run · введите ответ · hint · next · help)"))
        #expect(out.contains("✗ Не совсем: «да, потому что в поле есть текст» (A) — неверно.\nДля бокового вида текст не важен; `.unlessEditing` скрывает вид всё время, пока"))
        #expect(out.contains("✓ Верно.\n`.unlessEditing` показывает вид, только пока поле не первый респондент."))
        #expect(out.contains("Наберите 'next', чтобы идти дальше."))
        #expect(out.contains("Упражнение: Поле для шестизначного кода\n"))
        #expect(out.contains("Ваш файл: " + file.path))
        #expect(out.contains("✓ Все проверки (3) пройдены.\n"))
        #expect(out.contains("Пройдено проверок: 3 из 3\n"))
        #expect(out.hasSuffix("Прогресс сохранён. До встречи!\n"))
        #expect(!out.contains("is not translated"))

        // Progress is shared: the English interface sees what the Russian session did.
        let progress = try await TutorProcess.run(["progress", "--lang", "en"] + options, workspace: workspace, withFixtureOptions: false)
        #expect(progress.stdout.contains("  ✓ unless-editing-while-typing  (question, 2 attempts)"), "\(progress.stdout)")
        #expect(progress.stdout.contains("  ✓ code-field  (exercise"), "\(progress.stdout)")
        let russian = try await TutorProcess.run(["progress", "--lang", "ru"] + options, workspace: workspace, withFixtureOptions: false)
        #expect(russian.stdout.hasPrefix("text-field  шаг 6/10, отвечено 2 из 9\n"), "\(russian.stdout)")
        #expect(russian.stdout.contains("  ✓ unless-editing-while-typing  (вопрос, 2 попытки)\n"))
        #expect(russian.stdout.contains("  ✓ code-field  (упражнение"))
        #expect(russian.stdout.contains("\nБаллы: 3/"))
        let list = try await TutorProcess.run(["list", "--lang", "ru"] + options, workspace: workspace, withFixtureOptions: false)
        #expect(list.stdout.contains(" 1. text-field           Текстовые поля         40 мин   шаг 6/10, отвечено 2 из 9\n"), "\(list.stdout)")
        #expect(list.stdout.hasSuffix("\nНачать урок: tutor start УРОК   (внутри tutor: start УРОК)\n"))
    }

    @Test func languageSourcesAndErrors() async throws {
        let workspace = try TutorProcess.temporaryWorkspace()
        // The fixture course has no Russian text-field: it is shown in English, with one line saying so.
        let fallback = try await TutorProcess.run(["start", "text-field"], stdin: "quit\n", workspace: workspace,
                                                  environment: ["TUTOR_LANG": "ru", "LC_ALL": "en_US.UTF-8"])
        #expect(fallback.status == 0)
        #expect(fallback.stdout.hasPrefix("Урок «text-field» ещё не переведён на этот язык и показан на языке оригинала.\n── text-field 0/"))
        #expect(fallback.stdout.hasSuffix("Прогресс сохранён. До встречи!\n"))
        // --lang wins over TUTOR_LANG; an unknown language is a usage error naming the available ones.
        let english = try await TutorProcess.run(["start", "text-field", "--lang", "en"], stdin: "quit\n", workspace: workspace,
                                                 environment: ["TUTOR_LANG": "ru"])
        #expect(english.stdout.hasSuffix("Progress saved. See you soon.\n"))
        #expect(!english.stdout.contains("переведён"))
        let unknown = try await TutorProcess.run(["list", "--lang", "xx"], workspace: workspace)
        #expect(unknown.status == 64)
        #expect(unknown.stderr == "Unknown language “xx” (from --lang); available: en, ru.\n")
        let fromVariable = try await TutorProcess.run(["list"], workspace: workspace, environment: ["TUTOR_LANG": "klingon"])
        #expect(fromVariable.status == 64)
        #expect(fromVariable.stderr == "Unknown language “klingon” (from TUTOR_LANG); available: en, ru.\n")
        let typo = try await TutorProcess.run(["start", "keybord", "--lang", "ru"], workspace: workspace)
        #expect(typo.status == 64)
        #expect(typo.stderr == "Урока 'keybord' в курсе нет. Может быть, 'keyboard'?\n")
        // A locale naming a language the tutor lacks is not an error: English.
        let german = try await TutorProcess.run(["list"], workspace: workspace, environment: ["LANG": "de_DE.UTF-8", "LC_ALL": ""])
        #expect(german.status == 0)
    }
}
