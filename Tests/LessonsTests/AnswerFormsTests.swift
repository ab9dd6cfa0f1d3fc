import Foundation
import Testing
import TestSupport
@testable import Kernel
@testable import Lessons

/// Every correct form a learner writes is accepted, near misses are still refused, and a
/// refusal says why. Each suite is one class of failure from the issue, on small validators built here;
/// the shipped questions are tried in `Tests/ContentTests/ShippedAnswerFormsTests.swift`.

/// A validator's result in English words, so expectations read as the learner reads them.
func said(_ result: ValidationResult) -> String {
    switch result {
    case .correct: "correct"
    case .incorrect(let detail): detail.map { "wrong: " + Localizer.english.render($0) } ?? "wrong"
    case .unreadable(let message): "unreadable: " + Localizer.english.render(message)
    }
}

/// Expects every answer correct and every near miss refused; returns nothing, records each failure with its answer.
func expectForms(_ v: any AnswerValidator, right: [String], wrong: [String], sourceLocation: SourceLocation = #_sourceLocation) {
    for answer in right {
        #expect(said(v.validate(answer)) == "correct", "\(answer.debugDescription) should be right", sourceLocation: sourceLocation)
    }
    for answer in wrong {
        #expect(!v.validate(answer).isCorrect, "\(answer.debugDescription) should be refused", sourceLocation: sourceLocation)
    }
}

struct UnitFormsTests {
    @Test("Unit names, abbreviations and plurals in English and Russian, without declaring aliases")
    func pointsSpelledOut() throws {
        let v = try validator("type: number\nanswer: 216\nunit: pt")
        expectForms(v, right: ["216 points", "216 point", "216 pts", "216pts", "216 Points", "216 пт", "216 точек", "216 точки", "216 points."],
                    wrong: ["216 s", "216 px", "162 points", "216 мин"])
        #expect(said(v.validate("216 seconds")) == "wrong: seconds and pt measure different things; answer in pt.")
        #expect(said(v.validate("216 px")) == "wrong: the unit should be pt, not px.")
        #expect(said(v.validate("216 pt")) == "correct")
    }

    @Test("Time units convert where the dimension agrees, and the note says which unit the question uses")
    func secondsAndMinutes() throws {
        let v = try validator("type: number\nanswer: 60\nunit: s\ntell_direction: true")
        expectForms(v, right: ["60", "60 s", "60 sec", "60 seconds", "60 second", "1 min", "1 minute", "a minute", "60000 ms", "60 с",
                               "60 сек", "60 секунд", "1 мин", "1 минута", "одна минута", "sixty seconds", "шестьдесят секунд", "0.0166666666667 h"],
                    wrong: ["59 s", "1 h", "60 min", "0.5 min", "60 pt", "60 ms", "2 minutes"])
        #expect(said(v.validate("1 h")) == "wrong: that is too high.")
        #expect(said(v.validate("60 ms")) == "wrong: that is too low.")
        #expect(said(v.validate("60 pt")) == "wrong: pt and s measure different things; answer in s.")
        let question = Question(id: "q", prompt: "How long?", validator: v)
        #expect(question.judge("60 s").note == nil)
        #expect(question.judge("1 min").note.map(Localizer.english.render) == "1 min is 60 s; this question uses s.")
        #expect(question.judge("1 минута").note.map(Localizer(language: "ru").render) == "1 минута — это 60 с; в этом вопросе ответ в с.")
        #expect(question.judge("0.0166666666667 h").note.map(Localizer.english.render) == "0.016667 h is 60 s; this question uses s.")
    }

    @Test("Small numbers as words, English and Russian")
    func words() throws {
        let zero = try validator("type: number\nanswer: 0")
        expectForms(zero, right: ["zero", "Zero", "ноль", "nought"], wrong: ["one", "один", "nothing at all"])
        let sixtyThree = try validator("type: number\nanswer: 63")
        expectForms(sixtyThree, right: ["sixty-three", "sixty three", "шестьдесят три"], wrong: ["sixty", "sixty-four", "тридцать шесть"])
        let big = try validator("type: number\nanswer: 216\nunit: pt")
        expectForms(big, right: ["two hundred sixteen points", "two hundred and sixteen", "двести шестнадцать точек"], wrong: ["two hundred"])
    }

