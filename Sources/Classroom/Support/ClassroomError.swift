import Foundation
import Lessons

/// A failure a classroom command reports to its user: the message, and the exit status it maps to
/// (1 for findings or failed work, 64 for misuse, as the tutor's other commands do).
public struct ClassroomError: Error, Sendable, CustomStringConvertible {
    public var message: String
    public var exitCode: Int32

    public init(_ message: String, exitCode: Int32 = 1) {
        self.message = message
        self.exitCode = exitCode
    }

    public var description: String { message }

    static func usage(_ message: String) -> ClassroomError { ClassroomError(message, exitCode: 64) }
}

/// Loading the lessons a classroom command works on.
public enum CourseLoading {
    /// The course's lessons (all of them, or those named), refusing content with errors: grading
    /// against a broken lesson would give wrong grades.
    public static func lessons(content: URL, only ids: [String] = []) throws -> [Lesson] {
        guard FileManager.default.fileExists(atPath: content.appendingPathComponent("course.yaml").path) else {
            throw ClassroomError.usage("No course.yaml in \(content.path): pass the lessons folder with --content.")
        }
        let (course, diagnostics) = Course.load(contentDirectory: content, language: "en")
        let errors = diagnostics.filter { $0.severity == .error }
        if !errors.isEmpty {
            throw ClassroomError("The lessons have errors; fix them first (`tutor lint`):\n"
                                 + errors.map(\.description).joined(separator: "\n"))
        }
        guard !ids.isEmpty else { return course.lessons }
        return try ids.map { id in
            guard let lesson = course.lesson(id: id) else {
                let known = course.lessons.map(\.id)
                let near = known.min { editDistance($0, id) < editDistance($1, id) }
                throw ClassroomError.usage("No lesson '\(id)' in \(content.path)" + (near.map { "; did you mean '\($0)'?" } ?? "."))
            }
            return lesson
        }
    }

    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }
}
