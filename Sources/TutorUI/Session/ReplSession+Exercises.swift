import Foundation
import Lessons

/// The REPL's exercises: checking, listing, hints and resets by name, the cells of a step, editing and watching the file.
extension ReplSession {
    /// Checks this step's exercise; true when it passed.
    @discardableResult
    func checkExercise(seed: UInt64? = nil) async -> Bool {
        guard let session = requireLesson() else { return false }
        guard let exercise = stepExercise else { emit(strings[.replNoExercise]); return false }
        return await check(exercise.id, seed: seed, in: session)
    }

    /// `check NAME`: any exercise of the lesson, from any step.
    func checkExercise(named name: String) async {
        guard let session = requireLesson() else { return }
        guard session.lesson.exercises.contains(where: { $0.id == name }) else {
            emit(unknownItem(name, candidates: session.lesson.exercises.map(\.id)))
            return
        }
        await check(name, seed: nil, in: session)
    }

    @discardableResult
    func check(_ id: String, seed: UInt64?, in session: LessonSession) async -> Bool {
        guard let result = await Interruptible.run(showing: waitingLine(.replWaitChecking), { @Sendable [session] () async -> Result<Verdict, any Error> in
            do { return .success(try await session.check(exerciseID: id, seed: seed)) } catch { return .failure(error) }
        }) else { emit(cancelledMessage); return false }
        switch result {
        case .success(let verdict):
            emit(presenter.verdict(verdict, lessonID: session.lesson.id, atPrompt: true, strings: strings))
            if verdict.isCorrect {
                if let exercise = session.lesson.exercises.first(where: { $0.id == id }),
                   let file = try? session.exerciseFile(for: id), let yours = try? String(contentsOf: file, encoding: .utf8) {
                    emit(presenter.solutionDiff(yours: yours, reference: exercise.solution))
                }
                showWhatIsLeft(session)
            } else {
                offerSolution(after: verdict, for: id, in: session)
            }
            return verdict.isCorrect
        case .failure(let error):
            emit(describe(error, strings))
            return false
        }
    }

    /// "There is no question or exercise “x” in this lesson." with the nearest id.
    func unknownItem(_ name: String, candidates: [String]) -> String {
        var text = strings[.unknownItem, name]
        if let near = Suggestion.nearest(to: name, in: candidates) { text += " " + strings[.replDidYouMean, near] }
        return text
    }

    /// The lesson's questions and exercises in order: ✓ done, ✗ tried, · not tried, with attempts.
    func listItems() {
        guard let session = requireLesson() else { return }
        let symbols = presenter.notebook.symbols
        var rows: [(mark: String, id: String, kind: String, detail: String)] = []
        for (index, step) in session.lesson.steps.enumerated() {
            for cell in step.cells {
                let (id, kind): (String, String)
                switch cell {
                case .question(let q): (id, kind) = (q.id, strings[.itemQuestion])
                case .exercise(let e): (id, kind) = (e.id, strings[.itemExercise])
                default: continue
                }
                let item = session.progress.items[id]
                let mark = item?.completed == true ? symbols.pass : (item?.attempts ?? 0) > 0 ? symbols.fail : "·"
                let attempts = item.map { strings.count($0.attempts, one: .attemptsOne, few: .attemptsFew, many: .attemptsMany) }
                let detail = "\(index + 1)/\(session.lesson.steps.count)" + ((item?.attempts ?? 0) > 0 ? ", " + attempts! : ", " + strings[.replNotTried])
                rows.append((mark, id, kind, detail))
            }
        }
        guard !rows.isEmpty else { emit(strings[.replNoItems]); return }
        let idWidth = rows.map(\.id.displayWidth).max() ?? 0
        let kindWidth = rows.map(\.kind.displayWidth).max() ?? 0
        emit(rows.map { "\($0.mark) \($0.id.padded(toWidth: idWidth))  \($0.kind.padded(toWidth: kindWidth))  \($0.detail)" }.joined(separator: "\n"))
    }

