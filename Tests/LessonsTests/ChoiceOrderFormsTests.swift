import Foundation
import Testing
@testable import Kernel
@testable import Lessons

/// On choice and order questions, on fixtures built here: Cyrillic letters that look like the
/// labels, orders written as runs of letters, the short names lessons give items, a choice's text with commas
/// or only its first words, and wrong choices named with what the learner typed.

/// A result's reason in Russian, as a Russian learner reads it.
func russianReason(_ result: ValidationResult) -> String {
    let russian = Localizer(language: "ru")
    switch result {
    case .correct: return "correct"
    case .incorrect(let detail): return detail.map { "wrong: " + russian.render($0) } ?? "wrong"
    case .unreadable(let message): return "unreadable: " + russian.render(message)
    }
}

struct CyrillicLetterTests {
    let choices = ["deinit", "`viewDidDisappear(_:)`", "`viewWillDisappear(_:)`", "Nowhere", "viewDidLoad"]

    @Test("Cyrillic look-alikes of the labels, upper and lower case, are the Latin letters")
    func lookAlikes() throws {
        let v = try validator("type: choice\nanswer: C", choices: choices)
        expectForms(v, right: ["С", "с", "С)", "(с)", "С.", "C"], wrong: ["А", "В", "Е", "а", "в", "е"])
        #expect(said(v.validate("В")) == "wrong: “В” (viewDidDisappear(_:)) is not right.")
        #expect(said(v.validate("е")) == "wrong: “е” (viewDidLoad) is not right.")
        let several = try validator("type: choice\nanswers: [A, E]", choices: choices)
        expectForms(several, right: ["А, Е", "а е", "е и а", "A, Е"], wrong: ["А", "А, В, Е"])
    }

    @Test("Keys at the Latin letters' places on the Russian layout are not guessed")
    func noLayoutGuessing() throws {
        let v = try validator("type: choice\nanswer: A", choices: choices)
        // ф, и, с are where a, b, c sit on a Russian keyboard; only с also looks like C.
        #expect(said(v.validate("ф")) == "unreadable: “ф” is not one of the choices (A–E).")
        #expect(said(v.validate("и")) == "unreadable: “и” is not one of the choices (A–E).")
        #expect(said(v.validate("Д")) == "unreadable: “Д” is not one of the choices (A–E).")
        // Н looks like H, which is past the last label.
        #expect(said(v.validate("Н")) == "unreadable: “Н” is not one of the choices (A–E).")
    }

    @Test("Orders by Cyrillic letters")
    func order() throws {
        let v = try validator("type: order\nanswer: [b, d, c, a]", choices: ["a", "b", "c", "d"])
        expectForms(v, right: ["В D С А", "в, d, с, а", "ВDСА", "В → D → С → А"], wrong: ["В С D А", "ВDСФ"])
        #expect(said(v.validate("В С D А")) == "wrong: positions 2 and 3 are swapped.")
    }
}

struct OrderLetterRunTests {
    let choices = ["touchUpOutside", "touchDown", "touchDragOutside", "touchDragExit"]

    func order() throws -> any AnswerValidator {
        try validator("type: order\nanswer: [touchDown, touchDragExit, touchDragOutside, touchUpOutside]", choices: choices)
    }

    @Test("Letters in a run, with hyphens, spaces, slashes or commas, any case")
    func runs() throws {
        let v = try order()
        expectForms(v, right: ["BDCA", "bdca", "B-D-C-A", "B – D – C – A", "B D C A", "b, d, c, a", "B/D/C/A", "b d c a", "(B) (D) (C) (A)"],
                    wrong: ["BCDA", "B-C-D-A", "ABCD", "DBCA"])
        #expect(said(v.validate("BCDA")) == "wrong: positions 2 and 3 are swapped.")
        #expect(said(v.validate("ADCB")) == "wrong: position 1 is the first one out of place.")
        #expect(said(v.validate("BDC")) == "wrong: expected 4 items, you gave 3.")
    }

    @Test("A run with a letter past the last choice is not read as letters")
    func beyondTheChoices() throws {
        let v = try order()
        #expect(said(v.validate("BDCE")) == "unreadable: Give the items in order, separated by commas, arrows or new lines, like A, B, C, D.")
        #expect(said(v.validate("B, D, C, E")) == "wrong: “E” is not one of the items.")
    }

