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
}
