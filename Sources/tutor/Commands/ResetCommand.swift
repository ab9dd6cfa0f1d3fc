import ArgumentParser
import TutorUI

struct ResetCommand: AsyncParsableCommand {
    static var configuration: CommandConfiguration { HelpText.localized(english) }
    static let english = CommandConfiguration(
        commandName: "reset",
        abstract: "Forget your progress and exercise files, in one lesson or in all.",
        discussion: "On a terminal tutor asks first; pass --yes to skip the question (scripts must).")

    @Argument(help: "The lesson to reset (default: every lesson).")
    var lesson: String?

    @Flag(name: [.short, .long], help: "Do not ask for confirmation.")
    var yes = false

    @OptionGroup var global: GlobalOptions

    func run() async throws {
        try await runMapped { try TutorApp(environment: global.environment()).reset(lesson: lesson, confirmed: yes) }
    }
}
