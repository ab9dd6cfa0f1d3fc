import Foundation
import Testing
@testable import TutorUI

/// With lettered choices open, one letter is an answer: `b` picks the second choice instead of going back, `a`
/// answers "a" instead of asking for an answer. Elsewhere, and for letters past the last choice, the short commands
/// stay.
@Suite struct ChoiceLettersTests {
    @Test func oneLetterAtAChoiceQuestionIsTheAnswer() {
        let choices = ReplCommand.Context.choiceQuestion(letters: 4)
        #expect(ReplCommand.parse("b", context: choices) == .answer("b"))
        #expect(ReplCommand.parse("a", context: choices) == .answer("a"))
        #expect(ReplCommand.parse("D", context: choices) == .answer("D"))
        #expect(ReplCommand.parse("n", context: choices) == .next, "n is past the fourth choice: still next")
        #expect(ReplCommand.parse("back", context: choices) == .back, "the long names stay commands")
        #expect(ReplCommand.parse("b, because it repeats", context: choices) == .answer("b, because it repeats"))
        #expect(ReplCommand.parse("b", context: .question) == .back)
        #expect(ReplCommand.parse("b", context: .other) == .back)
    }
}
