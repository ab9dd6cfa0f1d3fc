import Foundation
import Testing
@testable import Kernel
@testable import Lessons

/// numbers, units, notes, times, rectangles and texts as teachers accept them,
/// each class with near misses that must still be refused with their exact reasons.

/// The verdict in Russian words, for the messages whose arguments are localized.
private func saidRussian(_ result: ValidationResult) -> String {
    switch result {
    case .correct: "correct"
    case .incorrect(let detail): detail.map { "wrong: " + Localizer(language: "ru").render($0) } ?? "wrong"
    case .unreadable(let message): "unreadable: " + Localizer(language: "ru").render(message)
    }
}

struct RussianPointsTests {
    @Test("«пункт» in every case is the point, as is «пт.»")
    func punktIsThePoint() throws {
        let v = try validator("type: number\nanswer: 8\nunit: pt")
        expectForms(v, right: ["8 пунктов", "8 пункт", "8 пунктам", "8 пункта", "8 пунктами", "восемь пунктов", "8 пт.", "8 пт", "8 точкам", "8 поинтов"],
                    wrong: ["8 секунд", "9 пунктов", "восемь секунд"])
        #expect(said(v.validate("8 секунд")) == "wrong: секунд and pt measure different things; answer in pt.")
        #expect(said(v.validate("8 px")) == "wrong: the unit should be pt, not px.")
        let big = try validator("type: number\nanswer: 216\nunit: pt\ntell_direction: true")
        expectForms(big, right: ["216 пунктов", "двести шестнадцать пунктов"], wrong: ["162 пункта"])
        #expect(said(big.validate("162 пункта")) == "wrong: that is too low.")
    }
}

struct ThousandsSeparatorTests {
    @Test("Comma, space, no-break and thin-space grouping in threes; a decimal comma stays one")
    func grouping() throws {
        let v = try validator("type: arithmetic\nanswer: 458752\ntell_direction: true")
        expectForms(v, right: ["458,752", "458 752", "458\u{00A0}752", "458\u{202F}752", "458\u{2009}752", "458752", "7 << 16"], wrong: ["458,753", "458.752"])
        #expect(said(v.validate("458,753")) == "wrong: that is too high.")
        #expect(said(v.validate("458,751")) == "wrong: that is too low.")
        #expect(said(v.validate("458 000 + 752")) == "correct")
        #expect(said(v.validate("458\u{202F}000 + 753")) == "wrong: that is too high.")
        let million = try validator("type: number\nanswer: 1234567")
        expectForms(million, right: ["1,234,567", "1 234 567", "1\u{202F}234\u{202F}567"], wrong: ["1,234,568", "12,34,567"])
        #expect(said(million.validate("1,234,5678")).hasPrefix("unreadable"))
        let half = try validator("type: number\nanswer: 1.5")
        expectForms(half, right: ["1,5", "1.5", "1,50"], wrong: ["1,500", "15"])
        let grouped = try validator("type: number\nanswer: 1500.25")
        expectForms(grouped, right: ["1,500.25", "1 500,25"], wrong: ["1,500.26"])
    }
}

struct NumberNoteTests {
    @Test("A note naming an enumeration case is checked against the case's raw value")
    func caseNotes() throws {
        let system = try validator("type: number\nanswer: 1\ntell_direction: true")
        expectForms(system, right: ["1 (.system)", "1 (UIButton.ButtonType.system)", "1 (set, not added)", "1 — set, not added", "1 – the system type"],
                    wrong: ["1 (.custom)", "1 — .custom", "1 (UIButton.ButtonType.custom)", "1 (.contactAdd)"])
        #expect(said(system.validate("1 (.custom)")) == "wrong: you wrote 1, but .custom is 0.")
        #expect(said(system.validate("1 (UIButton.ButtonType.custom)")) == "wrong: you wrote 1, but .custom is 0.")
        #expect(saidRussian(system.validate("1 (.custom)")) == "wrong: вы написали 1, но .custom — это 0.")
        #expect(said(system.validate("0 (.custom)")) == "wrong: that is too low.")
        let border = try validator("type: number\nanswer: 0\ntell_direction: true")
        expectForms(border, right: ["0 (.none)", "0 (UITextField.BorderStyle.none)", "zero (.none)"], wrong: ["0 (.roundedRect)", "0 (UITextField.BorderStyle.line)"])
        // `.roundedRect` is 1 as a button type and 3 as a border style: either way not 0.
        #expect(said(border.validate("0 (.roundedRect)")) == "wrong: you wrote 0, but .roundedRect is not 0.")
        #expect(said(border.validate("0 (UITextField.BorderStyle.roundedRect)")) == "wrong: you wrote 0, but .roundedRect is 3.")
        #expect(said(border.validate("3 (.roundedRect)")) == "wrong: that is too high.")
    }

