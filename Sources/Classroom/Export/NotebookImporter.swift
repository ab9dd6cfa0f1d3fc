import Foundation
import NotebookFormat
import Lessons

/// `tutor import NOTEBOOK.ipynb`: a lesson folder from a Jupyter notebook.
///
/// A notebook exported by tutor carries its front matter, question and exercise blocks and files in
/// `tutor` metadata, so it comes back as the same lesson. Any other notebook becomes a lesson whose
/// Markdown cells are prose (a `## ` heading starts a step) and whose code cells are swift cells; the
/// front matter is generated and says so, for the author to complete.
public enum NotebookImporter {
    public struct Result: Sendable {
        public var directory: URL
        /// What loading the new lesson reported (empty when it is clean).
        public var diagnostics: [LessonDiagnostic]
        /// Whether the lesson was listed in the course's `course.yaml`.
        public var courseEntry: CourseEntry

        /// What `tutor import` prints: the findings, where the lesson was written, and what became of course.yaml.
        public var report: [String] {
            let id = directory.lastPathComponent
            let courseFile = directory.deletingLastPathComponent().appendingPathComponent("course.yaml").path
            let course: String
            switch courseEntry {
            case .added: course = "Added '\(id)' to \(courseFile)."
            case .alreadyListed: course = "'\(id)' was already listed in \(courseFile)."
            case .noCourse: course = "Not added to a course: \(directory.deletingLastPathComponent().path) has no course.yaml."
            case .notAdded: course = "Not added to \(courseFile): its lessons: is not a list of '- id' lines; add '- \(id)' yourself."
            }
            return diagnostics.map(\.description)
                + ["Created \(directory.path)" + (diagnostics.isEmpty ? "; it loads clean." : "; fix the findings above."), course]
        }
    }

    public enum CourseEntry: Sendable, Hashable {
        case added, alreadyListed, noCourse, notAdded
    }

    /// "Name the course" rather than a guess: the lessons folder found beside the executable is the package's
    /// own Content/, and a lesson written there silently is lost to the author.
    public static let nameTheCourse =
        "Name the course to import into: --content DIR (the folder with course.yaml) or TUTOR_CONTENT=DIR. Nothing was written."

    /// A student's notebook has no answers, solutions or checks to rebuild the lesson from.
    static func studentNotebook(_ url: URL) -> String {
        "\(url.path) is a student's notebook: it has no answers, solutions or checks to rebuild the lesson from. "
            + "Import the instructor's version (tutor export LESSON --instructor). Nothing was written."
    }

    /// The course folder `tutor import` writes into: `--content`, else `TUTOR_CONTENT`; never a located one.
    public static func destination(option: String?, environment: [String: String]) throws -> URL {
        if let option { return URL(fileURLWithPath: option, isDirectory: true).standardizedFileURL }
        if let named = environment["TUTOR_CONTENT"], !named.isEmpty { return URL(fileURLWithPath: named, isDirectory: true).standardizedFileURL }
        throw ClassroomError.usage(nameTheCourse)
    }

