import Kernel
import ArgumentParser
import Lessons

/// `tutor`: with no subcommand, the REPL. The executable only parses arguments; every command is
/// wired in `Commands/` and does its work through TutorUI and Lessons.
@main
struct TutorCommand: AsyncParsableCommand {
    static var configuration: CommandConfiguration { HelpText.localized(english) }
    static let english = CommandConfiguration(
        commandName: "tutor",
        abstract: "Learn UIKit's everyday recipes in the terminal, with your code run against a model of UIKit.",
        discussion: """
            With no command, tutor opens the interactive tutor: it resumes where you stopped, or welcomes \
            you and lists the lessons on the first run. Type 'help' there for its commands.
            """,
        version: "0.1.0",
        subcommands: TutorSubcommands.all,
        defaultSubcommand: ReplCommandLine.self)

    /// ArgumentParser's own `main`, except that the invocations `OptionlessStart` knows skip parsing.
    static func main() async {
        LiveProcessGroups.stopChildrenWhenStopped()
        HelpText.language = HelpText.chooseLanguage(arguments: CommandLine.arguments)
        do {
            if let work = OptionlessStart.work(for: Array(CommandLine.arguments.dropFirst())) {
                try await runMapped(work)
                return
            }
            var command = try parseAsRoot()
            if var asyncCommand = command as? AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
        } catch {
            exit(withError: error)
        }
    }
}
