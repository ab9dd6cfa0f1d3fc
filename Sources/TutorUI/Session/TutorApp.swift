import Foundation
import Kernel
import Lessons

/// What each `tutor` command does, over the Lessons API. The executable only parses arguments
/// and calls one of these; each returns the process's exit status or throws a `TutorFailure`.
public struct TutorApp: Sendable {
    public let environment: TutorEnvironment
    let write: @Sendable (String) -> Void

    public init(environment: TutorEnvironment, write: @escaping @Sendable (String) -> Void = { print($0) }) {
        self.environment = environment
        self.write = write
    }

    var workspace: Workspace { Workspace(root: environment.workspace) }
    /// The interface's words in the learner's language.
    var strings: Localizer { Localizer(language: environment.language ?? "en") }
    var views: CourseViews { CourseViews(capabilities: environment.capabilities, strings: Localizer(language: environment.language ?? "en")) }

    /// Opens the course (each lesson is parsed when first used); content errors are fatal only
    /// when nothing could be read.
    func loadCourse() throws -> Course {
        let (course, diagnostics) = Course.open(contentDirectory: environment.contentDirectory, language: environment.language)
        let errors = diagnostics.filter { $0.severity == .error }
        if course.lessonIDs.isEmpty {
            let detail = diagnostics.map(\.description).joined(separator: "\n")
            throw TutorFailure(.content, strings[.noLessonsRead, environment.contentDirectory.path] + (detail.isEmpty ? "" : "\n" + detail))
        }
        for diagnostic in errors { FileHandle.standardError.write(Data((diagnostic.description + "\n").utf8)) }
        return course
    }

    /// The lesson, parsed now, every step; its errors go to standard error (it still runs as far as it can be read).
    func lesson(_ id: String, in course: Course) throws -> Lesson {
        let lesson = try Self.find(id, in: course, strings: Localizer(language: course.language))
        let diagnostics = course.diagnostics(forLesson: id)
        _ = lesson.cells  // commands work on the whole lesson: read every step's blocks and say what is wrong now
        Self.report(diagnostics + lesson.takeLateDiagnostics())
        if lesson.language != course.language {
            Self.report(notices: [Localizer(language: course.language)[.translationMissing, id]])
        }
        return lesson
    }

    /// The lesson, or a failure that names it: unknown (with the nearest id), or broken, with what
    /// parsing it reported (a lesson `course.yaml` lists is never called unknown).
    static func find(_ id: String, in course: Course, strings: Localizer) throws(TutorFailure) -> Lesson {
        switch course.lookUp(lesson: id) {
        case .found(let lesson):
            return lesson
        case .broken(let diagnostics):
            let errors = diagnostics.filter { $0.severity == .error }
            throw TutorFailure(.content, ([strings[.lessonBroken, id]] + errors.map(\.description)).joined(separator: "\n"))
        case .notInCourse:
            throw TutorFailure.usage(Suggestion.unknown(.unknownLesson, id, candidates: course.lessonIDs, strings: strings))
        }
    }

    /// A lesson's errors, on standard error: the lesson still runs as far as it can be read.
    static func report(_ diagnostics: [LessonDiagnostic]) {
        for diagnostic in diagnostics where diagnostic.severity == .error {
            FileHandle.standardError.write(Data((diagnostic.description + "\n").utf8))
        }
    }

    /// Things the learner must read that are not output (a damaged progress file moved aside), on standard error.
    static func report(notices: [String]) {
        for notice in notices { FileHandle.standardError.write(Data((notice + "\n").utf8)) }
    }

    func loadProgress() throws -> Lessons.Progress {
        let store = workspace.progressStore()
        defer { Self.report(notices: store.takeNotices()) }
        do { return try store.load() } catch { throw TutorFailure(.io, describe(error)) }
    }

    /// The kernel that runs learners' code.
    func makeRunner() -> any CodeRunning { SwiftKernel(options: SwiftKernel.Options(environment: environment.variables)) }

    /// Says once, on standard error, when learners' programs cannot be jailed here and what runs instead.
    func noteIsolation() async {
        if case .unavailable(let reason) = await ProgramJail.availability(environment: environment.variables) {
            FileHandle.standardError.write(Data("Note: programs are not isolated here: \(reason).\n".utf8))
        }
    }

    // MARK: Commands

    public func list() throws -> Int32 {
        let course = try loadCourse()
        Self.report(course.overviewDiagnostics)
        write(views.lessonList(course, progress: try loadProgress()))
        return 0
    }

    public func progress() throws -> Int32 {
        let course = try loadCourse()
        Self.report(course.overviewDiagnostics)
        write(views.progressReport(course, progress: try loadProgress()))
        return 0
    }

