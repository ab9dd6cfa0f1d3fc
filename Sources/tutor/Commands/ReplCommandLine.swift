import ArgumentParser
import TutorUI

/// `tutor` / `tutor repl`: the interactive tutor.
struct ReplCommandLine: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "repl",
        abstract: "Open the interactive tutor (the default): resume where you stopped, or start with the lesson list.")

    @OptionGroup var global: GlobalOptions

    func run() async throws {
        try await runMapped { try await TutorApp(environment: global.environment()).repl(startingAt: nil) }
    }
}
