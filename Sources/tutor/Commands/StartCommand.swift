import ArgumentParser
import TutorUI

struct StartCommand: AsyncParsableCommand {
    static var configuration: CommandConfiguration { HelpText.localized(english) }
    static let english = CommandConfiguration(commandName: "start", abstract: "Open the interactive tutor at a lesson.")

    @Argument(help: "The lesson id, as 'tutor list' shows it (e.g. keyboard).")
    var lesson: String

    @OptionGroup var global: GlobalOptions

    func run() async throws {
        try await runMapped { try await TutorApp(environment: global.environment()).repl(startingAt: lesson) }
    }
}