    /// Forgets progress and exercise files; asks first on a terminal unless `confirmed`.
    public func reset(lesson id: String?, confirmed: Bool) throws -> Int32 {
        let course = try loadCourse()
        let ids = try id.map { [try lesson($0, in: course).id] } ?? course.lessonIDs
        let what = id.map { strings[.resetProgressOf, $0] } ?? strings[.resetAllProgress]
        if !confirmed {
            guard environment.capabilities.interactiveInput else {
                throw TutorFailure.usage(strings[.resetWithoutConfirmation, what])
            }
            FileHandle.standardOutput.write(Data(strings[.resetQuestion, what].utf8))
            let reply = (Swift.readLine() ?? "").trimmingSpaces().lowercased()
            guard ["y", "yes", "д", "да"].contains(reply) else { write(strings[.resetNothing]); return 0 }
        }
        let store = workspace.progressStore()
        defer { Self.report(notices: store.takeNotices()) }
        do {
            try store.update { progress in for id in ids { progress.lessons[id] = nil } }
        } catch {
            throw TutorFailure(.io, describe(error))
        }
        for id in ids {
            let folder = environment.workspace.appendingPathComponent("exercises/\(id)")
            if FileManager.default.fileExists(atPath: folder.path) {
                do { try FileManager.default.removeItem(at: folder) } catch { throw TutorFailure(.io, strings[.cannotRemove, folder.path, error.localizedDescription]) }
            }
        }
        write(strings[.resetDone, what])
        return 0
    }

    @MainActor
    public func hint(lesson id: String, item: String?) throws -> Int32 {
        let course = try loadCourse()
        let lesson = try lesson(id, in: course)
        let session = try openSession(lesson)
        // In the lesson's order: exercises first skipped the questions before them.
        let ids = lesson.cells.compactMap { cell -> String? in
            switch cell { case .question(let q): q.id; case .exercise(let e): e.id; default: nil }
        }
        let itemID: String
        if let item {
            guard ids.contains(item) else {
                var message = strings[.hintUnknownItem, item]
                if let near = Suggestion.nearest(to: item, in: ids) { message += " " + strings[.replDidYouMean, near] }
                throw TutorFailure.usage(message + " " + strings[.hintItemsOf, lesson.id, ids.joined(separator: ", ")])
            }
            itemID = item
        } else {
            guard let first = ids.first(where: { session.progress.items[$0]?.completed != true }) ?? ids.first else {
                throw TutorFailure.usage(strings[.hintNoItems, lesson.id])
            }
            itemID = first
        }
        do {
            write(StepPresenter(capabilities: environment.capabilities).hint(try session.hint(for: itemID)))
        } catch {
            throw TutorFailure.usage(describe(error))
        }
        return 0
    }

    @MainActor
    func openSession(_ lesson: Lesson, runner: (any CodeRunning)? = nil) throws -> LessonSession {
        do {
            let session = try LessonSession(lesson: lesson, workspace: workspace, runner: runner ?? makeRunner(),
                                            strings: Localizer(language: lesson.language))
            Self.report(notices: session.notices)
            session.notices = []
            return session
        } catch {
            throw TutorFailure(.io, describe(error))
        }
    }

    /// `tutor run LESSON`: the recipe's support files and `recipe/play.swift`, through the kernel.
    public func play(lesson id: String) async throws -> Int32 {
        let course = try loadCourse()
        let lesson = try lesson(id, in: course)
        guard lesson.recipe.play != nil else {
            throw TutorFailure.usage(strings[.noRecipe, lesson.id])
        }
        let notebook = NotebookRenderer(capabilities: environment.capabilities)
        write(notebook.banner(strings[.playingRecipe, lesson.id]))
        return await runUnits(lesson.recipe.playUnits, notebook: notebook)
    }

    /// `tutor exec FILE`: any Swift file, compiled and run as a code cell is.
    public func exec(file path: String) async throws -> Int32 {
        let url = URL(fileURLWithPath: path)
        guard let code = try? String(contentsOf: url, encoding: .utf8) else {
            throw TutorFailure.usage(strings[.cannotReadFile, path])
        }
        return await runUnits([SourceUnit(name: url.lastPathComponent, code: code, role: .cell)], notebook: NotebookRenderer(capabilities: environment.capabilities))
    }

    func runUnits(_ units: [SourceUnit], notebook: NotebookRenderer) async -> Int32 {
        // The jail's probe (a jailed /usr/bin/true, about 35 ms) runs while the program compiles, not before it;
        // its note still comes before the program's output.
        let isolation = Task { await noteIsolation() }
        let runner = makeRunner()
        Interrupts.install()
        let finished = await Interruptible.run({ await runner.run(units, mode: .swift5, limits: .standard) })
        await isolation.value
        guard let result = finished else {
            write("Cancelled.")
            return 130
        }
        // The program's output is shown, not obeyed: its control characters are made visible (`TerminalSafeText`).
        let output = result.outputs.joined().terminalSafe
        if !output.isEmpty { write(output.hasSuffix("\n") ? String(output.dropLast()) : output) }
        if let problem = notebook.problem(result, strings: strings) {
            FileHandle.standardError.write(Data((problem + "\n").utf8))
            return 1
        }
        return 0
    }

