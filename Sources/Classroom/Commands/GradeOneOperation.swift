import Foundation
import Kernel
import Lessons

/// `tutor grade-one`: grades one workspace inside the sandbox and prints a `WorkspaceGrade` as JSON. This is the
/// far side of the process boundary from `GradeOperation`: it runs beside the student's programs, so what it
/// prints is read by `ClassGrader` as a claim to check (`conform`), never as a grade.
public enum GradeOneOperation {
    public static func run(workspace: URL, content: URL, lessonIDs: [String], hidden: URL?, seed: UInt64,
                           timeoutSeconds: Double) async throws -> String {
        // No other process of this user may read our memory or open our standard output through /proc.
        ProcessHardening.makeUndumpable()
        var lessons: [Lesson] = []
        for id in lessonIDs {
            let (lesson, diagnostics) = Lesson.load(directory: content.appendingPathComponent(id), language: "en")
            guard let lesson, !diagnostics.containsErrors else {
                throw ClassroomError("Lesson \(id) does not load: " + diagnostics.map(\.description).joined(separator: "; "))
            }
            lessons.append(lesson)
        }
        let grader = WorkspaceGrader(runner: SwiftKernel(), limits: RunLimits(timeoutSeconds: timeoutSeconds),
                                     hidden: hidden, seed: seed, strings: .grading(environment: ProcessInfo.processInfo.environment))
        let grade = await grader.grade(lessons: lessons, workspace: Workspace(root: workspace))
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return String(decoding: try encoder.encode(grade), as: UTF8.self)
    }
}

enum ProcessHardening {
    /// prctl(PR_SET_DUMPABLE, 0): other processes of the same uid (the student's programs) can then not
    /// read this process's memory or file descriptors through /proc. prctl is variadic in C, so Swift
    /// cannot call it directly; it is looked up and called through a fixed signature.
    static func makeUndumpable() {
        typealias Prctl = @convention(c) (Int32, UInt, UInt, UInt, UInt) -> Int32
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "prctl") else { return }
        let prctl = unsafeBitCast(symbol, to: Prctl.self)
        _ = prctl(4 /* PR_SET_DUMPABLE */, 0, 0, 0, 0)
    }

    /// Whether this process is dumpable (`/proc/self/status` is not enough; prctl(PR_GET_DUMPABLE)).
    static var isDumpable: Bool {
        typealias Prctl = @convention(c) (Int32, UInt, UInt, UInt, UInt) -> Int32
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "prctl") else { return true }
        return unsafeBitCast(symbol, to: Prctl.self)(3 /* PR_GET_DUMPABLE */, 0, 0, 0, 0) != 0
    }
}
