import Foundation
import Kernel
import Lessons

/// Grades one student's workspace: what `tutor grade-one` runs inside the sandbox.
///
/// Questions are judged again from the answers recorded in the progress file (a hand-edited
/// `completed: true` earns nothing); exercises are decided by `ExerciseJudge` on scenarios drawn from
/// the student's own seed, against the reference solution, with the hidden checks judged separately so
/// that their names and messages never leave this process.
public struct WorkspaceGrader: Sendable {
    public var runner: any CodeRunning
    public var limits: RunLimits
    public var hidden: URL?
    /// The student's seed (`ExerciseJudge.seed(forStudent:)`): the same every time that student is graded.
    public var seed: UInt64
    /// The class's language: the verdicts' and the grader's own words (the checks' names too, `checks.<lang>.yaml`).
    public var strings: Localizer

    public init(runner: any CodeRunning, limits: RunLimits = .standard, hidden: URL? = nil, seed: UInt64 = 1,
                strings: Localizer = .english) {
        self.runner = runner
        self.limits = limits
        self.hidden = hidden
        self.seed = seed
        self.strings = strings
    }

    public func grade(lessons: [Lesson], workspace: Workspace) async -> WorkspaceGrade {
        var containments: [Containment] = []
        let store = workspace.progressStore(damaged: .keep) // a copy: moving its damaged file aside would be untrue
        let progress: Lessons.Progress
        do throws(ProgressError) {
            progress = try store.load()
        } catch {
            progress = Lessons.Progress()
            containments.append(Containment(kind: .unreadableFile, detail: Self.withoutPaths(error.message(), workspace: workspace)))
        }
        for notice in store.takeNotices() {
            containments.append(Containment(kind: .unreadableFile, detail: Self.withoutPaths(notice, workspace: workspace)))
        }
        var graded: [GradedLesson] = []
        for lesson in lessons {
            var items: [GradedItem] = []
            for cell in lesson.cells {
                switch cell {
                case .question(let question):
                    let saved = progress[lesson: lesson.id].items[question.id]
                    let judgements = await judge(saved?.answers ?? [], to: question)
                    let item = grade(question, saved: saved, judgements: judgements)
                    items.append(item)
                    // A wrong grade from an answer the validator could not decide would be untrue: not graded.
                    if item.earned == 0, let undecided = judgements.first(where: \.result.isUndecided),
                       case .unreadable(let why) = undecided.result {
                        containments.append(Containment(kind: .notGraded, item: question.id, detail: strings.render(why)))
                    }
                case .exercise(let exercise):
                    var (item, contained) = await grade(exercise, in: lesson, workspace: workspace)
                    let saved = progress[lesson: lesson.id].items[exercise.id]
                    item.attempts = saved?.attempts ?? 0
                    item.hintsUsed = saved?.hintsUsed ?? 0
                    items.append(item)
                    containments += contained
                case .prose, .code:
                    continue
                }
            }
            graded.append(GradedLesson(id: lesson.id, title: title(of: lesson), items: items))
        }
        return WorkspaceGrade(lessons: graded, containments: containments)
    }

    /// The lesson's title in the class's language when it is translated (questions are still judged by the original).
    func title(of lesson: Lesson) -> String {
        guard strings.language != lesson.language,
              let translation = Lesson.load(directory: lesson.directory, language: strings.language).0,
              translation.language == strings.language else { return lesson.title }
        return translation.title
    }

    /// Each saved answer judged as the REPL and Jupyter judged it when it was given: read, and a code answer that
    /// reading does not accept compiled and run against the reference (a run stopped by the time limit on a busy
    /// machine is tried again). One judge, so an answer accepted at the prompt earns its points here.
    public func judge(_ answers: [String], to question: Question) async -> [Question.Judgement] {
        var judgements: [Question.Judgement] = []
        for answer in answers {
            if question.judgesByRunning(answer) {
                judgements.append(await question.judge(answer, runner: TimeLimitRetrying(runner), limits: limits))
            } else {
                judgements.append(question.judge(answer))
            }
        }
        return judgements
    }

