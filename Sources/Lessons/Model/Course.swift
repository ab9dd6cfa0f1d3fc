import Foundation
import Yams

/// The course: `Content/course.yaml` names the lessons in order; each is a folder beside it.
///
/// A course opened with `open` knows every lesson's overview and parses a lesson only when it is
/// asked for (`lesson(id:)`, `lessons`), so commands that touch one lesson do not pay for all.
/// `load` parses every lesson at once and reports all their diagnostics (lint, checks, tools).
public struct Course: Sendable {
    public var title: String
    /// Every lesson's overview, in course order.
    public var overviews: [LessonOverview]
    public var contentDirectory: URL
    /// The language the lessons were loaded in (lessons without that translation are in English).
    public var language: String
    private let library: LessonLibrary

    public init(title: String, lessons: [Lesson], contentDirectory: URL, language: String) {
        self.title = title
        self.overviews = lessons.map(\.overview)
        self.contentDirectory = contentDirectory
        self.language = language
        self.library = LessonLibrary(language: language, parsed: lessons)
    }

    private init(title: String, overviews: [LessonOverview], contentDirectory: URL, language: String, library: LessonLibrary) {
        self.title = title
        self.overviews = overviews
        self.contentDirectory = contentDirectory
        self.language = language
        self.library = library
    }

    /// Every lesson, parsed (those that parse at all), in course order.
    public var lessons: [Lesson] { overviews.compactMap { library.lesson($0).lesson } }

    /// The lesson, parsed on first use; nil when the course has no such lesson or it cannot be read.
    public func lesson(id: String) -> Lesson? {
        overviews.first { $0.id == id }.flatMap { library.lesson($0).lesson }
    }

    /// What parsing the lesson reported (its front matter, steps, questions and exercises).
    public func diagnostics(forLesson id: String) -> [LessonDiagnostic] {
        overviews.first { $0.id == id }.map { library.lesson($0).diagnostics } ?? []
    }

    /// Reads `course.yaml` and every lesson it lists. Lessons with errors are still returned when they
    /// could be read at all, so tools can show as much as possible; check `diagnostics.containsErrors`.
    /// `language` nil means: take it from the environment (`LC_ALL`, `LC_MESSAGES`, `LANG`), else English.
    public static func load(contentDirectory: URL, language: String? = nil) -> (Course, [LessonDiagnostic]) {
        read(contentDirectory: contentDirectory, language: language, parseLessons: true)
    }

    /// Reads `course.yaml` and each lesson's overview; lessons are parsed when first asked for. The
    /// diagnostics are those of `course.yaml` and of the lessons' front matter and steps.
    public static func open(contentDirectory: URL, language: String? = nil) -> (Course, [LessonDiagnostic]) {
        read(contentDirectory: contentDirectory, language: language, parseLessons: false)
    }

    private static func read(contentDirectory: URL, language: String?, parseLessons: Bool) -> (Course, [LessonDiagnostic]) {
        let language = language.map(LanguagePreference.normalize) ?? LanguagePreference.fromEnvironment()
        let strings = Localizer(language: language)
        let courseFile = contentDirectory.appendingPathComponent("course.yaml")
        let path = courseFile.path
        var diagnostics: [LessonDiagnostic] = []
        let library = LessonLibrary(language: language, parsed: [])
        var course = Course(title: "", overviews: [], contentDirectory: contentDirectory, language: language, library: library)

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
            if parseLessons {
                let (lesson, lessonDiagnostics) = Lesson.load(directory: directory, language: language, strings: strings)
                diagnostics += lessonDiagnostics
                if let lesson {
                    library.store(lesson, diagnostics: lessonDiagnostics)
                    course.overviews.append(lesson.overview)
                }
            } else {
                let (overview, overviewDiagnostics) = LessonOverview.load(directory: directory, language: language, strings: strings)
                diagnostics += overviewDiagnostics
                if let overview { course.overviews.append(overview) }
            }
        }
        diagnostics = reader.diagnostics + diagnostics

        // Prerequisites must name lessons that come earlier in the course.
        for (index, lesson) in course.overviews.enumerated() {
            let earlier = Set(course.overviews[..<index].map(\.id))
            for prerequisite in lesson.prerequisites where !earlier.contains(prerequisite) {
                diagnostics.append(LessonDiagnostic(file: lesson.file.path, line: 1, column: 1, severity: .error,
                                                    message: strings[.unknownPrerequisite, prerequisite]))
            }
        }
        return (course, diagnostics)
    }
}

/// The parsed lessons of a course, filled on demand. A class shared by copies of a `Course`, so a
/// lesson is parsed once however the course value is passed around; the lock makes that safe
/// from any thread.
final class LessonLibrary: @unchecked Sendable {
    private let lock = NSLock()
    private let language: String
    private var parsed: [String: (lesson: Lesson?, diagnostics: [LessonDiagnostic])] = [:]

    init(language: String, parsed lessons: [Lesson]) {
        self.language = language
        for lesson in lessons { parsed[lesson.id] = (lesson, []) }
    }

    func store(_ lesson: Lesson, diagnostics: [LessonDiagnostic]) {
        lock.withLock { parsed[lesson.id] = (lesson, diagnostics) }
    }

    func lesson(_ overview: LessonOverview) -> (lesson: Lesson?, diagnostics: [LessonDiagnostic]) {
        lock.withLock {
            if let known = parsed[overview.id] { return known }
            let loaded = Lesson.load(directory: overview.directory, language: language, strings: Localizer(language: language))
            parsed[overview.id] = loaded
            return loaded
        }
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
