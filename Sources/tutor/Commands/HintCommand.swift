import ArgumentParser
import TutorUI

struct HintCommand: AsyncParsableCommand {
    static var configuration: CommandConfiguration { HelpText.localized(english) }
    static let english = CommandConfiguration(
        commandName: "hint", abstract: "Show the next hint for an exercise (or question) of a lesson.")

    @Argument(help: "The lesson id.")
    var lesson: String

    @Argument(help: "The exercise or question id (default: the first one not yet passed).")
    var exercise: String?

    @OptionGroup var global: GlobalOptions

    func run() async throws {
        try await runMapped { try await TutorApp(environment: global.environment()).hint(lesson: lesson, item: exercise) }
    }
}
