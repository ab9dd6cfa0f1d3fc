import Foundation
import Kernel
import Lessons

/// `tutor lint`: proves a course or a lesson is fit to ship, like rustlings' `dev check` and nbgrader's
/// validate. Every finding is a `LessonDiagnostic` (`file:line:column: error: message`).
///
/// Found without running anything: the parser's diagnostics (syntax, unknown validators, malformed
/// options, duplicate ids, missing files, prerequisites), questions without hints, and Markdown links
/// to lesson files that do not exist (misspelt names come with "did you mean"). Found through the kernel: every
/// runnable cell (errors at lesson.md's own lines, output against its output block) and the recipe `tutor run`
/// plays; and on every seed of `seeds`: checks that
/// observe differently in two runs of the reference solution, starters that pass, recorded mistakes that
/// pass, and pairs of recorded mistakes that behave alike (the judge could not tell which one a learner made).
public struct LessonLinter: Sendable {
    public var runner: (any CodeRunning)?
    public var limits: RunLimits
    /// The seeds every exercise is tried on: the solution must pass, and the starter and every recorded
    /// mistake must fail and be told apart, on each of them.
    public var seeds: [UInt64]

    /// `runner` nil skips the checks that run code (`--no-run`).
    public init(runner: (any CodeRunning)?, limits: RunLimits = .standard, seeds: [UInt64] = Array(1...5)) {
        self.runner = runner
        self.limits = limits
        self.seeds = seeds
    }

    /// Lints a course folder (with `course.yaml`) or a single lesson folder (with `lesson.md`).
    public func lint(path: URL) async -> [LessonDiagnostic] {
        let manager = FileManager.default
        var lessons: [Lesson] = []
        var findings: [LessonDiagnostic] = []
        if manager.fileExists(atPath: path.appendingPathComponent("course.yaml").path) {
            let (course, diagnostics) = Course.load(contentDirectory: path, language: "en")
            findings += diagnostics
            lessons = course.lessons
            findings += Self.translations(of: course.lessons)
        } else if manager.fileExists(atPath: path.appendingPathComponent("lesson.md").path) {
            let (lesson, diagnostics) = Lesson.load(directory: path, language: "en")
            findings += diagnostics
            if let lesson {
                lessons = [lesson]
                findings += Self.prerequisites(of: lesson)
                findings += Self.translations(of: [lesson])
            }
        } else {
            return [LessonDiagnostic(file: path.path, line: 0, column: 0, severity: .error,
                                     message: "neither a course (no course.yaml) nor a lesson (no lesson.md)")]
        }
        for lesson in lessons {
            findings += Self.hintlessQuestions(in: lesson)
            findings += QuestionSelfTest.findings(in: lesson)
            findings += Self.brokenLinks(in: lesson)
            if let runner { findings += await run(lesson, runner: TimeLimitRetrying(runner)) }
        }
        return Self.sorted(Self.unique(findings))
    }

    // MARK: - Without running code

    /// A question with no hints leaves a stuck learner nothing but the answer.
    static func hintlessQuestions(in lesson: Lesson) -> [LessonDiagnostic] {
        let source = SourceText(lesson.file)
        return lesson.questions.filter(\.hints.isEmpty).map { question in
            let (line, column) = source.position(ofKey: "id", value: question.id, from: question.line)
            return LessonDiagnostic(file: lesson.file.path, line: line, column: column, severity: .warning,
                                    message: "question '\(question.id)' has no hints; add at least one under `hints:`")
        }
    }

    /// Prerequisites of a lesson linted on its own: each must be a sibling lesson folder.
    static func prerequisites(of lesson: Lesson) -> [LessonDiagnostic] {
        let source = SourceText(lesson.file)
        let parent = lesson.directory.deletingLastPathComponent()
        return lesson.prerequisites.filter {
            !FileManager.default.fileExists(atPath: parent.appendingPathComponent("\($0)/lesson.md").path)
        }.map { missing in
            let (line, column) = source.position(of: missing, from: 1)
            return LessonDiagnostic(file: lesson.file.path, line: line, column: column, severity: .error,
                                    message: "prerequisite '\(missing)' is not a lesson beside this one (no \(missing)/lesson.md)")
        }
    }