    @Test("An answer that is not a number says how to write one, without giving the answer away")
    func unreadable() throws {
        let v = try validator("type: number\nanswer: 216\nunit: pt")
        #expect(said(v.validate("tall")) == "unreadable: I could not read a number in “tall”. Write it like 12 pt.")
        let twelve = try validator("type: number\nanswer: 12")
        #expect(said(twelve.validate("lots")) == "unreadable: I could not read a number in “lots”. Write it like 25.")
    }

    @Test("Arithmetic reads unit words the same way")
    func arithmeticUnits() throws {
        let v = try validator("type: arithmetic\nanswer: 44\nunit: pt")
        expectForms(v, right: ["44 points", "1024 points - 980 points", "44 пт", "1024pt - 980pt"], wrong: ["44 s", "308 pt"])
        #expect(said(v.validate("44 s")) == "wrong: s and pt measure different things; answer in pt.")
    }
}

struct SameAPITests {
    @Test("Argument labels or none, (_:), selectors, declarations and calls name one method")
    func labels() throws {
        let v = try validator("type: symbol\nanswer: UIApplication.registerUserNotificationSettings")
        expectForms(v, right: ["registerUserNotificationSettings(_:)", "registerUserNotificationSettings:", "registerUserNotificationSettings",
                               "UIApplication.shared.registerUserNotificationSettings(_:)", "application.registerUserNotificationSettings(settings)",
                               "UIApplication.shared.registerUserNotificationSettings(UIUserNotificationSettings(types: [.alert], categories: nil))",
                               "UIKit.UIApplication.registerUserNotificationSettings", "func registerUserNotificationSettings(_ notificationSettings: UIUserNotificationSettings)",
                               "`registerUserNotificationSettings(_:)`"],
                    wrong: ["registerForRemoteNotifications()", "UNUserNotificationCenter.current().requestAuthorization(options:completionHandler:)",
                            "UIWindow.registerUserNotificationSettings", "registerUserNotificationSettingsForRemote"])
        #expect(said(v.validate("registerForRemoteNotifications()")) == "wrong: registerForRemoteNotifications is not an API tutor knows, so it is not the one asked for.")
        #expect(said(v.validate("UIWindow.registerUserNotificationSettings")) == "wrong: registerUserNotificationSettings is right, but it is not a member of UIWindow.")
    }

    @Test("A property with its receiver or self")
    func receivers() throws {
        let v = try validator("type: symbol\nanswer: UILocalNotification.repeatInterval")
        expectForms(v, right: ["alarm.repeatInterval", "self.alarm.repeatInterval", "notification.repeatInterval = .day", "UILocalNotification.repeatInterval",
                               "repeatInterval"],
                    wrong: ["alarm.repeatCalendar", "UNCalendarNotificationTrigger.repeatInterval", "alarm.fireDate"])
        let dismiss = try validator("type: symbol\nanswer: resignFirstResponder")
        expectForms(dismiss, right: ["textField.resignFirstResponder()", "self.textField.resignFirstResponder();", "_ = textField.resignFirstResponder()"],
                    wrong: ["textField.becomeFirstResponder()", "view.endEditing(true)"])
    }

