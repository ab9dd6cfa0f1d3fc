import Foundation
import Testing
@testable import Kernel
@testable import Lessons

/// The kernel with the lessons engine: the example lesson's exercise, compiled and checked for real.
@Suite struct KernelLessonTests {
    @Test func theExampleExercisesSolutionPassesAndEachWrongVariantFailsItsCheck() async throws {
        let kernel = try await KernelFixture.available()
        let (loaded, _) = Lesson.load(directory: Fixtures.exampleLesson)
        let lesson = try #require(loaded)
        let exercise = try #require(lesson.exercises.first)

        let judge = ExerciseJudge(runner: kernel)
        let solved = await judge.judge(exercise, code: exercise.solution, in: lesson, draw: ScenarioDraw(seed: 9))
        #expect(solved.learner.status == .succeeded, "\(solved.learner.diagnostics)")
        #expect(solved.verdict.isCorrect, "\(solved.verdict.checks)")
        #expect(solved.verdict.checks.map(\.name) == ["covered field moves up", "visible field stays"])
        // Three scenarios per check, each with its two draws and one observation.
        #expect(solved.learner.reports.count == 6)
        #expect(solved.learner.reports.allSatisfy { $0.draws.map(\.label) == ["keyboard top", "field bottom"] && $0.ending == .returned })

        #expect(!exercise.wrongVariants.isEmpty)
        for variant in exercise.wrongVariants {
            let judged = await judge.judge(exercise, code: variant.code, in: lesson, draw: ScenarioDraw(seed: 9))
            #expect(!judged.verdict.isCorrect, "\(variant.name)")
            let failing = try #require(judged.verdict.checks.first { !$0.passed }, "\(variant.name): \(judged.learner.status)")
            #expect(failing.name == "visible field stays")
            #expect(failing.mistake == variant.name)
            #expect(failing.message.contains("distance moved up: expected 0, observed -"), "\(failing.message)")
            #expect(failing.message.contains("Your code behaves here exactly as a classic mistake does: \(variant.mistake)."), "\(failing.message)")
        }
    }
}
