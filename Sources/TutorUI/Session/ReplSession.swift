import Foundation
import Kernel
import Lessons

/// The REPL's state and what each command does to it. Input arrives already parsed
/// (`ReplCommand`); output goes to `emit`. The lesson logic itself is the engine's
/// `LessonSession`; this type only chooses what to show.
@MainActor
public final class ReplSession {
    public private(set) var environment: TutorEnvironment
    public private(set) var course: Course
    let runner: any CodeRunning
    var presenter: StepPresenter
    var views: CourseViews
    let emit: (String) -> Void

    /// The line that shows a wait on the learner's terminal (none in a pipe), in the lesson's language.
    func waitingLine(_ key: StringKey) -> WaitingLine? {
        WaitingLine.onTerminal(strings[key], capabilities: environment.capabilities)
    }
    let strings: Localizer

    public private(set) var session: LessonSession?
    /// Simulator commands given on this step, replayed before `screen` and `log`.
    var simulatorCommands: [SimulatorCommand] = []
    /// `In [n]` numbers, given to code cells as they are shown and to code typed at the prompt.
    var cellNumbers: [String: Int] = [:]
    var nextCellNumber = 1

    public init(environment: TutorEnvironment, course: Course, runner: any CodeRunning, emit: @escaping (String) -> Void) {
        self.environment = environment
        self.course = course
        self.runner = runner
        self.presenter = StepPresenter(capabilities: environment.capabilities, strings: Localizer(language: course.language))
        self.views = CourseViews(capabilities: environment.capabilities, strings: Localizer(language: course.language))
        self.emit = emit
        self.strings = Localizer(language: course.language)
    }

    var workspace: Workspace { Workspace(root: environment.workspace) }

    // MARK: Where the learner is

    /// The prompt's text: `keyboard 3/9` in a lesson, `tutor` outside one.
    public var location: String {
        guard let session else { return "tutor" }
        return StepPresenter.position(lesson: session.lesson, stepIndex: atIntroduction ? -1 : session.stepIndex)
    }

    /// The prompt's text: the location, and `(answer)` while a question is open, so the learner
    /// knows a bare line will be taken as the answer.
    public var promptLabel: String {
        parseContext == .other ? location : location + " " + strings[.replPromptAnswer]
    }

    /// A question on this step that is not answered yet, so bare lines are answers.
    public var parseContext: ReplCommand.Context {
        openQuestion.map { question in
            if question.validator is ExpressionValidator { return .codeQuestion }
            return question.choices.isEmpty ? .question : .choiceQuestion(letters: question.choices.count)
        } ?? .other
    }

    /// The lesson's introduction is on screen instead of a step (`keyboard 0/10`): `back` from step 1
    /// comes here and `next` goes to step 1. A lesson opened for the first time shows it above step 1.
    var atIntroduction = false

    var stepCells: [Cell] { atIntroduction ? [] : session?.currentStep.cells ?? [] }

    var openQuestion: Question? {
        stepCells.lazy.compactMap { if case .question(let q) = $0 { q } else { nil } }
            .first { self.session?.progress.items[$0.id]?.completed != true }
    }

    var stepExercise: Exercise? {
        stepCells.lazy.compactMap { if case .exercise(let e) = $0 { e } else { nil } }.first
    }

    /// The item `hint` and `solution` are about: the open question, else the exercise, else the step's last question.
    var currentItemID: String? {
        if let question = openQuestion { return question.id }
        if let exercise = stepExercise { return exercise.id }
        return stepCells.lazy.compactMap { if case .question(let q) = $0 { q.id } else { nil } }.last
    }

    /// Code typed at the prompt, kept (when it ran) so later typed cells see its declarations,
    /// as in a notebook (the same replay as the Jupyter kernel's). Cleared when another lesson opens.
    var typedCells = CellReplay()

    // MARK: Starting

