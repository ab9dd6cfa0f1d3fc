import NotebookFormat
import Foundation
import Kernel
import Lessons
import TutorUI

/// What the tutor kernel does with each request of `tutor jupyter serve`: runs cells with the REPL's
/// replay (`CellReplay`: later cells see earlier ones), answers, checks and hints through the same
/// `LessonSession` as the terminal tutor (so progress lands in the same workspace), and completes and
/// inspects UIKit names with the REPL's completer. It never prints: every reply is a JSON object.
@MainActor
public final class JupyterSession {
    public let environment: TutorEnvironment
    let runner: any CodeRunning
    let strings: Localizer
    /// Verdicts and hints rendered as the terminal shows them, without escape codes.
    let presenter: StepPresenter
    let completer: Completer
    private(set) var course: Course?
    private(set) var lesson: LessonSession?
    private(set) var replay = CellReplay()
    private(set) var executionCount = 0
    private var lastConversion: (printed: String, outputs: [NotebookOutput])?

    public init(environment: TutorEnvironment, runner: any CodeRunning) {
        self.environment = environment
        self.runner = runner
        let language = environment.language ?? "en"
        strings = Localizer(language: language)
        presenter = StepPresenter(capabilities: TerminalCapabilities(colors: false, width: 100, unicode: true), strings: strings)
        completer = Completer(lessonIDs: [])
    }

    var language: String { strings.language }

    // MARK: Requests

    /// One request's reply (`JupyterServer` lists the requests). Running a cell, a check or a code answer
    /// can be stopped by SIGINT; the reply then says Interrupted.
    public func handle(_ request: [String: JSONValue]) async -> [String: JSONValue] {
        let type = request["type"]?.string ?? ""
        var reply: [String: JSONValue]
        switch type {
        case "execute":
            reply = await execute(code: request["code"]?.string ?? "", cellID: request["cell_id"]?.string,
                                  count: request["execution_count"]?.number.map { Int($0) }, silent: request["silent"]?.bool ?? false)
        case "complete":
            reply = complete(code: request["code"]?.string ?? "", cursor: request["cursor_pos"]?.number.map { Int($0) })
        case "inspect":
            reply = inspect(code: request["code"]?.string ?? "", cursor: request["cursor_pos"]?.number.map { Int($0) })
        case "is_complete":
            reply = isComplete(code: request["code"]?.string ?? "")
        case "restart":
            replay.reset()
            executionCount = 0
            lesson = nil
            reply = ["status": .string("ok")]
        case "shutdown":
            reply = ["status": .string("ok")]
        case "kernel_info":
            reply = ["status": .string("ok"), "language": .string("swift"), "implementation": .string("tutor"),
                     "content": .string(environment.contentDirectory.path), "workspace": .string(environment.workspace.path)]
        default:
            reply = ["status": .string("error"), "ename": .string("UnknownRequest"),
                     "evalue": .string("Unknown request type '\(type)'."), "traceback": .array([])]
        }
        reply["type"] = .string(type + "_reply")
        if let id = request["id"] { reply["id"] = id }
        return reply
    }

    // MARK: Execute

    func execute(code: String, cellID: String?, count: Int?, silent: Bool) async -> [String: JSONValue] {
        let number = count ?? executionCount + (silent ? 0 : 1)
        if !silent { executionCount = number }
        var reply: [String: JSONValue]
        let trimmed = code.trimmed(.whitespacesAndNewlines)
        if trimmed.isEmpty {
            reply = ok([])
        } else if trimmed.hasPrefix("%") {
            reply = await magic(trimmed)
        } else {
            reply = await run(code, number: number, cellID: cellID)
        }
        reply["execution_count"] = .number(Double(number))
        return reply
    }

    func ok(_ outputs: [NotebookOutput]) -> [String: JSONValue] {
        ["status": .string("ok"), "outputs": Self.json(outputs)]
    }

