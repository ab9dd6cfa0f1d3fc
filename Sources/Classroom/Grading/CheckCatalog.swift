import Foundation
import Lessons

/// The checks each exercise has, learned by running the reference solution (trusted instructor code)
/// once before grading. A student's program that crashes halfway reports fewer checks than exist;
/// the catalog keeps the denominator of partial credit honest, and a program that reports checks of
/// its own invention gains nothing from them.
public struct CheckCatalog: Sendable, Hashable, Codable {
    public struct Entry: Sendable, Hashable, Codable {
        /// Names of the lesson's own checks, in the order they ran.
        public var visible: [String]
        /// Names of the hidden checks (kept out of every report; only their count and order matter).
        public var hidden: [String]

        public init(visible: [String], hidden: [String]) {
            self.visible = visible
            self.hidden = hidden
        }
    }

    /// `lesson/exercise` → entry.
    public var entries: [String: Entry]

    public init(entries: [String: Entry] = [:]) { self.entries = entries }

    public subscript(lesson: String, exercise: String) -> Entry? { entries["\(lesson)/\(exercise)"] }

    /// Runs every exercise's solution against its checks and its hidden checks.
    public static func build(lessons: [Lesson], hidden: URL?, runner: any CodeRunning, limits: RunLimits) async -> CheckCatalog {
        var catalog = CheckCatalog()
        for lesson in lessons {
            for exercise in lesson.exercises {
                let visible = await runner.run(CodeUnits.forExercise(exercise, code: exercise.solution, in: lesson), mode: .swift5, limits: limits)
                var hiddenNames: [String] = []
                if let code = HiddenChecks.code(in: hidden, lesson: lesson.id, exercise: exercise.id) {
                    var withHidden = exercise
                    withHidden.checks = code
                    let result = await runner.run(CodeUnits.forExercise(withHidden, code: exercise.solution, in: lesson), mode: .swift5, limits: limits)
                    hiddenNames = result.checks.map(\.name)
                }
                catalog.entries["\(lesson.id)/\(exercise.id)"] = Entry(visible: visible.checks.map(\.name), hidden: hiddenNames)
            }
        }
        return catalog
    }
}

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
