import Foundation
import Testing

/// `tutor`'s own errors in Russian with `--lang ru` or the locale, through the real binary; the exit
/// codes are the English ones.
@Suite(.serialized, .enabled(if: TutorProcess.executable != nil, "the tutor binary is not built; run `swift build --product tutor`"))
struct RussianCommandLineErrorTests {
    @Test func commandLineErrorsInRussian() async throws {
        let workspace = try TutorProcess.temporaryWorkspace()
        let hint = try await TutorProcess.run(["hint", "keyboard", "lift-feild", "--lang", "ru"], workspace: workspace)
        #expect(hint.status == 64)
        // The fixture course's keyboard lesson has no Russian: one line says so, then the error.
        #expect(hint.stderr.hasPrefix("Урок «keyboard» ещё не переведён на этот язык и показан на языке оригинала.\n"
            + "Упражнения или вопроса 'lift-feild' нет. Может быть, 'lift-field'? В уроке keyboard есть: "), "\(hint.stderr)")
        let reset = try await TutorProcess.run(["reset", "keyboard"], workspace: workspace, environment: ["LANG": "ru_RU.UTF-8", "LC_ALL": ""])
        #expect(reset.status == 64)
        #expect(reset.stderr.hasSuffix("\nБез подтверждения не сбрасываю ваш прогресс и файлы упражнений урока 'keyboard': добавьте --yes.\n"), "\(reset.stderr)")
        let done = try await TutorProcess.run(["reset", "keyboard", "--yes", "--lang", "ru"], workspace: workspace)
        #expect(done.stdout == "Сброшено: ваш прогресс и файлы упражнений урока 'keyboard'.\n")
        let missing = workspace.appendingPathComponent("nowhere.swift").path
        let exec = try await TutorProcess.run(["exec", missing, "--lang", "ru"], workspace: workspace)
        #expect(exec.status == 64)
        #expect(exec.stderr == "Не удаётся прочитать '\(missing)': такого файла нет или это не текст в UTF-8.\n")
        let noContent = try await TutorProcess.run(["list", "--lang", "ru", "--workspace", workspace.path, "--content", workspace.path],
                                                   workspace: workspace, withFixtureOptions: false)
        #expect(noContent.status == 65)
        #expect(noContent.stderr.hasPrefix("Не удалось прочитать ни одного урока из \(workspace.path)."), "\(noContent.stderr)")
        // English stays English.
        let english = try await TutorProcess.run(["exec", missing, "--lang", "en"], workspace: workspace)
        #expect(english.stderr == "Cannot read '\(missing)': no such file, or not UTF-8 text.\n")
    }

    /// Help in Russian where ArgumentParser takes our words: the commands' overviews and the global options;
    /// its own headings and built-in flags stay English (see HelpText).
    @Test func helpInRussian() async throws {
        let workspace = try TutorProcess.temporaryWorkspace()
        let root = try await TutorProcess.run(["--help"], workspace: workspace, withFixtureOptions: false,
                                              environment: ["TUTOR_LANG": "ru"])
        #expect(root.status == 0)
        #expect(root.stdout.hasPrefix("OVERVIEW: Повседневные рецепты UIKit в терминале: ваш код запускается на модели\nUIKit.\n"), "\(root.stdout)")
        #expect(root.stdout.contains("\n  list                    Показать уроки и ваш прогресс в каждом.\n"))
        #expect(root.stdout.contains("\nSUBCOMMANDS:\n"))
        let check = try await TutorProcess.run(["check", "--help", "--lang", "ru"], workspace: workspace, withFixtureOptions: false)
        #expect(check.stdout.hasPrefix("OVERVIEW: Проверить упражнения без интерактивного режима.\n\n"
                                       + "Код возврата: 0, если все проверки пройдены, 1, если какие-то нет.\n"), "\(check.stdout)")
        #expect(check.stdout.contains("\n  --workspace <dir>       Где хранятся ваш прогресс, файлы упражнений и история.\n"))
        // Without Russian anywhere, the help is English.
        let english = try await TutorProcess.run(["check", "--help"], workspace: workspace, withFixtureOptions: false,
                                                 environment: ["LANG": "C.UTF-8"])
        #expect(english.stdout.hasPrefix("OVERVIEW: Check your exercises without the REPL.\n"))
    }
}