    /// Translations load with the same ids (the parser compares them) and match their original (`TranslationLint`).
    static func translations(of lessons: [Lesson]) -> [LessonDiagnostic] {
        var findings: [LessonDiagnostic] = []
        for lesson in lessons {
            let files = (try? FileManager.default.contentsOfDirectory(atPath: lesson.directory.path)) ?? []
            for file in files.sorted() where file.hasPrefix("lesson.") && file.hasSuffix(".md") && file != "lesson.md" {
                let language = String(file.dropFirst("lesson.".count).dropLast(".md".count))
                let (translation, diagnostics) = Lesson.load(directory: lesson.directory, language: language)
                findings += diagnostics
                if let translation, translation.language == language {
                    findings += TranslationLint.findings(original: lesson, translation: translation)
                }
            }
        }
        return findings
    }

    /// Relative Markdown links (`[text](../other/lesson.md)`, `(recipe/play.swift)`) must point at files that exist.
    static func brokenLinks(in lesson: Lesson) -> [LessonDiagnostic] {
        let source = SourceText(lesson.file)
        let pattern = try! NSRegularExpression(pattern: #"\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)"#)
        var findings: [LessonDiagnostic] = []
        var inFence = false
        for (index, line) in source.lines.enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("```") || trimmed.hasPrefix("~~~") { inFence.toggle(); continue }
            if inFence { continue }
            let range = NSRange(line.startIndex..., in: line)
            for match in pattern.matches(in: line, range: range) {
                guard let targetRange = Range(match.range(at: 1), in: line) else { continue }
                let target = String(line[targetRange])
                guard !target.contains(":"), !target.hasPrefix("#"), !target.hasPrefix("/") else { continue }
                let path = String(target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0])
                guard !path.isEmpty else { continue }
                let resolved = lesson.directory.appendingPathComponent(path.removingPercentEncoding ?? path).standardizedFileURL
                if !FileManager.default.fileExists(atPath: resolved.path) {
                    let column = line.distance(from: line.startIndex, to: targetRange.lowerBound) + 1
                    findings.append(LessonDiagnostic(file: lesson.file.path, line: index + 1, column: column, severity: .error,
                                                     message: "link to '\(target)' points at nothing (no \(resolved.path))"))
                }
            }
        }
        return findings
    }

    // MARK: - Through the kernel

    func run(_ lesson: Lesson, runner: any CodeRunning) async -> [LessonDiagnostic] {
        var findings = await cellFindings(in: lesson, runner: runner)
        findings += await recipeFindings(in: lesson, runner: runner)
        findings += await codeQuestionFindings(in: lesson, runner: runner)
        for exercise in lesson.exercises {
            findings += await self.findings(for: exercise, in: lesson, runner: runner)
        }
        return findings
    }

    /// Every runnable cell, run once in order as the learner's `run` replays them: compile errors at lesson.md's
    /// own line and column, output that differs from the cell's ```` ```output ```` block, and a run that ends badly
    /// (at the cell that was running).
    func cellFindings(in lesson: Lesson, runner: any CodeRunning) async -> [LessonDiagnostic] {
        let runnable = lesson.codeCells.filter(\.runnable)
        guard let last = runnable.last, let units = CodeUnits.forCell(last.id, in: lesson) else { return [] }
        let result = await runner.run(units, mode: .swift5, limits: limits)
        let file = lesson.file.path
        if case .toolchainUnavailable(let reason) = result.status {
            return [LessonDiagnostic(file: file, line: last.line, column: 1, severity: .warning, message: "code cells not run: \(reason)")]
        }
        if case .compileFailed = result.status {
            let errors = result.diagnostics.filter { $0.severity == .error }
            guard !errors.isEmpty else {
                return [LessonDiagnostic(file: file, line: runnable[0].line, column: 1, severity: .error, message: "the code cells do not compile")]
            }
            return errors.map { error in
                if let cell = runnable.first(where: { $0.id == error.unit }) {
                    // A cell's line 1 is the line after its opening fence.
                    return LessonDiagnostic(file: file, line: cell.line + error.line, column: error.column, severity: .error,
                                            message: "code cell '\(cell.id)' does not compile: \(Self.oneLine(error.message))")
                }
                return LessonDiagnostic(file: lesson.directory.appendingPathComponent(error.unit).path, line: error.line, column: error.column,
                                        severity: .error, message: "\(error.unit) does not compile with the code cells: \(Self.oneLine(error.message))")
            }
        }
        var findings: [LessonDiagnostic] = []
        let source = SourceText(lesson.file)
        // A run that ended badly ended in the cell its crash names, else in the last cell that printed (outputs are per cell).
        let crash = Self.crashLocation(result.status).flatMap { place in
            runnable.firstIndex { $0.id == place.unit }.map { (index: $0, line: runnable[$0].line + place.line) }
        }
        let finished = result.status == .succeeded ? runnable.count : crash?.index ?? max(0, result.outputs.count - 1)
        for (index, cell) in runnable.enumerated() where index < finished && index < result.outputs.count {
            guard let expected = cell.expectedOutput,
                  case .incorrect(let detail) = OutputValidator.compare(expected: expected, actual: result.outputs[index]) else { continue }
            let (line, column) = source.position(of: "```output", from: cell.line + 1)
            findings.append(LessonDiagnostic(file: file, line: line, column: column, severity: .error,
                                             message: "code cell '\(cell.id)' prints other than its ```output block: "
                                                + (detail.map { Localizer.english.render($0) } ?? "the output differs.")))
        }
        if let problem = CodeChecksValidator.runProblem(result.status, strings: .english, exitCodes: true), finished < runnable.count {
            let cell = runnable[finished]
            findings.append(LessonDiagnostic(file: file, line: crash?.line ?? cell.line + 1, column: 1, severity: .error,
                                             message: "code cell '\(cell.id)' does not run: \(Self.oneLine(problem))"))
        }
        return findings
    }

    /// Each code question that runs answers (`run:`): every listed answer behaves as the first in the harness's
    /// scenarios (else one of them is wrong, or the harness cannot tell them apart), and every wrong answer the
    /// author gave feedback for behaves differently (else running would call it right).
    func codeQuestionFindings(in lesson: Lesson, runner: any CodeRunning) async -> [LessonDiagnostic] {
        var findings: [LessonDiagnostic] = []
        let judge = CodeAnswerJudge(runner: runner, limits: limits)
        for case .question(let question) in lesson.cells {
            guard let validator = question.validator as? ExpressionValidator, let harness = validator.harness,
                  let reference = validator.runnableReference else { continue }
            func report(_ message: String) {
                findings.append(LessonDiagnostic(file: lesson.file.path, line: question.line, column: 1, severity: .error,
                                                 message: "question '\(question.id)': \(message)"))
            }
            for answer in validator.written {
                switch await judge.judge(answer: answer, reference: reference, harness: harness, questionID: question.id) {
                case .same: continue
                case .differs(let scenario, let yours, let expected):
                    report("the answer “\(answer)” behaves unlike “\(reference)” in scenario \(scenario) (\(yours) against \(expected))")
                case .unreadable(let message, let column):
                    report("the answer “\(answer)” does not compile in the harness: \(Self.oneLine(message)) (column \(column))")
                case .failed(let why):
                    report("the answer “\(answer)” does not run in the harness: \(Self.oneLine(Localizer.english.render(why)))")
                case .undecided(let why):
                    report("its answers cannot be run: \(Self.oneLine(why))")
                }
            }
            for rule in question.feedback {
                guard case .answer(let wrong) = rule.match else { continue }
                if case .same = await judge.judge(answer: wrong, reference: reference, harness: harness, questionID: question.id) {
                    report("the wrong answer “\(wrong)” behaves as the right one in every scenario: running would accept it")
                }
            }
        }
        return findings
    }

    /// The recipe as `tutor run` plays it (its files, then `recipe/play.swift`); without a play.swift its files are
    /// still compiled, as every lesson's cells may name them in `cell_support`.
    func recipeFindings(in lesson: Lesson, runner: any CodeRunning) async -> [LessonDiagnostic] {
        let units = lesson.recipe.playUnits
        guard !units.isEmpty else { return [] }
        let result = await runner.run(units, mode: .swift5, limits: limits)
        let main = lesson.directory.appendingPathComponent(lesson.recipe.play?.path ?? units[0].name).path
        switch result.status {
        case .succeeded:
            return []
        case .toolchainUnavailable(let reason):
            return [LessonDiagnostic(file: main, line: 0, column: 0, severity: .warning, message: "recipe not run: \(reason)")]
        case .compileFailed:
            let errors = result.diagnostics.filter { $0.severity == .error }
            guard !errors.isEmpty else {
                return [LessonDiagnostic(file: main, line: 1, column: 1, severity: .error, message: "the recipe does not compile, so `tutor run` fails")]
            }
            return errors.map {
                LessonDiagnostic(file: lesson.directory.appendingPathComponent($0.unit).path, line: $0.line, column: $0.column, severity: .error,
                                 message: "the recipe does not compile, so `tutor run` fails: \(Self.oneLine($0.message))")
            }
        default:
            guard lesson.recipe.play != nil,
                  let problem = CodeChecksValidator.runProblem(result.status, strings: .english, exitCodes: true) else { return [] }
            let place = Self.crashLocation(result.status)
            let line = place.flatMap { units.map(\.name).contains($0.unit) ? $0 : nil }
            return [LessonDiagnostic(file: line.map { lesson.directory.appendingPathComponent($0.unit).path } ?? main,
                                     line: line?.line ?? 1, column: 1, severity: .error,
                                     message: "recipe/play.swift does not run, so `tutor run` fails: \(Self.oneLine(problem))")]
        }
    }

    /// The unit and line a crash message starts with (`recipe/play.swift:2: Fatal error: …`), when it names one.
    static func crashLocation(_ status: RunStatus) -> (unit: String, line: Int)? {
        guard case .crashed(_, let message) = status,
              let match = message.firstMatch(of: /^([^\s:]+):(\d+):/), let line = Int(match.2) else { return nil }
        return (String(match.1), line)
    }

    /// What running one exercise's solution, starter and recorded mistakes on every seed shows.
    public func findings(for exercise: Exercise, in lesson: Lesson, runner: any CodeRunning) async -> [LessonDiagnostic] {
        var findings: [LessonDiagnostic] = []
        let draw = ScenarioDraw(seeds: seeds)
        // One program runs every seed's scenarios: its time grows with the seeds (the limit is per 5 seeds).
        var limits = limits
        limits.timeoutSeconds *= Double(max(1, (seeds.count + 4) / 5))
        do {
            let folder = exercise.directory
            func file(_ name: String) -> String { folder.appendingPathComponent(name).path }
            func run(_ code: String) async -> KernelResult {
                await runner.run(CodeUnits.forExercise(exercise, code: code, in: lesson), mode: .swift5, limits: limits, draw: draw)
            }
            let reference = await run(exercise.solution)
            if case .toolchainUnavailable(let reason) = reference.status {
                findings.append(LessonDiagnostic(file: file("solution.swift"), line: 0, column: 0, severity: .warning,
                                                 message: "exercises not run: \(reason)"))
                return findings
            }
            let judge = ExerciseJudge(runner: runner, limits: limits)
            if let fault = judge.referenceFault(reference, draw: draw) {
                let (line, column) = Self.position(in: reference, unit: "\(exercise.id).swift")
                findings.append(LessonDiagnostic(file: file("solution.swift"), line: line, column: column, severity: .error,
                                                 message: "the reference solution of '\(exercise.id)' cannot be judged against: "
                                                    + Self.oneLine(fault) + Self.firstError(reference)))
                return findings
            }
            // The solution run again as a separate program: the checks must observe the same on the same seed.
            let again = await run(exercise.solution + "\n// run again: the checks must be deterministic\n")
            for seed in seeds {
                let failed = Self.failedChecks(reference: reference, learner: again, seed: seed)
                if let first = failed.first {
                    findings.append(LessonDiagnostic(file: file("checks.swift"), line: 1, column: 1, severity: .error,
                                                     message: "the checks of '\(exercise.id)' observe different things in two runs of the reference "
                                                        + "solution on seed \(seed) (they must depend only on the seed): \(Self.oneLine(first.message))"))
                    break
                }
            }
            let starter = await run(exercise.starter)
            if case .compileFailed = starter.status {
                // The learner's first `check` would answer with compiler errors instead of the checks.
                let (line, column) = Self.position(in: starter, unit: "\(exercise.id).swift")
                findings.append(LessonDiagnostic(file: file("starter.swift"), line: line, column: column, severity: .error,
                                                 message: "the starter of '\(exercise.id)' does not compile, so the learner's first check shows "
                                                    + "compiler errors instead of the checks" + Self.firstError(starter)))
            }
            if let seed = seeds.first(where: { Self.failedChecks(reference: reference, learner: starter, seed: $0).isEmpty }),
               ExerciseJudge.unjudgeable(starter.status, strings: .english) == nil {
                findings.append(LessonDiagnostic(file: file("starter.swift"), line: 1, column: 1, severity: .error,
                                                 message: "the starter of '\(exercise.id)' passes every check on seed \(seed): the learner would have nothing to do"))
            }
            var behaviours: [(WrongVariant, KernelResult)] = []
            for variant in exercise.wrongVariants {
                let result = await run(variant.code)
                let diff = file("wrong/\(variant.name).diff")
                let path = FileManager.default.fileExists(atPath: diff) ? diff : file("wrong/\(variant.name).swift")
                if let problem = ExerciseJudge.unjudgeable(result.status, strings: .english) {
                    findings.append(LessonDiagnostic(file: path, line: 1, column: 1, severity: .error,
                                                     message: "recorded mistake '\(variant.name)' does not run: \(Self.oneLine(problem))" + Self.firstError(result)))
                    continue
                }
                if let seed = seeds.first(where: { Self.failedChecks(reference: reference, learner: result, seed: $0).isEmpty }) {
                    findings.append(LessonDiagnostic(file: path, line: 1, column: 1, severity: .error,
                                                     message: "recorded mistake '\(variant.name)' passes every check on seed \(seed); the checks miss this mistake there"))
                }
                // Two mistakes that behave alike are still told apart by their code when neither shows the other's
                // change (`MistakeEvidence`): the judge runs only the mistakes whose change the learner's code shows.
                for (other, theirs) in behaviours
                where MistakeEvidence.agrees(learner: variant.code, solution: exercise.solution, mistake: other.code)
                    || MistakeEvidence.agrees(learner: other.code, solution: exercise.solution, mistake: variant.code) {
                    if let seed = seeds.first(where: { Self.sameBehaviour(result, theirs, seed: $0) }) {
                        findings.append(LessonDiagnostic(file: path, line: 1, column: 1, severity: .error,
                                                         message: "recorded mistakes '\(other.name)' and '\(variant.name)' behave identically on seed \(seed), "
                                                            + "and the code of one shows the other's change, so neither can be named: observe something "
                                                            + "that tells them apart"))
                    }
                }
                behaviours.append((variant, result))
            }
        }
        return findings
    }

    /// The checks that fail when `learner`'s reports for `seed` are compared with the reference's.
    static func failedChecks(reference: KernelResult, learner: KernelResult, seed: UInt64) -> [CheckOutcome] {
        ObservationComparison(reference: reference.reports.filter { $0.seed == seed },
                              learner: learner.reports.filter { $0.seed == seed }).outcomes().filter { !$0.passed }
    }

    static func sameBehaviour(_ one: KernelResult, _ other: KernelResult, seed: UInt64) -> Bool {
        let mine = one.reports.filter { $0.seed == seed }
        let theirs = other.reports.filter { $0.seed == seed }
        return mine.count == theirs.count && zip(mine, theirs).allSatisfy { $0.behavesLike($1) }
    }

    /// Where a compile error in the learner's unit is, else the top of the file.
    static func position(in result: KernelResult, unit: String) -> (Int, Int) {
        if let diagnostic = result.diagnostics.first(where: { $0.unit == unit && $0.severity == .error }) {
            return (diagnostic.line, diagnostic.column)
        }
        return (1, 1)
    }

    /// ` (checks.swift:3:5: error: …)`: the first compiler error, so the author need not run it by hand.
    static func firstError(_ result: KernelResult) -> String {
        guard let error = result.diagnostics.first(where: { $0.severity == .error }) else { return "" }
        return " (\(oneLine(error.description)))"
    }

    static func oneLine(_ text: String) -> String {
        text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
    }

    static func unique(_ findings: [LessonDiagnostic]) -> [LessonDiagnostic] {
        var seen: Set<LessonDiagnostic> = []
        return findings.filter { seen.insert($0).inserted }
    }

    static func sorted(_ findings: [LessonDiagnostic]) -> [LessonDiagnostic] {
        findings.enumerated().sorted {
            ($0.element.file, $0.element.line, $0.element.column, $0.offset) < ($1.element.file, $1.element.line, $1.element.column, $1.offset)
        }.map(\.element)
    }

    /// `path: N errors, M warnings` or `path: clean`.
    public static func summary(_ findings: [LessonDiagnostic], path: String) -> String {
        let errors = findings.filter { $0.severity == .error }.count
        let warnings = findings.count - errors
        if findings.isEmpty { return "\(path): clean" }
        return "\(path): \(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s")"
    }
}

