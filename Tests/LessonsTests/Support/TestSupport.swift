import Foundation
import Testing
@testable import Kernel
@testable import Lessons

/// The fixture course shipped with the tests (the example lesson of CONTRIBUTING.md).
enum Fixtures {
    static var course: URL {
        Bundle.module.resourceURL!.appendingPathComponent("Fixtures/course", isDirectory: true)
    }
    static var exampleLesson: URL { course.appendingPathComponent("keyboard-basics", isDirectory: true) }
    static var translatedCourse: URL {
        Bundle.module.resourceURL!.appendingPathComponent("Fixtures/translated", isDirectory: true)
    }
}

/// A throwaway folder, removed when the value is released.
final class TemporaryDirectory {
    let url: URL

    init() {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("lessons-tests-\(UUID().uuidString)", isDirectory: true)
        try! FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    /// Writes files given by relative path.
    @discardableResult
    func write(_ files: [String: String]) -> URL {
        for (path, text) in files {
            let file = url.appendingPathComponent(path)
            try! FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try! Data(text.utf8).write(to: file)
        }
        return url
    }

    func read(_ path: String) -> String? {
        FileManager.default.contents(atPath: url.appendingPathComponent(path).path).map { String(decoding: $0, as: UTF8.self) }
    }
}

/// Writes `lesson.md` into a folder named `id` and parses it; diagnostics print as `line:column: severity: message`
/// (the folder path left out so expectations stay short).
func parseLesson(_ markdown: String, id: String = "demo", extraFiles: [String: String] = [:],
                 in directory: TemporaryDirectory = TemporaryDirectory()) -> (Lesson?, [String]) {
    var files = extraFiles.reduce(into: [String: String]()) { $0["\(id)/\($1.key)"] = $1.value }
    files["\(id)/lesson.md"] = markdown
    directory.write(files)
    let folder = directory.url.appendingPathComponent(id, isDirectory: true)
    let (lesson, diagnostics) = Lesson.load(directory: folder)
    expectDeferredReadingAgrees(file: folder.appendingPathComponent("lesson.md"), directory: folder, with: (lesson, diagnostics))
    return (lesson, diagnostics.map { d in
        let file = d.file.hasPrefix(folder.path + "/") ? String(d.file.dropFirst(folder.path.count + 1)) : d.file
        return "\(file):\(d.line):\(d.column): \(d.severity.rawValue): \(d.message)"
    })
}

/// A lesson opened for learning reads its question and exercise blocks when their step is first
/// used. Read that way, then every step read, the file must give the same steps, cells and
/// diagnostics as the full parse (in any order: the late ones arrive last). Patterns are checked in
/// both readings here, so the two can be compared.
func expectDeferredReadingAgrees(file: URL, directory: URL, language: String = "en", with full: (Lesson?, [LessonDiagnostic]),
                                 sourceLocation: SourceLocation = #_sourceLocation) {
    guard let (text, invalid) = TextFile.read(file, strings: Localizer(language: language)) else { return }
    var parser = LessonParser(file: file, directory: directory, language: language, strings: Localizer(language: language))
    parser.diagnostics = invalid
    parser.defersBlocks = true
    let deferred = parser.parse(text)
    let opened = parser.diagnostics
    let late: [LessonDiagnostic] = deferred.map { lesson in
        _ = lesson.cells
        return lesson.takeLateDiagnostics()
    } ?? []
    #expect(deferred.map(signature) == full.0.map(signature), "steps and cells of \(file.path)", sourceLocation: sourceLocation)
    #expect((opened + late).map(\.description).sorted() == full.1.map(\.description).sorted(),
            "diagnostics of \(file.path)", sourceLocation: sourceLocation)
}

/// What a lesson holds, cell by cell, as text that two readings can be compared by.
func signature(_ lesson: Lesson) -> [String] {
    lesson.steps.map { step in
        "\(step.id) \(step.title) @\(step.line): " + step.cells.map { cell in
            switch cell {
            case .prose(let prose): "prose \(prose.id)@\(prose.line) \(prose.markdown.count)"
            case .code(let code): "code \(code.id)@\(code.line) \(code.runnable) \(code.expectedOutput ?? "-")"
            case .question(let q):
                "question \(q.id)@\(q.line) \(q.prompt) \(q.choices) \(q.hints) \(q.explanation ?? "-") \(q.points) \(type(of: q.validator)) \(q.feedback)"
            case .exercise(let e):
                "exercise \(e.id)@\(e.line) \(e.title) \(e.prompt) \(e.points) \(e.hints) \(e.starter.count) \(e.solution.count) \(e.checks.count) \(e.wrongVariants)"
            }
        }.joined(separator: " | ")
    }
}

/// A front matter that satisfies rule 2, for lessons that test something else.
func frontMatter(id: String = "demo", extra: String = "") -> String {
    """
    ---
    format: 1
    id: \(id)
    title: Demo
    summary: A lesson for tests.
    objectives:
      - Test the parser
    estimated_minutes: 5
    \(extra)---

    """
}

