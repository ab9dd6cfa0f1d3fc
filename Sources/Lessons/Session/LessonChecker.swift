import Foundation
import Kernel

/// The state of one question or exercise in a report.
public struct ItemReport: Sendable, Hashable {
    public enum Status: String, Sendable, Hashable { case passed, failed, notAttempted, couldNotRun }
    public enum Kind: String, Sendable, Hashable { case question, exercise }

    public var id: String
    public var kind: Kind
    public var status: Status
    public var points: Int
    public var possible: Int
    /// For exercises that were checked: the verdict with each check's outcome.
    public var verdict: Verdict?
    public var attempts: Int
    public var hintsUsed: Int
    public var solutionShown: Bool
}

/// All of a learner's work on one lesson, checked without interaction (`tutor check`, grading).
public struct LessonReport: Sendable, Hashable {
    public var lessonID: String
    public var items: [ItemReport]
    /// What reading progress had to repair (a damaged file moved aside), for the front end to show.
    public var notices: [String] = []
    public var points: Int { items.reduce(0) { $0 + $1.points } }
    public var possible: Int { items.reduce(0) { $0 + $1.possible } }
    public var isComplete: Bool { items.allSatisfy { $0.status == .passed } }
}

/// Checks every exercise file the learner has in the workspace (running the checks through the kernel)
/// and reads question results from progress. With `record`, exercise results are saved to progress.
public enum LessonChecker {
    public static func check(lesson: Lesson, workspace: Workspace, runner: any CodeRunning, strings: Localizer = .english,
                             mode: SwiftLanguageMode = .swift5, limits: RunLimits = .standard,
                             record: Bool = false, seed: UInt64? = nil) async throws(ProgressError) -> LessonReport {
        let judge = ExerciseJudge(runner: runner, mode: mode, limits: limits, strings: strings)
        let draw = ScenarioDraw(seed: seed ?? ExerciseJudge.randomSeed())
        let store = workspace.progressStore(strings: strings)
        let saved = try store.load()[lesson: lesson.id]
        var items: [ItemReport] = []
        for cell in lesson.cells {
            switch cell {
            case .question(let question):
                let item = saved.items[question.id]
                let status: ItemReport.Status = item?.completed == true ? .passed : (item?.attempts ?? 0) > 0 ? .failed : .notAttempted
                items.append(ItemReport(id: question.id, kind: .question, status: status, points: item?.points ?? 0, possible: question.points,
                                        verdict: nil, attempts: item?.attempts ?? 0, hintsUsed: item?.hintsUsed ?? 0,
                                        solutionShown: item?.solutionShown ?? false))
            case .exercise(let exercise):
                let item = saved.items[exercise.id]
                guard let code = workspace.learnerCode(lesson: lesson.id, exercise: exercise.id) else {
                    items.append(ItemReport(id: exercise.id, kind: .exercise, status: .notAttempted, points: 0, possible: exercise.points,
                                            verdict: nil, attempts: item?.attempts ?? 0, hintsUsed: item?.hintsUsed ?? 0,
                                            solutionShown: item?.solutionShown ?? false))
                    continue
                }
                let verdict = await judge.judge(exercise, code: code, in: lesson, draw: draw).verdict
                let status: ItemReport.Status = verdict.isCorrect ? .passed : verdict.outcome == .failedToRun ? .couldNotRun : .failed
                if record, verdict.outcome != .failedToRun {
                    let date = Date()
                    try store.update { progress in
                        var item = progress[lesson: lesson.id].items[exercise.id] ?? ItemProgress(kind: .exercise)
                        item.record(answer: ExerciseFingerprint.of(code, starter: exercise.starter), correct: verdict.isCorrect,
                                    points: exercise.points, at: date)
                        progress[lesson: lesson.id].items[exercise.id] = item
                    }
                }
                items.append(ItemReport(id: exercise.id, kind: .exercise, status: status, points: verdict.isCorrect ? exercise.points : 0,
                                        possible: exercise.points, verdict: verdict, attempts: item?.attempts ?? 0,
                                        hintsUsed: item?.hintsUsed ?? 0, solutionShown: item?.solutionShown ?? false))
            default:
                continue
            }
        }
        return LessonReport(lessonID: lesson.id, items: items, notices: store.takeNotices())
    }
}

/// What progress keeps of a checked exercise file: its hash (the code stays in the workspace), or nil for
/// the untouched starter, which is not a real attempt.
enum ExerciseFingerprint {
    static func of(_ code: String, starter: String) -> String? {
        code == starter ? nil : "sha256:" + ContentDigest.hex(code)
    }
}