/// A lesson file's lines, for pointing findings at the right line and column.
struct SourceText {
    let lines: [String]

    /// Decoded as the parser decodes it (invalid UTF-8 as U+FFFD), so the lines are the lines the
    /// parser's positions count: strict decoding gave no lines at all for such a file.
    init(_ url: URL) {
        let text = FileManager.default.contents(atPath: url.path).map { String(decoding: $0, as: UTF8.self) } ?? ""
        lines = text.replacingOccurrences(of: "\r\n", with: "\n").split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    /// Line indices (0-based) from line `from` (1-based) to the end; empty when `from` is past it.
    private func indices(from: Int) -> Range<Int> { min(max(0, from - 1), lines.count)..<lines.count }

    /// The line and column of `key: value` at or after line `from` (1-based); the value's column.
    func position(ofKey key: String, value: String, from: Int) -> (Int, Int) {
        for index in indices(from: from) {
            let line = lines[index]
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard trimmed.hasPrefix("\(key):") else { continue }
            let rest = trimmed.dropFirst(key.count + 1).trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: "\"'"))
            if rest == value, let range = line.range(of: value) {
                return (index + 1, line.distance(from: line.startIndex, to: range.lowerBound) + 1)
            }
        }
        return (max(1, from), 1)
    }

    /// The first occurrence of `text` at or after line `from`.
    func position(of text: String, from: Int) -> (Int, Int) {
        for index in indices(from: from) {
            if let range = lines[index].range(of: text) {
                return (index + 1, lines[index].distance(from: lines[index].startIndex, to: range.lowerBound) + 1)
            }
        }
        return (1, 1)
    }
}
