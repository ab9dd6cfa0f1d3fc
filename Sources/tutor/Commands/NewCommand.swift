import ArgumentParser
import Classroom
import Foundation
import NotebookFormat
import Kernel
import Lessons
import TutorUI

struct NewCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "new", abstract: "Start a lesson: a folder with one of each kind of cell, ready to edit, that lints clean.")

    @Argument(help: ArgumentHelp("The new lesson's id (e.g. text-field-basics).", valueName: "lesson")) var lesson: String
    @Option(help: ArgumentHelp("The lessons folder to create it in.", valueName: "dir")) var content: String?
    @Option(help: "The lesson's title (default: from the id).") var title: String?

    func run() async throws {
        try await ClassroomCommands.run {
            let folder = try content.map(ClassroomCommands.url) ?? ClassroomCommands.content(nil)
            let result = try LessonScaffold.create(id: lesson, title: title, in: folder)
            print("Created \(result.directory.path):")
            for file in result.files { print("  \(file)") }
            if result.addedToCourse { print("Added '\(lesson)' to \(folder.appendingPathComponent("course.yaml").path).") }
            print("Next: edit lesson.md, then `tutor lint \(result.directory.path)`.")
            return 0
        }
    }
}
