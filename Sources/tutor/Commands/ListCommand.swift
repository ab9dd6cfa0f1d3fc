import ArgumentParser
import TutorUI

struct ListCommand: AsyncParsableCommand {
    static var configuration: CommandConfiguration { HelpText.localized(english) }
    static let english = CommandConfiguration(commandName: "list", abstract: "List the lessons with your progress in each.")

    @OptionGroup var global: GlobalOptions

    func run() async throws {
        try await runMapped { try Self.work(global.environment()) }
    }

    /// Also what an option-less `tutor list` runs (see `OptionlessStart`).
    static func work(_ environment: TutorEnvironment) throws -> Int32 { try TutorApp(environment: environment).list() }
}
