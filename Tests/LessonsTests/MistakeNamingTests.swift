import Testing
@testable import Kernel
@testable import Lessons

/// Which recorded mistake a failed exercise is told it makes (`ExerciseJudge.mistakeToName`): only one that
/// accounts for every failed check. A mistake that matches one failed check but not another is a guess, and
/// the probe of session 8 found such guesses blaming learners for mistakes they had not made.
@Suite struct MistakeNamingTests {
    static func report(_ check: String, _ value: String) -> ScenarioReport {
        ScenarioReport(seed: 1, check: check, scenario: 0, observations: [Observation("title after tap 1", value)], ending: .returned)
    }

    static func variant(_ name: String) -> WrongVariant { WrongVariant(name: name, code: "", mistake: name, feedback: "") }

    let twice = (variant("twice"), [report("toggles", "Follow"), report("keeps its titles", "Follow / Following")])
    let noSelected = (variant("no-selected"), [report("toggles", "Follow"), report("keeps its titles", "Follow / Follow")])

    @Test func aMistakeThatBehavesAsTheLearnerOnEveryCheckIsNamed() {
        let learner = [Self.report("toggles", "Follow"), Self.report("keeps its titles", "Follow / Follow")]
        #expect(ExerciseJudge.mistakeToName(failedChecks: ["toggles", "keeps its titles"], learner: learner, runs: [twice, noSelected])?.name
                == "no-selected")
    }

    @Test func aMistakeThatAccountsForEveryFailedCheckIsNamedThoughAPassedCheckDiffers() {
        // The learner passes "keeps its titles" with a value no mistake gives; the one failed check is twice's.
        let learner = [Self.report("toggles", "Follow"), Self.report("keeps its titles", "Following / Follow")]
        #expect(ExerciseJudge.mistakeToName(failedChecks: ["toggles"], learner: learner, runs: [twice])?.name == "twice")
    }

    @Test func aMistakeMatchingOnlySomeFailedChecksIsNotNamed() {
        // "toggles" fails as twice's does, but "keeps its titles" fails in a way neither mistake explains.
        let learner = [Self.report("toggles", "Follow"), Self.report("keeps its titles", "— / —")]
        #expect(ExerciseJudge.mistakeToName(failedChecks: ["toggles", "keeps its titles"], learner: learner, runs: [twice, noSelected]) == nil)
        #expect(ExerciseJudge.mistakeToName(failedChecks: [], learner: learner, runs: [twice]) == nil)
        #expect(ExerciseJudge.mistakeToName(failedChecks: ["a check nobody ran"], learner: learner, runs: [twice]) == nil)
    }
}