    @Test("Objective-C constant spellings, Swift 4 nested names and today's names")
    func constants() throws {
        let v = try validator("type: symbol\nanswer: UIApplication.LaunchOptionsKey.localNotification")
        expectForms(v, right: ["UIApplicationLaunchOptionsLocalNotificationKey", "UIApplicationLaunchOptionsKey.localNotification", ".localNotification",
                               "launchOptions?[.localNotification]", "launchOptions![UIApplication.LaunchOptionsKey.localNotification]"],
                    wrong: ["UIApplicationLaunchOptionsRemoteNotificationKey", "UIApplication.LaunchOptionsKey.url", "UIApplicationLaunchOptionsURLKey"])
        #expect(said(v.validate("UIApplicationLaunchOptionsRemoteNotificationKey"))
                == "wrong: that is UIApplication.LaunchOptionsKey.remoteNotification, another API.")
        let day = try validator("type: symbol\nanswer: NSCalendar.Unit.day")
        expectForms(day, right: ["NSCalendarUnitDay", ".day", "NSCalendar.Unit.day", "[.day]"], wrong: ["NSCalendarUnitMinute", ".minute"])
    }

    @Test("Notification names in all four spellings, and without the Notification suffix")
    func notifications() throws {
        let v = try validator("type: symbol\nanswer: UIResponder.keyboardWillShowNotification")
        expectForms(v, right: ["UIKeyboardWillShowNotification", "UIResponder.keyboardWillShowNotification", ".keyboardWillShowNotification",
                               "NSNotification.Name.UIKeyboardWillShow", "Notification.Name.UIKeyboardWillShow", ".UIKeyboardWillShow",
                               "\"UIKeyboardWillShowNotification\"", "UIKit.UIResponder.keyboardWillShowNotification"],
                    wrong: ["UIKeyboardDidShowNotification", "UIResponder.keyboardWillHideNotification", "UITextField.keyboardWillShowNotification",
                            "NSNotification.Name.UIKeyboardDidShow"])
    }

    @Test("Enum cases and option sets in brackets")
    func enumCases() throws {
        let v = try validator("type: symbol\nanswer: UIControl.Event.touchUpInside")
        expectForms(v, right: [".touchUpInside", "[.touchUpInside]", "UIControlEventTouchUpInside", "UIControlEvents.touchUpInside", "UIControl.Event.touchUpInside",
                               "[UIControl.Event.touchUpInside]"],
                    wrong: [".touchUpOutside", "[.touchUpInside, .touchDown]", "UIControlEventTouchDown", "UIControl.State.touchUpInside"])
    }

    @Test("Delegate methods that share a base name need their labels")
    func delegateFamilies() throws {
        let v = try validator("type: symbol\nanswer: application(_:didReceive:)")
        expectForms(v, right: ["application(_:didReceive:)", "application:didReceiveLocalNotification:", "UIApplicationDelegate.application(_:didReceive:)",
                               "func application(_ application: UIApplication, didReceive notification: UILocalNotification)", "didReceive"],
                    wrong: ["application(_:didFinishLaunchingWithOptions:)", "application(_:didReceiveRemoteNotification:)", "application"])
        #expect(said(v.validate("application(_:didReceiveRemoteNotification:)"))
                == "wrong: application(_:didReceiveRemoteNotification:) is another method: its argument labels differ.")
        #expect(said(v.validate("application")) == "unreadable: “application” names several methods; give its argument labels too, as in application(_:…).")
    }

    @Test("The normalizer reads labels, receivers and subscripts")
    func readings() {
        #expect(APIName("application(_ app: UIApplication, didReceive n: UILocalNotification) -> Void")?.signature == "application(_:didReceive:)")
        #expect(APIName("application:didReceiveLocalNotification:")?.signature == "application(_:didReceive:)")
        #expect(APIName("UIApplication.shared.registerUserNotificationSettings(s)")?.signature == "UIApplication.registerUserNotificationSettings(_:)")
        #expect(APIName("self.view.convert(endFrame, from: nil)")?.signature == "convert(_:from:)")
        #expect(APIName("UIApplicationLaunchOptionsLocalNotificationKey")?.description == "UIApplication.LaunchOptionsKey.localNotification")
        #expect(APIName("notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey]")?.description == "UIResponder.keyboardFrameEndUserInfoKey")
        #expect(APIName("UILocalNotification().repeatInterval")?.description == "UILocalNotification.repeatInterval")
        #expect(APIName("[.touchUpInside, .touchDown]") == nil)
        #expect(APIName("a b") == nil)
    }

    @Test("An order's items carry labels or their type, and are matched as APIs")
    func orderItems() throws {
        let v = try validator("""
            type: order
            answer:
              - application(_:willFinishLaunchingWithOptions:)
              - application(_:didFinishLaunchingWithOptions:)
              - application(_:didReceive:)
              - applicationDidBecomeActive
            """)
        expectForms(v, right: [
            "application(_:willFinishLaunchingWithOptions:), application(_:didFinishLaunchingWithOptions:), application(_:didReceive:), applicationDidBecomeActive(_:)",
            "application:willFinishLaunchingWithOptions: → application:didFinishLaunchingWithOptions: → application:didReceiveLocalNotification: → applicationDidBecomeActive:",
            "willFinishLaunchingWithOptions, didFinishLaunchingWithOptions, didReceive, applicationDidBecomeActive",
            "UIApplicationDelegate.application(_:willFinishLaunchingWithOptions:)\nUIApplicationDelegate.application(_:didFinishLaunchingWithOptions:)\nUIApplicationDelegate.application(_:didReceive:)\nUIApplicationDelegate.applicationDidBecomeActive(_:)",
        ], wrong: [
            "application(_:willFinishLaunchingWithOptions:), application(_:didFinishLaunchingWithOptions:), applicationDidBecomeActive, application(_:didReceive:)",
            "application(_:willFinishLaunchingWithOptions:), application(_:didFinishLaunchingWithOptions:), application(_:didReceiveRemoteNotification:), applicationDidBecomeActive",
        ])
        #expect(said(v.validate("application(_:willFinishLaunchingWithOptions:), application(_:didFinishLaunchingWithOptions:), applicationDidBecomeActive, application(_:didReceive:)"))
                == "wrong: positions 3 and 4 are swapped.")
        #expect(said(v.validate("application(_:willFinishLaunchingWithOptions:), application(_:didFinishLaunchingWithOptions:), application(_:didReceiveRemoteNotification:), applicationDidBecomeActive"))
                == "wrong: “application(_:didReceiveRemoteNotification:)” is not one of the items.")
        #expect(said(v.validate("application, application, application, applicationDidBecomeActive"))
                == "unreadable: “application” could be more than one of the items (application(_:willFinishLaunchingWithOptions:), application(_:didFinishLaunchingWithOptions:), application(_:didReceive:)); write it in full.")

        let notifications = try validator("type: order\nanswer: [UIKeyboardWillChangeFrameNotification, UIKeyboardWillShowNotification, UIKeyboardDidShowNotification]")
        expectForms(notifications, right: [
            "UIResponder.keyboardWillChangeFrameNotification, UIResponder.keyboardWillShowNotification, UIResponder.keyboardDidShowNotification",
            ".UIKeyboardWillChangeFrame → .UIKeyboardWillShow → .UIKeyboardDidShow",
            "keyboardWillChangeFrame, keyboardWillShow, keyboardDidShow",
        ], wrong: ["UIKeyboardWillShowNotification, UIKeyboardWillChangeFrameNotification, UIKeyboardDidShowNotification",
                   "UIKeyboardWillChangeFrameNotification, UIKeyboardWillShowNotification, UIKeyboardWillHideNotification"])
        #expect(said(notifications.validate("keyboardWillChangeFrame, keyboardWillShow, keyboardDidShow, keyboardDidHide")) == "wrong: “keyboardDidHide” is not one of the items.")
        #expect(said(notifications.validate("keyboardWillChangeFrame")) == "unreadable: Give the items in order, separated by commas, arrows or new lines, like first, second, third.")
    }

    @Test("A choice answered with its text in another API spelling")
    func choices() throws {
        let choices = ["`deinit`", "`viewDidDisappear(_:)`", "`viewWillDisappear(_:)`", "Nowhere; since iOS 9 observers are removed automatically"]
        let v = try validator("type: choice\nanswer: C", choices: choices)
        expectForms(v, right: ["viewWillDisappear(_:)", "viewWillDisappear", "override func viewWillDisappear(_ animated: Bool)", "`viewWillDisappear(_:)`", "c."],
                    wrong: ["viewDidDisappear(_:)", "deinit", "a"])
        let selector = try validator("type: choice\nanswer: B", choices: ["Because `#selector` was removed in Swift 6", "Because `#selector` needs the Objective-C runtime"])
        expectForms(selector, right: ["Because #selector needs the Objective-C runtime", "because #selector needs the objective-c runtime."], wrong: ["Because #selector was removed in Swift 6"])
    }

    @Test("Text whose answer is an API name reads API spellings")
    func textAPI() throws {
        let v = try validator("type: text\nanswer: UITextFieldDelegate")
        expectForms(v, right: ["UIKit.UITextFieldDelegate", "`UITextFieldDelegate`", "uitextfielddelegate"], wrong: ["UITextViewDelegate"])
    }
}

