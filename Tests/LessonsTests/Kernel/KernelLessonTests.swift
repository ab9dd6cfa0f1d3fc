import Foundation
import Testing
@testable import Lessons

/// The kernel with the lessons engine: the example lesson's exercise, compiled and checked for real.
@Suite struct KernelLessonTests {
    @Test func theExampleExercisesSolutionPassesAndEachWrongVariantFailsItsCheck() async throws {
        let kernel = try await KernelFixture.available()
        let (loaded, _) = Lesson.load(directory: Fixtures.exampleLesson)
        let lesson = try #require(loaded)
        let exercise = try #require(lesson.exercises.first)

        let solved = await kernel.run(CodeUnits.forExercise(exercise, code: exercise.solution, in: lesson))
        #expect(solved.status == .succeeded, "\(solved.diagnostics)")
        #expect(!solved.checks.isEmpty)
        #expect(solved.checks.allSatisfy { $0.passed }, "\(solved.checks)")
        #expect(CodeChecksValidator.verdict(for: solved).isCorrect)

        #expect(!exercise.wrongVariants.isEmpty)
        for variant in exercise.wrongVariants {
            let result = await kernel.run(CodeUnits.forExercise(exercise, code: variant.code, in: lesson))
            let failing = try #require(result.checks.first { $0.name == variant.failingCheck }, "\(variant.name): \(result.status)")
            #expect(!failing.passed, "\(variant.name)")
            #expect(failing.message.contains(variant.messageContains), "\(variant.name): \(failing.message)")
            #expect(!CodeChecksValidator.verdict(for: result).isCorrect)
        }
    }
}
