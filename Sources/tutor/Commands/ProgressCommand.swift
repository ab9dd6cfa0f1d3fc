import ArgumentParser
import TutorUI

struct ProgressCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "progress", abstract: "Show what you have done in each lesson.")

    @OptionGroup var global: GlobalOptions

    func run() async throws {
        try await runMapped { try TutorApp(environment: global.environment()).progress() }
    }
}