struct TextFormsTests {
    @Test("Quotes, Optional(…), trailing punctuation and whitespace")
    func printedForms() throws {
        let v = try validator("type: text\nanswer: Save")
        expectForms(v, right: ["Optional(\"Save\")", "'Save'", "\"Save\"", "“Save”", "«Save»", "Save.", "  save  ", "Optional(Save)", "\"Save\"."],
                    wrong: ["Saved", "Optional(\"Saved\")", "nil", "Optional(nil)", "Save me"])
        let exact = try validator("type: text\nanswer: \"'a'\"\nwhitespace: exact\ncase_sensitive: true")
        expectForms(exact, right: ["'a'"], wrong: ["a", "\"'a'\""])
    }

    @Test("Times in 24- and 12-hour forms, with AM/PM, Russian forms and a day word")
    func times() throws {
        let v = try validator("type: text\nanswer: 23:00 the previous day")
        expectForms(v, right: ["23:00", "23.00", "11:00 PM", "11 pm", "11:00 p.m.", "11 PM the day before", "23:00 (the evening before)",
                               "23:00 накануне", "11 вечера", "в 23:00", "23 ч", "11:00 PM the previous evening", "eleven pm", "23:00 yesterday", "2300"],
                    wrong: ["11:00", "11:00 AM", "07:00", "23:00 the next day", "23:30", "22:00", "23:00 tomorrow", "11 утра"])
        #expect(said(v.validate("11:00 AM")) == "wrong: that is 12 hours off: morning or evening?")
        #expect(said(v.validate("23:00 the next day")) == "wrong: the time is right, but not the day.")
        #expect(said(v.validate("23:30")) == "wrong: the minutes are not right.")
        #expect(said(v.validate("22:00")) == "wrong: the hour is not right.")
        #expect(said(v.validate("evening")) == "unreadable: I could not read a time in “evening”. Write it like 09:30 or 9:30 PM.")
        #expect(v.sameAnswer("7 AM", "07:00"))
        let midnight = try validator("type: text\nanswer: \"00:15\"")
        expectForms(midnight, right: ["12:15 AM", "0:15", "00:15", "12:15 ночи"], wrong: ["12:15 PM", "12:15"])
    }
}

