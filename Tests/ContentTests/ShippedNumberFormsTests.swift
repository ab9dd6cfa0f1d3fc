import Foundation
import Testing
import Lessons

/// On the shipped course's number, arithmetic, geometry, text and time questions: the forms an
/// independent probe found refused or wrongly accepted, and near misses, each with the exact verdict the
/// learner reads in English or Russian (`ShippedChoiceOrderForm.judge` judges in either language's lessons).
private struct Case: CustomStringConvertible {
    var key: String
    var answer: String
    var verdict: String
    var language = "en"
    var description: String { "\(key) [\(language)]: \(answer)" }
}

private func right(_ key: String, _ answers: [String], language: String = "en") -> [Case] {
    answers.map { Case(key: key, answer: $0, verdict: "correct", language: language) }
}

private let cases: [Case] = [
    // Russian «пункт» is the point.
    right("text-view/inset-top-default", ["8 пунктов", "8 пункт", "8 пунктам", "восемь пунктов", "8 пт."], language: "ru"),
    right("text-view/landscape-inset", ["162 пункта", "162 points tall"], language: "ru"),
    right("keyboard/keyboard-height", ["216 пунктов", "216 points tall", "216\u{00A0}pt"], language: "ru"),
    right("keyboard/bar-inset", ["44 пункта", "44 pt high"], language: "ru"),
    [Case(key: "text-view/inset-top-default", answer: "8 секунд", verdict: "wrong: секунд и пт измеряют разное; ответьте в пт.", language: "ru"),
     Case(key: "text-view/inset-top-default", answer: "8 px", verdict: "wrong: единица измерения должна быть пт, а не px.", language: "ru"),
     Case(key: "keyboard/keyboard-height", answer: "162 пункта", verdict: "wrong: слишком мало.", language: "ru")],
    // Thousands separators.
    right("keyboard/curve-options", ["458,752", "458 752", "458\u{00A0}752", "458\u{202F}752", "0x70000"]),
    [Case(key: "keyboard/curve-options", answer: "458,753", verdict: "wrong: that is too high."),
     Case(key: "keyboard/curve-options", answer: "458 751", verdict: "wrong: that is too low.")],
    // A note that names a case is checked.
    right("button/system-raw", ["1 (.system)", "1 — .system", "1 (UIButton.ButtonType.system)", "единица"]),
    [Case(key: "button/system-raw", answer: "1 (.custom)", verdict: "wrong: you wrote 1, but .custom is 0."),
     Case(key: "button/system-raw", answer: "1 (UIButton.ButtonType.custom)", verdict: "wrong: you wrote 1, but .custom is 0."),
     Case(key: "button/system-raw", answer: "1 (.custom)", verdict: "wrong: вы написали 1, но .custom — это 0.", language: "ru"),
     Case(key: "text-field/default-border-raw", answer: "0 (.roundedRect)", verdict: "wrong: you wrote 0, but .roundedRect is not 0."),
     Case(key: "text-field/default-border-raw", answer: "0 (UITextField.BorderStyle.roundedRect)", verdict: "wrong: you wrote 0, but .roundedRect is 3."),
     Case(key: "text-field/default-border-raw", answer: "0 (.line)", verdict: "wrong: you wrote 0, but .line is 1.")],
    right("text-field/default-border-raw", ["0 (.none)", "0 — .none", "0 (UITextField.BorderStyle.none)"]),
    // Words around numbers, hex, calculations.
    right("text-view/first-letter-x", ["11 pt", "11 points", "11 points from the inset", "0xB", "16 - 5 pt"]),
    [Case(key: "text-view/first-letter-x", answer: "12 pt", verdict: "wrong: that is too high.")],
    right("local-notifications/survivors", ["63 reminders", "63 напоминания", "0x3F"]),
    right("local-notifications/badge-after-three", ["1 — set, not added", "1 (set, not added)", "0x1", "единица"]),
    right("text-view/landscape-inset", ["320 - 158", "320 - 158 pt"]),
    [Case(key: "text-view/landscape-inset", answer: "320 - 157", verdict: "wrong: that is too high."),
     Case(key: "text-view/landscape-inset", answer: "162 seconds tall", verdict: "wrong: seconds and pt measure different things; answer in pt.")],
    // Rects with arithmetic inside.
    right("text-field/field-frame", ["CGRect(x: 20, y: 100 + 44, width: 320 - 40, height: 31)"]),
    right("text-view/keyboard-end-frame", ["{{0, 568 - 216}, {320, 216}}"]),
    [Case(key: "text-field/field-frame", answer: "CGRect(x: 20, y: 100 + 44, width: 320 - 30, height: 31)", verdict: "wrong: the width is not right.")],
    // Times with day words.
    right("local-notifications/nil-zone-in-new-york", ["23:00 on the previous day", "23:00 a day earlier", "23h00 a day earlier", "23:00 прошлого дня",
                                                        "23:00 накануне", "23:00 предыдущего дня"]),
    [Case(key: "local-notifications/nil-zone-in-new-york", answer: "23:00 a day later", verdict: "wrong: the time is right, but not the day."),
     Case(key: "local-notifications/nil-zone-in-new-york", answer: "поздно", verdict: "unreadable: Не удалось прочитать время в «поздно». Запишите так: 09:30 или 9:30 PM.", language: "ru")],
    // A seconds note in Russian names the unit in Russian.
    right("local-notifications/repeat-minimum", ["1 минута", "60 секунд"], language: "ru"),
    // Texts with a note.
    right("button/highlighted-fallback", ["Save (the normal title)", "the normal title, \"Save\"", "Save — заголовок для normal"]),
    [Case(key: "button/highlighted-fallback", answer: "Save button", verdict: "wrong: the right text is there, but with other words around it."),
     Case(key: "button/highlighted-fallback", answer: "Cancel", verdict: "wrong: “Cancel” is not the text asked for.")],
].flatMap { $0 }

@Suite struct ShippedNumberFormsTests {
    @Test(arguments: cases)
    fileprivate func verdict(_ form: Case) throws {
        let judged = try ShippedChoiceOrderForm.judge(form.key, form.answer, language: form.language)
        #expect(judged.verdict == form.verdict, "\(form)")
    }

    @Test func aWrongTextWithARemarkGetsTheAuthorsFeedback() throws {
        let judged = try ShippedChoiceOrderForm.judge("button/highlighted-fallback", "Saved (the selected title)")
        #expect(judged.verdict == "wrong: close, but a letter or two differ.")
        #expect(judged.feedback)
        #expect(try ShippedChoiceOrderForm.judge("button/highlighted-fallback", "Saved — заголовок selected").feedback)
    }

    @Test func russianConversionNoteNamesTheUnitInRussian() throws {
        let course = Course.load(contentDirectory: ContentFixture.contentDirectory, language: "ru").0
        let question = try #require(course.lesson(id: "local-notifications")?.question(id: "repeat-minimum"))
        #expect(question.judge("1 минута").note.map(Localizer(language: "ru").render) == "1 минута — это 60 с; в этом вопросе ответ в с.")
    }
}
