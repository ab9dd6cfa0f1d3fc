import Foundation
import Testing
@testable import Kernel
@testable import Lessons

/// Typed code read by swift-syntax: a slip's message and column, and what an answer's value is.
@Suite struct SwiftSyntaxCheckTests {
    @Test func slipsHaveTheParsersWordsAndColumn() throws {
        let unclosed = try #require(SwiftSyntaxCheck.problem(in: "view.convert(endFrame, from: nil"))
        #expect(unclosed.message == "expected ')' to end function call")
        #expect(unclosed.column == 33)
        let stray = try #require(SwiftSyntaxCheck.problem(in: "button.addAction(save for: .touchUpInside)"))
        #expect(stray.column == 22, "\(stray)")
        #expect(SwiftSyntaxCheck.problem(in: "{ view.convert(endFrame, from: nil) }()") == nil)
    }

    @Test func theValueOfEachShapeOfAnswer() {
        #expect(SwiftSyntaxCheck.form(of: "view.convert(r, from: nil)") == .expression("view.convert(r, from: nil)", offset: 0))
        #expect(SwiftSyntaxCheck.form(of: "_ = view.convert(r, from: nil)") == .expression("view.convert(r, from: nil)", offset: 4))
        #expect(SwiftSyntaxCheck.form(of: "return r") == .expression("r", offset: 7))
        #expect(SwiftSyntaxCheck.form(of: "let frame = view.convert(r, from: nil)") == .binding(name: "frame"))
        #expect(SwiftSyntaxCheck.form(of: "var a = 1; a += 1") == .statements)
        #expect(SwiftSyntaxCheck.form(of: "guard let w = view.window else { return }") == .statements)
    }

    @Test func aHarnessIsCheckedWhenTheLessonLoads() throws {
        func error(_ yaml: String) -> String? {
            do { _ = try ExpressionValidator(options: ValidatorOptions(yaml: yaml)); return nil } catch { return error.message }
        }
        #expect(error("answer: a.b()\nrun:\n  observe: x") == "“run” needs “setup”: the Swift that builds the answer's scene")
        #expect(error("answer: a.b()\nrun:\n  setup: x\n  scenarios: 40") == "“run.scenarios” must be a whole number from 1 to 16, not “40”")
        #expect(error("answer: a.b()\nrun:\n  setup: x\n  seutp: y") == "unknown key “run.seutp”; expected one of: observe, prelude, scenarios, setup")
        #expect(error("answer: a.b()\nrun: x") == "“run” must be a mapping")
        let validator = try ExpressionValidator(options: ValidatorOptions(yaml: "answer: a.b()\nrun:\n  setup: let a = A()"))
        #expect(validator.harness == AnswerHarness(setup: "let a = A()"))
    }
}