struct ArithmeticOperatorsTests {
    @Test("<<, >>, | and & with Swift's precedence")
    func operators() throws {
        let v = try validator("type: arithmetic\nanswer: 458752")
        expectForms(v, right: ["7 << 16", "7<<16", "0x70000", "7 * (1 << 16)", "(7 << 16) | 0", "0b111 << 16", "7 * 65_536", "458752 & 0xFFFFFF", "7 * 2¹⁶",
                               "1835008 >> 2"],
                    wrong: ["7 << 4", "7 >> 16", "7 | 16", "16 << 7"])
        let state = try validator("type: arithmetic\nanswer: 6")
        expectForms(state, right: ["2 | 4", "(1 << 1) | (1 << 2)", "4 | 2", "1 << 1 | 1 << 2", "6 & 7", "0b110"], wrong: ["2 & 4", "4", "2 ^ 4"])
        let precedence = try validator("type: arithmetic\nanswer: 17")
        #expect(said(precedence.validate("1 + 2 << 3")) == "correct")
        #expect(said(try validator("type: arithmetic\nanswer: 5").validate("1 | 2 * 2")) == "correct")
        #expect(said(try validator("type: arithmetic\nanswer: 3").validate("1 + 2 & 3")) == "correct")
    }

    @Test("Operators that need whole numbers, and a caret, say why")
    func problems() throws {
        let v = try validator("type: arithmetic\nanswer: 458752")
        #expect(said(v.validate("7.5 << 16")) == "unreadable: I could not work out “7.5 << 16”: “<<” needs whole numbers. Write a number or a calculation like 2 * (10 + 5).")
        #expect(said(v.validate("7 * 2^16")) == "unreadable: I could not work out “7 * 2^16”: “^” is not a power in Swift: write 1 << 16 or 65536 for 2¹⁶. Write a number or a calculation like 2 * (10 + 5).")
        #expect(said(v.validate("7 << 99")) == "unreadable: I could not work out “7 << 99”: a shift by 99 is out of range. Write a number or a calculation like 2 * (10 + 5).")
        let thirty = try validator("type: arithmetic\nanswer: 30")
        #expect(said(thirty.validate("x")) == "unreadable: I could not work out “x”: unexpected “x”. Write a number or a calculation like (1 << 4) + 3.")
    }
}

