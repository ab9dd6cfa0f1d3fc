import ArgumentParser
import TutorUI

/// `tutor` / `tutor repl`: the interactive tutor.
struct ReplCommandLine: AsyncParsableCommand {
    static var configuration: CommandConfiguration { HelpText.localized(english) }
    static let english = CommandConfiguration(
        commandName: "repl",
        abstract: "Open the interactive tutor (the default): resume where you stopped, or start with the lesson list.")

    @OptionGroup var global: GlobalOptions

    func run() async throws {
        try await runMapped { try await Self.work(global.environment()) }
    }

    /// Also what a bare `tutor` runs (see `OptionlessStart`).
    static func work(_ environment: TutorEnvironment) async throws -> Int32 {
        try await TutorApp(environment: environment).repl(startingAt: nil)
    }
}
