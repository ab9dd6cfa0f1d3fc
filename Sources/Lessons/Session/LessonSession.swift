import Foundation
import Kernel

/// One learner working through one lesson: walking its steps, answering, asking for hints, running
/// cells and checking exercises, with every change saved to the workspace's progress at once.
/// Front ends (the REPL, `tutor` subcommands) drive it; it never prints.
@MainActor
public final class LessonSession {
    public let lesson: Lesson
    public let workspace: Workspace
    public let store: ProgressStore
    public let runner: any CodeRunning
    public let strings: Localizer
    public var mode: SwiftLanguageMode = .swift5
    public var limits: RunLimits = .standard
    /// Different attempts needed before a solution is shown.
    public var attemptsBeforeSolution = 2
    private let now: @Sendable () -> Date

    public private(set) var stepIndex: Int
    /// The lesson's progress as last saved.
    public private(set) var progress: LessonProgress
    /// Things the learner should read that are not verdicts: a damaged progress file moved aside,
    /// progress that could not be saved. The front end shows and clears them.
    public var notices: [String] = []

    /// Opens the lesson where the learner left it. `saved` is the workspace's progress when the caller
    /// has just read it (the REPL reads it to choose the lesson to resume), so the file is not read twice;
    /// the caller then shows its own store's notices.
    public init(lesson: Lesson, workspace: Workspace, runner: any CodeRunning, strings: Localizer = .english,
                saved snapshot: Progress? = nil,
                now: @escaping @Sendable () -> Date = { Date() }) throws(SessionError) {
        guard !lesson.steps.isEmpty else { throw .noSteps(lesson.id) }
        self.lesson = lesson
        self.workspace = workspace
        self.store = ProgressStore(file: workspace.progressFile, strings: strings, now: now)
        self.runner = runner
        self.strings = strings
        self.now = now
        let saved: LessonProgress
        if let snapshot {
            saved = snapshot[lesson: lesson.id]
        } else {
            do { saved = try store.load()[lesson: lesson.id] } catch { throw .progress(error) }
        }
        self.progress = saved
        self.stepIndex = saved.currentStep.flatMap { id in lesson.steps.firstIndex { $0.id == id } } ?? 0
        notices += store.takeNotices()
    }

    public var currentStep: Step { lesson.steps[stepIndex] }
    public var isAtEnd: Bool { stepIndex == lesson.steps.count - 1 }

    // MARK: Walking

    /// Moves to the next step; nil (and no move) at the last step.
    @discardableResult public func next() -> Step? {
        guard stepIndex + 1 < lesson.steps.count else { return nil }
        return move(to: stepIndex + 1)
    }

    /// Moves to the previous step; nil (and no move) at the first.
    @discardableResult public func back() -> Step? {
        guard stepIndex > 0 else { return nil }
        return move(to: stepIndex - 1)
    }

    /// Goes to a step by id or by 1-based number.
    @discardableResult public func go(to step: String) throws(SessionError) -> Step {
        if let index = lesson.steps.firstIndex(where: { $0.id == step }) { return move(to: index) }
        if let number = Int(step), (1...lesson.steps.count).contains(number) { return move(to: number - 1) }
        throw .unknownStep(step)
    }

    private func move(to index: Int) -> Step {
        stepIndex = index
        let id = lesson.steps[index].id
        save { lessonProgress, date in lessonProgress.currentStep = id }
        return lesson.steps[index]
    }

    // MARK: Questions

    public func question(_ id: String) throws(SessionError) -> Question {
        guard let cell = lesson.cells.first(where: { $0.id == id }) else { throw .unknownItem(id) }
        guard case .question(let question) = cell else { throw .notAQuestion(id) }
        return question
    }

    /// Judges an answer and records it. Any text is accepted; unreadable answers get a message and are not counted.
    public func answer(_ text: String, to questionID: String) throws(SessionError) -> Verdict {
        let question = try question(questionID)
        return record(question.judge(text), of: text, to: question)
    }

    /// The same, running a code answer when reading alone does not accept it (`Question.judgesByRunning`).
    public func answerRunningCode(_ text: String, to questionID: String) async throws(SessionError) -> Verdict {
        let question = try question(questionID)
        return record(await question.judge(text, runner: runner, limits: limits), of: text, to: question)
    }

