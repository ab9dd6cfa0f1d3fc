import Foundation
import Kernel
import Lessons

/// The REPL running code: the step's cells, typed cells, scratch code and the recipe's simulator.
extension ReplSession {
    func number(for id: String) -> Int {
        if let number = cellNumbers[id] { return number }
        cellNumbers[id] = nextCellNumber
        nextCellNumber += 1
        return cellNumbers[id]!
    }

    func runStepCells() async {
        guard let session = requireLesson() else { return }
        let cells = session.currentStep.cells.compactMap { if case .code(let c) = $0, c.runnable { c } else { nil } }
        guard !cells.isEmpty else { emit(strings[.replNoCodeCell]); return }
        await run(cells, in: session)
    }

    /// Runs lesson cells in order, each after the cells before it; stops at the first that fails. A
    /// cell's source is on screen already (the step showed it): only its first line names it again.
    func run(_ cells: [CodeCell], in session: LessonSession) async {
        for cell in cells {
            let n = number(for: cell.id)
            let lines = cell.code.split(separator: "\n", omittingEmptySubsequences: false)
            emit(presenter.notebook.input(n, code: String(lines.first ?? "") + (lines.count > 1 ? " …" : "")))
            let id = cell.id
            guard let result = await Interruptible.run(showing: waitingLine(.replWaitRunning), { @Sendable [session] () async -> Result<CellRun, any Error> in
                do { return .success(try await session.run(cellID: id)) } catch { return .failure(error) }
            }) else { emit(cancelledMessage); return }
            switch result {
            case .success(let run):
                let text = presenter.cellRun(run, number: n)
                if !text.isEmpty { emit(text) }
                if run.problem != nil { return }
            case .failure(let error):
                emit(describe(error, strings))
                return
            }
        }
    }

    var cancelledMessage: String { strings[.replCancelled] }

    /// The program for typed code: the lesson's cells up to this step, earlier typed cells, then `code`.
    func typedProgram(_ code: String, name: String, in session: LessonSession) -> [SourceUnit] {
        var units = CodeUnits.forScratch("", upToStep: session.stepIndex, in: session.lesson)
        units.removeLast()  // the empty scratch unit
        return typedCells.program(base: units, code: code, name: name)
    }

    /// Runs typed code; returns its output and what went wrong (nil when it ran), or nil if cancelled.
    func runTyped(_ code: String, name: String) async -> (output: String, problem: String?, succeeded: Bool)? {
        guard let session else { return nil }
        let units = typedProgram(code, name: name, in: session)
        let runner = self.runner, mode = session.mode, limits = session.limits
        guard let result = await Interruptible.run(showing: waitingLine(.replWaitRunning), { await runner.run(units, mode: mode, limits: limits) })
        else { return nil }
        let output = CellReplay.output(of: result, program: units)
        return (output, presenter.notebook.problem(result, strings: strings), result.status == .succeeded)
    }

    /// Code typed at the prompt, run after the cells up to this step and the earlier typed cells.
    func runScratch(_ code: String) async {
        guard requireLesson() != nil else { return }
        let n = nextCellNumber
        nextCellNumber += 1
        if !environment.capabilities.interactiveInput { emit(presenter.notebook.input(n, code: code)) }
        let name = "In [\(n)]"
        guard let run = await runTyped(code, name: name) else { emit(cancelledMessage); return }
        if let output = presenter.notebook.output(n, text: run.output) { emit(output) }
        if let problem = run.problem { emit(problem) }
        if run.succeeded { typedCells.keep(code: code, name: name) }
    }

    func runSimulator(ending: SimulatorScript.Ending, echo: String?) async {
        guard requireLesson() != nil else { return }
        let script = SimulatorScript(commands: simulatorCommands, ending: ending)
        guard let run = await runTyped(script.source, name: "simulator") else { emit(cancelledMessage); return }
        var output = run.output.terminalSafe  // the screen and the log are printed by the learner's program
        while output.hasSuffix("\n") { output.removeLast() }
        if !output.isEmpty { emit(output) }
        if let problem = run.problem {
            emit(problem)
            if echo != nil { simulatorCommands.removeLast() }
        } else if output.isEmpty, let echo {
            emit(presenter.notebook.verdict(passed: true, message: echo))
        }
    }
}
