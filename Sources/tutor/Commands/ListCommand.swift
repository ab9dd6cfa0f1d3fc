import ArgumentParser
import TutorUI

struct ListCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "list", abstract: "List the lessons with your progress in each.")

    @OptionGroup var global: GlobalOptions

    func run() async throws {
        try await runMapped { try TutorApp(environment: global.environment()).list() }
    }
}
