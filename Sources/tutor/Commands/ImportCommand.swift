import ArgumentParser
import Classroom
import Foundation
import NotebookFormat
import Kernel
import Lessons
import TutorUI

struct ImportCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import", abstract: "Turn a Jupyter notebook into a lesson folder.")

    @Argument(help: ArgumentHelp("The notebook (.ipynb).", valueName: "notebook")) var notebook: String
    @Option(help: "The lesson id (default: from the notebook).") var id: String?
    @Option(help: ArgumentHelp("The course to add it to: the folder with course.yaml (or set TUTOR_CONTENT). Required.", valueName: "dir"))
    var content: String?
    @Flag(help: "Replace an existing lesson folder.") var force = false

    func run() async throws {
        try await ClassroomCommands.run {
            let folder = try NotebookImporter.destination(option: content, environment: ProcessInfo.processInfo.environment)
            let result = try NotebookImporter.importNotebook(at: ClassroomCommands.url(notebook), id: id, into: folder, overwrite: force)
            for line in result.report { print(line) }
            return result.diagnostics.containsErrors ? 1 : 0
        }
    }
}