    func grade(_ question: Question, saved: ItemProgress?, judgements: [Question.Judgement]) -> GradedItem {
        let points = Double(question.points)
        guard let saved, !saved.answers.isEmpty else {
            return GradedItem(id: question.id, kind: .question, possible: points, earned: 0, checksPassed: 0, checksTotal: 1,
                              message: strings[.notAnswered])
        }
        let answers = zip(saved.answers, judgements).map { GradedAnswer(text: $0, correct: $1.result.isCorrect) }
        let correct = answers.contains(where: \.correct)
        let shown = saved.solutionShown ? strings[.solutionShown] : ""
        if correct {
            return GradedItem(id: question.id, kind: .question, possible: points, earned: points, checksPassed: 1, checksTotal: 1,
                              message: strings[.reportCorrect, shown], answers: answers, attempts: saved.attempts, hintsUsed: saved.hintsUsed)
        }
        let tries = ReportStrings.answers(saved.answers.count, strings)
        return GradedItem(id: question.id, kind: .question, possible: points, earned: 0, checksPassed: 0, checksTotal: 1,
                          message: strings[.answeredWrongly, tries, shown], answers: answers,
                          attempts: saved.attempts, hintsUsed: saved.hintsUsed)
    }

    func grade(_ exercise: Exercise, in lesson: Lesson, workspace: Workspace) async -> (GradedItem, [Containment]) {
        let points = Double(exercise.points)
        let hiddenCode = HiddenChecks.code(in: hidden, lesson: lesson.id, exercise: exercise.id)
        func ungraded(_ message: String) -> GradedItem {
            GradedItem(id: exercise.id, kind: .exercise, possible: points, earned: 0, checksPassed: 0, checksTotal: 0, message: message)
        }
        guard let code = workspace.learnerCode(lesson: lesson.id, exercise: exercise.id) else {
            return (ungraded(strings[.notStarted]), [])
        }
        if code == exercise.starter { return (ungraded(strings[.starterUnchanged]), []) }

        var containments: [Containment] = []
        let itemName = "\(lesson.id)/\(exercise.id)"
        let judge = ExerciseJudge(runner: runner, mode: .swift5, limits: limits, strings: strings)
        let draw = ScenarioDraw(seed: seed)
        let visible = await judge.judge(exercise, code: code, in: lesson, draw: draw)
        // When the reference could not run, the student's run says nothing either: only that is reported.
        if let reason = Self.undecided(visible) {
            containments.append(Containment(kind: .notGraded, item: itemName, detail: reason))
        } else if let contained = Self.containment(visible.learner, item: itemName, during: "its checks") {
            containments.append(contained)
        }
        let verdict = visible.verdict
        // In the class's language: the gradebook counts a class's failed checks by these names.
        var checks = verdict.checks.map { GradedCheck(name: $0.shownName, passed: $0.passed, message: $0.message) }

        if let hiddenCode {
            let hiddenJudgement = await ExerciseJudge(runner: runner, mode: .swift5, limits: limits, diagnosesMistakes: false)
                .judge(exercise, code: code, in: lesson, draw: draw, hiddenChecks: hiddenCode)
            if let reason = Self.undecided(hiddenJudgement) {
                containments.append(Containment(kind: .notGraded, item: itemName, detail: reason + " (the hidden checks)"))
            } else if let contained = Self.containment(hiddenJudgement.learner, item: itemName, during: "the hidden checks", detailed: false) {
                // Only the kind of problem is reported: a crash message could quote the hidden checks.
                containments.append(contained)
            }
            checks += Self.hiddenOutcomes(hiddenJudgement).enumerated().map { GradedCheck.hidden(number: $0.offset + 1, passed: $0.element) }
        }
        let passed = checks.filter(\.passed).count
        let total = checks.count
        return (GradedItem(id: exercise.id, kind: .exercise, possible: points,
                           earned: GradedItem.partialCredit(points: points, passed: passed, total: total),
                           checksPassed: passed, checksTotal: total, message: verdict.message, checks: checks,
                           diagnostics: Self.errors(verdict)), containments)
    }

