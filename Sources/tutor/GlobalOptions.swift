import ArgumentParser
import Foundation
import TutorUI

/// Options every command takes.
struct GlobalOptions: ParsableArguments {
    @Option(name: .long, help: HelpText.option("workspace", "Where your progress, exercise files and history are kept.", valueName: "dir"))
    var workspace: String?

    @Option(name: .long, help: HelpText.option("content", "The lessons folder (default: TUTOR_CONTENT, else the package's Content/).", valueName: "dir"))
    var content: String?

    @Flag(name: .customLong("no-color"), help: HelpText.option("no-color", "Print no colors or styles (also: the NO_COLOR environment variable)."))
    var noColor = false

    @Option(name: .customLong("lang"), help: HelpText.option("lang", "Lesson language: en or ru (default: TUTOR_LANG, else LC_ALL, LC_MESSAGES, LANG).", valueName: "code"))
    var language: String?

    /// The environment the command runs in; exits 64 when no lessons folder can be found.
    func environment() throws -> TutorEnvironment {
        try TutorEnvironment.resolve(workspace: workspace, content: content, noColor: noColor, language: language)
    }
}

/// Runs a command's work and turns a `TutorFailure` into its message on standard error and exit code.
func runMapped(_ work: () async throws -> Int32) async throws {
    do {
        let status = try await work()
        if status != 0 { throw ExitCode(status) }
    } catch let failure as TutorFailure {
        FileHandle.standardError.write(Data((failure.message + "\n").utf8))
        throw ExitCode(failure.exitCode)
    }
}
