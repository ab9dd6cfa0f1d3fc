import Foundation
import Testing
import Lessons

/// On the shipped course: for each of the 40 questions, right answers in forms the lesson file
/// does not list (written for this test, as learners write them) and near misses that must still be refused.
/// A near miss may pin what the learner is told: the validator's reason (`reason:`), or the author's feedback.
struct ShippedAnswerForms {
    struct Miss {
        var answer: String
        /// The verdict's detail in English (after "Not quite: "), when pinned.
        var reason: String?
        /// True when the author's feedback must apply.
        var feedback = false
    }

    var right: [String]
    var wrong: [Miss]

    init(right: [String], wrong: [Miss]) {
        self.right = right
        self.wrong = wrong
    }

    static func miss(_ answer: String, _ reason: String? = nil, feedback: Bool = false) -> Miss { Miss(answer: answer, reason: reason, feedback: feedback) }

    static let byQuestion: [String: ShippedAnswerForms] = [
        // text-field
        "default-border-raw": .init(right: ["zero", "ноль", "0 (.none)"], wrong: [miss("3", feedback: true), miss("one", feedback: true)]),
        "unless-editing-while-typing": .init(right: ["No, because the field is being edited", "b."],
                                             wrong: [miss("a", feedback: true), miss("Yes, because the field has text", feedback: true)]),
        "clear-always-empty": .init(right: ["No: the clear button is only shown when there is text to clear", "(b)"], wrong: [miss("c", feedback: true)]),
        "delegate-order": .init(right: [
            "textFieldShouldBeginEditing(_:) → textFieldDidBeginEditing(_:) → textFieldShouldReturn(_:) → textFieldShouldEndEditing(_:) → textFieldDidEndEditing(_:)",
            "UITextFieldDelegate.textFieldShouldBeginEditing, UITextFieldDelegate.textFieldDidBeginEditing, UITextFieldDelegate.textFieldShouldReturn, UITextFieldDelegate.textFieldShouldEndEditing, UITextFieldDelegate.textFieldDidEndEditing",
            "textFieldShouldBeginEditing:, textFieldDidBeginEditing:, textFieldShouldReturn:, textFieldShouldEndEditing:, textFieldDidEndEditing:",
        ], wrong: [
            miss("textFieldShouldBeginEditing(_:), textFieldDidBeginEditing(_:), textFieldShouldReturn(_:), textFieldDidEndEditing(_:), textFieldShouldEndEditing(_:)",
                 "positions 4 and 5 are swapped.", feedback: true),
            miss("textFieldShouldBeginEditing, textFieldDidBeginEditing, textFieldShouldClear, textFieldShouldEndEditing, textFieldDidEndEditing",
                 "“textFieldShouldClear” is not one of the items."),
        ]),
        "dismiss-call": .init(right: ["textField.resignFirstResponder()", "self.textField.resignFirstResponder();", "_ = textField.resignFirstResponder()",
                                      "[textField resignFirstResponder]", "textField.resignFirstResponder() // hides the keyboard", "resignFirstResponder"],
                              wrong: [miss("textField.becomeFirstResponder()", feedback: true), miss("view.endEditing(true)", feedback: true),
                                      miss("textField.resignFirstResponder(true)", "resignFirstResponder(_:) is another method: its argument labels differ."),
                                      miss("[textField becomeFirstResponder]", feedback: true)]),
        "field-frame": .init(right: ["{{20,144},{280,31}}", "CGRect(origin: CGPoint(x: 20, y: 144), size: CGSize(width: 280, height: 31))"],
                             wrong: [miss("{{20, 144}, {300, 31}}", "the width is not right.", feedback: true)]),
        // text-view
        "inset-top-default": .init(right: ["8 points", "eight points", "8 точек", "восемь"], wrong: [miss("8 s", "s and pt measure different things; answer in pt."), miss("5 pt", feedback: true)]),
        "first-letter-x": .init(right: ["16 - 5", "(16) - (5)"], wrong: [miss("16 + 5", feedback: true), miss("16 - 4")]),
        "keyboard-end-frame": .init(right: ["{{0.0, 352.0}, {320.0, 216.0}}", "x: 0, y: 352, width: 320, height: 216"],
                                    wrong: [miss("{{0, 568}, {320, 216}}", "the y is not right.", feedback: true)]),
        "keyboard-notification-order": .init(right: [
            "UIResponder.keyboardWillChangeFrameNotification, UIResponder.keyboardWillShowNotification, UIResponder.keyboardDidChangeFrameNotification, UIResponder.keyboardDidShowNotification",
            ".UIKeyboardWillChangeFrame → .UIKeyboardWillShow → .UIKeyboardDidChangeFrame → .UIKeyboardDidShow",
            "NSNotification.Name.UIKeyboardWillChangeFrame, NSNotification.Name.UIKeyboardWillShow, NSNotification.Name.UIKeyboardDidChangeFrame, NSNotification.Name.UIKeyboardDidShow",
        ], wrong: [
            miss("UIResponder.keyboardWillChangeFrameNotification, UIResponder.keyboardDidChangeFrameNotification, UIResponder.keyboardWillShowNotification, UIResponder.keyboardDidShowNotification",
                 "positions 2 and 3 are swapped."),
            miss("UIKeyboardWillChangeFrameNotification, UIKeyboardWillShowNotification, UIKeyboardDidChangeFrameNotification, UIKeyboardWillHideNotification",
                 "“UIKeyboardWillHideNotification” is not one of the items."),
        ]),
        "landscape-inset": .init(right: ["162 points", "162 пт", "162.0 pt", "162, since the keyboard covers the whole bottom", "162; клавиатура закрывает весь низ"],
                                 wrong: [miss("162 ms", "ms and pt measure different things; answer in pt."), miss("216 points", feedback: true),
                                         miss("216, the keyboard's own height", feedback: true)]),
        "remove-observers-where": .init(right: ["viewWillDisappear(_:)", "viewWillDisappear", "override func viewWillDisappear(_ animated: Bool)"],
                                        wrong: [miss("viewDidDisappear(_:)", "“viewDidDisappear(_:)” (B) is not right.", feedback: true), miss("deinit", feedback: true)]),
        "hardware-keyboard-inset": .init(right: ["(A)", "a.", "0, because no keyboard notification comes and nothing is covered",
                                                 "0, since there is no virtual keyboard"],
                                         wrong: [miss("b", feedback: true), miss("the virtual keyboard's height, since the view became first responder")]),
        // button
        "system-raw": .init(right: ["one", "один", "1: .custom = 0 comes first", "it is 1, one after .custom", "1 — на единицу больше, чем .custom"],
                            wrong: [miss("zero", feedback: true), miss("2"), miss("1, i.e. .custom", "you wrote 1, but .custom is 0.")]),
        "highlighted-fallback": .init(right: ["Optional(\"Save\")", "'Save'", "“Save”", "Save.", "вернёт Save", "it will return \"Save\""],
                                      wrong: [miss("Saved", feedback: true), miss("Optional(\"Saved\")", feedback: true), miss("nil", feedback: true),
                                              miss("Saved, the selected one", feedback: true), miss("nil since none was set", feedback: true),
                                              miss("вернёт nil, для highlighted ничего не задано", feedback: true)]),
        "combined-state": .init(right: ["2 | 4", "(1 << 1) | (1 << 2)", "6 ([.selected, .disabled])", "6, то есть .disabled и .selected"],
                                wrong: [miss("2 & 4"), miss("4", feedback: true), miss("4 (.selected)")]),
        "add-action-call": .init(right: ["self.button.addAction(save, for: .touchUpInside)", "button.addAction(save, for: [.touchUpInside])",
                                         "button.addAction(save, for: UIControl.Event.touchUpInside);", "self.button.addAction(save, for: .primaryActionTriggered)"],
                                 wrong: [miss("button.addAction(save, for: .touchDown)", "argument for: is not right.", feedback: true),
                                         miss("otherButton.addAction(save, for: .touchUpInside)", "addAction(_:for:) is called on otherButton, another object."),
                                         miss("button.addTarget(self, action: #selector(save), for: .touchUpInside)", "that calls addTarget(_:action:for:), another method.", feedback: true),
                                         miss("button.addAction(save)", "the call lacks the argument for:.", feedback: true)]),
        "why-no-selector": .init(right: ["Because #selector needs the Objective-C runtime, which Linux does not have", "b"],
                                 wrong: [miss("a", feedback: true), miss("Because save must be marked private")]),
        "drag-out-order": .init(right: [".touchDown, .touchDragExit, .touchDragOutside, .touchUpOutside",
                                        "1. touchDown 2. touchDragExit 3. touchDragOutside 4. touchUpOutside",
                                        "1) .touchDown 2) .touchDragExit 3) .touchDragOutside 4) .touchUpOutside",
                                        "UIControl.Event.touchDown → UIControl.Event.touchDragExit → UIControl.Event.touchDragOutside → UIControl.Event.touchUpOutside",
                                        "UIControlEventTouchDown, UIControlEventTouchDragExit, UIControlEventTouchDragOutside, UIControlEventTouchUpOutside"],
                                wrong: [miss("touchDown, touchDragOutside, touchDragExit, touchUpOutside", "positions 2 and 3 are swapped.", feedback: true),
                                        miss("touchDown, touchDragExit, touchDragOutside, touchUpInside", "“touchUpInside” is not one of the items.")]),
        "tap-under-keyboard": .init(right: ["c)", "The keyboard receives the touch; the button gets no events at all"], wrong: [miss("a", feedback: true)]),
        // keyboard
        "keyboard-height": .init(right: ["216 points", "216 pts", "216 точек", "216pts"],
                                 wrong: [miss("216 s", "s and pt measure different things; answer in pt."), miss("162 points", "that is too low.", feedback: true)]),
        "show-order": .init(right: [
            "textFieldDidBeginEditing(_:), UIResponder.keyboardWillChangeFrameNotification, UIResponder.keyboardWillShowNotification, UIResponder.keyboardDidShowNotification",
            "UITextFieldDelegate.textFieldDidBeginEditing(_:) → UIKeyboardWillChangeFrameNotification → UIKeyboardWillShowNotification → UIKeyboardDidShowNotification",
        ], wrong: [miss("textFieldDidBeginEditing, keyboardWillShowNotification, keyboardWillChangeFrameNotification, keyboardDidShowNotification",
                        "positions 2 and 3 are swapped.", feedback: true)]),
        "end-frame-key": .init(right: ["UIKit.UIResponder.keyboardFrameEndUserInfoKey", "`UIKeyboardFrameEndUserInfoKey`", "\"UIKeyboardFrameEndUserInfoKey\"",
                                       "notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey]"],
                               wrong: [miss("UIKeyboardFrameBeginUserInfoKey", "that is UIResponder.keyboardFrameBeginUserInfoKey, another API.", feedback: true),
                                       miss("UIWindow.keyboardFrameEndUserInfoKey", "keyboardFrameEndUserInfoKey is right, but it is not a member of UIWindow.")]),
        "guide-or-inset": .init(right: ["b)", "Pin the field's bottom to view.keyboardLayoutGuide.topAnchor"],
                                wrong: [miss("A", feedback: true), miss("(c)", feedback: true), miss("d", feedback: true)]),
        "converted-frame": .init(right: ["{{0,416},{1024,352}}", "CGRect(x: 0.0, y: 416.0, width: 1024.0, height: 352.0)",
                                         "(0, 416, 1024, 352) — the bottom 352 pt of the view", "{{0, 416}, {1024, 352}}, the bottom of the view"],
                                 wrong: [miss("{{0, 416}, {352, 1024}}", "the width is not right.", feedback: true)]),
        "convert-call": .init(right: ["let frame = view.convert(endFrame, from: nil)", "view.window!.convert(endFrame, to: view)",
                                      "self.view.window?.convert(endFrame, to: self.view)", "view.convert(endFrame, from: view.window!)"],
                              wrong: [miss("view.convert(endFrame, to: nil)", "that converts from view to view.window: the other way round.", feedback: true),
                                      miss("view.window!.convert(endFrame, from: view)", "that converts from view to view.window: the other way round.", feedback: true),
                                      miss("view.convert(endFrame, from: view)", "that converts from view's coordinates, but the rectangle is in view.window's."),
                                      miss("view.superview!.convert(endFrame, from: nil)", "that gives the rectangle in view.superview's coordinates, not in view's."),
                                      miss("view.convert(endFrame, to: view)", "that converts from view's coordinates, but the rectangle is in view.window's."),
                                      miss("controller.view.convert(endFrame, from: nil)", "that gives the rectangle in controller.view's coordinates, not in view's."),
                                      miss("endFrame", feedback: true)]),
        "bar-inset": .init(right: ["44 points", "1024 points - 980 points", "44 пт"],
                           wrong: [miss("308 pt", feedback: true), miss("44 s")]),
        "curve-options": .init(right: ["7 << 16", "0x70000", "7 * (1 << 16)"], wrong: [miss("7 << 4", feedback: true), miss("7 >> 16", "that is too low."), miss("7 | 16")]),
        "register-where": .init(right: ["Add in viewWillAppear, remove in viewWillDisappear", "b)"], wrong: [miss("d", feedback: true)]),
        "undocked-notification": .init(right: ["NSNotification.Name.UIKeyboardWillChangeFrame", ".UIKeyboardWillChangeFrame", "keyboardWillChangeFrame",
                                               "UIKeyboardWillChangeFrame", "UIResponder.keyboardWillChangeFrameNotification.rawValue", "willChangeFrame",
                                               "NSNotification.Name.UIKeyboardWillChangeFrame.rawValue",
                                               "NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillChangeFrameNotification, object: nil, queue: .main) { _ in }",
                                               "[[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(frameWillChange:) name:UIKeyboardWillChangeFrameNotification object:nil]"],
                                       wrong: [miss("UIResponder.keyboardDidChangeFrameNotification", feedback: true),
                                               miss("UIKeyboardWillShow", feedback: true), miss("UIKeyboardDidChangeFrame", feedback: true),
                                               miss("willShow", "that is willShow, another API.", feedback: true), miss("willChangeFrames"),
                                               miss("UIApplicationState"), miss("UITextField"),
                                               miss("NSNotification.Name.UIKeyboardWillShow", feedback: true),
                                               miss("UITextField.keyboardWillChangeFrameNotification")]),
        "inset-or-frame": .init(right: ["B.", "Because the inset adds scrollable room without moving or resizing anything, so layout and content that depend on the scroll view's size are untouched"],
                                wrong: [miss("a", feedback: true)]),
        // local-notifications
        "nil-fire-date": .init(right: ["It is delivered right away", "B)"], wrong: [miss("d", feedback: true)]),
        "permission-call": .init(right: ["registerUserNotificationSettings(_:)", "UIApplication.shared.registerUserNotificationSettings(_:)",
                                         "I'd call registerUserNotificationSettings on UIApplication",
                                         "application.registerUserNotificationSettings(settings)", "registerUserNotificationSettings:",
                                         "[[UIApplication sharedApplication] registerUserNotificationSettings:settings]",
                                         "[application registerUserNotificationSettings: settings];"],
                                 wrong: [miss("UNUserNotificationCenter.current().requestAuthorization(options:completionHandler:)", feedback: true),
                                         miss("[[UIApplication sharedApplication] registerForRemoteNotifications]", feedback: true),
                                         miss("UIApplication.shared.registerForRemoteNotifications()", feedback: true)]),
        "repeat-property": .init(right: ["alarm.repeatInterval", "self.alarm.repeatInterval", "notification.repeatInterval = .day"],
                                 wrong: [miss("alarm.repeatCalendar", feedback: true), miss("alarm.fireDate", feedback: true)]),
        "nil-zone-in-new-york": .init(right: ["11:00 PM", "23:00 (the evening before)", "11 pm", "23:00 накануне", "11 вечера"],
                                      wrong: [miss("11:00 AM", "that is 12 hours off: morning or evening?"), miss("07:00", feedback: true), miss("7 AM", feedback: true),
                                              miss("23:00 the next day", "the time is right, but not the day."), miss("15:00", feedback: true)]),
        "foreground-delivery": .init(right: ["b", "Nothing is shown; the app delegate's application(_:didReceive:) is called with the app active"],
                                     wrong: [miss("a", feedback: true)]),
        "launch-key": .init(right: ["UIApplicationLaunchOptionsLocalNotificationKey", "UIApplicationLaunchOptionsKey.localNotification", "launchOptions?[.localNotification]",
                                    "LaunchOptionsKey.localNotification", "UIApplication.LaunchOptionsKey.localNotification.rawValue"],
                            wrong: [miss("UIApplicationLaunchOptionsRemoteNotificationKey", feedback: true), miss("UIApplication.LaunchOptionsKey.url"),
                                    miss("LaunchOptionsKey.url"), miss("NotificationKey.localNotification", "localNotification is right, but it is not a member of NotificationKey.")]),
        "launch-order": .init(right: [
            "application(_:willFinishLaunchingWithOptions:), application(_:didFinishLaunchingWithOptions:), application(_:didReceive:), applicationDidBecomeActive(_:)",
            "application:willFinishLaunchingWithOptions:, application:didFinishLaunchingWithOptions:, application:didReceiveLocalNotification:, applicationDidBecomeActive:",
            "willFinishLaunchingWithOptions → didFinishLaunchingWithOptions → didReceive → applicationDidBecomeActive",
        ], wrong: [
            miss("application(_:willFinishLaunchingWithOptions:), application(_:didFinishLaunchingWithOptions:), applicationDidBecomeActive, application(_:didReceive:)",
                 "positions 3 and 4 are swapped.", feedback: true),
            miss("D, C, A, B", "positions 3 and 4 are swapped.", feedback: true),
            miss("application(_:willFinishLaunchingWithOptions:), application(_:didFinishLaunchingWithOptions:), application(_:didReceiveRemoteNotification:), applicationDidBecomeActive",
                 "“application(_:didReceiveRemoteNotification:)” is not one of the items."),
        ]),
        "badge-after-three": .init(right: ["one", "один"], wrong: [miss("three", feedback: true), miss("3", feedback: true)]),
        "repeat-minimum": .init(right: ["1 min", "a minute", "60 seconds", "60 sec", "60 секунд", "одна минута", "60000 ms"],
                                wrong: [miss("59 s", "that is too low."), miss("1 h", "that is too high."), miss("60 pt", "pt and s measure different things; answer in s."),
                                        miss("30 s", "that is too low."), miss("zero", feedback: true)]),
        "survivors": .init(right: ["70 - 7", "(64 - 1)", "sixty-three"], wrong: [miss("64", feedback: true), miss("70 - 6")]),
    ]
}