    /// Why a judgement decided nothing about the student, or nil when it did: the reference did not run to its end
    /// (a machine too busy even on a second try alone, or a fault in the lesson or its hidden checks).
    static func undecided(_ judgement: ExerciseJudge.Judgement) -> String? {
        guard judgement.verdict.outcome == .failedToRun else { return nil }
        if let reference = judgement.reference, ExerciseJudge.ranOutOfTime(reference.status) {
            return "the reference solution could not finish in time, even alone: the machine is too busy; grade again"
        }
        if let reference = judgement.reference, !Self.isYardstick(reference) {
            return "the reference solution does not pass its own checks here: fix the lesson, then grade again"
        }
        return nil
    }

    /// Whether a reference run is one the judge compares with (`ExerciseJudge.referenceFault` finds nothing).
    static func isYardstick(_ run: KernelResult) -> Bool {
        ExerciseJudge.referenceFault(run, seed: "", strings: .english) == nil
    }

    /// The hidden checks' verdicts, one per check the hidden reference ran, in its order. A learner's program that
    /// does not build or run with them fails every one of them: it never means fewer checks.
    static func hiddenOutcomes(_ judgement: ExerciseJudge.Judgement) -> [Bool] {
        guard judgement.verdict.outcome == .failedToRun else { return judgement.verdict.checks.map(\.passed) }
        guard let reference = judgement.reference, isYardstick(reference) else { return [] }
        var names: [String] = []
        for report in reference.reports where !names.contains(report.check) { names.append(report.check) }
        return names.map { _ in false }
    }

    /// The visible run's compiler errors in `tutor check`'s words. Only the visible checks' run is quoted: the hidden
    /// checks' errors could quote them.
    static func errors(_ verdict: Verdict) -> [String] {
        verdict.diagnostics.filter { $0.severity == .error }.map(\.description)
    }

    /// What was contained in one run: the whole program's limit or signal, or else the first scenario's
    /// (each scenario runs in a process of its own, so a crash or a flood there ends only that scenario).
    static func containment(_ run: KernelResult, item: String, during: String, detailed: Bool = true) -> Containment? {
        if let contained = containment(run.status, item: item, during: during, detailed: detailed) { return contained }
        guard let stopped = run.reports.lazy.compactMap(\.stoppedBy).first else { return nil }
        return containment(stopped, item: item, during: during, detailed: detailed)
    }

    static func containment(_ status: RunStatus, item: String, during: String, detailed: Bool = true) -> Containment? {
        switch status {
        case .timedOut(let seconds):
            return Containment(kind: .timeLimit, item: item, detail: "stopped after \(GradeCSV.number(seconds)) s while running \(during)")
        case .crashed(let signal, let message):
            let why = detailed && !message.isEmpty ? ": \(message)" : ""
            return Containment(kind: .crash, item: item, detail: "crashed (signal \(signal)) while running \(during)\(why)")
        case .outputLimitExceeded(let bytes):
            return Containment(kind: .outputLimit, item: item, detail: "printed more than \(bytes) bytes while running \(during)")
        case .memoryLimitExceeded:
            return Containment(kind: .memoryLimit, item: item, detail: "reached the memory limit while running \(during)")
        case .toolchainUnavailable(let reason):
            // Not the student's doing: the instructor must fix the machine and grade again (`--force`).
            return Containment(kind: .graderFailure, item: item, detail: "could not compile \(during) here: \(reason)")
        case .succeeded, .compileFailed, .exited:
            return nil
        }
    }

    /// Notices name the scratch copy's path, which means nothing to the student: keep the file name only.
    static func withoutPaths(_ text: String, workspace: Workspace) -> String {
        text.replacingOccurrences(of: workspace.root.path + "/", with: "")
    }
}