struct CodeAnswerTests {
    let convert = """
        type: expression
        answer: "view.convert(endFrame, from: nil)"
        """

    @Test("The same call written as learners write code")
    func addAction() throws {
        let v = try validator("type: expression\nanswers:\n  - \"button.addAction(save, for: .touchUpInside)\"\n  - \"button.addAction(save, for: .primaryActionTriggered)\"")
        expectForms(v, right: ["self.button.addAction(save, for: .touchUpInside)", "button.addAction(save, for: [.touchUpInside])",
                               "button.addAction(save, for: UIControl.Event.touchUpInside);", "button.addAction(save,for:.touchUpInside)",
                               "self.button.addAction(save, for: .primaryActionTriggered)", "button!.addAction(save, for: UIControlEvents.touchUpInside)"],
                    wrong: ["button.addAction(save, for: .touchDown)", "button.addAction(save, for: [.touchUpInside, .touchDown])", "otherButton.addAction(save, for: .touchUpInside)",
                            "button.addAction(save)", "button.addTarget(self, action: #selector(save), for: .touchUpInside)", "button.addAction(other, for: .touchUpInside)"])
        #expect(said(v.validate("button.addAction(save, for: .touchDown)")) == "wrong: argument for: is not right.")
        #expect(said(v.validate("otherButton.addAction(save, for: .touchUpInside)")) == "wrong: addAction(_:for:) is called on otherButton, another object.")
        #expect(said(v.validate("button.addAction(save)")) == "wrong: the call lacks the argument for:.")
        #expect(said(v.validate("button.addTarget(self, action: #selector(save), for: .touchUpInside)")) == "wrong: that calls addTarget(_:action:for:), another method.")
        #expect(said(v.validate("button.addAction(save, for: .touchUpInside")) == "unreadable: I could not read “button.addAction(save, for: .touchUpInside” as Swift: “)” is missing (column 43). Write it like textField.resignFirstResponder().")
    }

