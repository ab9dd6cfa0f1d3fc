import Foundation
import Testing
@testable import Kernel
@testable import Lessons

/// On the shipped code questions: answers the reading does not list are compiled beside
/// the lesson's reference and run in drawn scenarios; equal behaviour is right whatever the spelling, and a
/// near miss is told what its run showed (or the reading's reason, now confirmed by running).
@Suite struct CodeAnswerTests {
    static func question(_ lesson: String, _ id: String) throws -> Question {
        let lesson = try ContentFixture.lesson(lesson)
        guard let cell = lesson.cells.first(where: { $0.id == id }), case .question(let question) = cell else {
            throw CancellationError()
        }
        return question
    }

    static func judge(_ lesson: String, _ id: String, _ answer: String) async throws -> Question.Judgement {
        let kernel = try await ContentFixture.availableKernel()
        return await try question(lesson, id).judge(answer, runner: kernel, limits: ContentFixture.limits)
    }

    static func english(_ result: ValidationResult) -> String {
        switch result {
        case .correct: return "correct"
        case .incorrect(let detail): return "incorrect: " + (detail.map { Localizer.english.render($0) } ?? "")
        case .unreadable(let message): return "unreadable: " + Localizer.english.render(message)
        }
    }

    @Test(arguments: [
        // The same conversion in shapes the reading does not know: in a closure, through map, from the
        // controller's window, or worked out by hand from the views' origins.
        "{ view.convert(endFrame, from: nil) }()",
        "view.window.map { $0.convert(endFrame, to: view) }!",
        "controller.view.window!.convert(endFrame, to: view)",
        "endFrame.offsetBy(dx: -view.frame.minX - controller.view.frame.minX, dy: -view.frame.minY - controller.view.frame.minY)",
    ])
    func unlistedRightConversionsAreRightByWhatTheyDo(answer: String) async throws {
        let question = try Self.question("keyboard", "convert-call")
        #expect(question.judgesByRunning(answer), "the reading alone should not decide \(answer)")
        let judgement = try await Self.judge("keyboard", "convert-call", answer)
        #expect(Self.english(judgement.result) == "correct", "\(answer)")
    }

    @Test func listedShapesAreStillDecidedByReadingWithoutACompiler() throws {
        let question = try Self.question("keyboard", "convert-call")
        for answer in ["view.convert(endFrame, from: view.window)", "let frame = view.convert(endFrame, from: nil)",
                       "view.window!.convert(endFrame, to: view)"] {
            #expect(!question.judgesByRunning(answer), "\(answer)")
            #expect(question.judge(answer).result == .correct, "\(answer)")
        }
    }

    @Test func wrongConversionsAreToldWhatTheirRunShowed() async throws {
        // The reading's reason, confirmed by running.
        let otherWay = try await Self.judge("keyboard", "convert-call", "view.convert(endFrame, to: nil)")
        #expect(Self.english(otherWay.result) == "incorrect: that converts from view to view.window: the other way round.")
        #expect(otherWay.feedback?.hasPrefix("That goes the other way") == true)
        // A frame typed in for one screen: its run shows the scenario where it is wrong.
        let hardCoded = try await Self.judge("keyboard", "convert-call", "CGRect(x: -10, y: 300, width: 320, height: 216)")
        let text = Self.english(hardCoded.result)
        #expect(text.hasPrefix("incorrect: run in scenario "), "\(text)")
        #expect(text.contains(", it gives (-10.0, 300.0, 320.0, 216.0) where ("), "\(text)")
        // Converting from the wrong view.
        let fromItself = try await Self.judge("keyboard", "convert-call", "view.convert(endFrame, from: view)")
        #expect(Self.english(fromItself.result).hasPrefix("incorrect: "))
    }

    /// Conversions that are right only where the controller's view starts at the window's origin: the
    /// scenarios put it under a bar, so each is wrong by its run, and told in coordinates what it did.
    @Test(arguments: [
        ("view.superview!.convert(endFrame, to: view)", "that converts from view.superview's coordinates, but the rectangle is in view.window's."),
        ("view.convert(endFrame, from: controller.view)", "that converts from controller.view's coordinates, but the rectangle is in view.window's."),
        ("view.superview!.convert(endFrame, from: nil)", "that gives the rectangle in view.superview's coordinates, not in view's."),
        ("controller.view.convert(endFrame, from: nil)", "that gives the rectangle in controller.view's coordinates, not in view's."),
        ("view.convert(endFrame, to: view)", "that converts from view's coordinates, but the rectangle is in view.window's."),
    ])
    func conversionsThatAssumeTheWindowsOriginAreWrong(answer: String, reason: String) async throws {
        let judgement = try await Self.judge("keyboard", "convert-call", answer)
        #expect(Self.english(judgement.result) == "incorrect: " + reason, "\(answer)")
    }