    @Test("A case the table does not know is not accepted silently: the right number gets a note")
    func uncheckedCase() throws {
        let v = try validator("type: number\nanswer: 1")
        #expect(v.validate("1 (.frobnicate)") == .correct)
        #expect(v.note(on: "1 (.frobnicate)").map(Localizer.english.render) == "the number is right; the note “.frobnicate” was not checked.")
        #expect(v.note(on: "1 (.system)") == nil)
        #expect(v.note(on: "1 (set, not added)") == nil)
    }
}

struct WordsAroundNumbersTests {
    @Test("Units and plain words after a number where the question has no unit")
    func noUnitQuestion() throws {
        let v = try validator("type: arithmetic\nanswer: 11\ntell_direction: true")
        expectForms(v, right: ["11 pt", "11 points", "11 points from the edge", "eleven points", "0xB", "16 - 5 pt"], wrong: ["12 pt", "21 points"])
        #expect(said(v.validate("12 points")) == "wrong: that is too high.")
        let count = try validator("type: number\nanswer: 63")
        expectForms(count, right: ["63 reminders", "63 напоминания", "0x3F", "0x3f", "sixty-three reminders", "63 — the limit"],
                    wrong: ["64 reminders", "0x40", "63 or 64", "63 or sixty-four", "sixty-three or sixty-four", "63 not", "63 или 64", "63 plus one"])
        #expect(said(count.validate("sixty-three or sixty-four")) == "unreadable: I could not read a number in “sixty-three or sixty-four”. Write it like 12.")
        #expect(said(count.validate("63 maybe")) == "unreadable: I could not read a number in “63 maybe”. Write it like 12.")
    }

    @Test("A unit, then describing words; another dimension is still refused with its reason")
    func unitThenWords() throws {
        let v = try validator("type: number\nanswer: 216\nunit: pt")
        expectForms(v, right: ["216 points tall", "216 pt high", "216 пунктов в высоту", "216 points (the keyboard)"], wrong: ["216 seconds long", "216 px tall"])
        #expect(said(v.validate("216 seconds long")) == "wrong: seconds and pt measure different things; answer in pt.")
        #expect(said(v.validate("216 px tall")) == "wrong: the unit should be pt, not px.")
    }

    @Test("Russian and English number words: единица, ноль")
    func numberWords() throws {
        let one = try validator("type: number\nanswer: 1")
        expectForms(one, right: ["единица", "единицу", "один", "one", "0x1", "0b1"], wrong: ["ноль", "два", "0x2"])
        let landscape = try validator("type: number\nanswer: 162\nunit: pt")
        expectForms(landscape, right: ["a hundred and sixty-two points", "one hundred sixty-two", "сто шестьдесят два пункта", "one-hundred-sixty-two pt"],
                    wrong: ["a hundred and sixty-one points", "a hundred points"])
        let zero = try validator("type: number\nanswer: 0")
        expectForms(zero, right: ["нуль", "ноль", "zero", "nought", "0x0"], wrong: ["единица"])
    }

    @Test("A calculation in a number question is worked out")
    func arithmeticInANumberQuestion() throws {
        let v = try validator("type: number\nanswer: 162\ntell_direction: true")
        expectForms(v, right: ["320 - 158", "(320 - 158)", "320-158", "2 * 81", "320 – 158", "320 − 158"], wrong: ["320 - 157", "320 + 158", "320 – 157"])
        #expect(said(v.validate("320 – 157")) == "wrong: that is too high.")
        #expect(said(v.validate("320 - 157")) == "wrong: that is too high.")
        #expect(said(v.validate("320 - x")) == "unreadable: I could not read a number in “320 - x”. Write it like 12.")
        let seconds = try validator("type: number\nanswer: 60\nunit: s")
        #expect(said(v.validate("30 s + 30 s")) == "wrong: that is too low.")
        #expect(said(seconds.validate("30 s + 30 s")) == "correct")
        #expect(said(seconds.validate("30 s + 30 pt")) == "wrong: pt and s measure different things; answer in s.")
    }
}

