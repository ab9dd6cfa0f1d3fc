import Testing
@testable import TutorUI

@Suite struct ReplCommandTests {
    @Test func navigationCommands() {
        #expect(ReplCommand.parse("next") == .next)
        #expect(ReplCommand.parse("  n  ") == .next)
        #expect(ReplCommand.parse("back") == .back)
        #expect(ReplCommand.parse("goto 3") == .goto(step: 3))
        #expect(ReplCommand.parse("goto 0") == .invalid(message: "Steps are numbered from 1; 'goto 0' has no step."))
        #expect(ReplCommand.parse("steps") == .steps)
        #expect(ReplCommand.parse("") == .empty)
        #expect(ReplCommand.parse("   ") == .empty)
        #expect(ReplCommand.parse("quit") == .quit)
        #expect(ReplCommand.parse("exit") == .quit)
        #expect(ReplCommand.parse("start keyboard") == .start(lesson: "keyboard"))
        #expect(ReplCommand.parse("help sim") == .help(topic: "sim"))
        #expect(ReplCommand.parse("swift") == .swiftBlock)
    }

    @Test func checkTakesAnOptionalSeedToReplay() {
        #expect(ReplCommand.parse("check") == .check(seed: nil))
        #expect(ReplCommand.parse("check 157451") == .check(seed: 157451))
        #expect(ReplCommand.parse("check 18446744073709551615") == .check(seed: UInt64.max))
        #expect(ReplCommand.parse("check soon") == .checkItem("soon"))
        #expect(ReplCommand.parse("check 12abc") == .invalid(message: "Usage: check [SEED|NAME]"))
        #expect(ReplCommand.parse("check = 3") == .code("check = 3"))
    }

    @Test func answersAtAQuestion() {
        #expect(ReplCommand.parse("216", context: .question) == .answer("216"))
        #expect(ReplCommand.parse("keyboardWillShow", context: .question) == .answer("keyboardWillShow"))
        // Commands still work at a question; `answer` forces an answer that looks like a command.
        #expect(ReplCommand.parse("hint", context: .question) == .hint)
        #expect(ReplCommand.parse("answer next", context: .question) == .answer("next"))
        #expect(ReplCommand.parse("answer") == .invalid(message: "'answer' needs your answer after it, e.g. 'answer 216'."))
    }

    /// With a question open a line is the answer unless it is a Swift statement, so a learner can
    /// experiment to find the answer, and a block is never taken line by line as answers.
    @Test func swiftStatementsRunWhileAQuestionIsOpen() {
        let q = ReplCommand.Context.question
        #expect(ReplCommand.parse("print(NSStringFromCGRect(form.noteField.frame))", context: q)
            == .code("print(NSStringFromCGRect(form.noteField.frame))"))
        #expect(ReplCommand.parse("for i in 0..<3 {", context: q) == .code("for i in 0..<3 {"))
        #expect(ReplCommand.parse("let h = 568 - 352", context: q) == .code("let h = 568 - 352"))
        #expect(ReplCommand.parse("var frame: CGRect", context: q) == .code("var frame: CGRect"))
        #expect(ReplCommand.parse("field.frame.origin.y -= 10", context: q) == .code("field.frame.origin.y -= 10"))
        #expect(ReplCommand.parse("x <<= 2", context: q) == .code("x <<= 2"))
        #expect(ReplCommand.parse("view.subviews.forEach {", context: q) == .code("view.subviews.forEach {"))
        #expect(ReplCommand.parse("import UIKit", context: q) == .code("import UIKit"))
        #expect(ReplCommand.parse("dump(view)", context: q) == .code("dump(view)"))
        // Answers, even those that read as expressions.
        for answer in ["216", "568 - 352", "B", "a, c", "struct", "if the keyboard is up", "x == 3", "top <= 352",
                       "view.convert(rect, from: nil)", "textFieldShouldReturn(_:)", "(0, 352, 320, 216)", "\"a = b\"",
                       "let it be", "print"] {
            #expect(ReplCommand.parse(answer, context: q) == .answer(answer), "\(answer)")
        }
        // Explicit either way.
        #expect(ReplCommand.parse("a let x = 1", context: q) == .answer("let x = 1"))
        #expect(ReplCommand.parse("a 216") == .answer("216"))
        #expect(ReplCommand.parse("swift 568 - 352", context: q) == .code("568 - 352"))
        #expect(ReplCommand.parse("swift") == .swiftBlock)
        // `a` as a variable stays Swift.
        #expect(ReplCommand.parse("a = 5", context: q) == .code("a = 5"))
        #expect(ReplCommand.parse("a += 1") == .code("a += 1"))
    }

    @Test func swiftCodeIsACell() {
        #expect(ReplCommand.parse("let x = 1") == .code("let x = 1"))
        #expect(ReplCommand.parse("print(view.frame)") == .code("print(view.frame)"))
        // A command word followed by code punctuation is code, not a malformed command.
        #expect(ReplCommand.parse("next = 3") == .code("next = 3"))
        #expect(ReplCommand.parse("func f() {") == .code("func f() {"))
    }

    @Test func unknownWordsSuggestTheNearestCommand() {
        #expect(ReplCommand.parse("nxet") == .invalid(message: "Unknown command 'nxet'. Did you mean 'next'? Type 'help' for the list."))
        #expect(ReplCommand.parse("soluton") == .invalid(message: "Unknown command 'soluton'. Did you mean 'solution'? Type 'help' for the list."))
        #expect(ReplCommand.parse("zzzzzz") == .invalid(message: "Unknown command 'zzzzzz'. Type 'help' for the list."))
        #expect(ReplCommand.parse("goto three") == .invalid(message: "Usage: goto N"))
    }

    @Test func simulatorCommands() {
        #expect(ReplCommand.parse("sim tap emailField") == .sim(SimulatorCommand(verb: "tap", argument: "emailField")))
        #expect(ReplCommand.parse("sim type Привет, мир") == .sim(SimulatorCommand(verb: "type", argument: "Привет, мир")))
        #expect(ReplCommand.parse("sim rotate landscapeLeft") == .sim(SimulatorCommand(verb: "rotate", argument: "landscapeLeft")))
        #expect(ReplCommand.parse("sim advance 0.25") == .sim(SimulatorCommand(verb: "advance", argument: "0.25")))
        #expect(ReplCommand.parse("sim rotate landscpeLeft")
            == .invalid(message: "Unknown value 'landscpeLeft'. Did you mean 'landscapeLeft'? Choose one of: landscape, landscapeLeft, landscapeRight, portrait, portraitUpsideDown"))
        #expect(ReplCommand.parse("sim advance soon") == .invalid(message: "'sim advance' needs a number of seconds, e.g. 'sim advance 0.25'; got 'soon'."))
        #expect(ReplCommand.parse("sim tpa x") == .invalid(message: "Unknown simulator command 'tpa'. Did you mean 'tap'? Try: tap, type, return, rotate, keyboard, advance, idle, background"))
        #expect(ReplCommand.parse("screen") == .screen)
        #expect(ReplCommand.parse("log") == .log)
    }

    @Test func codeEntryCompleteness() {
        #expect(CodeEntry.isComplete("let x = 1"))
        #expect(!CodeEntry.isComplete("func f() {"))
        #expect(CodeEntry.isComplete("func f() {\n  print(\"}\")\n}"))
        #expect(!CodeEntry.isComplete("let s = \"\"\"\nhello"))
        #expect(CodeEntry.isComplete("let s = \"\"\"\nhello {\n\"\"\""))
        #expect(CodeEntry.isComplete("let x = 1 // {"))
        #expect(!CodeEntry.isComplete("/* start"))
        #expect(CodeEntry.openDepth("view.frame = CGRect(x: 0, y: [1, 2") == 2)
    }
}

