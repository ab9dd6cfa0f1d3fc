import Foundation
import Yams

/// The course: `Content/course.yaml` names the lessons in order; each is a folder beside it.
///
/// A course opened with `open` reads only `course.yaml`: lesson overviews are read when first
/// asked for (`overviews`), and a lesson is parsed when it is asked for (`lesson(id:)`,
/// `lessons`), so a command about one lesson does not pay for all of them. `load` parses every
/// lesson at once and reports all their diagnostics (lint, checks, tools).
public struct Course: Sendable {
    public var title: String
    /// The lessons `course.yaml` lists that have a `lesson.md`, in course order.
    public var lessonIDs: [String]
    public var contentDirectory: URL
    /// The language the lessons were loaded in (lessons without that translation are in English).
    public var language: String
    private let library: LessonLibrary

    public init(title: String, lessons: [Lesson], contentDirectory: URL, language: String) {
        self.init(title: title, lessonIDs: lessons.map(\.id), contentDirectory: contentDirectory, language: language,
                  library: LessonLibrary(contentDirectory: contentDirectory, language: language, parsed: lessons))
    }

    private init(title: String, lessonIDs: [String], contentDirectory: URL, language: String, library: LessonLibrary) {
        self.title = title
        self.lessonIDs = lessonIDs
        self.contentDirectory = contentDirectory
        self.language = language
        self.library = library
    }

    /// Every lesson's overview (of those that can be read), in course order.
    public var overviews: [LessonOverview] { library.overviews(of: lessonIDs).overviews }

    /// What reading the overviews reported: the lessons' front matter, and prerequisites that do
    /// not name an earlier lesson. (`load` returns these with everything else.)
    public var overviewDiagnostics: [LessonDiagnostic] { library.overviews(of: lessonIDs).diagnostics }

    /// Every lesson, parsed (those that parse at all), in course order.
    public var lessons: [Lesson] { lessonIDs.compactMap { library.lesson($0).lesson } }

    /// The lesson, parsed on first use; nil when the course has no such lesson or it cannot be read.
    public func lesson(id: String) -> Lesson? {
        lessonIDs.contains(id) ? library.lesson(id).lesson : nil
    }

    /// A lesson asked for by id: found, listed but unreadable (with what parsing it reported), or
    /// not in the course. A broken lesson must be named as broken wherever it is asked for, not
    /// as unknown: `Course.load` leaves it out of `lessonIDs`, but `course.yaml` still lists it.
    public enum LessonLookup: Sendable {
        case found(Lesson)
        case broken([LessonDiagnostic])
        case notInCourse
    }

    public func lookUp(lesson id: String) -> LessonLookup {
        guard lessonIDs.contains(id) || library.listed.contains(id) else { return .notInCourse }
        let (lesson, diagnostics) = library.lesson(id)
        return lesson.map { .found($0) } ?? .broken(diagnostics)
    }

    /// What parsing the lesson reported (its front matter, steps, questions and exercises).
    public func diagnostics(forLesson id: String) -> [LessonDiagnostic] {
        lessonIDs.contains(id) ? library.lesson(id).diagnostics : []
    }

    /// Reads `course.yaml` and every lesson it lists. Lessons with errors are still returned when they
    /// could be read at all, so tools can show as much as possible; check `diagnostics.containsErrors`.
    /// `language` nil means: take it from the environment (`LC_ALL`, `LC_MESSAGES`, `LANG`), else English.
    public static func load(contentDirectory: URL, language: String? = nil) -> (Course, [LessonDiagnostic]) {
        let (course, diagnostics) = open(contentDirectory: contentDirectory, language: language, forLearning: false)
        let lessonDiagnostics = course.lessonIDs.flatMap { course.diagnostics(forLesson: $0) }
        var loaded = course
        loaded.lessonIDs = course.lessonIDs.filter { course.lesson(id: $0) != nil }
        loaded.library.settleOverviews(loaded.lessons.map(\.overview))
        let prerequisites = loaded.overviewDiagnostics
        return (loaded, diagnostics + lessonDiagnostics + prerequisites)
    }

    /// Reads `course.yaml` only; overviews and lessons are read when first asked for, and a lesson's
    /// question and exercise blocks when their step is first used (problems found then come from
    /// `Lesson.takeLateDiagnostics()`). The diagnostics are those of `course.yaml`; see
    /// `overviewDiagnostics` and `diagnostics(forLesson:)`.
    public static func open(contentDirectory: URL, language: String? = nil) -> (Course, [LessonDiagnostic]) {
        open(contentDirectory: contentDirectory, language: language, forLearning: true)
    }