    /// A mistake the author foresaw is a wrong answer with the author's words, though it does not compile here.
    @Test func foreseenMistakesThatDoNotCompileAreWrongWithTheAuthorsWords() async throws {
        let selector = try await Self.judge("button", "add-action-call", "button.addTarget(self, action: #selector(save), for: .touchUpInside)")
        #expect(Self.english(selector.result) == "incorrect: that calls addTarget(_:action:for:), another method.")
        #expect(selector.feedback?.hasPrefix("Target-action needs a selector") == true)
        let noEvent = try await Self.judge("button", "add-action-call", "button.addAction(save)")
        #expect(Self.english(noEvent.result) == "incorrect: the call lacks the argument for:.")
        #expect(noEvent.feedback == "`addAction` needs the event too: `for: .touchUpInside`.")
        // Not foreseen: still a slip, named at its column.
        let typo = try await Self.judge("button", "add-action-call", "button.addAction(sav, for: .touchUpInside)")
        #expect(Self.english(typo.result).hasPrefix("unreadable: “button.addAction(sav, for: .touchUpInside)” does not compile here: "), "\(Self.english(typo.result))")
    }

    @Test func slipsAreNamedAtTheirColumnNotCountedWrong() async throws {
        let unclosed = try await Self.judge("keyboard", "convert-call", "view.convert(endFrame, from: nil")
        #expect(Self.english(unclosed.result) == "unreadable: “view.convert(endFrame, from: nil” does not compile here: expected ')' to end function call (column 33).")
        let label = try await Self.judge("keyboard", "convert-call", "view.convert(endFrame, form: nil)")
        let text = Self.english(label.result)
        #expect(text.hasPrefix("unreadable: “view.convert(endFrame, form: nil)” does not compile here: "), "\(text)")
        #expect(text.contains("(column "), "\(text)")
        let reserved = try await Self.judge("keyboard", "convert-call", "__tutorReference(&draw)")
        #expect(Self.english(reserved.result) == "unreadable: “__tutorReference(&draw)” does not compile here: names starting with __tutor belong to the tutor (column 1).")
    }

    /// An answer that prints the tutor's own report lines cannot pass: its program never holds the reference, so it
    /// can only guess what the reference observed, and a scenario reported twice is a forgery.
    @Test func anAnswerThatPrintsTheTutorsReportsIsNotRight() async throws {
        // Reports of its own for every scenario, then the program ends before the tutor's loop reports anything.
        let early = try await Self.judge("button", "add-action-call", """
            for index in 0..<16 { print("\\u{1E}tutor-answer-scenario \\(index)\\tsaves after each touch: 1, 2, 3, 4") }; exit(0)
            """)
        #expect(Self.english(early.result).hasPrefix("incorrect: "), "\(Self.english(early.result))")
        // Its own reports beside the tutor's: each scenario reported twice.
        let beside = try await Self.judge("button", "add-action-call", """
            print("\\u{1E}tutor-answer-scenario 0\\tsaves after each touch: 1, 2, 3, 4"); button.addAction(save, for: .touchUpInside)
            """)
        #expect(Self.english(beside.result) == "incorrect: run in the question's scenarios, its program printed reports of its own in place of the tutor's.", "\(Self.english(beside.result))")
    }

    @Test func buttonActionsAreJudgedByTouchingTheButton() async throws {
        for right in ["button.addAction(UIAction { _ in store.save() }, for: .touchUpInside)",
                      "button.addAction(save, for: UIControl.Event.touchUpInside.union(.primaryActionTriggered).subtracting(.primaryActionTriggered))"] {
            let judgement = try await Self.judge("button", "add-action-call", right)
            #expect(Self.english(judgement.result) == "correct", "\(right)")
        }
        // touchDown also fires when the finger then slides away: a drawn drag tells it apart.
        let touchDown = try await Self.judge("button", "add-action-call", "button.addAction(UIAction { _ in store.save() }, for: .touchDown)")
        let text = Self.english(touchDown.result)
        #expect(text.hasPrefix("incorrect: "), "\(text)")
        #expect(touchDown.feedback == "touchDown fires as soon as the finger lands, even if the user then slides away; use `.touchUpInside`.")
        let never = try await Self.judge("button", "add-action-call", "_ = save")
        #expect(Self.english(never.result).hasPrefix("incorrect: run in scenario 1, it gives saves after each touch: 0, 0, 0, 0 where "))
    }
}
