import Kernel
import Lessons
import Testing
@testable import TutorUI

/// The REPL's simulator commands refused in Russian: each problem in the learner's language, with the
/// nearest right word and the list of what exists (names of commands and values stay as typed).
struct RussianSimulatorErrorTests {
    let russian = Localizer(language: "ru")

    @Test func simulatorCommandErrorsInRussian() {
        #expect(ReplCommand.parse("sim tpa x", strings: russian)
            == .invalid(message: "Команды симулятора 'tpa' нет. Может быть, 'tap'? Есть: tap, type, return, rotate, keyboard, advance, idle, background"))
        #expect(ReplCommand.parse("sim idle now", strings: russian) == .invalid(message: "'sim idle' не принимает аргументов."))
        #expect(ReplCommand.parse("sim tap", strings: russian)
            == .invalid(message: "'sim tap' ждёт accessibilityIdentifier вида, например 'sim tap emailField'."))
        #expect(ReplCommand.parse("sim tap поле почты", strings: russian)
            == .invalid(message: "'поле почты' не может быть accessibilityIdentifier (только буквы, цифры и _ - .)."))
        #expect(ReplCommand.parse("sim advance -1", strings: russian) == .invalid(message: "Число секунд не может быть отрицательным."))
        #expect(ReplCommand.parse("sim advance скоро", strings: russian)
            == .invalid(message: "'sim advance' ждёт число секунд, например 'sim advance 0.25'; получено 'скоро'."))
        #expect(ReplCommand.parse("sim keyboard splt", strings: russian)
            == .invalid(message: "Значения 'splt' нет. Может быть, 'split'? Выберите одно из: docked, hardware, software, split, undocked"))
        // A right command is the same command in either language.
        #expect(ReplCommand.parse("sim advance 0.25", strings: russian) == .sim(SimulatorCommand(verb: "advance", argument: "0.25")))
    }

    /// Every error has its Russian, with the same placeholders as the English.
    @Test func everyErrorIsTranslated() {
        for key in ErrorKey.allCases {
            let english = Localizer.english.template(key), translated = russian.template(key)
            #expect(translated != english, "\(key) is not translated")
            let holes = { (text: String) in Set((1...9).filter { text.contains("{\($0)}") }) }
            #expect(holes(translated) == holes(english), "\(key)")
        }
    }

    /// A typed cell that stops badly is told in Russian, in the engine's words; a compiler error keeps the compiler's
    /// line, with its meaning in Russian before it.
    @Test func runProblemsInRussian() {
        let renderer = NotebookRenderer(capabilities: .plain)
        #expect(renderer.problem(KernelResult(status: .timedOut(seconds: 10)), strings: russian)
            == "Программа не завершилась за 10 с (бесконечный цикл?).")
        #expect(renderer.problem(KernelResult(status: .exited(code: 3)), strings: russian) == "Программа завершилась с кодом 3.")
        #expect(renderer.problem(KernelResult(status: .memoryLimitExceeded), strings: russian)
            == "Программа превысила лимит памяти и была остановлена.")
        let diagnostic = SourceDiagnostic(unit: "cell 2", line: 1, column: 5, severity: .error, message: "cannot find 'vew' in scope")
        // The compiler's line stays, with what it means in Russian before it.
        #expect(renderer.problem(KernelResult(status: .compileFailed, diagnostics: [diagnostic]), strings: russian)
            == "cell 2:1:5: имя «vew» здесь не объявлено: опечатка или объявление в другом месте.\n  cell 2:1:5: error: cannot find 'vew' in scope")
        #expect(renderer.problem(KernelResult(status: .compileFailed, diagnostics: [diagnostic]))
            == "cell 2:1:5: error: cannot find 'vew' in scope")
        #expect(renderer.problem(KernelResult(status: .succeeded), strings: russian) == nil)
        #expect(renderer.problem(KernelResult(status: .timedOut(seconds: 10))) == "Stopped after 10 s: does it loop forever?")
    }
}
