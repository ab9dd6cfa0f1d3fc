import Foundation
import Yams

/// The course: `Content/course.yaml` names the lessons in order; each is a folder beside it.
public struct Course: Sendable {
    public var title: String
    public var lessons: [Lesson]
    public var contentDirectory: URL
    /// The language the lessons were loaded in (lessons without that translation are in English).
    public var language: String

    public init(title: String, lessons: [Lesson], contentDirectory: URL, language: String) {
        self.title = title
        self.lessons = lessons
        self.contentDirectory = contentDirectory
        self.language = language
    }

    public func lesson(id: String) -> Lesson? { lessons.first { $0.id == id } }

    /// Reads `course.yaml` and every lesson it lists. Lessons with errors are still returned when they
    /// could be read at all, so tools can show as much as possible; check `diagnostics.containsErrors`.
    /// `language` nil means: take it from the environment (`LC_ALL`, `LC_MESSAGES`, `LANG`), else English.
    public static func load(contentDirectory: URL, language: String? = nil) -> (Course, [LessonDiagnostic]) {
        let language = language.map(LanguagePreference.normalize) ?? LanguagePreference.fromEnvironment()
        let strings = Localizer(language: language)
        let courseFile = contentDirectory.appendingPathComponent("course.yaml")
        let path = courseFile.path
        var diagnostics: [LessonDiagnostic] = []
        var course = Course(title: "", lessons: [], contentDirectory: contentDirectory, language: language)

        guard let text = TextFile.read(courseFile) else {
            diagnostics.append(LessonDiagnostic(file: path, line: 0, column: 0, severity: .error,
                                                message: strings[.missingFile, "course.yaml"]))
            return (course, diagnostics)
        }
        var reader = YAMLReader(file: path, lineOffset: 0, strings: strings)
        guard let root = reader.compose(text), let mapping = reader.mapping(root, context: "course.yaml") else {
            return (course, reader.diagnostics)
        }
        reader.checkKeys(mapping, allowed: ["format", "title", "lessons"], context: "course.yaml")
        if let format = reader.int(mapping, "format", required: true), format > LessonFormat.currentVersion {
            reader.error(at: mapping["format"], strings[.newerFormat, String(format), String(LessonFormat.currentVersion)])
        }
        course.title = reader.string(mapping, "title", required: true) ?? ""
        var seen: Set<String> = []
        for node in reader.sequence(mapping, "lessons", required: true) {
            guard let id = reader.scalarString(node, context: "lessons") else { continue }
            guard seen.insert(id).inserted else {
                reader.error(at: node, strings[.duplicateID, "lesson", id])
                continue
            }
            let directory = contentDirectory.appendingPathComponent(id, isDirectory: true)
            guard FileManager.default.fileExists(atPath: directory.appendingPathComponent("lesson.md").path) else {
                reader.error(at: node, strings[.missingLessonFolder, id])
                continue
            }
            let (lesson, lessonDiagnostics) = Lesson.load(directory: directory, language: language, strings: strings)
            diagnostics += lessonDiagnostics
            if let lesson { course.lessons.append(lesson) }
        }
        diagnostics = reader.diagnostics + diagnostics

        // Prerequisites must name lessons that come earlier in the course.
        for (index, lesson) in course.lessons.enumerated() {
            let earlier = Set(course.lessons[..<index].map(\.id))
            for prerequisite in lesson.prerequisites where !earlier.contains(prerequisite) {
                diagnostics.append(LessonDiagnostic(file: lesson.file.path, line: 1, column: 1, severity: .error,
                                                    message: strings[.unknownPrerequisite, prerequisite]))
            }
        }
        return (course, diagnostics)
    }
}

/// Reading text files as UTF-8, tolerating a byte-order mark and CRLF line ends.
enum TextFile {
    static func read(_ url: URL) -> String? {
        guard let data = FileManager.default.contents(atPath: url.path) else { return nil }
        var text = String(decoding: data, as: UTF8.self)
        if text.hasPrefix("\u{FEFF}") { text.removeFirst() }
        return text.withUnixLineEnds()
    }
}
