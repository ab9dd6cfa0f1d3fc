import ArgumentParser
import Classroom
import Foundation
import NotebookFormat
import Kernel
import Lessons
import TutorUI

struct ExportCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export", abstract: "Export a lesson as a Jupyter notebook, Markdown or HTML.",
        discussion: """
            A notebook is the student's by default: the lesson's prose, cells and questions, with no answers, \
            hints, solutions, checks or recorded mistakes anywhere in it; questions are answered and exercises \
            checked through the tutor kernel (tutor jupyter install). --instructor writes the full lesson, which \
            tutor import turns back into the lesson folder.
            """)

    @Argument(help: ArgumentHelp("The lesson id, or a lesson folder.", valueName: "lesson")) var lesson: String
    @Option(help: "ipynb, md or html.") var format: String = "ipynb"
    @Option(name: [.short, .long], help: ArgumentHelp("Write here (default: standard output).", valueName: "file")) var output: String?
    @Flag(help: "The instructor's notebook: answers, hints, solutions, checks and recorded mistakes included (for tutor import).")
    var instructor = false
    @Option(help: ArgumentHelp("The lessons folder.", valueName: "dir")) var content: String?
    @Flag(name: .customLong("no-outputs"), help: "Do not run the swift cells for the notebook's outputs.") var noOutputs = false
    @Option(name: .customLong("lang"), help: ArgumentHelp("Export lesson.<code>.md: en or ru (default: TUTOR_LANG, else LC_ALL, "
                                                          + "LC_MESSAGES, LANG).", valueName: "code"))
    var language: String?

    func run() async throws {
        try await ClassroomCommands.run {
            guard let chosen = LessonExporter.Format(rawValue: format) else {
                throw ClassroomError("Unknown format '\(format)'; use one of: ipynb, md, html.", exitCode: 64)
            }
            let code: String
            do throws(LanguagePreference.UnknownLanguage) {
                code = try LanguagePreference.choose(option: language, environment: ProcessInfo.processInfo.environment)
            } catch {
                throw ClassroomError(error.description, exitCode: 64)
            }
            let text = try await ExportOperation.run(lesson: lesson, content: content.map(ClassroomCommands.url) ?? (try? ClassroomCommands.content(nil)),
                                                     format: chosen, runOutputs: !noOutputs,
                                                     audience: instructor ? .instructor : .student, language: code,
                                                     notice: { FileHandle.standardError.write(Data(($0 + "\n").utf8)) })
            if let output {
                try text.write(to: ClassroomCommands.url(output), atomically: true, encoding: .utf8)
            } else {
                // On standard output (a terminal, often): a lesson's title or text from elsewhere is shown, never obeyed.
                print(TerminalSafeText.escape(text), terminator: "")
            }
            return 0
        }
    }
}
