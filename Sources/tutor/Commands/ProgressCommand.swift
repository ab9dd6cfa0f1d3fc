import ArgumentParser
import TutorUI

struct ProgressCommand: AsyncParsableCommand {
    static var configuration: CommandConfiguration { HelpText.localized(english) }
    static let english = CommandConfiguration(commandName: "progress", abstract: "Show what you have done in each lesson.")

    @OptionGroup var global: GlobalOptions

    func run() async throws {
        try await runMapped { try Self.work(global.environment()) }
    }

    /// Also what an option-less `tutor progress` runs (see `OptionlessStart`).
    static func work(_ environment: TutorEnvironment) throws -> Int32 { try TutorApp(environment: environment).progress() }
}
