import Foundation
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
    return (lesson, diagnostics.map { d in
        let file = d.file.hasPrefix(folder.path + "/") ? String(d.file.dropFirst(folder.path.count + 1)) : d.file
        return "\(file):\(d.line):\(d.column): \(d.severity.rawValue): \(d.message)"
    })
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

/// A kernel stand-in: records what it was asked to run and answers from a script.
final class FakeRunner: CodeRunning, @unchecked Sendable {
    private let lock = NSLock()
    private var _calls: [[SourceUnit]] = []
    let respond: @Sendable ([SourceUnit]) -> KernelResult

    init(respond: @escaping @Sendable ([SourceUnit]) -> KernelResult) { self.respond = respond }

    var calls: [[SourceUnit]] { lock.withLock { _calls } }

    func run(_ units: [SourceUnit], mode: SwiftLanguageMode, limits: RunLimits) async -> KernelResult {
        lock.withLock { _calls.append(units) }
        return respond(units)
    }
}