    private func record(_ judgement: Question.Judgement, of text: String, to question: Question) -> Verdict {
        let questionID = question.id
        let cleaned = AnswerText.clean(text)
        var item = progress.items[questionID] ?? ItemProgress(kind: .question)
        switch judgement.result {
        case .unreadable(let message):
            return Verdict(outcome: .unreadable, message: strings.render(message), attempts: item.attempts, points: item.points)
        case .correct:
            let saved = save { lessonProgress, date in
                var updated = lessonProgress.items[questionID] ?? ItemProgress(kind: .question)
                updated.record(answer: cleaned, correct: true, points: question.points, at: date)
                lessonProgress.items[questionID] = updated
                return updated
            }
            item = saved ?? item
            let message = judgement.note.map { strings[.correctWithNote, strings.render($0)] } ?? strings[.correct]
            return Verdict(outcome: .correct, message: message, explanation: question.explanation,
                           attempts: item.attempts, points: item.points)
        case .incorrect(let detail):
            let saved = save { lessonProgress, date in
                var updated = lessonProgress.items[questionID] ?? ItemProgress(kind: .question)
                updated.record(answer: cleaned, correct: false, points: 0, at: date)
                lessonProgress.items[questionID] = updated
                return updated
            }
            item = saved ?? item
            let message = detail.map { strings[.incorrectWithDetail, strings.render($0)] } ?? strings[.incorrect]
            return Verdict(outcome: .incorrect, message: message, feedback: judgement.feedback,
                           explanation: item.solutionShown ? question.explanation : nil, attempts: item.attempts, points: item.points)
        }
    }

    // MARK: Hints and solutions

    private func hints(of itemID: String) throws(SessionError) -> (hints: [String], kind: ItemProgress.Kind) {
        guard let cell = lesson.cells.first(where: { $0.id == itemID }) else { throw .unknownItem(itemID) }
        switch cell {
        case .question(let q): return (q.hints, .question)
        case .exercise(let e): return (e.hints, .exercise)
        default: throw .unknownItem(itemID)
        }
    }

    /// The next hint, gentlest first; each one given is recorded.
    public func hint(for itemID: String) throws(SessionError) -> Hint {
        let (hints, kind) = try hints(of: itemID)
        let used = progress.items[itemID]?.hintsUsed ?? 0
        guard used < hints.count else {
            return Hint(number: hints.count, total: hints.count, text: nil, label: strings[.noMoreHints])
        }
        save { lessonProgress, date in
            var item = lessonProgress.items[itemID] ?? ItemProgress(kind: kind)
            item.hintsUsed = max(item.hintsUsed, used + 1)
            lessonProgress.items[itemID] = item
        }
        return Hint(number: used + 1, total: hints.count, text: hints[used], label: strings[.hintLabel, String(used + 1), String(hints.count)])
    }

    /// The solution, but only after `attemptsBeforeSolution` different attempts (or once solved).
    public func solution(for itemID: String) throws(SessionError) -> SolutionOffer {
        guard let cell = lesson.cells.first(where: { $0.id == itemID }) else { throw .unknownItem(itemID) }
        let item = progress.items[itemID]
        let tried = item?.distinctAnswers ?? 0
        guard item?.completed == true || tried >= attemptsBeforeSolution else {
            return .notYet(message: strings[.solutionNotYet, String(attemptsBeforeSolution), String(tried)],
                           attemptsNeeded: attemptsBeforeSolution - tried)
        }
        let offer: SolutionOffer
        switch cell {
        case .question(let q):
            offer = .available(solution: q.validator.shownAnswer ?? q.explanation ?? "", explanation: q.explanation)
        case .exercise(let e):
            offer = .available(solution: e.solution, explanation: nil)
        default:
            throw .unknownItem(itemID)
        }
        let kind: ItemProgress.Kind = if case .exercise = cell { .exercise } else { .question }
        save { lessonProgress, date in
            var updated = lessonProgress.items[itemID] ?? ItemProgress(kind: kind)
            updated.solutionShown = true
            lessonProgress.items[itemID] = updated
        }
        return offer
    }

    // MARK: Code

    /// Runs a swift cell after replaying the runnable cells before it.
    public func run(cellID: String) async throws(SessionError) -> CellRun {
        guard let units = CodeUnits.forCell(cellID, in: lesson) else { throw .notACodeCell(cellID) }
        let result = await runner.run(units, mode: mode, limits: limits)
        let expected = lesson.codeCells.first { $0.id == cellID }?.expectedOutput
        return Self.cellRun(cellID: cellID, units: units, result: Self.atLessonLines(result, lesson: lesson), expected: expected, strings: strings)
    }

    /// Runs code the learner typed, after the runnable cells up to the current step.
    public func run(code: String) async -> CellRun {
        let units = CodeUnits.forScratch(code, upToStep: stepIndex, in: lesson)
        let result = await runner.run(units, mode: mode, limits: limits)
        return Self.cellRun(cellID: "scratch", units: units, result: Self.atLessonLines(result, lesson: lesson), expected: nil, strings: strings)
    }

