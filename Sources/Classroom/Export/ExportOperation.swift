import Foundation
import Kernel
import Lessons

/// `tutor export`: finds the lesson (an id in the lessons folder, or a lesson folder) and renders it.
/// A notebook is the student's unless the instructor's is asked for (see `LessonExporter`).
public enum ExportOperation {
    public static func run(lesson: String, content: URL?, format: LessonExporter.Format, runOutputs: Bool,
                           audience: LessonExporter.Audience = .student, runner: (any CodeRunning)? = nil,
                           language: String = "en", notice: (String) -> Void = { _ in }) async throws -> String {
        let asFolder = URL(fileURLWithPath: lesson).standardizedFileURL
        let directory: URL
        if FileManager.default.fileExists(atPath: asFolder.appendingPathComponent("lesson.md").path) {
            directory = asFolder
        } else if let content, FileManager.default.fileExists(atPath: content.appendingPathComponent("\(lesson)/lesson.md").path) {
            directory = content.appendingPathComponent(lesson)
        } else {
            throw ClassroomError.usage("No lesson '\(lesson)'" + (content.map { " in \($0.path)" } ?? "") + ": give a lesson id or a lesson folder.")
        }
        // `lesson.<language>.md` when there is one (the exercises' files are shared); else the original, with a notice.
        let (loaded, diagnostics) = Lesson.load(directory: directory, language: language)
        guard let loaded, !diagnostics.containsErrors else {
            throw ClassroomError("The lesson has errors; fix them first (`tutor lint`):\n" + diagnostics.map(\.description).joined(separator: "\n"))
        }
        if loaded.language != language { notice(Localizer(language: language)[.translationMissing, loaded.id]) }
        switch format {
        case .ipynb:
            let outputs = runOutputs ? await LessonExporter.cellOutputs(loaded, runner: runner ?? SwiftKernel()) : [:]
            return String(decoding: try LessonExporter.notebook(loaded, outputs: outputs, audience: audience).encoded(), as: UTF8.self)
        case .md: return LessonExporter.markdown(loaded)
        case .html: return LessonExporter.html(loaded)
        }
    }
}