    public static func importNotebook(at url: URL, id: String?, into content: URL, overwrite: Bool = false) throws -> Result {
        let data: Data
        do { data = try Data(contentsOf: url) } catch {
            throw ClassroomError.usage("Cannot read \(url.path): \(error.localizedDescription)")
        }
        let notebook: Notebook
        do { notebook = try JSONDecoder().decode(Notebook.self, from: data) } catch {
            throw ClassroomError("\(url.path) is not a Jupyter notebook: \(describe(error))")
        }
        guard notebook.nbformat == 4 else {
            throw ClassroomError("\(url.path) is nbformat \(notebook.nbformat); tutor reads nbformat 4 (save it again from Jupyter).")
        }
        let info = notebook.metadata["tutor"]?.object ?? [:]
        if info["audience"]?.string == "student" { throw ClassroomError(studentNotebook(url)) }
        let fallbackID = slug(url.deletingPathExtension().lastPathComponent)
        let lessonID = id ?? info["lesson_id"]?.string ?? fallbackID
        guard lessonID.range(of: #"^[a-z0-9]+(-[a-z0-9]+)*$"#, options: .regularExpression) != nil else {
            throw ClassroomError.usage("'\(lessonID)' is not a lesson id; pass one with --id (lowercase letters, digits, hyphens).")
        }
        let directory = content.appendingPathComponent(lessonID, isDirectory: true)
        let listed = courseLists(lessonID, in: content)
        if FileManager.default.fileExists(atPath: directory.path), !overwrite {
            throw ClassroomError("\(directory.path) already exists; pass --force to replace it.")
        }
        let (markdown, files) = lessonText(notebook, id: lessonID, source: url.lastPathComponent)
        // Written into a folder of its own beside the course, then moved into place whole: a notebook that cannot be
        // written leaves the course as it was, never half a lesson.
        let staging = content.appendingPathComponent(".\(lessonID).import-\(UUID().uuidString)", isDirectory: true)
        var refused: [LessonDiagnostic] = []
        do {
            try FileManager.default.createDirectory(at: staging, withIntermediateDirectories: true)
            for (path, text) in files {
                guard let relative = safeRelativePath(path) else {
                    refused.append(LessonDiagnostic(file: url.path, line: 1, column: 1, severity: .error, message:
                        "the notebook names the file “\(path.terminalSafeLine)”, which is not a plain path inside the lesson's folder: it was not written"))
                    continue
                }
                let target = staging.appendingPathComponent(relative)
                do {
                    try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
                    try text.write(to: target, atomically: true, encoding: .utf8)
                } catch {
                    throw ClassroomError("Cannot write \(relative.terminalSafeLine) from the notebook: \(error.localizedDescription)")
                }
            }
            try markdown.write(to: staging.appendingPathComponent("lesson.md"), atomically: true, encoding: .utf8)
            if FileManager.default.fileExists(atPath: directory.path) {
                // --force: the old lesson is moved aside, the new one into its place, and only then is the old removed.
                let aside = content.appendingPathComponent(".\(lessonID).replaced-\(UUID().uuidString)", isDirectory: true)
                try FileManager.default.moveItem(at: directory, to: aside)
                do { try FileManager.default.moveItem(at: staging, to: directory) } catch {
                    try? FileManager.default.moveItem(at: aside, to: directory)
                    throw error
                }
                try? FileManager.default.removeItem(at: aside)
            } else {
                try FileManager.default.moveItem(at: staging, to: directory)
            }
        } catch {
            try? FileManager.default.removeItem(at: staging)
            if let failure = error as? ClassroomError { throw failure }
            throw ClassroomError("Cannot write the lesson into \(directory.path): \(error.localizedDescription)")
        }
        let (_, diagnostics) = Lesson.load(directory: directory, language: "en")
        let entry: CourseEntry
        if !FileManager.default.fileExists(atPath: content.appendingPathComponent("course.yaml").path) {
            entry = .noCourse
        } else if listed {
            entry = .alreadyListed
        } else {
            entry = try LessonScaffold.addToCourse(id: lessonID, content: content) ? .added : .notAdded
        }
        return Result(directory: directory, diagnostics: refused + diagnostics, courseEntry: entry)
    }

