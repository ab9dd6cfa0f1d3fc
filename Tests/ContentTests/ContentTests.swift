import Foundation
import Kernel
import Testing
import Lessons
import Classroom

/// Every lesson the course ships, checked the way a learner meets it: it loads without a single
/// diagnostic, its questions accept the right answers and give the author's feedback to the classic
/// wrong ones, its cells and its recipe run on the UIKit model, and each exercise tells the starter,
/// the reference solution and every recorded mistake apart with the mistake's own message.
///
/// The kernel parts compile real Swift (cached between runs) and are skipped, saying why, when no
/// toolchain or compiled model is found. Parameterized cases run in parallel.
@Suite struct ContentTests {
    /// The five lessons, in the cookbook's order.
    static let expectedLessons = ["text-field", "text-view", "button", "keyboard", "local-notifications"]

    // MARK: Loading

    @Test func courseLoadsWithZeroDiagnostics() throws {
        let (course, diagnostics) = ContentFixture.loaded
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.description).joined(separator: "\n"))")
        #expect(course.lessons.map(\.id) == Self.expectedLessons)
        #expect(!course.title.isEmpty)
    }

    /// `tutor list` and the REPL's first prompt read overviews only: each must agree with the full parse.
    @Test(arguments: ContentFixture.lessonIDs)
    func overviewAgreesWithTheFullParse(_ id: String) throws {
        let lesson = try ContentFixture.lesson(id)
        let (overview, diagnostics) = LessonOverview.load(directory: lesson.directory, language: "en")
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.description))")
        #expect(overview == lesson.overview)
        #expect(overview?.items.count == lesson.questions.count + lesson.exercises.count)
    }

    @Test func openedCourseListsTheSameLessonsWithoutParsingThem() throws {
        let (course, diagnostics) = Course.open(contentDirectory: ContentFixture.contentDirectory, language: "en")
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.description))")
        #expect(course.overviews == ContentFixture.loaded.course.overviews)
        #expect(course.overviews.map(\.id) == Self.expectedLessons)
    }

    /// The brief's shape for a lesson a teacher can hand out: 6–12 steps, objectives, a time
    /// estimate, at least five questions and two exercises, every exercise with a recorded mistake,
    /// and a recipe that `tutor run` can play.
    @Test(arguments: ContentFixture.lessonIDs)
    func lessonHasTheShapeOfACourseLesson(_ id: String) throws {
        let lesson = try ContentFixture.lesson(id)
        #expect((6...12).contains(lesson.steps.count), "\(id): \(lesson.steps.count) steps")
        #expect(!lesson.objectives.isEmpty && lesson.estimatedMinutes > 0)
        #expect(lesson.questions.count >= 5, "\(id): \(lesson.questions.count) questions")
        #expect(lesson.exercises.count >= 2, "\(id): \(lesson.exercises.count) exercises")
        #expect(lesson.recipe.play != nil, "\(id) has no recipe/play.swift")
        for exercise in lesson.exercises {
            #expect(!exercise.wrongVariants.isEmpty, "\(id)/\(exercise.id) records no classic mistake")
            #expect(!exercise.hints.isEmpty, "\(id)/\(exercise.id) has no hints")
        }
        for question in lesson.questions {
            #expect(!question.hints.isEmpty, "\(id)/\(question.id) has no hints")
            #expect(question.explanation != nil, "\(id)/\(question.id) has no explanation")
        }
    }

    // MARK: Questions

    /// Each accepted spelling (the author's answer and the samples in `AnswerSamples`) is correct;
    /// each `answer:` feedback rule is wrong and gets exactly its message; each `pattern:` rule gets
    /// its message for the sample answer recorded for it.
    @Test(arguments: ContentFixture.lessonIDs)
    func questionsAcceptTheirAnswersAndExplainTheClassicMistakes(_ id: String) throws {
        let lesson = try ContentFixture.lesson(id)
        let samples = AnswerSamples.byLesson[id] ?? [:]
        for stale in Set(samples.keys).subtracting(lesson.questions.map(\.id)) {
            Issue.record("AnswerSamples has samples for \(id)/\(stale), a question the lesson does not have")
        }
        for question in lesson.questions {
            let where_ = "\(id)/\(question.id)"
            let sample = samples[question.id] ?? QuestionSamples()
            let accepted = Self.authorsAnswers(question) + sample.accepted
            #expect(!accepted.isEmpty, "\(where_): no accepted answer to try; add one to AnswerSamples.swift")
            for answer in accepted {
                let judgement = question.judge(answer)
                #expect(judgement.result == .correct, "\(where_): \(answer.debugDescription) should be accepted, got \(judgement.result)")
            }
            for rejected in sample.rejected {
                #expect(!question.judge(rejected).result.isCorrect, "\(where_): \(rejected.debugDescription) should be wrong")
            }
            for (index, rule) in question.feedback.enumerated() {
                let answer: String
                switch rule.match {
                case .answer(let wrong): answer = wrong
                case .pattern(let pattern):
                    guard let example = sample.patternExamples[pattern] else {
                        Issue.record("\(where_): feedback pattern \(pattern.debugDescription) has no example answer in AnswerSamples.swift")
                        continue
                    }
                    answer = example
                }
                let judgement = question.judge(answer)
                #expect(!judgement.result.isCorrect, "\(where_): the feedback answer \(answer.debugDescription) is accepted as right")
                #expect(judgement.feedback == rule.message,
                        "\(where_): feedback rule \(index + 1) (\(answer.debugDescription)) gets \(judgement.feedback ?? "no feedback")")
            }
        }
    }

    /// The answer the author wrote, in a form the learner could type: the validator's shown answer,
    /// or for choices the letters ("A, C") rather than the lettered text.
    static func authorsAnswers(_ question: Question) -> [String] {
        guard let shown = question.validator.shownAnswer else { return [] }
        guard type(of: question.validator).type == "choice" else { return [shown] }
        let letters = shown.split(separator: "\n").compactMap { line in line.split(separator: ")").first.map(String.init) }
        return [letters.joined(separator: ", ")]
    }

    // MARK: Code through the kernel

    /// Every runnable cell, run in order as one notebook, prints what its `output` block says.
    @Test(arguments: ContentFixture.lessonIDs)
    func cellsRunAndPrintTheirRecordedOutput(_ id: String) async throws {
        let lesson = try ContentFixture.lesson(id)
        let runnable = lesson.codeCells.filter(\.runnable)
        guard let last = runnable.last else { return }
        let kernel = try await ContentFixture.availableKernel()
        let units = try #require(CodeUnits.forCell(last.id, in: lesson))
        let result = await kernel.run(units, limits: ContentFixture.limits)
        try #require(result.status == .succeeded, "\(id): the cells did not run to the end\n\(result.summary)")
        #expect(!result.diagnostics.contains { $0.severity == .error })
        if let folder = ProcessInfo.processInfo.environment["TUTOR_DUMP_CELL_OUTPUTS"] {
            // For authors recording `output` blocks: every cell's output as a file.
            let directory = URL(fileURLWithPath: folder).appendingPathComponent(id)
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            for (cell, output) in zip(runnable, result.outputs) {
                try Data(output.utf8).write(to: directory.appendingPathComponent("line-\(cell.line).txt"))
            }
        }
        for (cell, output) in zip(runnable, result.outputs) {
            if let expected = cell.expectedOutput {
                #expect(comparableLines(output) == comparableLines(expected),
                        "\(id) \(cell.id) (line \(cell.line)) printed:\n\(output)")
            } else {
                #expect(!output.isEmpty, "\(id) \(cell.id) (line \(cell.line)) prints nothing")
            }
        }
    }

    /// `tutor run <lesson>` plays the recipe to its end.
    @Test(arguments: ContentFixture.lessonIDs)
    func recipePlaysToTheEnd(_ id: String) async throws {
        let lesson = try ContentFixture.lesson(id)
        let kernel = try await ContentFixture.availableKernel()
        let result = await kernel.run(lesson.recipe.playUnits, limits: ContentFixture.limits)
        if let folder = ProcessInfo.processInfo.environment["TUTOR_DUMP_CELL_OUTPUTS"] {
            let directory = URL(fileURLWithPath: folder).appendingPathComponent(id)
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try Data(result.outputs.joined().utf8).write(to: directory.appendingPathComponent("play.txt"))
        }
        #expect(result.status == .succeeded, "\(id): recipe/play.swift did not run to the end\n\(result.summary)")
        #expect(result.outputs.joined().split(separator: "\n").count >= 10, "\(id): the recipe shows almost nothing")
    }

    /// Lint's proof for the exercise on ten seeds: two runs of the solution observe the same, the starter and
    /// every recorded mistake fail, and no two mistakes behave alike. Then the judge names each recorded
    /// mistake as itself on a seed lint did not try.
    @Test(arguments: ContentFixture.exerciseKeys)
    func exerciseSeparatesRightFromWrong(_ key: String) async throws {
        let parts = key.split(separator: "/").map(String.init)
        let lesson = try ContentFixture.lesson(parts[0])
        let exercise = try #require(lesson.exercise(id: parts[1]))
        let kernel = try await ContentFixture.availableKernel()
        #expect(exercise.wrongVariants.count >= 6, "\(key) records \(exercise.wrongVariants.count) classic mistakes; at least six are expected")

        let linter = LessonLinter(runner: kernel, limits: ContentFixture.limits, seeds: Array(1...10))
        let findings = await linter.findings(for: exercise, in: lesson, runner: kernel)
        #expect(findings.isEmpty, "\(key):\n\(findings.map(\.description).joined(separator: "\n"))")

        let judge = ExerciseJudge(runner: kernel, limits: ContentFixture.limits)
        for variant in exercise.wrongVariants {
            let verdict = await judge.judge(exercise, code: variant.code, in: lesson, draw: ScenarioDraw(seed: 4242)).verdict
            #expect(verdict.outcome == .incorrect, "\(key) wrong/\(variant.name): \(verdict.message)")
            let named = Set(verdict.checks.filter { !$0.passed }.map { $0.mistake ?? "(none)" })
            #expect(named == [variant.name], "\(key) wrong/\(variant.name) is named \(named.sorted()): \(verdict.checks.map(\.message))")
        }
    }

    /// Submissions written to beat checks that look at one scenario, and a forger that writes whatever it
    /// finds in its environment, working folder, /proc/self and open descriptors into the checks' records:
    /// each fails on every seed tried, in `check` (the judge) as in grading (the same judge).
    @Test(arguments: ContentFixture.exerciseKeys)
    func hostileSubmissionsFail(_ key: String) async throws {
        let parts = key.split(separator: "/").map(String.init)
        let lesson = try ContentFixture.lesson(parts[0])
        let exercise = try #require(lesson.exercise(id: parts[1]))
        let kernel = try await ContentFixture.availableKernel()
        let folder = ContentFixture.submissions.appendingPathComponent(key)
        let judge = ExerciseJudge(runner: kernel, limits: ContentFixture.limits, diagnosesMistakes: false)
        for name in ["hard-coded", "ignores-input", "forger"] {
            var code = try String(contentsOf: folder.appendingPathComponent("\(name).swift"), encoding: .utf8)
            if name == "forger" { code += Forger.source }
            for seed: UInt64 in [1, 2, 3, 77, 90210] {
                let verdict = await judge.judge(exercise, code: code, in: lesson, draw: ScenarioDraw(seed: seed)).verdict
                #expect(verdict.outcome == .incorrect, "\(key) \(name) on seed \(seed): \(verdict.outcome) \(verdict.message) \(verdict.diagnostics)")
            }
        }
    }
}