struct RussianUnitMessageTests {
    @Test("The question's unit is named in Russian in Russian messages; the learner's own word stays")
    func unitSymbolsInRussian() throws {
        let v = try validator("type: number\nanswer: 60\nunit: s")
        #expect(v.note(on: "1 минута").map(Localizer(language: "ru").render) == "1 минута — это 60 с; в этом вопросе ответ в с.")
        #expect(v.note(on: "1 min").map(Localizer.english.render) == "1 min is 60 s; this question uses s.")
        #expect(saidRussian(v.validate("60 pt")) == "wrong: pt и с измеряют разное; ответьте в с.")
        #expect(saidRussian(v.validate("60 px")) == "wrong: единица измерения должна быть с, а не px.")
        let points = try validator("type: number\nanswer: 8\nunit: pt")
        #expect(saidRussian(points.validate("8 ms")) == "wrong: ms и пт измеряют разное; ответьте в пт.")
        #expect(said(points.validate("8 ms")) == "wrong: ms and pt measure different things; answer in pt.")
        #expect(saidRussian(points.validate("много")) == "unreadable: Не удалось прочитать число в «много». Запишите так: 12 пт.")
        #expect(said(points.validate("много")) == "unreadable: I could not read a number in “много”. Write it like 12 pt.")
    }
}

struct RectArithmeticTests {
    @Test("Integer arithmetic inside a rectangle's numbers is worked out")
    func calculationsInside() throws {
        let v = try validator("type: geometry\nshape: rect\nanswer: \"{{20, 144}, {280, 31}}\"")
        expectForms(v, right: ["CGRect(x: 20, y: 100 + 44, width: 320 - 40, height: 31)", "{{20, 100+44}, {320-40, 31}}", "{{10 * 2, 144}, {560 / 2, 31}}",
                               "CGRect(x: 20, y: 144, width: 280, height: 31)", "20 144 280 31"],
                    wrong: ["CGRect(x: 20, y: 100 + 45, width: 320 - 40, height: 31)", "{{20, 144}, {320 - 41, 31}}"])
        #expect(said(v.validate("CGRect(x: 20, y: 100 + 45, width: 320 - 40, height: 31)")) == "wrong: the y is not right.")
        #expect(said(v.validate("{{20, 144}, {320 - 41, 31}}")) == "wrong: the width is not right.")
        let keyboard = try validator("type: geometry\nshape: rect\nanswer: \"{{0, 352}, {320, 216}}\"")
        expectForms(keyboard, right: ["{{0, 568 - 216}, {320, 216}}", "{{0, 568 − 216}, {320, 216}}", "CGRect(x: 0, y: 568 - 216, width: 320, height: 216)"],
                    wrong: ["{{0, 568 + 216}, {320, 216}}"])
        #expect(said(keyboard.validate("{{0, 568 + 216}, {320, 216}}")) == "wrong: the y is not right.")
        // A sign against its number is a negative number, not a subtraction.
        let negative = try validator("type: geometry\nshape: point\nanswer: \"{0, -5}\"")
        expectForms(negative, right: ["{0, -5}", "CGPoint(x: 0, y: 0 - 5)", "CGPoint(x: 0, y: -5)"], wrong: ["{0, 5}", "{0 - 5}"])
        #expect(said(negative.validate("{0, 5}")) == "wrong: the y is not right.")
        // `320×216` is a size written with a times sign between the numbers, not a product.
        let size = try validator("type: geometry\nshape: size\nanswer: \"{320, 216}\"")
        expectForms(size, right: ["320×216", "{320, 432 / 2}"], wrong: ["{320, 432 * 2}"])
    }
}

