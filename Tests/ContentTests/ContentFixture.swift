import Foundation
import Kernel
import Testing
import Lessons

/// The shipped course, loaded once, and the kernel every content test compiles with.
///
/// The kernel keeps its results in a folder under the system's temporary directory that outlives
/// the test run: a second `swift test` answers unchanged programs from the cache (the cache key
/// includes the compiled model's identity, so a rebuilt model is never answered from old results).
enum ContentFixture {
    /// `Content/` beside `Tests/`, found from this file's path so the test runs from any folder.
    static let contentDirectory: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Content", isDirectory: true)

    /// The lessons in English whatever the machine's locale, and every diagnostic loading produced.
    static let loaded: (course: Course, diagnostics: [LessonDiagnostic]) = Course.load(contentDirectory: contentDirectory, language: "en")
    static var course: Course { loaded.course }

    /// The lesson ids `course.yaml` lists, read before the lessons are parsed so that a lesson that
    /// fails to load still gets its own failing test cases.
    static let lessonIDs: [String] = loaded.course.lessons.map(\.id)

    /// "lesson/exercise" for every exercise of every lesson.
    static let exerciseKeys: [String] = loaded.course.lessons.flatMap { lesson in lesson.exercises.map { "\(lesson.id)/\($0.id)" } }

    static func lesson(_ id: String) throws -> Lesson {
        try #require(course.lesson(id: id), "lesson \(id) did not load: \(loaded.diagnostics.map(\.description))")
    }

    static let cacheDirectory = FileManager.default.temporaryDirectory.appendingPathComponent("tutor-content-tests-kernel-cache")
    static let kernel = SwiftKernel(options: .init(cacheDirectory: cacheDirectory))

    /// The shared kernel, or the test is skipped with the reason code cannot run here (no `swiftc`,
    /// no compiled model). Loading and questions are still tested without one.
    static func availableKernel() async throws -> SwiftKernel {
        if let reason = await kernel.unavailableReason() {
            // The console reporter shows a cancelled test as passed; say why in the output too.
            print("ContentTests skipped lesson code: \(reason)")
            try Test.cancel("Skipped: Swift code cannot run here, so lesson code is not checked: \(reason)")
        }
        return kernel
    }

    /// Learners' programs get 10 s; the content test allows more because many compile at once on a
    /// shared machine (compilation is not counted, but a loaded machine runs the program slowly too).
    static let limits = RunLimits(timeoutSeconds: 30)

    /// Learners' submissions written for the tests: `Submissions/<lesson>/<exercise>/*.swift`.
    static let submissions = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Submissions")
}

extension KernelResult {
    /// Everything useful when a run goes wrong: its status, compiler errors, checks and output.
    var summary: String {
        var lines = ["status: \(status)"]
        lines += diagnostics.filter { $0.severity == .error }.prefix(8).map { "  \($0)" }
        lines += reports.prefix(8).map { "  \($0.check) #\($0.scenario): \($0.ending)" }
        let printed = outputs.joined()
        if !printed.isEmpty { lines.append("output (last 1500 characters):\n" + String(printed.suffix(1500))) }
        return lines.joined(separator: "\n")
    }
}

/// Lines of cell output as the format compares them: trailing spaces and trailing blank lines dropped.
func comparableLines(_ text: String) -> [String] {
    var lines = text.components(separatedBy: "\n").map { line -> String in
        var line = line
        while line.last == " " || line.last == "\t" { line.removeLast() }
        return line
    }
    while lines.last?.isEmpty == true { lines.removeLast() }
    return lines
}