    @Test("Positions as numbers get the prompt to write letters, never a false reason")
    func numbers() throws {
        let v = try order()
        let prompt = "unreadable: Give the items in order, separated by commas, arrows or new lines, like A, B, C, D."
        for answer in ["2, 4, 3, 1", "2 4 3 1", "2-4-3-1", "2431", "2 → 4 → 3 → 1", "1, 2, 3, 4"] {
            #expect(said(v.validate(answer)) == prompt, "\(answer)")
        }
        #expect(russianReason(v.validate("2, 4, 3, 1")) == "unreadable: Перечислите элементы по порядку через запятую, стрелки или с новой строки, например: A, B, C, D.")
    }

    @Test("Items that are numbers are read as items, not as positions")
    func numberItems() throws {
        let v = try validator("type: order\nanswer: [\"1\", \"10\", \"100\"]")
        #expect(said(v.validate("1, 10, 100")) == "correct")
        #expect(said(v.validate("1, 100, 10")) == "wrong: positions 2 and 3 are swapped.")
        #expect(said(v.validate("1, 10, 2")) == "wrong: “2” is not one of the items.")
        #expect(said(v.validate("2, 3, 4")) == "unreadable: Give the items in order, separated by commas, arrows or new lines, like first, second, third.")
    }

    @Test("An item whose name is itself a run of letters is read as that item")
    func itemNamedLikeLetters() throws {
        let v = try validator("type: order\nanswer: [cab, bad]", choices: ["bad", "cab"])
        #expect(said(v.validate("cab, bad")) == "correct")
        #expect(said(v.validate("B A")) == "correct")
        #expect(said(v.validate("BA")) == "correct")
        #expect(said(v.validate("AB")) == "wrong: positions 1 and 2 are swapped.")
    }
}

struct OrderShortNameTests {
    let notifications = ["UIKeyboardWillChangeFrameNotification", "UIKeyboardWillShowNotification", "UIKeyboardDidChangeFrameNotification", "UIKeyboardDidShowNotification"]

    func keyboard() throws -> any AnswerValidator {
        try validator("type: order\nanswer: [\(notifications.joined(separator: ", "))]", choices: notifications.reversed())
    }

    @Test("Notifications by their short, Swift 4 or prefixed names")
    func notificationNames() throws {
        let v = try keyboard()
        expectForms(v, right: [
            "WillChangeFrame, WillShow, DidChangeFrame, DidShow",
            "willChangeFrame, willShow, didChangeFrame, didShow",
            "UIKeyboardWillChangeFrame, UIKeyboardWillShow, UIKeyboardDidChangeFrame, UIKeyboardDidShow",
            "keyboardWillChangeFrame → keyboardWillShow → keyboardDidChangeFrame → keyboardDidShow",
            "UIResponder.keyboardWillChangeFrame, UIResponder.keyboardWillShow, UIResponder.keyboardDidChangeFrame, UIResponder.keyboardDidShow",
            "willChange, willShow, didChange, didShow",
        ], wrong: [])
        #expect(said(v.validate("WillShow, WillChangeFrame, DidChangeFrame, DidShow")) == "wrong: positions 1 and 2 are swapped.")
    }

    @Test("Near misses: another notification, or a short name more than one item begins with")
    func notificationNearMisses() throws {
        let v = try keyboard()
        #expect(said(v.validate("WillChangeFrame, WillShow, DidChangeFrame, DidHide")) == "wrong: “DidHide” is not one of the items.")
        #expect(said(v.validate("willChangeFrame, willHide, didChangeFrame, didShow")) == "wrong: “willHide” is not one of the items.")
        // `will` begins two items; one word is not a distinctive name.
        #expect(said(v.validate("will, willShow, didChangeFrame, didShow")) == "wrong: “will” is not one of the items.")
        #expect(said(v.validate("willChangeFr, willShow, didChangeFrame, didShow")) == "wrong: “willChangeFr” is not one of the items.")
        #expect(said(v.validate("WillChangeFrame, WillShow, DidChangeFrame, DidShowing")) == "wrong: “DidShowing” is not one of the items.")
    }

    @Test("Show and hide items apart: didShow names only the show")
    func showAndHide() throws {
        let v = try validator("type: order\nanswer: [keyboardWillShowNotification, keyboardDidShowNotification, keyboardWillHideNotification, keyboardDidHideNotification]")
        expectForms(v, right: ["willShow, didShow, willHide, didHide", "UIKeyboardWillShow, UIKeyboardDidShow, UIKeyboardWillHide, UIKeyboardDidHide"], wrong: [])
        #expect(said(v.validate("willShow, didShow, didHide, willHide")) == "wrong: positions 3 and 4 are swapped.")
        #expect(said(v.validate("willShow, didShow, willHide, didChangeFrame")) == "wrong: “didChangeFrame” is not one of the items.")
    }