@Suite struct ShippedAnswerFormsTests {
    static let questionKeys: [String] = ContentFixture.course.lessons.flatMap { lesson in lesson.questions.map { "\(lesson.id)/\($0.id)" } }

    @Test func everyShippedQuestionHasFormsToTry() {
        let ids = Set(Self.questionKeys.map { String($0.split(separator: "/")[1]) })
        #expect(ids == Set(ShippedAnswerForms.byQuestion.keys))
        // 40 questions of the first version, and the keyboard layout guide's.
        #expect(Self.questionKeys.count == 41)
    }

    @Test(arguments: questionKeys)
    func rightFormsAreAcceptedAndNearMissesRefusedWithAReason(_ key: String) throws {
        let parts = key.split(separator: "/").map(String.init)
        let lesson = try ContentFixture.lesson(parts[0])
        let question = try #require(lesson.question(id: parts[1]))
        let forms = try #require(ShippedAnswerForms.byQuestion[parts[1]])
        for answer in forms.right {
            let judgement = question.judge(answer)
            #expect(judgement.result == .correct, "\(key): \(answer.debugDescription) should be right, got \(judgement.result)")
        }
        for miss in forms.wrong {
            let judgement = question.judge(miss.answer)
            guard case .incorrect(let detail) = judgement.result else {
                Issue.record("\(key): \(miss.answer.debugDescription) should be refused as wrong, got \(judgement.result)")
                continue
            }
            if let reason = miss.reason {
                #expect(detail.map(Localizer.english.render) == reason, "\(key): \(miss.answer.debugDescription)")
            }
            if miss.feedback {
                #expect(judgement.feedback != nil, "\(key): \(miss.answer.debugDescription) gets none of the author's feedback")
            }
            #expect(detail != nil || judgement.feedback != nil, "\(key): \(miss.answer.debugDescription) is told only “Not quite.”")
        }
    }
}
