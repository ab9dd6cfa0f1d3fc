import ArgumentParser
import TutorUI

struct ExecCommand: AsyncParsableCommand {
    static var configuration: CommandConfiguration { HelpText.localized(english) }
    static let english = CommandConfiguration(
        commandName: "exec",
        abstract: "Compile and run a Swift file against the UIKit model and simulator, as a code cell is run.")

    @Argument(help: ArgumentHelp("The Swift file.", valueName: "file.swift"))
    var file: String

    @OptionGroup var global: GlobalOptions

    func run() async throws {
        try await runMapped { try await TutorApp(environment: global.environment()).exec(file: file) }
    }
}