    func error(_ name: String, _ value: String, traceback: [String]? = nil, outputs: [NotebookOutput] = []) -> [String: JSONValue] {
        ["status": .string("error"), "ename": .string(name), "evalue": .string(value),
         "traceback": .array((traceback ?? value.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)).map(JSONValue.string)),
         "outputs": Self.json(outputs)]
    }

    /// Outputs as nbformat writes them, built directly (no encoder round trip on every cell).
    static func json(_ outputs: [NotebookOutput]) -> JSONValue {
        .array(outputs.map { output in
            var object: [String: JSONValue] = ["output_type": .string(output.outputType)]
            if let name = output.name { object["name"] = .string(name) }
            if let text = output.text { object["text"] = .string(text) }
            if let data = output.data { object["data"] = .object(data.mapValues(JSONValue.string)) }
            if let metadata = output.metadata { object["metadata"] = .object(metadata) }
            return .object(object)
        })
    }

    /// The support files of the open lesson: what its cells are compiled with.
    var base: [SourceUnit] {
        guard let lesson else { return [] }
        var units = CodeUnits.forScratch("", upToStep: -1, in: lesson.lesson)
        units.removeLast()  // the empty scratch unit: only the support files remain
        return units
    }

    /// A Swift cell, after the cells kept so far; kept itself when it ran to the end. A cell with a notebook
    /// id is compiled under a name made from that id, so running it again unchanged is the same program (a
    /// kernel-cache hit, not a compile); what the learner reads names it `In [n]`, as Jupyter numbers it.
    func run(_ code: String, number: Int, cellID: String?) async -> [String: JSONValue] {
        let shown = "In [\(number)]"
        let name = cellID.map { "cell \($0)" } ?? shown
        let program = replay.program(base: base, code: code, name: name, key: cellID)
        let runner = self.runner
        let mode = lesson?.mode ?? .swift5, limits = lesson?.limits ?? .standard
        guard var result = await Interruptible.run({ await runner.run(program, mode: mode, limits: limits) }) else {
            return error("Interrupted", JupyterText.interrupted.text(language))
        }
        let printed = CellReplay.output(of: result, program: program)
        let outputs = notebookOutputs(printed)
        guard result.status == .succeeded else {
            if name != shown { result = Self.renaming(name, to: shown, in: result) }
            return error(Self.errorName(result.status), Self.problem(result), traceback: Self.traceback(result, code: code, name: shown), outputs: outputs)
        }
        replay.keep(code: code, name: name, key: cellID)
        var reply = ok(outputs)
        reply["cached"] = .bool(result.cached)
        return reply
    }

    /// What a cell printed as notebook outputs, the last conversion kept: a cell run again prints the same
    /// text (the kernel cache answers it without running), and drawing its screen as SVG was the largest part
    /// of such a cell's time in the kernel after the cache.
    func notebookOutputs(_ printed: String) -> [NotebookOutput] {
        if let last = lastConversion, last.printed == printed { return last.outputs }
        let outputs = NotebookOutput.outputs(printed: printed)
        lastConversion = (printed, outputs)
        return outputs
    }

    /// Diagnostics and a crash's message with the cell's compiled name replaced by the one the learner sees.
    static func renaming(_ name: String, to shown: String, in result: KernelResult) -> KernelResult {
        var result = result
        result.diagnostics = result.diagnostics.map { diagnostic in
            var diagnostic = diagnostic
            if diagnostic.unit == name { diagnostic.unit = shown }
            return diagnostic
        }
        if case .crashed(let signal, let message) = result.status {
            result.status = .crashed(signal: signal, message: message.replacingOccurrences(of: name, with: shown))
        }
        return result
    }

    static func errorName(_ status: RunStatus) -> String {
        switch status {
        case .succeeded: "None"
        case .compileFailed: "CompileError"
        case .exited: "ExitStatus"
        case .crashed: "Crash"
        case .timedOut: "Timeout"
        case .outputLimitExceeded: "OutputLimit"
        case .memoryLimitExceeded: "MemoryLimit"
        case .toolchainUnavailable: "ToolchainUnavailable"
        }
    }

    /// The terminal tutor's words for what went wrong.
    static func problem(_ result: KernelResult) -> String {
        NotebookRenderer(capabilities: .plain).problem(result) ?? ""
    }

    /// The problem, and under each error in this cell its line with a caret at the column.
    static func traceback(_ result: KernelResult, code: String, name: String) -> [String] {
        guard result.status == .compileFailed else { return problem(result).split(separator: "\n", omittingEmptySubsequences: false).map(String.init) }
        let lines = code.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var traceback: [String] = []
        for diagnostic in result.diagnostics where diagnostic.severity == .error {
            traceback.append(diagnostic.description)
            if diagnostic.unit == name, diagnostic.line >= 1, diagnostic.line <= lines.count {
                traceback.append("    " + lines[diagnostic.line - 1])
                traceback.append("    " + String(repeating: " ", count: max(0, diagnostic.column - 1)) + "^")
            }
        }
        return traceback.isEmpty ? [problem(result)] : traceback
    }

    // MARK: Magics

    func magic(_ text: String) async -> [String: JSONValue] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let first = lines.removeFirst()
        var words = first.dropFirst().split(separator: " ", maxSplits: 2, omittingEmptySubsequences: true).map(String.init)
        let name = words.isEmpty ? "" : words.removeFirst()
        let id = words.first
        let rest = words.count > 1 ? words[1] : ""
        let body = lines.joined(separator: "\n")
        switch name {
        case "help", "lsmagic":
            return ok([NotebookOutput(stdout: JupyterText.magicHelp.text(language) + "\n")])
        case "lesson":
            guard let id else { return error("UsageError", JupyterText.magicNeedsID.text(language, name, courseLessonIDs.joined(separator: ", "))) }
            return openLesson(id)
        case "answer", "check", "hint", "solution":
            guard let session = lesson else { return error("UsageError", JupyterText.noLesson.text(language)) }
            let items = itemIDs(for: name, in: session.lesson)
            guard let id else { return error("UsageError", JupyterText.magicNeedsID.text(language, name, items.joined(separator: ", "))) }
            do {
                switch name {
                case "answer":
                    let answer = [rest, body].filter { !$0.isEmpty }.joined(separator: "\n")
                    // As in the REPL: a code answer that reading alone does not accept is compiled and run.
                    guard try session.question(id).judgesByRunning(answer) else {
                        return verdictReply(try session.answer(answer, to: id), lessonID: session.lesson.id)
                    }
                    guard let result = await Interruptible.run({ @Sendable [session] () async -> Result<Verdict, SessionError> in
                        do throws(SessionError) { return .success(try await session.answerRunningCode(answer, to: id)) } catch { return .failure(error) }
                    }) else { return self.error("Interrupted", JupyterText.interrupted.text(language)) }
                    return verdictReply(try result.get(), lessonID: session.lesson.id)
                case "check":
                    return try await check(id, code: body, in: session)
                case "hint":
                    return ok([NotebookOutput(stdout: presenter.hint(try session.hint(for: id)) + "\n")])
                default:
                    return solution(try session.solution(for: id))
                }
            } catch {
                return self.error("UsageError", error.message(strings))
            }
        default:
            return error("UsageError", JupyterText.unknownMagic.text(language, name))
        }
    }

    var courseLessonIDs: [String] {
        loadCourse().lessonIDs
    }

    func loadCourse() -> Course {
        if let course { return course }
        let loaded = Course.open(contentDirectory: environment.contentDirectory, language: environment.language).0
        course = loaded
        return loaded
    }

    func itemIDs(for magic: String, in lesson: Lesson) -> [String] {
        switch magic {
        case "answer": lesson.questions.map(\.id)
        case "check": lesson.exercises.map(\.id)
        default: lesson.questions.map(\.id) + lesson.exercises.map(\.id)
        }
    }

    /// `%lesson ID`: the lesson's questions and exercises for the other magics, its support files for the
    /// cells. The cells kept so far are dropped, as when the REPL opens another lesson.
    func openLesson(_ id: String) -> [String: JSONValue] {
        let course = loadCourse()
        switch course.lookUp(lesson: id) {
        case .found(let found):
            do {
                lesson = try LessonSession(lesson: found, workspace: Workspace(root: environment.workspace), runner: runner, strings: strings)
            } catch {
                return self.error("LessonError", error.message(strings))
            }
            replay.reset()
            return ok([NotebookOutput(stdout: JupyterText.lessonOpened.text(language, found.id, found.title) + "\n")])
        case .broken(let diagnostics):
            let errors = diagnostics.filter { $0.severity == .error }.map(\.description)
            return error("LessonError", ([strings[.lessonBroken, id]] + errors).joined(separator: "\n"))
        case .notInCourse:
            return error("LessonError", Suggestion.unknown(.unknownLesson, id, candidates: course.lessonIDs, strings: strings))
        }
    }

    /// `%check ID`: code after the first line becomes the learner's exercise file (the untouched starter
    /// does not overwrite work already there), then the file is judged as `tutor check` judges it.
    func check(_ id: String, code: String, in session: LessonSession) async throws(SessionError) -> [String: JSONValue] {
        let exercise = try session.exercise(id)
        let file = try session.exerciseFile(for: id)
        var notes: [NotebookOutput] = []
        let typed = code.trimmingCharacters(in: .newlines)
        if !typed.isEmpty {
            let starter = exercise.starter.trimmingCharacters(in: .newlines)
            let current = ((try? String(contentsOf: file, encoding: .utf8)) ?? "").trimmingCharacters(in: .newlines)
            if typed != starter || current == starter {
                do { try (typed + "\n").write(to: file, atomically: true, encoding: .utf8) } catch {
                    throw .workspace(error.localizedDescription)
                }
            } else {
                notes.append(NotebookOutput(stdout: JupyterText.keptFile.text(language, file.path) + "\n"))
            }
        }
        guard let result = await Interruptible.run({ @Sendable [session] () async -> Result<Verdict, SessionError> in
            do throws(SessionError) { return .success(try await session.check(exerciseID: id)) } catch { return .failure(error) }
        }) else { return error("Interrupted", JupyterText.interrupted.text(language)) }
        let verdict = try result.get()
        return ok(notes + [verdictOutput(verdict, lessonID: session.lesson.id)])
    }

    /// A verdict is output, not an error: a wrong answer is part of learning, and `Run All` goes on.
    func verdictReply(_ verdict: Verdict, lessonID: String) -> [String: JSONValue] {
        ok([verdictOutput(verdict, lessonID: lessonID)])
    }

    func verdictOutput(_ verdict: Verdict, lessonID: String) -> NotebookOutput {
        NotebookOutput(stdout: presenter.verdict(verdict, lessonID: lessonID, atPrompt: false, strings: strings) + "\n")
    }

    func solution(_ offer: SolutionOffer) -> [String: JSONValue] {
        switch offer {
        case .notYet(let message, _):
            return ok([NotebookOutput(stdout: message + "\n")])
        case .available(let solution, let explanation):
            let text = [strings[.replSolution], solution.trimmingCharacters(in: .newlines), explanation?.trimmingCharacters(in: .whitespacesAndNewlines)]
                .compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: "\n\n")
            return ok([NotebookOutput(stdout: text + "\n")])
        }
    }

    // MARK: Complete, inspect, is_complete

    static let magics = ["%answer", "%check", "%help", "%hint", "%lesson", "%solution"]

    /// The identifier (dots included) that ends at the cursor, and where it starts (in characters).
    static func word(in code: String, cursor: Int?) -> (word: String, start: Int, end: Int) {
        let characters = Array(code)
        let end = min(max(0, cursor ?? characters.count), characters.count)
        var start = end
        while start > 0, characters[start - 1].isLetter || characters[start - 1].isNumber || characters[start - 1] == "_"
                || characters[start - 1] == "." || characters[start - 1] == "%" { start -= 1 }
        return (String(characters[start..<end]), start, end)
    }

    func complete(code: String, cursor: Int?) -> [String: JSONValue] {
        let (word, start, end) = Self.word(in: code, cursor: cursor)
        var matches: [String]
        var from = start
        if word.hasPrefix("%") {
            matches = Self.magics.filter { $0.hasPrefix(word) }
        } else {
            let lineBefore = String(Array(code)[..<start]).split(separator: "\n", omittingEmptySubsequences: false).last.map(String.init) ?? ""
            if let magic = Self.magics.first(where: { lineBefore.hasPrefix($0 + " ") }), lineBefore.split(separator: " ").count == 1 {
                // The id after a magic: the open lesson's items, or the course's lessons after %lesson.
                let ids = magic == "%lesson" ? courseLessonIDs : lesson.map { itemIDs(for: String(magic.dropFirst()), in: $0.lesson) } ?? []
                matches = ids.filter { $0.hasPrefix(word) }.sorted()
            } else {
                matches = completer.swiftCompletions(word: word)
                // `view.addSub`: complete the member after the last dot.
                if matches.isEmpty, let dot = word.lastIndex(of: ".") {
                    let member = String(word[word.index(after: dot)...])
                    from = start + word.distance(from: word.startIndex, to: dot) + 1
                    matches = completer.swiftCompletions(word: member).filter { !$0.contains(".") }
                }
            }
        }
        return ["status": .string("ok"), "matches": .array(matches.map(JSONValue.string)),
                "cursor_start": .number(Double(from)), "cursor_end": .number(Double(end))]
    }

    /// A UIKit name at the cursor: what it is in the model, and the lessons whose cells use it.
    func inspect(code: String, cursor: Int?) -> [String: JSONValue] {
        let characters = Array(code)
        var end = min(max(0, cursor ?? characters.count), characters.count)
        while end < characters.count, characters[end].isLetter || characters[end].isNumber || characters[end] == "_" { end += 1 }
        let word = Self.word(in: code, cursor: end).word.trimmingCharacters(in: CharacterSet(charactersIn: ".%"))
        let known = completer.uikitNames.filter { $0 == word || $0.hasSuffix("." + word) }
        guard let name = known.first else { return ["status": .string("ok"), "found": .bool(false), "data": .object([:])] }
        let parts = name.split(separator: ".")
        var text = parts.count > 1 ? "\(name): a member of \(parts.dropLast().joined(separator: "."))"
            : name.first?.isUppercase == true ? "\(name): a type or function of the UIKit model" : "\(name): a UIKit method or property"
        let member = name.split(separator: ".").last.map(String.init) ?? name
        let course = loadCourse()
        let lessons = course.lessonIDs.filter { id in
            course.lesson(id: id)?.codeCells.contains { $0.code.contains(member) } ?? false
        }
        if !lessons.isEmpty { text += "\nUsed in the lessons: " + lessons.joined(separator: ", ") }
        return ["status": .string("ok"), "found": .bool(true), "data": .object(["text/plain": .string(text)]), "metadata": .object([:])]
    }

    /// Whether the cell can run as it is: the REPL's test for an unfinished entry (open brackets, strings, comments).
    func isComplete(code: String) -> [String: JSONValue] {
        if code.trimmed(.whitespaces).hasPrefix("%") || CodeEntry.isComplete(code) { return ["status": .string("complete")] }
        return ["status": .string("incomplete"), "indent": .string("    ")]
    }
}