    /// Resumes the lesson worked on last, or welcomes a new learner with the lesson list.
    public func begin(lessonID: String?) throws {
        if let lessonID {
            try open(lessonID)
            return
        }
        let progress = loadProgress()
        let recent = course.lessonIDs
            .compactMap { id in progress.lessons[id].flatMap { p in p.updatedAt.map { (id, $0) } } }
            .max { $0.1 < $1.1 }
        if let (id, _) = recent {
            emit(presenter.styler.paint(strings[.welcomeBack, id], TextStyle(bold: true)))
            try open(id, saved: progress)
        } else {
            emit(presenter.styler.paint(strings[.welcomeNew], TextStyle(bold: true)) + " " + strings[.welcomeIntro])
            TutorApp.report(course.overviewDiagnostics)
            emit(views.lessonList(course, progress: progress))
            emit(strings[.welcomeCommands])
        }
    }

    /// Opens a lesson where the learner left it; `saved` is progress just read, when there is one.
    func open(_ lessonID: String, saved: Lessons.Progress? = nil) throws {
        let lesson = try TutorApp.find(lessonID, in: course, strings: strings)
        TutorApp.report(course.diagnostics(forLesson: lessonID))
        if lesson.language != course.language { emit(strings[.translationMissing, lessonID]) }
        guard !lesson.steps.isEmpty else { throw TutorFailure(.content, strings[.replNoSteps, lessonID]) }
        do {
            session = try LessonSession(lesson: lesson, workspace: workspace, runner: runner, strings: strings, saved: saved)
            typedCells = CellReplay()
            atIntroduction = false
        } catch {
            throw TutorFailure(.io, describe(error, strings))
        }
        showNotices()
        if let session, session.progress.currentStep == nil, session.progress.items.isEmpty {
            showIntroduction(footer: false)
        }
        showStep()
        reportLateDiagnostics()
    }

    /// Problems in the question and exercise blocks read since the last look: a lesson is opened
    /// with its steps' blocks unread, and each step's are read when it is first shown or asked about.
    func reportLateDiagnostics() {
        if let session { TutorApp.report(session.lesson.takeLateDiagnostics()) }
    }

    // MARK: Commands

    public enum Outcome { case `continue`, quit }

    public func handle(_ command: ReplCommand) async -> Outcome {
        adaptToWindow()
        defer { reportLateDiagnostics() }
        switch command {
        case .empty: break
        case .quit: return .quit
        case .invalid(let message): emit(message)
        case .help(let topic): emit(help(topic))
        case .lessons: emit(views.lessonList(course, progress: loadProgress()))
        case .progress: emit(views.progressReport(course, progress: loadProgress()))
        case .start(let id):
            do { try open(id) } catch { emit("\(error)") }
        case .next, .back, .goto, .steps, .reload:
            navigate(command)
        case .hint: hint()
        case .solution: solution()
        case .answer(let text): await answer(text)
        case .run: await runStepCells()
        case .code(let code): await runScratch(code)
        case .swiftBlock: emit(strings[.replSwiftBlock])
        case .check(let seed): await checkExercise(seed: seed)
        case .checkItem(let name): await checkExercise(named: name)
        case .hintItem(let name): hint(named: name)
        case .resetItem(let name): reset(named: name)
        case .list: listItems()
        case .runCell(let number): await runCell(number: number)
        case .runAll: await runAllCells()
        case .restart:
            typedCells.reset()
            emit(strings[.replRestarted])
        case .edit: await edit()
        case .watch: await watch()
        case .sim(let command):
            simulatorCommands.append(command)
            await runSimulator(ending: .nothing, echo: "sim \(command.verb)\(command.argument.isEmpty ? "" : " " + command.argument)")
        case .question:
            if let session {
                emit(presenter.openItems(session.lesson, index: session.stepIndex, workspace: workspace) ?? strings[.replNoQuestionHere])
            }
        case .screen: await runSimulator(ending: .screen, echo: nil)
        case .log: await runSimulator(ending: .log, echo: nil)
        }
        showNotices()
        return .continue
    }

    /// The window's size when last looked at (`WindowSize.generation`).
    var windowGeneration = WindowSize.generation