    @Test("Delegate methods without their base name, and by the start of their names")
    func delegateMethods() throws {
        let v = try validator("type: order\nanswer: [textFieldShouldBeginEditing, textFieldDidBeginEditing, textFieldShouldReturn, textFieldShouldEndEditing, textFieldDidEndEditing]")
        expectForms(v, right: [
            "shouldBegin, didBegin, shouldReturn, shouldEnd, didEnd",
            "shouldBeginEditing, didBeginEditing, shouldReturn, shouldEndEditing, didEndEditing",
            "ShouldBeginEditing → DidBeginEditing → ShouldReturn → ShouldEndEditing → DidEndEditing",
        ], wrong: [])
        #expect(said(v.validate("shouldBegin, didBegin, shouldClear, shouldEnd, didEnd")) == "wrong: “shouldClear” is not one of the items.")
        #expect(said(v.validate("should, didBegin, shouldReturn, shouldEnd, didEnd")) == "wrong: “should” is not one of the items.")
        #expect(said(v.validate("shouldBegin, didBegin, shouldReturn, didEnd, shouldEnd")) == "wrong: positions 4 and 5 are swapped.")
    }

    @Test("App delegate methods by their labels, without WithOptions or the application prefix")
    func appDelegate() throws {
        let v = try validator("type: order\nanswer: [\"application(_:willFinishLaunchingWithOptions:)\", \"application(_:didFinishLaunchingWithOptions:)\", \"application(_:didReceive:)\", applicationDidBecomeActive]")
        expectForms(v, right: [
            "willFinishLaunching, didFinishLaunching, didReceive, didBecomeActive",
            "willFinishLaunchingWithOptions, didFinishLaunchingWithOptions, didReceive, applicationDidBecomeActive",
            "willFinish → didFinish → didReceiveLocalNotification → didBecomeActive",
        ], wrong: [])
        #expect(said(v.validate("willFinishLaunching, didFinishLaunching, didBecomeActive, didReceive")) == "wrong: positions 3 and 4 are swapped.")
        #expect(said(v.validate("willFinishLaunching, didFinishLaunching, didReceiveRemoteNotification, didBecomeActive"))
                == "wrong: “didReceiveRemoteNotification” is not one of the items.")
        #expect(said(v.validate("willFinishLaunching, didFinishLaunching, didReceive, willResignActive")) == "wrong: “willResignActive” is not one of the items.")
        #expect(said(v.validate("willFinishLaunching, didFinishLaunching, didReceive, didEnterBackground")) == "wrong: “didEnterBackground” is not one of the items.")
    }

    @Test("Case is kept when the question asks for it")
    func caseSensitive() throws {
        let v = try validator("type: order\nanswer: [keyboardWillShowNotification, keyboardDidShowNotification]\nignore_case: false")
        #expect(said(v.validate("WillShow, DidShow")) == "correct")
        #expect(said(v.validate("willshow, DidShow")) == "wrong: “willshow” is not one of the items.")
    }
}

struct ChoiceTextFormsTests {
    let reasons = ["Because `#selector` was removed in Swift 6", "Because `#selector` needs the Objective-C runtime, which Linux does not have",
                   "Because buttons on Linux cannot have actions; they only draw", "Because `save` must be marked `private`"]

