import Testing
import Lessons
@testable import TutorUI

/// The REPL's own words in Russian: every command's description, and the lines around them.
@Suite struct RussianInterfaceTests {
    @Test("Every REPL command is described in Russian; sim's description lists the simulator's verbs")
    func commandHelp() {
        let ru = Localizer(language: "ru")
        for command in ReplCommand.commands {
            let text = ru.commandHelp(command.name, english: "", list: "tap, type")
            #expect(!text.isEmpty, "no Russian for \(command.name)")
            #expect(text.unicodeScalars.contains { (0x0400...0x04FF).contains($0.value) }, "\(command.name): \(text)")
        }
        #expect(ru.commandHelp("sim", english: "", list: "tap, type") == "управлять симулятором: tap, type")
        #expect(ru.commandHelp("no-such", english: "fallback") == "fallback")
        #expect(Localizer.english.commandHelp("goto", english: "go to step N") == "go to step N")
        #expect(ru[.checksPassedCount, "2", "3"] == "Пройдено проверок: 2 из 3")
        #expect(Localizer.english[.checksPassedCount, "2", "3"] == "2/3 checks passed")
    }

    @Test("Unknown lessons and commands, with the nearest name, in the learner's language")
    func suggestions() {
        let ru = Localizer(language: "ru")
        #expect(Suggestion.unknown(.unknownCommand, "gotto", candidates: ReplCommand.commandNames, strings: ru) == "Команды 'gotto' нет. Может быть, 'goto'?")
        #expect(Suggestion.unknown(.unknownLesson, "zzz", candidates: ["keyboard"], strings: ru) == "Урока 'zzz' в курсе нет.")
        #expect(Suggestion.unknown(.unknownLesson, "keybord", candidates: ["keyboard"], strings: .english) == "Unknown lesson 'keybord'. Did you mean 'keyboard'?")
    }

    @Test("The REPL's parse errors in Russian")
    func parseErrors() {
        let ru = Localizer(language: "ru")
        #expect(ReplCommand.parse("gotoo 3", strings: ru) == .invalid(message: "Команды 'gotoo' нет. Может быть, 'goto'? Наберите 'help', чтобы увидеть список."))
        #expect(ReplCommand.parse("goto 0", strings: ru) == .invalid(message: "Шаги нумеруются с 1; для 'goto 0' шага нет."))
        #expect(ReplCommand.parse("answer", strings: ru) == .invalid(message: "После 'answer' нужен ваш ответ, например 'answer 216'."))
        #expect(ReplCommand.parse("goto", strings: ru) == .invalid(message: "Использование: goto N"))
        #expect(ReplCommand.parse("sim", strings: ru) == .invalid(message: "Для 'sim' нужно действие: " + SimulatorCommand.verbs.joined(separator: ", ") + "."))
        #expect(ReplCommand.parse("goto 0") == .invalid(message: "Steps are numbered from 1; 'goto 0' has no step."))
    }

    @Test("Counts take the Russian plural forms: one, few, many")
    func plurals() {
        let ru = Localizer(language: "ru")
        let forms = [0, 1, 2, 4, 5, 11, 12, 14, 21, 22, 25, 101, 111].map { ru.count($0, one: .attemptsOne, few: .attemptsFew, many: .attemptsMany) }
        #expect(forms == ["0 попыток", "1 попытка", "2 попытки", "4 попытки", "5 попыток", "11 попыток", "12 попыток", "14 попыток",
                          "21 попытка", "22 попытки", "25 попыток", "101 попытка", "111 попыток"])
        #expect(ru.count(3, one: .hintsOne, few: .hintsFew, many: .hintsMany) == "3 подсказки")
        let en = [1, 2, 21].map { Localizer.english.count($0, one: .attemptsOne, few: .attemptsFew, many: .attemptsMany) }
        #expect(en == ["1 attempt", "2 attempts", "21 attempts"])
    }

    @Test("The checks' summary line follows the learner's language")
    func checksSummary() {
        let renderer = NotebookRenderer(capabilities: TerminalCapabilities())
        let outcomes = [CheckOutcome(name: "Печать", passed: true, message: ""), CheckOutcome(name: "Удаление", passed: false, message: "")]
        #expect(renderer.checks(outcomes, strings: Localizer(language: "ru")).hasSuffix("Пройдено проверок: 1 из 2"))
        #expect(renderer.checks(outcomes).hasSuffix("1/2 checks passed"))
    }
}

/// Every message the notebook work added has its Russian form.
@Suite struct NotebookRussianTests {
    @Test func everyNewMessageIsTranslated() {
        let keys: [StringKey] = [
            .replEditWithoutTerminal, .replPromptAnswer, .introStarted, .introBanner, .introObjectives, .introTime,
            .introPrerequisites, .introFooter, .replAtIntroduction, .replNextQuestion, .replExerciseToDo,
            .replNotTried, .replWatchPassed, .replResetDone, .replRestarted, .replNoSuchCell, .replLessonSummary,
            .replNextLesson, .replLastLesson, .replNoItems, .replChecksToPass, .replDiffHeading, .replSameAsReference,
        ]
        let russian = Localizer(language: "ru")
        for key in keys { #expect(russian.template(key) != Localizer.english.template(key), "\(key)") }
        #expect(russian[.replPromptAnswer] == "(ответ)")
        for name in ["hint", "run", "restart", "check", "list", "reset", "swift", "answer"] {
            #expect(russian.commandHelp(name, english: "") != "", "\(name)")
        }
    }
}