    private static func open(contentDirectory: URL, language: String?, forLearning: Bool) -> (Course, [LessonDiagnostic]) {
        let language = language.map(LanguagePreference.normalize) ?? LanguagePreference.fromEnvironment()
        let strings = Localizer(language: language)
        let courseFile = contentDirectory.appendingPathComponent("course.yaml")
        let path = courseFile.path
        let library = LessonLibrary(contentDirectory: contentDirectory, language: language, parsed: [])
        library.forLearning = forLearning
        var course = Course(title: "", lessonIDs: [], contentDirectory: contentDirectory, language: language, library: library)

        guard let (text, invalid) = TextFile.read(courseFile, strings: strings) else {
            return (course, [TextFile.unreadable(courseFile, strings: strings)])
        }
        var reader = YAMLReader(file: path, lineOffset: 0, strings: strings)
        reader.diagnostics = invalid
        guard let root = reader.compose(text), let mapping = reader.mapping(root, context: "course.yaml") else {
            return (course, reader.diagnostics)
        }
        // `title_ru` and the like: the title in a language with an interface table.
        let translatedTitles = Localizer.availableLanguages.filter { $0 != "en" }.map { "title_\($0)" }
        reader.checkKeys(mapping, allowed: ["format", "title", "lessons"] + translatedTitles, context: "course.yaml")
        if let format = reader.int(mapping, "format", required: true), format > LessonFormat.currentVersion {
            reader.error(at: mapping["format"], strings[.newerFormat, String(format), String(LessonFormat.currentVersion)])
        }
        course.title = reader.string(mapping, "title", required: true) ?? ""
        if language != "en", let translated = reader.string(mapping, "title_\(language)"), !translated.isEmpty { course.title = translated }
        var seen: Set<String> = []
        for node in reader.sequence(mapping, "lessons", required: true) {
            guard let id = reader.scalarString(node, context: "lessons") else { continue }
            guard seen.insert(id).inserted else {
                reader.error(at: node, strings[.duplicateID, "lesson", id])
                continue
            }
            guard FileManager.default.fileExists(atPath: library.directory(of: id).appendingPathComponent("lesson.md").path) else {
                reader.error(at: node, strings[.missingLessonFolder, id])
                continue
            }
            course.lessonIDs.append(id)
        }
        library.listed = course.lessonIDs
        return (course, reader.diagnostics)
    }
}

/// The lessons of a course, read on demand: overviews once for all, each lesson when first asked
/// for. A class shared by copies of a `Course`, so nothing is read twice however the course value
/// is passed around; the lock makes that safe from any thread.
final class LessonLibrary: @unchecked Sendable {
    private let lock = NSLock()
    private let contentDirectory: URL
    private let language: String
    /// `LessonLoader.forLearning` for the lessons parsed here.
    var forLearning = true
    /// The lessons `course.yaml` lists that have a folder, readable or not (set once, by `Course.open`).
    var listed: [String] = []
    private var parsed: [String: (lesson: Lesson?, diagnostics: [LessonDiagnostic])] = [:]
    private var overviewsRead: (overviews: [LessonOverview], diagnostics: [LessonDiagnostic])?

    init(contentDirectory: URL, language: String, parsed lessons: [Lesson]) {
        self.contentDirectory = contentDirectory
        self.language = language
        for lesson in lessons { parsed[lesson.id] = (lesson, []) }
        if !lessons.isEmpty { overviewsRead = (lessons.map(\.overview), []) }
    }

    func directory(of id: String) -> URL { contentDirectory.appendingPathComponent(id, isDirectory: true) }

    func lesson(_ id: String) -> (lesson: Lesson?, diagnostics: [LessonDiagnostic]) {
        lock.withLock {
            if let known = parsed[id] { return known }
            var loader = LessonLoader(strings: Localizer(language: language))
            loader.forLearning = forLearning
            let loaded = loader.load(directory: directory(of: id), language: language)
            parsed[id] = loaded
            return loaded
        }
    }

    /// Overviews taken from parsed lessons (`Course.load`), with the prerequisite check.
    func settleOverviews(_ overviews: [LessonOverview]) {
        lock.withLock { overviewsRead = (overviews, Self.prerequisiteProblems(overviews, strings: Localizer(language: language))) }
    }

    func overviews(of ids: [String]) -> (overviews: [LessonOverview], diagnostics: [LessonDiagnostic]) {
        lock.withLock {
            if let read = overviewsRead { return read }
            let strings = Localizer(language: language)
            var overviews: [LessonOverview] = []
            var diagnostics: [LessonDiagnostic] = []
            for id in ids {
                // A lesson already parsed gives its overview without reading the file again.
                if let known = parsed[id] {
                    if let lesson = known.lesson { overviews.append(lesson.overview) }
                    continue
                }
                let (overview, found) = LessonOverview.load(directory: directory(of: id), language: language, strings: strings)
                diagnostics += found
                if let overview { overviews.append(overview) }
            }
            let read = (overviews, diagnostics + Self.prerequisiteProblems(overviews, strings: strings))
            overviewsRead = read
            return read
        }
    }

    /// Prerequisites must name lessons that come earlier in the course.
    static func prerequisiteProblems(_ overviews: [LessonOverview], strings: Localizer) -> [LessonDiagnostic] {
        var diagnostics: [LessonDiagnostic] = []
        for (index, lesson) in overviews.enumerated() {
            let earlier = Set(overviews[..<index].map(\.id))
            for prerequisite in lesson.prerequisites where !earlier.contains(prerequisite) {
                diagnostics.append(LessonDiagnostic(file: lesson.file.path, line: 1, column: 1, severity: .error,
                                                    message: strings[.unknownPrerequisite, prerequisite]))
            }
        }
        return diagnostics
    }
}