    /// Diagnostics in the lesson's cells moved to the lesson file's own line and column
    /// (`keyboard/lesson.md:41:12`), where the author can fix them; other units keep their names.
    static func atLessonLines(_ result: KernelResult, lesson: Lesson) -> KernelResult {
        let cells = Dictionary(lesson.codeCells.map { ($0.id, $0.line) }, uniquingKeysWith: { first, _ in first })
        let file = lesson.directory.lastPathComponent + "/" + lesson.file.lastPathComponent
        var result = result
        result.diagnostics = result.diagnostics.map { diagnostic in
            guard let fence = cells[diagnostic.unit] else { return diagnostic }
            // A cell's line 1 is the line after its opening fence.
            return SourceDiagnostic(unit: file, line: fence + diagnostic.line, column: diagnostic.column,
                                    severity: diagnostic.severity, message: diagnostic.message)
        }
        return result
    }

    static func cellRun(cellID: String, units: [SourceUnit], result: KernelResult, expected: String?, strings: Localizer) -> CellRun {
        let cellUnits = units.filter { $0.role == .cell }
        let outputs = zip(cellUnits, result.outputs).map { (cellID: $0.name, output: $1) }
        let output = outputs.last(where: { $0.cellID == cellID })?.output ?? ""
        let problem = CodeChecksValidator.runProblem(result.status, strings: strings, exitCodes: true)
        let expectation = expected.map { problem == nil ? OutputValidator.compare(expected: $0, actual: output) : .incorrect(detail: nil) }
        return CellRun(cellID: cellID, result: result, outputs: outputs, output: output, problem: problem, expectation: expectation)
    }

    // MARK: Exercises

    public func exercise(_ id: String) throws(SessionError) -> Exercise {
        guard let cell = lesson.cells.first(where: { $0.id == id }) else { throw .unknownItem(id) }
        guard case .exercise(let exercise) = cell else { throw .notAnExercise(id) }
        return exercise
    }

    /// The learner's file for the exercise, created from the starter on first use.
    public func exerciseFile(for exerciseID: String) throws(SessionError) -> URL {
        let exercise = try exercise(exerciseID)
        do { return try workspace.prepareExercise(exercise, lesson: lesson.id) } catch {
            throw .workspace(error.localizedDescription)
        }
    }

    /// Judges the learner's file on scenarios drawn from `seed` (a new random one when nil) and records the verdict.
    public func check(exerciseID: String, seed: UInt64? = nil) async throws(SessionError) -> Verdict {
        let exercise = try exercise(exerciseID)
        let file = try exerciseFile(for: exerciseID)
        let code = TextFile.read(file) ?? exercise.starter
        let judge = ExerciseJudge(runner: runner, mode: mode, limits: limits, strings: strings)
        var verdict = await judge.judge(exercise, code: code, in: lesson,
                                        draw: ScenarioDraw(seed: seed ?? ExerciseJudge.randomSeed())).verdict
        // Checking the untouched starter is not a real attempt; a run that could not be judged is not either.
        let counts = verdict.outcome != .failedToRun
        let fingerprint = ExerciseFingerprint.of(code, starter: exercise.starter)
        let saved = save { lessonProgress, date in
            var item = lessonProgress.items[exerciseID] ?? ItemProgress(kind: .exercise)
            if counts {
                item.record(answer: fingerprint, correct: verdict.isCorrect, points: exercise.points, at: date)
            }
            lessonProgress.items[exerciseID] = item
            return item
        }
        verdict.attempts = saved?.attempts ?? 0
        verdict.points = saved?.points ?? 0
        return verdict
    }

    // MARK: Progress

    /// Reloads progress from disk (another tutor may have saved meanwhile).
    public func refresh() {
        do { progress = try store.load()[lesson: lesson.id] } catch { notices.append(error.message(strings)) }
        notices += store.takeNotices()
    }

    /// Saves a change to this lesson's progress (timestamps and completion are kept up to date here).
    @discardableResult
    private func save<T>(_ change: (inout LessonProgress, Date) -> T) -> T? {
        let date = now()
        let lessonID = lesson.id
        let itemIDs = lesson.questions.map(\.id) + lesson.exercises.map(\.id)
        do {
            let (result, saved) = try store.update { (all: inout Progress) -> (T, LessonProgress) in
                var lessonProgress = all[lesson: lessonID]
                let result = change(&lessonProgress, date)
                lessonProgress.startedAt = lessonProgress.startedAt ?? date
                lessonProgress.updatedAt = date
                if lessonProgress.completedAt == nil, !itemIDs.isEmpty, itemIDs.allSatisfy({ lessonProgress.items[$0]?.completed == true }) {
                    lessonProgress.completedAt = date
                }
                all[lesson: lessonID] = lessonProgress
                return (result, lessonProgress)
            }
            progress = saved
            notices += store.takeNotices()
            return result
        } catch {
            notices.append(error.message(strings))
            return nil
        }
    }
}
