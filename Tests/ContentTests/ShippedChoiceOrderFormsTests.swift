import Foundation
import Testing
import Lessons

/// On the shipped course's choice and order questions: answers in forms the lessons do not list
/// (Cyrillic letters, runs of letters, the short names the lessons themselves use, a choice's first words),
/// and near misses, each with the exact verdict the learner reads, in English and in Russian.
struct ShippedChoiceOrderForm: CustomStringConvertible {
    var key: String
    var answer: String
    /// `correct`, `wrong: <reason>` or `unreadable: <message>`, as rendered for the learner.
    var verdict: String
    /// Whether the author's feedback applies; nil when not pinned.
    var feedback: Bool?

    var description: String { "\(key): \(answer)" }

    static let russianCourse = Course.load(contentDirectory: ContentFixture.contentDirectory, language: "ru").0

    /// The verdict of the question `key` (`lesson/question`) in `language`'s lessons, with its reason in that language.
    static func judge(_ key: String, _ answer: String, language: String = "en") throws -> (verdict: String, feedback: Bool) {
        let parts = key.split(separator: "/").map(String.init)
        let course = language == "ru" ? russianCourse : ContentFixture.course
        let lesson = try #require(course.lesson(id: parts[0]))
        let question = try #require(lesson.question(id: parts[1]))
        let judgement = question.judge(answer)
        let strings = Localizer(language: language)
        let verdict = switch judgement.result {
        case .correct: "correct"
        case .incorrect(let detail): detail.map { "wrong: " + strings.render($0) } ?? "wrong"
        case .unreadable(let message): "unreadable: " + strings.render(message)
        }
        return (verdict, judgement.feedback != nil)
    }
}

private func right(_ key: String, _ answers: [String]) -> [ShippedChoiceOrderForm] {
    answers.map { ShippedChoiceOrderForm(key: key, answer: $0, verdict: "correct") }
}

private func miss(_ key: String, _ answer: String, _ verdict: String, feedback: Bool? = nil) -> ShippedChoiceOrderForm {
    ShippedChoiceOrderForm(key: key, answer: answer, verdict: verdict, feedback: feedback)
}

@Suite struct ShippedChoiceOrderFormsTests {
    static let orderPrompt = "unreadable: Give the items in order, separated by commas, arrows or new lines, like "

