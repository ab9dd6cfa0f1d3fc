import Foundation
import Testing
@testable import Kernel
@testable import Lessons

struct BadInputTests {
    static let nasty: [String] = [
        "", "   ", "\n\n\t", String(repeating: "9", count: 20_000), String(repeating: "(", count: 3_000),
        "\u{0}\u{1}\u{7}\u{1B}[31mred\u{1B}[0m", "\u{FFFD}\u{FFFD}", "🙂👩‍👩‍👧", "Й\u{0306}\u{0306}\u{0306}",
        "-", ".", "{{", "}}", "1e999999", "NaN", "inf", "0x1F", "\u{202E}evil", "A,,,,", ",", "→→→", "CGRect(", "x:", ":",
        String(repeating: "a, ", count: 3_000), "\r\n216\r\n",
    ]

    @Test("Every validator of the example lesson answers every nasty input with a verdict")
    func noCrashes() throws {
        let (lesson, _) = Lesson.load(directory: Fixtures.exampleLesson)
        let questions = try #require(lesson?.questions)
        for question in questions {
            for input in Self.nasty {
                let judgement = question.judge(input)
                // Nothing nasty is right; what matters is that there is an answer at all.
                #expect(judgement.result != .correct, "\(question.id): \(input.prefix(20))")
            }
        }
    }

    @Test("Empty and over-long answers get clear messages and are not counted")
    func emptyAndLong() throws {
        let (lesson, _) = Lesson.load(directory: Fixtures.exampleLesson)
        let question = try #require(lesson?.question(id: "lift"))
        #expect(question.judge(" \t\n").result == .unreadable(Message(.answerEmpty)))
        #expect(question.judge("\u{1B}\u{7}").result == .unreadable(Message(.answerEmpty)))
        #expect(question.judge(String(repeating: "1", count: 10_001)).result == .unreadable(Message(.answerTooLong, "10000")))
    }

    @Test("Invalid UTF-8 from a pipe is decoded with replacement characters, then judged")
    func invalidUTF8() throws {
        let bytes: [UInt8] = [0x31, 0x34, 0x38, 0xFF, 0xFE, 0xC3]
        let text = AnswerText.decode(bytes)
        #expect(text == "148\u{FFFD}\u{FFFD}\u{FFFD}")
        let (lesson, _) = Lesson.load(directory: Fixtures.exampleLesson)
        let question = try #require(lesson?.question(id: "lift"))
        #expect(question.judge(text).result == .unreadable(Message(.arithmeticUnreadable, text, "unexpected “\u{FFFD}”", "2 * (10 + 5)")))
        #expect(question.judge(AnswerText.decode([0x31, 0x34, 0x38, 0x0D, 0x0A])).result == .correct)
    }

    @Test("Control characters are dropped, line breaks kept, tabs become spaces")
    func cleaning() {
        #expect(AnswerText.clean("\u{1B}[1m216\u{1B}[0m\t pt\r\n") == "[1m216[0m  pt")
        #expect(AnswerText.clean("a\r\nb\u{0}") == "a\nb")
        #expect(AnswerText.clean("\u{85}x\u{9F}") == "x")
    }
}