struct TimeFormsTests {
    @Test("Day words: on the previous day, a day earlier, 23h00, прошлого дня, накануне")
    func previousDay() throws {
        let v = try validator("type: text\nanswer: \"23:00 the previous day\"")
        expectForms(v, right: ["23:00 on the previous day", "23:00 a day earlier", "23h00 a day earlier", "23h00 the previous day", "23:00 прошлого дня",
                               "23:00 накануне", "23:00 предыдущего дня", "23:00 за день до", "в 23:00 днём раньше", "23ч00 накануне", "11 PM the day before"],
                    wrong: ["23:00 a day later", "23:00 on the next day", "22:00 a day earlier", "23h30 the previous day"])
        #expect(said(v.validate("23:00 a day later")) == "wrong: the time is right, but not the day.")
        #expect(said(v.validate("23h30 the previous day")) == "wrong: the minutes are not right.")
        #expect(said(v.validate("23:00 the day after tomorrow")).hasPrefix("unreadable"))
    }

    @Test("The example of how to write a time is in the learner's language")
    func exampleInRussian() throws {
        let v = try validator("type: text\nanswer: \"23:00\"")
        let result = v.validate("поздно вечером")
        #expect(said(result) == "unreadable: I could not read a time in “поздно вечером”. Write it like 09:30 or 9:30 PM.")
        #expect(saidRussian(result) == "unreadable: Не удалось прочитать время в «поздно вечером». Запишите так: 09:30 или 9:30 PM.")
    }
}

struct TextNoteTests {
    @Test("A right text followed by a remark, or quoted inside a sentence, is right")
    func remarks() throws {
        let v = try validator("type: text\nanswers:\n  - Save\n  - '\"Save\"'")
        expectForms(v, right: ["Save (the normal title)", "the normal title, \"Save\"", "Save — заголовок для normal", "Save – the normal one", "Save - the normal title",
                               "«Save» — заголовок состояния normal", "it returns “Save”", "Save"],
                    wrong: ["Saved (the selected title)", "not \"Save\" but \"Saved\"", "not \"Save\"", "не «Save»", "Saved — the selected one", "Save button", "nil"])
    }

    @Test("Wrong texts get a true reason, never a bare “Not quite.”")
    func reasons() throws {
        let v = try validator("type: text\nanswers:\n  - Save\n  - '\"Save\"'")
        #expect(said(v.validate("Saved")) == "wrong: close, but a letter or two differ.")
        #expect(said(v.validate("Save button")) == "wrong: the right text is there, but with other words around it.")
        #expect(said(v.validate("nil")) == "wrong: “nil” is not the text asked for.")
        #expect(said(v.validate("Saved (the selected title)")) == "wrong: close, but a letter or two differ.")
        #expect(saidRussian(v.validate("nil")) == "wrong: «nil» — не тот текст, который нужен.")
        let title = try validator("type: text\nanswer: Save changes\ncase_sensitive: true")
        #expect(said(title.validate("save changes")) == "wrong: only the capital letters differ, and they count here.")
        #expect(said(title.validate("Save")) == "wrong: part of the text is missing.")
        #expect(said(title.validate("Save changes")) == "correct")
        // A hashed answer gives nothing away.
        let hashed = try validator("type: text\nanswer_sha256: \"salt:0000000000000000000000000000000000000000000000000000000000000000\"")
        #expect(said(hashed.validate("Save")) == "wrong")
    }
}

struct GroupedFormsTests {
    @Test("Lint tries the grouped spellings of large numbers")
    func groupedForms() throws {
        #expect(NumberText.grouped(458752, separator: ",") == "458,752")
        #expect(NumberText.grouped(-1234567, separator: "\u{202F}") == "-1\u{202F}234\u{202F}567")
        #expect(NumberText.grouped(999, separator: ",") == "999")
        let v = try NumberValidator(options: ValidatorOptions(yaml: "answer: 458752"))
        #expect(v.generatedForms.contains("458,752"))
        #expect(v.generatedForms.contains("458\u{202F}752"))
        for form in v.generatedForms { #expect(v.validate(form) == .correct, "\(form)") }
        let small = try NumberValidator(options: ValidatorOptions(yaml: "answer: 216\nunit: pt"))
        #expect(!small.generatedForms.contains { $0.contains(",") })
        #expect(small.generatedForms.contains("216 пунктов"))
    }
}
