import ArgumentParser
import TutorUI

struct RunCommand: AsyncParsableCommand {
    static var configuration: CommandConfiguration { HelpText.localized(english) }
    static let english = CommandConfiguration(
        commandName: "run",
        abstract: "Play a lesson's runnable model of the recipe, showing its screens and event log.")

    @Argument(help: "The lesson id.")
    var lesson: String

    @OptionGroup var global: GlobalOptions

    func run() async throws {
        try await runMapped { try await TutorApp(environment: global.environment()).play(lesson: lesson) }
    }
}