    @Test("Equivalent conversions are right; the other direction is named as such")
    func convertDirection() throws {
        let v = try validator(convert)
        expectForms(v, right: ["view.convert(endFrame, from: nil)", "let frame = view.convert(endFrame, from: nil)", "self.view.convert(endFrame, from: self.view.window)",
                               "view.window!.convert(endFrame, to: view)", "view.window?.convert(endFrame, to: self.view)", "view.convert(endFrame, from: view.window!)",
                               "return view.convert(endFrame, from: nil)", "let frame: CGRect = view.convert(endFrame, from: nil)"],
                    wrong: ["view.convert(endFrame, to: nil)", "view.window!.convert(endFrame, from: view)", "view.convert(endFrame, from: view)",
                            "view.convert(beginFrame, from: nil)", "endFrame", "view.window!.convert(endFrame, to: nil)"])
        #expect(said(v.validate("view.convert(endFrame, to: nil)")) == "wrong: that converts from view to view.window: the other way round.")
        #expect(said(v.validate("view.window!.convert(endFrame, from: view)")) == "wrong: that converts from view to view.window: the other way round.")
        #expect(said(v.validate("view.convert(beginFrame, from: nil)")) == "wrong: argument 1 is not right.")
        #expect(v.sameAnswer("view.window!.convert(endFrame, from: view)", "view.convert(endFrame, to: nil)"))
        #expect(!v.sameAnswer("view.window!.convert(endFrame, to: view)", "view.convert(endFrame, to: nil)"))
    }
}

struct CorrectNoteTests {
    @Test("A right answer in another unit is right, and the session's verdict says which unit the question uses")
    func note() throws {
        let temporary = TemporaryDirectory()
        let lesson = """
        ---
        format: 1
        id: notes
        title: Notes
        summary: One question.
        objectives: [Convert]
        estimated_minutes: 1
        ---

        ## Q
        <!-- step: q -->

        ```question
        id: minimum
        prompt: How long?
        validator:
          type: number
          answer: 60
          unit: s
        hints: [A minute.]
        ```
        """
        let (parsed, diagnostics) = Lesson.parse(markdown: lesson, directory: temporary.url.appendingPathComponent("notes"))
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let question = try #require(parsed?.question(id: "minimum"))
        #expect(question.judge("1 min").result == .correct)
        #expect(question.judge("1 min").note == Message(.numberConverted, "1", "min", "60", "s"))
        #expect(question.judge("60").note == nil)
        #expect(Localizer.english[.correctWithNote, Localizer.english.render(Message(.numberConverted, "1", "min", "60", "s"))]
                == "Correct. 1 min is 60 s; this question uses s.")
    }
}

struct AnswerFormsRobustnessTests {
    @Test("The new readings answer every nasty input with a verdict, quickly")
    func nasty() throws {
        let validators: [any AnswerValidator] = [
            try validator("type: number\nanswer: 60\nunit: s"),
            try validator("type: arithmetic\nanswer: 6"),
            try validator("type: symbol\nanswer: application(_:didReceive:)"),
            try validator("type: order\nanswer: [textFieldShouldBeginEditing(_:), textFieldDidBeginEditing(_:)]"),
            try validator("type: text\nanswer: \"23:00 the previous day\""),
            try validator("type: text\nanswer: Save"),
            try validator("type: expression\nanswer: \"view.convert(endFrame, from: nil)\""),
            try validator("type: choice\nanswer: A", choices: ["`viewWillDisappear(_:)`", "deinit"]),
        ]
        let inputs = [
            String(repeating: "(", count: 5_000), String(repeating: "Optional(", count: 1_000) + "x" + String(repeating: ")", count: 1_000),
            String(repeating: "[", count: 3_000) + ".a" + String(repeating: "]", count: 3_000), String(repeating: "a.", count: 4_000) + "b",
            String(repeating: "x(", count: 2_000), "\u{FFFD}\u{FFFD}", "🙂:🙂", "a:b:c:", "::", "\"", "'", "`", "[]", "()", ".", "#", "-", "<<", "1 <<",
            String(repeating: "sixty ", count: 2_000), String(repeating: "11 pm ", count: 1_000), "\u{202E}23:00", "let = ", "_ =", "return",
        ]
        for v in validators {
            for input in inputs {
                // Processor time: on a busy machine the wall clock passed a second for inputs that took a tenth of it.
                let elapsed = processorSeconds { _ = v.validate(input); _ = v.sameAnswer(input, input) }
                #expect(elapsed < 1, "\(type(of: v)) took \(elapsed) s of processor time on \(input.prefix(20).debugDescription)…")
            }
        }
    }
}
