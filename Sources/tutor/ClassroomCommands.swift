import ArgumentParser
import Classroom
import Foundation
import NotebookFormat
import Kernel
import Lessons
import TutorUI

/// Helpers shared by the teachers' and authors' commands (grading, lint, scaffolding, export), which are
/// registered in `TutorSubcommands`; each maps its options to an operation in the Classroom module.
enum ClassroomCommands {
    /// The lessons folder: `--content`, else as the other commands find it.
    static func content(_ option: String?) throws -> URL {
        guard let url = ContentLocator.locate(option: option, environment: ProcessInfo.processInfo.environment,
                                              executablePath: CommandLine.arguments[0],
                                              currentDirectory: FileManager.default.currentDirectoryPath) else {
            throw ClassroomError("No lessons found: pass --content DIR or set TUTOR_CONTENT.", exitCode: 64)
        }
        return url
    }

    static func url(_ path: String) -> URL { URL(fileURLWithPath: path).standardizedFileURL }

    /// Runs a command's work; a `ClassroomError` becomes its message on standard error and its exit status.
    static func run(_ work: () async throws -> Int32) async throws {
        do {
            let status = try await work()
            if status != 0 { throw ExitCode(status) }
        } catch let failure as ClassroomError {
            FileHandle.standardError.write(Data((failure.message + "\n").utf8))
            throw ExitCode(failure.exitCode)
        }
    }
}
