import ArgumentParser
import TutorUI

struct CheckCommand: AsyncParsableCommand {
    static var configuration: CommandConfiguration { HelpText.localized(english) }
    static let english = CommandConfiguration(
        commandName: "check",
        abstract: "Check your exercises without the REPL.",
        discussion: "Exit status: 0 when every check passed, 1 when some failed.")

    @Argument(help: "The lesson to check (default: every lesson you have started).")
    var lesson: String?

    @Flag(name: .long, help: "Print the results as JSON.")
    var json = false

    @Option(name: .long, help: "Draw the checks' scenarios from this seed (a failed check prints the seed it used).")
    var seed: UInt64?

    @OptionGroup var global: GlobalOptions

    func run() async throws {
        try await runMapped { try await TutorApp(environment: global.environment()).check(lesson: lesson, json: json, seed: seed) }
    }
}
