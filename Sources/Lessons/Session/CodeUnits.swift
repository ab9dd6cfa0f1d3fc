import Foundation
import Kernel

/// Which source units the kernel gets for a cell or an exercise: the one place that decides it, so the
/// session, `tutor check` and grading compile exactly the same program.
public enum CodeUnits {
    /// The lesson's cell support files, then every runnable cell up to and including `cellID`, in order.
    public static func forCell(_ cellID: String, in lesson: Lesson) -> [SourceUnit]? {
        let runnable = lesson.codeCells.filter(\.runnable)
        guard let index = runnable.firstIndex(where: { $0.id == cellID }) else { return nil }
        return support(lesson.cellSupport, in: lesson) + runnable[...index].map { SourceUnit(name: $0.id, code: $0.code, role: .cell) }
    }

    /// Scratch code typed by the learner, after the runnable cells of the steps before `stepIndex` and of that step.
    public static func forScratch(_ code: String, upToStep stepIndex: Int, in lesson: Lesson) -> [SourceUnit] {
        let cells = lesson.steps.prefix(stepIndex + 1).flatMap(\.cells).compactMap { cell -> CodeCell? in
            if case .code(let c) = cell, c.runnable { c } else { nil }
        }
        return support(lesson.cellSupport, in: lesson) + cells.map { SourceUnit(name: $0.id, code: $0.code, role: .cell) }
            + [SourceUnit(name: "scratch", code: code, role: .cell)]
    }

    /// Support files, the learner's (or any) exercise code, then the checks. `hiddenChecks` (grading's) take the
    /// visible checks' place, sealed: the learner's code is compiled as a module of its own that they import,
    /// so it can neither name nor clash with what they declare.
    public static func forExercise(_ exercise: Exercise, code: String, in lesson: Lesson, hiddenChecks: String? = nil) -> [SourceUnit] {
        support(exercise.support, in: lesson)
            + [SourceUnit(name: "\(exercise.id).swift", code: code, role: .exercise),
               hiddenChecks.map { SourceUnit(name: "checks.swift", code: $0, role: .sealedChecks) }
                   ?? SourceUnit(name: "checks.swift", code: exercise.checks, role: .checks)]
    }

    static func support(_ paths: [String], in lesson: Lesson) -> [SourceUnit] {
        paths.compactMap { path in
            let code = lesson.recipe.supportFiles.first { $0.path == path }?.code
                ?? TextFile.read(lesson.directory.appendingPathComponent(path), inside: lesson.directory)
            return code.map { SourceUnit(name: path, code: $0, role: .support) }
        }
    }
}