    /// A notebook's file path as one inside the lesson's folder, or nil: relative, every part a plain name (no `..`,
    /// no `.`, no empty part, no control character, at most 255 bytes), and not `lesson.md`, which import writes
    /// from the notebook's own cells (a translation, `lesson.ru.md`, travels as a file).
    static func safeRelativePath(_ path: String) -> String? {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        guard !path.isEmpty, path.utf8.count <= 1024, !path.hasPrefix("/"),
              parts.allSatisfy({ !$0.isEmpty && $0 != "." && $0 != ".." && $0.utf8.count <= 255
                                 && !$0.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F } }),
              path != "lesson.md" else { return nil }
        return path
    }

    /// Whether `course.yaml` in `content` already lists `id` (a lesson imported again over itself).
    static func courseLists(_ id: String, in content: URL) -> Bool {
        // As written in course.yaml, not as loaded: a listed lesson whose folder is a link or missing is still listed.
        guard let text = try? String(contentsOf: content.appendingPathComponent("course.yaml"), encoding: .utf8) else { return false }
        return LessonScaffold.listedIDs(inCourseText: text).contains(id)
    }

    /// `lesson.md` and the other files, from the notebook's cells and metadata.
    static func lessonText(_ notebook: Notebook, id: String, source: String) -> (String, [(String, String)]) {
        let info = notebook.metadata["tutor"]?.object ?? [:]
        var files: [(String, String)] = []
        for (path, value) in (info["files"]?.object ?? [:]).sorted(by: { $0.key < $1.key }) {
            if let text = value.string { files.append((path, text)) }
        }
        var body: [String] = []
        var inStep = false
        var stepNumber = 0
        var usedSteps: Set<String> = []
        func startStep(title: String, id stepID: String?) {
            stepNumber += 1
            var chosen = stepID ?? slug(title)
            if chosen.isEmpty || usedSteps.contains(chosen) { chosen = "step-\(stepNumber)" }
            usedSteps.insert(chosen)
            body.append("## \(title)\n<!-- step: \(chosen) -->")
            inStep = true
        }
        for cell in notebook.cells {
            let tutor = cell.tutor
            let text = cell.source.trimmingCharacters(in: .newlines)
            switch (cell.cellType, tutor["kind"]?.string) {
            case (.markdown, "introduction"?):
                body.append(text)
            case (.markdown, "step"?):
                startStep(title: String(text.drop(while: { $0 == "#" || $0 == " " })), id: tutor["id"]?.string)
            case (_, "lesson"?), (_, "exercise-code"?):
                // The kernel's `%lesson` cell and the exercise's starter under `%check` (the starter is among the files).
                continue
            case (.markdown, "question"?), (.markdown, "exercise"?):
                if !inStep { startStep(title: "Questions", id: nil) }
                body.append("```\(tutor["kind"]!.string!)\n\(tutor["block"]?.string ?? "")\n```")
            case (.code, _), (.markdown, "code"?):
                if !inStep { startStep(title: "Code", id: nil) }
                let runnable = tutor["runnable"]?.bool ?? true
                // A cell that must not run is exported as a fenced block in Markdown: its code is inside the fence.
                let code = cell.cellType == .markdown ? unfenced(text) : text
                var block = "```swift\(runnable ? "" : " norun")\n\(code)\n```"
                if let expected = tutor["expected_output"]?.string { block += "\n\n```output\n\(expected)\n```" }
                body.append(block)
            case (.markdown, _), (.raw, _):
                // Plain Markdown: `## ` headings start steps (with an explicit id, so a translated title works).
                var prose: [String] = []
                for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
                    if line.hasPrefix("## ") {
                        if !prose.isEmpty { body.append(prose.joined(separator: "\n")); prose = [] }
                        startStep(title: String(line.dropFirst(3)).trimmingCharacters(in: .whitespaces), id: nil)
                    } else {
                        prose.append(line)
                    }
                }
                // Prose before the first step is the introduction, as in a lesson file.
                if !prose.joined().trimmingCharacters(in: .whitespaces).isEmpty { body.append(prose.joined(separator: "\n")) }
            }
        }
        if !inStep { body.append("## Notes\n<!-- step: notes -->\n\nImported from \(source).") }
        let frontMatter = info["front_matter"]?.string.map { replacingID(in: $0, with: id) }
            ?? generatedFrontMatter(id: id, title: title(of: notebook) ?? id, source: source)
        return ("---\n\(frontMatter)\n---\n\n" + body.joined(separator: "\n\n") + "\n", files)
    }

    /// The code inside a Markdown cell that is one fenced block (the first and last lines dropped).
    static func unfenced(_ text: String) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.count >= 2, lines.first?.hasPrefix("```") == true, lines.last?.hasPrefix("```") == true else { return text }
        lines.removeFirst()
        lines.removeLast()
        return lines.joined(separator: "\n")
    }

    static func generatedFrontMatter(id: String, title: String, source: String) -> String {
        """
        format: 1
        id: \(id)
        title: \(yamlString(title))
        summary: \(yamlString("Imported from \(source); describe the lesson in one sentence."))
        objectives:
          - Complete this lesson imported from a notebook
        estimated_minutes: 10
        prerequisites: []
        """
    }

    /// The first `# ` heading of the notebook.
    static func title(of notebook: Notebook) -> String? {
        for cell in notebook.cells where cell.cellType == .markdown {
            if let line = cell.source.split(separator: "\n").first(where: { $0.hasPrefix("# ") }) {
                return String(line.dropFirst(2)).trimmingCharacters(in: .whitespaces)
            }
        }
        return nil
    }

    static func replacingID(in frontMatter: String, with id: String) -> String {
        frontMatter.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            line.hasPrefix("id:") ? "id: \(id)" : String(line)
        }.joined(separator: "\n")
    }

    static func yamlString(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    static func slug(_ text: String) -> String {
        var result = ""
        for scalar in text.lowercased().unicodeScalars {
            if scalar.isASCII, CharacterSet.alphanumerics.contains(scalar) { result.unicodeScalars.append(scalar) }
            else if !result.isEmpty, !result.hasSuffix("-") { result.append("-") }
        }
        while result.hasSuffix("-") { result.removeLast() }
        return result
    }

    static func describe(_ error: any Error) -> String {
        switch error {
        case DecodingError.dataCorrupted(let context): return "invalid JSON (\(context.debugDescription))"
        case DecodingError.keyNotFound(let key, let context):
            return "missing '\(key.stringValue)' at \(context.codingPath.map(\.stringValue).joined(separator: "."))"
        case DecodingError.typeMismatch(_, let context):
            return "unexpected value at \(context.codingPath.map(\.stringValue).joined(separator: ".")): \(context.debugDescription)"
        default: return "\(error)"
        }
    }
}