    @Test("A choice's whole text is read before it is split at its commas or semicolons")
    func wholeText() throws {
        let v = try validator("type: choice\nanswer: B", choices: reasons)
        expectForms(v, right: ["Because #selector needs the Objective-C runtime, which Linux does not have",
                               "because #selector needs the objective-c runtime, which linux does not have.",
                               "\"Because #selector needs the Objective-C runtime, which Linux does not have\"",
                               "B) Because #selector needs the Objective-C runtime, which Linux does not have",
                               "b. Because #selector needs the Objective-C runtime",
                               "Because #selector needs the Objective-C runtime"],
                    wrong: ["Because buttons on Linux cannot have actions; they only draw"])
        #expect(said(v.validate("Because buttons on Linux cannot have actions; they only draw"))
                == "wrong: “Because buttons on Linux cannot have actions; they only draw” (C) is not right.")
        #expect(said(v.validate("Because buttons on Linux cannot have actions")) == "wrong: “Because buttons on Linux cannot have actions” (C) is not right.")
    }

    @Test("An answer no part of which is a choice is quoted whole")
    func unknownWhole() throws {
        let v = try validator("type: choice\nanswer: B", choices: reasons)
        #expect(said(v.validate("Because #selector needs Objective-C, which Linux lacks"))
                == "unreadable: “Because #selector needs Objective-C, which Linux lacks” is not one of the choices (A–D).")
        // A letter that does not match the text after it is not read as either.
        #expect(said(v.validate("A) Because #selector needs the Objective-C runtime"))
                == "unreadable: “A) Because #selector needs the Objective-C runtime” is not one of the choices (A–D).")
        // A list names its first part that is not a choice.
        let several = try validator("type: choice\nanswers: [A, B]", choices: reasons)
        #expect(said(several.validate("A, banana")) == "unreadable: “banana” is not one of the choices (A–D).")
    }

    @Test("The part of a choice before its explanation picks it when no other choice begins so")
    func heads() throws {
        let choices = ["0 — no keyboard notification arrives, so nothing is covered", "The software keyboard's height", "A negative value (the frame is off screen)"]
        let v = try validator("type: choice\nanswer: A", choices: choices)
        // The choice's reason alone, in the learner's words, is that choice (read as a teacher reads it).
        expectForms(v, right: ["0", "0.", "0 — no keyboard notification arrives, so nothing is covered", "no keyboard notification arrives"],
                    wrong: ["A negative value", "1"])
        #expect(said(v.validate("A negative value")) == "wrong: “A negative value” (C) is not right.")
        #expect(said(v.validate("1")) == "unreadable: “1” is not one of the choices (A–C).")
        let yesNo = try validator("type: choice\nanswer: B", choices: ["Yes, because the field has text", "No, because the field is being edited",
                                                                       "Yes, because `.unlessEditing` means \"unless the field is empty\"", "Only after the user presses Return"])
        expectForms(yesNo, right: ["No", "no", "No.", "b"], wrong: [])
        // Two choices begin with Yes: it names neither.
        #expect(said(yesNo.validate("Yes")) == "unreadable: “Yes” is not one of the choices (A–D).")
        // In the learner's own words, the one choice holding them (`paraphrased`): read as D, and wrong.
        #expect(said(yesNo.validate("Only after")) == "wrong: “Only after” (D) is not right.")
        let colons = try validator("type: choice\nanswer: B", choices: ["Yes: `.always` means always", "No: the clear button is only shown when there is text to clear",
                                                                        "No: `.always` still requires the field to be editing"])
        #expect(said(colons.validate("Yes")) == "wrong: “Yes” (A) is not right.")
        #expect(said(colons.validate("No")) == "unreadable: “No” is not one of the choices (A–C).")
    }
}

struct ChoiceWrongReasonTests {
    let choices = ["deinit", "`viewDidDisappear(_:)`", "`viewWillDisappear(_:)`", "Nowhere; since iOS 9 observers are removed automatically"]

    @Test("A wrong choice is quoted as typed, with its letter or its text")
    func quotesWhatWasTyped() throws {
        let v = try validator("type: choice\nanswer: C", choices: choices)
        #expect(said(v.validate("viewDidDisappear")) == "wrong: “viewDidDisappear” (B) is not right.")
        #expect(said(v.validate("viewDidDisappear(_:)")) == "wrong: “viewDidDisappear(_:)” (B) is not right.")
        #expect(said(v.validate("override func viewDidDisappear(_ animated: Bool)")) == "wrong: “override func viewDidDisappear(_ animated: Bool)” (B) is not right.")
        #expect(said(v.validate("b")) == "wrong: “b” (viewDidDisappear(_:)) is not right.")
        #expect(said(v.validate("D)")) == "wrong: “D” (Nowhere; since iOS 9 observers are removed automatically) is not right.")
        #expect(said(v.validate("Nowhere")) == "wrong: “Nowhere” (D) is not right.")
        #expect(russianReason(v.validate("viewDidDisappear")) == "wrong: «viewDidDisappear» (B) — неверно.")
        #expect(russianReason(v.validate("В")) == "wrong: «В» (viewDidDisappear(_:)) — неверно.")
    }

    @Test("With several choices, the first wrong one is named as typed")
    func several() throws {
        let v = try validator("type: choice\nanswers: [A, C]", choices: choices)
        #expect(said(v.validate("deinit, viewDidDisappear, viewWillDisappear")) == "wrong: “viewDidDisappear” (B) is not right.")
        #expect(said(v.validate("a b c")) == "wrong: “b” (viewDidDisappear(_:)) is not right.")
        #expect(said(v.validate("A")) == "wrong: several choices are right; give all of them, separated by commas.")
    }
}