    /// After a resize, reads the terminal's width again: what is shown next is laid out to it.
    func adaptToWindow() {
        guard environment.capabilities.interactiveOutput, WindowSize.generation != windowGeneration else { return }
        windowGeneration = WindowSize.generation
        guard let columns = TerminalCapabilities.windowColumns() else { return }
        resize(to: TerminalCapabilities.width(windowColumns: columns, environment: [:]))
    }

    /// Lays out everything shown from now on to `width` columns.
    func resize(to width: Int) {
        guard width != environment.capabilities.width else { return }
        environment.capabilities.width = width
        presenter = StepPresenter(capabilities: environment.capabilities, strings: strings)
        views = CourseViews(capabilities: environment.capabilities, strings: strings)
    }

    func requireLesson() -> LessonSession? {
        if session == nil { emit(strings[.replNoLesson]) }
        return session
    }

    func navigate(_ command: ReplCommand) {
        if session == nil, command == .next, let first = firstUnfinishedLesson() {
            do { try open(first) } catch { emit("\(error)") }
            return
        }
        guard let session = requireLesson() else { return }
        switch command {
        case .next where atIntroduction:
            atIntroduction = false
            _ = try? session.go(to: session.lesson.steps[0].id)
            showStep()
        case .back where atIntroduction:
            emit(strings[.replAtIntroduction])
        case .next:
            if session.next() == nil {
                emit(strings[.replLastStepOf, session.lesson.id])
                emit(lessonSummary(session))
            } else {
                showStep()
            }
        case .back:
            if session.back() == nil {
                atIntroduction = true
                showIntroduction(footer: true)
            } else {
                showStep()
            }
        case .goto(let number):
            do { try session.go(to: String(number)); atIntroduction = false; showStep() } catch {
                emit(strings[.replNoSuchStep, String(number), session.lesson.id, String(session.lesson.steps.count)])
            }
        case .steps:
            emit(stepList(session))
        case .reload:
            reload()
        default:
            break
        }
    }

    func firstUnfinishedLesson() -> String? {
        let progress = loadProgress()
        return course.lessonIDs.first { progress[lesson: $0].completedAt == nil } ?? course.lessonIDs.first
    }

    func stepList(_ session: LessonSession) -> String {
        session.lesson.steps.enumerated().map { index, step in
            let marker = index == session.stepIndex ? presenter.notebook.symbols.promptArrow : " "
            let items = step.cells.compactMap { cell -> String? in
                switch cell {
                case .question(let q): q.id
                case .exercise(let e): e.id
                default: nil
                }
            }
            let done = !items.isEmpty && items.allSatisfy { session.progress.items[$0]?.completed == true }
            let mark = done ? " " + presenter.notebook.symbols.pass : ""
            return "\(marker) \(String(format: "%2d", index + 1)). \(step.title.terminalSafe)\(mark)"
        }.joined(separator: "\n")
    }

    /// Re-reads the course and the lesson from disk, keeping the learner's place (for authors). A lesson that now
    /// has errors (or no longer loads) is not swapped in: half a lesson would show steps without their questions.
    /// Every diagnostic is said once, here; then either "Reloaded" or that the last good version stays.
    func reload() {
        guard let session else { return }
        let (reloaded, diagnostics) = Course.load(contentDirectory: environment.contentDirectory, language: environment.language)
        for diagnostic in diagnostics { emit(diagnostic.description) }
        let lessonFolder = session.lesson.directory.standardizedFileURL.path + "/"
        let broken = reloaded.lesson(id: session.lesson.id) == nil || diagnostics.contains {
            $0.severity == .error && URL(fileURLWithPath: $0.file).standardizedFileURL.path.hasPrefix(lessonFolder)
        }
        if broken {
            emit(strings[.replReloadFailed, session.lesson.file.path])
            return
        }
        course = reloaded
        let stepID = session.currentStep.id
        do {
            try open(session.lesson.id)
            if let fresh = self.session, fresh.currentStep.id != stepID, (try? fresh.go(to: stepID)) != nil { showStep() }
            emit(strings[.replReloaded, session.lesson.file.path])
        } catch {
            emit("\(error)")
        }
    }