@Suite struct SimulatorCommandTests {
    @Test func statementsFollowTheTable() {
        #expect(SimulatorCommand(verb: "tap", argument: "emailField").swiftStatement() == "__sim.tap(__tutorView(\"emailField\"))")
        #expect(SimulatorCommand(verb: "type", argument: "say \"hi\"\\").swiftStatement() == #"__sim.type("say \"hi\"\\")"#)
        #expect(SimulatorCommand(verb: "return").swiftStatement() == "__sim.pressReturn()")
        #expect(SimulatorCommand(verb: "rotate", argument: "landscapeRight").swiftStatement() == "__sim.rotate(to: .landscapeRight)")
        #expect(SimulatorCommand(verb: "keyboard", argument: "split").swiftStatement() == "__sim.setKeyboardMode(.split)")
        #expect(SimulatorCommand(verb: "keyboard", argument: "hardware").swiftStatement() == "__sim.attachHardwareKeyboard()")
        #expect(SimulatorCommand(verb: "advance", argument: "0.5").swiftStatement() == "__sim.advance(by: 0.5)")
        #expect(SimulatorCommand(verb: "background").swiftStatement() == "__sim.sendToBackground()")
        #expect(SimulatorCommand(verb: "rotate", argument: "sideways").swiftStatement() == nil)
    }

    @Test func scriptReplaysCommandsThenShowsTheScreen() {
        let script = SimulatorScript(commands: [SimulatorCommand(verb: "type", argument: "a"), SimulatorCommand(verb: "idle")], ending: .screen)
        #expect(script.source == """
            // Generated by tutor from the REPL's simulator commands.
            import Foundation
            import UIKit
            import Simulator
            let __sim = Simulator.current ?? Simulator()
            __sim.type("a")
            __sim.runUntilIdle()
            print(__sim.render())

            """)
        let tapping = SimulatorScript(commands: [SimulatorCommand(verb: "tap", argument: "save")], ending: .log)
        #expect(tapping.source.contains("func __tutorView(_ identifier: String) -> UIView {"))
        #expect(tapping.source.hasSuffix("__sim.tap(__tutorView(\"save\"))\nfor entry in __sim.log { print(entry) }\n"))
    }

    @Test func suggestionsUseEditDistance() {
        #expect(Suggestion.editDistance("keybord", "keyboard") == 1)
        #expect(Suggestion.editDistance("kitten", "sitting") == 3)
        #expect(Suggestion.editDistance("", "abc") == 3)
        #expect(Suggestion.unknown("lesson", "keybord", candidates: ["text-field", "keyboard", "button"])
            == "Unknown lesson 'keybord'. Did you mean 'keyboard'?")
        #expect(Suggestion.unknown("lesson", "qqq", candidates: ["keyboard"]) == "Unknown lesson 'qqq'.")
        #expect(Suggestion.nearest(to: "text", in: ["text-field", "text-view"]) == "text-field")
    }
}