    /// `tutor check [LESSON] [--json]`: every exercise of the lesson (or, without one, every exercise
    /// you have a file for). 0 when all passed, 1 when any failed.
    @MainActor
    public func check(lesson id: String?, json: Bool, seed: UInt64? = nil) async throws -> Int32 {
        let course = try loadCourse()
        let lessons = try (id.map { [$0] } ?? course.lessonIDs).map { try lesson($0, in: course) }
        await noteIsolation()
        let runner = makeRunner()
        // One seed for the whole run, printed with any failure so that `--seed` replays exactly these scenarios.
        let seed = seed ?? ExerciseJudge.randomSeed()
        var report: [CheckReport.Lesson] = []
        for lesson in lessons {
            let exercises = lesson.exercises.filter { id != nil || workspace.learnerCode(lesson: lesson.id, exercise: $0.id) != nil }
            guard !exercises.isEmpty else { continue }
            let session = try openSession(lesson, runner: runner)
            var results: [CheckReport.Exercise] = []
            for exercise in exercises {
                do {
                    let verdict = try await session.check(exerciseID: exercise.id, seed: seed)
                    results.append(CheckReport.Exercise(id: exercise.id, passed: verdict.isCorrect, outcome: verdict.outcome.rawValue,
                                                        message: verdict.message, checks: verdict.checks,
                                                        diagnostics: verdict.diagnostics.map(\.description), seed: verdict.seed))
                    if !json {
                        let presenter = StepPresenter(capabilities: environment.capabilities, strings: session.strings)
                        write(presenter.styler.paint("\(lesson.id)/\(exercise.id)", TextStyle(bold: true)))
                        write(presenter.verdict(verdict, lessonID: lesson.id, strings: session.strings))
                    }
                } catch {
                    throw TutorFailure(.io, describe(error))
                }
            }
            report.append(CheckReport.Lesson(id: lesson.id, exercises: results))
        }
        let passed = report.allSatisfy { $0.exercises.allSatisfy(\.passed) }
        if json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            let data = (try? encoder.encode(CheckReport(passed: passed, lessons: report))) ?? Data()
            write(Self.terminalSafeJSON(String(decoding: data, as: UTF8.self)))
        } else if report.isEmpty {
            write("Nothing to check yet: no exercise files in \(environment.workspace.path). Pass a lesson to check its exercises.")
        }
        return passed ? 0 : 1
    }

    /// JSON that cannot act on a terminal and decodes to the same values. The encoder escapes C0
    /// controls in strings already (the only raw newlines are its layout); DEL, C1 controls and
    /// bidirectional overrides (in check messages, which the learner's program writes) are written
    /// as `\u009b`-style escapes too.
    static func terminalSafeJSON(_ json: String) -> String {
        guard TerminalSafeText.needsEscaping(json) else { return json }
        var out = ""
        for scalar in json.unicodeScalars {
            if TerminalSafeText.needsEscaping(String(scalar)) {
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// The REPL: on a terminal with readline, from a pipe line by line.
    @MainActor
    public func repl(startingAt lessonID: String?) async throws -> Int32 {
        let course = try loadCourse()
        Interrupts.install()
        WindowSize.install()
        let capabilities = environment.capabilities
        let runner = makeRunner()
        // A new learner's first cell should not pay for cold compiler caches: warmed while they read.
        (runner as? SwiftKernel)?.warmUp()
        let session = ReplSession(environment: environment, course: course, runner: runner, emit: write)
        let reader: LineReader
        if capabilities.interactiveInput {
            try? FileManager.default.createDirectory(at: environment.workspace, withIntermediateDirectories: true)
            reader = ReadlineLineReader(historyPath: environment.historyFile.path, completer: Completer(lessonIDs: course.lessonIDs))
        } else {
            reader = PlainLineReader()
        }
        try session.begin(lessonID: lessonID)
        await ReplLoop(session: session, reader: reader, showPrompt: capabilities.interactiveInput).run()
        return 0
    }
}

/// `tutor check --json`.
struct CheckReport: Codable {
    struct Exercise: Codable {
        var id: String
        var passed: Bool
        var outcome: String
        var message: String
        var checks: [CheckOutcome]
        var diagnostics: [String]
        /// The seed the scenarios were drawn from.
        var seed: UInt64?
    }
    struct Lesson: Codable {
        var id: String
        var exercises: [Exercise]
    }
    var passed: Bool
    var lessons: [Lesson]
}
