import Testing
@testable import Kernel
@testable import Lessons

/// Choice answers in the learner's own words (`ChoiceValidator.paraphrased`), on the shipped questions: the one
/// choice that holds every meaningful word of the answer is picked, and judged as that choice; an answer that
/// fits several choices, or drops a choice's negation, is still not read.
@Suite struct ShippedParaphraseTests {
    static func judge(_ lesson: String, _ id: String, _ answer: String) throws -> ValidationResult {
        try #require(try ContentFixture.lesson(lesson).question(id: id)).judge(answer).result
    }

    @Test(arguments: [
        ("local-notifications", "nil-fire-date", "delivered right away"),
        ("local-notifications", "foreground-delivery", "Nothing is shown; application(_:didReceive:) is called"),
        ("keyboard", "guide-or-inset", "keyboardLayoutGuide"),
        ("keyboard", "guide-or-inset", "Pin the field's bottom to the keyboard layout guide"),
        ("keyboard", "register-where", "viewWillAppear / viewWillDisappear"),
    ])
    func ownWordsThatFitOneChoicePickIt(lesson: String, id: String, answer: String) throws {
        #expect(try Self.judge(lesson, id, answer) == .correct, "\(answer)")
    }

    @Test func ownWordsOfAWrongChoiceAreWrongAndVagueOnesAreNotRead() throws {
        // The midnight choice, in other words: read as that choice, and wrong.
        guard case .incorrect = try Self.judge("local-notifications", "nil-fire-date", "at midnight") else {
            Issue.record("“at midnight” was not read as the midnight choice"); return
        }
        // "delivered" is in three choices: not read as any.
        guard case .unreadable = try Self.judge("local-notifications", "nil-fire-date", "delivered") else {
            Issue.record("“delivered” picked a choice"); return
        }
        // Words of the first choice without its "never": not that choice.
        guard case .unreadable = try Self.judge("local-notifications", "nil-fire-date", "a notification without a fire date is delivered") else {
            Issue.record("dropping “never” still picked the first choice"); return
        }
        // Words that several choices share, and others no choice has.
        guard case .unreadable = try Self.judge("local-notifications", "nil-fire-date", "delivered by carrier pigeon") else {
            Issue.record("words of no choice picked one"); return
        }
        // Another word for the same thing is the same choice: "immediately" for "right away".
        #expect(try Self.judge("local-notifications", "nil-fire-date", "delivered immediately") == .correct)
    }
}