    /// The lesson's introduction, objectives, time and prerequisites (with where the learner stands in each).
    /// Only progress is read for the prerequisites: their overviews would read this lesson's blocks too.
    func showIntroduction(footer: Bool) {
        guard let session else { return }
        let required = session.lesson.prerequisites
        let progress = required.isEmpty ? Lessons.Progress() : loadProgress()
        let prerequisites = required.map { id in
            let state = progress[lesson: id]
            let status = state.completedAt != nil ? presenter.notebook.symbols.pass + " " + strings[.statusDone]
                : state.startedAt == nil && state.currentStep == nil && state.items.isEmpty ? strings[.statusNotStarted]
                : strings[.introStarted]
            return (id: id, title: course.lesson(id: id)?.title ?? id, status: status)
        }
        // Above step 1, a blank line sets the introduction apart from the step's banner.
        emit(presenter.introduction(session.lesson, prerequisites: prerequisites, footer: footer) + (footer ? "" : "\n"))
    }

    func showStep() {
        guard let session else { return }
        simulatorCommands = []
        for cell in session.currentStep.cells {
            if case .code(let code) = cell, code.runnable, cellNumbers[code.id] == nil {
                cellNumbers[code.id] = nextCellNumber
                nextCellNumber += 1
            }
        }
        emit(presenter.step(session.lesson, index: session.stepIndex, cellNumbers: cellNumbers, workspace: workspace))
    }

    func showNotices() {
        guard let session, !session.notices.isEmpty else { return }
        show(notices: session.notices)
        session.notices = []
    }

    /// What the learner must read that is not a verdict (a damaged progress file moved aside), in yellow.
    func show(notices: [String]) {
        for notice in notices { emit(presenter.styler.paint(notice, TextStyle(color: .yellow))) }
    }

    /// The workspace's progress, with what reading it had to repair (a damaged file moved aside) said
    /// to the learner: a lost file must never go unmentioned.
    func loadProgress() -> Lessons.Progress {
        let store = workspace.progressStore(strings: strings)
        defer { show(notices: store.takeNotices()) }
        do { return try store.load() } catch {
            emit(describe(error, strings))
            return Lessons.Progress()
        }
    }

    // MARK: Questions, hints, solutions

    func answer(_ text: String) async {
        guard let session = requireLesson() else { return }
        guard let question = openQuestion ?? stepCells.lazy.compactMap({ if case .question(let q) = $0 { q } else { nil } }).last else {
            emit(strings[.replNoQuestion])
            return
        }
        do {
            let verdict: Verdict
            if question.judgesByRunning(text) {
                // A code answer the reading did not accept is compiled and run: say so, and let Ctrl-C stop it.
                emit(presenter.styler.paint(strings[.codeAnswerChecking], TextStyle(dim: true)))
                let id = question.id
                guard let result = await Interruptible.run(showing: waitingLine(.replWaitChecking), { @Sendable [session] () async -> Result<Verdict, any Error> in
                    do { return .success(try await session.answerRunningCode(text, to: id)) } catch { return .failure(error) }
                }) else { emit(cancelledMessage); return }
                verdict = try result.get()
            } else {
                verdict = try session.answer(text, to: question.id)
            }
            emit(presenter.verdict(verdict, atPrompt: true, strings: strings))
            if verdict.isCorrect {
                showWhatIsLeft(session)
            } else {
                offerSolution(after: verdict, for: question.id, in: session)
            }
        } catch {
            emit(describe(error, strings))
        }
    }

    func hint() {
        guard let session = requireLesson() else { return }
        guard let item = currentItemID else { emit(strings[.replNothingToHint]); return }
        do { emit(presenter.hint(try session.hint(for: item))) } catch { emit(describe(error, strings)) }
    }

    func solution() {
        guard let session = requireLesson() else { return }
        guard let item = currentItemID else { emit(strings[.replNoItem]); return }
        do {
            switch try session.solution(for: item) {
            case .notYet(let message, _):
                emit(message)
            case .available(let solution, let explanation):
                let isExercise = stepExercise?.id == item
                emit(presenter.styler.paint(strings[.replSolution], TextStyle(bold: true)))
                emit(isExercise ? presenter.styler.render(presenter.markdown.codeBlock(.element(name: "pre", attributes: [:], children: [.text(solution)]), width: presenter.markdown.width)) : presenter.prose(solution))
                // A question without a shown answer offers its explanation as the solution: not twice.
                if let explanation, !explanation.isEmpty, explanation != solution { emit(presenter.prose(explanation)) }
            }
        } catch {
            emit(describe(error, strings))
        }
    }

