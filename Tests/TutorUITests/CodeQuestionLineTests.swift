import Testing
@testable import TutorUI

/// At a question whose answer is Swift, a typed line is the answer, in every shape a learner writes one —
/// a declaration and a statement included — while a line that opens a block still runs as Swift, and
/// `swift CODE` always runs.
@Suite struct CodeQuestionLineTests {
    @Test func linesAreAnswersAtACodeQuestion() {
        let c = ReplCommand.Context.codeQuestion
        for answer in ["let frame = view.convert(endFrame, from: nil)", "button.addAction(save, for: .touchUpInside)",
                       "self.button.addAction(save, for: [.touchUpInside])", "_ = view.window!.convert(endFrame, to: view)",
                       "{ view.convert(endFrame, from: nil) }()"] {
            #expect(ReplCommand.parse(answer, context: c) == .answer(answer), "\(answer)")
        }
        #expect(ReplCommand.parse("for i in 0..<3 {", context: c) == .code("for i in 0..<3 {"))
        #expect(ReplCommand.parse("hint", context: c) == .hint)
        // The same declaration at another question experiments instead.
        #expect(ReplCommand.parse("let frame = view.convert(endFrame, from: nil)", context: .question)
            == .code("let frame = view.convert(endFrame, from: nil)"))
    }
}
