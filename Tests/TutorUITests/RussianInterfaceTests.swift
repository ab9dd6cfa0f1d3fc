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

    @Test("The checks' summary line follows the learner's language")
    func checksSummary() {
        let renderer = NotebookRenderer(capabilities: TerminalCapabilities())
        let outcomes = [CheckOutcome(name: "Печать", passed: true, message: ""), CheckOutcome(name: "Удаление", passed: false, message: "")]
        #expect(renderer.checks(outcomes, strings: Localizer(language: "ru")).hasSuffix("Пройдено проверок: 1 из 2"))
        #expect(renderer.checks(outcomes).hasSuffix("1/2 checks passed"))
    }
}