    /// After a right answer or a passed check: what is still to do on this step (the next open question,
    /// shown again; an exercise not passed yet), else that `next` goes on, or that this was the last step.
    func showWhatIsLeft(_ session: LessonSession) {
        if let question = openQuestion {
            emit(presenter.styler.paint(strings[.replNextQuestion], TextStyle(dim: true)))
            emit(presenter.question(question))
        } else if let exercise = stepExercise, session.progress.items[exercise.id]?.completed != true {
            emit(presenter.styler.paint(strings[.replExerciseToDo, exercise.title], TextStyle(dim: true)))
        } else {
            emit(presenter.styler.paint(session.isAtEnd ? strings[.replLastStepDone] : strings[.replNextToGoOn], TextStyle(dim: true)))
            if session.isAtEnd { emit(lessonSummary(session)) }
        }
    }

    /// The end of a lesson: items done and points out of all, and the course's next lesson not finished yet.
    func lessonSummary(_ session: LessonSession) -> String {
        let lesson = session.lesson
        let ids = lesson.questions.map(\.id) + lesson.exercises.map(\.id)
        let done = ids.filter { session.progress.items[$0]?.completed == true }.count
        let total = lesson.questions.reduce(0) { $0 + $1.points } + lesson.exercises.reduce(0) { $0 + $1.points }
        var lines = [presenter.styler.paint(strings[.replLessonSummary, lesson.id, String(done), String(ids.count),
                                                    String(session.progress.points), String(total)], TextStyle(bold: true))]
        let progress = loadProgress()
        let later = course.lessonIDs.drop { $0 != lesson.id }.dropFirst()
        if let next = later.first(where: { progress[lesson: $0].completedAt == nil }) {
            lines.append(strings[.replNextLesson, next])
        } else if later.isEmpty {
            lines.append(strings[.replLastLesson])
        }
        return lines.joined(separator: "\n")
    }

    /// After real attempts, say that the solution is there (the engine decides when it may be shown).
    /// Counted as `solution` counts them — different answers — so that "Stuck? … 'solution'" is never
    /// followed by "make at least 2 real attempts first" (the same wrong answer twice is one attempt there).
    func offerSolution(after verdict: Verdict, for itemID: String, in session: LessonSession) {
        let tried = session.progress.items[itemID]?.distinctAnswers ?? 0
        guard verdict.outcome == .incorrect, tried >= session.attemptsBeforeSolution else { return }
        emit(presenter.styler.paint(strings[.replStuck], TextStyle(dim: true)))
    }

    // MARK: Help

    /// A command's description in the learner's language.
    func commandHelp(_ entry: (name: String, usage: String, help: String)) -> String {
        strings.commandHelp(entry.name, english: entry.help, list: SimulatorCommand.verbs.joined(separator: ", "))
    }

    func help(_ topic: String?) -> String {
        if let topic {
            if topic == "sim" { return (["Simulator commands (they drive the simulator inside your program):"] + SimulatorCommand.actions.map { "  " + $0.help }).joined(separator: "\n") }
            guard let entry = ReplCommand.commands.first(where: { $0.name == topic }) else {
                return Suggestion.unknown(.unknownCommand, topic, candidates: ReplCommand.commandNames, strings: strings)
            }
            return "\(entry.usage): \(commandHelp(entry))"
        }
        let width = ReplCommand.commands.map(\.usage.displayWidth).max() ?? 0
        var lines = [strings[.helpCommands]]
        lines += ReplCommand.commands.map { "  " + $0.usage.padded(toWidth: width) + "  " + commandHelp($0) }
        lines.append("")
        lines.append(strings[.helpAnythingElse])
        lines.append(strings[.helpContinuation])
        return lines.joined(separator: "\n")
    }
}
