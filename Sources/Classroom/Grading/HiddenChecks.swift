import Foundation
import Lessons

/// Instructor-only checks: `<hidden>/<lesson>/exercises/<exercise>/checks.swift`, mirroring the content folder.
public enum HiddenChecks {
    public static func file(in hidden: URL?, lesson: String, exercise: String) -> URL? {
        hidden?.appendingPathComponent("\(lesson)/exercises/\(exercise)/checks.swift")
    }

    public static func code(in hidden: URL?, lesson: String, exercise: String) -> String? {
        guard let url = file(in: hidden, lesson: lesson, exercise: exercise),
              let data = FileManager.default.contents(atPath: url.path) else { return nil }
        return String(decoding: data, as: UTF8.self)
    }
}