    static let englishForms: [ShippedChoiceOrderForm] = [
        // Choices: A DidShow, B WillChangeFrame, C DidChangeFrame, D WillShow.
        right("text-view/keyboard-notification-order", [
            "WillChangeFrame, WillShow, DidChangeFrame, DidShow", "UIKeyboardWillChangeFrame, UIKeyboardWillShow, UIKeyboardDidChangeFrame, UIKeyboardDidShow",
            "willChangeFrame → willShow → didChangeFrame → didShow", "willChange, willShow, didChange, didShow",
            "BDCA", "B-D-C-A", "B D C A", "b, d, c, a", "В D С А", "вdса",
        ]),
        [miss("text-view/keyboard-notification-order", "WillChangeFrame, WillShow, DidChangeFrame, DidHide", "wrong: “DidHide” is not one of the items."),
         miss("text-view/keyboard-notification-order", "WillChangeFrame, WillHide, DidChangeFrame, DidShow", "wrong: “WillHide” is not one of the items."),
         miss("text-view/keyboard-notification-order", "willChangeFrame, didChangeFrame, willShow, didShow", "wrong: positions 2 and 3 are swapped.", feedback: true),
         miss("text-view/keyboard-notification-order", "BCDA", "wrong: positions 2 and 3 are swapped.", feedback: true),
         miss("text-view/keyboard-notification-order", "2, 4, 3, 1", orderPrompt + "A, B, C, D."),
         miss("text-view/keyboard-notification-order", "2431", orderPrompt + "A, B, C, D.")],
        // Choices: A DidShow, B WillShow, C textFieldDidBeginEditing, D WillChangeFrame.
        right("keyboard/show-order", [
            "textFieldDidBeginEditing, UIKeyboardWillChangeFrame, UIKeyboardWillShow, UIKeyboardDidShow", "didBeginEditing, willChangeFrame, willShow, didShow",
            "didBegin → willChangeFrame → willShow → didShow", "textFieldDidBeginEditing(_:), .UIKeyboardWillChangeFrame, .UIKeyboardWillShow, .UIKeyboardDidShow",
            "CDBA", "С-D-В-А", "c d b a",
        ]),
        [miss("keyboard/show-order", "didBeginEditing, willChangeFrame, willShow, didHide", "wrong: “didHide” is not one of the items."),
         miss("keyboard/show-order", "didEndEditing, willChangeFrame, willShow, didShow", "wrong: “didEndEditing” is not one of the items."),
         miss("keyboard/show-order", "didBeginEditing, willShow, willChangeFrame, didShow", "wrong: positions 2 and 3 are swapped.", feedback: true),
         miss("keyboard/show-order", "did, willChangeFrame, willShow, didShow", "wrong: “did” is not one of the items.")],
        // Choices: A DidEnd, B ShouldBegin, C ShouldReturn, D DidBegin, E ShouldEnd.
        right("text-field/delegate-order", [
            "shouldBegin, didBegin, shouldReturn, shouldEnd, didEnd", "shouldBeginEditing → didBeginEditing → shouldReturn → shouldEndEditing → didEndEditing",
            "BDCEA", "В D С Е А", "b-d-c-e-a",
        ]),
        [miss("text-field/delegate-order", "shouldBegin, didBegin, shouldClear, shouldEnd, didEnd", "wrong: “shouldClear” is not one of the items."),
         miss("text-field/delegate-order", "should, didBegin, shouldReturn, shouldEnd, didEnd", "wrong: “should” is not one of the items."),
         miss("text-field/delegate-order", "shouldBegin, didBegin, shouldReturn, didEnd, shouldEnd", "wrong: positions 4 and 5 are swapped.", feedback: true),
         miss("text-field/delegate-order", "2, 4, 3, 5, 1", orderPrompt + "A, B, C, D, E."),
         miss("text-field/delegate-order", "2 4 3 5 1", orderPrompt + "A, B, C, D, E.")],
        // Choices: A DidBecomeActive, B didReceive, C didFinishLaunching, D willFinishLaunching.
        right("local-notifications/launch-order", [
            "willFinishLaunching, didFinishLaunching, didReceive, didBecomeActive",
            "willFinishLaunchingWithOptions, didFinishLaunchingWithOptions, didReceive, applicationDidBecomeActive",
            "willFinish → didFinish → didReceiveLocalNotification → didBecomeActive", "DCBA", "D С В А",
        ]),
        [miss("local-notifications/launch-order", "willFinishLaunching, didFinishLaunching, didBecomeActive, didReceive", "wrong: positions 3 and 4 are swapped.", feedback: true),
         miss("local-notifications/launch-order", "willFinishLaunching, didFinishLaunching, didReceive, willResignActive", "wrong: “willResignActive” is not one of the items."),
         miss("local-notifications/launch-order", "willFinishLaunching, didFinishLaunching, didReceiveRemoteNotification, didBecomeActive",
              "wrong: “didReceiveRemoteNotification” is not one of the items."),
         miss("local-notifications/launch-order", "4, 3, 2, 1", orderPrompt + "A, B, C, D.")],
        right("button/drag-out-order", ["BDCA", "В D С А", "b > d > c > a"]),
        [miss("button/drag-out-order", "touchDown, touchDragExit, touchDragOutside, touchUpInside", "wrong: “touchUpInside” is not one of the items."),
         miss("button/drag-out-order", "B, D, C, E", "wrong: “E” is not one of the items.")],
        // Choices whose text has commas, or an explanation after their first words.
        right("button/why-no-selector", [
            "Because #selector needs the Objective-C runtime", "because `#selector` needs the Objective-C runtime, which Linux does not have.",
            "B) Because #selector needs the Objective-C runtime, which Linux does not have", "В",
        ]),
        [miss("button/why-no-selector", "Because #selector was removed in Swift 6", "wrong: “Because #selector was removed in Swift 6” (A) is not right.", feedback: true),
         miss("button/why-no-selector", "d", "wrong: “d” (Because save must be marked private) is not right.", feedback: false),
         miss("button/why-no-selector", "Because #selector needs Objective-C, which Linux lacks",
              "unreadable: “Because #selector needs Objective-C, which Linux lacks” is not one of the choices (A–D).")],
        right("text-view/remove-observers-where", ["С", "с)", "viewWillDisappear"]),
        [miss("text-view/remove-observers-where", "viewDidDisappear", "wrong: “viewDidDisappear” (B) is not right.", feedback: true),
         miss("text-view/remove-observers-where", "В", "wrong: “В” (viewDidDisappear(_:)) is not right.", feedback: true),
         miss("text-view/remove-observers-where", "Nowhere", "wrong: “Nowhere” (D) is not right.", feedback: true)],
        right("text-view/hardware-keyboard-inset", ["0", "А"]),
        [miss("text-view/hardware-keyboard-inset", "A negative value", "wrong: “A negative value” (C) is not right.", feedback: false),
         miss("text-view/hardware-keyboard-inset", "c", "wrong: “c” (A negative value, because the keyboard's frame is off screen) is not right.", feedback: false),
         miss("text-view/hardware-keyboard-inset", "1", "unreadable: “1” is not one of the choices (A–C).")],
        right("text-field/unless-editing-while-typing", ["No", "no.", "В"]),
        [miss("text-field/unless-editing-while-typing", "Yes", "unreadable: “Yes” is not one of the choices (A–D)."),
         miss("text-field/unless-editing-while-typing", "d", "wrong: “d” (Only after the user presses Return) is not right.", feedback: false)],
        [miss("text-field/clear-always-empty", "No", "unreadable: “No” is not one of the choices (A–C)."),
         miss("text-field/clear-always-empty", "Yes", "wrong: “Yes” (A) is not right.", feedback: true)],
        [miss("keyboard/guide-or-inset", "Nothing", "wrong: “Nothing” (D) is not right.", feedback: true)],
        right("local-notifications/nil-fire-date", ["В", "It is delivered right away."]),
        [miss("local-notifications/nil-fire-date", "Nothing", "wrong: “Nothing” (A) is not right.", feedback: true)],
        right("button/tap-under-keyboard", ["С", "c)"]),
    ].flatMap { $0 }