    /// `hint NAME`: the next hint for any question or exercise of the lesson.
    func hint(named name: String) {
        guard let session = requireLesson() else { return }
        let ids = session.lesson.cells.compactMap { cell -> String? in
            switch cell { case .question(let q): q.id; case .exercise(let e): e.id; default: nil }
        }
        guard ids.contains(name) else { emit(unknownItem(name, candidates: ids)); return }
        do { emit(presenter.hint(try session.hint(for: name))) } catch { emit(describe(error, strings)) }
    }

    /// `reset NAME`: the exercise's file gets its starter again; the learner's code is kept beside it.
    func reset(named name: String) {
        guard let session = requireLesson() else { return }
        guard let exercise = session.lesson.exercises.first(where: { $0.id == name }) else {
            emit(unknownItem(name, candidates: session.lesson.exercises.map(\.id)))
            return
        }
        do {
            let file = try session.exerciseFile(for: exercise.id)
            let kept = file.appendingPathExtension("before-reset")
            try? FileManager.default.removeItem(at: kept)
            try FileManager.default.copyItem(at: file, to: kept)
            try Data(exercise.starter.utf8).write(to: file)
            emit(strings[.replResetDone, file.path, kept.path])
        } catch {
            emit(describe(error, strings))
        }
    }

    /// `run N`: the lesson's cell shown as `In [N]`, again (its earlier cells are replayed first, as always).
    func runCell(number: Int) async {
        guard let session = requireLesson() else { return }
        let cells = session.lesson.codeCells.filter { $0.runnable && cellNumbers[$0.id] == number }
        guard let cell = cells.first else {
            emit(strings[.replNoSuchCell, String(number), String(max(0, nextCellNumber - 1))])
            return
        }
        await run([cell], in: session)
    }

    /// `run all`: every runnable cell of the lesson up to this step, in order.
    func runAllCells() async {
        guard let session = requireLesson() else { return }
        let upTo = session.lesson.steps.prefix(session.stepIndex + 1).flatMap(\.cells)
        let cells = upTo.compactMap { if case .code(let c) = $0, c.runnable { c } else { nil } }
        guard !cells.isEmpty else { emit(strings[.replNoCodeCell]); return }
        await run(cells, in: session)
    }

    func exerciseFile() -> URL? {
        guard let session = requireLesson() else { return nil }
        guard let exercise = stepExercise else { emit(strings[.replNoExerciseFile]); return nil }
        do { return try session.exerciseFile(for: exercise.id) } catch {
            emit(describe(error, strings))
            return nil
        }
    }

    /// Opens the exercise in the learner's editor, then checks it. Only with a terminal on both ends: an
    /// editor started from a pipe would write its screen into the output and read the script's lines.
    /// An editor that failed (status not 0) is not followed by a check of a file it may not have saved.
    func edit() async {
        guard let file = exerciseFile() else { return }
        guard environment.capabilities.interactiveInput, environment.capabilities.interactiveOutput else {
            emit(strings[.replEditWithoutTerminal, file.path])
            return
        }
        let environmentVariables = environment.variables
        do {
            let status = try Editor.open(file, environment: environmentVariables)
            if status != 0 {
                emit(strings[.replEditorExited, Editor.command(environment: environmentVariables), String(status)])
                return
            }
        } catch {
            emit(strings[.replEditorFailed, Editor.command(environment: environmentVariables), "\(error)"])
            return
        }
        await checkExercise()
    }

    /// Checks now and again on every save, until Ctrl-C or until the exercise passes; then, as
    /// rustlings does, it moves on to the next step. A save is checked once: editors often write a
    /// file in several steps, so the check waits until the file has been still for a moment.
    func watch() async {
        guard let file = exerciseFile(), let session else { return }
        emit(strings[.replWatching, file.path])
        var passed = await checkExercise()
        while !passed, Interruptible.waitForChange(of: file) {
            Interruptible.waitUntilStill(file)
            emit(presenter.styler.paint(strings[.replSavedChecking], TextStyle(dim: true)))
            passed = await checkExercise()
        }
        guard passed else { emit(strings[.replStoppedWatching]); return }
        if session.isAtEnd { return }
        emit(presenter.styler.paint(strings[.replWatchPassed], TextStyle(dim: true)))
        session.next()
        showStep()
    }
}
