import Foundation
import Testing
@testable import Lessons

/// A lesson's regular expression is matched within a budget: a pattern that backtracks without end leaves the answer
/// undecided, never wrong.
struct BoundedRegexTests {
    @Test func aCatastrophicPatternIsUndecidedQuickly() throws {
        let regex = try NSRegularExpression(pattern: "^(?:(a|a)*b|a*c)$")
        let started = ContinuousClock.now
        let outcome = BoundedRegex.firstMatch(regex, in: String(repeating: "a", count: 25) + "c")
        let elapsed = ContinuousClock.now - started
        #expect(outcome == .undecided)
        #expect(elapsed < .seconds(2))
    }

    @Test func ordinaryPatternsDecide() throws {
        let regex = try NSRegularExpression(pattern: "^(?:touchUp(Inside)?)$")
        #expect(BoundedRegex.firstMatch(regex, in: "touchUpInside") == .match)
        #expect(BoundedRegex.firstMatch(regex, in: "touchDown") == .noMatch)
    }

    /// The right answer to a question whose pattern backtracks without end is not graded wrong: the validator says it
    /// is undecided, the answer's feedback patterns stay quiet, and the judgement is not an attempt.
    @Test func aRegexQuestionThatCannotDecideSaysSo() throws {
        let validator = try RegexValidator(options: ValidatorOptions(yaml: "type: regex\npattern: \"(a|a)*b|a*c\""))
        let answer = String(repeating: "a", count: 25) + "c"
        #expect(validator.validate(answer) == .undecided)
        #expect(validator.validate("ac") == .correct)
        #expect(validator.validate("ab") == .correct)
        #expect(validator.validate("b") == .correct)
        #expect(validator.validate("x") == .incorrect(detail: nil))
        let rule = FeedbackRule(match: .pattern("(a|a)*b|a*d"), message: "slow")
        let started = ContinuousClock.now
        #expect(!rule.matches(answer, validator: validator))
        #expect(ContinuousClock.now - started < .seconds(2))
        #expect(Localizer.english.render(Message(.answerUndecided)).hasPrefix("This answer could not be checked in time"))
    }
}