    static let russianForms: [ShippedChoiceOrderForm] = [
        // A Russian lesson labels its choices а), б), в), г), д): those letters name them by position.
        right("text-field/delegate-order", ["б г в д а", "бгвда", "Б, Г, В, Д, А", "shouldBegin, didBegin, shouldReturn, shouldEnd, didEnd"]),
        [miss("text-field/delegate-order", "shouldBegin, didBegin, shouldClear, shouldEnd, didEnd", "wrong: «shouldClear» — не один из элементов."),
         miss("text-field/delegate-order", "2, 4, 3, 5, 1", "unreadable: Перечислите элементы по порядку через запятую, стрелки или с новой строки, например: а, б, в, г, д.")],
        right("text-view/keyboard-notification-order", ["бгва", "б-г-в-а", "WillChangeFrame, WillShow, DidChangeFrame, DidShow"]),
        [miss("text-view/remove-observers-where", "viewDidDisappear", "wrong: «viewDidDisappear» (B) — неверно.", feedback: true),
         miss("text-view/remove-observers-where", "б", "wrong: «б» (viewDidDisappear(_:)) — неверно.", feedback: true)],
        right("text-view/remove-observers-where", ["в", "В", "в)", "третий вариант"]),
        right("text-field/unless-editing-while-typing", ["Нет", "нет.", "б", "Б)", "второй"]),
        [miss("text-field/unless-editing-while-typing", "Да", "unreadable: «Да» — не один из вариантов (а–г)."),
         miss("text-field/unless-editing-while-typing", "а", "wrong: «а» (Да, потому что в поле есть текст) — неверно.", feedback: true)],
        right("button/why-no-selector", ["Потому что #selector нужен рантайм Objective-C", "Потому что #selector нужен рантайм Objective-C, а в Linux его нет"]),
        [miss("text-field/clear-always-empty", "Нет", "unreadable: «Нет» — не один из вариантов (а–в).")],
    ].flatMap { $0 }

    @Test(arguments: englishForms)
    func english(_ form: ShippedChoiceOrderForm) throws {
        let (verdict, feedback) = try ShippedChoiceOrderForm.judge(form.key, form.answer)
        #expect(verdict == form.verdict)
        if let expected = form.feedback { #expect(feedback == expected, "the author's feedback") }
    }

    @Test(arguments: russianForms)
    func russian(_ form: ShippedChoiceOrderForm) throws {
        let (verdict, feedback) = try ShippedChoiceOrderForm.judge(form.key, form.answer, language: "ru")
        #expect(verdict == form.verdict)
        if let expected = form.feedback { #expect(feedback == expected, "the author's feedback") }
    }
}
